package sonic1

import (
	"testing"

	"loopwright/internal/leveltest"
	"loopwright/layers"
	"loopwright/physics"
)

// slotOf returns the first slot holding object id, or -1.
func slotOf(e *engine, id uint8) int {
	for k := 0; k < Slots; k++ {
		if e.st.S2.Slots[k].ID == id {
			return k
		}
	}
	return -1
}

// flipObj is s1Obj with the x flip given ("x_flip=true").
func flipObj(id, x, y int, flip string, props ...string) layers.Object {
	return leveltest.Object(id, "disasm_object", x, y, append([]string{flip, "y_flip=false"}, props...)...)
}

// wallSim is Sonic 1 on leveltest.Flat with a wall from x 512 (blocks 32
// to 35) above the ground, standing at x.
func wallSim(t *testing.T, x int, objs ...layers.Object) (*physics.Sim, *engine) {
	t.Helper()
	tl := leveltest.Flat()
	tl.Fill(leveltest.PathAB, 32, 30, 36, 46)
	tl.Lvl.Objects = objs
	sim := physics.New(tl.Lvl, physics.Config{Variant: physics.S1, Character: physics.Sonic}, layers.Point{X: x, Y: 716})
	e, ok := sim.ObjectEngine().(*engine)
	if !ok {
		t.Fatalf("engine %q, want sonic1", sim.Engine())
	}
	return sim, e
}

// _incObj/47 Bumper.asm: Bump_Hit throws Sonic away from the bumper's
// centre at $700 (CalcAngle, CalcSine), in the air, and makes a points
// object.
func TestBumper_Bounce(t *testing.T) {
	sim, e := flatSim(t, 100, s1Obj(1, 200, 720, "obj_id=0x47", "subtype=0x00", "respawn=true"))
	hit := false
	for i := 0; i < 120 && !hit; i++ {
		sim.Step(physics.Right)
		k := slotOf(e, idBumper)
		hit = k >= 0 && e.st.S2.Slots[k].Anim == 1
	}
	if !hit {
		t.Fatal("the bumper was never hit")
	}
	st := e.st
	if !st.Air || st.XSpeed >= -0x600 {
		t.Errorf("after the bump: air %v x speed %d, want in the air, about -$700", st.Air, st.XSpeed)
	}
	v := int(st.XSpeed)*int(st.XSpeed) + int(st.YSpeed)*int(st.YSpeed)
	if v < 0x680*0x680 || v > 0x700*0x700 {
		t.Errorf("bump speed (%d, %d), want $700 long", st.XSpeed, st.YSpeed)
	}
	if slotOf(e, idPoints) < 0 {
		t.Error("no points object after the bump")
	}
}

// _incObj/47 Bumper.asm: Bump_Hit gives points for the first 10 hits only
// (its respawn byte counts them up to $8A).
func TestBumper_TenHits(t *testing.T) {
	_, e := flatSim(t, 100, s1Obj(1, 200, 720, "obj_id=0x47", "subtype=0x00", "respawn=true"))
	k := slotOf(e, idBumper)
	ob := &e.st.S2.Slots[k]
	r := &e.st.S2.Respawn[2+int(ob.Respawn)]
	if ob.Respawn == 0 || *r != 0x80 {
		t.Fatalf("respawn index %d byte %#x, want a loaded entry", ob.Respawn, *r)
	}
	for i := 0; i < 12; i++ {
		e.st.S2.Slots[k].CollProp = 1
		e.bumper(k)
		if j := slotOf(e, idPoints); j >= 0 {
			if i >= 10 {
				t.Errorf("hit %d gave points", i+1)
			}
			e.deleteObject(j)
		} else if i < 10 {
			t.Errorf("hit %d gave no points", i+1)
		}
	}
	if *r != 0x8A {
		t.Errorf("respawn byte %#x after 12 hits, want $8A", *r)
	}
}

