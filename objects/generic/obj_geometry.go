package generic

import (
	"loopwright/layers"
	"loopwright/objcatalog"
	"loopwright/physics"
)

// ObjectGeometry is a placed level object's boxes as the physics builds
// them (compileObject, the same values the simulation collides with): its
// solid box and its hitbox, for drawing a level that is not being
// simulated (package preview). Sizes are half sizes (radii) in pixels.
type ObjectGeometry struct {
	// SolidW, SolidH are the solid box's Width and Height Radius (0: not
	// solid); TopOnly marks platforms (only the top is solid).
	SolidW, SolidH int
	TopOnly        bool
	// HitW, HitH are the hitbox's radii (0: none) and Reaction what
	// touching it does.
	HitW, HitH int
	Reaction   physics.Reaction
}

// GeometryOf returns o's boxes for variant v as the simulation sees them
// at its placed position, and false when the physics does not simulate
// o's class (including Sonic 2 layout objects, whose boxes come from the
// running object RAM: Sim.AppendObjectBoxes). Trigger areas (checkpoints,
// fans, tunnels, spinners, cannons, conveyors, bubbles) are neither solid
// nor hitboxes and give zero boxes.
func GeometryOf(o *layers.Object, v physics.Variant) (ObjectGeometry, bool) {
	if o == nil || objcatalog.ClassDef(o.Class) == nil {
		return ObjectGeometry{}, false
	}
	return geometryOf(compileObject(o, v, nil)), true
}

// geometryOf is the boxes of a compiled object.
func geometryOf(d objDef) ObjectGeometry {
	g := ObjectGeometry{HitW: d.hw, HitH: d.hh, Reaction: d.react}
	if g.Reaction == physics.ReactNone {
		g.HitW, g.HitH = 0, 0
	}
	switch d.kind {
	case kSolidBox, kSlopedSolid, kPushBlock, kSpring, kMonitor, kSpikes, kButton, kBreakable,
		kFlipper, kSpringRamp, kSpringCap:
		g.SolidW, g.SolidH = d.w, d.h
	case kPlatform, kSlopedPlatform, kBridge, kSeesaw, kMushroom:
		g.SolidW, g.SolidH, g.TopOnly = d.w, d.h, true
	}
	if g.SolidW <= 0 || g.SolidH <= 0 {
		g.SolidW, g.SolidH, g.TopOnly = 0, 0, false
	}
	return g
}
