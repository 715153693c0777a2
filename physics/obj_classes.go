package physics

import (
	"fmt"
	"strconv"
	"strings"

	"loopwright/layers"
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
	react  Reaction
	// heights is a sloped object's compressed height array (alt a second
	// one: the spring ramp's pressed state).
	heights, alt []int8
	dir          int8  // -1 left, 1 right (walkers, flippers, spinners)
	sdir         uint8 // spring, spike and fan direction
	strength     Fixed
	contents     uint8
	count        int
	mode         uint8
	rng, period  int
	speed        Fixed
	topOnly      bool
	// reach is the distance beyond which the idle object's update does
	// nothing, or noSkip (obj_skip.go).
	reach int
}

// objProps reads an object's properties, reporting problems to errs when
// it is not nil.
type objProps struct {
	o    *layers.Object
	c    *Class // o's entry in the object table
	errs *ObjectErrors
}

// spec returns the table's entry for property name of the class. The
// compiler only asks for properties the table lists (TestObjectTable).
func (p *objProps) spec(name string) *Prop {
	for i := range p.c.Props {
		if p.c.Props[i].Name == name {
			return &p.c.Props[i]
		}
	}
	panic("physics: the object table has no property " + name + " for " + p.c.Name)
}

// def returns the default of an int property (0 when it has none).
func (ps *Prop) def() int {
	n, _ := strconv.Atoi(ps.Default)
	return n
}

func (p *objProps) bad(name, format string, args ...any) {
	if p.errs == nil {
		return
	}
	*p.errs = append(*p.errs, fmt.Errorf("physics: object %d (%s): property %s: %s", p.o.ID, p.o.Class, name, fmt.Sprintf(format, args...)))
}

func (p *objProps) get(name string) (string, bool) {
	for i := range p.o.Props {
		if p.o.Props[i].Name == name {
			return p.o.Props[i].Value, true
		}
	}
	return "", false
}

// int reads an integer property within its table bounds, its default when
// absent or bad.
func (p *objProps) int(name string) int {
	ps := p.spec(name)
	return p.intIn(name, ps.def(), ps.Min, ps.Max)
}

// intIn reads an integer property in [lo, hi], def when absent or bad.
func (p *objProps) intIn(name string, def, lo, hi int) int {
	v, ok := p.get(name)
	if !ok {
		return def
	}
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil {
		p.bad(name, "%q is not an integer", v)
		return def
	}
	if n < lo || n > hi {
		p.bad(name, "%d is out of range %d..%d", n, lo, hi)
		return def
	}
	return n
}

// size reads a radius property; absent, it is half the rectangle's size
// rect (when the table says it follows the rectangle), or def. A required
// size that is missing is reported.
func (p *objProps) size(name string, rect int) int {
	return p.sizeOr(name, rect, p.spec(name).def())
}

// sizeOr is size with another default.
func (p *objProps) sizeOr(name string, rect, def int) int {
	ps := p.spec(name)
	if _, ok := p.get(name); ok {
		return p.intIn(name, def, ps.Min, ps.Max)
	}
	if ps.Rect && rect >= 2 {
		return rect / 2
	}
	if ps.Required {
		p.bad(name, "missing (give it, or draw the object as a rectangle)")
	}
	return def
}

// enum reads a property that is one of its table values and returns the
// value's index there; the default's index when absent or bad.
func (p *objProps) enum(name string) int {
	ps := p.spec(name)
	names := ps.Values
	def := 0
	for i, n := range names {
		if n == ps.Default {
			def = i
		}
	}
	v, ok := p.get(name)
	if !ok {
		return def
	}
	t := strings.ToLower(strings.TrimSpace(v))
	for i, n := range names {
		if n == t {
			return i
		}
	}
	p.bad(name, "%q is not one of %s", v, strings.Join(names, ", "))
	return def
}

