package sonic1

import (
	"testing"

	"loopwright/internal/leveltest"
	"loopwright/layers"
	"loopwright/physics"
)

// dropOn puts Sonic in the air at (x, y), falling.
func dropOn(e *engine, x, y int) {
	e.st.X, e.st.Y = physics.FromPixels(x), physics.FromPixels(y)
	e.st.Air = true
	e.st.XSpeed, e.st.YSpeed, e.st.GSpeed = 0, 0, 0
}

// _incObj/57 Spiked Ball and Chain.asm: SBall_Main makes as many chain
// pieces as the length (dbf: radii $10 apart down to the centre), the
// object the ball at length * $10; SBall_Move turns them by subtype bits 4-7 * 8 a frame and puts
// each at its radius (CalcSine); all are harmful ($98) in Spring Yard.
func TestSpikeBall_Chain(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 600, "obj_id=0x57", "subtype=0x14", "respawn=true"))
	k := slotOf(e, idSpikeBall)
	o := &e.st.S2
	ob := &o.Slots[k]
	if ob.Timer2 != 4 || ob.B3F != 0x40 || ob.Coll != 0x98 {
		t.Fatalf("pieces %d radius %#x collision %#x, want 4 chain pieces, $40, $98", ob.Timer2, ob.B3F, ob.Coll)
	}
	for i := 0; i < 4; i++ {
		p := &o.Slots[ob.Logs[i]]
		if p.ID != idSpikeBall || p.Routine != 4 || int(p.B3F) != 0x30-0x10*i || p.Coll != 0x98 {
			t.Errorf("piece %d: id %#x routine %d radius %#x collision %#x", i, p.ID, p.Routine, p.B3F, p.Coll)
		}
	}
	for i := 0; i < 32; i++ {
		sim.Step(0)
	}
	// 33 turns of $80 (the level start's and 32 frames): angle $10.
	if a := uint16(ob.Timer3) >> 8; a != 0x10 {
		t.Errorf("angle %#x, want $10", a)
	}
	sn, cs := physics.SinCos(0x10)
	if x, y := ob.X.Pixel(), ob.Y.Pixel(); x != 300+int(int32(cs)*0x40>>8) || y != 600+int(int32(sn)*0x40>>8) {
		t.Errorf("ball at %d,%d, want %d,%d", x, y, 300+cs*0x40>>8, 600+sn*0x40>>8)
	}
	e.st.Cam.X = 3000
	sim.Step(0)
	if slotOf(e, idSpikeBall) >= 0 {
		t.Error("out of range: the pieces were not all deleted")
	}
}

// _incObj/58 Big Spiked Ball.asm: type 3 goes round its start at radius
// $50; collision $86 (harmful, 16x16).
func TestBigSpikeBall_Circle(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 600, "obj_id=0x58", "subtype=0x23", "respawn=true"))
	for i := 0; i < 20; i++ {
		sim.Step(0)
	}
	ob := &e.st.S2.Slots[slotOf(e, idBigSpikeBall)]
	dx, dy := ob.X.Pixel()-300, ob.Y.Pixel()-600
	if r2 := dx*dx + dy*dy; r2 < 0x4E*0x4E || r2 > 0x50*0x50 || ob.Coll != 0x86 {
		t.Errorf("offset %d,%d collision %#x, want on the $50 circle, $86", dx, dy, ob.Coll)
	}
}

