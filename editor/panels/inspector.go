package panels

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/widgets"
	"loopwright/preview"
)

// inspectorPanel lists the current frame's values (preview.Inspection):
// position, speeds, angle, mode, state, path and priority, control lock,
// rings, the object stood on, and the sensor table A-F; and, after a
// click on a block, that block's cells on both paths and the sensor reads
// that touched it.
type InspectorPanel struct {
	labels  []*widget.Label // values, in preview.Fields order
	keys    []*widget.Label
	fields  *fyne.Container
	sensors *widget.RichText // monospace table, one paragraph a row
	text    string           // the sensor table as shown
	block   *widget.Label
	masks   [2]*canvas.Image
	Content fyne.CanvasObject
	last    preview.Inspection
}

// BlockHint is the block inspector's text before a click.
const BlockHint = "Click a block in the paused view to inspect it."

func NewInspectorPanel() *InspectorPanel {
	p := &InspectorPanel{}
	p.fields = container.New(layoutForm())
	var in preview.Inspection
	for _, f := range in.Fields() {
		k := widget.NewLabelWithStyle(f.Label, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
		v := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
		v.Truncation = fyne.TextTruncateEllipsis
		p.keys = append(p.keys, k)
		p.labels = append(p.labels, v)
		p.fields.Add(k)
		p.fields.Add(v)
	}
	p.sensors = widget.NewRichText()
	p.block = widget.NewLabelWithStyle(BlockHint, fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	// The block's lines are long: wrapped to the panel's width, never cut.
	p.block.Wrapping = fyne.TextWrapWord
	for i := range p.masks {
		p.masks[i] = canvas.NewImageFromImage(widgets.MaskImage(nil, 4))
		p.masks[i].FillMode = canvas.ImageFillOriginal
		p.masks[i].ScaleMode = canvas.ImageScalePixels
	}
	p.Content = container.NewVBox(p.fields,
		widget.NewLabelWithStyle("Sensors", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		// Not in a scroller: the panel is as wide as the whole table
		// (an HScroll clipped its columns at the
		// default width).
		p.sensors,
		widget.NewLabelWithStyle("Block", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		container.NewHBox(p.masks[0], p.masks[1]), p.block)
	return p
}

// layoutForm is a two-column label layout.
func layoutForm() fyne.Layout { return &formLayout{} }

type formLayout struct{}

func (formLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var kw, vw, h float32
	for i := 0; i+1 < len(objs); i += 2 {
		k, v := objs[i].MinSize(), objs[i+1].MinSize()
		kw, vw = max(kw, k.Width), max(vw, v.Width)
		h += max(k.Height, v.Height) * 0.75
	}
	return fyne.NewSize(kw+vw, h)
}

func (formLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	var kw float32
	for i := 0; i+1 < len(objs); i += 2 {
		kw = max(kw, objs[i].MinSize().Width)
	}
	y := float32(0)
	for i := 0; i+1 < len(objs); i += 2 {
		rh := max(objs[i].MinSize().Height, objs[i+1].MinSize().Height) * 0.75
		objs[i].Move(fyne.NewPos(0, y-rh/6))
		objs[i].Resize(fyne.NewSize(kw, rh))
		objs[i+1].Move(fyne.NewPos(kw, y-rh/6))
		objs[i+1].Resize(fyne.NewSize(max(s.Width-kw, 0), rh))
		y += rh
	}
}

// Set shows in.
func (p *InspectorPanel) Set(in *preview.Inspection) {
	p.last = *in
	for i, f := range in.Fields() {
		if i < len(p.labels) && p.labels[i].Text != f.Value {
			p.labels[i].SetText(f.Value)
		}
	}
	p.setSensors(sensorTableText(in))
}

// setSensors shows the sensor table t: monospace, one paragraph a row, at
// the caption size so that its ten columns fit the panel's default width.
func (p *InspectorPanel) setSensors(t string) {
	if t == p.text && p.sensors.Segments != nil {
		return
	}
	p.text = t
	var segs []widget.RichTextSegment
	if t != "" {
		for _, line := range strings.Split(t, "\n") {
			segs = append(segs, &widget.TextSegment{Text: line, Style: widget.RichTextStyle{
				TextStyle: fyne.TextStyle{Monospace: true},
				SizeName:  theme.SizeNameCaptionText,
			}})
		}
	}
	p.sensors.Segments = segs
	p.sensors.Refresh()
}

// Clear empties the panel: no session (no level) or another level.
func (p *InspectorPanel) Clear() {
	p.last = preview.Inspection{}
	for _, l := range p.labels {
		l.SetText("")
	}
	p.setSensors("")
	p.block.SetText(BlockHint)
	for i := range p.masks {
		p.masks[i].Image = widgets.MaskImage(nil, 4)
		p.masks[i].Refresh()
	}
}

// Value returns the shown value of the field labelled label ("" if none).
func (p *InspectorPanel) Value(label string) string {
	for i, k := range p.keys {
		if k.Text == label {
			return p.labels[i].Text
		}
	}
	return ""
}

// sensorTableText formats the sensor table in aligned columns.
func sensorTableText(in *preview.Inspection) string {
	// preview's columns: sensor, active, anchor, dir, distance, block,
	// tile, angle, flagged, winner. "active" is folded into dir ("off")
	// so that the table fits the panel's default width.
	head := []string{"", "dir", "anchor", "dist", "block", "mask", "angle", "flag", "win"}
	rows := [][]string{head}
	for _, r := range in.SensorTable() {
		dir := r[3]
		if r[1] == "" {
			dir = "off"
		}
		rows = append(rows, []string{r[0], dir, r[2], r[4], r[5], r[6], r[7], r[8], r[9]})
	}
	width := make([]int, len(head))
	for _, r := range rows {
		for i, c := range r {
			width[i] = max(width[i], len(c))
		}
	}
	var b strings.Builder
	for n, r := range rows {
		for i, c := range r {
			if i > 0 {
				b.WriteString(" ")
			}
			b.WriteString(c)
			b.WriteString(strings.Repeat(" ", width[i]-len(c)))
		}
		if n < len(rows)-1 {
			b.WriteString("\n")
		}
	}
	return b.String()
}

// SetBlock shows a clicked block.
func (p *InspectorPanel) SetBlock(bi *preview.BlockInspection) {
	p.block.SetText(blockText(bi))
	for i := range p.masks {
		pc := &bi.Paths[i]
		var m = pc.Mask
		if pc.Cell.XFlip {
			m = m.FlipX()
		}
		if pc.Cell.YFlip {
			m = m.FlipY()
		}
		if pc.Empty {
			p.masks[i].Image = widgets.MaskImage(nil, 4)
		} else {
			p.masks[i].Image = widgets.MaskImage(&m, 4)
		}
		p.masks[i].Refresh()
	}
}

// blockText describes a block inspection.
func blockText(bi *preview.BlockInspection) string {
	var b strings.Builder
	fmt.Fprintf(&b, "block %d,%d", bi.BX, bi.BY)
	if !bi.Inside {
		b.WriteString(" (outside the level)")
		return b.String()
	}
	fmt.Fprintf(&b, "  chunk %d at %d,%d\n", bi.Chunk, bi.ChunkX, bi.ChunkY)
	for _, pc := range bi.Paths {
		name := "A"
		if pc.Path != 0 {
			name = "B"
		}
		if pc.Empty {
			fmt.Fprintf(&b, "path %s: empty (mask %d)\n", name, pc.Cell.Tile)
			continue
		}
		flips := ""
		if pc.Cell.XFlip {
			flips += " xflip"
		}
		if pc.Cell.YFlip {
			flips += " yflip"
		}
		fl := ""
		if pc.Flagged {
			fl = " flagged"
		}
		fmt.Fprintf(&b, "path %s: mask %d%s, solidity %s (floor %v, walls %v), angle %s%s\n",
			name, pc.Cell.Tile, flips, pc.Solidity, pc.Floor, pc.Walls, pc.AngleHex, fl)
	}
	if len(bi.Reads) == 0 {
		b.WriteString("no sensor read it this frame")
	}
	for i, r := range bi.Reads {
		if i > 0 {
			b.WriteString("\n")
		}
		w := ""
		if r.Winner {
			w = " (winner)"
		}
		fmt.Fprintf(&b, "sensor %s %s: distance %s, angle %s%s", r.Name, r.Dir, r.DistanceText, r.TileAngleHex, w)
	}
	return b.String()
}

// SensorText returns the sensor table as shown.
func (p *InspectorPanel) SensorText() string { return p.text }

// SensorTable returns the sensor table's widget (tests measure it).
func (p *InspectorPanel) SensorTable() fyne.CanvasObject { return p.sensors }

// BlockText returns the block inspector's text as shown.
func (p *InspectorPanel) BlockText() string { return p.block.Text }
