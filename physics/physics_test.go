package physics

import (
	"testing"

	"loopwright/heightmask"
	"loopwright/layers"
)

func newSim(t *testLevel, v Variant, x, y int) *Sim {
	return New(t.Lvl, Config{Variant: v}, layers.Point{X: x, Y: y})
}

// docs/physics.md "Slope Collision" / solid-tiles "Floor Sensors": ground top at Y 736 puts the
// standing player at Y 716.
func TestSim_StandOnGround(t *testing.T) {
	tl := flatLevel()
	for _, y0 := range []int{716, 712, 720} {
		s := newSim(tl, S2, 300, y0)
		if s.Record().Grounded != true {
			t.Fatalf("spawn at y %d: not grounded", y0)
		}
		run(s, 0, 3)
		if got := s.Record().Y; got != FromPixels(716) {
			t.Errorf("spawn at y %d: y = %v, want 716", y0, got)
		}
	}
	// Too far above: airborne at spawn, then falls and lands at 716.
	s := newSim(tl, S2, 300, 600)
	if s.Record().Grounded {
		t.Fatal("spawn 116 px above ground is grounded")
	}
	run(s, 0, 60)
	if r := s.Record(); !r.Grounded || r.Y.Pixel() != 716 {
		t.Errorf("after falling: grounded %v y %v, want true 716", r.Grounded, r.Y)
	}
}

// docs/physics.md "Slope Collision" "Push Sensors": a wall whose left side is at X 704 stops a
// player running right at X 693; one whose right side is at X 831 stops a
// player running left at X 842.
func TestSim_PushSensorsStopAtWalls(t *testing.T) {
	tl := flatLevel()
	tl.Fill(pathAB, 44, 30, 52, 46) // x 704..831
	s := newSim(tl, S2, 500, 716)
	run(s, Right, 200)
	r := s.Record()
	if r.X.Pixel() != 693 || r.GSpeed != 0 {
		t.Errorf("running right: x %v gsp %v, want 693, 0", r.X, r.GSpeed)
	}
	if !r.Pushing {
		t.Error("running right into the wall: not pushing")
	}
	s = newSim(tl, S2, 1100, 716)
	run(s, Left, 200)
	if r := s.Record(); r.X.Pixel() != 842 || r.GSpeed < -Acceleration {
		t.Errorf("running left: x %v gsp %v, want 842, 0", r.X, r.GSpeed)
	}
	// Moving away from the wall is not stopped.
	run(s, Right, 10)
	if r := s.Record(); r.GSpeed <= 0 {
		t.Errorf("moving away from the wall: gsp %v", r.GSpeed)
	}
}

// docs/physics.md "Slope Collision" "Balancing On Edges": on a ledge whose right edge is X 2655
// the player balances from X 2656 and falls at X 2665.
func TestSim_BalanceAndLedge(t *testing.T) {
	tl := newTestLevel(256, 56)
	tl.Fill(pathAB, 0, 46, 166, 56) // right edge x 2655
	for x := 2650; x <= 2666; x++ {
		s := newSim(tl, S2, x, 716)
		s.Step(0)
		s.Step(0)
		r := s.Record()
		wantBalance := x >= 2656 && x < 2665
		if (r.State == "balancing") != wantBalance {
			t.Errorf("x %d: state %q, balancing want %v", x, r.State, wantBalance)
		}
		if r.Grounded != (x < 2665) {
			t.Errorf("x %d: grounded %v", x, r.Grounded)
		}
	}
}

// docs/physics.md "States" "Running": from rest, holding right reaches Ground Speed 6 in
// exactly 128 frames and never exceeds it.
func TestSim_AccelerateToTopSpeed(t *testing.T) {
	tl := flatLevel()
	s := newSim(tl, S2, 100, 716)
	for f := 1; f <= 400; f++ {
		s.Step(Right)
		g := s.Record().GSpeed
		if g > TopSpeed {
			t.Fatalf("frame %d: gsp %v > 6", f, g)
		}
		if (g == TopSpeed) != (f >= 128) {
			t.Fatalf("frame %d: gsp %v", f, g)
		}
	}
}

// docs/physics.md "States" "Deceleration": turning around; crossing zero gives 0.5 the
// other way. The games' carry test makes exactly 0.5 right + Left give 0
// but exactly -0.5 + Right give +0.5 (docs/assumptions.md).
func TestSim_DecelerationQuirk(t *testing.T) {
	tl := flatLevel()
	s := newSim(tl, S2, 300, 716)
	run(s, Right, 10) // gsp 120/256
	s.Step(Left)
	if g := s.Record().GSpeed; g != -128 {
		t.Errorf("turn left from 120/256: gsp %d, want -128", g)
	}
	s.Step(Right)
	if g := s.Record().GSpeed; g != 128 {
		t.Errorf("turn right from -128/256: gsp %d, want 128", g)
	}
	s.Step(Left)
	if g := s.Record().GSpeed; g != 0 {
		t.Errorf("turn left from exactly 128/256: gsp %d, want 0", g)
	}
}