// _incObj/59 SLZ Elevators.asm: type 1 (subtype 0: distance $40, width
// $28) waits for Sonic to stand on it, then becomes 2 and rises
// (Elev_Move) $80 in all, carrying him, and stops.
func TestElevator_Rises(t *testing.T) {
	sim, e := flatSim(t, 300, s1Obj(1, 300, 650, "obj_id=0x59", "subtype=0x00", "respawn=true"))
	k := slotOf(e, idElevator)
	ob := &e.st.S2.Slots[k]
	if ob.Width != 0x28 || ob.Timer2 != 0x40 || ob.Sub != 1 {
		t.Fatalf("width %#x distance %#x type %d, want $28, $40, 1", ob.Width, ob.Timer2, ob.Sub)
	}
	dropOn(e, 300, 600)
	for i := 0; i < 40 && ob.Sub == 1; i++ {
		sim.Step(0)
	}
	if ob.Sub != 2 {
		t.Fatalf("type %d, want 2 once stood on", ob.Sub)
	}
	for i := 0; i < 300 && ob.Sub != 0; i++ {
		sim.Step(0)
	}
	if y := ob.Y.Pixel(); ob.Sub != 0 || y != 650-0x80 {
		t.Errorf("type %d y %d, want stopped (0) $80 up (%d)", ob.Sub, y, 650-0x80)
	}
	if e.st.S2.On != k+1 || e.st.Y.Pixel()+e.st.YRadius != ob.Y.Pixel()-9 {
		t.Errorf("Sonic on %d feet %d, want on the elevator at %d", e.st.S2.On, e.st.Y.Pixel()+e.st.YRadius, ob.Y.Pixel()-9)
	}
}

// _incObj/59 SLZ Elevators.asm: Elev_MakeMulti (subtype $80+n) makes a
// type $E elevator every n*6 frames.
func TestElevator_Maker(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 650, "obj_id=0x59", "subtype=0x82", "respawn=true"))
	n := 0
	for i := 0; i < 12; i++ {
		sim.Step(0)
		for k := 0; k < Slots; k++ {
			if ob := &e.st.S2.Slots[k]; ob.ID == idElevator && ob.Routine != 6 && ob.Layout == -1 && ob.Routine == 0 {
				n++
			}
		}
	}
	if c := 0; true {
		for k := 0; k < Slots; k++ {
			if ob := &e.st.S2.Slots[k]; ob.ID == idElevator && ob.Routine != 6 {
				c++
			}
		}
		if c != 1 {
			t.Errorf("%d elevators made in 12 frames, want 1 (every 12)", c)
		}
	}
}

// _incObj/5A SLZ Circling Platform.asm: type 0 sits at its start plus
// oscillators 8 and 9 less $50.
func TestCirclingPlatform_Position(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 600, "obj_id=0x5A", "subtype=0x00", "respawn=true"))
	for i := 0; i < 30; i++ {
		sim.Step(0)
		ob := &e.st.S2.Slots[slotOf(e, idCirclingPtfm)]
		// The platform moved before this frame's oscillators stepped: one
		// frame's drift at most.
		wx := 300 + int(int8(uint8(e.osc(8))-0x50))
		wy := 600 + int(int8(uint8(e.osc(9))-0x50))
		if d := ob.X.Pixel() - wx; d < -3 || d > 3 {
			t.Fatalf("frame %d: x %d, want about %d", i, ob.X.Pixel(), wx)
		}
		if d := ob.Y.Pixel() - wy; d < -3 || d > 3 {
			t.Fatalf("frame %d: y %d, want about %d", i, ob.Y.Pixel(), wy)
		}
	}
}

// _incObj/5D Fan.asm: type 2 always blows: Sonic standing left of an
// unflipped fan (it blows left) is pushed away, left, the harder the
// nearer (.blow).
func TestFan_Pushes(t *testing.T) {
	sim, e := flatSim(t, 270, s1Obj(1, 300, 720, "obj_id=0x5D", "subtype=0x02", "respawn=true"))
	// The level start's run pushed him from 270 ($1E away: $7E,
	// negated, its low byte negated, / 16: -9) to 261.
	x0 := e.st.X.Pixel()
	if x0 != 261 {
		t.Fatalf("Sonic at %d after the level start, want 261", x0)
	}
	sim.Step(0)
	// $27 away: $87 → -8.
	if x := e.st.X.Pixel(); x != x0-8 {
		t.Errorf("Sonic at %d after a frame, want pushed 8 left of %d", x, x0)
	}
}

