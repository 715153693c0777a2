// Package cli implements loopwright's command line (docs/cli.md):
// the headless commands (masks, pack, sim, render, gen, ...) and the
// editor's entry points (no command, open), which call the Editor hook the
// main package sets.
//
// Each command lives in its own file and registers itself in init with
// Register. The command tree is built afresh by every call of Main (on
// github.com/spf13/cobra), so flag values never leak from one run to the
// next and tests run commands in-process. Every command and group prints
// its usage, every flag with its default, and an example on -h, --help and
// `loopwright help CMD`; `loopwright --version` prints the version and
// `loopwright completion bash|zsh|fish` writes a shell completion script.
package cli

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"loopwright/internal/usermsg"
)

// Version, Commit and Date say which loopwright this is: --version and
// the editor's Help > About print them. A build from source has the
// version in FyneApp.toml and no commit or date; `make release`
// (scripts/release.sh, docs/release.md) sets all three from git with
// -ldflags "-X loopwright/cli.Version=... -X loopwright/cli.Commit=...
// -X loopwright/cli.Date=...".
var (
	Version = "0.1.0"
	Commit  = ""
	Date    = ""
)

// VersionLine is what --version prints: "loopwright VERSION (commit C,
// built DATE)", or "(built from source)" where a build set no commit.
func VersionLine() string {
	return "loopwright " + Version + " (" + BuildLine() + ")"
}

// BuildLine is the commit and date part of VersionLine: "commit C, built
// DATE", or "built from source" when the build set neither.
func BuildLine() string {
	c, d := Commit, Date
	if c == "" && d == "" {
		return "built from source"
	}
	if c == "" {
		c = "unknown"
	}
	if d == "" {
		d = "unknown"
	}
	return "commit " + c + ", built " + d
}

// Env is what a command reads and writes.
type Env struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
}

// RunFunc runs a command with its positional arguments, once its flags
// are parsed.
type RunFunc func(env Env, args []string) error

// Command is one command. Only Name, Summary, Example and one of Flags and
// Run are required.
type Command struct {
	// Name is the words that select the command: "sim", or "pack
	// validate" for a sub-command of the group "pack".
	Name string
	// Args is the positional arguments in the usage line, e.g. "PATH" or
	// "SHAPE"; empty for none. The command checks them itself.
	Args string
	// Summary is one line, lower case, without a full stop.
	Summary string
	// Long is optional text shown by -h after the summary.
	Long string
	// Example is one or more example invocations, one a line, each a
	// whole command line starting with "loopwright".
	Example string
	// Flags defines the command's flags on fs (pflag: --name value and
	// --name=value; single-dash -name is accepted too) and returns the
	// function that runs the command. It is called afresh for every run,
	// so the variables it makes hold that run's values; fs.Changed(name)
	// tells whether the user gave a flag.
	Flags func(fs *pflag.FlagSet) RunFunc
	// Run runs a command without flags (used when Flags is nil).
	Run RunFunc
	// Values offers shell-completion values for flags: flag name -> the
	// values, e.g. {"variant": {"s1", "s2"}}. Values starting with "." are
	// file extensions instead (e.g. {"out": {".png"}}).
	Values map[string][]string
	// ArgValues offers shell-completion values for the positional
	// arguments (e.g. gen's shapes); none: file names.
	ArgValues []string
	// Hidden leaves the command out of the command list and completion.
	Hidden bool
}

var commands = map[string]*Command{}

// Register adds a command. A command whose Name has two words ("pack
// validate") is a sub-command of the group named by the first word; the
// group is created when needed, and a Command registered with just the
// group's name and no Flags or Run gives it its summary and help text.
// Register panics on a name registered twice (a programming error, found
// in init).
func Register(c *Command) {
	if c == nil || strings.TrimSpace(c.Name) == "" {
		panic("cli: Register: command without a name")
	}
	if commands[c.Name] != nil {
		panic("cli: Register: command " + c.Name + " registered twice")
	}
	commands[c.Name] = c
}

