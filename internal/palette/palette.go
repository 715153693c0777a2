// Package palette is the one legend of every view Loopwright draws: the
// tile editor's mask views, the chunk editor, the level view, the preview's
// overlays and the Checks panel's markers (the same
// colour must mean the same thing in every view). Each Meaning has one
// colour, a legend name and the views that draw it; views take their
// colours from here and nowhere else, and the legends list these entries.
//
// It imports only the standard library (archtest), so the preview, the
// CLI's renderer and the editor all read it.
package palette

import "image/color"

// Meaning is one thing a colour says in a view.
type Meaning int

// The meanings, in legend order.
const (
	// Level and chunk collision.
	Void Meaning = iota
	Empty
	SolidAll
	SolidTop
	SolidSides
	SolidNone
	Flagged
	OtherPath
	ArtTile
	LevelArt
	BlockGrid
	ChunkGrid
	FlipMark

	// The tile editor's mask views.
	TileGrid
	FloorColumn
	CeilingColumn
	Surface
	WidthRow
	Contradiction
	Disabled

	// Things placed in the level.
	Switcher
	Object
	Start

	// Editing marks of the level view.
	Selection
	ScrollBar
	Placement

	// The simulation's overlays (Play).
	SensorA
	SensorB
	SensorC
	SensorD
	SensorE
	SensorF
	BalanceSensor
	SensorAnchor
	Player
	HitboxPlayer
	HitboxAttack
	HitboxItem
	HitboxIncrement
	HitboxHurt
	HitboxSpecial
	SolidBox
	CombinedBox
	Trigger
	Camera
	ObjectWindow
	Water
	ShieldReach
	FlyAttack
	Text

	// The Checks panel: ghosts and lint markers.
	GhostBase
	LintError
	LintWarning
	LintInfo

	// Count is the number of meanings.
	Count
)

// View is a set of views, as bits.
type View uint8

// The views.
const (
	ViewTiles  View = 1 << iota // the Tiles tab's mask views and library
	ViewChunks                  // the chunk editor and chunk thumbnails
	ViewLevel                   // the level view while editing
	ViewPlay                    // the level view and preview while playing
	ViewChecks                  // the Checks panel's ghosts and markers

	AllViews = ViewTiles | ViewChunks | ViewLevel | ViewPlay | ViewChecks
)

// Swatch is how a legend shows a meaning.
type Swatch uint8

// The swatches.
const (
	Fill    Swatch = iota // a filled square
	Line                  // a vertical line (sensors, thresholds)
	Frame                 // an outlined square
	Dashed                // a dashed outline
	Cross                 // a marker cross
	Picture               // many colours: the level's own art, art tiles
)

// Entry is one meaning: its colour, its legend name, how the legend shows
// it and the views that draw it.
type Entry struct {
	Colour color.RGBA
	Name   string
	Swatch Swatch
	Views  View
}

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 255} }

