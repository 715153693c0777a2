package preview

import (
	"strconv"

	"loopwright/layers"
	"loopwright/physics"
)

// Inspection is the inspector's view of one frame, built from its
// physics.FrameRecord alone (nothing is recomputed): the values the
// debugger's inspector panel lists, both raw and as display strings.
// Positions are level pixels, Y growing down; speeds are in sub-pixels
// (1/256 pixel) per frame; angles are hex angles (clockwise, 0 = flat).
type Inspection struct {
	Frame int
	// X and Y are the position: pixel, sub-pixel and exact decimal.
	X, Y FixedValue
	// XSpeed, YSpeed and GroundSpeed are the speeds.
	XSpeed, YSpeed, GroundSpeed FixedValue
	// Angle is the ground angle; AngleHex is "0xE0", AngleDegrees the
	// exact counter-clockwise degrees ("45").
	Angle        uint8
	AngleHex     string
	AngleDegrees string
	// Mode is the collision mode (floor, right_wall, ceiling, left_wall).
	Mode     string
	State    string
	Grounded bool
	Rolling  bool
	Pushing  bool
	// Facing is "left" or "right".
	Facing string
	// Path is the collision layer "A" or "B"; Priority "L" or "H".
	Path, Priority string
	// ControlLock is the control lock timer in frames (0: none).
	ControlLock int
	Rings       int
	// OnObject says whether the player stands on an object; StandingOn is
	// its id and StandingOnText "id class" (or "-").
	OnObject       bool
	StandingOn     int
	StandingOnText string
	// WidthRadius and HeightRadius are the current radii.
	WidthRadius, HeightRadius int
	// Input is the buttons held this frame, the input script letters (docs/cli.md).
	Input string
	// Sensors holds A-F in order.
	Sensors [6]SensorRow
	// Edge is the balance check sensor; Edge.Active when it ran.
	Edge SensorRow
}

// FixedValue is a physics.Fixed shown three ways.
type FixedValue struct {
	Raw     physics.Fixed // sub-pixels
	Pixel   int           // floor(Raw / 256)
	Sub     int           // Raw & 255
	Decimal string        // exact, as the trace writes it
}

func fixedValue(f physics.Fixed) FixedValue {
	return FixedValue{Raw: f, Pixel: f.Pixel(), Sub: f.Sub(), Decimal: f.String()}
}

// SensorRow is one sensor's line in the inspector's sensor table.
type SensorRow struct {
	Name   string // "A".."F" ("Edge" for the balance sensor)
	Active bool
	// AnchorX, AnchorY is the anchor pixel.
	AnchorX, AnchorY int
	Dir              string // down, up, left, right
	// Distance is the distance found (negative: inside the solid), valid
	// when Active; DistanceText is "" when inactive.
	Distance     int
	DistanceText string
	// Found says whether a tile supplied the surface; the block fields
	// are valid only then.
	Found          bool
	BlockX, BlockY int
	// Tile is the tile (mask) id found.
	Tile layers.TileID
	// TileAngle is the tile's angle with its flips; TileAngleHex "0xE0".
	TileAngle    uint8
	TileAngleHex string
	Flagged      bool
	// Winner is set on the sensor whose distance the player used.
	Winner bool
}

func sensorRow(s *physics.SensorRecord) SensorRow {
	r := SensorRow{
		Name: string(rune(s.Name)), Active: s.Active, AnchorX: s.AnchorX, AnchorY: s.AnchorY,
		Dir: s.Dir.String(), Distance: s.Distance, Found: s.Found && s.Active,
		Winner: s.Winner,
	}
	if s.Name == 'X' {
		r.Name = "Edge"
	}
	if s.Active {
		r.DistanceText = strconv.Itoa(s.Distance)
	}
	if r.Found {
		r.BlockX, r.BlockY, r.Tile = s.BlockX, s.BlockY, s.Tile
		r.TileAngle, r.TileAngleHex, r.Flagged = s.TileAngle, Hex(s.TileAngle), s.Flagged
	}
	return r
}

// Hex returns a hex angle as "0xE0".
func Hex(a uint8) string {
	const digits = "0123456789ABCDEF"
	return string([]byte{'0', 'x', digits[a>>4], digits[a&15]})
}

// Degrees returns the counter-clockwise degrees of hex angle a exactly as a
// decimal ((256 - a) * 360 / 256, 0 for a flat floor): 0x20 is "315",
// 0xE8 is "33.75", 0x01 is "358.59375".
func Degrees(a uint8) string {
	n := (256 - int(a)) % 256 * 45 // degrees * 32
	// degrees * 256 as a physics.Fixed: its String is the exact decimal of
	// a 1/256 value, trailing zeros dropped.
	return physics.Fixed(n * 8).String()
}