// _incObj/5D Fan.asm: types 0 and 1 are off 120 frames, then on 180.
func TestFan_OnOff(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 700, "obj_id=0x5D", "subtype=0x00", "respawn=true"))
	ob := &e.st.S2.Slots[slotOf(e, idFan)]
	on := 0
	for i := 0; i < 400; i++ {
		sim.Step(0)
		if !ob.Flag {
			on++
		}
	}
	// Off for runs 1-121, on for 122-302, off again: 181 of 400 frames on.
	if on != 181 {
		t.Errorf("on %d of 400 frames, want 181", on)
	}
}

// _incObj/5B Staircase.asm: four solid blocks $20 apart; type 0, stood
// on, waits 30 frames and then the blocks sink by v, 3v/4, v/2, v/4.
func TestStaircase_Sinks(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 600, "obj_id=0x5B", "subtype=0x00", "respawn=true"))
	var blocks []int
	for k := 0; k < Slots; k++ {
		if e.st.S2.Slots[k].ID == idStaircase {
			blocks = append(blocks, k)
		}
	}
	if len(blocks) != 4 {
		t.Fatalf("%d blocks, want 4", len(blocks))
	}
	for i, k := range blocks {
		if x := e.st.S2.Slots[k].X.Pixel(); x != 300+0x20*i {
			t.Errorf("block %d at x %d, want %d", i, x, 300+0x20*i)
		}
	}
	dropOn(e, 300, 560)
	p := &e.st.S2.Slots[blocks[0]]
	for i := 0; i < 60 && p.Sub == 0; i++ {
		sim.Step(0)
	}
	if p.Sub != 1 {
		t.Fatalf("type %d, want 1 after Sonic stood on it", p.Sub)
	}
	for i := 0; i < 40; i++ {
		sim.Step(0)
	}
	v := int(uint8(p.Logs[0]))
	want := []int{v, v * 3 / 4, v / 2, v / 4}
	for i, k := range blocks {
		if y := e.st.S2.Slots[k].Y.Pixel(); y != 600+want[i] {
			t.Errorf("block %d y %d, want %d", i, y, 600+want[i])
		}
	}
}

// _incObj/53 Collapsing Floors.asm: stood on, the floor counts 7 frames
// and breaks into 8 fragments (CFlo_Data2 delays); Sonic rides the
// object's fragment until its delay ($1E) ends, then falls.
func TestCollapseFloor_Breaks(t *testing.T) {
	sim, e := flatSim(t, 300, s1Obj(1, 300, 650, "obj_id=0x53", "subtype=0x00", "respawn=true"))
	k := slotOf(e, idCollapseFloor)
	ob := &e.st.S2.Slots[k]
	dropOn(e, 300, 600)
	landed := -1
	for i := 0; i < 60 && ob.Routine != 6; i++ {
		sim.Step(0)
		if landed < 0 && ob.Routine == 4 {
			landed = i
		}
	}
	n := 0
	for j := 0; j < Slots; j++ {
		if f := &e.st.S2.Slots[j]; f.ID == idCollapseFloor && f.Routine == 6 {
			n++
		}
	}
	if n != 8 || ob.Routine != 6 {
		t.Fatalf("%d fragments, routine %d, want 8 and 6", n, ob.Routine)
	}
	if e.st.S2.On != k+1 {
		t.Fatal("Sonic not on the broken floor")
	}
	fell := 0
	for i := 0; i < 60 && e.st.S2.On != 0; i++ {
		sim.Step(0)
		fell = i + 1
	}
	if fell < 0x1D || fell > 0x1F {
		t.Errorf("Sonic let go after %d frames, want $1E", fell)
	}
}

