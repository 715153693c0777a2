package physics

import "testing"

// Section 21 "Animation System": a subimage shows duration+1 frames; the
// counter is set when the subimage changes. "Variable Speed Animation
// Timings": walking duration max(0, 8 - |gsp|) in whole pixels, set only
// when the subimage changes.
func TestSim_AnimWalkTiming(t *testing.T) {
	s := abilitySim(S2, Sonic)
	s.st.GSpeed, s.st.XSpeed = 0x100, 0x100 // 1 px/frame: duration 7
	s.st.Anim = animWalk
	s.st.P.Anim = AnimState{}
	s.st.P.Anim.set(AnimWalk)
	s.animate()
	if a := s.st.P.Anim; a.ID != AnimWalk || a.Frame != 0 || a.Timer != 7 {
		t.Fatalf("start: %+v", a)
	}
	for i := 0; i < 7; i++ {
		s.animate()
		if s.st.P.Anim.Frame != 0 {
			t.Fatalf("subimage changed after %d frames", i+1)
		}
	}
	s.st.GSpeed = 0x500 // changes only at the next subimage
	s.animate()
	if a := s.st.P.Anim; a.Frame != 1 || a.Timer != 3 {
		t.Errorf("after 8 frames: %+v, want subimage 1, duration 8-5", a)
	}
}

// Section 21 "Animation Rules": standing only at gsp 0; walking below 6,
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
		if got := s.animFor(); got != c.want {
			t.Errorf("%v gsp %v rolling %v: %v, want %v", c.v, c.gsp, c.rolling, got, c.want)
		}
	}
	s := abilitySim(S2, Sonic)
	s.st.GSpeed, s.st.Rolling = 0x200, true
	s.st.P.Anim.set(AnimRoll)
	s.animate()
	if s.st.P.Anim.Timer != 2 {
		t.Errorf("rolling duration %d, want 4-2", s.st.P.Anim.Timer)
	}
	s.st.Pushing, s.st.Rolling, s.st.GSpeed = true, false, 0
	s.st.P.Anim.set(AnimPush)
	s.animate()
	if s.st.P.Anim.Timer != 32 {
		t.Errorf("pushing duration %d, want 8*4", s.st.P.Anim.Timer)
	}
}

// Section 21: the trace's animation follows the run (TraceWriter.Anim).
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