// docs/physics.md "States" "Friction" and "Skidding".
func TestSim_FrictionAndSkid(t *testing.T) {
	tl := flatLevel()
	s := newSim(tl, S2, 300, 716)
	run(s, Right, 100) // 1200/256
	s.Step(0)
	if g := s.Record().GSpeed; g != 1200-12 {
		t.Errorf("friction: gsp %d, want 1188", g)
	}
	s.Step(Left)
	if st := s.Record().State; st != "skidding" {
		t.Errorf("turning at speed >= 4: state %q, want skidding", st)
	}
	run(s, 0, 200)
	if g := s.Record().GSpeed; g != 0 {
		t.Errorf("friction to rest: gsp %d", g)
	}
}

// docs/physics.md "States" "Top Speed": Sonic 1 caps Ground Speed to 6 when pressing
// forward above top speed; Sonic 2 keeps the higher speed.
func TestSim_TopSpeedVariants(t *testing.T) {
	tl := flatLevel()
	for _, c := range []struct {
		v    Variant
		want Fixed
	}{{S1, TopSpeed}, {S2, 2560}, {S3K, 2560}} {
		s := newSim(tl, c.v, 300, 716)
		s.st.GSpeed = 2560
		s.Step(Right)
		if g := s.Record().GSpeed; g != c.want {
			t.Errorf("%v: gsp %d, want %d", c.v, g, c.want)
		}
	}
}

// docs/physics.md "States" "Running": crouching and looking up when standing still.
func TestSim_CrouchAndLookUp(t *testing.T) {
	tl := flatLevel()
	s := newSim(tl, S2, 300, 716)
	s.Step(Down)
	if st := s.Record().State; st != "crouching" {
		t.Errorf("Down at rest: %q", st)
	}
	if s.Record().HeightRadius != 19 {
		t.Errorf("crouching changed the height radius")
	}
	s.Step(Up)
	if st := s.Record().State; st != "looking_up" {
		t.Errorf("Up at rest: %q", st)
	}
}

// docs/physics.md "Slope Physics" "Slope Momentum": the slope factor slows the player uphill
// and is not applied at Ground Speed 0 in s1/s2 but is in s3k when it is
// at least 13 sub-pixels.
func TestSim_SlopeFactor(t *testing.T) {
	tl := slopeLevel()
	for _, c := range []struct {
		v     Variant
		moved bool
	}{{S1, false}, {S2, false}, {CD, false}, {S3K, true}, {Mania, true}} {
		s := newSim(tl, c.v, 480, 736-160-20)
		run(s, 0, 2)
		a := s.Record().Angle
		if a < 0xD8 || a > 0xE8 {
			t.Fatalf("%v: angle on the slope %#x", c.v, a)
		}
		s.st.GSpeed = 0
		s.st.MoveLock = 0
		x0 := s.Record().X
		s.Step(0)
		moved := s.Record().GSpeed != 0 || s.Record().X != x0
		if moved != c.moved {
			t.Errorf("%v: standing on a 45 degree slope moved = %v, want %v", c.v, moved, c.moved)
		}
	}
	// Running up a gentler slope (the 45-degree one snaps back to 0 in s2
	// from flat ground: the difference is exactly 0x20) loses speed.
	tl = gentleLevel()
	s := newSim(tl, S2, 200, 716)
	run(s, Right, 130)
	g0 := s.Record().GSpeed
	if a := s.Record().Angle; a == 0 {
		t.Fatalf("not on the slope: x %v", s.Record().X)
	}
	run(s, 0, 5)
	if g := s.Record().GSpeed; g >= g0-5*Friction {
		t.Errorf("uphill: gsp %d after %d", g, g0)
	}
}

// steepLevel has a vertical wall (x >= 800) and floor: for slips.
func steepLevel() *testLevel {
	tl := newTestLevel(128, 56)
	tl.Raster(pathAB, 0, 30, 128, 56, func(x, y int) bool {
		return y >= 736 || x >= 800
	})
	return tl
}

