package sonic1_test

import (
	"testing"

	"loopwright/layers"
	"loopwright/pack"
)

// The block numbers Marble Zone's lava is found by (the level's picture:
// mdart.LevelArt.BlockNumber) are the SonLVL import's, and a native pack
// saved from it gives the same ones back: nothing new is stored.
func TestEngine_LavaBlockNumbersThroughPack(t *testing.T) {
	l := s1Level(t, "Marble Zone Act 1")
	type numberer interface {
		BlockNumber(id, i int) (uint16, bool)
	}
	src, ok := l.Picture.(numberer)
	if !ok {
		t.Fatal("the imported level's picture has no block numbers")
	}
	l.Name = "Marble_Zone_Act_1"
	dir := t.TempDir()
	if err := pack.Save(&pack.Pack{Name: "mz", Lib: l.Lib, Levels: []*layers.Level{l}}, dir); err != nil {
		t.Fatal(err)
	}
	p, err := pack.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	dst, ok := p.Levels[0].Picture.(numberer)
	if !ok {
		t.Fatal("the pack's level has no picture with block numbers")
	}
	lava := 0
	for id := 1; id < len(l.Lib.Chunks); id++ {
		for i := 0; i < 256; i++ {
			a, okA := src.BlockNumber(id, i)
			b, okB := dst.BlockNumber(id, i)
			if a&0x3FF != b&0x3FF || okA && !okB && a != 0 {
				t.Fatalf("chunk %#x cell %d: %#x imported, %#x through the pack", id, i, a, b)
			}
			if a&0x3FF >= 0x16A {
				lava++
			}
		}
	}
	if lava == 0 {
		t.Error("no block $16A or above in Marble Zone's chunks")
	}
}
