package pack

import (
	"fmt"
	"sort"
	"strings"
)

// Error is one problem found in a file: the package reporting it ("pack",
// "tmx"), the file (relative to the pack or map folder), the place in the
// file ("chunk 12: block 3") and what is wrong. Err, when set, is the
// cause (a file system error, a decoder's error), which Unwrap returns so
// that errors.Is and errors.As see through the Error; Msg already says it
// in words.
type Error struct {
	Pkg   string
	File  string
	Place string
	Msg   string
	Err   error
}

// Unwrap returns the cause, or nil.
func (e *Error) Unwrap() error { return e.Err }

// Error formats e as "pkg: file: place: msg", leaving out empty parts.
func (e *Error) Error() string {
	var b strings.Builder
	for _, s := range []string{e.Pkg, e.File, e.Place} {
		if s != "" {
			b.WriteString(s)
			b.WriteString(": ")
		}
	}
	b.WriteString(e.Msg)
	return b.String()
}

// ErrorList is every problem a loader or validator found, in the order
// found (like go/scanner.ErrorList). The zero value is an empty list.
type ErrorList []*Error

// Add appends a problem. The first argument that is an error becomes
// its cause (Err), which Unwrap returns: errors.Is and errors.As see
// through the problem to it.
func (l *ErrorList) Add(pkg, file, place, format string, args ...any) {
	e := &Error{Pkg: pkg, File: file, Place: place, Msg: fmt.Sprintf(format, args...)}
	for _, a := range args {
		if err, ok := a.(error); ok {
			e.Err = err
			break
		}
	}
	*l = append(*l, e)
}

// Len returns the number of problems.
func (l ErrorList) Len() int { return len(l) }

// Error returns the first problem, and how many more there are.
func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", l[0], len(l)-1)
}

// Unwrap returns the problems, so that errors.Is and errors.As look at
// each of them (and their causes).
func (l ErrorList) Unwrap() []error {
	out := make([]error, len(l))
	for i, e := range l {
		out[i] = e
	}
	return out
}

// Err returns nil for an empty list, else the list itself.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

// Sort sorts the list by file, keeping the order within each file.
func (l ErrorList) Sort() {
	sort.SliceStable(l, func(i, j int) bool { return l[i].File < l[j].File })
}

// Lines returns each problem on its own line.
func (l ErrorList) Lines() []string {
	s := make([]string, len(l))
	for i, e := range l {
		s[i] = e.Error()
	}
	return s
}
