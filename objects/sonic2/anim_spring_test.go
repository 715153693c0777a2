package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Obj41 loc_189CA sets the spring animation; SonAni_Spring
// ($2F, one subimage, $FD 0) shows it 48 frames, the frame the $FD end
// is read keeps the subimage, then walking (as for the braking script).
func TestS2_SpringAnim(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Springs, 0, 660, 736-8))
	s := newSim(tl, physics.S2, 660, 600)
	start := -1
	for i := 0; i < 200; i++ {
		s.Step(0)
		id := s.Live().P.Anim.ID
		if start < 0 && id == physics.AnimSpring {
			start = i
			if !s.Live().Air || s.Live().YSpeed >= 0 {
				t.Fatalf("spring animation on frame %d before the launch", i)
			}
		}
		if start >= 0 && id != physics.AnimSpring {
			if n := i - start; n != 49 {
				t.Errorf("spring animation %d frames, want 48 + the $FD frame", n)
			}
			if id != physics.AnimWalk || !s.Live().Air {
				t.Errorf("after the spring: %v (air %v), want walk in the air", id, s.Live().Air)
			}
			return
		}
	}
	t.Fatalf("no spring animation (start %d)", start)
}

// s2.asm Obj41 subtype bit 0 (the twirl) sets the walking animation,
// not the spring one.
func TestS2_SpringAnimTwirl(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Springs, 1, 660, 736-8))
	s := newSim(tl, physics.S2, 660, 600)
	for i := 0; i < 120; i++ {
		s.Step(0)
		if s.Live().P.Anim.ID == physics.AnimSpring {
			t.Fatalf("frame %d: spring animation on a twirl spring", i)
		}
	}
}

// s2.asm Obj41 loc_189FE: the twirl's move.b #AniIDSonAni_Walk,anim(a1)
// replaces the roll's anim an object set without the rolling status
// (ObjRollAnim), so the player sprung is no longer "rolling" for
// Touch_Enemy; a player flagged rolling (a jump) twirled has the walking
// anim too, and Touch_Enemy (cmpi.b #AniIDSonAni_Roll,anim(a1)) does not
// see a roll until he lands.
func TestS2_SpringTwirlEndsObjRollAnim(t *testing.T) {
	for _, rolling := range []bool{false, true} {
		tl := s2TestLevel(s2Obj(s2Springs, 1, 660, 736-8))
		s := newSim(tl, physics.S2, 660, 600)
		st := s.Live()
		if rolling {
			st.Rolling = true
		} else {
			eng(s).ObjRollAnim()
		}
		if !eng(s).animRoll() {
			t.Fatal("not in the roll's anim before the spring")
		}
		sprung := false
		for i := 0; i < 120 && !sprung; i++ {
			s.Step(0)
			sprung = st.Air && st.YSpeed < 0
		}
		if !sprung {
			t.Fatal("not sprung")
		}
		if eng(s).animRoll() || s.ObjRolling() {
			t.Errorf("rolling %v: the roll's anim after the twirl spring (objroll %v)", rolling, s.ObjRolling())
		}
	}
}