// _incObj/51 Smashable Green Block.asm: Sonic landing on the block in
// his rolling animation smashes it into 4 fragments (Smab_Speeds) and
// bounces up at -$300, still rolling; walking onto it does not.
func TestSmashBlock_Smash(t *testing.T) {
	for _, roll := range []bool{false, true} {
		sim, e := flatSim(t, 300, s1Obj(1, 300, 700, "obj_id=0x51", "subtype=0x00", "respawn=true"))
		dropOn(e, 300, 640)
		if roll {
			e.st.Rolling = true
			e.st.YRadius, e.st.XRadius = 0x0E, 7
			e.st.P.Anim.ID = physics.AnimRoll
		}
		smashed := false
		for i := 0; i < 30 && !smashed; i++ {
			sim.Step(0)
			smashed = len(pieces(e, idSmashBlock)) == 4
		}
		if smashed != roll {
			t.Fatalf("rolling %v: smashed %v", roll, smashed)
		}
		if !roll {
			continue
		}
		if !e.st.Air || !e.st.Rolling || e.st.YSpeed > -0x300+0x38 {
			t.Errorf("after the smash: air %v rolling %v y speed %d, want bouncing up at -$300", e.st.Air, e.st.Rolling, e.st.YSpeed)
		}
		if slotOf(e, idPoints) < 0 {
			t.Error("no points object")
		}
	}
}

// _incObj/43 Roller.asm: the Roller waits, harmless, until Sonic is $100
// right of it, then rolls right at $700, harmful ($8E).
func TestRoller_Rolls(t *testing.T) {
	sim, e := flatSim(t, 500, s1Obj(1, 420, 700, "obj_id=0x43", "subtype=0x00", "respawn=true"))
	for i := 0; i < 20; i++ {
		sim.Step(0)
	}
	ob := &e.st.S2.Slots[slotOf(e, idRoller)]
	if ob.Routine2 != 0 || ob.Coll != 0 {
		t.Fatalf("Sonic $50 right: routine %d collision %#x, want waiting, no touch", ob.Routine2, ob.Coll)
	}
	e.st.X = physics.FromPixels(420 + 0x100)
	sim.Step(0)
	if ob.Routine2 != 4 || ob.XVel != 0x700 || ob.Coll != 0x8E {
		t.Errorf("Sonic $100 right: routine %d speed %d collision %#x, want rolling at $700, $8E", ob.Routine2, ob.XVel, ob.Coll)
	}
}

// _incObj/30 MZ Large Green Glass Blocks.asm: Glass_Main makes the block
// (solid, $48 high for types 0-2) and its reflection (subtype + 8); type
// 4 sinks 2 a frame from $90 above its place once its switch is pressed.
func TestGlassBlock_Switch(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 500, "obj_id=0x30", "subtype=0x24", "respawn=true"))
	ks := pieces(e, idGlassBlock)
	if len(ks) != 2 {
		t.Fatalf("%d pieces, want 2", len(ks))
	}
	ob, rf := &e.st.S2.Slots[ks[0]], &e.st.S2.Slots[ks[1]]
	if rf.Sub != 0x0C || rf.Routine != 8 || ob.Routine != 6 {
		t.Errorf("reflection subtype %#x routine %d, block routine %d, want $C, 8, 6", rf.Sub, rf.Routine, ob.Routine)
	}
	for i := 0; i < 5; i++ {
		sim.Step(0)
	}
	if ob.Y.Pixel() != 500-0x90 {
		t.Fatalf("y %d before the switch, want %d", ob.Y.Pixel(), 500-0x90)
	}
	e.st.S2.Switch[2] = 1
	for i := 0; i < 10; i++ {
		sim.Step(0)
	}
	if ob.Y.Pixel() != 500-0x90+20 {
		t.Errorf("y %d after 10 frames of switch 2, want %d", ob.Y.Pixel(), 500-0x90+20)
	}
}

// _incObj/30 MZ Large Green Glass Blocks.asm: a type 0 block is solid
// ($2B wide): Sonic walking into it stops at its side.
func TestGlassBlock_Solid(t *testing.T) {
	sim, e := flatSim(t, 100, s1Obj(1, 300, 690, "obj_id=0x30", "subtype=0x00", "respawn=true"))
	for i := 0; i < 150; i++ {
		sim.Step(physics.Right)
	}
	if x := e.st.X.Pixel(); x > 300-0x2B || x < 300-0x2B-2 || !e.st.Pushing {
		t.Errorf("Sonic at %d pushing %v, want stopped at %d", x, e.st.Pushing, 300-0x2B)
	}
}