// Editor opens the editor on path (empty: the built-in example pack) and
// returns when it is closed. The main package sets it; a build without a
// GUI leaves it nil, and `loopwright` and `loopwright open` then say so.
var Editor func(env Env, path string) error

// EditorCheck, when set, reports why the editor cannot open here (no
// display; a build without it) before `loopwright open` looks at its
// path, so that the more fundamental problem is the one said. The main
// package sets it.
var EditorCheck func() error

// ErrUsage wraps usage errors (a bad flag, a missing argument); Main prints
// them with a hint and exits 2.
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

// Unwrap returns the wrapped error.
func (e *ExitError) Unwrap() error { return e.Err }

// Has reports whether args name a headless command (not the editor, not
// help or completion).
func Has(args []string) bool {
	if len(args) >= 2 && commands[args[0]+" "+args[1]] != nil {
		return true
	}
	if len(args) == 0 {
		return false
	}
	c := commands[args[0]]
	return c != nil && (c.Flags != nil || c.Run != nil) && args[0] != "open"
}

// Main runs the command args names and returns the process exit status:
// 0 on success, 1 when the command fails, 2 on a usage error (or what an
// ExitError says). Errors are printed as one line on env.Stderr, prefixed
// "loopwright: "; a panic inside a command is caught and reported the same
// way (status 3).
func Main(env Env, args []string) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(env.Stderr, "loopwright: internal error: %v\n", r)
			code = 3
		}
	}()
	if env.Stdin == nil {
		env.Stdin = strings.NewReader("")
	}
	root := newRoot(env)
	args = normalizeArgs(root, args)
	root.SetArgs(args)
	cmd, err := root.ExecuteC()
	if err == nil {
		return 0
	}
	var ee *ExitError
	switch {
	case errors.As(err, &ee):
		if ee.Err != nil {
			fmt.Fprintf(env.Stderr, "loopwright: %v\n", userLine(ee.Err))
		}
		return ee.Code
	case errors.Is(err, ErrUsage) || isCobraUsage(err):
		name := "loopwright"
		if cmd != nil {
			name = cmd.CommandPath()
		}
		msg := strings.TrimPrefix(oneLine(err.Error()), "usage: ")
		sub := strings.TrimPrefix(strings.TrimPrefix(name, "loopwright"), " ")
		if sub != "" {
			msg = sub + ": " + msg
		}
		fmt.Fprintf(env.Stderr, "loopwright: %s (see: %s --help)\n", msg, name)
		return 2
	default:
		fmt.Fprintf(env.Stderr, "loopwright: %v\n", userLine(err))
		return 1
	}
}

// isCobraUsage reports errors cobra itself returns for bad command lines
// (those the flag error function does not see).
func isCobraUsage(err error) bool {
	s := err.Error()
	return strings.HasPrefix(s, "unknown command") || strings.HasPrefix(s, "unknown flag") ||
		strings.HasPrefix(s, "unknown shorthand flag") || strings.Contains(s, "arg(s)")
}

// userLine is err as the one line Main prints: without the Go packages'
// names it was wrapped in on its way up (usermsg), but "pack" and "lint",
// which are also commands.
func userLine(err error) string { return usermsg.Clean(oneLine(err.Error()), "pack", "lint") }

func oneLine(s string) string { return strings.ReplaceAll(strings.TrimSpace(s), "\n", "; ") }

const rootLong = `Loopwright paints solid tiles, builds chunks with collision paths A and B,
places layer switchers and objects, and runs the physics on the level being
edited. With no command, or with open, it opens the editor; every other
command is headless and works without a display.`

const rootExample = `loopwright                                    # the editor, on the built-in example pack
loopwright open examples/packs/tour           # the editor, on a pack, map or project
loopwright sim --level examples/packs/tour --name loop --inputs examples/packs/tour/inputs/loop.txt --trace loop.jsonl
loopwright help sim                           # a command's flags and examples
source <(loopwright completion bash)          # shell completion (also zsh, fish)`