// heights reads a compressed height array: comma-separated integers
// -128..127, 1 to 512 of them.
func (p *objProps) heights(name string) []int8 {
	v, ok := p.get(name)
	if !ok {
		if p.spec(name).Required {
			p.bad(name, "missing (the compressed height array, comma-separated)")
		}
		return nil
	}
	v = strings.Trim(strings.TrimSpace(v), "[]")
	f := strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' || r == '\r' })
	if len(f) == 0 || len(f) > 512 {
		p.bad(name, "want 1 to 512 comma-separated integers, got %d", len(f))
		return nil
	}
	out := make([]int8, len(f))
	for i, s := range f {
		n, err := strconv.Atoi(s)
		if err != nil || n < -128 || n > 127 {
			p.bad(name, "value %d (%q) is not an integer in -128..127", i+1, s)
			return nil
		}
		out[i] = int8(n)
	}
	return out
}

// movement reads the optional move, range and period.
func (p *objProps) movement(d *objDef) {
	d.mode = uint8(p.enum("move")) // moveNone, moveHorizontal, moveVertical
	d.rng = p.int("range")
	d.period = p.int("period")
}

// compileObject compiles o for variant v, reporting property problems to
// errs when it is not nil. Unknown classes compile to kNone (ignored).
func compileObject(o *layers.Object, v Variant, errs *ObjectErrors) objDef {
	d := objDef{id: o.ID, x: o.X, y: o.Y, dir: 1}
	c := classDef(o.Class)
	if c == nil {
		return d
	}
	k := c.kind
	d.kind = k
	p := &objProps{o: o, c: c, errs: errs}
	leftRight := func() int8 {
		if p.enum("direction") == 0 { // leftRightValues
			return -1
		}
		return 1
	}
	switch k {
	case kSolidBox:
		d.w = p.size("width_radius", o.W)
		d.h = p.size("height_radius", o.H)
		p.movement(&d)
	case kPlatform:
		d.w = p.size("width_radius", o.W)
		d.h = p.size("height_radius", o.H)
		d.topOnly = true
		p.movement(&d)
	case kSlopedSolid, kSlopedPlatform:
		d.w = p.size("width_radius", o.W)
		d.h = p.size("height_radius", o.H)
		d.heights = p.heights("heights")
		if d.heights == nil {
			d.heights = []int8{int8(min(d.h, 127))}
		}
		d.topOnly = k == kSlopedPlatform
		p.movement(&d)
	case kPushBlock:
		d.w = p.size("width_radius", o.W)
		d.h = p.size("height_radius", o.H)
	case kSpring:
		d.strength = SpringYellow
		if p.enum("strength") == 1 {
			d.strength = SpringRed
		}
		d.sdir = uint8(p.enum("direction")) // dir8Values: dirUp..dirDownRight
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
		d.hw, d.hh, d.react = 6, 6, ReactIncrement
	case kMonitor:
		d.contents = uint8(p.enum("contents")) // monRings..monLife
		d.w, d.h = 15, 15
		if v == S3K || v == Mania {
			d.w, d.h = 14, 16
		}
		d.hw, d.hh, d.react = 16, 16, ReactItem
	case kSpikes:
		d.sdir = uint8(p.enum("direction")) // dir4Values
		d.count = p.int("count")
		d.w, d.h = 4*d.count, 16
		if d.sdir == dirLeft || d.sdir == dirRight {
			d.w, d.h = 16, 4*d.count
		}
	case kBumper:
		d.hw, d.hh, d.react = 8, 8, ReactSpecial
	case kBridge:
		d.count = p.int("segments")
		d.w, d.h = 8*d.count, 8
		d.topOnly = true
	case kCheckpoint:
		d.w, d.h = 8, 52
	case kButton:
		d.w, d.h = 16, 5
	case kBreakable:
		d.mode = uint8(p.enum("break_from"))
		defH := p.spec("height_radius").def()
		if d.mode == 1 {
			defH = 16 // the top-breaking default (the table's height_radius doc)
		}
		d.w = p.size("width_radius", o.W)
		d.h = p.sizeOr("height_radius", o.H, defH)
	case kSeesaw:
		d.w, d.h = 48, 8
		d.mode = uint8(p.enum("tilt")) // flat, left, right
		d.count = 1 - p.enum("ball")   // yes, no
		d.topOnly = true
	case kFlipper:
		d.w, d.h = 24, 6
		d.dir = leftRight()
		d.heights = flipperDown
	case kSpringRamp:
		d.w, d.h = 28, 8
		d.heights, d.alt = springRampRelaxed, springRampPressed
	case kFan:
		d.sdir = [...]uint8{dirLeft, dirRight, dirUp}[p.enum("direction")] // left, right, up
		d.rng = p.int("range")
		d.speed = FromPixels(p.int("strength"))
		d.w = p.size("width_radius", o.W)
		d.h = p.size("height_radius", o.H)
	case kConveyor:
		d.w = p.size("width_radius", o.W)
		d.h = p.size("height_radius", o.H)
		d.speed = Fixed(p.int("speed"))
	case kSpringCap:
		d.w, d.h = 16, 8
		d.strength = SpringCapStrength
	case kSpinner:
		d.dir = leftRight()
		d.w = p.size("width_radius", o.W)
		d.h = p.size("height_radius", o.H)
	case kBalloon:
		d.hw, d.hh, d.react = 16, 16, ReactSpecial
	case kCannon:
		d.w = p.size("width_radius", o.W)
		d.h = p.size("height_radius", o.H)
	case kMushroom:
		d.w, d.h = 24, 8
		d.topOnly = true
	case kSTunnel:
		d.w = p.size("width_radius", o.W)
		d.h = p.size("height_radius", o.H)
	case kAirBubble:
		d.w, d.h = 8, 8
	case kMotobug:
		d.w, d.h = 8, 14
		d.hw, d.hh, d.react = 20, 16, ReactAttackable
		d.dir = leftRight()
	case kCrabmeat:
		d.w, d.h = 8, 16
		d.hw, d.hh, d.react = 16, 16, ReactAttackable
		d.dir = leftRight()
	case kBuzzBomber:
		d.hw, d.hh, d.react = 24, 12, ReactAttackable
		d.dir = leftRight()
	case kChomper:
		d.hw, d.hh, d.react = 12, 16, ReactAttackable
	case kBoss:
		d.hw, d.hh, d.react = 24, 24, ReactAttackable
		d.count = p.int("hits")
	}
	d.reach = skipReach(&d) // obj_skip.go
	return d
}

// ObjectErrors is every problem ValidateObjects found, in level order.
type ObjectErrors []error

// Error lists the problems, one a line.
func (e ObjectErrors) Error() string {
	var b strings.Builder
	for i, err := range e {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(err.Error())
	}
	return b.String()
}

// ValidateObjects checks the properties of l's objects (docs/tiled.md,
// docs/objects.md) and returns every problem as ObjectErrors, each
// naming the object's id, class and property, or nil. Classes the physics
// does not simulate are not checked; duplicate ids are reported, as the
// trace names objects by id.
func ValidateObjects(l *layers.Level) error {
	if l == nil {
		return nil
	}
	var errs ObjectErrors
	seen := make(map[int]bool) // ids of simulated objects so far: linear in objects
	for i := range l.Objects {
		o := &l.Objects[i]
		if classDef(o.Class) == nil {
			continue
		}
		// Id 0 is no id (the format's id is optional): never a duplicate.
		if o.ID != 0 {
			if seen[o.ID] {
				errs = append(errs, fmt.Errorf("physics: object %d (%s): id: the id is used twice", o.ID, o.Class))
			}
			seen[o.ID] = true
		}
		compileObject(o, S2, &errs)
	}
	if len(errs) == 0 {
		return nil
	}
	return errs
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
