package specialstage

import "fmt"

// Sonic 1's own stage layouts (s1disasm sslayout/N.eni, once Enigma
// decoded) are 64x64 block ids, row by row; its start positions
// (startpos/ssN.bin: X and Y, big-endian words) are in the game's object
// coordinates, which put the layout at block (32, 32) of a 128-wide
// buffer (v_ssblockbuffer = v_ssbuffer1 + $1020) and check blocks at
// ((X+$14)/24, (Y+$44)/24) (sub_1BCE8). The guide's check at
// ((x-12)/24, (y-12)/24) in layout pixels is the same with x = X - 736
// and y = Y - 688.
const (
	// LayoutSize is a game layout's width and height in blocks.
	LayoutSize = 64
	// LayoutOffsetX and LayoutOffsetY turn the game's X and Y into layout
	// pixels (subtract them).
	LayoutOffsetX = 32*BlockSize - 0x14 - 12
	LayoutOffsetY = 32*BlockSize - 0x44 - 12
)

// FromLayout makes a stage from a game layout (LayoutSize x LayoutSize
// block ids, as SS_Load copies them) and the game's start position (the
// words of startpos/ssN.bin). Wall ids ($01-$24, the four colours) become
// Solid; the other ids are kept. It fails on a wrong size, an id a stage
// cannot hold, or a start outside the layout.
func FromLayout(layout []byte, gameX, gameY int) (*Stage, error) {
	if len(layout) != LayoutSize*LayoutSize {
		return nil, fmt.Errorf("specialstage: a layout is %d bytes (64x64 blocks), not %d", LayoutSize*LayoutSize, len(layout))
	}
	s := &Stage{W: LayoutSize, H: LayoutSize, Blocks: make([]Block, len(layout)), Rotation: StartRotation,
		StartX: gameX - LayoutOffsetX, StartY: gameY - LayoutOffsetY}
	for i, id := range layout {
		b := Block(id)
		if b >= Solid && b <= 0x24 {
			b = Solid
		}
		if _, ok := b.Char(); !ok {
			return nil, fmt.Errorf("specialstage: layout block %d,%d has id $%02X, which is no stage block", i%LayoutSize, i/LayoutSize, id)
		}
		s.Blocks[i] = b
	}
	if s.StartX < 0 || s.StartY < 0 || s.StartX >= LayoutSize*BlockSize || s.StartY >= LayoutSize*BlockSize {
		return nil, fmt.Errorf("specialstage: the start ($%X, $%X) is outside the layout", gameX, gameY)
	}
	return s, nil
}
