package model

import (
	"fmt"
	"image"
	"strconv"
	"strings"

	"loopwright/chunkgen"
	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/lint"
	"loopwright/preview"
)

// GenParams are the generator dialog's settings for one shape.
type GenParams struct {
	// Shape is "loop", "slope", "curve", "halfpipe" or "path".
	Shape  string
	Radius float64
	Angle  int     // slope hex angle
	Length float64 // slope length along the surface
	Convex bool    // curve
	Width  float64 // half-pipe bottom width
	// Points is the path's control points "x,y x,y ..." (a Bezier curve,
	// walked with the solid on its clockwise side).
	Points    string
	Thickness float64
	Paths     PathSet
	Solidity  heightmask.Solidity
}

// DefaultGenParams returns the dialog's defaults for shape.
func DefaultGenParams(shape string) GenParams {
	return GenParams{Shape: shape, Radius: 128, Angle: 0xE0, Length: 128, Width: 64,
		Points: "0,0 96,0 160,-64 256,-64", Thickness: 32}
}

// Build returns the shape the parameters describe.
func (g GenParams) Build() (*chunkgen.Shape, error) {
	if g.Shape == "path" {
		var pts []chunkgen.Pt
		for _, f := range strings.Fields(g.Points) {
			xs, ys, ok := strings.Cut(f, ",")
			x, err1 := strconv.ParseFloat(xs, 64)
			y, err2 := strconv.ParseFloat(ys, 64)
			if !ok || err1 != nil || err2 != nil {
				return nil, fmt.Errorf("path point %q is not x,y", f)
			}
			pts = append(pts, chunkgen.Pt{X: x, Y: y})
		}
		if len(pts) < 2 {
			return nil, fmt.Errorf("a path needs at least 2 points")
		}
		ps := chunkgen.OnBoth
		switch g.Paths {
		case PathSetA:
			ps = chunkgen.OnA
		case PathSetB:
			ps = chunkgen.OnB
		}
		c := chunkgen.Polyline(pts...)
		if len(pts) > 2 {
			c = chunkgen.Bezier(pts...)
		}
		return chunkgen.FreePath(c, g.Thickness, ps, g.Solidity)
	}
	return chunkgen.ShapeFor(chunkgen.Spec{Shape: g.Shape, Angle: g.Angle, Length: g.Length,
		Radius: g.Radius, Convex: g.Convex, Width: g.Width})
}

// GenPreview renders the shape alone (on a copy of lib) into an image at
// zoom 1 with a two-block margin, with its switchers.
func GenPreview(lib *layers.Library, sh *chunkgen.Shape) (*image.RGBA, error) {
	img, _, err := GenPreviewAt(lib, sh)
	return img, err
}

// GenPreviewAt is GenPreview, also returning the shape's placement: its
// origin, as a pixel of the image, and the blocks it covers relative to
// the origin block (InsertShape at block bx, by covers them moved by bx,
// by).
func GenPreviewAt(lib *layers.Library, sh *chunkgen.Shape) (*image.RGBA, GenPlacement, error) {
	cl := lib.Clone()
	b := chunkgen.NewBuilder(cl)
	st, err := sh.Stamp(b)
	if err != nil {
		return nil, GenPlacement{}, err
	}
	const margin = 2
	lvl := layers.New("preview", cl, st.W+2*margin, st.H+2*margin)
	if err := chunkgen.Place(b, lvl, st, margin-st.BX, margin-st.BY); err != nil {
		return nil, GenPlacement{}, err
	}
	img := image.NewRGBA(image.Rect(0, 0, lvl.Width*16, lvl.Height*16))
	var r preview.Renderer
	opt := preview.Options{BlockGrid: true, Overlays: preview.OverlayCollision | preview.OverlaySwitchers}
	r.Render(img, lvl, preview.Viewport{Zoom: 1}, nil, opt)
	pl := GenPlacement{Origin: image.Pt((margin-st.BX)*16, (margin-st.BY)*16), Blocks: image.Rect(st.BX, st.BY, st.BX+st.W, st.BY+st.H)}
	return img, pl, nil
}

