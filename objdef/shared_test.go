package objdef

import (
	"path/filepath"
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/sonlvl"
)

// sharedLevels are the levels the screenshots show: Emerald Hill, Green
// Hill and Angel Island, each from its disassembly's SonLVL project.
var sharedLevels = []struct {
	project, level string
	minDrawn       int
}{
	{"s2disasm/SonLVL INI Files/SonLVL.ini", "Emerald Hill Zone Act 1", 100},
	{"s1disasm/SonLVL INI Files/SonLVL.ini", "Green Hill Zone Act 1", 100},
	{"skdisasm/SonLVL INI Files/SonLVL.ini", `Sonic 3\Angel Island Zone Act 1`, 100},
}

func openShared(t *testing.T, project, level string) *sonlvl.Level {
	t.Helper()
	path := sharedtest.Path(t, "disasm", filepath.FromSlash(project))
	p, err := sonlvl.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	l, err := p.Load(level)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// The three games' first zones draw most of their objects with sprites
// from their projects' own definitions (SonLVL's obj*.ini and XML files
// in ../shared/disasm).
func TestAttach_SharedProjects(t *testing.T) {
	for _, c := range sharedLevels {
		t.Run(c.level, func(t *testing.T) {
			l := openShared(t, c.project, c.level)
			s := Attach(l)
			if s == nil {
				t.Fatalf("no sprites (art error %v)", l.ArtErr)
			}
			for _, err := range s.Errors {
				t.Log(err)
			}
			drawn, code, none := 0, 0, 0
			missing := map[string]int{}
			for i := range l.Model.Objects {
				o := &l.Model.Objects[i]
				if s.Sprite(o) != nil {
					drawn++
					continue
				}
				if info, ok := s.ObjectInfo(o); ok && info.Code {
					code++
				} else {
					none++
					d, _ := s.defOf(o)
					if d != nil {
						missing[d.Key+" "+d.Name]++
					} else {
						missing[o.Class]++
					}
				}
			}
			t.Logf("%d objects: %d drawn, %d by code, %d without; missing %v", len(l.Model.Objects), drawn, code, none, missing)
			if drawn < c.minDrawn {
				t.Errorf("only %d objects drawn", drawn)
			}
		})
	}
}

// Every level of every project in ../shared/disasm gets its definitions
// and a sprite choice for each of its objects without a panic, and at
// least half of each game's objects are drawn (the rest: C# definitions).
func TestAttach_EveryLevel(t *testing.T) {
	if testing.Short() {
		t.Skip("every level of three disassemblies")
	}
	projects := []string{
		"s1disasm/SonLVL INI Files/SonLVL.ini",
		"s2disasm/SonLVL INI Files/SonLVL.ini",
		"skdisasm/SonLVL INI Files/SonLVL.ini",
	}
	for _, pr := range projects {
		path := sharedtest.Path(t, "disasm", filepath.FromSlash(pr))
		p, err := sonlvl.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		total, drawn, levels := 0, 0, 0
		for _, name := range p.Names() {
			l, err := p.Load(name)
			if err != nil {
				continue // the loader's own tests cover levels that do not open
			}
			s := Attach(l)
			if s == nil {
				continue
			}
			levels++
			for i := range l.Model.Objects {
				total++
				if s.Sprite(&l.Model.Objects[i]) != nil {
					drawn++
				}
			}
		}
		t.Logf("%s: %d levels, %d of %d objects drawn", pr, levels, drawn, total)
		if levels == 0 || drawn*2 < total {
			t.Errorf("%s: %d levels, only %d of %d objects drawn", pr, levels, drawn, total)
		}
	}
}
