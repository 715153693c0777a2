package generic

import (
	"math"
	"testing"

	"loopwright/physics"
)

// The preview draws a generic level's objects where the simulation has
// them (physics.BoxLister): a moving platform's solid box follows it, a
// collected ring leaves the list, an object of no class stays where it
// is placed, and the window is the whole line (no object manager).
func TestEngine_AppendLiveBoxes(t *testing.T) {
	plat := obj(1, "platform", 400, 600, "width_radius=32", "height_radius=8", "move=horizontal", "range=32", "period=64")
	ring := obj(2, "ring", 100, 700)
	raw := obj(3, "", 600, 650)
	s := objSim(physics.S2, plat, ring, raw)
	l, r, ok := s.ObjectWindow()
	if !ok || l != math.MinInt || r != math.MaxInt {
		t.Fatalf("window %d..%d %v, want the whole line", l, r, ok)
	}
	find := func(bs []physics.ObjectBox, id int) *physics.ObjectBox {
		for i := range bs {
			if bs[i].ObjectID == id {
				return &bs[i]
			}
		}
		return nil
	}
	run(s, 0, 16)
	bs := s.AppendObjectBoxes(nil)
	p := find(bs, 1)
	if p == nil {
		t.Fatal("platform not listed")
	}
	if ox := s.Live().Obj.Objs[0].X.Pixel(); p.X != ox || ox == 400 {
		t.Errorf("platform box at x %d, the platform at %d (placed at 400)", p.X, ox)
	}
	if p.SolidW != 32 || p.SolidH != 8 || !p.TopOnly {
		t.Errorf("platform box %+v, want top-only 32x8", *p)
	}
	if g := find(bs, 3); g == nil || g.X != 600 || g.Y != 650 || g.SolidW != 0 || g.HitW != 0 {
		t.Errorf("classless object %+v, want placed, no boxes", g)
	}
	if find(bs, 2) != nil {
		t.Error("the ring under the player was not collected, or still listed")
	}
}