// docs/physics.md "Slope Physics" "Falling and Slipping Down Slopes": on a wall below 2.5 the
// s1/s2/cd player detaches with Ground Speed 0 and a 30-frame lock; the
// s3k player detaches too (steeper than the fall range) without clearing
// Ground Speed.
func TestSim_SlipFromWall(t *testing.T) {
	tl := steepLevel()
	for _, v := range []Variant{S1, S2, CD, S3K} {
		s := newSim(tl, v, 780, 600)
		s.st.Air = false
		s.st.Angle = 0xC0
		s.st.GSpeed = 0x100
		s.st.XSpeed, s.st.YSpeed = 0, -0x100
		s.Step(0)
		r := s.Record()
		if r.Grounded || r.ControlLock != 30 {
			t.Errorf("%v: grounded %v lock %d, want airborne, 30", v, r.Grounded, r.ControlLock)
		}
		wantG := Fixed(0)
		if v == S3K {
			wantG = r.GSpeed // not cleared (any value)
		}
		if v != S3K && r.GSpeed != wantG {
			t.Errorf("%v: gsp %d, want 0", v, r.GSpeed)
		}
	}
}

// docs/physics.md "Slope Physics" "Sonic 3 Method": on a 35-69 degree slope the s3k player slips
// (Ground Speed +-0.5, lock) without falling.
func TestSim_S3KSlip(t *testing.T) {
	tl := slopeLevel()
	s := newSim(tl, S3K, 480, 736-160-20)
	run(s, 0, 2)
	s.st.GSpeed, s.st.MoveLock = 0x10, 0
	s.Step(0)
	r := s.Record()
	if !r.Grounded || r.ControlLock != 30 {
		t.Fatalf("s3k slip on 45 degrees: grounded %v lock %d", r.Grounded, r.ControlLock)
	}
	if r.GSpeed >= 0 {
		t.Errorf("s3k slip: gsp %d, want pushed down the slope (negative)", r.GSpeed)
	}
	// s2 on the same slope: 45 degrees (0xE0) is floor range, no slip.
	s = newSim(tl, S2, 480, 736-160-20)
	run(s, 0, 2)
	s.st.GSpeed, s.st.MoveLock = 0x10, 0
	s.Step(0)
	if r := s.Record(); r.ControlLock != 0 || !r.Grounded {
		t.Errorf("s2 on 45 degrees: lock %d grounded %v", r.ControlLock, r.Grounded)
	}
}

// docs/physics.md "States" "Control Lock": counts down only while grounded; friction
// applies while locked only without Left/Right.
func TestSim_ControlLock(t *testing.T) {
	tl := flatLevel()
	s := newSim(tl, S2, 300, 716)
	s.st.MoveLock = 5
	s.st.GSpeed = 0x300
	s.Step(Right)
	r := s.Record()
	if r.GSpeed != 0x300 || r.ControlLock != 4 {
		t.Errorf("locked with Right: gsp %#x lock %d, want 0x300 4", r.GSpeed, r.ControlLock)
	}
	s.Step(0)
	if r := s.Record(); r.GSpeed != 0x300-12 {
		t.Errorf("locked, no input: gsp %#x, want friction", r.GSpeed)
	}
	// Airborne: paused.
	s = newSim(tl, S2, 300, 500)
	s.st.MoveLock = 5
	run(s, 0, 3)
	if r := s.Record(); r.ControlLock != 5 {
		t.Errorf("airborne: lock %d, want 5", r.ControlLock)
	}
}

// docs/physics.md "States" "Rolling": starting a roll (Height Radius 14, Y + 5), roll
// friction, deceleration with its 0.5 quirk, unrolling (Y - 5).
func TestSim_Rolling(t *testing.T) {
	tl := flatLevel()
	s := newSim(tl, S2, 300, 716)
	s.Step(Down)
	if s.Record().Rolling {
		t.Fatal("rolled from rest")
	}
	run(s, Right, 20) // 240
	s.Step(Down)
	r := s.Record()
	if !r.Rolling || r.HeightRadius != 14 || r.WidthRadius != 7 || r.Y != FromPixels(721) {
		t.Fatalf("roll: rolling %v radii %d/%d y %v", r.Rolling, r.WidthRadius, r.HeightRadius, r.Y)
	}
	g := r.GSpeed
	s.Step(0)
	if r := s.Record(); r.GSpeed != g-RollFriction {
		t.Errorf("roll friction: %d -> %d", g, r.GSpeed)
	}
	s.Step(Left)
	if r := s.Record(); r.GSpeed != g-2*RollFriction-RollDeceleration {
		t.Errorf("roll deceleration: gsp %d", r.GSpeed)
	}
	s.Step(Left) // 240-12-32-6 = 190: 190-32-6
	s.st.GSpeed = 0x10
	s.Step(Left) // crosses zero: -0x80, then friction
	if r := s.Record(); r.GSpeed != -0x80+RollFriction {
		t.Errorf("roll turn quirk: gsp %d, want %d", r.GSpeed, -0x80+RollFriction)
	}
	s.st.GSpeed = 3
	s.Step(0)
	if r := s.Record(); r.Rolling || r.Y != FromPixels(716) || r.HeightRadius != 19 {
		t.Errorf("unroll: rolling %v y %v radius %d", r.Rolling, r.Y, r.HeightRadius)
	}
}

