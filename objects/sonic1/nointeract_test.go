package sonic1

import (
	"testing"

	"loopwright/physics"
)

// noInteractCases are the two ways f_playerctrl's bit 7 is set: the
// teleporter's $81 (Teleport) and drowning (Drown_ChkWater's $81).
var noInteractCases = []struct {
	name string
	set  func(e *engine)
}{
	{"teleported", func(e *engine) { e.st.S2.Control = 0x81 }},
	{"drowning", func(e *engine) { e.st.P.Drowning = 1 }},
}

// sonic.asm: Platform3 and MvSonic2 (tst.b f_playerctrl / bmi): with
// object interaction off, a falling Sonic does not land on a platform
// (PlatformObject) and one on it is not carried (MvSonicOnPtfm2); with it
// on, he lands and is carried.
func TestPlatformObject_NoInteract(t *testing.T) {
	for _, off := range []bool{false, true} {
		for _, c := range noInteractCases {
			_, e := actSim(t, "sbz2")
			st := e.st
			st.X, st.Y, st.YSpeed, st.Air = physics.FromPixels(0x100), physics.FromPixels(0x200), 0x100, true
			ob := &st.S2.Slots[0]
			*ob = physics.S2Obj{ID: 0x18, Routine: 2, Layout: -1, X: physics.FromPixels(0x100),
				Y: physics.FromPixels(0x200 + st.YRadius + 4 + 8 - 2)}
			e.raiseTop(0)
			if off {
				c.set(e)
			}
			e.platformObject(0, 0x20)
			if landed := ob.Routine == 4 && st.S2.On == 1; landed == off {
				t.Errorf("%s, interaction off %v: landed %v", c.name, off, landed)
			}
			y := st.Y
			ob.Y += physics.FromPixels(5)
			e.mvSonicOnPtfm2(0, ob.X.Pixel())
			if moved := st.Y != y; moved == off {
				t.Errorf("%s, interaction off %v: carried %v", c.name, off, moved)
			}
		}
	}
}

// _incObj/sub SolidObject.asm: loc_FB0E (tst.b f_playerctrl / bmi
// Solid_Ignore): with object interaction off, Sonic inside a solid box is
// not pushed out; with it on, he is.
func TestSolidObject_NoInteract(t *testing.T) {
	for _, off := range []bool{false, true} {
		for _, c := range noInteractCases {
			_, e := actSim(t, "sbz2")
			st := e.st
			ob := &st.S2.Slots[0]
			*ob = physics.S2Obj{ID: 0x70, Routine: 2, Layout: -1, Render: 4 | physics.S2OnScreen,
				X: st.X + physics.FromPixels(0x20), Y: st.Y}
			e.raiseTop(0)
			if off {
				c.set(e)
			}
			x := st.X
			e.solidObject(0, 0x2B, 0x10, 0x11, ob.X.Pixel())
			if pushed := st.X != x; pushed == off {
				t.Errorf("%s, interaction off %v: pushed out %v (x %#x, was %#x)", c.name, off, pushed, int(st.X), int(x))
			}
		}
	}
}

// _incObj/79 Lamppost.asm: Lamp_Blue (tst.b f_playerctrl / bmi
// .donothing): a teleported or drowning Sonic passing a blue post does
// not hit it.
func TestLamppost_NoInteract(t *testing.T) {
	for _, c := range noInteractCases {
		_, e := actSim(t, "sbz2")
		st := e.st
		ob := &st.S2.Slots[0]
		*ob = physics.S2Obj{ID: idLamppost, Sub: 1, Routine: 2, Layout: -1, Respawn: 1, X: st.X, Y: st.Y}
		e.raiseTop(0)
		c.set(e)
		e.lampBlue(0)
		if ob.Routine != 2 || st.S2.Star.Last != 0 {
			t.Errorf("%s: post routine %d, last post %d; want not hit", c.name, ob.Routine, st.S2.Star.Last)
		}
	}
}