// Inspect builds the inspection of rec; lvl (which may be nil) names the
// object the player stands on.
func Inspect(rec *physics.FrameRecord, lvl *layers.Level) Inspection {
	in := Inspection{
		Frame: rec.Frame,
		X:     fixedValue(rec.X), Y: fixedValue(rec.Y),
		XSpeed: fixedValue(rec.XSpeed), YSpeed: fixedValue(rec.YSpeed), GroundSpeed: fixedValue(rec.GSpeed),
		Angle: rec.Angle, AngleHex: Hex(rec.Angle), AngleDegrees: Degrees(rec.Angle),
		Mode: rec.Mode.String(), State: rec.State,
		Grounded: rec.Grounded, Rolling: rec.Rolling, Pushing: rec.Pushing,
		Facing: "right",
		Path:   rec.Path.String(), Priority: rec.Priority.String(),
		ControlLock: rec.ControlLock, Rings: rec.Rings,
		OnObject: rec.OnObject, StandingOnText: "-",
		WidthRadius: rec.WidthRadius, HeightRadius: rec.HeightRadius,
		Input: rec.Input.String(),
		Edge:  sensorRow(&rec.Edge),
	}
	if rec.FacingLeft {
		in.Facing = "left"
	}
	if rec.OnObject {
		in.StandingOn = rec.StandingOn
		in.StandingOnText = strconv.Itoa(rec.StandingOn)
		if lvl != nil {
			for i := range lvl.Objects {
				if o := &lvl.Objects[i]; o.ID == rec.StandingOn {
					in.StandingOnText += " " + o.Class
					break
				}
			}
		}
	}
	for i := range rec.Sensors {
		in.Sensors[i] = sensorRow(&rec.Sensors[i])
		// A record no Step has filled (frame 0 of a new session) has no
		// names: the rows are still sensors A-F, in physics' order (it
		// read "\x00", drawn as a "?" glyph).
		in.Sensors[i].Name = string(rune('A' + i))
	}
	return in
}

// Field is one labelled line of the inspector panel.
type Field struct{ Label, Value string }

// Fields returns the inspection's scalar values as labelled lines, in the
// order the inspector panel shows them.
func (in *Inspection) Fields() []Field {
	pos := func(v FixedValue) string {
		return v.Decimal + "  (" + strconv.Itoa(v.Pixel) + " px + " + strconv.Itoa(v.Sub) + "/256)"
	}
	yes := func(b bool) string {
		if b {
			return "yes"
		}
		return "no"
	}
	return []Field{
		{"Frame", strconv.Itoa(in.Frame)},
		{"X", pos(in.X)},
		{"Y", pos(in.Y)},
		{"X Speed", in.XSpeed.Decimal},
		{"Y Speed", in.YSpeed.Decimal},
		{"Ground Speed", in.GroundSpeed.Decimal},
		{"Angle", in.AngleHex + "  (" + in.AngleDegrees + "°)"},
		{"Mode", in.Mode},
		{"State", in.State},
		{"Grounded", yes(in.Grounded)},
		{"Rolling", yes(in.Rolling)},
		{"Facing", in.Facing},
		{"Path / priority", in.Path + " / " + in.Priority},
		{"Control lock", strconv.Itoa(in.ControlLock)},
		{"Rings", strconv.Itoa(in.Rings)},
		{"Standing on", in.StandingOnText},
		{"Radii", strconv.Itoa(in.WidthRadius) + " x " + strconv.Itoa(in.HeightRadius)},
		{"Input", in.Input},
	}
}

// SensorTableHeader returns the header of SensorTable's rows.
func SensorTableHeader() []string {
	return []string{"sensor", "active", "anchor", "dir", "distance", "block", "tile", "angle", "flagged", "winner"}
}

// SensorTable returns the sensor table: one row per sensor A-F (and the
// edge sensor when it ran), columns as SensorTableHeader.
func (in *Inspection) SensorTable() [][]string {
	rows := make([][]string, 0, 7)
	add := func(r *SensorRow) {
		mark := func(b bool) string {
			if b {
				return "yes"
			}
			return ""
		}
		row := []string{r.Name, mark(r.Active), "", "", r.DistanceText, "", "", "", "", ""}
		if r.Active {
			row[2] = strconv.Itoa(r.AnchorX) + "," + strconv.Itoa(r.AnchorY)
			row[3] = r.Dir
			row[9] = mark(r.Winner)
		}
		if r.Found {
			row[5] = strconv.Itoa(r.BlockX) + "," + strconv.Itoa(r.BlockY)
			row[6] = strconv.Itoa(int(r.Tile))
			row[7] = r.TileAngleHex
			row[8] = mark(r.Flagged)
		}
		rows = append(rows, row)
	}
	for i := range in.Sensors {
		add(&in.Sensors[i])
	}
	if in.Edge.Active {
		add(&in.Edge)
	}
	return rows
}
