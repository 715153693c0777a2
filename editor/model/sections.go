package model

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"

	"loopwright/heightmask"
	"loopwright/layers"
)

// Saved layout sections (docs/editor.md "Layout sections"): a selected
// area's blocks, with the switchers and objects standing in it, written to
// a file of their own and inserted again anywhere, in this pack or
// another: the file holds the masks themselves (not the library's tile
// numbers), found in or added to the library where it is inserted.

// sectionFormat names the section file's JSON.
const sectionFormat = "loopwright-section"

// MaxSectionBlocks bounds a section (a 256x256-block area).
const MaxSectionBlocks = 256 * 256

type sectionMask struct {
	Heights [16]int8 `json:"heights"`
	Widths  [16]int8 `json:"widths,omitempty"`
	Custom  bool     `json:"custom_widths,omitempty"`
	Angle   uint8    `json:"angle"`
	Manual  bool     `json:"manual_angle,omitempty"`
	Flagged bool     `json:"flagged,omitempty"`
}

type sectionCell struct {
	M        int    `json:"m"` // index into masks + 1; 0 empty
	XFlip    bool   `json:"x,omitempty"`
	YFlip    bool   `json:"y,omitempty"`
	Solidity string `json:"s,omitempty"`
}

type sectionFile struct {
	Format    string            `json:"format"`
	Version   int               `json:"version"`
	W         int               `json:"w"`
	H         int               `json:"h"`
	Masks     []sectionMask     `json:"masks"`
	Blocks    [][2]sectionCell  `json:"blocks"` // row by row, paths A and B
	Switchers []layers.Switcher `json:"switchers,omitempty"`
	Objects   []layers.Object   `json:"objects,omitempty"`
}

// SectionJSON returns blocks r of the selected level, with the switchers
// and objects standing in them, as a section file.
func (m *Model) SectionJSON(r image.Rectangle) ([]byte, error) {
	l := m.Level()
	r = m.ClampBlocks(r)
	if l == nil || r.Empty() {
		return nil, fmt.Errorf("no blocks selected")
	}
	f := sectionFile{Format: sectionFormat, Version: 1, W: r.Dx(), H: r.Dy()}
	index := map[heightmask.Mask]int{}
	for by := r.Min.Y; by < r.Max.Y; by++ {
		for bx := r.Min.X; bx < r.Max.X; bx++ {
			b, _ := l.Block(bx, by)
			var pair [2]sectionCell
			for p := range b {
				c := b[p]
				if c.Tile == 0 || int(c.Tile) >= len(l.Lib.Tiles) {
					continue
				}
				mk := l.Lib.Tiles[c.Tile]
				i, ok := index[mk]
				if !ok {
					i = len(f.Masks)
					index[mk] = i
					f.Masks = append(f.Masks, sectionMask{Heights: mk.Heights, Widths: mk.Widths, Custom: mk.CustomWidths, Angle: mk.Angle, Manual: mk.ManualAngle, Flagged: mk.Flagged})
				}
				pair[p] = sectionCell{M: i + 1, XFlip: c.XFlip, YFlip: c.YFlip, Solidity: c.Solidity.String()}
			}
			f.Blocks = append(f.Blocks, pair)
		}
	}
	if c := m.clipThings(l, image.Rect(r.Min.X*16, r.Min.Y*16, r.Max.X*16, r.Max.Y*16)); c != nil {
		f.Switchers, f.Objects = c.Switchers, c.Objects
	}
	return json.MarshalIndent(f, "", " ")
}

