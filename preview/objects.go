package preview

import (
	"loopwright/layers"
	"loopwright/objects/generic"
	"loopwright/physics"
)

// LevelObjects appends to sc the solid boxes and hitboxes of lvl's objects
// at their placed positions, for drawing a level that is not being
// simulated, with Sonic 2's sizes (LevelObjectsFor). Objects the physics
// does not simulate are left out; OverlayObjects still marks them.
func LevelObjects(lvl *layers.Level, sc *Scene) { LevelObjectsFor(lvl, physics.S2, sc) }

// LevelObjectsFor is LevelObjects for game variant v. Every size comes
// from the physics itself (generic.GeometryOf: the boxes its simulation
// collides with), so the drawing cannot drift from the rules.
func LevelObjectsFor(lvl *layers.Level, v physics.Variant, sc *Scene) {
	for i := range lvl.Objects {
		o := &lvl.Objects[i]
		g, ok := generic.GeometryOf(o, v)
		if !ok {
			continue
		}
		if g.SolidW > 0 {
			sc.Solids = append(sc.Solids, Solid{ObjectID: o.ID, X: o.X, Y: o.Y, WidthRadius: g.SolidW, HeightRadius: g.SolidH, TopOnly: g.TopOnly})
		}
		if g.HitW > 0 {
			sc.Hitboxes = append(sc.Hitboxes, Hitbox{ObjectID: o.ID, X: o.X, Y: o.Y, WidthRadius: g.HitW, HeightRadius: g.HitH, Reaction: reactionOf(g.Reaction)})
		}
	}
}
