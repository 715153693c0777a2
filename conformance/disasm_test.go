package conformance

import (
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/sonlvl"
)

// disasmProjects are the disassemblies of the shared folder whose SonLVL
// projects (every SonLVL*.ini of each one's "SonLVL INI Files" folder:
// both revisions of Sonic 1 and 2; Sonic 3 & Knuckles, Sonic & Knuckles
// alone and Sonic 3 alone) must all be opened.
var disasmProjects = []string{"s1disasm", "s2disasm", "skdisasm", "skdisasm-vinegar97"}

// notYet lists, per project ("disassembly/project.ini"), the levels that
// do not open yet and why; "*" stands for every level of the project.
// Every other level must open: the test fails when one of them stops
// opening. The list is struck off as the loaders learn these levels (a
// listed level that opens is logged, so that the list is shortened,
// without failing the work that taught it).
var notYet = map[string]struct {
	why    string
	levels []string
}{
	"skdisasm/SonLVL.ini":      {"its INI names a blocks file (Act 2 Bombership.bin) this disassembly lacks", []string{`Sonic 3\Angel Island Zone Act 2 Boss`}},
	"skdisasm/SonLVL - S3.ini": {"its INI names a blocks file (Act 2 Bombership.bin) this disassembly lacks", []string{`Sonic 3\Angel Island Zone Act 2 Boss`}},
}

// TestDisasm_EveryLevelOpens opens every level of every SonLVL project of
// the three games' disassemblies in the shared folder (files, collision
// model and art, as `loopwright open` and `--level PROJECT.ini --name`
// read them), but those listed in notYet.
func TestDisasm_EveryLevelOpens(t *testing.T) {
	root := sharedtest.Path(t, "disasm")
	projects := map[string]bool{}
	levels, opened := 0, 0
	for _, d := range disasmProjects {
		dir := sharedtest.Path(t, "disasm", d, "SonLVL INI Files")
		inis, err := filepath.Glob(filepath.Join(dir, "SonLVL*.ini"))
		if err != nil || len(inis) == 0 {
			sharedtest.Missing(t, "%s holds no SonLVL*.ini", dir)
		}
		sort.Strings(inis)
		for _, ini := range inis {
			proj := d + "/" + filepath.Base(ini)
			projects[proj] = true
			p, err := sonlvl.Open(ini)
			if err != nil {
				t.Errorf("%s: %v", proj, err)
				continue
			}
			skip := notYet[proj]
			for _, name := range skip.levels {
				if name != "*" && !slices.Contains(p.Names(), name) {
					t.Errorf("%s: %q is listed as not opening yet but is no level of the project", proj, name)
				}
			}
			for _, name := range p.Names() {
				levels++
				_, err := p.Load(name)
				listed := slices.Contains(skip.levels, name) || slices.Contains(skip.levels, "*")
				switch {
				case err != nil && !listed:
					t.Errorf("%s: %s does not open: %v", proj, name, firstLine(err))
				case err == nil && listed:
					opened++
					t.Logf("%s: %s opens now: strike it off the list of levels that do not open yet", proj, name)
				case err == nil:
					opened++
				}
			}
		}
	}
	for proj := range notYet {
		if !projects[proj] {
			t.Errorf("project %s is listed as having levels that do not open yet, but %s has no such project", proj, root)
		}
	}
	t.Logf("%d of %d levels of %d projects open", opened, levels, len(projects))
}

func firstLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}
