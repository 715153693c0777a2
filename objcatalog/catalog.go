package objcatalog

import (
	"strconv"
	"strings"

	"loopwright/layers"
)

//go:generate go test -run TestObjectDocs -update

// Prop is one property of an object class. Values are Tiled custom
// property strings.
type Prop struct {
	// Name is the property's name ("width_radius").
	Name string
	// Type is its Tiled type: "int", "string" or "bool".
	Type string
	// Default is the value an absent property takes ("" when it has
	// none: a required property, or one derived from the object).
	Default string
	// Min and Max bound an int property (inclusive).
	Min, Max int
	// Values lists the values an enumerated string property allows;
	// Default is one of them.
	Values []string
	// Required says the object needs it. A size property may instead
	// come from the object's rectangle (Rect).
	Required bool
	// Rect says an absent size property is half the object's rectangle
	// (its width for width_radius, height for height_radius) when the
	// object is a rectangle.
	Rect bool
	// Doc says what it means.
	Doc string
}

// Class is one object class: its name, properties and behaviour.
type Class struct {
	// Name is the class name of packs and Tiled ("spring").
	Name string
	// Props are its properties, in the order tools list them.
	Props []Prop
	// Doc describes its collision and behaviour (docs/objects.md).
	Doc string
}

// Prop returns the class's property named name and whether it has one.
func (c *Class) Prop(name string) (Prop, bool) {
	for _, p := range c.Props {
		if p.Name == name {
			return p.clone(), true
		}
	}
	return Prop{}, false
}

// Bounds describes the values p allows: "1..1024", "`up`, `down`" or "".
func (p Prop) Bounds() string {
	switch {
	case len(p.Values) > 0:
		return "`" + strings.Join(p.Values, "`, `") + "`"
	case p.Type == "int":
		return strconv.Itoa(p.Min) + ".." + strconv.Itoa(p.Max)
	}
	return ""
}

func (p Prop) clone() Prop {
	p.Values = append([]string(nil), p.Values...)
	return p
}

func (c Class) clone() Class {
	props := make([]Prop, len(c.Props))
	for i, p := range c.Props {
		props[i] = p.clone()
	}
	c.Props = props
	return c
}

// Classes returns the object table: every class the physics simulates,
// in the order docs/objects.md lists them. The result is a copy; changing
// it changes nothing else.
func Classes() []Class {
	out := make([]Class, len(classTable))
	for i := range classTable {
		out[i] = classTable[i].clone()
	}
	return out
}

// ClassByName returns the class named name (a copy) and whether the
// physics simulates it.
func ClassByName(name string) (Class, bool) {
	if c := ClassDef(name); c != nil {
		return c.clone(), true
	}
	return Class{}, false
}

// ClassNames returns the names of Classes, in order.
func ClassNames() []string {
	out := make([]string, len(classTable))
	for i := range classTable {
		out[i] = classTable[i].Name
	}
	return out
}

// DefaultProps returns the properties a new object of class starts with,
// in table order: each property that has a default, at its default,
// except optional sizes (those follow the object's rectangle). It returns
// nil for a class the physics does not simulate.
func DefaultProps(class string) []layers.Prop {
	c := ClassDef(class)
	if c == nil {
		return nil
	}
	var out []layers.Prop
	for _, p := range c.Props {
		if p.Default != "" && (p.Required || !p.Rect) {
			out = append(out, layers.Prop{Name: p.Name, Type: p.Type, Value: p.Default})
		}
	}
	return out
}

// ClassDef returns the catalog's entry for name, or nil: the object
// engines read it (it must not be changed).
func ClassDef(name string) *Class {
	if i, ok := classIndex[name]; ok {
		return &classTable[i]
	}
	return nil
}

// classIndex maps class names to classTable indexes. It is only read by
// lookups, never iterated.
var classIndex = func() map[string]int {
	m := make(map[string]int, len(classTable))
	for i := range classTable {
		m[classTable[i].Name] = i
	}
	return m
}()

