package generic

import (
	"testing"

	"loopwright/physics"

	"loopwright/layers"
)

// docs/physics.md "Game Objects" "Flippers" (and Sonic 2's object 86): a player landing on a
// flipper is held and curled, moved 1 px per frame down it (Ground Speed
// 1, the player's own code not running), and a jump press launches them
// with a speed that grows toward the tip.
func TestSim_FlipperHoldAndLaunch(t *testing.T) {
	s := objSim(physics.S2, obj(1, "flipper", 400, 700, "direction=right"))
	place(s, 390, 640, true, 0, 0x200)
	for f := 0; f < 60 && s.Live().Obj.Held == 0; f++ {
		s.Step(0)
	}
	if s.Live().Obj.Held != 1 || !s.Live().Rolling || s.Live().Air {
		t.Fatalf("not held: held %d rolling %v air %v", s.Live().Obj.Held, s.Live().Rolling, s.Live().Air)
	}
	x0 := s.Live().X.Pixel()
	s.Step(physics.Right | physics.Left) // input is ignored while held
	if s.Live().X.Pixel() != x0+1 || s.Live().XSpeed != 0x100 || s.Live().GSpeed != 0x100 || s.Live().YSpeed != 0 {
		t.Fatalf("held step: x %d (from %d) xsp %v gsp %v ysp %v", s.Live().X.Pixel(), x0, s.Live().XSpeed, s.Live().GSpeed, s.Live().YSpeed)
	}
	// On the slope the player is placed on the "down" array's surface.
	if want := 700 - heightAt(flipperDown, s.Live().X.Pixel()-1, 400, false) - s.Live().YRadius - 1; s.Live().Y.Pixel() != want {
		t.Errorf("y %d, want %d", s.Live().Y.Pixel(), want)
	}
	px := s.Live().X.Pixel()
	s.Step(physics.Jump)
	// d = X - 400 + 35; speed -(min(d,64)*32 + 0x800) at angle d/4 + 64.
	dx := px - 400 + 35
	f := -(min(dx, 64)*32 + 0x800)
	sin, cos := physics.SinCos(uint8(dx/4 + 64))
	if !s.Live().Air || s.Live().Obj.Held != 0 || s.Live().Obj.On != 0 || s.Live().Jumping {
		t.Fatalf("not launched: air %v held %d", s.Live().Air, s.Live().Obj.Held)
	}
	if s.Live().YSpeed != physics.Fixed(sin*f>>8) || s.Live().XSpeed != physics.Fixed(cos*f>>8) {
		t.Errorf("launch speeds %v, %v; want %v, %v", s.Live().XSpeed, s.Live().YSpeed, physics.Fixed(cos*f>>8), physics.Fixed(sin*f>>8))
	}
	if s.Live().YSpeed > -0x800 || s.Live().XSpeed <= 0 {
		t.Errorf("launch %v, %v: want up at least 8 and to the right", s.Live().XSpeed, s.Live().YSpeed)
	}
	if !hasReaction(s, 1, "flip") {
		t.Errorf("no flip contact: %+v", s.Record().Contacts[:s.Record().ContactsCount])
	}
	// The flipper swings: straight 4 frames, up 4, straight 5, down.
	want := []int{1, 1, 1, 1, 2, 2, 2, 2, 1, 1, 1, 1, 1, 0}
	for k, w := range want {
		if got := flipperFrame(s.Live().Obj.Objs[0].Timer); got != w {
			t.Errorf("frame %d after the launch: shape %d, want %d", k, got, w)
		}
		s.Step(0)
	}
}

