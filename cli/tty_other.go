//go:build !linux

package cli

import "os"

// isTerminal reports whether f is a terminal; outside Linux it answers
// false, and masks derive then reads a terminal's input as before.
func isTerminal(f *os.File) bool { return false }