// docs/physics.md "States" "Rolling" "Top Speed": X Speed is capped at 16 while rolling.
func TestSim_RollSpeedCap(t *testing.T) {
	tl := flatLevel()
	s := newSim(tl, S2, 300, 716)
	run(s, Right, 20)
	s.Step(Down)
	s.st.GSpeed = 0x1400
	s.Step(0)
	if r := s.Record(); r.XSpeed != RollSpeedCap {
		t.Errorf("x speed %d, want 4096", r.XSpeed)
	}
}

// docs/physics.md "Slope Collision" "Jump Check", summary thread: the jump frame quirk (no
// movement, Y + 5), jump force 6.5 (Knuckles 6), release clamp -4,
// gravity after moving.
func TestSim_Jump(t *testing.T) {
	tl := flatLevel()
	for _, c := range []struct {
		ch   Character
		want Fixed
	}{{Sonic, -0x680}, {Tails, -0x680}, {Knuckles, -0x600}} {
		s := New(tl.Lvl, Config{Character: c.ch}, layers.Point{X: 300, Y: 736 - 1 - SizesOf(c.ch, S2).Standing.H})
		y0 := s.Record().Y
		s.Step(Jump)
		r := s.Record()
		if r.YSpeed != c.want || r.Grounded || !r.Rolling || r.State != "jumping" {
			t.Errorf("%v: ysp %d grounded %v rolling %v state %s", c.ch, r.YSpeed, r.Grounded, r.Rolling, r.State)
		}
		shift := SizesOf(c.ch, S2).Standing.H - SizesOf(c.ch, S2).Rolling.H
		if r.Y != y0+FromPixels(shift) {
			t.Errorf("%v: jump frame y %v, want %v", c.ch, r.Y, y0+FromPixels(shift))
		}
		s.Step(Jump)
		if r := s.Record(); r.YSpeed != c.want+Gravity || r.Y != y0+FromPixels(shift)+c.want {
			t.Errorf("%v: second frame ysp %d y %v", c.ch, r.YSpeed, r.Y)
		}
		s.Step(0)
		if r := s.Record(); r.YSpeed != JumpRelease+Gravity {
			t.Errorf("%v: release: ysp %d, want -4 + gravity", c.ch, r.YSpeed)
		}
	}
	// A held jump does not jump again.
	s := newSim(tl, S2, 300, 716)
	s.st.PrevInput = Jump
	s.Step(Jump)
	if !s.Record().Grounded {
		t.Error("held jump jumped")
	}
}

// docs/physics.md "Slope Collision" "Jump Check": no jump with a ceiling closer than 6 px to C/D.
func TestSim_LowCeilingNoJump(t *testing.T) {
	for _, c := range []struct {
		ceilBottom int // last solid row of the ceiling
		jumps      bool
	}{{716 - 19 - 5, false}, {716 - 19 - 6, false}, {716 - 19 - 7, true}, {716 - 19 - 8, true}} {
		tl := flatLevel()
		cb := c.ceilBottom
		tl.Raster(pathAB, 0, 20, 64, 46, func(x, y int) bool { return y <= cb })
		s := newSim(tl, S2, 300, 716)
		s.Step(Jump)
		if jumped := !s.Record().Grounded; jumped != c.jumps {
			t.Errorf("ceiling bottom at %d: jumped %v, want %v (C dist %d)", cb, jumped, c.jumps, s.Record().Sensors[2].Distance)
		}
	}
}

// docs/physics.md "Slope Physics" and solid-tiles "Jumping At Angles": the jump velocity is
// rotated by the ground angle and added to X/Y Speed.
func TestSim_JumpAtAngle(t *testing.T) {
	tl := slopeLevel()
	s := newSim(tl, S2, 480, 736-160-20)
	run(s, 0, 2)
	a := s.Record().Angle
	s.st.GSpeed = 0
	s.st.XSpeed, s.st.YSpeed = 0, 0
	s.Step(Jump)
	r := s.Record()
	sin, cos := SinCos(a - 0x40)
	if r.XSpeed != Fixed((cos*0x680)>>8) || r.YSpeed != Fixed((sin*0x680)>>8) {
		t.Errorf("angle %#x: speeds %d,%d", a, r.XSpeed, r.YSpeed)
	}
	if r.XSpeed >= 0 {
		t.Errorf("jumping off a slope rising right should push left: xsp %d", r.XSpeed)
	}
}

