package specialstage

import "testing"

// box is a 7x7 stage walled all round with the player in the middle,
// resting on the floor when floor is true.
func box(inner Block) *Stage {
	s := &Stage{W: 7, H: 7, Blocks: make([]Block, 49), StartX: 3*24 + 12, StartY: 3*24 + 12, Rotation: StartRotation}
	for i := range s.Blocks {
		x, y := i%7, i/7
		if x == 0 || y == 0 || x == 6 || y == 6 {
			s.Blocks[i] = Solid
		}
	}
	s.Blocks[5*7+3] = inner
	return s
}

// docs/physics.md "Special Stage" "Maze Speeds and Angles": snapped_stage_angle is the angle
// rounded down to 4; movement_angle the nearest 90 degrees, negated.
func TestState_Snapped(t *testing.T) {
	st := State{Angle: 0x0700}
	if st.Snapped() != 4 {
		t.Errorf("snapped %#x", st.Snapped())
	}
	st.Angle = 0x2100
	if st.Snapped() != 0x20 || st.MovementAngle() != 0xC0 {
		t.Errorf("snapped %#x movement %#x", st.Snapped(), st.MovementAngle())
	}
}

// docs/physics.md "Special Stage": gravity 42/256 along the snapped angle; the stage turns by
// the rotation speed (start 0.25) after the player's events.
func TestSim_GravityAndRotation(t *testing.T) {
	s := box(Empty)
	s.Blocks[5*7+3] = Empty
	s.StartY = 2*24 + 12 // high in the box: falls
	m := New(s)
	m.Step(Input{})
	if st := m.State(); st.YSpeed != Gravity || st.XSpeed != 0 || st.Angle != StartRotation || st.Y != int32(s.StartY)<<16+Gravity<<8 {
		t.Errorf("after a frame: %+v", *st)
	}
}

// docs/physics.md "Special Stage" "Tile Checks" and the Falling routine: a block under the
// player stops Y Speed and sets block_hitting; a jump (Obj09_Jump) then
// leaves at $680 against gravity.
func TestSim_LandAndJump(t *testing.T) {
	m := New(box(Solid))
	for i := 0; i < 40; i++ {
		m.Step(Input{})
	}
	st := m.State()
	if !st.Hitting || st.YSpeed != 0 {
		t.Fatalf("not resting on the block: %+v", *st)
	}
	st.Angle = 0 // upright, for the check below
	m.Step(Input{Jump: true})
	if st.YSpeed != -JumpForce+Gravity {
		t.Errorf("jump: y speed %d, want %d", st.YSpeed, -JumpForce+Gravity)
	}
}

// docs/physics.md "Special Stage" "Up/Down Blocks": up doubles the rotation speed and turns
// into a down block; 48 frames pass before it acts again (the cooldown
// runs down only in frames touching no block: Obj09_ChkItems2).
func TestSim_UpBlock(t *testing.T) {
	m := New(box(Up))
	for i := 0; i < 40 && m.State().Rotation == StartRotation; i++ {
		m.Step(Input{})
	}
	st := m.State()
	if st.Rotation != 2*StartRotation || st.Blocks[5*7+3] != Down || st.UpDownTimer != Cooldown {
		t.Errorf("up block: rotation %#x block %v timer %d", st.Rotation, st.Blocks[5*7+3], st.UpDownTimer)
	}
	m.Step(Input{})
	if st.Rotation != 2*StartRotation {
		t.Errorf("acted again during the cooldown: %#x", st.Rotation)
	}
}

// docs/physics.md "Special Stage" "R Blocks": the rotation speed is negated.
func TestSim_ReverseBlock(t *testing.T) {
	m := New(box(Reverse))
	for i := 0; i < 40 && m.State().Rotation == StartRotation; i++ {
		m.Step(Input{})
	}
	if r := m.State().Rotation; r != -StartRotation {
		t.Errorf("rotation %#x", r)
	}
}

