package sonic1

import (
	"testing"

	"loopwright/physics"
)

// sonic.asm: Platform3 lands Sonic when the top less his feet and 4 is
// from -$10 to -1: 0 (his feet exactly 4 above the top) fails the
// unsigned cmpi.w #-$10 / blo as well as a positive value fails bhi.
func TestPlatform_Platform3Range(t *testing.T) {
	for _, c := range []struct {
		y    int
		land bool
	}{
		{669, false}, // d0 = 0
		{670, true},  // d0 = -1
		{685, true},  // d0 = -$10
		{686, false}, // d0 = -$11
	} {
		_, e := flatSim(t, 64, s1Obj(1, 200, 700, "obj_id=0x18", "subtype=0x00", "respawn=false"))
		k := slotOfID(e, idBasicPlatform)
		st := e.st
		st.X, st.Y = physics.FromPixels(200), physics.FromPixels(c.y)
		st.Air, st.YSpeed, st.YRadius = true, 0, 19
		st.S2.On, st.Obj.On = 0, 0
		e.platformObject(k, 0x20)
		if got := st.S2.On == k+1; got != c.land {
			t.Errorf("y %d (top $2B4 less feet and 4: %d): landed %v, want %v", c.y, 692-(c.y+19+4), got, c.land)
		}
		if c.land && st.Y.Pixel() != 692-19-1 {
			t.Errorf("y %d: landed at %d, want %d (feet 1 above the top)", c.y, st.Y.Pixel(), 692-20)
		}
	}
}

// _incObj/18 Platforms.asm: Plat_Main's move.w #$80,obAngle(a0) writes
// 0 to the byte at obAngle ($80 goes to the next byte), so the first
// Plat_Move of a side-to-side platform (type 1) puts it $40 left of its
// place (obAngle - $40), before .chgmotion reads oscillator 6.
func TestBasicPlatform_FirstMove(t *testing.T) {
	_, e := flatSim(t, 64, s1Obj(1, 400, 600, "obj_id=0x18", "subtype=0x01", "respawn=false"))
	k := slotOfID(e, idBasicPlatform)
	if k < 0 {
		t.Fatal("no platform")
	}
	ob := &e.st.S2.Slots[k]
	if got := ob.X.Pixel(); got != 400-0x40 {
		t.Errorf("after the first run x %d, want %d", got, 400-0x40)
	}
	if ob.B3B != uint8(e.osc(6)) {
		t.Errorf("motion byte %#x, want oscillator 6's %#x", ob.B3B, e.osc(6))
	}
}

// _incObj/26 Monitor.asm: Mon_Solid's landing (loc_A20A) goes through
// Platform3's loc_74AE: the object Sonic stood on loses him and, a
// platform standing in routine 4, goes back to routine 2.
func TestMonitor_LandingFreesPlatform(t *testing.T) {
	_, e := flatSim(t, 64,
		s1Obj(1, 600, 600, "obj_id=0x18", "subtype=0x00", "respawn=false"),
		s1Obj(2, 300, 700, "obj_id=0x26", "subtype=0x06", "respawn=false"))
	p, k := slotOfID(e, idBasicPlatform), slotOfID(e, idMonitor)
	if p < 0 || k < 0 {
		t.Fatal("no platform or monitor")
	}
	st := e.st
	st.S2.Slots[p].Routine = 4
	st.S2.Slots[p].Status |= standBit
	st.S2.On, st.Obj.On = p+1, p+1
	st.S2.Slots[k].Render |= physics.S2OnScreen
	st.X, st.Y = physics.FromPixels(300), physics.FromPixels(670)
	st.Air, st.YSpeed, st.YRadius, st.Rolling = true, 0x100, 19, false
	e.monSolid(k)
	if st.S2.On != k+1 || st.S2.Slots[k].Routine2 != 2 {
		t.Fatalf("on %d, monitor's obSolid %d: want on the monitor (%d), 2", st.S2.On, st.S2.Slots[k].Routine2, k+1)
	}
	if pl := &st.S2.Slots[p]; pl.Routine != 2 || pl.Status&standBit != 0 {
		t.Errorf("platform routine %d status %#x, want 2 and not stood on", pl.Routine, pl.Status)
	}
}

// sonic.asm's level select lists the Final Zone as "dc.b id_SBZ, 2":
// its v_zone is Scrap Brain's (5), which the zone tests (Anml_VarIndex,
// CFlo_Main, Obj52) read; Scrap Brain 3 is Labyrinth's (1).
func TestEngine_ZoneNumber(t *testing.T) {
	_, e := flatSim(t, 64, s1Obj(1, 2000, 700, "obj_id=0x25", "subtype=0x00", "respawn=true"))
	for za, want := range map[string]int{"ghz1": 0, "lz3": 1, "sbz3": 1, "mz2": 2, "slz1": 3, "syz3": 4, "sbz1": 5, "fz": 5} {
		e.zoneAct = za
		if got := e.zoneNumber(); got != want {
			t.Errorf("%s: zone %d, want %d", za, got, want)
		}
	}
}
