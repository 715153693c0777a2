package sonlvl

import (
	"path/filepath"
	"slices"
	"testing"

	"loopwright/layers"
)

// TestLevel_Save_Background: Sonic 2's background rows (the layout's odd
// halves), Sonic 1's bglayout= file and Sonic 3 & Knuckles' background
// rows (the layout file's, by its row pointers) open as the model's background
// plane, which the picture draws; an edit of it saves back into the file
// and reopens the same, and nothing else changes.
func TestLevel_Save_Background(t *testing.T) {
	for _, c := range []struct{ game, level, file string }{
		{"s2disasm", ehz1, "level/layout/EHZ_1.kos"},
		{"s1disasm", ghz1, "levels/ghzbg.bin"},
		{"skdisasm", aiz1, ""}, // the layout file's background rows
	} {
		t.Run(c.game, func(t *testing.T) {
			ini := copyProject(t, c.game)
			root := filepath.Dir(filepath.Dir(ini))
			l := loadLevel(t, ini, c.level)
			bg := l.Model.Background
			if bg == nil || bg.W < 1 || bg.H < 1 || len(bg.Layout) != bg.W*bg.H {
				t.Fatalf("background %+v", bg)
			}
			before := snapshot(t, root)
			id := bg.Layout[0] + 1
			bg.Layout[0] = id
			ch, err := l.Changed()
			if err != nil || len(ch) != 1 {
				t.Fatalf("a background edit writes %v (%v), want one file", ch, err)
			}
			file := c.file
			if file == "" {
				file = filepath.ToSlash(l.Layout.Path)
			}
			if got := filepath.ToSlash(ch[0]); len(got) < len(file) || got[len(got)-len(file):] != file {
				t.Errorf("writes %s, want %s", ch[0], file)
			}
			if err := l.Save(); err != nil {
				t.Fatal(err)
			}
			r := loadLevel(t, ini, c.level)
			if rb := r.Model.Background; rb == nil || rb.W != bg.W || rb.H != bg.H || !slices.Equal(rb.Layout, bg.Layout) {
				t.Errorf("reopened background %+v, want %+v", rb, bg)
			}
			after := snapshot(t, root)
			for p, b := range before {
				if string(after[p]) != string(b) && filepath.ToSlash(p) != filepath.ToSlash(ch[0]) {
					t.Errorf("%s changed", p)
				}
			}
			// The clone used by a play session has its own copy.
			cl := l.Model.Clone()
			cl.Background.Layout[0] = 0
			if l.Model.Background.Layout[0] != id {
				t.Error("the clone shares the background")
			}
			var _ layers.Plane = *cl.Background
		})
	}
}