// GenPlacement is where a generated shape goes: see GenPreviewAt.
type GenPlacement struct {
	Origin image.Point     // the origin's pixel in the preview image
	Blocks image.Rectangle // the blocks covered, relative to the origin block
}

// InsertShape places shape sh in the selected level with its origin at
// block (bx, by) (chunkgen.Place: blocks replaced on both paths, chunks
// copy-on-write, its switchers added), as one undoable edit.
func (m *Model) InsertShape(sh *chunkgen.Shape, bx, by int) error {
	l := m.Level()
	if l == nil {
		return fmt.Errorf("no level to insert into")
	}
	// Check first on a copy so that a failure changes nothing.
	cl := l.Clone()
	cb := chunkgen.NewBuilder(cl.Lib)
	st, err := sh.Stamp(cb)
	if err != nil {
		return err
	}
	if err := chunkgen.Place(cb, cl, st, bx, by); err != nil {
		return err
	}
	name := sh.Name
	if i := strings.IndexAny(name, "-"); i > 0 {
		name = name[:i]
	}
	e := m.beginEdit(l, fmt.Sprintf("insert %s at block %d,%d", name, bx, by))
	for i := range l.Layout {
		e.touchLayout(i)
	}
	b := chunkgen.NewBuilder(l.Lib)
	st, err = sh.Stamp(b)
	if err == nil {
		err = chunkgen.Place(b, l, st, bx, by)
	}
	m.commitEdit(e)
	return err
}

// ShapeBuriesStart reports whether inserting sh with its origin at block
// (bx, by) would put the selected level's player start inside solid
// terrain on both paths (what lint's object-in-terrain warns about after
// the fact): a loop generated at the default origin of a new level covered
// its start, and Play then began inside the ground. blocks are the blocks
// the shape covers in the level (GenPlacement.Blocks moved to the origin).
func (m *Model) ShapeBuriesStart(sh *chunkgen.Shape, bx, by int, blocks image.Rectangle) bool {
	l := m.Level()
	if l == nil || sh == nil {
		return false
	}
	s := l.Start
	if !image.Pt(s.X>>4, s.Y>>4).In(blocks) || s.X < 0 || s.Y < 0 {
		return false
	}
	cl := l.Clone()
	b := chunkgen.NewBuilder(cl.Lib)
	st, err := sh.Stamp(b)
	if err != nil || chunkgen.Place(b, cl, st, bx, by) != nil {
		return false
	}
	return solidPixel(cl, layers.PathA, s.X, s.Y) && solidPixel(cl, layers.PathB, s.X, s.Y)
}

// ShapeSwitchersOutside returns the switchers shape sh would add with its
// origin at block (bx, by) whose thresholds miss the selected level (lint's
// outside-level): a loop generated against the level's left edge fits its
// blocks but puts its entry switcher, 32 px before the loop, at a negative
// x, and the player never switches path there.
func (m *Model) ShapeSwitchersOutside(sh *chunkgen.Shape, bx, by int) []layers.Switcher {
	l := m.Level()
	if l == nil || sh == nil {
		return nil
	}
	var out []layers.Switcher
	for _, s := range sh.Switchers {
		s.X += bx * 16 // as chunkgen.Place moves them
		s.Y += by * 16
		if lint.SwitcherOutside(&s, l.Width, l.Height) {
			out = append(out, s)
		}
	}
	return out
}

// solidPixel reports whether pixel (x, y) of l is solid on path p, as the
// floor sensor reads its block's height (lint's solidAt, the same rule).
func solidPixel(l *layers.Level, p layers.Path, x, y int) bool {
	cell, mk := l.Cell(p, x>>4, y>>4)
	if cell.Tile == 0 || cell.Solidity == heightmask.SolidNone {
		return false
	}
	h, ly := mk.Sense(heightmask.Down, cell.XFlip, cell.YFlip, x&15), y&15
	return (h > 0 && ly >= 16-h) || (h < 0 && ly < -h)
}
