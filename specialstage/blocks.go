package specialstage

// Block is one maze tile: the game's own block id, the byte Sonic 1 keeps
// per tile of the layout (s1disasm "_inc/Special Stage Mappings & VRAM
// Pointers.asm" lists them in id order, from 1). Keeping the ids lets the
// rules below be the game's range tests word for word.
type Block uint8

// The blocks a stage is built from, and the transient ids play writes
// (animations: a touched bumper flashes, a ring sparkles away, a glass
// block cracks). Ids from s1disasm's block table.
const (
	Empty Block = 0x00
	// Solid is a wall. The game has 36 wall ids ($01-$24, nine per
	// colour); they differ only in colour, so a stage uses $01.
	Solid   Block = 0x01
	Bumper  Block = 0x25 // repels at $700 from its centre (Obj09_ChkBumper)
	WBlock  Block = 0x26 // the "W" block: solid, no reaction
	Goal    Block = 0x27 // GOAL: the stage spins out and ends (Obj09_GOAL)
	OneUp   Block = 0x28 // an extra life, collected (Obj09_Chk1Up); not solid
	Up      Block = 0x29 // doubles the rotation speed, then becomes Down
	Down    Block = 0x2A // halves it back, then becomes Up
	Reverse Block = 0x2B // the R block: negates the rotation speed
	// RedWhite is the red-and-white block: solid, no reaction (ghost
	// blocks become it).
	RedWhite Block = 0x2C
	// Glass1 .. Glass4 are the glass block with 4, 3, 2 and 1 hits left
	// (Obj09_ChkGlass: each hit moves it one id on; after Glass4 it is gone).
	Glass1 Block = 0x2D
	Glass2 Block = 0x2E
	Glass3 Block = 0x2F
	Glass4 Block = 0x30
	// ReverseFlash is the R block's flash frame (SS_AniReverse).
	ReverseFlash Block = 0x31
	// BumperHit1, BumperHit2 are a touched bumper's frames (SS_AniBumper):
	// solid, but they do not repel.
	BumperHit1 Block = 0x32
	BumperHit2 Block = 0x33
	// Zone1 .. Zone6 are the zone-number blocks: solid, no reaction.
	Zone1 Block = 0x34
	Zone6 Block = 0x39
	Ring  Block = 0x3A // collected under the player's centre; not solid
	// Emerald is the first of the six Chaos Emeralds ($3B-$40); any of them
	// ends the stage after its sparkle (SS_AniEmeraldSparks).
	Emerald  Block = 0x3B
	Emerald6 Block = 0x40
	// Ghost is a ghost block: not solid; passing through it and then over
	// a GhostSwitch makes every ghost block RedWhite (Obj09_ChkGhost).
	Ghost Block = 0x41
	// RingSparkle is the first of a collected ring's four frames ($42-$45).
	RingSparkle Block = 0x42
	// Sparkle is the first of the 1-up's and emerald's four frames ($46-$49).
	Sparkle Block = 0x46
	// GhostSwitch is the invisible tile that arms the ghost blocks.
	GhostSwitch Block = 0x4A
	// GlassCrack is the first of a hit glass block's four frames ($4B-$4E).
	GlassCrack Block = 0x4B
	// LastBlock is the highest id the game draws.
	LastBlock Block = 0x4E
	// InvisibleWall is id $FF, which Sonic 1's stages 5 and 6 use: solid
	// (sub_1BD30) but never drawn (SS_ShowLayout skips ids above $4E).
	InvisibleWall Block = 0xFF
)

// Solid reports whether b stops the player: the test of sub_1BCE8/sub_1BD30
// (everything but empty, the 1-up and ids $3A-$4A: rings, emeralds, ghost
// blocks, sparkles and the ghost switch).
func (b Block) Solid() bool {
	return b != Empty && b != OneUp && (b < Ring || b >= GlassCrack)
}

// solid is Solid (kept short for the checks).
func (b Block) solid() bool { return b.Solid() }

// String returns the block's name.
func (b Block) String() string {
	switch {
	case b == Empty:
		return "empty"
	case b >= Solid && b <= 0x24:
		return "wall"
	case b >= Glass1 && b <= Glass4:
		return "glass"
	case b >= Zone1 && b <= Zone6:
		return "zone"
	case b >= Emerald && b <= Emerald6:
		return "emerald"
	case b >= RingSparkle && b < Sparkle:
		return "ring sparkle"
	case b >= Sparkle && b < GhostSwitch:
		return "sparkle"
	case b >= GlassCrack && b <= LastBlock:
		return "glass crack"
	}
	switch b {
	case Bumper:
		return "bumper"
	case WBlock:
		return "W"
	case Goal:
		return "goal"
	case OneUp:
		return "1-up"
	case Up:
		return "up"
	case Down:
		return "down"
	case Reverse:
		return "reverse"
	case RedWhite:
		return "red-white"
	case ReverseFlash:
		return "reverse flash"
	case BumperHit1, BumperHit2:
		return "bumper hit"
	case Ring:
		return "ring"
	case Ghost:
		return "ghost"
	case GhostSwitch:
		return "ghost switch"
	case InvisibleWall:
		return "invisible wall"
	}
	return "unknown"
}

// PaletteEntry is one block a designer can place: its id, the character
// the .ss format writes for it, and a short name.
type PaletteEntry struct {
	Block Block
	Char  byte
	Name  string
}

// Palette returns every block a stage file can hold, in the order an
// editor's palette shows them (a fresh copy). Animation frames are not
// placeable.
func Palette() []PaletteEntry { return append([]PaletteEntry(nil), palette...) }

var palette = []PaletteEntry{
	{Empty, '.', "empty"}, {Solid, 'X', "wall"}, {Bumper, 'B', "bumper"},
	{Goal, 'G', "goal"}, {Up, 'U', "up"}, {Down, 'D', "down"},
	{Reverse, 'R', "reverse (R)"}, {Ring, 'o', "ring"}, {OneUp, 'L', "1-up"},
	{Emerald, 'a', "emerald 1"}, {Emerald + 1, 'b', "emerald 2"}, {Emerald + 2, 'c', "emerald 3"},
	{Emerald + 3, 'd', "emerald 4"}, {Emerald + 4, 'e', "emerald 5"}, {Emerald + 5, 'f', "emerald 6"},
	{Glass1, 'g', "glass (4 hits)"}, {Glass2, 'h', "glass (3 hits)"}, {Glass3, 'i', "glass (2 hits)"},
	{Glass4, 'j', "glass (1 hit)"}, {WBlock, 'W', "W block"}, {RedWhite, 'K', "red-white"},
	{Zone1, '1', "zone 1"}, {Zone1 + 1, '2', "zone 2"}, {Zone1 + 2, '3', "zone 3"},
	{Zone1 + 3, '4', "zone 4"}, {Zone1 + 4, '5', "zone 5"}, {Zone6, '6', "zone 6"},
	{Ghost, '~', "ghost"}, {GhostSwitch, '+', "ghost switch"}, {InvisibleWall, '#', "invisible wall"},
}

// Char returns the .ss character of a placeable block, and false for an
// animation frame or an unknown id.
func (b Block) Char() (byte, bool) {
	for _, p := range palette {
		if p.Block == b {
			return p.Char, true
		}
	}
	return 0, false
}
