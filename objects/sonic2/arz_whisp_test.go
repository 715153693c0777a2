package sonic2

import (
	"testing"

	"loopwright/physics"
)

// whispSim is a Whisp loaded off screen (x 900, within the object
// window) with Sonic standing at 600: it waits.
func whispSim(t *testing.T, p2 bool) (*physics.Sim, *physics.S2Obj) {
	t.Helper()
	tl := s2TestLevel(s2Obj(s2Whisp, 0, 900, 650))
	var s *physics.Sim
	if p2 {
		s = newSimP2(tl, 600, 760, 700)
	} else {
		s = newSim(tl, physics.S2, 600, 716)
	}
	k := findSlot(s, s2Whisp)
	if k < 0 {
		t.Fatal("no Whisp")
	}
	return s, eng(s).slot(k)
}

// s2.asm Obj8C_Init (LoadSubObject, Obj8C_SubObjData) and
// Obj8C_WaitUntilOnscreen: width $C, collision $B (an enemy), 4 attacks;
// off screen it waits; the frame after it is seen on screen it starts
// its first attack (loc_36996): -$100 upwards for 96 frames, and
// Obj8C_ChasePlayer turns it $10 a frame towards the nearer player each
// way (Obj8C_MovementDeltas), x-flipped when he is to its right.
func TestWhisp_Obj8CWaitAndChase(t *testing.T) {
	s, ob := whispSim(t, false)
	if ob.Routine != whispWait || ob.Coll != 0xB || ob.Width != 0xC || ob.Timer2 != 4 || ob.Timer != 0x10 {
		t.Fatalf("after init: routine %d collision %#x width %#x attacks %d timer %d", ob.Routine, ob.Coll, ob.Width, ob.Timer2, ob.Timer)
	}
	run(s, 0, 5)
	if ob.Routine != whispWait || ob.XVel != 0 || ob.YVel != 0 {
		t.Fatalf("off screen: routine %d speeds %d,%d, want waiting still", ob.Routine, ob.XVel, ob.YVel)
	}
	ob.X = physics.FromPixels(700) // on screen now; BuildSprites sees it at the end of this frame
	s.Step(0)
	if ob.Routine != whispWait {
		t.Fatalf("routine %d the frame it came on screen, want still waiting", ob.Routine)
	}
	s.Step(0)
	// Sonic is left of it (d0 0: -$10) and below it (d1 2: +$10).
	if ob.Routine != whispChase || ob.Timer != 95 || ob.Timer2 != 3 || ob.XVel != -0x10 || ob.YVel != -0x100+0x10 {
		t.Fatalf("first attack: routine %d timer %d attacks %d speeds %#x,%#x, want chasing, 95, 3, -$10,-$F0",
			ob.Routine, ob.Timer, ob.Timer2, ob.XVel, ob.YVel)
	}
	if ob.Status&physics.S2XFlip != 0 {
		t.Fatal("x-flipped with the player to its left")
	}
	if ob.X.Pixel() != 699 || ob.Y.Pixel() != 649 {
		t.Fatalf("at %d,%d after ObjectMove, want 699,649", ob.X.Pixel(), ob.Y.Pixel())
	}
}

// s2.asm Obj8C_ChasePlayer, Obj_CapSpeed, loc_369F8 and
// Obj8C_WaitUntilTimerExpires: after 96 frames of chasing (speeds never
// past $200) it stops (Obj_MoveStop) for RNG_seed & $1F frames after
// RandomNumber, then attacks again; after the fourth attack it flies
// away at -$200 both ways, unflipped (loc_36970).
func TestWhisp_Obj8CAttacksThenFliesAway(t *testing.T) {
	s, ob := whispSim(t, false)
	ob.X = physics.FromPixels(700)
	run(s, 0, 2)
	step := func() {
		s.Live().Obj.Invuln = 120 // it chases Sonic: let it pass through him
		s.Step(0)
	}
	for attack := 3; attack >= 0; attack-- {
		chase := 0
		for ob.Routine == whispChase {
			if ob.XVel > whispMaxSpeed || ob.XVel < -whispMaxSpeed || ob.YVel > whispMaxSpeed || ob.YVel < -whispMaxSpeed {
				t.Fatalf("speeds %#x,%#x past $200", ob.XVel, ob.YVel)
			}
			chase++
			step()
		}
		if chase != 96 || ob.Routine != whispPause {
			t.Fatalf("attack %d: chased %d frames then routine %d, want 96 and a pause", 4-attack, chase, ob.Routine)
		}
		if ob.XVel != 0 || ob.YVel != 0 || ob.Timer != int16(uint8(s.Live().S2.RNG)&0x1F) {
			t.Fatalf("pause: speeds %d,%d timer %d (RNG %#x), want stopped for RNG_seed & $1F", ob.XVel, ob.YVel, ob.Timer, s.Live().S2.RNG)
		}
		pause := int(ob.Timer)
		for i := 0; i <= pause; i++ {
			if ob.Routine != whispPause {
				t.Fatalf("attack %d: pause over after %d of %d+1 frames", 4-attack, i, pause)
			}
			step()
		}
		if attack > 0 && (ob.Routine != whispChase || ob.Timer2 != int16(attack-1)) {
			t.Fatalf("after pause %d: routine %d attacks %d", 4-attack, ob.Routine, ob.Timer2)
		}
	}
	if ob.Routine != whispFlyAway || ob.XVel != -0x200 || ob.YVel != -0x200 || ob.Status&physics.S2XFlip != 0 {
		t.Fatalf("after 4 attacks: routine %d speeds %#x,%#x status %#x, want flying away at -$200,-$200", ob.Routine, ob.XVel, ob.YVel, ob.Status)
	}
}

// s2.asm Obj_GetOrientationToPlayer: the Whisp chases the player nearer
// horizontally, the Sidekick when he is: Tails right of it turns it
// right (+$10, x-flipped) while Sonic is further left.
func TestWhisp_Obj8CChasesNearerSidekick(t *testing.T) {
	s, ob := whispSim(t, true)
	ob.X = physics.FromPixels(700)
	st := s.Live()
	for i := 0; i < 2; i++ {
		b := &st.P2.Body
		b.X, b.Y, b.XSpeed, b.YSpeed = physics.FromPixels(760), physics.FromPixels(600), 0, 0
		s.Step(0)
	}
	if ob.Routine != whispChase || ob.XVel != 0x10 || ob.Status&physics.S2XFlip == 0 {
		t.Fatalf("routine %d x speed %#x status %#x, want chasing Tails to the right (+$10, x-flipped)", ob.Routine, ob.XVel, ob.Status)
	}
	// Tails above it (600 < 650): -$10 on -$100.
	if ob.YVel != -0x110 {
		t.Fatalf("y speed %#x, want -$110 towards Tails above", ob.YVel)
	}
}
