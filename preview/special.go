package preview

import (
	"image"
	"image/color"
	"image/draw"

	"loopwright/hexangle"
	"loopwright/specialstage"
)

// specialColors are the special stage's block colours.
var specialColors = [...]color.RGBA{
	specialstage.Empty:   {24, 24, 48, 255},
	specialstage.Solid:   {150, 150, 170, 255},
	specialstage.Bumper:  {230, 60, 160, 255},
	specialstage.Goal:    {240, 240, 240, 255},
	specialstage.Up:      {60, 200, 90, 255},
	specialstage.Down:    {40, 110, 60, 255},
	specialstage.Reverse: {230, 80, 60, 255},
	specialstage.Ring:    {250, 210, 40, 255},
	specialstage.Emerald: {60, 220, 230, 255},
}

// SpecialStage draws a special stage (guide section 19) as the physics
// sees it: the unrotated grid of blocks as they are in st (collected rings
// gone, up/down blocks swapped), the player's 2x2 tile-check box, its
// centre, and the gravity direction as a line from the centre (the
// stage's snapped angle). zoom is pixels per level pixel (1 or more).
// Drawing changes nothing.
func SpecialStage(stage *specialstage.Stage, st *specialstage.State, zoom int) *image.RGBA {
	zoom = max(zoom, 1)
	bs := specialstage.BlockSize * zoom
	img := image.NewRGBA(image.Rect(0, 0, stage.W*bs, stage.H*bs))
	for y := 0; y < stage.H; y++ {
		for x := 0; x < stage.W; x++ {
			b := specialstage.Empty
			if i := y*stage.W + x; i < len(st.Blocks) {
				b = st.Blocks[i]
			}
			c := color.RGBA{255, 0, 255, 255}
			if int(b) < len(specialColors) {
				c = specialColors[b]
			}
			r := image.Rect(x*bs, y*bs, (x+1)*bs, (y+1)*bs)
			draw.Draw(img, r, &image.Uniform{c}, image.Point{}, draw.Src)
			if b == specialstage.Ring || b == specialstage.Emerald {
				// Items are drawn smaller: they are not solid.
				in := r.Inset(bs / 3)
				draw.Draw(img, r.Inset(1), &image.Uniform{specialColors[specialstage.Empty]}, image.Point{}, draw.Src)
				draw.Draw(img, in, &image.Uniform{c}, image.Point{}, draw.Src)
			}
		}
	}
	px, py := int(st.X>>16)*zoom, int(st.Y>>16)*zoom
	// The tile check's reach: 12 pixels each side of the centre.
	box := image.Rect(px-12*zoom, py-12*zoom, px+12*zoom, py+12*zoom)
	col := color.RGBA{255, 255, 255, 255}
	if st.Hitting {
		col = color.RGBA{255, 80, 80, 255}
	}
	outline(img, box, col)
	draw.Draw(img, image.Rect(px-zoom, py-zoom, px+zoom+1, py+zoom+1), &image.Uniform{color.RGBA{255, 0, 0, 255}}, image.Point{}, draw.Src)
	// Gravity: (sin, cos) of the snapped angle (Obj09_Fall).
	a := int(st.Snapped())
	for i := 0; i < 20*zoom; i++ {
		x := px + hexangle.Sin(a)*i/256
		y := py + hexangle.Cos(a)*i/256
		img.SetRGBA(x, y, color.RGBA{255, 255, 255, 255})
	}
	return img
}

// outline draws r's border in c.
func outline(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	for x := r.Min.X; x < r.Max.X; x++ {
		img.SetRGBA(x, r.Min.Y, c)
		img.SetRGBA(x, r.Max.Y-1, c)
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		img.SetRGBA(r.Min.X, y, c)
		img.SetRGBA(r.Max.X-1, y, c)
	}
}
