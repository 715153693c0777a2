// Package layers models a level: its tile library, its chunks of 16x16
// blocks with two collision paths (A and B), the layout of chunks, layer
// switchers, the player start and the objects (docs/physics.md "Solid Terrain";
// docs/tiled.md).
//
// Coordinates are pixels with the origin at the level's top-left corner,
// X growing right and Y growing down. Block coordinates are pixels / 16,
// chunk coordinates pixels / (16 * ChunkBlocks).
package layers

import (
	"image"

	"loopwright/heightmask"
)

// Path is a collision path (the guide's collision layer). The zero value is A.
type Path uint8

// The two collision paths.
const (
	PathA Path = iota
	PathB
)

// String returns "A" or "B".
func (p Path) String() string {
	if p == PathB {
		return "B"
	}
	return "A"
}

// Priority is the player's visual priority. The zero value is Low.
type Priority uint8

// The two priorities.
const (
	Low  Priority = iota // "L"
	High                 // "H"
)

// String returns "L" or "H".
func (p Priority) String() string {
	if p == High {
		return "H"
	}
	return "L"
}

// TileID indexes a level's tile library. ID 0 is always the empty tile.
type TileID uint16

// Cell is what one collision path holds in one block: a tile, its flips and
// the solidity that path sees. The zero Cell is empty.
type Cell struct {
	Tile     TileID
	XFlip    bool
	YFlip    bool
	Solidity heightmask.Solidity
}

// Block is one 16x16 grid cell of a chunk, with a Cell for each path.
type Block [2]Cell

// Chunk is a square of ChunkBlocks x ChunkBlocks blocks, row by row.
type Chunk struct {
	Blocks []Block
}

// ChunkID indexes a level's chunk list. ID 0 is always the empty chunk.
type ChunkID uint16

// Library is the collision set levels are built from: the tile library and
// the chunks. The levels of one pack share one Library.
type Library struct {
	// ChunkBlocks is the chunk size in blocks: 8 (128 px, Sonic 2 on) or
	// 16 (256 px, Sonic 1).
	ChunkBlocks int
	// Tiles is the tile library; Tiles[0] is the empty tile.
	Tiles []heightmask.Mask
	// Chunks is the chunk list; Chunks[0] is the empty chunk.
	Chunks []Chunk
}

// NewLibrary returns a library holding only the empty tile and the empty
// chunk, with chunks of chunkBlocks (8 or 16) blocks a side.
func NewLibrary(chunkBlocks int) *Library {
	return &Library{
		ChunkBlocks: chunkBlocks,
		Tiles:       []heightmask.Mask{{}},
		Chunks:      []Chunk{{Blocks: make([]Block, chunkBlocks*chunkBlocks)}},
	}
}

// Level is one playable level. Its zero value is not ready for use: build
// one with New.
type Level struct {
	Name        string
	Description string
	// Lib is the tile library and chunks the layout refers to.
	Lib *Library
	// Width and Height are the level's size in blocks. The layout covers
	// them, rounded up to whole chunks.
	Width, Height int
	// Layout holds LayoutW x LayoutH chunk ids, row by row.
	Layout           []ChunkID
	LayoutW, LayoutH int
	Switchers        []Switcher
	Start            Point
	Objects          []Object
	// Bounds are the level edges the player may not leave (camera limits).
	Bounds Rect
	// Background, when set, is the level's background plane (a
	// disassembly's background layout): chunk ids as in Layout, which the
	// Picture draws behind the foreground, repeated; it has no collision.
	// Editing it changes the picture, and saving writes it back.
	Background *Plane
	// Art holds tile layers the preview draws and the physics ignores.
	Art []ArtLayer
	// Props are extra level properties, kept in order for round trips.
	Props []Prop
	// Loops, when set, are Sonic 1's loop and roll-tunnel chunks, which
	// the s1 variant's physics switches paths on (physics/s1loops.go).
	Loops *LoopChunks
	// Picture, when set, is the level's own art (a disassembly's
	// patterns, blocks, chunks and palette: package mdart), which the
	// preview draws under the collision. The physics and the level files
	// ignore it, but for the games' block numbers Sonic 1's objects read
	// from a picture that has them (mdart.LevelArt.BlockNumber: Marble
	// Zone's lava); clones share it (it is read-only).
	Picture Picture
	// Sprites, when set, draws the level's objects with their own
	// sprites (a disassembly project's object definitions: package
	// objdef), which the preview draws in place of their markers. The
	// physics and the level files ignore it; clones share it.
	Sprites ObjectSprites
}

// ObjectSprites draws a level's objects with their sprites and names
// their definitions. Implementations must be safe to use from several
// goroutines and must not change the level or the object.
type ObjectSprites interface {
	// DrawObject draws o's sprite, flipped as o is placed, into dst: o's
	// position lands on dst pixel at, each level pixel is a zoom x zoom
	// square, or when shrink > 1 one dst pixel shows every shrink-th
	// level pixel; clipped to dst.Rect. It reports whether o has a sprite
	// (false: nothing drawn, the caller marks o as it would without).
	DrawObject(dst *image.RGBA, at image.Point, zoom, shrink int, o *Object) bool
	// ObjectInfo returns o's definition, or false when it has none.
	ObjectInfo(o *Object) (ObjectInfo, bool)
	// ObjectBounds returns the level pixels o's sprite covers as placed,
	// or false when it has none.
	ObjectBounds(o *Object) (image.Rectangle, bool)
}