// entries are the palette. Sensor colours are the physics guide's
// (docs/physics.md "Slope Collision"'s figures): A green, B cyan, C blue, D yellow, E pink, F red.
var entries = [Count]Entry{
	Void:       {rgb(12, 12, 16), "outside the level", Fill, ViewLevel | ViewPlay | ViewChunks},
	Empty:      {rgb(28, 30, 38), "empty (no collision)", Fill, ViewLevel | ViewPlay | ViewChunks | ViewTiles},
	SolidAll:   {rgb(178, 178, 190), "solid: all sides", Fill, ViewLevel | ViewPlay | ViewChunks},
	SolidTop:   {rgb(110, 210, 200), "solid: top only", Fill, ViewLevel | ViewPlay | ViewChunks},
	SolidSides: {rgb(150, 118, 210), "solid: sides and bottom", Fill, ViewLevel | ViewPlay | ViewChunks},
	SolidNone:  {rgb(64, 66, 78), "solidity none", Fill, ViewLevel | ViewPlay | ViewChunks},
	Flagged:    {rgb(120, 120, 120), "flagged tile (angle 0xFF, snaps to 90 deg)", Fill, ViewLevel | ViewPlay | ViewTiles},
	OtherPath:  {rgb(96, 100, 116), "solid on the other path", Fill, ViewChunks},
	ArtTile:    {rgb(80, 90, 85), "art tile (a muted colour per Tiled art tile)", Picture, ViewLevel | ViewPlay},
	LevelArt:   {rgb(0, 0, 0), "level art (the level's own graphics)", Picture, ViewLevel | ViewPlay | ViewChunks},
	BlockGrid:  {rgb(0, 0, 0), "block grid (16 px)", Line, ViewLevel | ViewPlay | ViewChunks},
	ChunkGrid:  {rgb(170, 170, 255), "chunk grid", Line, ViewLevel | ViewPlay},
	FlipMark:   {rgb(230, 100, 255), "flipped block (X: top bar, Y: left bar)", Fill, ViewChunks},

	TileGrid:      {rgb(46, 52, 60), "tile pixel grid", Line, ViewTiles},
	FloorColumn:   {rgb(63, 167, 214), "floor column (height from the bottom)", Fill, ViewTiles},
	CeilingColumn: {rgb(224, 138, 58), "ceiling column (height from the top)", Fill, ViewTiles},
	Surface:       {rgb(170, 230, 255), "surface pixel of a column", Fill, ViewTiles},
	WidthRow:      {rgb(108, 192, 122), "width row", Fill, ViewTiles},
	Contradiction: {rgb(110, 20, 30), "width row contradicting the heights", Fill, ViewTiles},
	Disabled:      {rgb(84, 84, 84), "tile 0 (empty, not editable)", Fill, ViewTiles},

	Switcher: {rgb(255, 140, 0), "layer switcher", Line, ViewLevel | ViewPlay},
	Object:   {rgb(190, 255, 110), "object", Cross, ViewLevel | ViewPlay},
	Start:    {rgb(255, 230, 0), "player start", Cross, ViewLevel | ViewPlay},

	Selection: {rgb(80, 200, 255), "selection, pointer block, handles", Frame, ViewLevel},
	ScrollBar: {rgb(150, 150, 150), "scroll bar", Fill, ViewLevel | ViewPlay},
	Placement: {rgb(255, 0, 150), "shape being generated: its blocks and origin (+)", Cross, ViewLevel},

	SensorA:         {rgb(0, 240, 0), "sensor A (ground)", Line, ViewPlay},
	SensorB:         {rgb(56, 255, 162), "sensor B (ground)", Line, ViewPlay},
	SensorC:         {rgb(0, 174, 239), "sensor C (ceiling)", Line, ViewPlay},
	SensorD:         {rgb(255, 242, 56), "sensor D (ceiling)", Line, ViewPlay},
	SensorE:         {rgb(255, 56, 255), "sensor E (push)", Line, ViewPlay},
	SensorF:         {rgb(255, 84, 84), "sensor F (push)", Line, ViewPlay},
	BalanceSensor:   {rgb(150, 150, 105), "balance check sensor", Line, ViewPlay},
	SensorAnchor:    {rgb(255, 170, 220), "sensor anchor; framed: the winning sensor (*)", Fill, ViewPlay},
	Player:          {rgb(255, 255, 255), "player box (radii) and centre", Frame, ViewPlay},
	HitboxPlayer:    {rgb(190, 120, 255), "hitbox: player", Frame, ViewPlay},
	HitboxAttack:    {rgb(255, 105, 200), "hitbox: attackable", Frame, ViewPlay},
	HitboxItem:      {rgb(220, 180, 40), "hitbox: item", Frame, ViewPlay},
	HitboxIncrement: {rgb(0, 220, 220), "hitbox: increment", Frame, ViewPlay},
	HitboxHurt:      {rgb(255, 30, 30), "hitbox: hurt", Frame, ViewPlay},
	HitboxSpecial:   {rgb(255, 130, 120), "hitbox: special", Frame, ViewPlay},
	SolidBox:        {rgb(70, 150, 255), "solid box", Frame, ViewPlay},
	CombinedBox:     {rgb(255, 255, 150), "combined box", Dashed, ViewPlay},
	Trigger:         {rgb(40, 200, 120), "trigger area", Dashed, ViewPlay},
	Camera:          {rgb(140, 200, 255), "camera 320x224 and its borders (dashed)", Frame, ViewPlay},
	ObjectWindow:    {rgb(170, 110, 60), "object load window", Dashed, ViewPlay},
	Water:           {rgb(30, 90, 200), "water line", Fill, ViewPlay},
	ShieldReach:     {rgb(200, 255, 200), "shield's reach (magnet)", Dashed, ViewPlay},
	FlyAttack:       {rgb(255, 200, 120), "Tails' flying attack slice", Dashed, ViewPlay},
	Text:            {rgb(225, 225, 225), "labels and readouts", Fill, ViewPlay | ViewLevel},

	GhostBase:   {rgb(200, 200, 200), "ghost of the saved level (dotted)", Line, ViewChecks},
	LintError:   {rgb(200, 0, 60), "lint error", Frame, ViewChecks},
	LintWarning: {rgb(255, 190, 0), "lint warning", Frame, ViewChecks},
	LintInfo:    {rgb(90, 90, 255), "lint note", Frame, ViewChecks},
}

// Colour returns the colour of m.
func Colour(m Meaning) color.RGBA {
	if m < 0 || m >= Count {
		return color.RGBA{255, 0, 255, 255}
	}
	return entries[m].Colour
}

// Of returns m's entry.
func Of(m Meaning) Entry {
	if m < 0 || m >= Count {
		return Entry{}
	}
	return entries[m]
}

// In returns the meanings views draw (any of v), in legend order.
func In(v View) []Meaning {
	var ms []Meaning
	for m := Meaning(0); m < Count; m++ {
		if entries[m].Views&v != 0 {
			ms = append(ms, m)
		}
	}
	return ms
}

// Shadow is the black outline drawn around marks and text so they read
// over any colour; it is contrast, not a meaning.
var Shadow = color.RGBA{0, 0, 0, 255}