// docs/physics.md "States" "Rolling Jump": a jump from a roll keeps the
// standing radii (Sonic_Jump sets them before it tests the roll, and
// does not move Y); landing then moves Y up by 5 in Sonic 1 and 2
// (Sonic_ResetOnFloor's subq.w #5, a pop the ground sensor takes back the
// next frame) but not in Sonic 3 & Knuckles, which moves it by the radius
// the player has (Player_TouchFloor; conformance aiz2-rolljump).
func TestSim_RollJumpLanding(t *testing.T) {
	tl := flatLevel()
	for _, c := range []struct {
		v    Variant
		land int // Y on the landing frame
	}{{S1, 711}, {S2, 711}, {S3K, 716}} {
		s := newSim(tl, c.v, 300, 716)
		run(s, Right, 30)
		s.Step(Down)
		if r := s.Record(); !r.Rolling || r.Y != FromPixels(721) {
			t.Fatalf("%v: roll: rolling %v y %v", c.v, r.Rolling, r.Y)
		}
		s.Step(Jump)
		if r := s.Record(); r.Grounded || !r.Rolling || r.HeightRadius != 19 || r.WidthRadius != 9 || r.Y.Pixel() != 721 {
			t.Fatalf("%v: jump from the roll: grounded %v rolling %v radii %d/%d y %d, want the standing radii and y 721", c.v, r.Grounded, r.Rolling, r.WidthRadius, r.HeightRadius, r.Y.Pixel())
		}
		for i := 0; i < 120 && !s.Record().Grounded; i++ {
			s.Step(Jump)
		}
		r := s.Record()
		if !r.Grounded || r.Rolling || r.Y.Pixel() != c.land {
			t.Errorf("%v: landing: grounded %v rolling %v y %d, want y %d", c.v, r.Grounded, r.Rolling, r.Y.Pixel(), c.land)
		}
	}
}

// docs/physics.md "States" "Rolling Jump": no air control after a rolling jump, except
// in cd and mania.
func TestSim_RollJumpAirControl(t *testing.T) {
	tl := flatLevel()
	for _, c := range []struct {
		v       Variant
		control bool
	}{{S1, false}, {S2, false}, {S3K, false}, {CD, true}, {Mania, true}} {
		s := newSim(tl, c.v, 300, 716)
		run(s, Right, 30)
		s.Step(Down)
		s.Step(Jump)
		x0 := s.Record().XSpeed
		s.Step(Jump | Left)
		changed := s.Record().XSpeed != x0-x0>>5 && s.Record().XSpeed != x0
		if changed != c.control {
			t.Errorf("%v: air control after roll jump = %v, want %v", c.v, changed, c.control)
		}
	}
}

// docs/physics.md "States" "Air State": air acceleration 0.09375, the air top speed
// (s2 clamps a faster X Speed, s3k does not), air drag, gravity, the CD
// Y Speed cap and the rotation back to 0.
func TestSim_Air(t *testing.T) {
	tl := flatLevel()
	s := newSim(tl, S2, 300, 300)
	s.Step(Right)
	if r := s.Record(); r.XSpeed != AirAcceleration || r.YSpeed != Gravity {
		t.Errorf("air accel: xsp %d ysp %d", r.XSpeed, r.YSpeed)
	}
	for _, c := range []struct {
		v    Variant
		want Fixed
	}{{S2, TopSpeed}, {S1, TopSpeed}, {CD, TopSpeed}, {S3K, 0x800}, {Mania, 0x800}} {
		s := newSim(tl, c.v, 300, 300)
		s.st.XSpeed = 0x800
		s.Step(Right)
		if r := s.Record(); r.XSpeed != c.want {
			t.Errorf("%v: air top speed: xsp %d, want %d", c.v, r.XSpeed, c.want)
		}
	}
	// Drag: only while -4 <= Y Speed < 0.
	s = newSim(tl, S2, 300, 300)
	s.st.XSpeed, s.st.YSpeed = 0x400, -0x200
	s.Step(0)
	if r := s.Record(); r.XSpeed != 0x400-0x20 {
		t.Errorf("air drag: xsp %#x", r.XSpeed)
	}
	s.st.XSpeed, s.st.YSpeed = 0x400, -0x500
	s.Step(0)
	if r := s.Record(); r.XSpeed != 0x400 {
		t.Errorf("no drag at ysp -5: xsp %#x", r.XSpeed)
	}
	// Rotation back to 0.
	s.st.Angle = 0x05
	s.Step(0)
	if a := s.Record().Angle; a != 3 {
		t.Errorf("rotation: %d", a)
	}
	s.st.Angle = 0xFF
	s.Step(0)
	if a := s.Record().Angle; a != 0 {
		t.Errorf("rotation: %d", a)
	}
	// Y Speed cap: only CD.
	for _, v := range []Variant{S1, S2, CD} {
		tall := newTestLevel(16, 400)
		s := New(tall.Lvl, Config{Variant: v}, layers.Point{X: 100, Y: 100})
		run(s, 0, 120)
		ys := s.Record().YSpeed
		if (v == CD) != (ys == MaxFallCD) || ys > 120*Gravity {
			t.Errorf("%v: fall speed after 120 frames %d", v, ys)
		}
	}
}

