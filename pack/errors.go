package pack

import (
	"fmt"
	"sort"
	"strings"
)

// Error is one problem found in a file: the package reporting it ("pack",
// "tmx"), the file (relative to the pack or map folder), the place in the
// file ("chunk 12: block 3") and what is wrong.
type Error struct {
	Pkg   string
	File  string
	Place string
	Msg   string
}

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

// Add appends a problem.
func (l *ErrorList) Add(pkg, file, place, format string, args ...any) {
	*l = append(*l, &Error{Pkg: pkg, File: file, Place: place, Msg: fmt.Sprintf(format, args...)})
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