// newRoot builds the command tree from the registered commands.
func newRoot(env Env) *cobra.Command {
	root := &cobra.Command{
		Use:     "loopwright",
		Short:   "Loopwright: a collision-level editor and physics runner",
		Long:    rootLong,
		Example: indent(rootExample),
		Version: Version,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return unknownCommand(cmd, args[0])
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			return runEditor(env, "")
		},
		SilenceErrors:     true,
		SilenceUsage:      true,
		CompletionOptions: cobra.CompletionOptions{HiddenDefaultCmd: false},
	}
	root.SetVersionTemplate(VersionLine() + "\n")
	root.SetIn(env.Stdin)
	root.SetOut(env.Stdout)
	root.SetErr(env.Stderr)
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return fmt.Errorf("%w: %s", ErrUsage, flagError(err))
	})
	root.SetHelpCommand(helpCommand())
	root.Flags().SortFlags = true

	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names) // groups before their sub-commands
	groups := map[string]*cobra.Command{}
	group := func(name string) *cobra.Command {
		if g := groups[name]; g != nil {
			return g
		}
		g := &cobra.Command{
			Use:   name + " COMMAND",
			Short: name + " commands",
			Args:  cobra.ArbitraryArgs,
			RunE: func(cmd *cobra.Command, args []string) error {
				if len(args) > 0 {
					return unknownCommand(cmd, args[0])
				}
				return cmd.Help() // a group alone prints its usage
			},
		}
		// Usage: one line, "loopwright pack [command]", not also the
		// runnable group's own "loopwright pack COMMAND [flags]".
		g.SetUsageTemplate(strings.Replace(root.UsageTemplate(), "{{if .Runnable}}", "{{if and .Runnable (not .HasAvailableSubCommands)}}", 1))
		groups[name] = g
		root.AddCommand(g)
		return g
	}
	for _, n := range names {
		c := commands[n]
		words := strings.Fields(n)
		if len(words) == 1 && c.Flags == nil && c.Run == nil {
			g := group(n)
			g.Short, g.Long = c.Summary, c.Long
			if c.Example != "" {
				g.Example = indent(c.Example)
			}
			g.Hidden = c.Hidden
			continue
		}
		parent := root
		if len(words) > 1 {
			parent = group(words[0])
		}
		parent.AddCommand(build(env, c, words[len(words)-1]))
	}
	root.InitDefaultCompletionCmd()
	fixCompletion(root) // cli/completion.go
	return root
}

