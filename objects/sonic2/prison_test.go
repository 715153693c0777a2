package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Obj3E (loc_3F212 ... loc_3F406), Obj28_Prison: the prison makes
// its button, lid and spawner; Sonic landing on the button pushes it 8
// down and opens it: the lid flies off (-$400, $800), $1D frames later 8
// animals wait their turn ($9A frames, 8 fewer each) without points, the
// spawner adds one every 8th frame for $B4 frames, and once every animal
// is gone the act ends with the results (Obj3A).
func TestEggPrison_Obj3E(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2EggPrison, 0, 700, 712))
	s := newSim(tl, physics.S2, 700, 600)
	st := s.Live()
	k := findSlot(s, s2EggPrison)
	body := &st.S2.Slots[k]
	if body.Routine != prisonBody || body.Child1 == 0 || body.Child2 == 0 || body.Parent == 0 {
		t.Fatalf("body routine %d parts %d %d %d", body.Routine, body.Child1, body.Child2, body.Parent)
	}
	btn := &st.S2.Slots[body.Child1-1]
	lid := &st.S2.Slots[body.Child2-1]
	if btn.Routine != prisonButton || btn.Y.Pixel() != 712-0x28 || lid.Routine != prisonLid || lid.Y.Pixel() != 712-0x18 {
		t.Fatalf("button %d at y %d, lid %d at y %d", btn.Routine, btn.Y.Pixel(), lid.Routine, lid.Y.Pixel())
	}
	for f := 0; f < 120 && !btn.Flag; f++ {
		s.Step(0)
	}
	if !btn.Flag || btn.Y.Pixel() != 712-0x28+8 || st.S2.On-1 != int(body.Child1-1) {
		t.Fatalf("button pressed %v y %d, Sonic on slot %d", btn.Flag, btn.Y.Pixel(), st.S2.On-1)
	}
	s.Step(0)
	if lid.XVel != 0x800 || lid.Routine2 == 0 || body.Routine2 != 2 {
		t.Fatalf("lid speeds %d,%d body stage %d, want the lid thrown", lid.XVel, lid.YVel, body.Routine2)
	}
	run(s, 0, 0x1E)
	n := 0
	for j := range st.S2.Slots {
		if a := st.S2.Slots[j]; a.ID == s2Animal && a.Flag {
			n++
		}
		if st.S2.Slots[j].ID == s2Points {
			t.Fatal("a prison animal brought points")
		}
	}
	if n != 8 {
		t.Fatalf("%d animals out, want 8", n)
	}
	for f := 0; f < 4000 && !st.S2.Ev.EndAct; f++ {
		// Sonic walks away so the animals leave the screen.
		s.Step(physics.Right)
	}
	if !st.S2.Ev.EndAct || findSlot(s, s2Results) < 0 {
		t.Fatalf("act not ended (end %v results slot %d)", st.S2.Ev.EndAct, findSlot(s, s2Results))
	}
}
