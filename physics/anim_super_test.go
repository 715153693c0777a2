package physics

import "testing"

// s2.asm SuperSonicAniData (SupSonAni_Stand 7 x4, SupSonAni_Balance
// 9 x8, SupSonAni_Run 2 subimages, SupSonAni_Transform 2 x13 $FD) and
// s3k AniSuperSonic (05: 7 x2, 06: 9 x3, 01: 2 subimages, AniSonic1F):
// Sonic_Animate takes them while Super_Sonic_flag is set; SAnim_Super
// and s3k loc_135B2 run from $800, not $600.
func TestSim_AnimSuperSonicScripts(t *testing.T) {
	for _, c := range []struct {
		v                  Variant
		wait, balance, run animDef
	}{
		{S2, animDef{frames: 4, duration: 7}, animDef{frames: 8, duration: 9}, superRun},
		{S3K, animDef{frames: 2, duration: 7}, animDef{frames: 3, duration: 9}, superRun},
	} {
		s := abilitySim(c.v, Sonic)
		s.SetSuper(true)
		if d := s.animDef(AnimWait); *d != c.wait {
			t.Errorf("%v: super wait %+v", c.v, *d)
		}
		if d := s.animDef(AnimBalance); *d != c.balance {
			t.Errorf("%v: super balance %+v", c.v, *d)
		}
		if d := s.animDef(AnimRun); d.frames != 2 {
			t.Errorf("%v: super run %d subimages, want 2", c.v, d.frames)
		}
		if d := s.animDef(AnimTransform); d.frames != 13 || d.duration != 2 || !d.change {
			t.Errorf("%v: transform %+v", c.v, *d)
		}
		if id := s.walkRunFor(0x700); id != AnimWalk {
			t.Errorf("%v: super at 7 px/frame %v, want walk", c.v, id)
		}
		if id := s.walkRunFor(0x800); id != AnimRun {
			t.Errorf("%v: super at 8 px/frame %v, want run", c.v, id)
		}
		s.SetSuper(false)
		if id := s.walkRunFor(0x700); id != AnimRun {
			t.Errorf("%v: normal at 7 px/frame %v, want run", c.v, id)
		}
		if d := s.animDef(AnimRun); d.frames != 4 {
			t.Errorf("%v: normal run %d subimages", c.v, d.frames)
		}
	}
	// Super Tails and Knuckles keep their own scripts.
	s := abilitySim(S3K, Knuckles)
	s.SetSuper(true)
	if d := s.animDef(AnimWait); *d != knuxWait {
		t.Errorf("super knuckles wait %+v", *d)
	}
}

// The s2 transformation pose (Sonic_CheckGoSuper, 39 frames) shows the
// 13 subimages of SupSonAni_Transform, 3 frames each.
func TestSim_AnimSuperTransformFrames(t *testing.T) {
	s := abilitySim(S2, Sonic)
	s.st.P.Anim = AnimState{}
	s.SetSuper(true)
	s.st.P.Transform = SuperTransformFrames
	last := -1
	for i := 0; i < 39; i++ {
		s.animate(0)
		a := s.st.P.Anim
		if a.ID != AnimTransform || a.Frame != i/3 {
			t.Fatalf("frame %d: %v subimage %d, want transform %d", i, a.ID, a.Frame, i/3)
		}
		last = a.Frame
	}
	if last != 12 {
		t.Errorf("last subimage %d", last)
	}
}

// The walking and rolling scripts' sizes: s1 SonAni_Walk 6 subimages;
// s2 SonAni_Roll, s3k AniSonic02 / AniKnuckles02 8; Tails' roll (s2
// TailsAni_Roll, s3k AniTails02) 3 of 2 frames whatever the speed, and
// never the fast roll.
func TestAnimDef_WalkRollScripts(t *testing.T) {
	for _, c := range []struct {
		v          Variant
		ch         Character
		id         AnimID
		frames     int
		variable   uint8
		durationAt int // duration at 1 px/frame
	}{
		{S1, Sonic, AnimWalk, 6, 1, 7},
		{S2, Sonic, AnimWalk, 8, 1, 7},
		{S2, Sonic, AnimRoll, 8, 2, 3},
		{S2, Sonic, AnimRollFast, 8, 2, 3},
		{S3K, Knuckles, AnimRoll, 8, 2, 3},
		{S2, Tails, AnimRoll, 3, 0, 1},
		{S3K, Tails, AnimRoll, 3, 0, 1},
		{S1, Sonic, AnimRoll, 5, 2, 3},
	} {
		s := abilitySim(c.v, c.ch)
		s.st.GSpeed = 0x100
		d := s.animDef(c.id)
		if d.frames != c.frames || d.variable != c.variable || s.animDuration(d) != c.durationAt {
			t.Errorf("%v %v %v: %+v", c.v, c.ch, c.id, *d)
		}
	}
	s := abilitySim(S2, Tails)
	s.st.Rolling, s.st.GSpeed = true, 0x800
	if id := s.animFor(0); id != AnimRoll {
		t.Errorf("fast-rolling Tails: %v, want roll", id)
	}
}
