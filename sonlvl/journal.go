package sonlvl

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// All-or-nothing saves (docs/disasm.md, "Saving"). A level's files are
// many (collision arrays, indexes, blocks, chunks, layout, objects...) and
// must change together: chunks written without the index that gives
// their new blocks masks are a broken level. A save therefore
//
//  1. encodes and compresses every changed file in memory;
//  2. writes a journal beside the project's INI naming the files, in the
//     state "prepare" (written whole: a temporary file renamed);
//  3. writes each file's new bytes beside it (NAME + tempSuffix), synced;
//  4. rewrites the journal in the state "commit": from here the save is
//     done, whatever happens;
//  5. renames each new file over its target;
//  6. removes the journal.
//
// Opening the project (Open) with a journal left by a save that died
// finishes it (state commit: the renames still to do) or undoes it (state
// prepare: the new files are removed, the targets were never touched),
// and says so (Project.Recovered, Notify). Either way the level is the
// old one or the new one, never a mix.

// JournalName is the save journal's file name, in the INI's folder.
const JournalName = ".loopwright-save.journal"

// tempSuffix names a file's new bytes while a save is under way.
const tempSuffix = ".loopwright-new"

const journalHead = "loopwright save journal 1"

// Notify is called with a message when Open finishes or undoes a save
// that was interrupted. It writes the message to standard error; the
// editor and tests may replace it.
var Notify = func(msg string) { fmt.Fprintln(os.Stderr, msg) }

// saveStep, when set (tests only), is called after each step of a save
// that changes the disk ("journal prepare", "write N", "journal commit",
// "rename N", "done"): a test kills its own process there to check that
// the next open gives the old or the new level.
var saveStep func(step string)

func step(format string, args ...any) {
	if saveStep != nil {
		saveStep(fmt.Sprintf(format, args...))
	}
}

// pendingFile is one file of a save: its path and its new bytes.
type pendingFile struct {
	path string
	data []byte
}

func journalPath(ini string) string { return filepath.Join(filepath.Dir(ini), JournalName) }

// commitFiles writes files all or nothing, through the journal of the
// project whose INI is ini.
func commitFiles(ini string, files []pendingFile) error {
	if len(files) == 0 {
		return nil
	}
	dir := filepath.Dir(ini)
	jp := journalPath(ini)
	if _, err := os.Lstat(jp); err == nil {
		return fmt.Errorf("sonlvl: %s: a save journal is already there (another save under way, or one to finish): open the project again first", jp)
	}
	targets := make([]string, len(files))
	modes := make([]fs.FileMode, len(files))
	for i, f := range files {
		t := f.path
		if real, err := filepath.EvalSymlinks(t); err == nil {
			t = real // a link is followed: its target gets the new bytes
		}
		targets[i] = t
		modes[i] = 0o644
		if st, err := os.Stat(t); err == nil {
			modes[i] = st.Mode().Perm()
		}
	}
	rels := make([]string, len(targets))
	for i, t := range targets {
		r, err := filepath.Rel(dir, t)
		if err != nil {
			r = t
		}
		rels[i] = filepath.ToSlash(r)
	}
	if err := writeJournal(jp, "prepare", rels); err != nil {
		return err
	}
	step("journal prepare")
	undo := func(err error) error {
		for _, t := range targets {
			_ = os.Remove(t + tempSuffix) // best effort: the journal undoes the rest on the next open
		}
		if rerr := os.Remove(jp); rerr == nil {
			syncDir(dir)
		}
		return err
	}
	for i, f := range files {
		if err := writeSynced(targets[i]+tempSuffix, f.data, modes[i]); err != nil {
			return undo(fmt.Errorf("sonlvl: writing %s: %w", targets[i], err))
		}
		step("write %d", i+1)
	}
	for _, d := range dirsOf(targets) {
		syncDir(d)
	}
	if err := writeJournal(jp, "commit", rels); err != nil {
		return undo(err)
	}
	step("journal commit")
	for i, t := range targets {
		if err := os.Rename(t+tempSuffix, t); err != nil {
			return fmt.Errorf("sonlvl: renaming %s over %s: %w (the save finishes when the project is opened again)", t+tempSuffix, t, err)
		}
		step("rename %d", i+1)
	}
	for _, d := range dirsOf(targets) {
		syncDir(d)
	}
	if err := os.Remove(jp); err != nil {
		return fmt.Errorf("sonlvl: removing %s: %w", jp, err)
	}
	syncDir(dir)
	step("done")
	return nil
}

