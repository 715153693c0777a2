package physics

import "testing"

// docs/physics.md "Animations" "Animation System": a subimage shows duration+1 frames; the
// counter is set when the subimage changes. "Variable Speed Animation
// Timings": walking duration max(0, 8 - |gsp|), set only when the
// subimage changes. s2.asm SAnim_WalkRun shows the subimage before
// counting and a new animation starts with the counter at 0, so the
// first subimage shows one frame.
func TestSim_AnimWalkTiming(t *testing.T) {
	s := abilitySim(S2, Sonic)
	s.st.GSpeed, s.st.XSpeed = 0x100, 0x100 // 1 px/frame: duration 7
	s.st.Anim = animWalk
	s.st.P.Anim = AnimState{}
	s.st.P.Anim.set(AnimWalk)
	s.animate(0)
	if a := s.st.P.Anim; a.ID != AnimWalk || a.Frame != 0 {
		t.Fatalf("start: %+v", a)
	}
	for i := 0; i < 8; i++ {
		s.animate(0)
		if s.st.P.Anim.Frame != 1 {
			t.Fatalf("frame %d: subimage %d, want 1 for 8 frames", i+2, s.st.P.Anim.Frame)
		}
		if i == 6 {
			s.st.GSpeed = 0x500 // read when subimage 1's counter runs out
		}
	}
	for i := 0; i < 4; i++ {
		s.animate(0)
		if s.st.P.Anim.Frame != 2 {
			t.Fatalf("subimage 2 frame %d: %d, want 4 frames (duration 8-5)", i, s.st.P.Anim.Frame)
		}
	}
	s.animate(0)
	if f := s.st.P.Anim.Frame; f != 3 {
		t.Errorf("after subimage 2: %d", f)
	}
}

// s2.asm SAnim_WalkRun: walk and run are one anim value, the script
// picked by speed each frame; the subimage index carries on and wraps
// to 0 past the shorter run script ($FF).
func TestSim_AnimWalkRunCarryOn(t *testing.T) {
	s := abilitySim(S2, Sonic)
	s.st.P.Anim = AnimState{}
	s.st.GSpeed = 0x500
	s.st.P.Anim.set(AnimWalk)
	for i := 0; i < 16; i++ {
		s.animate(0)
	}
	a := s.st.P.Anim
	if a.Frame < 4 {
		t.Fatalf("walk subimage %d, want one past the run script", a.Frame)
	}
	s.st.GSpeed = 0x600
	s.st.P.Anim.set(AnimRun)
	s.animate(0)
	if b := s.st.P.Anim; b.ID != AnimRun || b.Frame != 0 || b.fresh {
		t.Errorf("walk %d -> run: %+v, want run subimage 0 carried on", a.Frame, b)
	}
	s.st.P.Anim = AnimState{}
	s.st.P.Anim.set(AnimWalk)
	s.animate(0)
	s.animate(0)
	s.st.P.Anim.set(AnimRun)
	s.animate(0)
	if b := s.st.P.Anim; b.Frame != 1 {
		t.Errorf("walk 1 -> run: subimage %d, want 1", b.Frame)
	}
}

// docs/physics.md "Animations" "Animation Rules": standing only at gsp 0; walking below 6,
// running from 6, Sonic CD's dash from 10; rolling shows the fast ball
// from 6 (rolling duration max(0, 4 - |gsp|)).
func TestSim_AnimRules(t *testing.T) {
	for _, c := range []struct {
		v       Variant
		gsp     Fixed
		rolling bool
		want    AnimID
	}{
		{S2, 0, false, AnimWait},
		{S2, 1, false, AnimWalk},
		{S2, 0x5FF, false, AnimWalk},
		{S2, 0x600, false, AnimRun},
		{S2, -0x600, false, AnimRun},
		{S2, 0xA00, false, AnimRun},
		{CD, 0xA00, false, AnimDash},
		{S2, 0x300, true, AnimRoll},
		{S2, 0x600, true, AnimRollFast},
	} {
		s := abilitySim(c.v, Sonic)
		s.st.GSpeed = c.gsp
		s.st.Rolling = c.rolling
		s.st.Anim = animWalk
		if got := s.animFor(0); got != c.want {
			t.Errorf("%v gsp %v rolling %v: %v, want %v", c.v, c.gsp, c.rolling, got, c.want)
		}
	}
	s := abilitySim(S2, Sonic)
	s.st.GSpeed, s.st.Rolling = 0x200, true
	s.st.P.Anim.set(AnimRoll)
	s.animate(0)
	if s.st.P.Anim.Timer != 2 {
		t.Errorf("rolling duration %d, want 4-2", s.st.P.Anim.Timer)
	}
	s.st.Pushing, s.st.Rolling, s.st.GSpeed = true, false, 0
	s.st.P.Anim.set(AnimPush)
	s.animate(0)
	if s.st.P.Anim.Timer != 32 {
		t.Errorf("pushing duration %d, want 8*4", s.st.P.Anim.Timer)
	}
}