// _incObj/50 Yadrin.asm: Yad_Main drops it to the floor; Yad_Move then
// walks it left at $100 (collision $CC: React_Special's spiked Yadrin).
func TestYadrin_LandsAndWalks(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 250, 700, "obj_id=0x50", "subtype=0x00", "respawn=true"))
	for i := 0; i < 40; i++ {
		sim.Step(0)
	}
	k := slotOf(e, idYadrin)
	if k < 0 {
		t.Fatal("no Yadrin")
	}
	ob := &e.st.S2.Slots[k]
	if b := ob.Y.Pixel() + int(ob.YRad); b < 735 || b > 736 {
		t.Errorf("Yadrin bottom at %d, want on the floor (736)", b)
	}
	if ob.XVel != -0x100 || ob.X.Pixel() >= 250 || ob.Coll != 0xCC {
		t.Errorf("Yadrin x %d speed %d collision %#x, want walking left at -$100, $CC", ob.X.Pixel(), ob.XVel, ob.Coll)
	}
}

// _incObj/50 Yadrin.asm: Yad_ChkWall stops a walking Yadrin at a wall
// (ObjHitWallRight at its width, every fourth frame) and pauses it 60
// frames.
func TestYadrin_StopsAtWall(t *testing.T) {
	sim, e := wallSim(t, 64, flipObj(1, 470, 700, "x_flip=true", "obj_id=0x50", "subtype=0x00", "respawn=true"))
	paused := false
	for i := 0; i < 200 && !paused; i++ {
		sim.Step(0)
		if k := slotOf(e, idYadrin); k >= 0 {
			ob := &e.st.S2.Slots[k]
			paused = ob.Routine == 2 && ob.Routine2 == 0 && ob.X.Pixel() > 470
		}
	}
	if !paused {
		t.Fatal("the Yadrin never paused at the wall")
	}
	ob := &e.st.S2.Slots[slotOf(e, idYadrin)]
	if r := ob.X.Pixel() + int(ob.Width); r < 508 || r > 516 {
		t.Errorf("Yadrin front at %d, want at the wall (512)", r)
	}
}

// _incObj/52 Moving Blocks.asm: MBlock_Type02 waits for Sonic to stand on
// it (PlatformObject), then becomes type 3 and moves right a pixel a
// frame, carrying him (MvSonicOnPtfm2), until ObjHitWallRight finds the
// wall at its width, where it stops (type 0).
func TestMovingBlock_RidesToWall(t *testing.T) {
	sim, e := wallSim(t, 300, s1Obj(1, 300, 680, "obj_id=0x52", "subtype=0x02", "respawn=true"))
	k := slotOf(e, idMovingBlock)
	if k < 0 {
		t.Fatal("no moving block")
	}
	ob := &e.st.S2.Slots[k]
	if ob.Width != 0x10 {
		t.Errorf("width %#x, want $10 (MBlock_Var)", ob.Width)
	}
	// Drop Sonic on it from above.
	e.st.Y = physics.FromPixels(640)
	e.st.Air = true
	for i := 0; i < 30 && ob.Routine != 4; i++ {
		sim.Step(0)
	}
	sim.Step(0) // MBlock_Type02 sees the standing routine next frame
	if ob.Routine != 4 || ob.Sub != 3 {
		t.Fatalf("routine %d type %d, want Sonic standing (4) and type 3", ob.Routine, ob.Sub)
	}
	for i := 0; i < 400 && ob.Sub == 3; i++ {
		sim.Step(0)
	}
	if ob.Sub != 0 || ob.X.Pixel()+int(ob.Width) < 508 || ob.X.Pixel()+int(ob.Width) > 512 {
		t.Errorf("type %d right edge %d, want stopped (0) at the wall (512)", ob.Sub, ob.X.Pixel()+int(ob.Width))
	}
	if d := e.st.X.Pixel() - ob.X.Pixel(); d < -4 || d > 4 {
		t.Errorf("Sonic %d from the block, want carried with it", d)
	}
}

