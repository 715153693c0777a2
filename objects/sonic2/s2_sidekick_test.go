package sonic2

import (
	"testing"

	"loopwright/physics"

	"loopwright/layers"
)

// newSimP2 is a Sonic 2 run with a second player (Tails) driven by
// script (SetP2Input), Sonic standing at (sx, 716) and Tails put at
// (tx, ty) in the air.
func newSimP2(tl *testLevel, sx, tx, ty int) *physics.Sim {
	s := physics.New(tl.Lvl, physics.Config{Variant: physics.S2, P2: physics.P2Config{On: true, Character: physics.Tails, Scripted: true}},
		layers.Point{X: sx, Y: 716})
	b := &s.Live().P2.Body
	b.X, b.Y = physics.FromPixels(tx), physics.FromPixels(ty)
	b.XSpeed, b.YSpeed, b.GSpeed = 0, 0, 0
	b.Air = true
	return s
}

// s2.asm Obj41_Up: SolidObject_Always_SingleCharacter and the launch
// (loc_189CA) run for MainCharacter and then for Sidekick (p2_standing_bit),
// so Tails landing on a spring is launched like Sonic.
func TestS2_SpringLaunchesSidekick(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Springs, 0, 700, 736-8))
	s := newSimP2(tl, 600, 700, 650)
	best := physics.Fixed(0)
	for i := 0; i < 60; i++ {
		s.Step(0)
		if y := s.P2Record().YSpeed; y < best {
			best = y
		}
	}
	if best != -0x1000 && best != -0x1000+0x38 {
		t.Errorf("Tails' fastest Y Speed %v, want -16 (the spring's strength)", best)
	}
	if s.Live().YSpeed != 0 {
		t.Errorf("Sonic (not on the spring) moved: Y Speed %v", s.Live().YSpeed)
	}
}

// s2.asm Obj36_Upright and HurtCharacter: spikes hurt Tails standing on
// them (p2_standing), and the sidekick goes straight to Hurt_Sidekick: the
// ring count is Sonic's and stays, no lost rings appear.
func TestS2_SpikesHurtSidekick(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Spikes, 0, 660, 736-16))
	s := newSimP2(tl, 600, 660, 660)
	s.Live().Obj.Rings = 5
	hurt := false
	for i := 0; i < 40 && !hurt; i++ {
		s.Step(0)
		hurt = s.Live().P2.Body.Hurt
	}
	if !hurt {
		t.Fatal("Tails standing on spikes was not hurt")
	}
	if s.Live().Obj.Rings != 5 || findSlot(s, s2LostRings) >= 0 {
		t.Errorf("rings %d, lost rings slot %d: the sidekick must not lose Sonic's rings", s.Live().Obj.Rings, findSlot(s, s2LostRings))
	}
	if s.Live().Obj.Hurt {
		t.Error("Sonic was hurt")
	}
}

// s2.asm SolidObject_Monitor_Tails: in one-player mode a monitor is solid
// to the sidekick even while he rolls, and Touch_Monitor lets only the
// main character break it.
func TestS2_MonitorSolidToSidekick(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Monitor, 4, 700, 736-16))
	s := newSimP2(tl, 600, 700, 650)
	s.Live().P2.Body.Rolling = true
	s.Live().P2.Body.YRadius, s.Live().P2.Body.XRadius = 14, 7
	for i := 0; i < 40; i++ {
		s.Step(0)
	}
	k := findSlot(s, s2Monitor)
	if k < 0 || eng(s).slot(k).Routine != 2 {
		t.Fatal("Tails broke the monitor")
	}
	if eng(s).slot(k).Status&physics.S2P2Stand == 0 || s.Live().P2.Body.Air {
		t.Errorf("Tails does not stand on the monitor (status %#x, air %v)", eng(s).slot(k).Status, s.Live().P2.Body.Air)
	}
}

