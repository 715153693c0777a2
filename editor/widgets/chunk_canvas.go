package widgets

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/model"
	"loopwright/internal/palette"
	"loopwright/layers"
	"loopwright/preview"
)

// ChunkCanvas shows one path of the model's selected chunk, block by block,
// and edits it with the chunk editor's tool: a click or drag applies the
// tool to every block it crosses (one undo step per drag). Each block's
// tile is drawn as placed (flips applied) in its solidity's colour, the
// other path's solid pixels faint underneath; a violet bar on a block's top
// edge marks an X flip, on its left edge a Y flip.
type ChunkCanvas struct {
	widget.BaseWidget
	model *model.Model
	path  layers.Path
	// Tool returns the tool and the paths to edit (set by the chunk tab):
	// PathSetBoth edits both paths, any other set only this view's path.
	Tool func() (model.ChunkTool, model.PathSet)
	// OnKey is called with the keys typed while the view has the focus.
	OnKey func(k fyne.KeyName)

	raster   *canvas.Raster
	img      *image.RGBA
	dragging bool
	press    fyne.Position
	pressed  bool
	last     [2]int
}

var (
	_ fyne.Widget       = (*ChunkCanvas)(nil)
	_ fyne.Tappable     = (*ChunkCanvas)(nil)
	_ fyne.Draggable    = (*ChunkCanvas)(nil)
	_ desktop.Mouseable = (*ChunkCanvas)(nil)
)

// NewChunkCanvas returns a view of path p of m's selected chunk.
func NewChunkCanvas(m *model.Model, p layers.Path) *ChunkCanvas {
	c := &ChunkCanvas{model: m, path: p}
	c.Tool = func() (model.ChunkTool, model.PathSet) { return model.ChunkBrush, model.PathSetBoth }
	c.ExtendBaseWidget(c)
	return c
}

// side returns the size of the square grid in units.
func (c *ChunkCanvas) side() float32 {
	s := c.Size()
	return min(s.Width, s.Height)
}

// blockAt returns the block under p.
func (c *ChunkCanvas) blockAt(p fyne.Position) (int, int) {
	n := c.model.Lib().ChunkBlocks
	s := c.side()
	if s <= 0 || n <= 0 {
		return -1, -1
	}
	return floorDiv(p.X, s/float32(n)), floorDiv(p.Y, s/float32(n))
}

func (c *ChunkCanvas) apply(bx, by int) {
	t, ps := c.Tool()
	if ps != model.PathSetBoth {
		// Not both: the path this view shows.
		ps = model.PathSetA
		if c.path == layers.PathB {
			ps = model.PathSetB
		}
	}
	c.model.EditChunkCell(bx, by, ps, t)
}

// Tapped applies the tool to the block under the pointer.
func (c *ChunkCanvas) Tapped(ev *fyne.PointEvent) {
	bx, by := c.blockAt(ev.Position)
	c.apply(bx, by)
}

// MouseDown records where a drag may start.
func (c *ChunkCanvas) MouseDown(ev *desktop.MouseEvent) {
	if app := fyne.CurrentApp(); app != nil {
		if cv := app.Driver().CanvasForObject(c); cv != nil {
			cv.Focus(c)
		}
	}
	if ev.Button == desktop.MouseButtonPrimary {
		c.press, c.pressed = ev.Position, true
	}
}

// MouseUp forgets the press.
func (c *ChunkCanvas) MouseUp(*desktop.MouseEvent) { c.pressed = false }

// Dragged applies the tool to every block on the way.
func (c *ChunkCanvas) Dragged(ev *fyne.DragEvent) {
	bx, by := c.blockAt(ev.Position)
	if !c.dragging {
		c.dragging = true
		c.model.EndStroke()
		start := ev.Position.Subtract(ev.Dragged)
		if c.pressed {
			start = c.press
		}
		c.last[0], c.last[1] = c.blockAt(start)
		t, _ := c.Tool()
		c.model.BeginChunkStroke(t)
	}
	n := c.model.Lib().ChunkBlocks
	preview.Line(c.last[0], c.last[1], bx, by, func(x, y int) {
		if x >= 0 && y >= 0 && x < n && y < n {
			c.apply(x, y)
		}
	})
	c.last = [2]int{bx, by}
}

// DragEnd records the stroke as one undo step.
func (c *ChunkCanvas) DragEnd() {
	c.dragging, c.pressed = false, false
	c.model.EndStroke()
}

// CreateRenderer implements fyne.Widget.
func (c *ChunkCanvas) CreateRenderer() fyne.WidgetRenderer {
	c.raster = canvas.NewRaster(func(w, h int) image.Image { return c.Render(w, h) })
	c.raster.ScaleMode = canvas.ImageScalePixels
	return &chunkCanvasRenderer{c: c}
}

var (
	colChunkGridLine = palette.Colour(palette.BlockGrid)
	colFlipMark      = palette.Colour(palette.FlipMark)
	colOtherPath     = palette.Colour(palette.OtherPath)
)