// _incObj/52 Moving Blocks.asm: MBlock_Type01 sets x to its start less
// oscillator 3 ($60 range; flipped: $60 less it).
func TestMovingBlock_Sideways(t *testing.T) {
	for _, flip := range []bool{false, true} {
		fl := "x_flip=false"
		if flip {
			fl = "x_flip=true"
		}
		sim, e := flatSim(t, 64, flipObj(1, 300, 600, fl, "obj_id=0x52", "subtype=0x01", "respawn=true"))
		for i := 0; i < 50; i++ {
			sim.Step(0)
			ob := &e.st.S2.Slots[slotOf(e, idMovingBlock)]
			want := 300 - e.osc(3)
			if flip {
				want = 300 - (0x60 - e.osc(3))
			}
			// The block moved before this frame's oscillators stepped.
			if d := ob.X.Pixel() - want; d < -3 || d > 3 {
				t.Fatalf("flip %v frame %d: x %d, want about %d", flip, i, ob.X.Pixel(), want)
			}
		}
	}
}

// _incObj/55 Basaran.asm: .dropcheck drops the Basaran once Sonic is
// within $80 horizontally and below it; .dropfly stops its fall within
// $10 of his height and flies it toward him at $100.
func TestBasaran_DropsAndFlies(t *testing.T) {
	sim, e := flatSim(t, 200, s1Obj(1, 250, 640, "obj_id=0x55", "subtype=0x00", "respawn=true"))
	flew := false
	for i := 0; i < 120 && !flew; i++ {
		sim.Step(0)
		if k := slotOf(e, idBasaran); k >= 0 {
			ob := &e.st.S2.Slots[k]
			flew = ob.Routine2 == 4
		}
	}
	if !flew {
		t.Fatal("the Basaran never flew")
	}
	ob := &e.st.S2.Slots[slotOf(e, idBasaran)]
	if ob.XVel != -0x100 || ob.YVel != 0 || ob.Coll != 0x0B {
		t.Errorf("speeds %d,%d collision %#x, want -$100,0 and $0B", ob.XVel, ob.YVel, ob.Coll)
	}
	if d := e.st.Y.Pixel() - ob.Y.Pixel(); d < 0 || d >= 0x10 {
		t.Errorf("Basaran %d above Sonic, want within $10", d)
	}
}

// _incObj/13 Lava Ball Maker.asm and _incObj/14 Lava Ball.asm: on screen,
// the maker makes a ball every LavaM_Rates frames; type 0 rises at
// -$400, falls back $18 a frame, harmful ($8B), and is deleted once
// below its start.
func TestLavaMaker_Ball(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 200, 700, "obj_id=0x13", "subtype=0x00", "respawn=false"))
	made := -1
	for i := 0; i < 40 && made < 0; i++ {
		sim.Step(0)
		if slotOf(e, idLavaBall) >= 0 {
			made = i + 1
		}
	}
	// The level start's ExecuteObjects counts the first of the 30.
	if made != 29 {
		t.Fatalf("first lava ball after %d frames, want 29", made)
	}
	sim.Step(0)
	k := slotOf(e, idLavaBall)
	ob := &e.st.S2.Slots[k]
	// Made in a slot after the maker's, it ran in that frame too.
	if ob.Coll != 0x8B || ob.YVel != -0x400+2*0x18 || ob.Y.Pixel() >= 700 {
		t.Errorf("collision %#x y speed %d y %d, want $8B, rising", ob.Coll, ob.YVel, ob.Y.Pixel())
	}
	life := 0
	for ob.ID == idLavaBall && ob.YVel != -0x400+0x18 && life < 200 {
		sim.Step(0)
		life++
	}
	// -$400 at $18 a frame: up and back in about 2*$400/$18 frames.
	if life < 80 || life > 90 || ob.ID != 0 {
		t.Errorf("lava ball lived %d more frames (slot id %#x), want about 86, then deleted", life, ob.ID)
	}
}

