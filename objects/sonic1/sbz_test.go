package sonic1

import (
	"testing"

	"loopwright/physics"
)

// _incObj/71 Invisible Barriers.asm: Invis_Main's size (subtype $11: half
// width $10 + $B, half height $10) and Invis_Solid: a walking Sonic is
// stopped by it while it is on screen.
func TestInvisibarrier_Solid(t *testing.T) {
	sim, e := flatSim(t, 100, s1Obj(1, 160, 720, "obj_id=0x71", "subtype=0x11", "respawn=false"))
	k := e.slotOf(idInvisibarrier)
	if ob := &e.st.S2.Slots[k]; ob.Width != 0x10 || ob.YRad != 0x10 {
		t.Fatalf("width %#x height %#x, want $10 $10", ob.Width, ob.YRad)
	}
	for range 60 {
		sim.Step(physics.Right)
	}
	if x := e.st.X.Pixel(); x > 160-0x10-0xB {
		t.Errorf("Sonic at %d, want stopped left of %d", x, 160-0x10-0xB)
	}
}

// _incObj/6E Electrocuter.asm: Elec_Shock: with subtype 1 it zaps every
// $10 frames (v_framecount), harmful ($A4) only on its fifth picture.
func TestElectro_Zap(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 600, "obj_id=0x6E", "subtype=0x01", "respawn=true"))
	k := e.slotOf(idElectro)
	harm := 0
	for range 64 {
		sim.Step(0)
		if ob := &e.st.S2.Slots[k]; ob.Coll == 0xA4 {
			harm++
			if ob.MapFrame != 4 {
				t.Fatalf("harmful on frame %d", ob.MapFrame)
			}
		}
	}
	if harm != 4*3 {
		t.Errorf("harmful %d runs in 64, want 12 (3 runs of frame 4 per zap)", harm)
	}
}

// _incObj/6D Flamethrower.asm: Flame_Action: a pipe flame (subtype $43:
// flames $80 runs, pauses $60) harms ($A3) only at its full picture
// ($A), and not while it pauses.
func TestFlamethrower_Cycle(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 200, 600, "obj_id=0x6D", "subtype=0x43", "respawn=false"))
	k := e.slotOf(idFlamethrower)
	first, last := -1, -1
	for i := range 0x80 + 0x60 {
		sim.Step(0)
		if ob := &e.st.S2.Slots[k]; ob.Coll == 0xA3 {
			if ob.MapFrame != 0xA {
				t.Fatalf("harmful on frame %d", ob.MapFrame)
			}
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 0 || last > 0x80+8 {
		t.Errorf("harmful from run %d to %d, want within the $80 runs of flame", first, last)
	}
}

// _incObj/6A Saws and Pizza Cutters.asm: .type03: a ground saw waits,
// untouchable, until Sonic is $C0 right of it within $80 of its y, then
// runs right at $600, harmful ($A2).
func TestSaws_GroundSaw(t *testing.T) {
	sim, e := flatSim(t, 200, s1Obj(1, 100, 716, "obj_id=0x6A", "subtype=0x03", "respawn=false"))
	k := e.slotOf(idSaws)
	if ob := &e.st.S2.Slots[k]; ob.Coll != 0 || ob.Flag {
		t.Fatalf("Sonic $64 right: touch %#x running %v, want waiting", ob.Coll, ob.Flag)
	}
	e.st.X = physics.FromPixels(100 + 0xC0)
	sim.Step(0)
	if ob := &e.st.S2.Slots[k]; ob.Coll != 0xA2 || ob.XVel != 0x600 {
		t.Errorf("Sonic $C0 right: touch %#x speed %#x, want $A2, $600", ob.Coll, ob.XVel)
	}
}

// _incObj/6A Saws and Pizza Cutters.asm: .type01: a pizza cutter moves
// sideways: x = origin - oscillator 3, harmful ($A2) from the start.
func TestSaws_PizzaCutter(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 600, "obj_id=0x6A", "subtype=0x01", "respawn=false"))
	k := e.slotOf(idSaws)
	for range 10 {
		sim.Step(0)
		if ob := &e.st.S2.Slots[k]; ob.X.Pixel() != 300-e.osc(3) || ob.Coll != 0xA2 {
			t.Fatalf("x %d touch %#x, want %d, $A2", ob.X.Pixel(), ob.Coll, 300-e.osc(3))
		}
	}
}

// _incObj/70 Girder Block.asm: Gird_ChgMove: the girder waits 7 runs,
// then moves right at $100 for $60 runs, then (after 7 more) down.
func TestGirder_Moves(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 500, "obj_id=0x70", "subtype=0x00", "respawn=false"))
	k := e.slotOf(idGirder)
	for range 6 + 0x60 {
		sim.Step(0)
	}
	ob := &e.st.S2.Slots[k]
	if ob.X.Pixel() != 300+0x60 || ob.Y.Pixel() != 500 {
		t.Errorf("after the first move at %d,%d, want %d,500", ob.X.Pixel(), ob.Y.Pixel(), 300+0x60)
	}
	for range 7 + 0x30 {
		sim.Step(0)
	}
	if ob.X.Pixel() != 300+0x60 || ob.Y.Pixel() != 500+0x30 {
		t.Errorf("after the second move at %d,%d, want %d,%d", ob.X.Pixel(), ob.Y.Pixel(), 300+0x60, 500+0x30)
	}
}