// docs/physics.md "Animations": the trace's animation follows the run (TraceWriter.Anim).
func TestSim_AnimInRecord(t *testing.T) {
	s := abilitySim(S2, Sonic)
	s.Step(0)
	if s.Record().Player.Anim != AnimWait {
		t.Errorf("standing: %v", s.Record().Player.Anim)
	}
	run(s, Right, 200)
	if s.Record().Player.Anim != AnimRun {
		t.Errorf("at top speed: %v", s.Record().Player.Anim)
	}
	s.Step(Jump)
	if s.Record().Player.Anim != AnimRollFast {
		t.Errorf("jumping at 6: %v", s.Record().Player.Anim)
	}
}

// idleSequence stands still n frames and returns the (frame, subimage)
// change points: for each subimage change the frame it happened on.
func idleSequence(v Variant, c Character, n int) []int {
	s := abilitySim(v, c)
	var changes []int
	last := -1
	for f := 1; f <= n; f++ {
		s.Step(0)
		if a := s.st.P.Anim; a.ID == AnimWait && a.Frame != last {
			changes = append(changes, f)
			last = a.Frame
		}
	}
	return changes
}

// docs/physics.md "Animations" "Idle", Sonic 1: every subimage 24 frames; still for 288
// frames (12 subimages), then a waiting subimage 24 frames, eyes open 72,
// then two subimages alternating every 24 frames.
func TestSim_AnimIdleS1(t *testing.T) {
	s := abilitySim(S1, Sonic)
	s.Step(0)
	start := s.Frame()
	var a AnimState
	n := 0
	for s.st.P.Anim.Frame < 12 {
		s.Step(0)
		n++
	}
	a = s.st.P.Anim
	if n != 12*24 || a.Frame != 12 {
		t.Errorf("still for %d frames (from frame %d), want 288: %+v", n, start, a)
	}
	for s.st.P.Anim.Frame < 16 {
		s.Step(0)
		n++
	}
	if n != 12*24+24+72 {
		t.Errorf("tapping starts after %d frames, want 384", n)
	}
	// The foot taps alternate 17, 16, 17, ... every 24 frames.
	for i := 0; i < 6; i++ {
		f := s.st.P.Anim.Frame
		run(s, 0, 24)
		if g := s.st.P.Anim.Frame; g == f || g < 16 {
			t.Fatalf("tap %d: subimage %d -> %d", i, f, g)
		}
	}
}

// docs/physics.md "Animations" "Idle", Sonic 2: every subimage 6 frames; still 180 frames,
// blink 6, eyes open 30, foot taps every 18 frames, the watch 60 frames,
// after four tap/watch sequences (816 frames) lying down; the last two
// subimages alternate for ever.
func TestSim_AnimIdleS2(t *testing.T) {
	s := abilitySim(S2, Sonic)
	s.Step(0)
	run(s, 0, 180-1)
	if f := s.st.P.Anim.Frame; f != 29 {
		t.Errorf("frame 180: subimage %d, want the last still one (29)", f)
	}
	s.Step(0)
	if f := s.st.P.Anim.Frame; f != 30 {
		t.Errorf("frame 181: subimage %d, want the blink (30)", f)
	}
	// The whole script: 179 subimages of 6 frames, then back 6.
	run(s, 0, 6*(179-30)-1)
	if f := s.st.P.Anim.Frame; f != 178 {
		t.Errorf("end of the script: subimage %d", f)
	}
	s.Step(0)
	if f := s.st.P.Anim.Frame; f != 173 {
		t.Errorf("after the script: subimage %d, want 179-6", f)
	}
	if s2SonicWait.duration+1 != 6 {
		t.Error("Sonic 2's idle subimage is not 6 frames")
	}
}

// docs/physics.md "Animations" "Idle", Sonic 3K: every subimage 6 frames.
func TestSim_AnimIdleS3K(t *testing.T) {
	ch := idleSequence(S3K, Sonic, 200)
	for i := 1; i < len(ch); i++ {
		if d := ch[i] - ch[i-1]; d != 6 {
			t.Fatalf("subimage %d lasted %d frames, want 6", i, d)
		}
	}
	if len(ch) < 30 {
		t.Errorf("only %d subimage changes in 200 frames", len(ch))
	}
}

// docs/physics.md "Animations" "Balancing": Sonic 1 32 frames a subimage; Sonic 2 (the
// forward one) 10; Sonic 3 (at the edge) 8.
func TestAnimDef_Balance(t *testing.T) {
	for _, c := range []struct {
		v    Variant
		want int
	}{{S1, 32}, {S2, 10}, {S3K, 8}} {
		if d := gameAnimDef(c.v, Sonic, AnimBalance); d.duration+1 != c.want {
			t.Errorf("%v: balance %d frames, want %d", c.v, d.duration+1, c.want)
		}
	}
}

