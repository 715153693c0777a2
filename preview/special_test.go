package preview

import (
	"image/color"
	"strings"
	"testing"

	"loopwright/specialstage"
)

// Section 19: the special stage is drawn unrotated, as the physics sees
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
	if ring() != specialColors[specialstage.Ring] {
		t.Errorf("ring not drawn: %v", ring())
	}
	if c := img.RGBAAt(2, 2); c != specialColors[specialstage.Solid] {
		t.Errorf("wall %v", c)
	}
	for i := 0; i < 40; i++ {
		m.Step(specialstage.Input{})
	}
	if m.State().Rings != 1 {
		t.Fatalf("ring not collected: %+v", *m.State())
	}
	img = SpecialStage(s, m.State(), 1)
	if c := img.RGBAAt(2*24+3, 2*24+20); c == specialColors[specialstage.Ring] {
		t.Errorf("collected ring still drawn")
	}
}