// s2.asm Obj18_TopSolid: PlatformObject runs for both players, and the
// platform sags while either stands on it (standing_mask).
func TestS2_PlatformCarriesSidekick(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Platform, 0, 700, 650))
	s := newSimP2(tl, 600, 700, 600)
	for i := 0; i < 40; i++ {
		s.Step(0)
	}
	k := findSlot(s, s2Platform)
	if k < 0 || eng(s).slot(k).Status&physics.S2P2Stand == 0 {
		t.Fatal("Tails did not land on the platform")
	}
	if eng(s).slot(k).B3E != 0x40 {
		t.Errorf("sag %#x, want $40 with Tails on it", eng(s).slot(k).B3E)
	}
}

// s2.asm Obj_GetOrientationToPlayer: Coconuts face the nearer of the two
// players.
func TestS2_OrientationNearerPlayer(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Coconuts, 0, 700, 600))
	s := newSimP2(tl, 600, 760, 600)
	ob := &physics.S2Obj{X: physics.FromPixels(700)}
	if d := eng(s).orientation(ob); d != -60 {
		t.Errorf("orientation %d, want -60 (Tails is nearer, right of it)", d)
	}
}

// s2.asm loc_189CA: a spring's launch clears the player's on_object but
// not the spring's p1_standing bit; SolidObject clears it on the next run
// (the player is in the air).
func TestS2_SpringKeepsStandingBit(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Springs, 0, 700, 736-8))
	s := newSim(tl, physics.S2, 700, 650)
	k := findSlot(s, s2Springs)
	launched := false
	for i := 0; i < 60 && !launched; i++ {
		s.Step(0)
		launched = s.Live().YSpeed < -0x800
	}
	if !launched {
		t.Fatal("not launched")
	}
	if eng(s).slot(k).Status&physics.S2P1Stand == 0 || s.Live().S2.On != 0 {
		t.Fatalf("after the launch: spring status %#x, on %d; want the bit kept, on_object clear", eng(s).slot(k).Status, s.Live().S2.On)
	}
	s.Step(0)
	if eng(s).slot(k).Status&physics.S2P1Stand != 0 {
		t.Error("the standing bit survived the next run")
	}
}

// s2.asm loc_18AEE and Ani_obj41 anim 3: after a horizontal spring's
// launch, loc_18BC6 (the launch without touching) is off for 10 runs.
func TestS2_SpringHorizontalLockout(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Springs, 0x10, 700, 736-16))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2Springs)
	eng(s).runS2Object(k) // init
	eng(s).springSide(k)
	for n := 1; n <= 10; n++ {
		if eng(s).slot(k).Timer3 == 0 {
			t.Fatalf("lockout over after %d runs", n-1)
		}
		eng(s).runS2Object(k)
	}
	if eng(s).slot(k).Timer3 != 0 {
		t.Error("lockout longer than 10 runs")
	}
}

// s2.asm Obj18_Init: (subtype >> 3) & $E indexes Obj18_InitData's byte
// pairs: subtype $30 is the $40-wide platform, $40 the $30-wide one.
func TestS2_PlatformWidths(t *testing.T) {
	for _, c := range []struct {
		sub  uint8
		want uint8
	}{{0x00, 0x20}, {0x10, 0x20}, {0x20, 0x20}, {0x30, 0x40}, {0x40, 0x30}} {
		s := newSim(s2TestLevel(s2Obj(s2Platform, c.sub, 700, 600)), physics.S2, 600, 716)
		k := findSlot(s, s2Platform)
		eng(s).runS2Object(k)
		if w := eng(s).slot(k).Width; w != c.want {
			t.Errorf("subtype %#x: width %#x, want %#x", c.sub, w, c.want)
		}
	}
}

// s2.asm HurtCharacter: underwater the knock-back is -1 horizontally and
// -2 vertically (instead of -2, -4).
func TestS2_HurtUnderwater(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Masher, 0, 700, 760))
	s := newSim(tl, physics.S2, 600, 716)
	s.Live().Obj.Rings = 3
	s.Live().P.Underwater = true
	k := findSlot(s, s2Masher)
	s.Live().X = eng(s).slot(k).X - physics.FromPixels(4)
	eng(s).hurtBy(k)
	if s.Live().XSpeed != -0x100 || s.Live().YSpeed != -0x200 {
		t.Errorf("underwater knock-back %v, %v; want -1, -2", s.Live().XSpeed, s.Live().YSpeed)
	}
}
