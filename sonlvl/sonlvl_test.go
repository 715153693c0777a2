package sonlvl

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/heightmask"
	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/tmx"
)

const ehz1 = "Emerald Hill Zone Act 1"
const ghz1 = "Green Hill Zone Act 1"

func s2INI(t testing.TB) string {
	return sharedtest.Path(t, "disasm", "s2disasm", "SonLVL INI Files", "SonLVL.ini")
}

func s1INI(t testing.TB) string {
	return sharedtest.Path(t, "disasm", "s1disasm", "SonLVL INI Files", "SonLVL.ini")
}

func loadLevel(t testing.TB, ini, name string) *Level {
	t.Helper()
	p, err := Open(ini)
	if err != nil {
		t.Fatal(err)
	}
	l, err := p.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestProject_Load_EHZ1MatchesConformance checks EHZ act 1 imported from
// the s2disasm sample against the conformance map decoded from the same
// data: every cell of both paths (mask, angle, flips, solidity), the 19
// switchers and the start.
func TestProject_Load_EHZ1MatchesConformance(t *testing.T) {
	l := loadLevel(t, s2INI(t), ehz1)
	want, err := tmx.Import(sharedtest.Path(t, "conformance", "ehz1.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	got := l.Model
	if got.Start != want.Start {
		t.Errorf("start %v, want %v", got.Start, want.Start)
	}
	if got.Bounds != want.Bounds {
		t.Errorf("bounds %v, want %v", got.Bounds, want.Bounds)
	}
	compareCollision(t, got, want)
	if len(got.Switchers) != len(want.Switchers) {
		t.Fatalf("%d switchers, want %d", len(got.Switchers), len(want.Switchers))
	}
	for i, w := range want.Switchers {
		g := got.Switchers[i]
		g.ID = w.ID
		if g != w {
			t.Errorf("switcher %d: %+v, want %+v", i, g, w)
		}
	}
}

func compareCollision(t *testing.T, got, want *layers.Level) {
	t.Helper()
	bad := 0
	for p := layers.PathA; p <= layers.PathB; p++ {
		for by := 0; by < max(got.Height, want.Height); by++ {
			for bx := 0; bx < max(got.Width, want.Width); bx++ {
				gc, gm := got.Cell(p, bx, by)
				wc, wm := want.Cell(p, bx, by)
				if !sameCell(gc, gm, wc, wm) {
					if bad++; bad < 10 {
						t.Errorf("path %v block (%d,%d): got %+v %v/%v angle %#x, want %+v %v/%v angle %#x", p, bx, by, gc, gm.Heights, gm.Widths, gm.TileAngle(), wc, wm.Heights, wm.Widths, wm.TileAngle())
					}
				}
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d cells differ", bad)
	}
}

// sameCell reports whether two cells collide alike: both empty or not
// solid, or the same mask, angle, flips and solidity.
func sameCell(gc layers.Cell, gm *heightmask.Mask, wc layers.Cell, wm *heightmask.Mask) bool {
	ge := gc.Tile == 0 || gc.Solidity == heightmask.SolidNone || gm.Empty()
	we := wc.Tile == 0 || wc.Solidity == heightmask.SolidNone || wm.Empty()
	if ge || we {
		return ge == we
	}
	return gm.Heights == wm.Heights && gm.Widths == wm.Widths && gm.TileAngle() == wm.TileAngle() &&
		gc.XFlip == wc.XFlip && gc.YFlip == wc.YFlip && gc.Solidity == wc.Solidity
}

func TestProject_LoadAll_S1(t *testing.T) {
	p, err := Open(s1INI(t))
	if err != nil {
		t.Fatal(err)
	}
	l, err := p.Load(ghz1)
	if err != nil {
		t.Fatal(err)
	}
	if l.Model.Loops == nil {
		t.Error("no loop chunks")
	}
	if len(l.StartPositions) != 3 || l.StartPositions[2].Name != "Credits Demo 2" || l.StartPositions[0].Character != "Sonic" {
		t.Errorf("start positions %+v", l.StartPositions)
	}
	// A copy without GHZ 3's object layout: that level is one error
	// naming the file.
	ini := copyProject(t, "s1disasm")
	if err := os.Remove(filepath.Join(filepath.Dir(filepath.Dir(ini)), "objpos", "ghz3 (JP1).bin")); err != nil {
		t.Fatal(err)
	}
	if p, err = Open(ini); err != nil {
		t.Fatal(err)
	}
	_, err = p.Load("Green Hill Zone Act 3")
	if err == nil || !strings.Contains(err.Error(), "ghz3 (JP1).bin") {
		t.Fatalf("GHZ3 without its objects file: %v, want an error naming it", err)
	}
}
