package generic

import (
	"loopwright/layers"
	"loopwright/objcatalog"
	"loopwright/physics"
)

// Object classes and their properties (docs/tiled.md; every class
// and property is documented in docs/objects.md).

// Directions (springs, spikes, fans).
const (
	dirUp uint8 = iota
	dirDown
	dirLeft
	dirRight
	dirUpLeft
	dirUpRight
	dirDownLeft
	dirDownRight
)

// Monitor contents.
const (
	monRings uint8 = iota
	monShield
	monSpeed
	monInvincibility
	monLife
	monFireShield
	monBubbleShield
	monLightningShield
)

// Platform movement.
const (
	moveNone uint8 = iota
	moveHorizontal
	moveVertical
)

// objDef is one level object compiled for simulation.
type objDef struct {
	id   int
	kind objKind
	x, y int
	// w, h are the solid (or trigger) Width and Height Radius.
	w, h int
	// hw, hh are the hitbox radii and react its reaction type.
	hw, hh int
	react  physics.Reaction
	// heights is a sloped object's compressed height array (alt a second
	// one: the spring ramp's pressed state).
	heights, alt []int8
	dir          int8  // -1 left, 1 right (walkers, flippers, spinners)
	sdir         uint8 // spring, spike and fan direction
	strength     physics.Fixed
	contents     uint8
	count        int
	mode         uint8
	rng, period  int
	speed        physics.Fixed
	topOnly      bool
	// reach is the distance beyond which the idle object's update does
	// nothing, or noSkip (obj_skip.go).
	reach int
}

// movement reads the optional move, range and period.
func movement(p *objcatalog.Reader, d *objDef) {
	d.mode = uint8(p.Enum("move")) // moveNone, moveHorizontal, moveVertical
	d.rng = p.Int("range")
	d.period = p.Int("period")
}