// docs/physics.md "Game Objects" "Flippers": facing left the array is mirrored and the held
// player moves left; at the pivot end the launch is straight up at
// about 8 (d = 1: 8 + 1/8).
func TestSim_FlipperLeftPivot(t *testing.T) {
	s := objSim(physics.S2, obj(1, "flipper", 400, 700, "direction=left"))
	place(s, 420, 640, true, 0, 0x200)
	for f := 0; f < 60 && s.Live().Obj.Held == 0; f++ {
		s.Step(0)
	}
	if s.Live().Obj.Held != 1 {
		t.Fatal("not held")
	}
	s.Step(0)
	if s.Live().XSpeed != -0x100 || !s.Live().FacingLeft {
		t.Fatalf("held on a left flipper: xsp %v", s.Live().XSpeed)
	}
	s.Live().X = physics.FromPixels(400 + 34) // the pivot end (d = 1)
	s.Step(physics.Jump)
	if s.Live().YSpeed != -0x820 || s.Live().XSpeed != 0 {
		t.Errorf("pivot launch %v, %v; want 0, -0x820", s.Live().XSpeed, s.Live().YSpeed)
	}
}

// hasReaction reports whether the last frame has a contact with object
// id and reaction r.
func hasReaction(s *physics.Sim, id int, r string) bool {
	rec := s.Record()
	for _, c := range rec.Contacts[:rec.ContactsCount] {
		if c.Object == id && c.Reaction == r {
			return true
		}
	}
	return false
}

// docs/physics.md "Game Objects" "Bridge Movement", eased as Sonic 1 and 2 do: the guide's
// dip times sine(bend); at the full bend it is the guide's dip.
func TestBridgeDipEased(t *testing.T) {
	for cur := 0; cur < 12; cur++ {
		for j := 0; j < 12; j++ {
			if got, want := BridgeDipEased(12, cur, j, BridgeBendMax), BridgeDip(12, cur, j); got != want {
				t.Errorf("full bend, log %d of %d: %d, want %d", j, cur, got, want)
			}
			if BridgeDipEased(12, cur, j, 0) != 0 {
				t.Errorf("no bend, log %d of %d: not 0", j, cur)
			}
		}
	}
	prev := 0
	for b := 0; b <= BridgeBendMax; b += BridgeBendStep {
		d := BridgeDipEased(12, 5, 5, b)
		if d < prev {
			t.Errorf("bend %d: dip %d < %d", b, d, prev)
		}
		prev = d
	}
	if BridgeDipEased(12, 5, 5, 0x20) != 12*181>>8 {
		t.Errorf("half bend: %d", BridgeDipEased(12, 5, 5, 0x20))
	}
}

// docs/physics.md "Game Objects" "Bridges": the player standing still on a bridge sinks as
// the bend grows by 4 a frame (16 frames to the full dip); after they
// leave, the bend shrinks back by 4 a frame.
func TestSim_BridgeEase(t *testing.T) {
	tl := gapLevel()
	tl.Lvl.Objects = []layers.Object{obj(1, "bridge", 736, 744, "segments=12")}
	s := physics.New(tl.Lvl, physics.Config{Variant: physics.S2}, layers.Point{X: 100, Y: 716})
	place(s, 744, 700, true, 0, 0x100)
	for f := 0; f < 30 && s.Live().Obj.On == 0; f++ {
		s.Step(0)
	}
	if s.Live().Obj.On != 1 {
		t.Fatal("did not land on the bridge")
	}
	o := &s.Live().Obj.Objs[0]
	c := int(o.Count) // (744 - 640) / 16 = 6
	if c != 6 || o.Timer != 0 {
		t.Fatalf("landed on log %d, bend %d", c, o.Timer)
	}
	for k := 1; k <= 20; k++ {
		s.Step(0)
		bend := min(4*k, BridgeBendMax)
		if int(o.Timer) != bend {
			t.Fatalf("frame %d: bend %d, want %d", k, o.Timer, bend)
		}
		want := 744 + BridgeDipEased(12, c, c, bend) - 8 - s.Live().YRadius - 1
		if y := s.Live().Y.Pixel(); y != want {
			t.Errorf("frame %d: y %d, want %d", k, y, want)
		}
		if got := eng(s).bridgeLogDip(0, c); got != BridgeDipEased(12, c, c, bend) {
			t.Errorf("bridgeLogDip %d", got)
		}
	}
	s.Step(physics.Jump)
	s.Step(physics.Jump)
	if s.Live().Obj.On != 0 {
		t.Fatal("still on the bridge after jumping")
	}
	if o.Timer != BridgeBendMax-4 && o.Timer != BridgeBendMax-8 {
		t.Errorf("bend after leaving: %d", o.Timer)
	}
	for k := 0; k < 20; k++ {
		s.Step(physics.Jump)
	}
	if o.Timer != 0 || eng(s).bridgeLogDip(0, c) != 0 {
		t.Errorf("bend %d after 20 frames off", o.Timer)
	}
}

