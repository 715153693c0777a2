package sonic1

import (
	"path/filepath"
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// _incObj/6F SBZ Spin Platform Conveyor.asm: loc_16380 lays a spawner's
// list out (sbz1pf1: the spawner's slot the first), sharing v_obj63 with
// Labyrinth's conveyors; a second spawner of the same subtype is
// deleted. SpinConvey_Main's spawner run ends the frame (addq.l #4,sp):
// the slot is not displayed.
func TestSpinConvey_Spawner(t *testing.T) {
	_, e := quietSim(t)
	o := &e.st.S2
	e.st.Cam.X = 0xE00
	e.heights = map[string][]byte{"sbz1pf1": {0, 1, 0x0E, 0x14, 0x03, 0x70, 0, 0, 0x0E, 0x5A, 0x03, 0x4D, 0, 1}}
	putSlot(o, 40, physics.S2Obj{ID: idSpinConvey, Sub: 0x80, X: physics.FromPixels(0xE80), Y: physics.FromPixels(0x380)})
	e.shown[40] = false
	e.spinConvey(40)
	if ob := &o.Slots[40]; ob.X.Pixel() != 0xE14 || ob.Y.Pixel() != 0x370 || ob.Sub != 0 || ob.Routine != 0 || o.Obj63[0] != 1 {
		t.Fatalf("spawner slot: (%#x, %#x) subtype %d routine %d flag %d, want ($E14, $370), 0, 0, 1",
			ob.X.Pixel(), ob.Y.Pixel(), ob.Sub, ob.Routine, o.Obj63[0])
	}
	if e.shown[40] {
		t.Error("the spawner's run displayed its slot")
	}
	n := 0
	for k := 0; k < Slots; k++ {
		if ob := &o.Slots[k]; ob.ID == idSpinConvey && k != 40 {
			n++
			if ob.X.Pixel() != 0xE5A || ob.Sub != 1 {
				t.Errorf("second platform at x %#x subtype %d, want $E5A, 1", ob.X.Pixel(), ob.Sub)
			}
		}
	}
	if n != 1 {
		t.Errorf("%d more platforms, want 1", n)
	}
	putSlot(o, 41, physics.S2Obj{ID: idSpinConvey, Sub: 0x80, X: physics.FromPixels(0xE80), Y: physics.FromPixels(0x380)})
	e.spinConvey(41)
	if o.Slots[41].ID != 0 {
		t.Error("a second spawner is not deleted (v_obj63)")
	}
}

// _incObj/6F SBZ Spin Platform Conveyor.asm: SpinC_Main starts a
// platform of path 0 at corner 0 toward corner 0 (off_164A6), still
// (Ani_SpinConvey 1); at it at once, loc_16424 turns to corner 1
// ($EEF, $302): $100 along x, y by LCon_ChangeDir's division
// (-$6E00 / $DB = -$80).
func TestSpinConvey_Path(t *testing.T) {
	_, e := quietSim(t)
	o := &e.st.S2
	e.st.Cam.X = 0xE00
	putSlot(o, 40, physics.S2Obj{ID: idSpinConvey, Layout: -1, X: physics.FromPixels(0xE14), Y: physics.FromPixels(0x370)})
	e.spinConvey(40)
	ob := &o.Slots[40]
	if ob.Routine != 2 || ob.Timer != 0xE80 || ob.B3F != 0x10 || ob.Anim != 1 {
		t.Fatalf("routine %d range %#x length %#x anim %d, want 2, $E80, $10, 1", ob.Routine, ob.Timer, ob.B3F, ob.Anim)
	}
	if ob.B3E != 4 || ob.BaseX != 0xEEF || ob.BaseY != 0x302 || ob.XVel != 0x100 || ob.YVel != -0x80 {
		t.Errorf("corner %d target (%#x, %#x) speeds %d %d, want 4, ($EEF, $302), 256, -128",
			ob.B3E, ob.BaseX, ob.BaseY, int(ob.XVel), int(ob.YVel))
	}
	if ob.X.Pixel() != 0xE15 || !e.shown[40] {
		t.Errorf("x %#x shown %v, want moved to $E15 (SpeedToPos) and displayed", ob.X.Pixel(), e.shown[40])
	}
}

// _incObj/6F SBZ Spin Platform Conveyor.asm: heading for corner 2
// (offset 8) the platform spins (Ani_SpinConvey 0: frame 1 next); in a
// frame other than 0 it is not solid and drops a standing Sonic
// (loc_16404); heading for corner 0 it goes still.
func TestSpinConvey_Spin(t *testing.T) {
	_, e := quietSim(t)
	o := &e.st.S2
	e.st.Cam.X = 0xE00
	putSlot(o, 40, physics.S2Obj{ID: idSpinConvey, Layout: -1, Sub: 1, X: physics.FromPixels(0xEEF), Y: physics.FromPixels(0x302)})
	e.spinConvey(40) // toward corner 1, at it: turns to corner 2
	ob := &o.Slots[40]
	if ob.B3E != 8 || ob.Anim != 0 {
		t.Fatalf("corner %d anim %d, want 8, 0 (spin)", ob.B3E, ob.Anim)
	}
	ob.Status |= standBit
	ob.Routine2 = 1
	o.On = 41
	e.spinConvey(40)
	if ob.MapFrame == 0 {
		t.Fatalf("frame 0 on the spin's second run, want 1")
	}
	if o.On != 0 || ob.Status&standBit != 0 || ob.Routine2 != 0 {
		t.Errorf("on %d status %#x solid %d, want Sonic dropped", o.On, ob.Status, ob.Routine2)
	}
	if w, _, _ := solidSize(ob); w != 0 {
		t.Errorf("solid width %d while spinning, want 0", w)
	}
	ob.X, ob.Y = physics.FromPixels(0xE14), physics.FromPixels(0x3AE)
	ob.BaseX, ob.BaseY, ob.B3E = 0xE14, 0x3AE, 0xC
	e.spinConvey(40)
	if ob.B3E != 0 || ob.Anim != 1 {
		t.Errorf("corner %d anim %d, want 0, 1 (still)", ob.B3E, ob.Anim)
	}
}

// _incObj/6F SBZ Spin Platform Conveyor.asm: flat, the platform is solid
// (SolidObject $1B x 7, stand height 8) and carries a standing Sonic by
// its move (MvSonicOnPtfm from its x before SpeedToPos).
func TestSpinConvey_Ride(t *testing.T) {
	_, e := quietSim(t)
	st := e.st
	o := &st.S2
	st.Cam.X = 0xE00
	putSlot(o, 40, physics.S2Obj{ID: idSpinConvey, Layout: -1, X: physics.FromPixels(0xE14), Y: physics.FromPixels(0x370)})
	e.spinConvey(40)
	ob := &o.Slots[40]
	ob.Status |= standBit
	ob.Routine2 = 1
	o.On = 41
	st.Air = false
	st.X, st.Y = physics.FromPixels(0xE20), physics.FromPixels(0x300)
	e.spinConvey(40)
	if st.X.Pixel() != 0xE21 || st.Y.Pixel() != ob.Y.Pixel()-8-st.YRadius || o.On != 41 {
		t.Errorf("Sonic at (%#x, %#x) on %d, want ($E21, platform y - 8 - his height) still on it",
			st.X.Pixel(), st.Y.Pixel(), o.On)
	}
	if w, h, _ := solidSize(ob); w != 0x1B || h != 7 {
		t.Errorf("solid box %d x %d, want $1B x 7", w, h)
	}
}

// _incObj/6F SBZ Spin Platform Conveyor.asm: out of range by its path's
// x (objoff_30) the platform is deleted, the spawner's slot clearing its
// v_obj63 flag (loc_1629A).
func TestSpinConvey_Delete(t *testing.T) {
	_, e := quietSim(t)
	o := &e.st.S2
	e.st.Cam.X = 0x2000
	o.Obj63[3] = 1
	putSlot(o, 40, physics.S2Obj{ID: idSpinConvey, Layout: -1, Timer3: 0x83, X: physics.FromPixels(0xE14), Y: physics.FromPixels(0x370)})
	e.spinConvey(40)
	if o.Slots[40].ID != 0 || o.Obj63[3] != 0 {
		t.Errorf("id %#x flag %d, want deleted and flag cleared", o.Slots[40].ID, o.Obj63[3])
	}
}

// _incObj/6F SBZ Spin Platform Conveyor.asm: in Scrap Brain 1 as the
// SonLVL import gives it (its spawners and the sbz1pf lists in
// s1_heightmaps), the spawners near the start of the first conveyor
// lay their platforms out, which then run their paths.
func TestSpinConvey_SBZ1(t *testing.T) {
	ini := sharedtest.Path(t, "disasm", "s1disasm", "SonLVL INI Files", "SonLVL.ini")
	p, err := sonlvl.Open(filepath.Clean(ini))
	if err != nil {
		t.Fatal(err)
	}
	var lv *sonlvl.Level
	for _, name := range p.Names() {
		l, err := p.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, pr := range l.Model.Props {
			if pr.Name == "s1_zone_act" && pr.Value == "sbz1" {
				lv = l
			}
		}
	}
	if lv == nil {
		t.Fatal("no sbz1 level")
	}
	sim := physics.New(lv.Model, physics.Config{Variant: physics.S1, Character: physics.Sonic}, layers.Point{X: 0xE40, Y: 0x2C0})
	e, ok := sim.ObjectEngine().(*engine)
	if !ok {
		t.Fatal("not the sonic1 engine")
	}
	for range 4 {
		sim.Step(0)
	}
	n, flat, spin := 0, 0, 0
	for k := 0; k < Slots; k++ {
		if ob := &e.st.S2.Slots[k]; ob.ID == idSpinConvey {
			n++
			if ob.Routine != 2 {
				t.Errorf("slot %d routine %d, want 2", k, ob.Routine)
			}
			if ob.Anim == 1 {
				flat++
			} else {
				spin++
			}
		}
	}
	if n < 8 || flat == 0 || spin == 0 {
		t.Errorf("%d platforms (%d still, %d spinning), want sbz1pf1's 8 and more, some of each", n, flat, spin)
	}
}
