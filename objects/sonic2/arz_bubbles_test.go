package sonic2

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// bubbleSim is Sonic standing at (600, 716) on flatLevel with the water
// at water and the objects objs.
func bubbleSim(water string, objs ...layers.Object) *physics.Sim {
	// A far maker that never loads makes the level a Sonic 2 layout.
	tl := s2TestLevel(append(objs, s2Obj(s2Bubbles, 0x81, 6000, 700))...)
	tl.Lvl.Props = []layers.Prop{{Name: "water_level", Type: "int", Value: water}}
	return physics.New(tl.Lvl, physics.Config{Variant: physics.S2}, layers.Point{X: 600, Y: 716})
}

// s2.asm Obj24_Init and loc_1F9C0: a maker (subtype $80+) under the
// water and on screen makes runs of bubbles (RandomNumber) into free
// slots, each within 8 pixels of its x, rising at -$88 (loc_1F90A).
func TestBubbles24_MakerMakesRisingBubbles(t *testing.T) {
	s := bubbleSim("500", s2Obj(s2Bubbles, 0x81, 640, 700))
	st := s.Live()
	made := 0
	for f := 0; f < 600; f++ {
		s.Step(0)
		for k := range st.S2.Slots {
			b := &st.S2.Slots[k]
			if b.ID != s2Bubbles || b.Routine == 0x0A || b.Routine == 0 {
				continue
			}
			if d := b.BaseX - 640; d < -8 || d > 7 {
				t.Fatalf("frame %d: bubble made at x %d, want 632..647", f, b.BaseX)
			}
			if b.Routine < 6 && b.YVel != -0x88 {
				t.Fatalf("frame %d: bubble y_vel %#x, want -$88", f, b.YVel)
			}
			if b.Timer == 0 {
				b.Timer = 1 // counted
				made++
			}
		}
	}
	if made == 0 {
		t.Fatal("no bubble made in 600 frames")
	}
	// Above the water it makes none (loc_1F9C0's Water_Level_1 check).
	s = bubbleSim("500", s2Obj(s2Bubbles, 0x81, 640, 400))
	for f := 0; f < 600; f++ {
		s.Step(0)
		for k := range s.Live().S2.Slots {
			if b := &s.Live().S2.Slots[k]; f > 2 && b.ID == s2Bubbles && (b.Routine == 2 || b.Routine == 4) {
				t.Fatalf("frame %d: a bubble from a maker above the water: %+v", f, *b)
			}
		}
	}
}

// s2.asm loc_1F93E: a bubble reaching the surface bursts (routine 6,
// animation +3) and its burst's end deletes it (routine 8).
func TestBubbles24_BurstsAtSurface(t *testing.T) {
	s := bubbleSim("640")
	e := eng(s)
	s.Step(0)
	k := e.allocate()
	*e.slot(k) = physics.S2Obj{ID: s2Bubbles, Layout: -1, X: physics.FromPixels(700), Y: physics.FromPixels(700)}
	burst := false
	for f := 0; f < 800 && s.Live().S2.Slots[k].ID == s2Bubbles; f++ {
		s.Step(0)
		if b := s.Live().S2.Slots[k]; b.Routine >= 6 {
			burst = true
			if b.Y.Pixel() > s.Live().Water.Level+1 {
				t.Fatalf("burst at y %d below the surface %d", b.Y.Pixel(), s.Live().Water.Level)
			}
		}
	}
	if !burst || s.Live().S2.Slots[k].ID != 0 {
		t.Fatalf("burst %v, slot id %#x: want burst then deleted", burst, s.Live().S2.Slots[k].ID)
	}
}