// _incObj/5F Bomb Enemy.asm: Sonic within $60 lights the fuse (a second
// bomb object, subtype 4); 143 frames later the bomb becomes an
// explosion (ExplosionBomb) and the fuse four harmful shrapnel ($98).
func TestBomb_Explodes(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 720, "obj_id=0x5F", "subtype=0x00", "respawn=true"))
	k := slotOf(e, idBomb)
	ob := &e.st.S2.Slots[k]
	if ob.Coll != 0x9A {
		t.Fatalf("collision %#x, want $9A", ob.Coll)
	}
	e.st.X = physics.FromPixels(260)
	sim.Step(0)
	if ob.Routine2 != 4 || len(pieces(e, idBomb)) != 2 {
		t.Fatalf("routine %d, %d bomb objects, want the fuse lit (4) and 2", ob.Routine2, len(pieces(e, idBomb)))
	}
	e.st.X = physics.FromPixels(64)
	// The lighting frame's .walk counted one of the 143.
	for i := 0; i < 142; i++ {
		sim.Step(0)
	}
	if ob.ID != idBomb {
		t.Fatalf("bomb gone after 142 frames")
	}
	sim.Step(0)
	if ob.ID != idExplosionBomb {
		t.Errorf("slot id %#x after 143 frames, want the explosion ($3F)", ob.ID)
	}
	// The fuse began counting a frame later (Bom_Main's frame).
	sim.Step(0)
	n := 0
	for _, j := range pieces(e, idBomb) {
		if e.st.S2.Slots[j].Coll == 0x98 {
			n++
		}
	}
	if n != 4 {
		t.Errorf("%d shrapnel, want 4", n)
	}
}

// _incObj/5E Seesaw.asm: Sonic landing on the high (left) end tilts the
// seesaw his way a step a frame (See_ChkSide, See_ChgFrame); its ball
// ($8B), on the right end, is thrown two steps' worth (-$AF0 up, -$CC:
// toward the left) and lands on the left end (see_frame 2).
func TestSeesaw_ThrowsBall(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 650, "obj_id=0x5E", "subtype=0x00", "respawn=true"))
	ks := pieces(e, idSeesaw)
	if len(ks) != 2 {
		t.Fatalf("%d pieces, want the seesaw and its ball", len(ks))
	}
	sw, ball := &e.st.S2.Slots[ks[0]], &e.st.S2.Slots[ks[1]]
	if ball.Coll != 0x8B || ball.X.Pixel() != 300+0x28 || ball.Y.Pixel() != 650-8 {
		t.Fatalf("ball at %d,%d collision %#x, want %d,%d and $8B", ball.X.Pixel(), ball.Y.Pixel(), ball.Coll, 300+0x28, 650-8)
	}
	dropOn(e, 300-0x20, 600)
	thrown := false
	for i := 0; i < 60 && !thrown; i++ {
		sim.Step(0)
		thrown = ball.Routine == 0x0A
	}
	if !thrown || sw.MapFrame != 1 {
		t.Fatalf("thrown %v seesaw frame %d, want thrown at the first tilt step (frame 1)", thrown, sw.MapFrame)
	}
	if ball.XVel != -0xCC || ball.YVel > -0xAF0+0x38*2 {
		t.Errorf("ball speeds %d,%d, want -$CC and about -$AF0", ball.XVel, ball.YVel)
	}
	// Sonic steps off, out of the ball's way (it would hit him).
	e.st.X = physics.FromPixels(120)
	for i := 0; i < 200 && ball.Routine == 0x0A; i++ {
		sim.Step(0)
	}
	sim.Step(0) // See_MoveSpike puts it on the end
	if ball.Routine != 8 || ball.B3B != 2 || ball.X.Pixel() != 300-0x28 {
		t.Errorf("ball routine %d frame %d x %d, want resting (8) on the left end (2, %d)", ball.Routine, ball.B3B, ball.X.Pixel(), 300-0x28)
	}
}