// docs/physics.md "Animations" "Breaking/Skidding" and "Braking Animation": braking starts
// at |gsp| >= 4 turning round; Sonic 1 loops 8-frame subimages until
// Ground Speed reaches zero or changes sign; Sonic 2 and 3K show the
// animation once and return to walking.
func TestSim_AnimSkid(t *testing.T) {
	for _, c := range []struct {
		v    Variant
		once bool
		per  int
	}{{S1, false, 8}, {S2, true, 6}, {S3K, true, 4}} {
		s := abilitySim(c.v, Sonic)
		s.st.GSpeed, s.st.XSpeed = 0x500, 0x500
		s.st.Anim = animWalk
		s.st.P.Anim.set(AnimRun)
		// Brake (hold left) until the speed crosses zero.
		frames := 0
		sawSkid, backToWalk := false, false
		for s.st.GSpeed > 0 && frames < 60 {
			s.Step(Left)
			frames++
			switch s.st.P.Anim.ID {
			case AnimSkid:
				if backToWalk {
					t.Fatalf("%v: the skid started again at frame %d", c.v, frames)
				}
				sawSkid = true
			case AnimWalk:
				if sawSkid {
					backToWalk = true
				}
			}
		}
		if !sawSkid {
			t.Fatalf("%v: no skid", c.v)
		}
		if d := gameAnimDef(c.v, Sonic, AnimSkid); d.duration+1 != c.per || d.change != c.once {
			t.Errorf("%v: skid %d frames a subimage, once %v", c.v, d.duration+1, d.change)
		}
		// Braking from 5 at 0.5 a frame takes 10 frames: longer than the
		// s3k animation (4 x 4), shorter than s2's (4 x 6 = 24)... both
		// return to walking only once the animation is over.
		if c.once && backToWalk && frames < 4*c.per {
			t.Errorf("%v: back to walking after %d frames, before the animation's %d", c.v, frames, 4*c.per)
		}
	}
	// Sonic 1 holds the skid while Ground Speed keeps its sign even
	// without braking input.
	s := abilitySim(S1, Sonic)
	s.st.GSpeed, s.st.XSpeed = 0x600, 0x600
	s.Step(Left)
	if s.st.P.Anim.ID != AnimSkid {
		t.Fatalf("s1: %v, want skid", s.st.P.Anim.ID)
	}
	s.Step(0)
	if s.st.P.Anim.ID != AnimSkid {
		t.Errorf("s1: released: %v, want the skid kept (gsp %v)", s.st.P.Anim.ID, s.st.GSpeed)
	}
	// Sonic 2: released, the braking animation plays out (4 subimages
	// of 6 frames), then walking.
	s2 := abilitySim(S2, Sonic)
	s2.st.GSpeed, s2.st.XSpeed = 0x600, 0x600
	s2.Step(Left)
	for i := 1; i < 4*6; i++ {
		s2.Step(0)
		if s2.st.P.Anim.ID != AnimSkid {
			t.Fatalf("s2: frame %d of the braking animation: %v", i, s2.st.P.Anim.ID)
		}
	}
	// The frame its $FD end is read still shows the last subimage; the
	// walking animation starts the frame after.
	s2.Step(0)
	s2.Step(0)
	if s2.st.P.Anim.ID != AnimWalk && s2.st.P.Anim.ID != AnimRun {
		t.Errorf("s2: after the braking animation: %v, want walking", s2.st.P.Anim.ID)
	}
	// Accelerating the way he moves ends it (the walking animation).
	s2 = abilitySim(S2, Sonic)
	s2.st.GSpeed, s2.st.XSpeed = 0x600, 0x600
	s2.Step(Left)
	s2.Step(Right)
	if s2.st.P.Anim.ID == AnimSkid {
		t.Error("s2: accelerating forwards kept the braking animation")
	}
}

// docs/physics.md "Animations" "Spindash": the animation shows each subimage 1 frame, and
// a charging press restarts it from its first subimage.
func TestSim_AnimSpindashPress(t *testing.T) {
	s := abilitySim(S2, Sonic)
	run(s, Down, 3)
	s.Step(Down | Jump)
	run(s, Down, 5)
	if a := s.st.P.Anim; a.ID != AnimSpindash || a.Frame == 0 {
		t.Fatalf("charging: %+v", a)
	}
	if d := animDefs[AnimSpindash].duration; d != 0 {
		t.Errorf("spindash subimage duration %d, want 0 (1 frame)", d)
	}
	s.Step(Down | Jump)
	if a := s.st.P.Anim; a.ID != AnimSpindash || a.Frame != 0 {
		t.Errorf("after a charging press: %+v, want subimage 0", a)
	}
}
