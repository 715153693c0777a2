package sonic1

import (
	"testing"

	"loopwright/physics"
)

// quietSim is flatSim with Sonic at x 64 and one ring far away (the
// engine runs a level with a Sonic 1 object layout).
func quietSim(t *testing.T) (*physics.Sim, *engine) {
	return flatSim(t, 64, s1Obj(1, 3000, 700, "obj_id=0x25", "subtype=0x00", "respawn=true"))
}

// _incObj/sub RandomNumber.asm: from a cleared seed ($2A6D365A used)
// the seed times 41, its words summed: d0 is the old seed's high word
// and the sum; the seed becomes the sum and the product's low word.
func TestEngine_Random(t *testing.T) {
	_, e := quietSim(t)
	e.st.S2.RNG = 0
	if got := e.random(); got != 0x2A6D7FE7 {
		t.Errorf("first RandomNumber %#x, want $2A6D7FE7", got)
	}
	if e.st.S2.RNG != 0x7FE7B46A {
		t.Errorf("seed %#x, want $7FE7B46A", e.st.S2.RNG)
	}
	if got := e.random(); got != 0x7FE76115 || e.st.S2.RNG != 0x6115E4FA {
		t.Errorf("second RandomNumber %#x seed %#x, want $7FE76115, $6115E4FA", got, e.st.S2.RNG)
	}
}

// _incObj/28 Animals.asm: Anml_FromEnemy picks one of the zone's two
// animals (Anml_VarIndex) by RandomNumber's bit 0 and jumps at -$400;
// a Points object (Obj29) takes the first free slot.
func TestAnimals_FromEnemy(t *testing.T) {
	for _, c := range []struct {
		zone string
		rng  uint32
		want int16
	}{
		{"ghz1", 0, 5}, // bit 0 of $7FE7: 1, Green Hill's second
		{"lz1", 0, 3},  // Labyrinth's second
		{"lz1", 2, 2},  // 2*41 is even: the first
		{"sbz3", 0, 3}, // Scrap Brain 3 is Labyrinth
		{"syz2", 2, 4}, // Spring Yard's first
	} {
		_, e := quietSim(t)
		e.zoneAct = c.zone
		e.st.S2.RNG = c.rng
		o := &e.st.S2
		putSlot(o, 10, physics.S2Obj{ID: idAnimals, Layout: -1, X: physics.FromPixels(200), Y: physics.FromPixels(700), Timer2: 4})
		e.animals(10)
		ob := &o.Slots[10]
		if ob.Index != c.want || ob.YVel != -0x400 || ob.Routine != 2 {
			t.Errorf("%s seed %#x: animal %d y speed %d routine %d, want %d, -1024, 2", c.zone, c.rng, ob.Index, int(ob.YVel), ob.Routine, c.want)
		}
		if ob.GXVel != anmlSpeeds[c.want][0] || ob.GYVel != anmlSpeeds[c.want][1] {
			t.Errorf("%s: hop speeds %d %d", c.zone, int(ob.GXVel), int(ob.GYVel))
		}
		j := e.findFree()
		p := -1
		for k := 0; k < Slots; k++ {
			if o.Slots[k].ID == idPoints {
				p = k
				break
			}
		}
		if p < 0 || p > j && j >= 0 || o.Slots[p].MapFrame != 2 {
			t.Errorf("%s: points in slot %d (first free now %d), want the first free slot, frame 2", c.zone, p, j)
		}
	}
}

// _incObj/28 Animals.asm: loc_912A falls to the floor (ObjectFall,
// ObjFloorDist), then hops away at its speeds (loc_9184); off screen
// (render bit 7 clear) it is deleted.
func TestAnimals_HopAndDelete(t *testing.T) {
	sim, e := quietSim(t)
	e.zoneAct = "lz1"
	o := &e.st.S2
	putSlot(o, 20, physics.S2Obj{ID: idAnimals, Layout: -1, X: physics.FromPixels(150), Y: physics.FromPixels(700)})
	landed := false
	for i := 0; i < 400 && o.Slots[20].ID == idAnimals; i++ {
		sim.Step(0)
		if ob := &o.Slots[20]; ob.Routine >= 4 && !landed {
			landed = true
			if ob.XVel != ob.GXVel || ob.XVel >= 0 {
				t.Errorf("landed with x speed %#x, want its hop speed %#x", ob.XVel, ob.GXVel)
			}
			if b := ob.Y.Pixel() + int(ob.YRad); b < 734 || b > 736 {
				t.Errorf("landed with its bottom at %d, want the floor (736)", b)
			}
		}
	}
	if !landed {
		t.Fatal("the animal never landed")
	}
	if o.Slots[20].ID != 0 {
		t.Errorf("slot 20 holds %#x after 400 frames, want the animal deleted off screen", o.Slots[20].ID)
	}
}

// _incObj/28 Animals.asm: once a boss is beaten (v_bossstatus) the
// animal makes no points and waits (routine $12, loc_911C).
func TestAnimals_BossBeaten(t *testing.T) {
	_, e := quietSim(t)
	o := &e.st.S2
	o.BossStatus = 1
	putSlot(o, 10, physics.S2Obj{ID: idAnimals, Layout: -1, X: physics.FromPixels(200), Y: physics.FromPixels(700)})
	e.animals(10)
	if o.Slots[10].Routine != 0x12 {
		t.Errorf("routine %#x, want $12", o.Slots[10].Routine)
	}
	for k := 0; k < Slots; k++ {
		if o.Slots[k].ID == idPoints {
			t.Errorf("points in slot %d, want none", k)
		}
	}
}

// _incObj/29 Points.asm: the points rise at -$300, slowing by $18, and
// are deleted once they stop rising: 32 frames of movement.
func TestPoints_RiseAndDelete(t *testing.T) {
	_, e := quietSim(t)
	o := &e.st.S2
	putSlot(o, 30, physics.S2Obj{ID: idPoints, Layout: -1, X: physics.FromPixels(200), Y: physics.FromPixels(600)})
	n := 0
	for o.Slots[30].ID == idPoints && n < 100 {
		e.runObject(30)
		n++
	}
	// 32 moving calls (-$300 up to -$18), the 33rd deletes.
	if n != 33 {
		t.Errorf("deleted on call %d, want 33", n)
	}
}

// sonic.asm: React_Enemy: each enemy broken before Sonic lands is worth
// more (v_itembonus 0, 2, 4, 6 ...); the explosion carries the points
// frame index (objoff_3E) to the animal.
func TestReactToItem_ItemBonus(t *testing.T) {
	_, e := quietSim(t)
	st := e.st
	o := &st.S2
	st.Rolling = true
	want := []int16{0, 2, 4, 6, 6}
	for i, w := range want {
		putSlot(o, 5, physics.S2Obj{ID: idMotoBug, X: st.X, Y: st.Y, Coll: 0x0C, Layout: -1})
		e.reactEnemy(5)
		if o.Slots[5].ID != idExplosionItem || o.Slots[5].Timer2 != w {
			t.Errorf("enemy %d: slot holds %#x with points index %d, want the explosion with %d", i, o.Slots[5].ID, o.Slots[5].Timer2, w)
		}
	}
}
