package mdart

import (
	"image"
	"testing"
)

// FuzzLevelArt_Draw builds art from arbitrary bytes (patterns, blocks,
// chunks and a layout whose indexes point anywhere) and draws arbitrary
// rectangles at arbitrary zooms and offsets: nothing panics, nothing is
// drawn outside the destination.
func FuzzLevelArt_Draw(f *testing.F) {
	f.Add(make([]byte, 200), int16(0), int16(0), int16(-3), int16(5), uint8(2), false)
	f.Add([]byte{0xFF, 0xFF, 0x80, 0x01, 0x12, 0x34}, int16(-40), int16(7), int16(100), int16(-20), uint8(0), true)
	f.Fuzz(func(t *testing.T, data []byte, ax, ay, rx, ry int16, zoom uint8, s1 bool) {
		g := S2
		if s1 {
			g = S1
		}
		cut := func(n int) []byte {
			n = min(n, len(data))
			b := data[:n]
			data = data[n:]
			return b
		}
		pats, _ := DecodePatterns(cut(len(data) / 3 / PatternSize * PatternSize))
		blocks, _ := DecodeBlocks(cut(len(data) / 2 / BlockSize * BlockSize))
		chunks, _ := DecodeChunks(cut(len(data)/g.ChunkSize()*g.ChunkSize()), g)
		a := &LevelArt{Patterns: pats, Blocks: blocks, Chunks: chunks, ChunkBlocks: g.ChunkBlocks(), Backdrop: int(zoom) - 10}
		a.LayoutW, a.LayoutH = 3, 2
		for i := 0; i < 6; i++ {
			v := -1
			if i < len(data) {
				v = int(int8(data[i]))
			}
			a.Layout = append(a.Layout, v)
		}
		dst := image.NewRGBA(image.Rect(3, 5, 50, 40))
		guard := image.NewRGBA(image.Rect(0, 0, 60, 50))
		sub := guard.SubImage(dst.Rect).(*image.RGBA)
		r := image.Rect(int(rx), int(ry), int(rx)+70, int(ry)+40)
		a.Draw(sub, image.Pt(int(ax), int(ay)), r, int(zoom%10), AllPlanes)
		for y := 0; y < 50; y++ {
			for x := 0; x < 60; x++ {
				if !image.Pt(x, y).In(dst.Rect) && guard.RGBAAt(x, y).A != 0 {
					t.Fatalf("drew outside the destination at (%d,%d)", x, y)
				}
			}
		}
		a.BlockImage(int(rx), Planes(zoom))
	})
}
