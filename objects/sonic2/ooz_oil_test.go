package sonic2

import (
	"testing"

	"loopwright/internal/leveltest"
	"loopwright/layers"
	"loopwright/physics"
)

// oilLevel is an empty level (no floor at all) whose s2_zone_act is za,
// tall enough for Oil Ocean's oil at y $758, with one Sonic 2 object far
// away (the Sonic 2 engine runs levels with a Sonic 2 layout).
func oilLevel(za string) *testLevel {
	tl := leveltest.New(256, 160)
	tl.Lvl.Objects = []layers.Object{s2Obj(s2Springs, 0, 3800, 100)}
	tl.Lvl.Objects[0].ID = 1
	tl.Lvl.Bounds = layers.Rect{Max: layers.Point{X: 256 * 16, Y: 160 * 16}}
	tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_zone_act", Value: za})
	return tl
}

// oilSim is Sonic dropped from (700, y) above the oil of a level whose
// s2_zone_act is za.
func oilSim(za string, y int) *physics.Sim {
	s := newSim(oilLevel(za), physics.S2, 700, y)
	st := s.Live()
	st.Air, st.YSpeed, st.XSpeed, st.GSpeed = true, 0, 0, 0
	return s
}

// s2.asm Level_ClrHUD loads Obj07 into its reserved slot in Oil Ocean
// only; Obj07_Init puts it at y $758 with a submersion of $30 for the
// main character and 0 for the sidekick.
func TestOil_Obj07Loaded(t *testing.T) {
	s := oilSim("ooz1", 1700)
	oil := &s.Live().S2.Oil
	if oil.ID != oilID || oil.Routine != 2 || oil.Y.Pixel() != 0x758 || oil.Timer != 0x30 {
		t.Fatalf("oil id %#x routine %d y %#x submersion %#x, want Obj07 at $758, $30", oil.ID, oil.Routine, oil.Y.Pixel(), oil.Timer)
	}
	for _, za := range []string{"ehz1", "cpz2", "arz1", ""} {
		if o := oilSim(za, 1700).Live().S2.Oil; o.ID != 0 {
			t.Errorf("%q: oil slot holds %#x, want empty", za, o.ID)
		}
	}
}

// s2.asm Obj07_Main: the oil holds the player up as a platform whose top
// is $758 less his submersion ($728 at first), and while he stands on it
// the submersion counts down one a frame (he sinks a pixel a frame);
// standing at submersion 0 he is killed (Obj07_SuffocateCharacter).
func TestOil_Obj07SinksAndKills(t *testing.T) {
	s := oilSim("ooz1", 1700)
	st := s.Live()
	oil := &st.S2.Oil
	for i := 0; i < 120 && st.Air; i++ {
		s.Step(0)
	}
	if st.Air || st.Dead || st.S2.On != physics.S2OilSlot+1 {
		t.Fatalf("Sonic at y %#x air %v on %d: want standing on the oil", st.Y.Pixel(), st.Air, st.S2.On)
	}
	if want := 0x728 - st.YRadius - 1; st.Y.Pixel() != want {
		t.Fatalf("landed at y %#x, want %#x (top $728)", st.Y.Pixel(), want)
	}
	y := st.Y.Pixel()
	s.Step(0)
	if oil.Timer != 0x2F || st.Y.Pixel() != 0x758-0x2F-st.YRadius {
		t.Fatalf("submersion %#x y %#x (was %#x), want $2F and sinking", oil.Timer, st.Y.Pixel(), y)
	}
	f := 0
	for ; f < 200 && !st.Dead; f++ {
		s.Step(0)
		if !st.Dead && st.Y.Pixel() != 0x758-int(oil.Timer)-st.YRadius {
			t.Fatalf("frame %d: y %#x submersion %#x: not held at the oil's top", f, st.Y.Pixel(), oil.Timer)
		}
	}
	if !st.Dead || f != 0x30 {
		t.Fatalf("dead %v after %d more frames, want killed after $30", st.Dead, f)
	}
	if oil.Status&physics.S2P1Stand != 0 {
		t.Error("the oil still holds the dead player")
	}
}

// s2.asm Obj07_Main: a player not standing on the oil lets it rise back
// one a frame to $30; jumping off it, he lands again at the risen top.
func TestOil_Obj07RisesBack(t *testing.T) {
	s := oilSim("ooz1", 1700)
	st := s.Live()
	oil := &st.S2.Oil
	for i := 0; i < 120 && st.Air; i++ {
		s.Step(0)
	}
	run(s, 0, 0x10)
	if oil.Timer != 0x30-0x10 {
		t.Fatalf("submersion %#x after $10 frames on it, want %#x", oil.Timer, 0x30-0x10)
	}
	// The jump frame: the standing bit is still set when the oil runs
	// (one more down), then PlatformObject_SingleCharacter lets him go.
	s.Step(physics.Jump)
	low := oil.Timer
	if !st.Air || low != 0x30-0x11 || oil.Status&physics.S2P1Stand != 0 {
		t.Fatalf("air %v submersion %#x status %#x: want jumped off at $1F", st.Air, low, oil.Status)
	}
	s.Step(physics.Jump)
	if oil.Timer != low+1 {
		t.Fatalf("submersion %#x a frame after the jump, want %#x", oil.Timer, low+1)
	}
	for i := 0; i < 200 && st.Air; i++ {
		s.Step(physics.Jump)
	}
	if oil.Timer > 0x30 || st.Air || st.Dead {
		t.Fatalf("submersion %#x air %v dead %v: want back on the oil, at most $30", oil.Timer, st.Air, st.Dead)
	}
}

// s2.asm Obj07_CheckSupportChar2: the sidekick is held and sunk by his
// own submersion (oil_char2submersion, 0 at Obj07_Init, rising to $30
// while he is off the oil).
func TestOil_Obj07HoldsSidekick(t *testing.T) {
	tl := oilLevel("ooz1")
	s := newSimP2(tl, 700, 760, 1700)
	st := s.Live()
	st.Air, st.YSpeed = true, 0
	st.Y = physics.FromPixels(1700)
	oil := &st.S2.Oil
	b := &st.P2.Body
	for i := 0; i < 200 && (b.Air || st.Air); i++ {
		s.Step(0)
	}
	if b.Air || b.Dead {
		t.Fatalf("Tails at y %#x air %v dead %v: want on the oil", b.Y.Pixel(), b.Air, b.Dead)
	}
	if oil.Status&physics.S2P2Stand == 0 {
		t.Fatal("the oil's p2_standing bit is clear")
	}
	sub := oil.Timer2
	s.Step(0)
	if oil.Timer2 != sub-1 {
		t.Fatalf("sidekick's submersion %#x, want %#x", oil.Timer2, sub-1)
	}
}