// compileObject compiles o for variant v, reporting property problems to
// errs when it is not nil. Unknown classes compile to kNone (ignored).
func compileObject(o *layers.Object, v physics.Variant, errs *objcatalog.ObjectErrors) objDef {
	d := objDef{id: o.ID, x: o.X, y: o.Y, dir: 1}
	c := objcatalog.ClassDef(o.Class)
	if c == nil {
		return d
	}
	k := classKinds[o.Class]
	d.kind = k
	p := &objcatalog.Reader{Obj: o, Class: c, Errs: errs}
	leftRight := func() int8 {
		if p.Enum("direction") == 0 { // leftRightValues
			return -1
		}
		return 1
	}
	switch k {
	case kSolidBox:
		d.w = p.Size("width_radius", o.W)
		d.h = p.Size("height_radius", o.H)
		movement(p, &d)
	case kPlatform:
		d.w = p.Size("width_radius", o.W)
		d.h = p.Size("height_radius", o.H)
		d.topOnly = true
		movement(p, &d)
	case kSlopedSolid, kSlopedPlatform:
		d.w = p.Size("width_radius", o.W)
		d.h = p.Size("height_radius", o.H)
		d.heights = p.Heights("heights")
		if d.heights == nil {
			d.heights = []int8{int8(min(d.h, 127))}
		}
		d.topOnly = k == kSlopedPlatform
		movement(p, &d)
	case kPushBlock:
		d.w = p.Size("width_radius", o.W)
		d.h = p.Size("height_radius", o.H)
	case kSpring:
		d.strength = physics.SpringYellow
		if p.Enum("strength") == 1 {
			d.strength = physics.SpringRed
		}
		d.sdir = uint8(p.Enum("direction")) // dir8Values: dirUp..dirDownRight
		switch d.sdir {
		case dirLeft, dirRight:
			d.w, d.h = 8, 14
		case dirUp, dirDown:
			d.w, d.h = 16, 8
		default:
			d.w, d.h = 16, 16
			d.heights = diagSpringHeights
		}
	case kRing:
		d.hw, d.hh, d.react = 6, 6, physics.ReactIncrement
	case kMonitor:
		d.contents = uint8(p.Enum("contents")) // monRings..monLife
		d.w, d.h = 15, 15
		if v == physics.S3K || v == physics.Mania {
			d.w, d.h = 14, 16
		}
		d.hw, d.hh, d.react = 16, 16, physics.ReactItem
	case kSpikes:
		d.sdir = uint8(p.Enum("direction")) // dir4Values
		d.count = p.Int("count")
		d.w, d.h = 4*d.count, 16
		if d.sdir == dirLeft || d.sdir == dirRight {
			d.w, d.h = 16, 4*d.count
		}
	case kBumper:
		d.hw, d.hh, d.react = 8, 8, physics.ReactSpecial
	case kBridge:
		d.count = p.Int("segments")
		d.w, d.h = 8*d.count, 8
		d.topOnly = true
	case kCheckpoint:
		d.w, d.h = 8, 52
	case kButton:
		d.w, d.h = 16, 5
	case kBreakable:
		d.mode = uint8(p.Enum("break_from"))
		defH := p.Spec("height_radius").DefaultInt()
		if d.mode == 1 {
			defH = 16 // the top-breaking default (the table's height_radius doc)
		}
		d.w = p.Size("width_radius", o.W)
		d.h = p.SizeOr("height_radius", o.H, defH)
	case kSeesaw:
		d.w, d.h = 48, 8
		d.mode = uint8(p.Enum("tilt")) // flat, left, right
		d.count = 1 - p.Enum("ball")   // yes, no
		d.topOnly = true
	case kFlipper:
		d.w, d.h = 24, 6
		d.dir = leftRight()
		d.heights = flipperDown
	case kSpringRamp:
		d.w, d.h = 28, 8
		d.heights, d.alt = springRampRelaxed, springRampPressed
	case kFan:
		d.sdir = [...]uint8{dirLeft, dirRight, dirUp}[p.Enum("direction")] // left, right, up
		d.rng = p.Int("range")
		d.speed = physics.FromPixels(p.Int("strength"))
		d.w = p.Size("width_radius", o.W)
		d.h = p.Size("height_radius", o.H)
	case kConveyor:
		d.w = p.Size("width_radius", o.W)
		d.h = p.Size("height_radius", o.H)
		d.speed = physics.Fixed(p.Int("speed"))
	case kSpringCap:
		d.w, d.h = 16, 8
		d.strength = physics.SpringCapStrength
	case kSpinner:
		d.dir = leftRight()
		d.w = p.Size("width_radius", o.W)
		d.h = p.Size("height_radius", o.H)
	case kBalloon:
		d.hw, d.hh, d.react = 16, 16, physics.ReactSpecial
	case kCannon:
		d.w = p.Size("width_radius", o.W)
		d.h = p.Size("height_radius", o.H)
	case kMushroom:
		d.w, d.h = 24, 8
		d.topOnly = true
	case kSTunnel:
		d.w = p.Size("width_radius", o.W)
		d.h = p.Size("height_radius", o.H)
	case kAirBubble:
		d.w, d.h = 8, 8
	case kMotobug:
		d.w, d.h = 8, 14
		d.hw, d.hh, d.react = 20, 16, physics.ReactAttackable
		d.dir = leftRight()
	case kCrabmeat:
		d.w, d.h = 8, 16
		d.hw, d.hh, d.react = 16, 16, physics.ReactAttackable
		d.dir = leftRight()
	case kBuzzBomber:
		d.hw, d.hh, d.react = 24, 12, physics.ReactAttackable
		d.dir = leftRight()
	case kChomper:
		d.hw, d.hh, d.react = 12, 16, physics.ReactAttackable
	case kBoss:
		d.hw, d.hh, d.react = 24, 24, physics.ReactAttackable
		d.count = p.Int("hits")
	}
	d.reach = skipReach(&d) // obj_skip.go
	return d
}

