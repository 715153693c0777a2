package levelview

import (
	"image"
	"testing"

	"loopwright/editor/edittest"
	"loopwright/editor/model"
	"loopwright/layers"
	"loopwright/preview"
)

// bigSprites gives every object a 64x32 sprite centred on it.
type bigSprites struct{}

func (bigSprites) DrawObject(*image.RGBA, image.Point, int, int, *layers.Object) bool { return true }
func (bigSprites) ObjectInfo(*layers.Object) (layers.ObjectInfo, bool) {
	return layers.ObjectInfo{}, false
}
func (bigSprites) ObjectBounds(o *layers.Object) (image.Rectangle, bool) {
	return image.Rect(o.X-32, o.Y-16, o.X+32, o.Y+16), true
}

// An object drawn with its sprite is picked anywhere on the sprite, as
// SonLVL picks it; with the sprites hidden, only near its cross.
func TestLevelView_PickSprite(t *testing.T) {
	m := edittest.LevelModel(t)
	v := newTestView(t, m)
	l := m.Level()
	l.Sprites = bigSprites{}
	l.Objects = []layers.Object{{ID: 1, Class: "thing", X: 200, Y: 100}}
	at := pxPos(225, 110) // on the sprite, 25 px from the position
	if th, _ := v.pickThing(at, model.ThingObject); th.Kind != model.ThingObject || th.Index != 0 {
		t.Errorf("picked %+v on the sprite", th)
	}
	o := v.Options()
	o.Overlays &^= preview.OverlaySprites
	v.SetOptions(o)
	if th, _ := v.pickThing(at, model.ThingObject); th.Kind == model.ThingObject {
		t.Error("picked on the hidden sprite")
	}
}