// Property constructors for the table.

func intProp(name, def string, lo, hi int, doc string) Prop {
	return Prop{Name: name, Type: "int", Default: def, Min: lo, Max: hi, Doc: doc}
}

func enumProp(name, def string, values []string, doc string) Prop {
	return Prop{Name: name, Type: "string", Default: def, Values: values, Doc: doc}
}

// radius is a size property: a Width or Height Radius in pixels, 1..1024.
// With rect, an absent one is half the object's rectangle; required (and
// no rectangle) reports it missing; def is the fallback.
func radius(name, def string, rect, required bool) Prop {
	doc := "the Width Radius (a box of 2r+1 pixels)"
	if name == "height_radius" {
		doc = "the Height Radius"
	}
	return Prop{Name: name, Type: "int", Default: def, Min: 1, Max: 1024, Rect: rect, Required: required, Doc: doc}
}

func sizeProps(w, h string, rect, required bool) []Prop {
	return []Prop{radius("width_radius", w, rect, required), radius("height_radius", h, rect, required)}
}

var (
	dir8Values      = []string{"up", "down", "left", "right", "up_left", "up_right", "down_left", "down_right"}
	dir4Values      = []string{"up", "down", "left", "right"}
	leftRightValues = []string{"left", "right"}
	moveProps       = []Prop{
		enumProp("move", "none", []string{"none", "horizontal", "vertical"}, "movement: range * sine(frame * 256 / period) along that axis"),
		intProp("range", "64", 0, 4096, "how far it moves either side, pixels"),
		intProp("period", "180", 1, 100000, "frames per full cycle"),
	}
	heightsProp = Prop{Name: "heights", Type: "string", Required: true,
		Doc: "the compressed height array: 1 to 512 comma-separated integers -128..127, with the extra values either side"}
	platformHeightsProp = Prop{Name: "heights", Type: "string", Required: true,
		Doc: "the compressed height array: 1 to 512 comma-separated integers -128..127 (no extra values needed)"}
)

func facing(def string) Prop {
	return enumProp("direction", def, leftRightValues, "the way it faces")
}

func join(groups ...[]Prop) []Prop {
	var out []Prop
	for _, g := range groups {
		out = append(out, g...)
	}
	return out
}