// docs/physics.md "Special Stage" "Bumper Blocks": repelled at 7 from the bumper's centre.
func TestSim_Bumper(t *testing.T) {
	m := New(box(Bumper))
	for i := 0; i < 40 && m.State().YSpeed >= 0; i++ {
		m.Step(Input{})
	}
	if st := m.State(); st.YSpeed > -BumperForce+256 {
		t.Errorf("bumper: speeds %d,%d", st.XSpeed, st.YSpeed)
	}
}

// Rings are collected under the player's centre; the goal starts the
// exit spin (Obj09_GOAL, Obj09_ExitStage: +$40 a frame, the game leaves
// the stage when the speed reaches $1800).
func TestSim_RingAndGoal(t *testing.T) {
	s := box(Goal)
	s.Blocks[4*7+3] = Ring
	m := New(s)
	st := m.State()
	for i := 0; i < 60 && st.Phase == Playing; i++ {
		m.Step(Input{})
	}
	if st.Rings != 1 || st.Phase != Exiting || s.Blocks[4*7+3] != Ring {
		t.Fatalf("rings %d phase %v (the stage itself must stay unchanged)", st.Rings, st.Phase)
	}
	r0, x0, y0 := st.Rotation, st.X, st.Y
	n := 0
	for !st.Cleared && n < 200 {
		m.Step(Input{Right: true, Jump: true})
		n++
	}
	if want := int(ExitEndRotation-r0) / 0x40; n != want || st.Rotation != ExitEndRotation {
		t.Errorf("cleared after %d frames at rotation %#x, want %d frames at $1800", n, st.Rotation, want)
	}
	if st.X != x0 || st.Y != y0 {
		t.Errorf("the player moved while exiting")
	}
	m.Step(Input{})
	if !st.Cleared || st.Rotation != ExitEndRotation+0x40 {
		t.Errorf("after the end: cleared %v rotation %#x (the spin goes on during the fade)", st.Cleared, st.Rotation)
	}
}

// Stepping allocates nothing; Save/Restore rewinds.
func TestSim_StepAllocsRewind(t *testing.T) {
	m := New(box(Up))
	var st State
	m.Save(&st)
	if n := testing.AllocsPerRun(100, func() { m.Step(Input{Right: true}) }); n != 0 {
		t.Errorf("Step allocates %v", n)
	}
	m.Restore(&st)
	if m.State().Frame != 0 || m.State().Blocks[5*7+3] != Up {
		t.Errorf("restore: %+v", *m.State())
	}
}

// Obj09_UPblock: an up block does nothing while the speed is already
// doubled (bit 6 of the speed clear).
func TestSim_UpBlockWhenFast(t *testing.T) {
	m := New(box(Up))
	m.State().Rotation = 2 * StartRotation
	for i := 0; i < 40 && m.State().UpDownTimer == 0; i++ {
		m.Step(Input{})
	}
	if st := m.State(); st.Rotation != 2*StartRotation || st.Blocks[5*7+3] != Up {
		t.Errorf("rotation %#x block %v", st.Rotation, st.Blocks[5*7+3])
	}
}

// Obj09_Move: Ground Speed moves the player along the movement angle and
// a block in the way stops it (Ground Speed 0, position kept).
func TestSim_MoveIntoWall(t *testing.T) {
	m := New(box(Solid))
	st := m.State()
	st.Rotation = 0
	for i := 0; i < 30; i++ {
		m.Step(Input{})
	}
	x0 := st.X
	m.Step(Input{Right: true})
	if st.GSpeed != Acceleration || st.X != x0+Acceleration*256 {
		t.Fatalf("walk: gsp %d x %#x from %#x", st.GSpeed, st.X, x0)
	}
	for i := 0; i < 200; i++ {
		m.Step(Input{Right: true})
	}
	if st.GSpeed != 0 || st.X>>16 != 6*24-12-1 { // the wall column starts at 144: centre + 12 < 144
		t.Errorf("not stopped by the wall: gsp %d x %d", st.GSpeed, st.X>>16)
	}
}

func BenchmarkSim_StepMaze(b *testing.B) {
	m := New(box(Bumper))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		m.Step(Input{Right: i&64 == 0, Left: i&64 != 0, Jump: i&32 == 0})
	}
}
