package preview

import (
	"image/color"
	"strings"
	"testing"

	"loopwright/specialstage"
)

// docs/physics.md "Special Stage": the special stage is drawn unrotated, as the physics sees
// it, with the blocks as play changed them (a collected ring is gone).
func TestSpecialStage_Draw(t *testing.T) {
	s, err := specialstage.Parse(strings.NewReader("XXXXX\nX.S.X\nX.o.X\nXXXXX\n"), "t.ss")
	if err != nil {
		t.Fatal(err)
	}
	m := specialstage.New(s)
	img := SpecialStage(s, m.State(), 1)
	if img.Bounds().Dx() != 5*24 || img.Bounds().Dy() != 4*24 {
		t.Fatalf("size %v", img.Bounds())
	}
	ring := func() color.RGBA { return img.RGBAAt(2*24+12, 2*24+12) }
	if ring() != SpecialColor(specialstage.Ring) {
		t.Errorf("ring not drawn: %v", ring())
	}
	if c := img.RGBAAt(2, 2); c != SpecialColor(specialstage.Solid) {
		t.Errorf("wall %v", c)
	}
	for i := 0; i < 40; i++ {
		m.Step(specialstage.Input{})
	}
	if m.State().Rings != 1 {
		t.Fatalf("ring not collected: %+v", *m.State())
	}
	img = SpecialStage(s, m.State(), 1)
	if c := img.RGBAAt(2*24+3, 2*24+20); c == SpecialColor(specialstage.Ring) {
		t.Errorf("collected ring still drawn")
	}
}

// SS_ShowLayout: the blocks turn around the player by the snapped stage
// angle; at hex angle $40 a block to the player's right (stage +x) shows
// below the player, and the angle's low 2 bits do not change the picture.
func TestSpecialStageRotated_Angle(t *testing.T) {
	s, err := specialstage.Parse(strings.NewReader("......\n..SB..\n......\n"), "t.ss")
	if err != nil {
		t.Fatal(err)
	}
	m := specialstage.New(s)
	st := m.State()
	bumper := SpecialColor(specialstage.Bumper)
	img := SpecialStageRotated(s, st, 200, 200, 1)
	if c := img.RGBAAt(100+24+2, 100+6); c != bumper {
		t.Errorf("angle 0: right of the player %v, want the bumper", c)
	}
	st.Angle = 0x4000
	img = SpecialStageRotated(s, st, 200, 200, 1)
	if c := img.RGBAAt(100+6, 100+24+2); c != bumper {
		t.Errorf("angle $40: below the player %v, want the bumper", c)
	}
	st.Angle = 0x4300
	if img2 := SpecialStageRotated(s, st, 200, 200, 1); string(img2.Pix) != string(img.Pix) {
		t.Error("angle $43 draws differently from $40 (the view uses angle & $FC)")
	}
	if c := img.RGBAAt(100, 100); c != specialPlayer {
		t.Errorf("no player at the centre: %v", c)
	}
}
