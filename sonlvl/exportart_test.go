package sonlvl

import (
	"testing"

	"loopwright/heightmask"
	"loopwright/mdart"
)

// TestCollisionArt: the generated art draws a block's collision: path A's
// mask solid with its surface lit, path B's mask where A has none, the
// backdrop elsewhere (a dot at the top-left corner); block 0 blank;
// identical patterns shared.
func TestCollisionArt(t *testing.T) {
	var half, wall heightmask.Mask
	for i := range half.Heights {
		half.Heights[i] = 8 // the bottom half
	}
	for i := 12; i < 16; i++ {
		wall.Heights[i] = 16 // the right quarter, full height
	}
	tiles := []heightmask.Mask{{}, half, wall}
	ind := [2][]byte{{0, 1, 1}, {0, 2, 1}}
	pats, blocks, ok := collisionArt(tiles, ind)
	if !ok {
		t.Fatal("not ok")
	}
	ps, _ := mdart.DecodePatterns(pats)
	bs, _ := mdart.DecodeBlocks(blocks)
	if len(bs) != 3 || bs[0] != (mdart.Block{}) {
		t.Fatalf("blocks %v", bs)
	}
	px := func(b, x, y int) uint8 {
		w := bs[b][y/8*2+x/8]
		return ps[w.Index()][y%8*8+x%8]
	}
	for _, c := range []struct {
		b, x, y int
		want    uint8
		what    string
	}{
		{1, 0, 0, artGrid, "the corner dot"},
		{1, 5, 3, artBack, "above the surface"},
		{1, 5, 8, artOutline, "path A's surface row"},
		{1, 5, 12, artSolid, "inside path A"},
		{1, 14, 3, artPathB, "path B's wall where A is empty"},
		{1, 12, 3, artPathBEd, "path B's wall edge"},
		{2, 14, 3, artBack, "block 2: both paths the half mask"},
	} {
		if got := px(c.b, c.x, c.y); got != c.want {
			t.Errorf("block %d (%d,%d) %s: colour %d, want %d", c.b, c.x, c.y, c.what, got, c.want)
		}
	}
	// Blocks 1 and 2 share their bottom quarters' patterns.
	if bs[1][2] != bs[2][2] {
		t.Errorf("identical bottom-left quarters use patterns %d and %d", bs[1][2].Index(), bs[2][2].Index())
	}
}