// ObjectInfo describes an object's definition: its name, the subtypes it
// lists (value and name) and whether a script the editor cannot run
// draws it (a SonLVL definition in C#: drawn as a labelled box).
type ObjectInfo struct {
	Name     string
	Subtypes []ObjectSubtype
	Code     bool
}

// ObjectSubtype is one subtype a definition lists.
type ObjectSubtype struct {
	Value uint8
	Name  string
}

// Picture draws a level's own art. Implementations must be safe to draw
// from several goroutines and must not change the level.
type Picture interface {
	// DrawPicture draws the level pixels of r (level coordinates) into
	// dst, each level pixel as a zoom x zoom square, r.Min landing on dst
	// point at, clipped to dst.Rect: the low and/or high priority plane
	// over the background colour.
	DrawPicture(dst *image.RGBA, at image.Point, r image.Rectangle, zoom int, low, high bool)
}

// BackgroundPicture is a Picture with a background plane (a
// disassembly's background layout), which it can draw under the
// foreground.
type BackgroundPicture interface {
	Picture
	// HasBackground reports whether there is a background plane to draw.
	HasBackground() bool
	// DrawPictureBackground is DrawPicture with the background plane's
	// both priorities under the foreground's selected planes.
	DrawPictureBackground(dst *image.RGBA, at image.Point, r image.Rectangle, zoom int, low, high bool)
}

// ChunkPicture is a Picture that can also show one library chunk's art,
// for a chunk editor.
type ChunkPicture interface {
	Picture
	// ChunkImage returns the art of library chunk id, one pixel per level
	// pixel (ChunkBlocks*16 square), both priority planes over the
	// background colour, or nil when the chunk has no art.
	ChunkImage(id int) *image.RGBA
}

// Plane is a layout of chunks without collision: a background plane.
type Plane struct {
	W, H   int       // size in chunks
	Layout []ChunkID // W x H chunk ids, row by row
}

// Point is a pixel position.
type Point struct{ X, Y int }

// Rect is a pixel rectangle [Min, Max).
type Rect struct{ Min, Max Point }

// Prop is a named, typed property (Tiled's string, int, bool, float).
type Prop struct {
	Name, Type, Value string
}

// Object is a placed object: its class (docs/tiled.md), its id in the
// level, its position (centre) and its properties in file order.
type Object struct {
	ID    int
	Class string
	Name  string
	X, Y  int
	// W and H are the size of a rectangle object, 0 for a point.
	W, H  int
	Props []Prop
}

// ArtLayer is a decoration tile layer kept for drawing and round trips.
type ArtLayer struct {
	Name  string
	Cells []uint32 // Tiled GIDs with flip flags, Width x Height
}

// New returns an empty level of w x h blocks on library lib.
func New(name string, lib *Library, w, h int) *Level {
	l := &Level{Name: name, Lib: lib, Width: w, Height: h}
	chunkBlocks := lib.ChunkBlocks
	l.LayoutW = (w + chunkBlocks - 1) / chunkBlocks
	l.LayoutH = (h + chunkBlocks - 1) / chunkBlocks
	l.Layout = make([]ChunkID, l.LayoutW*l.LayoutH)
	l.Bounds = Rect{Max: Point{w * 16, h * 16}}
	return l
}

// Cell returns what path p holds at block (bx, by) and the tile mask it
// places. Reads outside the level, or of a bad id, return the empty cell and
// the empty mask. It is O(1) and allocates nothing.
func (l *Level) Cell(p Path, bx, by int) (Cell, *heightmask.Mask) {
	if bx < 0 || by < 0 || bx >= l.Width || by >= l.Height {
		return Cell{}, &emptyMask
	}
	lib := l.Lib
	n := lib.ChunkBlocks
	cx, cy := bx/n, by/n
	id := l.Layout[cy*l.LayoutW+cx]
	if int(id) >= len(lib.Chunks) {
		return Cell{}, &emptyMask
	}
	ch := &lib.Chunks[id]
	i := (by-cy*n)*n + (bx - cx*n)
	if i >= len(ch.Blocks) {
		return Cell{}, &emptyMask
	}
	c := ch.Blocks[i][p&1]
	if int(c.Tile) >= len(lib.Tiles) {
		return Cell{}, &emptyMask
	}
	return c, &lib.Tiles[c.Tile]
}

var emptyMask heightmask.Mask

// LoopChunks are Sonic 1's loop and roll-tunnel chunks: the layout values
// its Sonic_Loops routine tests under the player every frame (s1disasm
// LoopTileNums). A layout value with bit 7 set is a loop chunk whose path
// B is the chunk after it (see package sonlvl). The value $7F stands for
// none, as in the game.
type LoopChunks struct {
	// Loop are v_256loop1 and v_256loop2: on Loop[0] the player's path is
	// chosen by position and angle; on Loop[1] likewise, but only while
	// grounded (in the air it is path A).
	Loop [2]ChunkID
	// Roll are v_256roll1 and v_256roll2: roll tunnels, where the player
	// is made to roll.
	Roll [2]ChunkID
}