// _incObj/4E Wall of Lava.asm: the wall (harmful $94, and its tail $80
// behind) waits until Sonic has come within $C0 and left again, then
// advances at $180.
func TestLavaWall_Advances(t *testing.T) {
	sim, e := flatSim(t, 600, s1Obj(1, 300, 700, "obj_id=0x4E", "subtype=0x00", "respawn=true"))
	ks := pieces(e, idLavaWall)
	if len(ks) != 2 {
		t.Fatalf("%d pieces, want 2", len(ks))
	}
	w, tail := &e.st.S2.Slots[ks[0]], &e.st.S2.Slots[ks[1]]
	sim.Step(0)
	if w.XVel != 0 || w.Coll != 0x94 || tail.X.Pixel() != 300-0x80 {
		t.Fatalf("speed %d collision %#x tail x %d, want still, $94, %d", w.XVel, w.Coll, tail.X.Pixel(), 300-0x80)
	}
	e.st.X = physics.FromPixels(400)
	sim.Step(0)
	if !w.Flag || w.XVel != 0 {
		t.Fatalf("Sonic within $C0: flag %v speed %d, want set, still", w.Flag, w.XVel)
	}
	e.st.X = physics.FromPixels(600)
	sim.Step(0)
	if w.XVel != 0x180 || w.Routine != 2 {
		t.Errorf("Sonic gone again: speed %d routine %d, want $180, 2", w.XVel, w.Routine)
	}
}

// _incObj/56 Floating Blocks and Doors.asm: FBlock_Var's size ($20 x $20
// for bits 4-6 = 1), solid; type 3 moves up and down $40 by oscillator 2.
func TestFloatingBlock_UpDown(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 600, "obj_id=0x56", "subtype=0x13", "respawn=true"))
	ob := &e.st.S2.Slots[slotOf(e, idFloatingBlock)]
	if ob.Width != 0x20 || ob.YRad != 0x20 {
		t.Fatalf("size %#x x %#x, want $20 x $20", ob.Width, ob.YRad)
	}
	for i := 0; i < 40; i++ {
		sim.Step(0)
		if d := ob.Y.Pixel() - (600 - e.osc(2)); d < -2 || d > 2 {
			t.Fatalf("frame %d: y %d, want about %d", i, ob.Y.Pixel(), 600-e.osc(2))
		}
	}
}

// _incObj/56 Floating Blocks and Doors.asm: subtype $82 is a door (type
// 5) on switch 2: pressed, it rises 2 a frame by its height ($20), then
// becomes type 6 and its respawn byte keeps it open (bit 0).
func TestFloatingBlock_Door(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 600, "obj_id=0x56", "subtype=0x82", "respawn=true"))
	ob := &e.st.S2.Slots[slotOf(e, idFloatingBlock)]
	if ob.Sub != 5 || ob.B3B != 2 || ob.Timer != 0x20 {
		t.Fatalf("type %d switch %d height %#x, want 5, 2, $20", ob.Sub, ob.B3B, ob.Timer)
	}
	for i := 0; i < 5; i++ {
		sim.Step(0)
	}
	if ob.Y.Pixel() != 600+0x20 {
		t.Fatalf("y %d before the switch, want %d", ob.Y.Pixel(), 600+0x20)
	}
	e.st.S2.Switch[2] = 1
	for i := 0; i < 0x10+1; i++ {
		sim.Step(0)
	}
	if ob.Y.Pixel() != 600 || ob.Sub != 6 {
		t.Errorf("y %d type %d, want open (600) and type 6", ob.Y.Pixel(), ob.Sub)
	}
	if b := e.st.S2.Respawn[2+int(ob.Respawn)]; b&1 == 0 {
		t.Errorf("respawn byte %#x, want bit 0 (open)", b)
	}
}