// helpCommand is `loopwright help [COMMAND...]`: cobra's own prints the
// root's usage with exit 0 for a command that does not exist; this one
// makes that a usage error, as any other unknown command.
func helpCommand() *cobra.Command {
	return &cobra.Command{
		Use:     "help [COMMAND]...",
		Short:   "print a command's usage, every flag with its default, and examples",
		Long:    "Prints a command's usage, every flag with its default, and examples (as COMMAND -h does).",
		Example: indent("loopwright help sim\nloopwright help pack export"),
		ValidArgsFunction: func(c *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
			cmd, rest, err := c.Root().Find(args)
			if err != nil || len(rest) > 0 {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			var names []string
			for _, sub := range cmd.Commands() {
				if sub.IsAvailableCommand() && strings.HasPrefix(sub.Name(), toComplete) {
					names = append(names, sub.Name()+"\t"+sub.Short)
				}
			}
			return names, cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(c *cobra.Command, args []string) error {
			cmd, rest, err := c.Root().Find(args)
			if err != nil || cmd == nil {
				return unknownCommand(c.Root(), args[0])
			}
			if len(rest) > 0 {
				return unknownCommand(cmd, rest[0])
			}
			return cmd.Help()
		},
	}
}

// flagError rewrites pflag's error for a value that does not parse
// (`invalid argument "abc" for "--frames" flag: strconv.ParseInt: parsing
// "abc": invalid syntax`) as one plain sentence; other flag errors are
// kept.
func flagError(err error) string {
	var bad *pflag.InvalidValueError
	if !errors.As(err, &bad) {
		return err.Error()
	}
	f := bad.GetFlag()
	want := "valid"
	switch t := f.Value.Type(); {
	case strings.HasPrefix(t, "int"), strings.HasPrefix(t, "uint"):
		want = "a whole number"
	case strings.HasPrefix(t, "float"):
		want = "a number"
	case t == "bool":
		want = "true or false"
	case t == "duration":
		want = "a duration"
	}
	return fmt.Sprintf("--%s: %q is not %s", f.Name, bad.GetValue(), want)
}

func runEditor(env Env, path string) error {
	if Editor == nil {
		return &ExitError{Code: 2, Err: errors.New("this build has no editor; the headless commands work (see: loopwright --help)")}
	}
	return Editor(env, path)
}

// build makes the cobra command for c, named leaf.
func build(env Env, c *Command, leaf string) *cobra.Command {
	use := leaf + " [flags]"
	if c.Args != "" {
		use = leaf + " " + c.Args + " [flags]"
	}
	cc := &cobra.Command{
		Use:     use,
		Short:   c.Summary,
		Long:    c.Summary + ".",
		Example: indent(c.Example),
		Hidden:  c.Hidden,
		Args:    cobra.ArbitraryArgs,
	}
	if c.Long != "" {
		cc.Long = cc.Long + "\n\n" + c.Long
	}
	if c.Args == "" {
		cc.Use = leaf + " [flags]"
	}
	run := c.Run
	if c.Flags != nil {
		fs := cc.Flags()
		fs.SortFlags = true
		run = c.Flags(fs)
	}
	if run == nil {
		panic("cli: command " + c.Name + " has neither Flags nor Run")
	}
	cc.RunE = func(cmd *cobra.Command, args []string) error { return run(env, args) }
	if len(c.ArgValues) > 0 {
		cc.ValidArgs = c.ArgValues
	}
	for name, vals := range c.Values {
		if len(vals) > 0 && strings.HasPrefix(vals[0], ".") {
			exts := make([]string, len(vals))
			for i, v := range vals {
				exts[i] = strings.TrimPrefix(v, ".")
			}
			_ = cc.MarkFlagFilename(name, exts...)
			continue
		}
		vals := vals
		_ = cc.RegisterFlagCompletionFunc(name, func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
			return vals, cobra.ShellCompDirectiveNoFileComp
		})
	}
	return cc
}

// unknownCommand is the usage error for an argument that names no command
// of cmd, with cobra's suggestions.
func unknownCommand(cmd *cobra.Command, arg string) error {
	msg := fmt.Sprintf("unknown command %q", arg)
	cmd.SuggestionsMinimumDistance = 2
	if s := cmd.SuggestionsFor(arg); len(s) > 0 {
		msg += fmt.Sprintf(" (did you mean %q?)", s[0])
	}
	return fmt.Errorf("%w: %s", ErrUsage, msg)
}

// indent indents each line of s by two spaces, as cobra's help lists
// examples.
func indent(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return ""
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = "  " + strings.TrimSpace(l)
	}
	return strings.Join(lines, "\n")
}

// normalizeArgs rewrites the single-dash long flags Go's flag package
// accepted (-level X, -frames=10) to pflag's --level, for the command args
// select, so command lines written for earlier versions keep working.
// Arguments after "--" are left alone.
func normalizeArgs(root *cobra.Command, args []string) []string {
	cmd, _, err := root.Find(args)
	if err != nil || cmd == nil {
		return args
	}
	out := make([]string, len(args))
	copy(out, args)
	for i, a := range out {
		if a == "--" {
			break
		}
		if len(a) < 3 || a[0] != '-' || a[1] == '-' {
			continue
		}
		name, _, _ := strings.Cut(a[1:], "=")
		if name == "help" || name == "version" || cmd.Flags().Lookup(name) != nil || cmd.InheritedFlags().Lookup(name) != nil {
			out[i] = "-" + a
		}
	}
	return out
}

// HeadlessCommands returns the names of the commands that work without a
// display (every top-level command but open, help and completion), sorted,
// for the messages that point at them.
func HeadlessCommands() []string {
	seen := map[string]bool{}
	for name, c := range commands {
		top, _, _ := strings.Cut(name, " ")
		if top == "open" || c.Hidden {
			continue
		}
		seen[top] = true
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
