package preview

import (
	"strconv"

	"loopwright/layers"
)

// objectShape is what LevelObjects draws for an object class when the
// simulation reports nothing better: a solid size and/or a hitbox.
type objectShape struct {
	solidW, solidH int // solid radii (0: none, or from properties)
	solidProps     bool
	topOnly        bool
	hitW, hitH     int
	reaction       Reaction
}

// objectShapes holds the sizes the physics guide gives (sections 9, 10, 13
// and 14). Classes with a size in their properties read width_radius and
// height_radius.
var objectShapes = map[string]objectShape{
	"solid_box":       {solidProps: true},
	"platform":        {solidProps: true, topOnly: true},
	"sloped_solid":    {solidProps: true},
	"sloped_platform": {solidProps: true, topOnly: true},
	"push_block":      {solidW: 16, solidH: 16},
	"monitor":         {solidW: 15, solidH: 15},
	"ring":            {hitW: 6, hitH: 6, reaction: ReactItem},
	"motobug":         {hitW: 20, hitH: 16, reaction: ReactAttack},
	"chomper":         {hitW: 12, hitH: 16, reaction: ReactAttack},
	"buzz_bomber":     {hitW: 24, hitH: 12, reaction: ReactAttack},
	"crabmeat":        {hitW: 16, hitH: 16, reaction: ReactAttack},
}

// LevelObjects appends to sc the solid boxes and hitboxes of lvl's objects
// at their placed positions, for drawing a level that is not being
// simulated (or a simulation that does not report objects yet). Objects
// whose size is neither known nor in their properties (width_radius,
// height_radius) are left out; OverlayObjects still marks them.
func LevelObjects(lvl *layers.Level, sc *Scene) {
	for i := range lvl.Objects {
		o := &lvl.Objects[i]
		sh, ok := objectShapes[o.Class]
		if !ok {
			continue
		}
		w, h := sh.solidW, sh.solidH
		if sh.solidProps {
			w, h = propInt(o, "width_radius"), propInt(o, "height_radius")
		}
		if w > 0 && h > 0 {
			sc.Solids = append(sc.Solids, Solid{ObjectID: o.ID, X: o.X, Y: o.Y, WidthRadius: w, HeightRadius: h, TopOnly: sh.topOnly})
		}
		if sh.hitW > 0 {
			sc.Hitboxes = append(sc.Hitboxes, Hitbox{ObjectID: o.ID, X: o.X, Y: o.Y, WidthRadius: sh.hitW, HeightRadius: sh.hitH, Reaction: sh.reaction})
		}
	}
}

func propInt(o *layers.Object, name string) int {
	for _, p := range o.Props {
		if p.Name == name {
			v, err := strconv.Atoi(p.Value)
			if err == nil {
				return v
			}
		}
	}
	return 0
}
