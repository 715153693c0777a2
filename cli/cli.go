// Package cli implements loopwright's headless commands (contracts section
// 1): masks, pack, sim, render and gen. Each command lives in its own file
// and registers itself in init. The editor commands (no arguments, open)
// are the main package's.
package cli

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
)

// Env is what a command reads and writes.
type Env struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
}

// Command is one subcommand.
type Command struct {
	Name    string // e.g. "sim", or "masks derive"
	Summary string
	Run     func(env Env, args []string) error
}

var commands = map[string]*Command{}

// Register adds a command. Names with two words ("pack validate") are
// matched against the first two arguments.
func Register(c *Command) { commands[c.Name] = c }

// ErrUsage wraps usage errors; Main prints them with a hint.
var ErrUsage = errors.New("usage")

// ExitError makes Main exit with Code after printing Err (if non-nil).
type ExitError struct {
	Code int
	Err  error
}

// Error returns the wrapped error's text, or "exit N" when there is none.
func (e *ExitError) Error() string {
	if e.Err == nil {
		return fmt.Sprintf("exit %d", e.Code)
	}
	return e.Err.Error()
}

// Has reports whether args name a headless command.
func Has(args []string) bool { return lookup(args) != nil }

func lookup(args []string) *Command {
	if len(args) >= 2 {
		if c := commands[args[0]+" "+args[1]]; c != nil {
			return c
		}
	}
	if len(args) >= 1 {
		return commands[args[0]]
	}
	return nil
}

// Main runs the command args names and returns the process exit status.
// Errors are printed as one line on env.Stderr, prefixed "loopwright: ";
// a panic inside a command is caught and reported the same way.
func Main(env Env, args []string) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(env.Stderr, "loopwright: internal error: %v\n", r)
			code = 3
		}
	}()
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(env.Stdout)
		return 0
	}
	c := lookup(args)
	if c == nil {
		fmt.Fprintf(env.Stderr, "loopwright: unknown command %q (try: loopwright help)\n", strings.Join(args, " "))
		return 2
	}
	rest := args[len(strings.Fields(c.Name)):]
	err := c.Run(env, rest)
	var ee *ExitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ee):
		if ee.Err != nil {
			fmt.Fprintf(env.Stderr, "loopwright: %v\n", oneLine(ee.Err.Error()))
		}
		return ee.Code
	case errors.Is(err, ErrUsage):
		fmt.Fprintf(env.Stderr, "loopwright: %s: %v\n", c.Name, oneLine(err.Error()))
		return 2
	default:
		fmt.Fprintf(env.Stderr, "loopwright: %v\n", oneLine(err.Error()))
		return 1
	}
}

func oneLine(s string) string { return strings.ReplaceAll(strings.TrimSpace(s), "\n", "; ") }

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: loopwright [open PATH] | COMMAND [flags]")
	fmt.Fprintln(w, "\nWith no command, or with open, loopwright opens the editor.\n\ncommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-16s %s\n", n, commands[n].Summary)
	}
}