// The height arrays of docs/physics.md "Game Objects" (seesaws, flippers, spring ramps).
var (
	seesawRightDown = []int8{36, 36, 38, 40, 42, 44, 42, 40, 38, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 2, 2, 2, 2}
	seesawLeftDown  = []int8{2, 2, 2, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 38, 40, 42, 44, 42, 40, 38, 36, 36}
	seesawFlat      = []int8{21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21}

	flipperDown = []int8{7, 7, 7, 7, 7, 7,
		7, 8, 9, 10, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, -1, -2, -3, -4, -5, -6, -7, -8,
		-9, -10, -11, -12, -13, -14}
	flipperStraight = []int8{6, 6, 6, 6, 6, 6,
		7, 8, 9, 9, 9, 9, 9, 9, 8, 8, 8, 8, 8, 8, 7, 7, 7, 7, 6, 6, 6, 6, 5, 5,
		4, 4, 4, 4, 4, 4}
	flipperUp = []int8{5, 5, 5, 5, 5, 6,
		7, 8, 9, 10, 11, 11, 12, 12, 13, 13, 14, 14, 15, 15, 16, 16, 17, 17, 18, 18, 17, 17, 16, 16,
		16, 16, 16, 16, 16, 16}

	springRampRelaxed = []int8{8, 8, 8, 8, 8, 8,
		8, 9, 10, 11, 12, 13, 14, 15, 16, 16, 17, 18, 19, 20, 20, 21, 21, 22, 23, 24, 24, 24, 24, 24, 24, 24, 24, 24,
		24, 24, 24, 24, 24, 24}
	springRampPressed = []int8{8, 8, 8, 8, 8, 8,
		8, 9, 10, 11, 12, 12, 12, 12, 13, 13, 13, 13, 13, 13, 14, 14, 15, 15, 16, 16, 16, 16, 15, 15, 14, 14, 13, 13,
		13, 13, 13, 13, 13, 13}

	// diagSpringHeights is a diagonal spring's slope, rising to the
	// right (docs/assumptions.md: the guide gives no array): 6 extra
	// values either side, a 45 degree ramp over the body.
	diagSpringHeights = []int8{4, 4, 4, 4, 4, 4,
		4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 28, 28, 28,
		28, 28, 28, 28, 28, 28}
)

// flipperHeights returns the flipper array for a state (0 down, 1
// straight, 2 up).
func flipperHeights(state int) []int8 {
	switch state {
	case 1:
		return flipperStraight
	case 2:
		return flipperUp
	}
	return flipperDown
}

// classKinds maps each catalog class to its kind (the catalog's order;
// TestClassKinds checks it covers the catalog). It is only read by
// lookups, never iterated.
var classKinds = map[string]objKind{
	"solid_box":       kSolidBox,
	"platform":        kPlatform,
	"sloped_solid":    kSlopedSolid,
	"sloped_platform": kSlopedPlatform,
	"push_block":      kPushBlock,
	"spring":          kSpring,
	"ring":            kRing,
	"monitor":         kMonitor,
	"spikes":          kSpikes,
	"bumper":          kBumper,
	"bridge":          kBridge,
	"checkpoint":      kCheckpoint,
	"button":          kButton,
	"breakable":       kBreakable,
	"seesaw":          kSeesaw,
	"flipper":         kFlipper,
	"spring_ramp":     kSpringRamp,
	"fan":             kFan,
	"conveyor":        kConveyor,
	"spring_cap":      kSpringCap,
	"spinner":         kSpinner,
	"balloon":         kBalloon,
	"cannon":          kCannon,
	"mushroom":        kMushroom,
	"s_tunnel":        kSTunnel,
	"air_bubble":      kAirBubble,
	"motobug":         kMotobug,
	"crabmeat":        kCrabmeat,
	"buzz_bomber":     kBuzzBomber,
	"chomper":         kChomper,
	"boss":            kBoss,
}
