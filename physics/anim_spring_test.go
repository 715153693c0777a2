package physics

import "testing"

// Tails' spring script (s2 TailsAni_Spring, s3k AniTails10): 12
// subimages of 4 frames, then walking; Sonic 1 (SonAni_Spring) and s3k
// Sonic/Knuckles (AniSonic10, AniKnuckles10) show one subimage 48 frames.
// The player here is flagged rolling (a jump): the spring's anim still
// shows and its $FD end still gives walking, as nothing else sets the
// anim in the air. Landing ends it (Sonic_ResetOnFloor: walking).
func TestSim_AnimSpringScripts(t *testing.T) {
	for _, c := range []struct {
		v      Variant
		ch     Character
		frames int
	}{{S2, Tails, 12}, {S1, Sonic, 1}, {S3K, Knuckles, 1}, {S3K, Sonic, 1}} {
		s := abilitySim(c.v, c.ch)
		airborne(s, -0x100)
		s.st.P.Anim = AnimState{}
		s.SpringAnim()
		s.animate(0)
		seen := 1
		for i := 1; i < 48; i++ {
			s.animate(0)
			if s.st.P.Anim.ID != AnimSpring {
				t.Fatalf("%v %v: frame %d %v", c.v, c.ch, i, s.st.P.Anim.ID)
			}
			if s.st.P.Anim.Frame+1 > seen {
				seen = s.st.P.Anim.Frame + 1
			}
		}
		if seen != c.frames {
			t.Errorf("%v %v: %d subimages, want %d", c.v, c.ch, seen, c.frames)
		}
		s.animate(0) // the $FD frame
		s.animate(0)
		if id := s.st.P.Anim.ID; id != AnimWalk {
			t.Errorf("%v %v: after 49 frames %v, want walk", c.v, c.ch, id)
		}
		// Landing ends it.
		s.st.P.Anim = AnimState{}
		s.SpringAnim()
		s.animate(0)
		s.st.Air = false
		s.animate(0)
		if id := s.st.P.Anim.ID; id == AnimSpring {
			t.Errorf("%v %v: spring animation on the ground", c.v, c.ch)
		}
	}
}

// docs/physics.md "Animations" "Variable Speed Animation Timings": floor(max(0, 8-|gsp|)),
// floor(max(0, 4-|gsp|)), floor(max(0, 8-|gsp|)*4) with the fraction
// counted, as s2.asm SAnim_WalkRun ($800-|inertia|)>>8, SAnim_Roll
// ($400-)>>8 and SAnim_Push ($800-)>>6 compute it: 1.5 px/frame gives
// walking 6, rolling 2, pushing 26.
func TestSim_AnimDurationFraction(t *testing.T) {
	s := abilitySim(S2, Sonic)
	s.st.GSpeed = -0x180
	for _, c := range []struct {
		id   AnimID
		want int
	}{{AnimWalk, 6}, {AnimRoll, 2}, {AnimPush, 26}, {AnimRun, 6}} {
		if got := s.animDuration(&animDefs[c.id]); got != c.want {
			t.Errorf("%v at 1.5: duration %d, want %d", c.id, got, c.want)
		}
	}
	s.st.GSpeed = 0x900
	if got := s.animDuration(&animDefs[AnimWalk]); got != 0 {
		t.Errorf("walk at 9: %d, want 0", got)
	}
}

// s2.asm SonAni_Bubble (s1 GetAir, s3k AniSonic15, Tails' and
// Knuckles' alike): 4 subimages of 12 frames, then $FD 0 (walking). In
// the air nothing else sets the anim, so it outlasts the bubble's 35
// frames of move_lock.
func TestSim_AnimGetAirScript(t *testing.T) {
	s := abilitySim(S2, Sonic)
	airborne(s, 0)
	s.st.Rolling = false
	s.st.P.Anim = AnimState{}
	s.st.P.Anim.set(AnimGetAir)
	s.st.MoveLock = 35
	for i := 0; i < 49; i++ {
		s.animate(0)
		if s.st.MoveLock > 0 {
			s.st.MoveLock--
		}
		a := s.st.P.Anim
		want := min(i/12, 3)
		if a.ID != AnimGetAir || a.Frame != want {
			t.Fatalf("frame %d: %v %d, want get_air %d", i+1, a.ID, a.Frame, want)
		}
	}
	s.animate(0)
	if id := s.st.P.Anim.ID; id != AnimWalk {
		t.Errorf("after the script: %v, want walk", id)
	}
}

// s2.asm Obj1E loc_225FC sets anim(a1) to AniIDSonAni_Roll without the
// rolling status: in the air the roll stays (nothing there sets another
// anim), the landing frame keeps it, the next ground frame's routines
// replace it; a spring's anim replaces it too.
func TestSim_ObjRollAnim(t *testing.T) {
	s := abilitySim(S2, Sonic)
	airborne(s, -0x100)
	s.st.Rolling = false
	s.st.P.Anim = AnimState{}
	s.ObjRollAnim()
	for i := 0; i < 20; i++ {
		s.animate(0)
		if id := s.st.P.Anim.ID; id != AnimRoll && id != AnimRollFast || !s.ObjRolling() {
			t.Fatalf("air frame %d: %v (objRolling %v), want the roll", i, id, s.ObjRolling())
		}
	}
	s.st.Air = false
	s.animate(0)
	if id := s.st.P.Anim.ID; id != AnimRoll && id != AnimRollFast || !s.ObjRolling() {
		t.Fatalf("landing frame: %v, want the roll kept", id)
	}
	s.animate(0)
	if id := s.st.P.Anim.ID; id == AnimRoll || id == AnimRollFast || s.ObjRolling() {
		t.Fatalf("the frame after landing: %v (objRolling %v), want the ground's anim", id, s.ObjRolling())
	}
	airborne(s, -0x100)
	s.st.Rolling = false
	s.ObjRollAnim()
	s.SpringAnim()
	s.animate(0)
	if s.ObjRolling() || s.st.P.Anim.ID != AnimSpring {
		t.Fatalf("after a spring: %v (objRolling %v), want the spring's anim", s.st.P.Anim.ID, s.ObjRolling())
	}
}