// _incObj/6C SBZ Vanishing Platforms.asm: a platform Sonic stands on
// vanishes (Ani_Van's frames 2, 3: not solid) and drops him.
func TestVanishPlatform_Drop(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 200, 600, "obj_id=0x6C", "subtype=0x00", "respawn=true"))
	st := e.st
	k := e.slotOf(idVanishPlat)
	stood, dropped := false, false
	for i := 0; i < 600 && !dropped; i++ {
		if st.S2.On == 0 && !stood && st.S2.Slots[k].MapFrame&2 == 0 && st.S2.Slots[k].Routine == 2 {
			st.X, st.Y, st.Air, st.YSpeed = physics.FromPixels(200), physics.FromPixels(600-8-st.YRadius-2), true, 0x100
		}
		sim.Step(0)
		if st.S2.On == k+1 {
			stood = true
		}
		dropped = stood && st.S2.On == 0
	}
	if !stood || !dropped {
		t.Errorf("stood %v dropped %v, want both", stood, dropped)
	}
	if ob := &st.S2.Slots[k]; ob.MapFrame&2 == 0 {
		t.Errorf("dropped with the platform on frame %d (solid)", ob.MapFrame)
	}
}

// _incObj/68 Conveyor Belt.asm: .movesonic: Sonic standing on the belt
// (within 128 of its x, from $30 above its y) moves by its speed
// (subtype $F0: -1) each run; in the air he does not.
func TestConveyor_MovesSonic(t *testing.T) {
	sim, e := flatSim(t, 200, s1Obj(1, 200, 740, "obj_id=0x68", "subtype=0xF0", "respawn=false"))
	st := e.st
	x0 := st.X.Pixel()
	for range 10 {
		sim.Step(0)
	}
	if x := st.X.Pixel(); x != x0-10 {
		t.Errorf("x %d after 10 runs, want %d", x, x0-10)
	}
}

// _incObj/6B SBZ Stomper and Door.asm: .type03: a stomper (subtype $90:
// Sto_Var's second kind, travel $38) comes down 8 a run, then goes back
// up 1 a run.
func TestScrapStomp_Stomper(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 400, "obj_id=0x6B", "subtype=0x90", "respawn=true"))
	k := e.slotOf(idScrapStomp)
	ob := &e.st.S2.Slots[k]
	if ob.Sub != 3 || ob.Width != 0x1C || ob.YRad != 0x20 {
		t.Fatalf("type %d size %#x,%#x, want 3, $1C,$20", ob.Sub, ob.Width, ob.YRad)
	}
	for range 6 {
		sim.Step(0)
	}
	if ob.Y.Pixel() != 400+0x38 {
		t.Errorf("down at %d, want %d", ob.Y.Pixel(), 400+0x38)
	}
	for range 8 {
		sim.Step(0)
	}
	if ob.Y.Pixel() != 400+0x38-8 {
		t.Errorf("going up at %d, want %d", ob.Y.Pixel(), 400+0x38-8)
	}
}

// _incObj/6B SBZ Stomper and Door.asm: .type01: a door (subtype $80,
// switch 0) slides $80 left 2 a run once its switch is pressed, then
// (type 2) back after $B4 runs.
func TestScrapStomp_Door(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 600, 400, "obj_id=0x6B", "subtype=0x80", "respawn=true"))
	k := e.slotOf(idScrapStomp)
	ob := &e.st.S2.Slots[k]
	for range 10 {
		sim.Step(0)
	}
	if ob.X.Pixel() != 600 {
		t.Fatalf("moved to %d before the switch", ob.X.Pixel())
	}
	e.st.S2.Switch[0] = 1
	for range 0x41 {
		sim.Step(0)
	}
	if ob.X.Pixel() != 600-0x80 || ob.Sub != 2 {
		t.Errorf("open at %d type %d, want %d, 2", ob.X.Pixel(), ob.Sub, 600-0x80)
	}
}

// _incObj/69 SBZ Spinning Platforms.asm: Spin_Trapdoor: a trapdoor
// (subtype 1: every $3C runs) is solid while shut and drops a Sonic
// standing on it when it opens.
func TestSpinPlatform_Trapdoor(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 200, 600, "obj_id=0x69", "subtype=0x01", "respawn=true"))
	st := e.st
	k := e.slotOf(idSpinPlatform)
	stood, dropped := false, false
	for i := 0; i < 400 && !dropped; i++ {
		if !stood && st.S2.Slots[k].MapFrame == 0 && st.S2.On == 0 {
			st.X, st.Y, st.Air, st.YSpeed = physics.FromPixels(200), physics.FromPixels(600-0xC-st.YRadius-2), true, 0x100
		}
		sim.Step(0)
		stood = stood || st.S2.On == k+1
		dropped = stood && st.S2.On == 0
	}
	if !stood || !dropped || st.S2.Slots[k].MapFrame == 0 {
		t.Errorf("stood %v dropped %v frame %d, want dropped by the opening", stood, dropped, st.S2.Slots[k].MapFrame)
	}
}

