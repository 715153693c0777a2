package pack

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"syscall"
	"time"
)

// replaceWait is how long ReplaceFile keeps retrying a replacement that
// Windows refuses because the file is open elsewhere.
var replaceWait = 2 * time.Second

// replaceRetried, when set (tests), is called before each retry with the
// retry's number (1, 2, ...) instead of sleeping.
var replaceRetried func(n int)

// ReplaceFile renames tmp to path, replacing path if it exists: the last
// step of every atomic write (WriteFileAtomic, Save, the CLI's output
// files).
//
// On Windows a file that another program holds open cannot be replaced
// or renamed until it is closed: the rename fails with "Access is denied"
// or a sharing violation (Windows opens files without FILE_SHARE_DELETE
// unless asked; Go's os.Open, Notepad++, Tiled and SonLVL all do). Virus
// scanners and the search indexer open a file just written for a moment,
// so ReplaceFile retries for up to two seconds; after that it reports
// that path is open in another program, and tmp stays behind for the
// caller to remove, path untouched. Elsewhere the rename replaces an open
// file at once (readers keep the old one).
func ReplaceFile(tmp, path string) error { return renameWait(tmp, path, path) }

// renameWait renames from to to as ReplaceFile says; busy names what is
// open elsewhere in its error.
func renameWait(from, to, busy string) error {
	err := os.Rename(from, to)
	if err == nil || !inUse(err) {
		return err
	}
	delay, waited := 20*time.Millisecond, time.Duration(0)
	for n := 1; waited < replaceWait; n++ {
		if replaceRetried != nil {
			replaceRetried(n)
		} else {
			time.Sleep(delay)
		}
		waited += delay
		delay = min(2*delay, 400*time.Millisecond)
		if err = os.Rename(from, to); err == nil || !inUse(err) {
			return err
		}
	}
	return fmt.Errorf("%s is open in another program, which keeps Windows from replacing it (close it there, then save again): %w", busy, err)
}

// Windows' error numbers for a file that is open elsewhere.
const (
	winAccessDenied     syscall.Errno = 5
	winSharingViolation syscall.Errno = 32
	winLockViolation    syscall.Errno = 33
)

// inUse reports whether err is Windows refusing to replace a file that is
// open elsewhere.
func inUse(err error) bool {
	var e syscall.Errno
	if runtime.GOOS != "windows" || !errors.As(err, &e) {
		return false
	}
	return e == winAccessDenied || e == winSharingViolation || e == winLockViolation
}
