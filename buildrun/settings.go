package buildrun

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"loopwright/pack"
)

// Settings are the user's build and run settings, set once and kept in a
// file of their own (SettingsFile): the emulator's command line and an
// optional build command replacing the projects' build scripts.
type Settings struct {
	// Emulator is Options.Emulator.
	Emulator string `json:"emulator,omitempty"`
	// BuildCommand is Options.BuildCommand.
	BuildCommand string `json:"build_command,omitempty"`
}

// SettingsFile returns the settings' file: build.json in
// $LOOPWRIGHT_CONFIG_DIR, else in os.UserConfigDir()/loopwright (the
// editor's configuration folder).
func SettingsFile() (string, error) {
	if d := os.Getenv("LOOPWRIGHT_CONFIG_DIR"); d != "" {
		return filepath.Join(d, "build.json"), nil
	}
	d, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("buildrun: no configuration directory: %w", err)
	}
	return filepath.Join(d, "loopwright", "build.json"), nil
}

// LoadSettings reads the settings at path; a missing file gives the zero
// Settings.
func LoadSettings(path string) (Settings, error) {
	var s Settings
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return s, nil
	}
	if err != nil {
		return s, fmt.Errorf("buildrun: %w", err)
	}
	if err := json.Unmarshal(data, &s); err != nil {
		return Settings{}, fmt.Errorf("buildrun: %s: %w", path, err)
	}
	return s, nil
}

// Save writes the settings to path whole (a temporary file renamed over
// it), making its folder when needed.
func (s Settings) Save(path string) error {
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return fmt.Errorf("buildrun: %w", err)
	}
	if err := pack.MakeDirs(filepath.Dir(path)); err != nil {
		return fmt.Errorf("buildrun: %w", err)
	}
	return pack.WriteFileAtomic(path, append(data, '\n'))
}

// Options returns the build options the settings give.
func (s Settings) Options() Options {
	return Options{Emulator: s.Emulator, BuildCommand: s.BuildCommand}
}