// classTable is the object table. Its slices are never changed after
// initialisation; Classes and ClassByName hand out copies.
var classTable = [...]Class{
	{Name: "solid_box", Props: join(sizeProps("16", "16", true, true), moveProps), Doc: "solid box; with `move` `horizontal`/`vertical` it moves by range * sine(frame * 256 / period) and carries a standing player"},
	{Name: "platform", Props: join([]Prop{radius("width_radius", "32", true, true), radius("height_radius", "8", true, false)}, moveProps), Doc: "jump-through platform"},
	{Name: "sloped_solid", Props: join(sizeProps("32", "16", true, true), []Prop{heightsProp}, moveProps), Doc: "solid; the array is centred on X and stretched x2 (entry i covers X - n + 2i, n entries), the end values hold beyond it; the top is Y - height at the player's X"},
	{Name: "sloped_platform", Props: join(sizeProps("32", "16", true, true), []Prop{platformHeightsProp}, moveProps), Doc: "platform with a height array"},
	{Name: "push_block", Props: sizeProps("16", "16", false, false), Doc: "solid; a grounded side contact that overlaps moves block and player 1 px (X Speed 0, Ground Speed +-0.25); over a ledge (floor distance > 0) it slides 16 px at 4 px/frame, then falls (gravity 0.21875)"},
	{Name: "spring", Props: []Prop{
		enumProp("strength", "yellow", []string{"yellow", "red"}, "yellow: speed 10, red: 16"),
		enumProp("direction", "up", dir8Values, "the way it launches"),
	}, Doc: "solid (up/down 16x8, sides 8x14, diagonals 16x16); up: stood on; down: bumped; sides: side contact on the facing side (X and Ground Speed, control lock 15); diagonal up: sloped top, X and Y Speed; diagonal down: bumped"},
	{Name: "ring", Doc: "hitbox 6x6 (increment): +1 ring"},
	{Name: "monitor", Props: []Prop{
		enumProp("contents", "rings", []string{"rings", "shield", "speed", "invincibility", "life", "fire_shield", "bubble_shield", "lightning_shield"}, "what breaking it gives: 10 rings, a shield, speed shoes (1200 frames), invincibility (1200 frames), a life, or an elemental shield (s3k, mania; the blue shield elsewhere)"),
	}, Doc: "15x15 (14x16 in s3k and mania), hitbox 16x16; the monitor's own solidity (no grip, lands within 16 px of the top and 4 px either side, else popped left/right, never down); curled players pass (s1: while Y Speed >= 0); breaks when a curled player touches it (rebound in the air) or when hit from below (Y Speed reversed); placed in the air it falls and is not solid while falling"},
	{Name: "spikes", Props: []Prop{
		enumProp("direction", "up", dir4Values, "the way the points face"),
		intProp("count", "4", 1, 32, "the number of spikes, 8 px each"),
	}, Doc: "solid, 4*count x 16 (sideways 16 x 4*count); hurts when touched on the pointed side"},
	{Name: "bumper", Doc: "hitbox 8x8 (special): X/Y Speed 7 away from the bumper's centre, airborne"},
	{Name: "bridge", Props: []Prop{intProp("segments", "12", 1, 128, "the number of logs")}, Doc: "logs 16 px wide centred on X; a platform of width radius 8*segments at Y (height radius 8); standing, the player is on the log under X, lowered by its dip (docs/physics.md, Game Objects; `generic.BridgeDip`) eased in: the dip is multiplied by sine(bend), bend growing by 4 each frame someone stands on it up to 0x40 (16 frames to the full dip) and shrinking by 4 each frame nobody does (`generic.BridgeDipEased`); the player is placed on the logs as bent around the previous frame's log"},
	{Name: "checkpoint", Doc: "trigger X-8..X+8, Y-64..Y+40: activates once"},
	{Name: "button", Doc: "solid 16x5; pressed while stood on"},
	{Name: "breakable", Props: []Prop{
		enumProp("break_from", "side", []string{"side", "top"}, "side: a rolling side hit breaks it; top: a rolling landing"),
		radius("width_radius", "16", true, false),
		{Name: "height_radius", Type: "int", Default: "32", Min: 1, Max: 1024, Rect: true, Doc: "the Height Radius (absent: 32 for side, 16 for top)"},
	}, Doc: "solid; `side`: breaks on a side contact while rolling at |X Speed| >= 4.5 (the player keeps the speed); `top`: breaks when a rolling player lands on it (Y Speed -3, curled)"},
	{Name: "seesaw", Props: []Prop{
		enumProp("tilt", "right", []string{"flat", "left", "right"}, "the end that starts down (right: the right end)"),
		enumProp("ball", "yes", []string{"yes", "no"}, "whether it has a spike ball"),
	}, Doc: "Sonic 1's seesaw: sloped platform 48x8 with the game's height arrays (docs/physics.md, Game Objects); stood on, it tilts down toward the player's side (flat within 8 px of the centre), one step a frame (through flat); not stood on, it goes to the tilt its ball last gave it. The spike ball (hurt hitbox 8x8) rests 40 px from the centre on the lowered end (Y -8, -28 flat, -47 raised); when the tilt changes under it, it is thrown toward the other end: Y Speed -8.09 / X Speed 1.08 for one step, -10.94 / 0.8 for two, -14 / 0.63 if the player landed at Y Speed >= 10; gravity 0.21875, applied twice a frame (with the movement) while rising within 47 px above the seesaw. It lands at its end's resting height, tilts the seesaw down there, and if that changes the tilt under a standing player, the player is thrown up with the ball's Y Speed reversed (`catapult`). A flat seesaw with a ball starts with it on the right, so it is thrown at once"},
	{Name: "flipper", Props: []Prop{facing("right")}, Doc: "Sonic 2's flipper: sloped solid 24x6 with the game's height arrays (docs/physics.md, Game Objects) (down at rest; mirrored facing left). A player standing on it is held (the player's own code does not run: `State.Obj.Held`) and curled; each frame the held player moves 1 px down it (X and Ground Speed +-1, Y Speed 0) until they roll off. A jump press launches: d = X - flipper X (mirrored facing left) + 35, speed -(min(d, 64) * 32 + 2048)/256 at hex angle d/4 + 64 (Y Speed = its sine part, X Speed its cosine part, mirrored facing left): 8 straight up at the pivot, 16 toward the tip. The flipper then shows straight 4 frames, up 4, straight 5 (`physics.FlipperLaunchFrames`)"},
	{Name: "spring_ramp", Doc: "sloped solid 28x8 (relaxed/pressed arrays); stood on at or right of X: pressed 4 frames, up 1, then Y Speed -4 - min(4, (X - ramp X + 28) / 16)"},
	{Name: "fan", Props: []Prop{
		enumProp("direction", "right", []string{"left", "right", "up"}, "the way it blows"),
		intProp("range", "160", 16, 1024, "how far it blows, pixels"),
		intProp("strength", "4", 1, 16, "the push at the fan, pixels a frame"),
		radius("width_radius", "16", true, false),
		radius("height_radius", "48", true, false),
	}, Doc: "trigger: shifts the position (not the speeds) by strength * (range - distance) / range px (at least 1)"},
	{Name: "conveyor", Props: []Prop{
		radius("width_radius", "64", true, false),
		radius("height_radius", "8", true, false),
		intProp("speed", "256", -4096, 4096, "sub-pixels (1/256 px) a frame, positive to the right"),
	}, Doc: "trigger: a grounded player's X += speed"},
	{Name: "spring_cap", Doc: "solid 16x8; stood on: Y Speed -10.5"},
	{Name: "spinner", Props: join([]Prop{facing("right")}, sizeProps("16", "16", true, false)), Doc: "trigger: X Speed 16 that way unless already faster"},
	{Name: "balloon", Doc: "hitbox 16x16 (special): Y Speed -8, pops"},
	{Name: "cannon", Props: sizeProps("16", "16", true, false), Doc: "trigger: Y Speed -12, X Speed 0, airborne"},
	{Name: "mushroom", Doc: "platform 24x8; landing on it: Y Speed -8"},
	{Name: "s_tunnel", Props: sizeProps("64", "64", true, true), Doc: "trigger: a grounded player is kept rolling; Ground Speed 0 becomes 2 (the facing way)"},
	{Name: "air_bubble", Doc: "trigger 16x16: speeds 0, counted; back after 120 frames"},
	{Name: "motobug", Props: []Prop{facing("left")}, Doc: "8x14, hitbox 20x16 (attackable); walks 1 px/frame on the floor (distance -8..11), waits 60 frames and turns at ledges"},
	{Name: "crabmeat", Props: []Prop{facing("left")}, Doc: "8x16, hitbox 16x16; walks at 0.5 for 128 frames or to a ledge (sensor alternating centre / 16 px ahead), waits 90, fires two projectiles (X -/+16, speeds -/+1 and -4, gravity 0.21875), waits 60, turns"},
	{Name: "buzz_bomber", Props: []Prop{facing("left")}, Doc: "hitbox 24x12; flies 4 px/frame, turning every 128 frames; player within 96 px: 30 frames pause, 31 of animation, projectile (X +-24, Y + 28, speeds +-2, 2), 29 frames later flies on (once per pass)"},
	{Name: "chomper", Doc: "hitbox 12x16; jumps with -7 from its Y, gravity 0.09375"},
	{Name: "boss", Props: []Prop{intProp("hits", "8", 1, 64, "hits to defeat it")}, Doc: "hitbox 24x24 (attackable); a curled hit: X and Y Speed reversed and halved, 32 frames before the next hit"},
}
