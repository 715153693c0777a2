package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
)

// bashFallback follows cobra's bash completion script. That script calls
// two functions of the bash-completion package, which Debian and most CI
// images do not install: without them every Tab printed
// "_get_comp_words_by_ref: command not found" and completed nothing. These
// minimal versions stand in only where the package is absent (it defines
// the real ones over them when it loads later).
const bashFallback = `
# Without the bash-completion package, minimal stand-ins for the two of its
# functions this script uses (the package's own replace them if it loads).
if ! declare -F _get_comp_words_by_ref >/dev/null 2>&1; then
_get_comp_words_by_ref() {
    while [[ $1 == -* ]]; do
        [[ $1 == -n ]] && shift
        shift
    done
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD-1]}
    words=("${COMP_WORDS[@]}")
    cword=$COMP_CWORD
}
fi
if ! declare -F _filedir >/dev/null 2>&1; then
_filedir() {
    local IFS=$'\n' ext f
    compopt -o filenames 2>/dev/null
    COMPREPLY+=($(compgen -d -- "$cur"))
    [[ $1 == -d ]] && return
    if [[ -z $1 ]]; then
        COMPREPLY+=($(compgen -f -- "$cur"))
        return
    fi
    for f in $(compgen -f -- "$cur"); do
        [[ -d $f ]] && continue
        local IFS='|'
        for ext in $1; do
            [[ -n $ext && ${f,,} == *."${ext,,}" ]] && COMPREPLY+=("$f") && break
        done
        IFS=$'\n'
    done
}
fi
`

// fixCompletion makes the completion command's texts match the others and
// bash's script work without the bash-completion package.
func fixCompletion(root *cobra.Command) {
	for _, c := range root.Commands() {
		if c.Name() != "completion" {
			continue
		}
		c.Short = "write a shell completion script for bash, zsh, fish or powershell"
		c.Example = indent(`source <(loopwright completion bash)
loopwright completion bash > ~/.local/share/bash-completion/completions/loopwright`)
		c.Long = "Writes a shell completion script: commands, flags, flag values and file names complete\non Tab. Each shell's sub-command says how to install it."
		// A shell it has no script for is a usage error (one line, exit
		// 2), not the group's help with exit 0.
		c.Args = cobra.ArbitraryArgs
		c.RunE = func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return fmt.Errorf("%w: no completion for shell %q (want bash, zsh, fish or powershell)", ErrUsage, args[0])
			}
			return cmd.Help()
		}
		c.SetUsageTemplate(strings.Replace(root.UsageTemplate(), "{{if .Runnable}}", "{{if and .Runnable (not .HasAvailableSubCommands)}}", 1))
		for _, sh := range c.Commands() {
			sh.Short = "write the completion script for " + sh.Name()
			sh.Example = indent("loopwright completion " + sh.Name() + " > loopwright-completion." + sh.Name())
			if sh.Name() == "bash" {
				sh.Example = indent("source <(loopwright completion bash)")
			}
			if sh.Name() != "bash" {
				continue
			}
			sh.Long = `Writes the bash completion script. It works with or without the
bash-completion package.

To complete in the current shell:

	source <(loopwright completion bash)

For every new shell, as your user:

	mkdir -p ~/.local/share/bash-completion/completions
	loopwright completion bash > ~/.local/share/bash-completion/completions/loopwright

(that folder is read by the bash-completion package; without it, add the
source line above to ~/.bashrc), or for all users, as root:

	loopwright completion bash > /etc/bash_completion.d/loopwright`
			sh.RunE = func(cmd *cobra.Command, args []string) error {
				noDesc, _ := cmd.Flags().GetBool("no-descriptions")
				if err := cmd.Root().GenBashCompletionV2(cmd.OutOrStdout(), !noDesc); err != nil {
					return err
				}
				_, err := io.WriteString(cmd.OutOrStdout(), bashFallback)
				return err
			}
		}
	}
}
