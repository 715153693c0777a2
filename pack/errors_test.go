package pack

import (
	"errors"
	"io/fs"
	"path/filepath"
	"testing"
)

// TestError_Unwrap: an Error leads errors.Is and errors.As to its cause,
// and an ErrorList to each of its problems: a missing pack is
// fs.ErrNotExist; a problem added with an error argument wraps it.
func TestError_Unwrap(t *testing.T) {
	_, err := Load(filepath.Join(t.TempDir(), "absent"))
	var pe *Error
	if !errors.As(err, &pe) || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing pack: %v (%T): want a *pack.Error that is fs.ErrNotExist", err, err)
	}
	cause := errors.New("the cause")
	var l ErrorList
	l.Add("pack", "a.json", "", "first: no cause")
	l.Add("pack", "b.json", "tile 3", "bad: %v", cause)
	if !errors.Is(l.Err(), cause) {
		t.Errorf("errors.Is does not see through the list to the cause")
	}
	if l[0].Unwrap() != nil || l[1].Unwrap() != cause {
		t.Errorf("Unwrap: %v, %v", l[0].Unwrap(), l[1].Unwrap())
	}
	if got := l[1].Error(); got != "pack: b.json: tile 3: bad: the cause" {
		t.Errorf("message %q", got)
	}
	if errors.Is(l.Err(), fs.ErrNotExist) {
		t.Error("errors.Is finds a cause the list does not hold")
	}
}