// writeJournal writes the journal whole (a temporary file synced and
// renamed over it).
func writeJournal(jp, state string, rels []string) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s\nstate %s\n", journalHead, state)
	for _, r := range rels {
		fmt.Fprintf(&b, "file %s\n", r)
	}
	tmp := jp + tempSuffix
	if err := writeSynced(tmp, b.Bytes(), 0o644); err != nil {
		_ = os.Remove(tmp)
		return fmt.Errorf("sonlvl: writing the save journal %s: %w", jp, err)
	}
	if err := os.Rename(tmp, jp); err != nil {
		_ = os.Remove(tmp)
		return fmt.Errorf("sonlvl: writing the save journal %s: %w", jp, err)
	}
	syncDir(filepath.Dir(jp))
	return nil
}

func writeSynced(path string, data []byte, mode fs.FileMode) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, mode)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		_ = f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		_ = f.Close()
		return err
	}
	return f.Close()
}

// syncDir makes a folder's renames durable (best effort: not every
// system can sync a folder).
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		_ = d.Close()
	}
}

func dirsOf(paths []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, p := range paths {
		d := filepath.Dir(p)
		if !seen[d] {
			seen[d] = true
			out = append(out, d)
		}
	}
	return out
}

// recoverSave finishes or undoes a save the journal beside ini says was
// interrupted, and returns what it did ("" when there was nothing to do).
func recoverSave(ini string) (string, error) {
	dir := filepath.Dir(ini)
	jp := journalPath(ini)
	_ = os.Remove(jp + tempSuffix) // a journal being written when the save died: never in force
	data, err := os.ReadFile(jp)
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("sonlvl: reading the save journal %s: %w", jp, err)
	}
	state, rels, err := parseJournal(jp, data)
	if err != nil {
		return "", err
	}
	n := 0
	switch state {
	case "commit":
		for _, r := range rels {
			t := journalTarget(dir, r)
			if _, err := os.Lstat(t + tempSuffix); err != nil {
				continue // renamed before the save stopped
			}
			if err := os.Rename(t+tempSuffix, t); err != nil {
				return "", fmt.Errorf("sonlvl: finishing the interrupted save of %s (journal %s): %w", t, jp, err)
			}
			n++
		}
		for _, d := range dirsOf(joinAll(dir, rels)) {
			syncDir(d)
		}
	case "prepare":
		for _, r := range rels {
			t := journalTarget(dir, r)
			if err := os.Remove(t + tempSuffix); err == nil {
				n++
			} else if !errors.Is(err, fs.ErrNotExist) {
				return "", fmt.Errorf("sonlvl: undoing the interrupted save of %s (journal %s): %w", t, jp, err)
			}
		}
	}
	if err := os.Remove(jp); err != nil {
		return "", fmt.Errorf("sonlvl: removing the save journal %s: %w", jp, err)
	}
	syncDir(dir)
	if state == "commit" {
		return fmt.Sprintf("sonlvl: %s: finished a save that was interrupted: %d of its %d files renamed into place now (the level is the one saved)", ini, n, len(rels)), nil
	}
	return fmt.Sprintf("sonlvl: %s: undid a save that was interrupted before it was complete: %d new files removed, none of the level's files had changed (the level is as before that save)", ini, n), nil
}

func joinAll(dir string, rels []string) []string {
	out := make([]string, len(rels))
	for i, r := range rels {
		out[i] = journalTarget(dir, r)
	}
	return out
}

// journalTarget resolves a journal's file path (relative to the INI's
// folder, or absolute when the file is on another volume).
func journalTarget(dir, r string) string {
	if p := filepath.FromSlash(r); filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(dir, filepath.FromSlash(r))
}

// parseJournal reads a journal: its state and the files it names
// (relative to the INI's folder).
func parseJournal(jp string, data []byte) (string, []string, error) {
	sc := bufio.NewScanner(bytes.NewReader(data))
	line, state := 0, ""
	var rels []string
	for sc.Scan() {
		line++
		s := sc.Text()
		switch {
		case line == 1:
			if s != journalHead {
				return "", nil, fmt.Errorf("sonlvl: %s:1: not a Loopwright save journal (want %q)", jp, journalHead)
			}
		case line == 2:
			st, ok := strings.CutPrefix(s, "state ")
			if !ok || (st != "prepare" && st != "commit") {
				return "", nil, fmt.Errorf("sonlvl: %s:2: %q is not \"state prepare\" or \"state commit\"", jp, s)
			}
			state = st
		default:
			r, ok := strings.CutPrefix(s, "file ")
			if !ok || r == "" {
				return "", nil, fmt.Errorf("sonlvl: %s:%d: %q is not \"file PATH\"", jp, line, s)
			}
			rels = append(rels, r)
		}
	}
	if err := sc.Err(); err != nil {
		return "", nil, fmt.Errorf("sonlvl: %s:%d: %w", jp, line+1, err)
	}
	if state == "" {
		return "", nil, fmt.Errorf("sonlvl: %s: truncated save journal (no state line)", jp)
	}
	return state, rels, nil
}
