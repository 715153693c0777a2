package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Obj85_Up, loc_2AD2A, loc_2ADB0 and loc_2AE0C: the player
// falling onto the pull spring is held on it rolled up (obj_control $81);
// each held A/B/C frame counts down objoff_32 and pulls the plunger one
// pixel lower every 4 frames (at most $20), the player riding $2E above
// it; letting go launches him up at -(pull+$10)*$80 with inertia $800,
// and the plunger springs back 4 pixels a frame (loc_2AD14).
func TestPullSpring_Obj85Up(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2PullSpring, 0, 800, 680))
	s := newSim(tl, physics.S2, 800, 600)
	k := findSlot(s, s2PullSpring)
	if k < 0 {
		t.Fatal("no pull spring")
	}
	e := eng(s)
	ob := e.slot(k)
	for i := 0; i < 120 && ob.Timer != 1; i++ {
		s.Step(0)
	}
	st := s.Live()
	if ob.Timer != 1 || st.S2.Control != 0x81 || !st.Rolling || st.X.Pixel() != 800 {
		t.Fatalf("not held: state %d control %#x rolling %v x %d", ob.Timer, st.S2.Control, st.Rolling, st.X.Pixel())
	}
	run(s, physics.Jump, 1)
	if ob.Index != 1 {
		t.Fatalf("first pull: %d, want 1", ob.Index)
	}
	run(s, physics.Jump, 8)
	if ob.Index != 3 {
		t.Fatalf("after 9 held frames: pull %d, want 3", ob.Index)
	}
	run(s, physics.Jump, 200)
	if ob.Index != 0x20 {
		t.Fatalf("pull %d, want the most, $20", ob.Index)
	}
	if st.Y.Pixel() != 680+0x20-0x2E {
		t.Fatalf("player y %d, want %d", st.Y.Pixel(), 680+0x20-0x2E)
	}
	run(s, 0, 1) // let go: both states become 2
	if ob.Timer != 2 {
		t.Fatalf("state %d after letting go, want 2", ob.Timer)
	}
	run(s, 0, 1) // the launch
	if ob.Timer != 0 || st.S2.Control != 0 || !st.Air {
		t.Fatalf("not launched: state %d control %#x air %v", ob.Timer, st.S2.Control, st.Air)
	}
	if want := physics.Fixed(-(0x20 + 0x10) << 7); st.YSpeed != want {
		t.Fatalf("launch y speed %#x, want %#x", int(st.YSpeed), int(want))
	}
	run(s, 0, 1)
	if ob.Index != 0x20-8 {
		t.Fatalf("plunger at %d two frames after the launch, want %d", ob.Index, 0x20-8)
	}
}

// s2.asm Obj85_Up: loc_2AD26 runs for MainCharacter and then for
// Sidekick (objoff_37, p2_standing_bit), so Tails landing on the plunger
// is held on it rolled up (obj_control $81) like Sonic; with Ctrl_2 idle
// he never pulls it, and Sonic's pulling and letting go launches him too.
func TestPullSpring_Obj85HoldsSidekick(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2PullSpring, 0, 800, 680))
	s := newSimP2(tl, 760, 800, 600)
	k := findSlot(s, s2PullSpring)
	if k < 0 {
		t.Fatal("no pull spring")
	}
	ob := eng(s).slot(k)
	for i := 0; i < 120 && ob.Timer2 != 1; i++ {
		s.Step(0)
	}
	if ob.Timer2 != 1 || s.P2CPU().Control != 0x81 || ob.Timer != 0 {
		t.Fatalf("Tails not held: states %d/%d control %#x", ob.Timer, ob.Timer2, s.P2CPU().Control)
	}
	run(s, 0, 30)
	if ob.Timer2 != 1 || ob.Index != 0 {
		t.Fatalf("Tails let go or pulled: state %d pull %d", ob.Timer2, ob.Index)
	}
	if y := s.Live().P2.Body.Y.Pixel(); y != 680-0x2E {
		t.Fatalf("Tails at y %d, want %d", y, 680-0x2E)
	}
}

// s2.asm loc_2AD7A: a held player whose render_flags.on_screen bit is
// clear (Tails off the screen) is let go: in the air, obj_control 0.
func TestPullSpring_Obj85LetsGoOffScreen(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2PullSpring, 0, 800, 680))
	s := newSimP2(tl, 600, 800, 600) // Tails right of the screen
	k := findSlot(s, s2PullSpring)
	if k < 0 {
		t.Fatal("no pull spring")
	}
	ob := eng(s).slot(k)
	for i := 0; i < 120 && ob.Timer2 != 1; i++ {
		s.Step(0)
	}
	if ob.Timer2 != 1 {
		t.Fatal("Tails never held")
	}
	s.Step(0)
	if b := s.Live().P2.Body; ob.Timer2 != 0 || s.P2CPU().Control != 0 || !b.Air {
		t.Fatalf("off-screen Tails kept: state %d control %#x air %v", ob.Timer2, s.P2CPU().Control, b.Air)
	}
}

// s2.asm Obj85_Diagonal, loc_2AF06 and loc_2B018: the diagonal plunger
// holds the player $13 right of and $13 above it, moves down-left by
// half its pull (at most $1C), and lets him go up-right at (pull+4)*$80
// both ways; with subtype bit 7 he goes along the ground (inertia
// (pull+4)*$80, angle $E0, facing right).
func TestPullSpring_Obj85Diagonal(t *testing.T) {
	for _, sub := range []uint8{1, 0x81} {
		tl := s2TestLevel(s2Obj(s2PullSpring, sub, 800, 680))
		s := newSim(tl, physics.S2, 800, 600)
		k := findSlot(s, s2PullSpring)
		if k < 0 {
			t.Fatal("no pull spring")
		}
		ob := eng(s).slot(k)
		for i := 0; i < 120 && ob.Timer != 1; i++ {
			s.Step(0)
		}
		st := s.Live()
		if ob.Timer != 1 || st.S2.Control != 0x81 || st.X.Pixel() != 800+0x13 || st.Y.Pixel() != 680-0x13 {
			t.Fatalf("subtype %#x not held: state %d control %#x at (%d,%d)", sub, ob.Timer, st.S2.Control, st.X.Pixel(), st.Y.Pixel())
		}
		run(s, physics.Jump, 200)
		if ob.Index != 0x1C || ob.X.Pixel() != 800-0xE || ob.Y.Pixel() != 680+0xE {
			t.Fatalf("subtype %#x: pull %d at (%d,%d)", sub, ob.Index, ob.X.Pixel(), ob.Y.Pixel())
		}
		if st.X.Pixel() != 800-0xE+0x13 || st.Y.Pixel() != 680+0xE-0x13 {
			t.Fatalf("subtype %#x: player at (%d,%d)", sub, st.X.Pixel(), st.Y.Pixel())
		}
		run(s, 0, 2)
		if ob.Timer != 0 || st.S2.Control != 0 {
			t.Fatalf("subtype %#x not launched: state %d control %#x", sub, ob.Timer, st.S2.Control)
		}
		v := physics.Fixed((0x1C + 4) << 7)
		if sub&0x80 == 0 {
			if st.XSpeed != v || st.YSpeed != -v || !st.Air {
				t.Fatalf("launch speeds (%#x,%#x) air %v, want (%#x,%#x) in the air", int(st.XSpeed), int(st.YSpeed), st.Air, int(v), int(-v))
			}
		} else if st.GSpeed != v || st.Air || st.Angle != 0xE0 {
			t.Fatalf("ground launch: inertia %#x air %v angle %#x", int(st.GSpeed), st.Air, st.Angle)
		}
	}
}