// _incObj/56 Floating Blocks and Doors.asm: type 8 goes round a square
// ($10 from its start), a side each time oscillator 10's rate is 0.
func TestFloatingBlock_Square(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 600, "obj_id=0x56", "subtype=0x08", "respawn=true"))
	ob := &e.st.S2.Slots[slotOf(e, idFloatingBlock)]
	seen := map[uint8]bool{}
	for i := 0; i < 600; i++ {
		sim.Step(0)
		seen[ob.Status&3] = true
		if dx, dy := ob.X.Pixel()-300, ob.Y.Pixel()-600; dx < -0x10 || dx > 0x10 || dy < -0x10 || dy > 0x10 {
			t.Fatalf("frame %d: offset %d,%d, want within $10", i, dx, dy)
		}
	}
	if len(seen) != 4 {
		t.Errorf("sides %v, want all four", seen)
	}
}

// _incObj/4C & 4D Lava Geyser Maker.asm: with Sonic above it (within
// $170) the maker makes a lavafall (subtype 1): a head falling from $250
// above with a harmful column ($93) $60 below it, gone once the head has
// passed the maker's y.
func TestGeyserMaker_Lavafall(t *testing.T) {
	sim, e := flatSim(t, 300, s1Obj(1, 300, 800, "obj_id=0x4C", "subtype=0x01", "respawn=true"))
	made := false
	for i := 0; i < 10 && !made; i++ {
		sim.Step(0)
		made = len(pieces(e, idLavaGeyser)) > 0
	}
	if !made {
		t.Fatal("no lavafall")
	}
	ks := pieces(e, idLavaGeyser)
	if len(ks) != 3 {
		t.Fatalf("%d lavafall pieces, want 3", len(ks))
	}
	col := 0
	for _, k := range ks {
		if p := &e.st.S2.Slots[k]; p.Coll == 0x93 {
			col++
		}
	}
	if col != 1 {
		t.Errorf("%d harmful columns, want 1", col)
	}
	e.st.X = physics.FromPixels(150) // out of the lava's way
	for i := 0; i < 200 && len(pieces(e, idLavaGeyser)) > 0; i++ {
		sim.Step(0)
	}
	if n := len(pieces(e, idLavaGeyser)); n != 0 {
		t.Errorf("%d pieces left after the fall, want none", n)
	}
}

// _incObj/4C & 4D Lava Geyser Maker.asm: a geyser (subtype 0) bubbles
// first (bubble1), then rises at -$500.
func TestGeyserMaker_Geyser(t *testing.T) {
	sim, e := flatSim(t, 300, s1Obj(1, 300, 800, "obj_id=0x4C", "subtype=0x00", "respawn=true"))
	for i := 0; i < 40 && len(pieces(e, idLavaGeyser)) == 0; i++ {
		sim.Step(0)
	}
	ks := pieces(e, idLavaGeyser)
	if len(ks) != 2 {
		t.Fatalf("%d geyser pieces, want 2", len(ks))
	}
	head := &e.st.S2.Slots[ks[0]]
	if head.YVel > -0x500+0x18*2 || head.YVel >= 0 {
		t.Errorf("head speed %d, want rising from -$500", head.YVel)
	}
}

// _incObj/33 Pushable Blocks.asm: Sonic walking into the block while
// facing it pushes it a pixel at a time (loc_C218), his ground speed
// then $40.
func TestPushBlock_Push(t *testing.T) {
	sim, e := flatSim(t, 100, s1Obj(1, 200, 721, "obj_id=0x33", "subtype=0x00", "respawn=true"))
	ob := &e.st.S2.Slots[slotOf(e, idPushBlock)]
	for i := 0; i < 60; i++ {
		sim.Step(physics.Right)
	}
	x0 := ob.X.Pixel()
	if x0 <= 200 {
		t.Fatalf("block at %d after 60 frames of pushing, want moved right", x0)
	}
	for i := 0; i < 20 && ob.X.Pixel() == x0; i++ {
		sim.Step(physics.Right)
	}
	if ob.X.Pixel() != x0+1 || e.st.GSpeed != 0x40 {
		t.Errorf("block %d → %d, Sonic's ground speed %d, want one pixel and $40", x0, ob.X.Pixel(), int(e.st.GSpeed))
	}
	if d := ob.X.Pixel() - int(ob.Width) - 0x0B - e.st.X.Pixel(); d < -1 || d > 1 {
		t.Errorf("Sonic %d from the block's side, want against it", d)
	}
}