// docs/physics.md "Slope Physics" "Landing on the Ground" "When Falling Downwards": flat (Ground
// Speed = X Speed), slope (half Y Speed), steep (full Y Speed).
func TestSim_Landing(t *testing.T) {
	tl := slopeLevel()
	// Flat.
	s := newSim(tl, S2, 100, 600)
	s.st.XSpeed = 0x300
	for !s.Record().Grounded {
		s.Step(0)
	}
	if r := s.Record(); r.GSpeed != r.XSpeed || r.Angle != 0 {
		t.Errorf("flat landing: gsp %d xsp %d angle %#x", r.GSpeed, r.XSpeed, r.Angle)
	}
	// 45 degrees, falling straight down: steep range (0xE0), gsp = -ysp.
	s = newSim(tl, S2, 480, 400)
	for i := 0; i < 100 && !s.Record().Grounded; i++ {
		s.Step(0)
	}
	r := s.Record()
	if !r.Grounded || r.Angle != 0xE0 {
		t.Fatalf("slope landing: grounded %v angle %#x", r.Grounded, r.Angle)
	}
	if r.XSpeed != 0 || r.GSpeed >= 0 || r.GSpeed != -r.YSpeed {
		t.Errorf("steep landing: xsp %d ysp %d gsp %d", r.XSpeed, r.YSpeed, r.GSpeed)
	}
}

// Landing on a shallower slope (0xF0 range) halves Y Speed.
func TestSim_LandingHalfSteep(t *testing.T) {
	tl := newTestLevel(64, 56)
	tl.Raster(pathAB, 0, 20, 64, 56, func(x, y int) bool { return y >= 736-(x-200)/2 })
	s := newSim(tl, S2, 500, 300)
	var ysp Fixed
	for i := 0; i < 200 && !s.Record().Grounded; i++ {
		ysp = s.Record().YSpeed + Gravity
		s.Step(0)
	}
	r := s.Record()
	if !r.Grounded || (r.Angle+0x10)&0x20 == 0 || (r.Angle+0x20)&0x40 != 0 {
		t.Fatalf("grounded %v angle %#x", r.Grounded, r.Angle)
	}
	_ = ysp
	if r.GSpeed != -r.YSpeed || r.XSpeed != 0 && r.GSpeed == r.XSpeed {
		t.Errorf("half-steep landing: xsp %d ysp %d gsp %d", r.XSpeed, r.YSpeed, r.GSpeed)
	}
}

// docs/physics.md "Slope Physics" "When Going Upward": a flat ceiling bumps the head (Y Speed
// 0); a steep one is landed on.
func TestSim_Ceilings(t *testing.T) {
	tl := flatLevel()
	tl.Fill(pathAB, 0, 30, 64, 36) // ceiling bottom at y 575
	s := newSim(tl, S2, 300, 716)
	s.Step(Jump)
	for i := 0; i < 40 && s.Record().YSpeed < 0; i++ {
		s.Step(Jump)
	}
	r := s.Record()
	if r.Y.Pixel()-r.HeightRadius < 576 {
		t.Errorf("head inside the ceiling: y %v", r.Y)
	}
	// Steep ceiling: 45 degrees (angle 0xA0 region, reattach).
	tl = flatLevel()
	tl.Raster(pathAB, 0, 20, 64, 46, func(x, y int) bool { return y <= 600+(x-300) })
	s = newSim(tl, S2, 300, 716)
	s.Step(Jump)
	landed := false
	for i := 0; i < 60; i++ {
		s.Step(Jump)
		if r := s.Record(); r.Grounded && r.Angle != 0 {
			landed = true
			if r.Mode != RightWall && r.Mode != Ceiling && r.Mode != LeftWall {
				t.Errorf("ceiling landing mode %v angle %#x", r.Mode, r.Angle)
			}
			break
		}
	}
	if !landed {
		t.Error("did not land on the steep ceiling")
	}
}

