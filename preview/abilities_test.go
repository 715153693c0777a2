package preview

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// docs/physics.md "Special Abilities" "Flying Attack": while Tails flies, the Hitboxes overlay
// draws the slice straight above him (rays at 45 degrees up-left and
// up-right from his centre) where his flight destroys badniks.
func TestRenderer_FlyAttack(t *testing.T) {
	lvl := testLevel()
	sc := Scene{HasPlayer: true}
	sc.Player.X, sc.Player.Y, sc.Player.WidthRadius, sc.Player.HeightRadius = 60, 60, 9, 15
	sc.Abilities = AbilityScene{Ability: "flying", FlyAttack: isFlight("flying")}
	var r Renderer
	opt := DefaultOptions()
	opt.Overlays = OverlayHitboxes
	img := image.NewRGBA(image.Rect(0, 0, 128, 128))
	r.Render(img, lvl, Viewport{Zoom: 1}, &sc, opt)
	attack := func(c color.RGBA) bool { return c.R > 230 && c.G > 170 && c.G < 230 && c.B > 80 && c.B < 160 }
	for _, p := range []image.Point{{60 - 10, 60 - 10}, {60 + 10, 60 - 10}} {
		if c := img.RGBAAt(p.X, p.Y); !attack(c) {
			t.Errorf("ray pixel %v is %v, want the attack colour", p, c)
		}
	}
	if c := img.RGBAAt(60, 60-10); attack(c) {
		t.Errorf("straight above the centre is drawn: %v", c)
	}
	if c := img.RGBAAt(60-3, 60-3); attack(c) {
		t.Errorf("inside the player's box is drawn: %v", c)
	}
	for _, a := range []string{"flying", "flying_tired", "swimming", "swimming_tired"} {
		if !isFlight(a) {
			t.Errorf("%s is not a flight", a)
		}
	}
	if isFlight("gliding") {
		t.Error("gliding counts as a flight")
	}
}

// The HUD's ability line names the animation ("anim NAME SUBIMAGE") and
// the hyper form.
func TestAppendAbilityHUD(t *testing.T) {
	a := AbilityScene{Ability: "gliding", Anim: physics.AnimGlide.String(), AnimFrame: 2, Super: true, Hyper: true}
	got := string(appendAbilityHUD(nil, &a))
	if !strings.Contains(got, "hyper") || strings.Contains(got, "super") || !strings.HasSuffix(got, "gliding  anim glide 2") {
		t.Errorf("HUD line %q", got)
	}
}

// The level's water_level shows while editing (no run):
// the Water overlay draws its line and tints below it.
func TestRenderer_LevelWater(t *testing.T) {
	lvl := testLevel()
	lvl.Props = append(lvl.Props, layers.Prop{Name: "water_level", Type: "int", Value: "40"})
	var r Renderer
	opt := DefaultOptions()
	opt.Overlays = OverlayWater
	img := image.NewRGBA(image.Rect(0, 0, 64, 64))
	r.Render(img, lvl, Viewport{Zoom: 1}, nil, opt)
	above, line := img.RGBAAt(5, 20), img.RGBAAt(5, 40)
	if line != colWater {
		t.Errorf("line pixel %v, want the water colour %v", line, colWater)
	}
	if above == line {
		t.Error("above the surface is water coloured")
	}
	if y, ok := physics.LevelWater(lvl); !ok || y != 40 {
		t.Errorf("LevelWater %d %v", y, ok)
	}
}