// _incObj/33 Pushable Blocks.asm: pushed against a wall (ObjHitWallRight
// at its width) it does not move.
func TestPushBlock_Wall(t *testing.T) {
	sim, e := wallSim(t, 400, s1Obj(1, 480, 721, "obj_id=0x33", "subtype=0x00", "respawn=true"))
	ob := &e.st.S2.Slots[slotOf(e, idPushBlock)]
	for i := 0; i < 200; i++ {
		sim.Step(physics.Right)
	}
	if r := ob.X.Pixel() + int(ob.Width); r != 512 {
		t.Errorf("block's right side at %d, want stopped at the wall (512)", r)
	}
}

// _incObj/33 Pushable Blocks.asm: pushed past a drop of more than 4 it
// slides off at $400 to a 16-pixel boundary (obSolid 6) and falls to
// the floor (obSolid 4).
func TestPushBlock_Ledge(t *testing.T) {
	tl := leveltest.Flat()
	tl.Fill(leveltest.PathAB, 0, 40, 20, 46) // a ledge at y 640 up to x 320
	tl.Lvl.Objects = []layers.Object{s1Obj(1, 290, 625, "obj_id=0x33", "subtype=0x00", "respawn=true")}
	sim := physics.New(tl.Lvl, physics.Config{Variant: physics.S1, Character: physics.Sonic}, layers.Point{X: 240, Y: 620})
	e := sim.ObjectEngine().(*engine)
	ob := &e.st.S2.Slots[slotOf(e, idPushBlock)]
	slid := false
	for i := 0; i < 200 && !(slid && ob.Routine2 == 0); i++ {
		sim.Step(physics.Right)
		slid = slid || ob.Routine2 == 6
	}
	if !slid {
		t.Fatal("the block never slid off the ledge")
	}
	if b := ob.Y.Pixel() + int(ob.YRad); b < 735 || b > 736 || ob.X.Pixel()&0x0F != 0 {
		t.Errorf("block at x %d bottom %d, want on a 16-pixel boundary on the floor below (736)", ob.X.Pixel(), b)
	}
}

// _incObj/2F MZ Large Grassy Platforms.asm (LGrass_Type05) and
// _incObj/35 Burning Grass.asm: the sinking grass, half sunk, lights a
// harmful flame ($8B) $40 left of it that runs right, leaving standing
// flames every 16 pixels; off screen the grass deletes them.
func TestGrassFire_Burns(t *testing.T) {
	sim, e := flatSim(t, 300, s1Obj(1, 300, 650, "obj_id=0x2F", "subtype=0x05", "respawn=true"))
	dropOn(e, 300, 560)
	lit := false
	for i := 0; i < 60 && !lit; i++ {
		sim.Step(0)
		lit = len(pieces(e, idGrassFire)) > 0
	}
	if !lit {
		t.Fatal("no fire")
	}
	f := &e.st.S2.Slots[pieces(e, idGrassFire)[0]]
	if f.Coll != 0x8B || f.X.Pixel() > 300-0x40+2 {
		t.Errorf("fire at x %d collision %#x, want $40 left of the grass, $8B", f.X.Pixel(), f.Coll)
	}
	e.st.Obj.Invincible = 200
	for i := 0; i < 0x90; i++ {
		sim.Step(0)
	}
	// From x 236: standing flames where x+8 is a multiple of 16 while
	// within $80 of its start (+$C): 248 ... 344, seven, and the runner.
	if n := len(pieces(e, idGrassFire)); n != 8 {
		t.Errorf("%d flames after the run, want 8 (the runner and 7 standing)", n)
	}
	e.st.Cam.Y = 0
	e.st.Y = physics.FromPixels(200)
	for i := 0; i < 3; i++ {
		sim.Step(0)
	}
	if n := len(pieces(e, idGrassFire)); n != 0 {
		t.Errorf("%d flames left with the grass off screen, want none", n)
	}
}