// Render draws the view into a reused w x h image: the largest square
// grid fitting it, at its top-left corner.
func (c *ChunkCanvas) Render(w, h int) *image.RGBA {
	if w <= 0 || h <= 0 {
		return image.NewRGBA(image.Rect(0, 0, 1, 1))
	}
	if c.img == nil || c.img.Rect.Dx() != w || c.img.Rect.Dy() != h {
		c.img = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	img := c.img
	FillRect(img, img.Rect, palette.Colour(palette.Void))
	lib := c.model.Lib()
	n := lib.ChunkBlocks
	id := c.model.SelectedChunk()
	if n <= 0 || int(id) >= len(lib.Chunks) || len(lib.Chunks[id].Blocks) != n*n {
		return img
	}
	blocks := lib.Chunks[id].Blocks
	side := min(w, h)
	cs := n * 16
	other := c.path ^ 1
	solidAt := func(cell layers.Cell, ix, iy int) bool {
		if cell.Tile == 0 || int(cell.Tile) >= len(lib.Tiles) {
			return false
		}
		if cell.XFlip {
			ix = 15 - ix
		}
		if cell.YFlip {
			iy = 15 - iy
		}
		return lib.Tiles[cell.Tile].Solid(ix, iy)
	}
	// A disassembly level's chunk art, under the collision.
	var art *image.RGBA
	if lvl := c.model.Level(); lvl != nil {
		if cp, ok := lvl.Picture.(layers.ChunkPicture); ok {
			art = cp.ChunkImage(int(id))
			if art != nil && art.Rect.Dx() != cs {
				art = nil
			}
		}
	}
	for y := 0; y < side; y++ {
		py := y * cs / side
		for x := 0; x < side; x++ {
			px := x * cs / side
			b := blocks[(py/16)*n+px/16]
			ix, iy := px&15, py&15
			col := colChunkBack
			if art != nil {
				col = art.RGBAAt(px, py)
			}
			switch {
			case solidAt(b[c.path], ix, iy):
				col = preview.SolidityColour(b[c.path].Solidity)
				if art != nil {
					col = blendArt(art.RGBAAt(px, py), col)
				}
			case solidAt(b[other], ix, iy) && art == nil:
				col = colOtherPath
			}
			o := img.PixOffset(x, y)
			img.Pix[o], img.Pix[o+1], img.Pix[o+2], img.Pix[o+3] = col.R, col.G, col.B, 255
		}
	}
	// Grid lines and flip marks.
	for i := 0; i <= n; i++ {
		p := i * side / n
		FillRect(img, image.Rect(p, 0, p+1, side), colChunkGridLine)
		FillRect(img, image.Rect(0, p, side, p+1), colChunkGridLine)
	}
	bs := side / n
	mark := max(2, bs/10)
	for by := 0; by < n; by++ {
		for bx := 0; bx < n; bx++ {
			cell := blocks[by*n+bx][c.path]
			x0, y0 := bx*side/n, by*side/n
			if cell.Tile != 0 && cell.XFlip {
				FillRect(img, image.Rect(x0+bs/4, y0+1, x0+bs*3/4, y0+1+mark), colFlipMark)
			}
			if cell.Tile != 0 && cell.YFlip {
				FillRect(img, image.Rect(x0+1, y0+bs/4, x0+1+mark, y0+bs*3/4), colFlipMark)
			}
		}
	}
	return img
}

type chunkCanvasRenderer struct{ c *ChunkCanvas }

func (r *chunkCanvasRenderer) Layout(s fyne.Size) {
	r.c.raster.Resize(s)
}
func (r *chunkCanvasRenderer) MinSize() fyne.Size           { return fyne.NewSquareSize(200) }
func (r *chunkCanvasRenderer) Refresh()                     { r.c.raster.Refresh() }
func (r *chunkCanvasRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.c.raster} }
func (r *chunkCanvasRenderer) Destroy()                     {}

// FocusGained implements fyne.Focusable.
func (c *ChunkCanvas) FocusGained() {}

// FocusLost implements fyne.Focusable.
func (c *ChunkCanvas) FocusLost() {}

// TypedRune implements fyne.Focusable.
func (c *ChunkCanvas) TypedRune(rune) {}

// TypedKey passes the key to OnKey.
func (c *ChunkCanvas) TypedKey(ev *fyne.KeyEvent) {
	if c.OnKey != nil {
		c.OnKey(ev.Name)
	}
}

// AcceptsTab lets Tab switch the edited paths.
func (c *ChunkCanvas) AcceptsTab() bool { return true }

// blendArt is the collision colour c at the preview's default opacity over
// an art pixel a (preview.DefaultCollisionOpacity).
func blendArt(a, c color.RGBA) color.RGBA {
	t := preview.DefaultCollisionOpacity
	m := func(x, y uint8) uint8 { return uint8((int(x)*(100-t) + int(y)*t) / 100) }
	return color.RGBA{m(a.R, c.R), m(a.G, c.G), m(a.B, c.B), 255}
}