// docs/physics.md "Solid Tiles": sensor regression and extension, distance to the surface
// (not the block), flipped and hanging (negative) heights.
func TestSense(t *testing.T) {
	tl := newTestLevel(8, 8)
	half := heightsMask([16]int8{8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8}, 0)
	tl.Set(pathAB, 1, 3, half, false, false, heightmask.SolidAll) // y 56..63 solid
	tl.Fill(pathAB, 1, 4, 2, 5)                                   // full below
	l := tl.Lvl
	for _, c := range []struct {
		y, want int
		found   bool
	}{
		{40, 15, true},  // empty block: extension, surface at 56
		{55, 0, true},   // just above
		{56, -1, true},  // inside the half tile
		{60, -5, true},  // deeper
		{70, -15, true}, // full block: regression to the half tile
		{24, 23, false}, // nothing within two blocks: to the end of the second
	} {
		p := Sense(l, layers.PathA, heightmask.Down, 20, c.y, true, nil)
		if p.Distance != c.want || p.Found != c.found {
			t.Errorf("down at y %d: distance %d found %v, want %d %v", c.y, p.Distance, p.Found, c.want, c.found)
		}
	}
	// Up sensor under a hanging (y-flipped) half tile: surface at y 55.
	tl = newTestLevel(8, 8)
	tl.Set(pathAB, 1, 3, half, false, true, heightmask.SolidAll) // y 48..55
	p := Sense(tl.Lvl, layers.PathA, heightmask.Up, 20, 60, false, nil)
	if p.Distance != 4 || !p.Found || p.Surface != 55 {
		t.Errorf("up under a flipped tile: %+v", p)
	}
	// Top-solid tiles are seen only by floor sensors.
	tl = newTestLevel(8, 8)
	tl.Set(pathAB, 1, 3, half, false, false, heightmask.SolidTop)
	if p := Sense(tl.Lvl, layers.PathA, heightmask.Down, 20, 50, true, nil); p.Distance != 5 {
		t.Errorf("floor sensor on top-solid: %d", p.Distance)
	}
	if p := Sense(tl.Lvl, layers.PathA, heightmask.Down, 20, 50, false, nil); p.Found {
		t.Errorf("push sensor saw a top-solid tile")
	}
	// Walls: right sensor against a left-flipped width.
	tl = newTestLevel(8, 8)
	tl.Fill(pathAB, 3, 0, 4, 8) // x 48..63
	if p := Sense(tl.Lvl, layers.PathA, heightmask.Right, 40, 20, false, nil); p.Distance != 7 {
		t.Errorf("right sensor: %d", p.Distance)
	}
	if p := Sense(tl.Lvl, layers.PathA, heightmask.Left, 70, 20, false, nil); p.Distance != 6 {
		t.Errorf("left sensor: %d", p.Distance)
	}
	// Flipped tile angles.
	slope := heightsMask([16]int8{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}, 0xE0)
	tl = newTestLevel(8, 8)
	tl.Set(pathAB, 1, 3, slope, true, false, heightmask.SolidAll)
	if p := Sense(tl.Lvl, layers.PathA, heightmask.Down, 20, 50, true, nil); p.Angle != 0x20 {
		t.Errorf("x-flipped angle %#x, want 0x20", p.Angle)
	}
}

// docs/physics.md "Slope Collision" "Ground Sensors": the stick distance is 14 in s1 and
// min(|X Speed| + 4, 14) from s2 on.
func TestSim_StickDistance(t *testing.T) {
	tl := newTestLevel(64, 56)
	tl.Fill(pathAB, 0, 46, 20, 56)  // top 736 up to x 319
	tl.Fill(pathAB, 20, 46, 64, 56) // same height...
	// A 10 px step down at x 320.
	tl = newTestLevel(64, 56)
	tl.Raster(pathAB, 0, 40, 64, 56, func(x, y int) bool {
		if x >= 320 {
			return y >= 746
		}
		return y >= 736
	})
	for _, c := range []struct {
		v     Variant
		stays bool
	}{{S1, true}, {S2, false}} {
		s := newSim(tl, c.v, 300, 716)
		s.st.GSpeed = 0x300 // 3 px/frame: s2 limit 7
		run(s, 0, 12)
		stays := true
		_ = stays
		r := s.Record()
		if c.stays != r.Grounded {
			t.Errorf("%v: grounded %v after a 10 px step down at 3 px/frame", c.v, r.Grounded)
		}
	}
}

// docs/physics.md "Slope Collision" "Angles of Flagged Tiles": from s2 on, a tile angle 45
// degrees or more from the current angle snaps to the nearest right angle.
func TestSim_AngleSnap(t *testing.T) {
	tl := newTestLevel(32, 56)
	tl.Fill(pathAB, 0, 46, 8, 56)
	odd := fullMask()
	odd.Flagged, odd.Angle = false, 0xC8
	for bx := 8; bx < 32; bx++ {
		tl.Set(pathAB, bx, 46, odd, false, false, heightmask.SolidAll)
	}
	for _, c := range []struct {
		v    Variant
		want uint8
	}{{S1, 0xC8}, {S2, 0}} {
		s := newSim(tl, c.v, 100, 716)
		for i := 0; i < 200; i++ {
			s.Step(Right)
			if s.Record().Sensors[0].AnchorX >= 128 {
				break
			}
		}
		if a := s.Record().Angle; a != c.want {
			t.Errorf("%v: angle %#x, want %#x", c.v, a, c.want)
		}
	}
}