// _incObj/83 SBZ Eggman's Crumbling Floor.asm: FFloor_Main makes the 8
// blocks; told to go ("GO"), the floor sends them to break one by one
// (each into 4 falling fragments: FFloor_Break) and is then deleted.
func TestFalseFloor_Crumble(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 3000, 600, "obj_id=0x3B", "subtype=0x00", "respawn=false"))
	o := &e.st.S2
	putSlot(o, 40, physics.S2Obj{ID: idFalseFloor, Layout: -1})
	sim.Step(0)
	if n := e.count(idFalseFloor); n != 9 {
		t.Fatalf("%d slots, want the floor and 8 blocks", n)
	}
	if ob := &o.Slots[40]; ob.X.Pixel() != bossSBZ2X+0x30 || ob.Width != 0x80 {
		t.Errorf("floor at x %#x width %#x, want boss_sbz2_x+$30, $80", ob.X.Pixel(), ob.Width)
	}
	o.Slots[40].Flag = true
	for range 200 {
		sim.Step(0)
	}
	if o.Slots[40].ID == idFalseFloor || e.count(idFalseFloor) != 0 {
		t.Errorf("floor id %#x, %d slots left: want the floor deleted and every block broken (off screen, the fragments go at once)",
			o.Slots[40].ID, e.count(idFalseFloor))
	}
}

// _incObj/82 Eggman - Scrap Brain 2.asm: SEgg_ChkSonic, SEgg_PreLeap,
// SEgg_Leap: with Sonic within 128 pixels left, Eggman laughs 180 runs,
// leaps onto his switch ("SW": it shows pressed) and, standing, sets the
// crumbling floor going ("GO").
func TestScrapEggman_Leap(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 3000, 600, "obj_id=0x3B", "subtype=0x00", "respawn=false"))
	o := &e.st.S2
	putSlot(o, 3, physics.S2Obj{ID: idFalseFloor, Routine: 2, Layout: -1})
	putSlot(o, 40, physics.S2Obj{ID: idScrapEggman, Layout: -1})
	sim.Step(0)
	eg := &o.Slots[40]
	if eg.Coll != 0xF || eg.CollProp != 0x10 || e.count(idScrapEggman) != 2 {
		t.Fatalf("touch %#x hits %d, %d slots; want $F, $10, Eggman and his switch", eg.Coll, eg.CollProp, e.count(idScrapEggman))
	}
	e.st.X = physics.FromPixels(bossSBZ2X + 0x110 - 100)
	e.sEggEggman(40)
	if eg.Routine2 != 2 || eg.Timer != 180 {
		t.Fatalf("Sonic 100 left: stage %d timer %d, want 2, 180", eg.Routine2, eg.Timer)
	}
	e.st.X = physics.FromPixels(64)
	eg.Timer = 1 // the laugh's end
	for i := 0; i < 400 && !o.Slots[3].Flag; i++ {
		sim.Step(0)
	}
	if !eg.Flag || !o.Slots[3].Flag || eg.Y.Pixel() != bossSBZ2Y+0x8B {
		t.Errorf("SW %v GO %v y %#x, want both set, landed at boss_sbz2_y+$8B", eg.Flag, o.Slots[3].Flag, eg.Y.Pixel())
	}
	sw := -1
	for k := range Slots {
		if o.Slots[k].ID == idScrapEggman && o.Slots[k].Routine == 4 {
			sw = k
		}
	}
	if sw < 0 || o.Slots[sw].MapFrame != 1 {
		t.Errorf("the switch (slot %d) does not show pressed: %+v", sw, o.Slots[max(sw, 0)])
	}
}

// _incObj/67 Running Disc.asm: Disc_MoveSonic: Sonic on the ground
// within the disc's radius is held to it (stick_to_convex) at $400 or
// more its way; out of the box he is let go.
func TestRunningDisc_Hold(t *testing.T) {
	sim, e := flatSim(t, 100, s1Obj(1, 100, 716, "obj_id=0x67", "subtype=0x10", "respawn=false"))
	st := e.st
	if !st.StickConvex || st.GSpeed < 0x400 {
		t.Fatalf("in the disc: stick %v ground speed %#x, want held at $400 or more", st.StickConvex, st.GSpeed)
	}
	for i := 0; i < 120 && st.StickConvex; i++ {
		sim.Step(0)
	}
	if st.StickConvex || st.X.Pixel() < 100+0x48 {
		t.Errorf("stick %v at x %d, want let go past %d", st.StickConvex, st.X.Pixel(), 100+0x48)
	}
}
