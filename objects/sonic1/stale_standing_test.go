package sonic1

import (
	"testing"

	"loopwright/internal/leveltest"
	"loopwright/layers"
	"loopwright/physics"
)

// _incObj/sub DeleteObject.asm and _incObj/Sonic AnglePos.asm: deleting
// the object Sonic stands on leaves his status bit 3 and standonobject
// set; Sonic_AnglePos then skips the floor, so he walks on at his height
// over lower ground instead of falling, the bit staying through a jump
// and the landing (Sonic_ResetOnFloor leaves it), until landing on
// another object (Platform3's loc_74AE) moves it there.
func TestDeleteObject_StaleStanding(t *testing.T) {
	tl := leveltest.Flat()
	tl.Lvl.Objects = []layers.Object{s1Obj(1, 100, 600, "obj_id=0x18", "subtype=0x00", "respawn=false")}
	sim := physics.New(tl.Lvl, physics.Config{Variant: physics.S1, Character: physics.Sonic}, layers.Point{X: 100, Y: 520})
	e, ok := sim.ObjectEngine().(*engine)
	if !ok {
		t.Fatalf("engine %q, want sonic1", sim.Engine())
	}
	st := sim.Live()
	for range 90 {
		sim.Step(0)
	}
	k := e.slotOf(idBasicPlatform)
	if k < 0 || st.Air || st.S2.On != k+1 {
		t.Fatalf("Sonic not standing on the platform (slot %d, on %d, air %v)", k, st.S2.On, st.Air)
	}
	y := st.Y.Pixel()
	e.deleteObject(k)
	for i := range 40 {
		sim.Step(physics.Right)
		if st.Air || st.Y.Pixel() != y || st.S2.On != k+1 || st.Obj.On != k+1 {
			t.Fatalf("frame %d after the deletion: air %v y %d (want %d) on %d/%d (want %d): the standing flag was cleared",
				i, st.Air, st.Y.Pixel(), y, st.S2.On, st.Obj.On, k+1)
		}
		if r := sim.Record(); !r.OnObject || r.StandingOn != -(k+1) {
			t.Fatalf("frame %d: record on %v standing_on %d, want true, %d (the empty slot)", i, r.OnObject, r.StandingOn, -(k + 1))
		}
	}
	// A jump keeps the bit: he falls to the floor and lands, still on it.
	sim.Step(physics.Jump)
	for i := 0; i < 120 && (st.Air || i == 0); i++ {
		sim.Step(0)
	}
	if st.Air || st.S2.On != k+1 {
		t.Errorf("after the jump: air %v on %d, want landed with the stale %d", st.Air, st.S2.On, k+1)
	}
}

// _incObj/Sonic Move.asm: Sonic_Move standing still with status bit 3
// set balances at the edges of the object in standonobject (width + his
// x - its x below 4: facing left; at 2 x width - 4 or more: facing
// right), and balancing he does not look up; between the edges he looks
// up. A stale bit naming an empty slot (width and x 0) always balances
// facing right.
func TestSonicMove_BalanceOnObject(t *testing.T) {
	tl := leveltest.Flat()
	tl.Lvl.Objects = []layers.Object{s1Obj(1, 100, 600, "obj_id=0x18", "subtype=0x00", "respawn=false")}
	for _, c := range []struct {
		name       string
		dx         func(w int) int
		left, look bool
		del        bool
	}{
		{"middle", func(int) int { return 0 }, false, true, false},
		{"right edge", func(w int) int { return w - 4 }, false, false, false},
		{"left edge", func(w int) int { return 3 - w }, true, false, false},
		{"inside the left edge", func(w int) int { return 4 - w }, false, true, false},
		{"deleted", func(int) int { return 0 }, false, false, true},
	} {
		sim := physics.New(tl.Lvl, physics.Config{Variant: physics.S1, Character: physics.Sonic}, layers.Point{X: 100, Y: 520})
		e, ok := sim.ObjectEngine().(*engine)
		if !ok {
			t.Fatalf("engine %q, want sonic1", sim.Engine())
		}
		st := sim.Live()
		for range 90 {
			sim.Step(0)
		}
		k := e.slotOf(idBasicPlatform)
		if k < 0 || st.Air || st.S2.On != k+1 {
			t.Fatalf("%s: Sonic not standing on the platform", c.name)
		}
		ob := &st.S2.Slots[k]
		st.X = physics.FromPixels(ob.X.Pixel() + c.dx(int(ob.Width)))
		st.FacingLeft = !c.left
		if c.del {
			e.deleteObject(k)
		}
		for range 10 {
			sim.Step(physics.Up)
		}
		if st.Air || st.S2.On != k+1 {
			t.Fatalf("%s: Sonic left the platform", c.name)
		}
		want := c.left // balancing turns him; looking keeps his facing
		if c.look {
			want = !c.left
		}
		if st.FacingLeft != want {
			t.Errorf("%s: facing left %v, want %v", c.name, st.FacingLeft, want)
		}
		if looked := st.Cam.Bias != 96; looked != c.look {
			t.Errorf("%s: look shift %d, want looking up %v", c.name, st.Cam.Bias, c.look)
		}
	}
}