// s2.asm loc_1FB0C: a full-size bubble (objoff_2E) with the player's x
// in (x-$10, x+$10] and y in (y, y+$10] is breathed: the air full
// (ResumeMusic), speeds 0, move_lock $23, and the bubble bursts; Tails
// (Sidekick) breathes one too.
func TestBubbles24_Breathed(t *testing.T) {
	s := bubbleSim("500")
	st := s.Live()
	e := eng(s)
	st.P.AirLeft = 5
	s.Step(0)
	k := e.allocate()
	*e.slot(k) = physics.S2Obj{ID: s2Bubbles, Layout: -1, Routine: 4, Flag: true, Render: physics.S2OnScreen,
		X: physics.FromPixels(604), BaseX: 604, Y: physics.FromPixels(706), YVel: -0x88}
	st.GSpeed, st.XSpeed = 0x300, 0x300
	s.Step(0)
	if st.P.AirLeft != physics.AirSeconds || st.MoveLock < 0x22 || st.XSpeed != 0 || st.GSpeed != 0 {
		t.Fatalf("air %d move_lock %d speed %v: want the air full, $23 locked, stopped", st.P.AirLeft, st.MoveLock, st.XSpeed)
	}
	if b := st.S2.Slots[k]; b.Routine < 6 {
		t.Fatalf("bubble routine %d, want 6 (burst)", b.Routine)
	}
	// Out of reach ($11 to the left): not breathed.
	s = bubbleSim("500")
	st, e = s.Live(), eng(s)
	st.P.AirLeft = 5
	s.Step(0)
	k = e.allocate()
	*e.slot(k) = physics.S2Obj{ID: s2Bubbles, Layout: -1, Routine: 4, Flag: true, Render: physics.S2OnScreen,
		X: physics.FromPixels(600 + 0x11), BaseX: 600 + 0x11, Y: physics.FromPixels(706), YVel: -0x88}
	s.Step(0)
	if st.P.AirLeft == physics.AirSeconds || st.S2.Slots[k].Routine >= 6 {
		t.Fatalf("a bubble $11 pixels away was breathed")
	}
	// Tails.
	tl := s2TestLevel(s2Obj(s2Bubbles, 0x81, 6000, 700))
	tl.Lvl.Props = []layers.Prop{{Name: "water_level", Type: "int", Value: "500"}}
	s = newSimP2(tl, 300, 700, 716)
	st, e = s.Live(), eng(s)
	st.P2.Body.Air = false
	s.Step(0)
	k = e.allocate()
	*e.slot(k) = physics.S2Obj{ID: s2Bubbles, Layout: -1, Routine: 4, Flag: true, Render: physics.S2OnScreen,
		X: physics.FromPixels(700), BaseX: 700, Y: physics.FromPixels(706), YVel: -0x88}
	s.Step(0)
	if st.S2.Slots[k].Routine < 6 || st.P2.Body.MoveLock < 0x22 {
		t.Fatalf("Tails did not breathe the bubble: routine %d, move_lock %d", st.S2.Slots[k].Routine, st.P2.Body.MoveLock)
	}
}

// s2.asm loc_1FACE: a bubble maker at or above the water's surface is
// not drawn (DisplaySprite only below it), so BuildSprites leaves its
// on-screen flag as it was: one drawn last on screen keeps the flag
// while above the water, even out of the screen; below the water the
// flag follows the screen again.
func TestBubbles24_MakerAboveWaterKeepsOnScreen(t *testing.T) {
	s := bubbleSim("500", s2Obj(s2Bubbles, 0x81, 700, 650))
	st := s.Live()
	k := findSlot(s, s2Bubbles)
	if k < 0 {
		t.Fatal("no maker")
	}
	ob := &st.S2.Slots[k]
	s.Step(0)
	if ob.Routine != 0x0A || ob.Render&physics.S2OnScreen == 0 {
		t.Fatalf("maker routine %#x render %#x, want $A and on screen (its last drawing)", ob.Routine, ob.Render)
	}
	ob.Y = physics.FromPixels(100) // far above the screen and the water
	s.Step(0)
	if ob.Render&physics.S2OnScreen == 0 {
		t.Fatal("an undrawn maker above the water lost its on-screen flag")
	}
	ob.Y = physics.FromPixels(1400) // below the water, below the screen
	s.Step(0)
	if ob.Render&physics.S2OnScreen != 0 {
		t.Error("a drawn maker below the screen kept its on-screen flag")
	}
}
