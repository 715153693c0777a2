package preview

import (
	"strconv"

	"loopwright/internal/palette"
	"loopwright/layers"
	"loopwright/physics"
)

// AbilityScene is what the preview draws of the player's state: the water line, the
// insta-shield's hitbox, the lightning shield's ring reach, and the HUD's
// line of water, air, shield and move.
type AbilityScene struct {
	// Water is set on levels with water; WaterY is the surface.
	Water      bool
	WaterY     int
	Underwater bool
	Air        int // seconds of air left
	Shield     string
	Ability    string
	Anim       string
	AnimFrame  int
	Super      bool
	Hyper      bool
	// FlyAttack is set while Tails flies or swims: his flying attack
	// reaches badniks in the 90-degree slice straight above him (section
	// 16 "Flying Attack").
	FlyAttack bool
	// InstaShield is the insta-shield's 24-radius hitbox while it is out.
	InstaShield bool
	// MagnetReach is the lightning shield's ring attraction box, half
	// size physics.RingMagnetRange, while the shield is held.
	MagnetReach bool
}

// Any reports whether the HUD has an ability line: water, a shield, a
// move or the super form.
func (a *AbilityScene) Any() bool {
	return a.Water || a.Shield != "" || a.Ability != "" || a.Super
}

// abilitiesFrom fills sc.Abilities from rec.
func abilitiesFrom(sc *Scene, rec *physics.FrameRecord) {
	p := &rec.Player
	sc.Abilities = AbilityScene{
		Water: p.HasWater, WaterY: p.WaterLevel, Underwater: p.Underwater, Air: p.Air,
		Ability: p.Ability, Anim: p.Anim.String(), AnimFrame: p.AnimFrame, Super: p.Super, Hyper: p.Hyper,
		FlyAttack:   isFlight(p.Ability),
		InstaShield: p.InstaShield, MagnetReach: p.Shield == physics.ShieldLightning,
	}
	if p.Shield != physics.ShieldNone {
		sc.Abilities.Shield = p.Shield.String()
	}
	if p.InstaShield {
		r := physics.InstaShieldRadius
		sc.Hitboxes = append(sc.Hitboxes, Hitbox{X: sc.Player.X, Y: sc.Player.Y, WidthRadius: r, HeightRadius: r, Player: true})
	}
}

// isFlight reports Tails' flight and swimming abilities (tired or not).
func isFlight(a string) bool {
	switch a {
	case "flying", "flying_tired", "swimming", "swimming_tired":
		return true
	}
	return false
}

var (
	colWater     = palette.Colour(palette.Water)
	colMagnet    = palette.Colour(palette.ShieldReach)
	colFlyAttack = palette.Colour(palette.FlyAttack)
)

// drawAbilities draws the water (a line at the surface, the water below
// tinted) with OverlayWater, and the lightning shield's reach with
// OverlayHitboxes.
func (r *Renderer) drawAbilities(c *canvas, vp Viewport, sc *Scene, ov Overlay) {
	a := &sc.Abilities
	if a.Water && ov.Has(OverlayWater) {
		drawWaterLine(c, vp, a.WaterY)
	}
	if a.MagnetReach && sc.HasPlayer && ov.Has(OverlayHitboxes) {
		m := physics.RingMagnetRange
		x0, y0, x1, y1 := vp.pixRect(sc.Player.X-m, sc.Player.Y-m, sc.Player.X+m-1, sc.Player.Y+m-1)
		c.dashedFrame(x0, y0, x1, y1, outlineW(vp.Z()), 4, colMagnet, 200)
	}
	if a.FlyAttack && sc.HasPlayer && ov.Has(OverlayHitboxes) {
		r.drawFlyAttack(c, vp, sc)
	}
}

// drawLevelWater draws the level's water_level (its surface at the
// start) as the water overlay does during a run, so the designer sees it
// while editing.
func (r *Renderer) drawLevelWater(c *canvas, vp Viewport, lvl *layers.Level) {
	if y, ok := physics.LevelWater(lvl); ok {
		drawWaterLine(c, vp, y)
	}
}

// drawWaterLine draws the water surface at level y: a line, and the water
// below it tinted.
func drawWaterLine(c *canvas, vp Viewport, y int) {
	_, sy := vp.LevelToScreen(0, y)
	c.blend(0, sy, c.w, c.h, colWater, 45)
	c.fill(0, sy, c.w, sy+outlineW(vp.Z()), colWater)
}

// drawFlyAttack draws the flying attack's slice: two dashed rays at 45
// degrees up-left and up-right from the player's centre, from where they
// leave his box to twice his height (the slice is unbounded; the badnik
// must also touch his hitbox).
func (r *Renderer) drawFlyAttack(c *canvas, vp Viewport, sc *Scene) {
	p := &sc.Player
	cx, cy := vp.LevelToScreen(p.X, p.Y)
	z := vp.Z()
	t := outlineW(z)
	cx += z / 2
	cy += z / 2
	k0 := min(p.WidthRadius, p.HeightRadius) * z
	n := 2 * p.HeightRadius * z
	for k := k0; k < n; k++ {
		if ((k-k0)/(2*t+2))%2 == 1 {
			continue
		}
		c.blend(cx-k, cy-k, cx-k+t, cy-k+t, colFlyAttack, 230)
		c.blend(cx+k, cy-k, cx+k+t, cy-k+t, colFlyAttack, 230)
	}
}

// appendAbilityHUD appends the HUD's ability line: water and air,
// shield, move, super or hyper, and the animation ("anim NAME SUBIMAGE"),
// or nothing when none applies.
func appendAbilityHUD(b []byte, a *AbilityScene) []byte {
	if a.Water {
		if a.Underwater {
			b = append(b, "underwater air "...)
			b = strconv.AppendInt(b, int64(a.Air), 10)
		} else {
			b = append(b, "dry"...)
		}
		b = append(b, "  "...)
	}
	if a.Shield != "" {
		b = append(b, a.Shield...)
		b = append(b, " shield  "...)
	}
	switch {
	case a.Hyper:
		b = append(b, "hyper  "...)
	case a.Super:
		b = append(b, "super  "...)
	}
	if a.Ability != "" {
		b = append(b, a.Ability...)
		b = append(b, "  "...)
	}
	b = append(b, "anim "...)
	b = append(b, a.Anim...)
	b = append(b, ' ')
	return strconv.AppendInt(b, int64(a.AnimFrame), 10)
}