// seesawSim is a Sonic 1 seesaw at (400, 720) above flatLevel's ground
// with its spike ball resting on the lowered right end, and the player
// dropped onto the raised left end at x.
func seesawSim(t *testing.T, x int) *physics.Sim {
	s := objSim(physics.S1, obj(1, "seesaw", 400, 720))
	o := &s.Live().Obj.Objs[0]
	if o.Shape != seeRightDown || o.BX.Pixel() != 440 || o.BY.Pixel() != 712 {
		t.Fatalf("start: shape %d ball %d,%d", o.Shape, o.BX.Pixel(), o.BY.Pixel())
	}
	place(s, x, 600, true, 0, 0x200)
	for f := 0; f < 60 && s.Live().Obj.On == 0; f++ {
		s.Step(0)
	}
	if s.Live().Obj.On != 1 {
		t.Fatal("did not land on the seesaw")
	}
	return s
}

// docs/physics.md "Game Objects" "SeeSaws" (Sonic 1's seesaw): landing on the raised end
// tilts the seesaw toward the player (through flat, one step a frame),
// which catapults the spike ball toward the player's end; a player who
// runs to the other end is catapulted when the ball comes down on the
// raised end, with the ball's Y Speed reversed.
func TestSim_SeesawCatapult(t *testing.T) {
	s := seesawSim(t, 360)
	o := &s.Live().Obj.Objs[0]
	s.Step(0)
	if o.Shape != seeFlat || o.Target != seeLeftDown || !o.Flag {
		t.Fatalf("after landing: shape %d target %d ball in air %v", o.Shape, o.Target, o.Flag)
	}
	// A two-step tilt from a slow landing: the middle speed, toward the
	// left; near the seesaw the ball falls twice a frame.
	if o.YSpeed != SeesawBallMidY+2*physics.Gravity || o.XSpeed != SeesawBallMidX {
		t.Errorf("ball speeds %v, %v", o.XSpeed, o.YSpeed)
	}
	s.Step(0)
	if o.Shape != seeLeftDown {
		t.Fatalf("shape %d", o.Shape)
	}
	// Run to the right end (the seesaw tilts back) and stop there.
	catapulted := false
	for f := 0; f < 200 && !catapulted; f++ {
		in := physics.Input(0)
		switch {
		case s.Live().X.Pixel() < 420:
			in = physics.Right
		case s.Live().GSpeed > 0:
			in = physics.Left
		}
		ys := o.YSpeed
		s.Step(in)
		if hasReaction(s, 1, "catapult") {
			catapulted = true
			if s.Live().YSpeed != -(ys+physics.Gravity) || !s.Live().Air || s.Live().Obj.On != 0 {
				t.Errorf("catapult: ysp %v (ball %v) air %v", s.Live().YSpeed, ys, s.Live().Air)
			}
		}
	}
	if !catapulted {
		t.Fatalf("no catapult; ball at %d,%d shape %d", o.BX.Pixel(), o.BY.Pixel(), o.Shape)
	}
	if o.Flag || o.BallSide != seeLeftDown || o.Target != seeLeftDown {
		t.Errorf("ball after landing: air %v side %d target %d", o.Flag, o.BallSide, o.Target)
	}
}

