package sonic1

import (
	"testing"

	"loopwright/physics"
)

// _incObj/17 Spiked Pole Helix.asm: Hel_Main lays a helix of 8 out $10
// apart from x - 4*$10: seven children with start frames 0-3 and 5-7,
// the entry itself the spike at its own x with frame 4; the subtype
// becomes the spike count.
func TestHelix_Layout(t *testing.T) {
	_, e := flatSim(t, 64, s1Obj(1, 400, 600, "obj_id=0x17", "subtype=8", "respawn=false"))
	k := e.slotOf(idHelix)
	if k < 0 {
		t.Fatal("no helix")
	}
	p := &e.st.S2.Slots[k]
	if p.Sub != 8 || p.B3E != 4 || p.Routine != 2 {
		t.Fatalf("entry count %d frame %d routine %d, want 8 4 2", p.Sub, p.B3E, p.Routine)
	}
	want := map[int]uint8{336: 0, 352: 1, 368: 2, 384: 3, 416: 5, 432: 6, 448: 7}
	n := 0
	for j := range Slots {
		c := &e.st.S2.Slots[j]
		if c.ID != idHelix || j == k {
			continue
		}
		n++
		f, ok := want[c.X.Pixel()]
		if !ok || c.B3E != f || c.Routine != 8 || c.Y != p.Y {
			t.Errorf("child at %d frame %d routine %d", c.X.Pixel(), c.B3E, c.Routine)
		}
	}
	if n != 7 {
		t.Errorf("%d children, want 7", n)
	}
}

// _incObj/17 Spiked Pole Helix.asm: Hel_RotateSpikes (with sonic.asm:
// SynchroAnimate's Sync1, a frame every 12 runs): each spike's frame is
// v_ani0_frame + its start frame mod 8, harmful ($84) only on frame 0,
// so 12 runs in every 96.
func TestHelix_RotateSpikes(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 400, 600, "obj_id=0x17", "subtype=4", "respawn=false"))
	harm := map[int]int{}
	for range 96 {
		f := e.st.S2.Ani0Frame // SynchroAnimate runs after the objects
		sim.Step(0)
		for j := range Slots {
			c := &e.st.S2.Slots[j]
			if c.ID != idHelix {
				continue
			}
			if c.MapFrame != (f+c.B3E)&7 {
				t.Fatalf("slot %d frame %d, want %d", j, c.MapFrame, (f+c.B3E)&7)
			}
			if (c.Coll == 0x84) != (c.MapFrame == 0) || (c.Coll != 0 && c.Coll != 0x84) {
				t.Fatalf("slot %d frame %d touch %#x", j, c.MapFrame, c.Coll)
			}
			if c.Coll != 0 {
				harm[j]++
			}
		}
	}
	if len(harm) != 4 {
		t.Fatalf("%d spikes harmful, want 4", len(harm))
	}
	for j, n := range harm {
		if n != 12 {
			t.Errorf("slot %d harmful %d runs in 96, want 12", j, n)
		}
	}
}

// _incObj/17 Spiked Pole Helix.asm: a lone spike (subtype 1) at Sonic
// hurts him (touch $84: sonic.asm ReactToItem's harmful kind, which runs
// before the objects) only after a run that left it on frame 0.
func TestHelix_Hurts(t *testing.T) {
	sim, e := flatSim(t, 200, s1Obj(1, 200, 716, "obj_id=0x17", "subtype=1", "respawn=false"))
	k := e.slotOf(idHelix)
	e.st.Obj.Rings = 5
	e.st.Obj.Invuln = 20 // past the first harmful frames
	prev := e.st.S2.Slots[k].Coll
	for i := range 120 {
		sim.Step(0)
		if e.st.Obj.Hurt {
			if prev != 0x84 || i < 20 {
				t.Fatalf("hurt on run %d after a touch of %#x", i, prev)
			}
			return
		}
		prev = e.st.S2.Slots[k].Coll
	}
	t.Fatal("never hurt")
}

// _incObj/17 Spiked Pole Helix.asm: Hel_ChkDel and Hel_DelAll: out of
// range, the entry deletes its children and itself.
func TestHelix_DelAll(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 600, "obj_id=0x17", "subtype=6", "respawn=false"))
	if e.slotOf(idHelix) < 0 {
		t.Fatal("no helix")
	}
	e.st.X = physics.FromPixels(3000)
	e.st.Cam.X = 2840
	sim.Step(0)
	if k := e.slotOf(idHelix); k >= 0 {
		t.Errorf("slot %d still holds a spike at %d", k, e.st.S2.Slots[k].X.Pixel())
	}
}
