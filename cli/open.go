package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// open: the editor on a pack or map (docs/cli.md). The editor
// itself is the main package's (the Editor hook).

func init() {
	Register(&Command{
		Name:    "open",
		Args:    "PATH",
		Summary: "open the editor on a level pack, a .tmx map or a SonLVL project",
		Long: `PATH is a pack directory, its pack.json, a pack .zip, a Tiled .tmx map or a
SonLVL project's .ini (the editor asks which level; saving writes back into
the project). The editor needs a display; without one, use the headless
commands.`,
		Example: `loopwright open examples/packs/tour
loopwright gen loop --radius 128 --out loop.tmx
loopwright open loop.tmx`,
		Run: func(env Env, args []string) error {
			if len(args) != 1 {
				return fmt.Errorf("%w: want one PATH (a pack directory, pack.json, .zip, .tmx or SonLVL project .ini)", ErrUsage)
			}
			// A path that is not there is said here, in one line, before
			// a window opens on the example pack with an error dialog.
			if Editor == nil {
				return runEditor(env, args[0]) // says this build has no editor
			}
			if EditorCheck != nil {
				if err := EditorCheck(); err != nil {
					return err // no display: said first, whatever the path
				}
			}
			if _, err := os.Stat(args[0]); err != nil {
				var pe *fs.PathError
				if errors.As(err, &pe) {
					err = pe.Err
				}
				return fmt.Errorf("open: %s: %w", absPath(args[0]), err)
			}
			return runEditor(env, args[0])
		},
	})
}

// absPath returns path made absolute for an error message, so that the
// message names the file wherever the reader runs from; path itself when
// that fails.
func absPath(path string) string {
	if a, err := filepath.Abs(path); err == nil {
		return a
	}
	return path
}