// docs/physics.md "Game Objects" "SeeSaws": the spike ball's hurt hitbox (8x8): a player who
// stays on the end the ball comes down on is hurt.
func TestSim_SeesawBallHurts(t *testing.T) {
	s := seesawSim(t, 360)
	s.Live().Obj.Rings = 5
	hurt := false
	for f := 0; f < 200 && !hurt; f++ {
		s.Step(0)
		hurt = hasReaction(s, 1, "lose_rings")
	}
	if !hurt || !s.Live().Obj.Hurt {
		t.Fatal("the spike ball did not hurt the player")
	}
	// A seesaw without a ball only tilts.
	s = objSim(physics.S1, obj(1, "seesaw", 400, 720, "ball=no", "tilt=flat"))
	place(s, 380, 600, true, 0, 0x200)
	run(s, 0, 80)
	if o := s.Live().Obj.Objs[0]; s.Live().Obj.On != 1 || o.Shape != seeLeftDown || o.Flag {
		t.Errorf("no ball: on %d shape %d", s.Live().Obj.On, o.Shape)
	}
}

// docs/physics.md "States" "Super Speeds": with speed shoes, acceleration and friction
// are 0.09375, top speed 12, air acceleration 0.1875 and roll friction
// 0.046875 (deceleration unchanged); when the shoes run out the normal
// constants are back.
func TestSim_SpeedShoes(t *testing.T) {
	s := objSim(physics.S2)
	s.GiveShoes(physics.SpeedShoesFrames)
	s.Step(physics.Right)
	if s.Live().GSpeed != physics.ShoesAcceleration {
		t.Errorf("first frame: %v, want %v", s.Live().GSpeed, physics.ShoesAcceleration)
	}
	run(s, physics.Right, 200)
	if s.Live().GSpeed != physics.ShoesTopSpeed {
		t.Errorf("top speed %v, want %v", s.Live().GSpeed, physics.ShoesTopSpeed)
	}
	g := s.Live().GSpeed
	s.Step(0)
	if s.Live().GSpeed != g-physics.ShoesFriction {
		t.Errorf("friction: %v, want %v", s.Live().GSpeed, g-physics.ShoesFriction)
	}
	g = s.Live().GSpeed
	s.Step(physics.Left)
	if s.Live().GSpeed != g-physics.Deceleration {
		t.Errorf("deceleration: %v, want %v", s.Live().GSpeed, g-physics.Deceleration)
	}
	s.Step(physics.Down) // roll
	g = s.Live().GSpeed
	s.Step(physics.Down)
	if !s.Live().Rolling || s.Live().GSpeed != g-physics.ShoesRollFriction {
		t.Errorf("roll friction: %v from %v", s.Live().GSpeed, g)
	}
	place(s, 300, 300, true, 0, 0)
	s.Step(physics.Right)
	if s.Live().XSpeed != physics.ShoesAirAcceleration {
		t.Errorf("air acceleration %v", s.Live().XSpeed)
	}
	// The shoes run out: normal constants.
	s = objSim(physics.S2)
	s.GiveShoes(3)
	run(s, physics.Right, 3)
	if s.Live().GSpeed != 3*physics.ShoesAcceleration || s.Live().Obj.SpeedShoes != 0 {
		t.Fatalf("3 frames with shoes: %v (timer %d)", s.Live().GSpeed, s.Live().Obj.SpeedShoes)
	}
	s.Step(physics.Right)
	if s.Live().GSpeed != 3*physics.ShoesAcceleration+physics.Acceleration {
		t.Errorf("after the shoes: %v", s.Live().GSpeed)
	}
	// The speed monitor gives them for 1200 frames (20 s).
	s = objSim(physics.S2, obj(1, "monitor", 400, 720, "contents=speed"))
	eng(s).breakMonitor(0, "break")
	if s.Live().Obj.SpeedShoes != physics.SpeedShoesFrames {
		t.Errorf("monitor: %d", s.Live().Obj.SpeedShoes)
	}
}