// docs/physics.md "Solid Terrain": layer switchers run every frame with the grounded state; the
// sensors use the current path.
func TestSim_LayerSwitchers(t *testing.T) {
	tl := newTestLevel(64, 56)
	tl.Fill(pathA, 0, 46, 64, 56)
	tl.Fill(pathB, 0, 46, 30, 56) // path B ends at x 480
	tl.Lvl.Switchers = []layers.Switcher{{X: 400, Y: 700, Radius: 64,
		Layer: [2]layers.Path{layers.PathA, layers.PathB}, Priority: [2]layers.Priority{layers.Low, layers.High}}}
	s := newSim(tl, S2, 300, 716)
	for i := 0; i < 200 && s.Record().X.Pixel() < 400; i++ {
		s.Step(Right)
	}
	r := s.Record()
	if r.Path != layers.PathB || r.Priority != layers.High {
		t.Fatalf("after crossing: path %v priority %v", r.Path, r.Priority)
	}
	for i := 0; i < 100 && s.Record().Grounded; i++ {
		s.Step(Right)
	}
	if x := s.Record().X.Pixel(); x < 480 || x > 500 {
		t.Errorf("path B ledge: fell at x %d", x)
	}
}

// docs/physics.md "Characters": character sizes.
func TestSizesOf(t *testing.T) {
	if s := SizesOf(Sonic, S2); s.Standing != (Size{9, 19}) || s.Rolling != (Size{7, 14}) || s.Crouching != (Size{9, 10}) || !s.CrouchHitbox {
		t.Errorf("sonic %+v", s)
	}
	if s := SizesOf(Tails, S2); s.Standing != (Size{9, 15}) || s.Rolling != (Size{7, 14}) || s.CrouchHitbox {
		t.Errorf("tails %+v", s)
	}
	if s := SizesOf(Knuckles, S3K); s.Standing != (Size{9, 19}) || s.CrouchHitbox {
		t.Errorf("knuckles %+v", s)
	}
	if SizesOf(Sonic, S3K).CrouchHitbox {
		t.Error("s3k crouch hitbox")
	}
	if JumpForce(Knuckles) != 0x600 || JumpForce(Tails) != 0x680 {
		t.Error("jump forces")
	}
}

func TestFixed_String(t *testing.T) {
	for v, want := range map[Fixed]string{
		0: "0", 256: "1", 96*256 + 12: "96.046875", -128: "-0.5", 1: "0.00390625", -1: "-0.00390625", -0x680: "-6.5",
	} {
		if got := v.String(); got != want {
			t.Errorf("%d: %q, want %q", v, got, want)
		}
	}
	if f := Fixed(-64); f.Pixel() != -1 || f.Sub() != 192 {
		t.Errorf("-0.25: pixel %d sub %d", f.Pixel(), f.Sub())
	}
}

func TestParseVariant(t *testing.T) {
	for _, n := range []string{"s1", "s2", "s3k", "cd", "mania"} {
		v, err := ParseVariant(n)
		if err != nil || v.String() != n {
			t.Errorf("%s: %v %v", n, v, err)
		}
	}
	if v, _ := ParseVariant(""); v != S2 {
		t.Error("default not s2")
	}
	if _, err := ParseVariant("s4"); err == nil {
		t.Error("s4 accepted")
	}
	if c, err := ParseCharacter("Knuckles"); err != nil || c != Knuckles {
		t.Error("knuckles")
	}
}

// docs/physics.md "Slope Collision" "Ground Sensor Activation": push sensors are off outside
// -90..90 degrees, except at multiples of 90 in s3k.
func TestSim_PushSensorActivation(t *testing.T) {
	tl := newTestLevel(64, 56)
	for _, c := range []struct {
		v      Variant
		angle  uint8
		active bool
	}{{S2, 0x80, false}, {S3K, 0x80, true}, {S2, 0x90, false}, {S3K, 0x90, false}, {S2, 0x10, true}} {
		s := newSim(tl, c.v, 300, 300)
		s.st.Air, s.st.Angle, s.st.GSpeed = false, c.angle, 0x300
		s.Step(0)
		if got := s.Record().Sensors[sF].Active; got != c.active {
			t.Errorf("%v angle %#x: F active %v, want %v", c.v, c.angle, got, c.active)
		}
	}
}

// docs/physics.md "Slope Collision" "Balancing On Edges" note: s3k lets the player crouch while
// balancing; s2 does not.
func TestSim_CrouchWhileBalancing(t *testing.T) {
	tl := newTestLevel(256, 56)
	tl.Fill(pathAB, 0, 46, 166, 56)
	for _, c := range []struct {
		v    Variant
		want string
	}{{S2, "balancing"}, {S3K, "crouching"}} {
		s := newSim(tl, c.v, 2660, 716)
		s.Step(0)
		s.Step(Down)
		if st := s.Record().State; st != c.want {
			t.Errorf("%v: %q, want %q", c.v, st, c.want)
		}
	}
}
