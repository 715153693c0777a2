package sonic2

import (
	"testing"

	"loopwright/physics"
)

// htzBossSim is a sim with an Obj52 piece of routine r in slot 50 and the
// engine.
func htzBossSim(t *testing.T, r uint8) (*physics.State, *engine) {
	t.Helper()
	tl := s2TestLevel(s2Obj(s2Scenery, 0, 300, 700))
	s := newSimP2(tl, 200, 300, 600)
	st := s.Live()
	st.S2.Slots[50] = physics.S2Obj{ID: s2HTZBoss, Routine: r, Layout: -1}
	st.S2.Top = 51
	return st, eng(s)
}

// s2.asm Obj52_Mobile_Flamethrower: past its 60 frames the boss hovers
// on (Obj52_Mobile_Hover: y from the cosine, boss_sine_count up 4) on
// every frame but the one a flame comes out (objoff_3E at -$18), which
// allocates the flame and skips the hover.
func TestS2_BossHTZFlamethrowerHovers(t *testing.T) {
	st, e := htzBossSim(t, htzMobile)
	ev := &st.S2.Ev
	b := &st.S2.Slots[50]
	e.htzInit(50) // the animation array as the game starts it
	b.Routine2, b.MapFrame, b.B3F = 2, 4, 0
	ev.BossY = int32(0x500) << 16
	e.htzMobile(50)
	_, cos := physics.SinCos(4)
	if b.MapFrame != 8 || b.Y.Pixel() != 0x500+int(int16(cos)>>7) {
		t.Fatalf("objoff_3E -1: sine count %d y %#x, want 8 and the hover's", b.MapFrame, b.Y.Pixel())
	}
	if b.Routine2 != 2 {
		t.Fatalf("boss_routine %d, want 2", b.Routine2)
	}
	b.B3F = uint8(0x100 - 0x17)
	b.Y = physics.FromPixels(0x4F0)
	e.htzMobile(50)
	if b.MapFrame != 8 || b.Y.Pixel() != 0x4F0 || b.B3F != 0x2F {
		t.Fatalf("flame frame: sine count %d y %#x timer %#x, want no hover, $2F", b.MapFrame, b.Y.Pixel(), b.B3F)
	}
	flames := 0
	for j := range st.S2.Slots[:st.S2.Top] {
		if o := st.S2.Slots[j]; o.ID == s2HTZBoss && o.Routine == htzFlame {
			flames++
		}
	}
	if flames != 1 {
		t.Fatalf("%d flames, want 1", flames)
	}
}

// s2.asm loc_30008: a lava ball reaching the floor becomes Obj20's fire
// (routine $A, objoff_32 9, objoff_36 3) and jumps to Obj20 at once, so
// the fire's count runs that very frame.
func TestS2_BossHTZLavaBallFire(t *testing.T) {
	st, e := htzBossSim(t, htzLava)
	e.htzLavaBall(50)
	b := &st.S2.Slots[50]
	if b.Routine2 != 2 {
		t.Fatalf("lava ball routine %d, want thrown", b.Routine2)
	}
	*b = physics.S2Obj{ID: s2HTZBoss, Routine: htzLava, Routine2: 2, Layout: -1, Coll: 0x8B, XRad: 8, YRad: 8,
		X: physics.FromPixels(300), Y: physics.FromPixels(650), YVel: 0x400}
	b.GXVel = physics.Fixed(int32(300) << 16)
	b.GYVel = physics.Fixed(int32(650) << 16)
	for n := 0; b.ID == s2HTZBoss && n < 200; n++ {
		e.htzLavaBall(50)
	}
	if b.ID != s2LavaBubble || b.Routine != 0xA || b.Timer != 8 || b.Index != 3 {
		t.Fatalf("landed: id %#x routine %#x objoff_32 %d objoff_36 %d, want Obj20 $A, 8 (run once), 3", b.ID, b.Routine, b.Timer, b.Index)
	}
}
