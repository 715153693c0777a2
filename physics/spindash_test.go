package physics

import "testing"

// docs/physics.md "Special Abilities" "Spindash": crouch, press jump to start (spinrev 0), each
// press adds 2 up to 8, every charging frame spinrev -= spinrev div 32,
// releasing Down launches at 8 + floor(spinrev) / 2 in the facing
// direction, rolling; the player does not move while charging. Sonic 1
// has no spindash (jumping from a crouch jumps).
func TestSim_Spindash(t *testing.T) {
	tl := flatLevel()
	s := newSim(tl, S2, 300, 716)
	s.Step(Down) // crouch
	if st := s.Record().State; st != "crouching" {
		t.Fatalf("state %q, want crouching", st)
	}
	s.Step(Down | Jump) // start
	r := s.Record()
	if r.State != "spindash" || !r.Grounded || r.X != FromPixels(300) || s.st.SpinRev != 0 {
		t.Fatalf("start: state %q grounded %v x %v rev %v", r.State, r.Grounded, r.X, s.st.SpinRev)
	}
	s.Step(Down) // charge frame, no press
	s.Step(Down | Jump)
	if s.st.SpinRev != 2*One {
		t.Fatalf("after one press: spinrev %v, want 2", s.st.SpinRev)
	}
	s.Step(Down) // decays by 2/32
	if want := 2*One - (2*One)>>5; s.st.SpinRev != want {
		t.Fatalf("decay: spinrev %v, want %v", s.st.SpinRev, want)
	}
	for i := 0; i < 6; i++ { // presses cap at 8
		s.Step(Down | Jump)
		s.Step(Down)
	}
	if s.st.SpinRev > spindashMaxRev || s.st.SpinRev < 6*One {
		t.Fatalf("after many presses: spinrev %v", s.st.SpinRev)
	}
	rev := s.st.SpinRev
	if r := s.Record(); r.X != FromPixels(300) || r.State != "spindash" {
		t.Fatalf("moved while charging: x %v state %q", r.X, r.State)
	}
	s.Step(0) // release
	r = s.Record()
	want := 8*One + Fixed(rev.Pixel())*One/2
	if r.GSpeed != want || !r.Rolling || r.HeightRadius != 14 || r.State != "rolling" {
		t.Errorf("release: gsp %v rolling %v height %d state %q, want gsp %v rolling", r.GSpeed, r.Rolling, r.HeightRadius, r.State, want)
	}
	s.Step(0)
	if r := s.Record(); r.X <= FromPixels(300) {
		t.Errorf("did not move after the release: x %v", r.X)
	}
	// Facing left launches left; the maximum speed is 12.
	s = newSim(tl, S3K, 300, 716)
	s.Step(Left)
	s.Step(0)
	run(s, 0, 30)
	s.Step(Down)
	s.Step(Down)
	for i := 0; i < 10; i++ {
		s.Step(Down | Jump)
		s.Step(Down)
	}
	s.Step(0)
	if g := s.Record().GSpeed; g >= 0 || g < -12*One {
		t.Errorf("facing left: gsp %v, want negative, at most 12", g)
	}
	// Sonic 1: a jump from a crouch is a jump.
	s = newSim(tl, S1, 300, 716)
	s.Step(Down)
	s.Step(Down | Jump)
	if r := s.Record(); r.Grounded || r.State == "spindash" {
		t.Errorf("s1: state %q grounded %v, want a jump", r.State, r.Grounded)
	}
}