// ParseSection reads a section file; name names it in errors, which say
// what is wrong and where.
func ParseSection(name string, data []byte) (*Clip, []heightmask.Mask, error) {
	var f sectionFile
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&f); err != nil {
		return nil, nil, fmt.Errorf("%s: not a section file: %w", name, err)
	}
	switch {
	case f.Format != sectionFormat:
		return nil, nil, fmt.Errorf("%s: format %q, want %q", name, f.Format, sectionFormat)
	case f.Version != 1:
		return nil, nil, fmt.Errorf("%s: version %d, want 1", name, f.Version)
	case f.W < 1 || f.H < 1 || f.W*f.H > MaxSectionBlocks || f.W > MaxSectionBlocks || f.H > MaxSectionBlocks:
		return nil, nil, fmt.Errorf("%s: %dx%d blocks: want 1 to %d blocks", name, f.W, f.H, MaxSectionBlocks)
	case len(f.Blocks) != f.W*f.H:
		return nil, nil, fmt.Errorf("%s: %d blocks for %dx%d", name, len(f.Blocks), f.W, f.H)
	}
	masks := make([]heightmask.Mask, len(f.Masks))
	for i, sm := range f.Masks {
		for x := 0; x < 16; x++ {
			if sm.Heights[x] < -16 || sm.Heights[x] > 16 || sm.Widths[x] < -16 || sm.Widths[x] > 16 {
				return nil, nil, fmt.Errorf("%s: mask %d: a height or width outside -16..16", name, i)
			}
		}
		mk := heightmask.Mask{Heights: sm.Heights, Widths: sm.Widths, CustomWidths: sm.Custom, Angle: sm.Angle, ManualAngle: sm.Manual, Flagged: sm.Flagged}
		if !sm.Custom {
			mk.Widths = heightmask.DeriveWidths(mk.Heights)
		}
		masks[i] = mk
	}
	c := &Clip{W: f.W, H: f.H, Blocks: make([]layers.Block, len(f.Blocks))}
	for i, pair := range f.Blocks {
		for p, sc := range pair {
			if sc.M == 0 {
				continue
			}
			if sc.M < 0 || sc.M > len(masks) {
				return nil, nil, fmt.Errorf("%s: block %d,%d: mask %d of %d", name, i%f.W, i/f.W, sc.M, len(masks))
			}
			sol, err := heightmask.ParseSolidity(sc.Solidity)
			if err != nil {
				return nil, nil, fmt.Errorf("%s: block %d,%d: %w", name, i%f.W, i/f.W, err)
			}
			// Tile holds the mask's index + 1 until PasteSection finds it
			// in the library.
			c.Blocks[i][p] = layers.Cell{Tile: layers.TileID(sc.M), XFlip: sc.XFlip, YFlip: sc.YFlip, Solidity: sol}
		}
	}
	if len(f.Switchers)+len(f.Objects) > 0 {
		c.Things = &ThingClip{Switchers: f.Switchers, Objects: f.Objects}
	}
	return c, masks, nil
}

// PasteSection inserts a section file with its top-left block at (bx, by)
// of the selected level, its masks found in (or added to) the library,
// its switchers and objects with new ids, as one undo step.
func (m *Model) PasteSection(name string, data []byte, bx, by int) error {
	l := m.Level()
	if l == nil {
		return fmt.Errorf("no level is open")
	}
	c, masks, err := ParseSection(name, data)
	if err != nil {
		return err
	}
	e := m.beginEdit(l, "insert a section of %d blocks")
	type found struct {
		id     layers.TileID
		xf, yf bool
	}
	ids := make([]found, len(masks))
	for i, mk := range masks {
		id, xf, yf := l.Lib.FindOrAddTile(mk)
		ids[i] = found{id, xf, yf}
	}
	for y := 0; y < c.H; y++ {
		for x := 0; x < c.W; x++ {
			b := c.Blocks[y*c.W+x]
			for p := range b {
				if b[p].Tile == 0 {
					continue
				}
				f := ids[b[p].Tile-1]
				b[p].Tile = f.id
				b[p].XFlip = b[p].XFlip != f.xf
				b[p].YFlip = b[p].YFlip != f.yf
			}
			e.setBlock(bx+x, by+y, b)
		}
	}
	if c.Things != nil {
		if ts := pasteThings(l, c.Things, bx*16, by*16); len(ts) > 0 {
			m.lv.multi, m.lv.sel = ts, ts[0]
		}
	}
	m.commitEdit(e)
	return nil
}