// _incObj/14 Lava Ball.asm: LBall_Type07 moves right to a wall
// (ObjHitWallRight at 8), then stops and its collision animation ends it.
func TestLavaBall_SidewaysToWall(t *testing.T) {
	sim, e := wallSim(t, 64, s1Obj(1, 4000, 700, "obj_id=0x25", "subtype=0x00", "respawn=true"))
	putSlot(&e.st.S2, 5, physics.S2Obj{ID: idLavaBall, Layout: -1, Sub: 7, X: physics.FromPixels(440), Y: physics.FromPixels(700)})
	stopped := 0
	for i := 0; i < 100 && slotOf(e, idLavaBall) >= 0; i++ {
		sim.Step(0)
		if ob := &e.st.S2.Slots[5]; ob.ID == idLavaBall && ob.Sub == 8 && stopped == 0 {
			stopped = ob.X.Pixel()
		}
	}
	if stopped < 500 || stopped > 512 {
		t.Errorf("stopped at %d, want at the wall (512 less 8)", stopped)
	}
	if slotOf(e, idLavaBall) >= 0 {
		t.Error("the lava ball was not deleted after its collision animation")
	}
}

// _incObj/46 MZ Bricks.asm: a brick is solid (SolidObject $1B, $10):
// Sonic walking into it stops, pushing.
func TestMarbleBrick_Solid(t *testing.T) {
	sim, e := flatSim(t, 100, s1Obj(1, 200, 720, "obj_id=0x46", "subtype=0x00", "respawn=false"))
	for i := 0; i < 120; i++ {
		sim.Step(physics.Right)
	}
	if x := e.st.X.Pixel(); x > 200-0x1B || x < 200-0x1B-2 {
		t.Errorf("Sonic at %d, want stopped at the brick's side (%d)", x, 200-0x1B)
	}
	if !e.st.Pushing {
		t.Error("Sonic not pushing the brick")
	}
}

// _incObj/46 MZ Bricks.asm: Brick_Type02 falls (type 3, $18 a frame) once
// Sonic is within $90, and lands on the floor (ObjFloorDist, $F high).
func TestMarbleBrick_Falls(t *testing.T) {
	sim, e := flatSim(t, 100, s1Obj(1, 300, 660, "obj_id=0x46", "subtype=0x02", "respawn=false"))
	for i := 0; i < 120; i++ {
		sim.Step(physics.Right)
		if e.st.X.Pixel() > 180 {
			break
		}
	}
	for i := 0; i < 120; i++ {
		sim.Step(0)
	}
	ob := &e.st.S2.Slots[slotOf(e, idMarbleBrick)]
	if ob.Sub != 0 || ob.Y.Pixel()+int(ob.YRad) < 735 || ob.Y.Pixel()+int(ob.YRad) > 736 {
		t.Errorf("type %d bottom %d, want landed (0) on the floor (736)", ob.Sub, ob.Y.Pixel()+int(ob.YRad))
	}
}

// _incObj/12 Light.asm and _incObj/5C Pylon.asm: scenery that touches
// nothing; the light steps its frame every 8 frames; the pylon is not
// deleted out of range.
func TestScenery_LightAndPylon(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 200, 700, "obj_id=0x12", "subtype=0x00", "respawn=false"),
		s1Obj(2, 210, 700, "obj_id=0x5C", "subtype=0x00", "respawn=false"))
	for i := 0; i < 17; i++ {
		sim.Step(0)
	}
	l := &e.st.S2.Slots[slotOf(e, idSpinningLight)]
	// 18 runs (the level start's and 17 frames): frames 1, 2, 3.
	if l.MapFrame != 3 || l.Coll != 0 {
		t.Errorf("light frame %d collision %#x, want 3 and none", l.MapFrame, l.Coll)
	}
	p := slotOf(e, idPylon)
	if p < 0 {
		t.Fatal("no pylon")
	}
	e.st.Cam.X = 3000
	sim.Step(0)
	if slotOf(e, idPylon) != p || slotOf(e, idSpinningLight) >= 0 {
		t.Error("out of range: the pylon should stay and the light go")
	}
}
