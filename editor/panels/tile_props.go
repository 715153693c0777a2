package panels

import (
	"fmt"
	"image"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/model"
	"loopwright/editor/widgets"
	"loopwright/heightmask"
	"loopwright/hexangle"
)

// propsPanel shows and edits the selected tile's angle, flag, solidity and
// width status, with flipped previews.
type PropsPanel struct {
	model    *model.Model
	updating bool

	title     *widget.Label
	angle     *widget.Label
	manual    *widgets.Check
	hexEntry  *widgets.Entry
	degEntry  *widgets.Entry
	flagged   *widgets.Check
	solidity  *widget.RadioGroup
	widthInfo *widget.Label
	warning   *widget.Label
	reset     *widget.Button
	previews  [4]*canvas.Image
	prevText  [4]*widget.Label
	Content   fyne.CanvasObject
}

// SolidityOptions returns the solidity choices, as heightmask names them.
func SolidityOptions() []string { return []string{"all", "top", "sides", "none"} }

func NewPropsPanel(m *model.Model) *PropsPanel {
	p := &PropsPanel{model: m}
	p.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.angle = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	p.manual = widgets.NewCheck("Manual angle", func(on bool) {
		if !p.updating {
			m.SetAutoAngle(!on)
		}
	})
	p.hexEntry = widgets.NewEntry()
	p.hexEntry.SetPlaceHolder("hex, e.g. E8")
	p.hexEntry.OnSubmitted = func(s string) { p.submitHex(s) }
	p.degEntry = widgets.NewEntry()
	p.degEntry.SetPlaceHolder("degrees, e.g. 33.75")
	p.degEntry.OnSubmitted = func(s string) { p.submitDeg(s) }
	p.flagged = widgets.NewCheck("Flagged (angle 0xFF: snap to 90°)", func(on bool) {
		if !p.updating {
			m.SetFlagged(on)
		}
	})
	p.solidity = widgets.NewRadioGroup(SolidityOptions(), func(s string) {
		if p.updating || s == "" {
			return
		}
		if v, err := heightmask.ParseSolidity(s); err == nil {
			m.SetSolidity(v)
		}
	})
	p.solidity.Horizontal = true
	p.solidity.Required = true
	p.widthInfo = widget.NewLabel("")
	p.warning = widget.NewLabel("")
	p.warning.Importance = widget.DangerImportance
	p.warning.Wrapping = fyne.TextWrapWord
	p.reset = widget.NewButton("Derive widths from heights", m.ResetWidths)

	names := [4]string{"as is", "X flip", "Y flip", "X+Y flip"}
	var cells []fyne.CanvasObject
	for i := range p.previews {
		img := canvas.NewImageFromImage(widgets.MaskImage(nil, 4))
		img.ScaleMode = canvas.ImageScalePixels
		img.FillMode = canvas.ImageFillContain
		img.SetMinSize(fyne.NewSquareSize(64))
		p.previews[i] = img
		p.prevText[i] = widget.NewLabel(names[i])
		p.prevText[i].Alignment = fyne.TextAlignCenter
		p.prevText[i].TextStyle.Monospace = true
		cells = append(cells, container.NewBorder(nil, p.prevText[i], nil, nil, img))
	}

	hexRow := container.NewBorder(nil, nil, widget.NewLabel("Hex"), nil, p.hexEntry)
	degRow := container.NewBorder(nil, nil, widget.NewLabel("Deg"), nil, p.degEntry)
	p.Content = container.NewVScroll(container.NewVBox(
		p.title,
		widget.NewCard("", "Angle", container.NewVBox(p.angle, p.manual, hexRow, degRow, p.flagged)),
		widget.NewCard("", "Solidity", p.solidity),
		widget.NewCard("", "Widths", container.NewVBox(p.widthInfo, p.warning, p.reset)),
		widget.NewCard("", "Flip previews", container.NewGridWithColumns(2, cells...)),
	))
	p.Refresh()
	return p
}

func parseHexAngle(s string) (uint8, error) {
	s = strings.TrimSpace(strings.ToLower(s))
	s = strings.TrimPrefix(strings.TrimPrefix(s, "0x"), "$")
	v, err := strconv.ParseUint(s, 16, 8)
	if err != nil {
		return 0, fmt.Errorf("not a hex angle 00..FF: %q", s)
	}
	return uint8(v), nil
}

// submitHex applies the Hex field: FF flags the tile (the games' byte
// for the flag, which the field shows for a flagged tile); another value
// is the manual angle, and unflags a flagged tile.
func (p *PropsPanel) submitHex(s string) {
	if a, err := parseHexAngle(s); err == nil {
		switch t := p.model.Tile(); {
		case t == nil:
		case a == 0xFF:
			if !t.Flagged {
				p.model.SetFlagged(true)
			}
		default:
			if t.Flagged {
				p.model.SetFlagged(false)
			}
			p.model.SetAngle(a)
		}
	}
	p.Refresh()
}

func (p *PropsPanel) submitDeg(s string) {
	if d, err := strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "°")), 64); err == nil {
		p.model.SetAngleDegrees(d)
	}
	p.Refresh()
}

// angleText describes a tile's angle: "0xE8  33.75°  auto".
func angleText(t *heightmask.Mask) string {
	mode := "auto"
	if t.ManualAngle {
		mode = "manual"
	}
	if t.Flagged {
		// 0xFF is no angle but a flag: sensors snap to the nearest 90°
		// (it read "0xFF 1.41°").
		return "0xFF  flagged: snaps to the nearest 90°  " + mode
	}
	s := fmt.Sprintf("0x%02X  %.2f°  %s", t.Angle, hexangle.ToDegrees(int(t.Angle)), mode)
	return s
}

func (p *PropsPanel) Refresh() {
	p.updating = true
	defer func() { p.updating = false }()
	m := p.model
	t := m.Tile()
	objs := []fyne.Disableable{p.manual, p.hexEntry, p.degEntry, p.flagged, p.solidity, p.reset}
	if t == nil {
		p.title.SetText("No tile selected (add one)")
		p.angle.SetText("")
		for _, o := range objs {
			o.Disable()
		}
		p.widthInfo.SetText("")
		p.warning.Hide()
		for i := range p.previews {
			p.previews[i].Image = widgets.MaskImage(nil, 4)
			p.previews[i].Refresh()
		}
		return
	}
	for _, o := range objs {
		o.Enable()
	}
	p.title.SetText(fmt.Sprintf("Tile %d", m.Selected))
	p.angle.SetText(angleText(t))
	p.manual.SetChecked(t.ManualAngle)
	if t.Flagged {
		p.hexEntry.SetText("FF") // the games' byte for the flag, as the angle line says
	} else {
		p.hexEntry.SetText(fmt.Sprintf("%02X", t.Angle))
	}
	if t.Flagged {
		p.degEntry.SetText("") // no angle: the flag (angleText says so)
	} else {
		p.degEntry.SetText(strconv.FormatFloat(hexangle.ToDegrees(int(t.Angle)), 'f', -1, 64))
	}
	p.flagged.SetChecked(t.Flagged)
	p.solidity.SetSelected(t.Solidity.String())
	if t.CustomWidths {
		p.widthInfo.SetText("Custom widths (painted)")
		p.reset.Enable()
	} else {
		p.widthInfo.SetText("Derived from the heights")
		p.reset.Disable()
	}
	if c := m.WidthConflicts(); len(c) > 0 {
		rows := make([]string, len(c))
		for i, r := range c {
			rows[i] = strconv.Itoa(r)
		}
		if len(rows) == 1 {
			p.warning.SetText(fmt.Sprintf("⚠ Row %s contradicts the heights", rows[0]))
		} else {
			p.warning.SetText(fmt.Sprintf("⚠ Rows %s contradict the heights", strings.Join(rows, ", ")))
		}
		p.warning.Show()
	} else {
		p.warning.Hide()
	}
	flips := [4]heightmask.Mask{*t, t.FlipX(), t.FlipY(), t.FlipX().FlipY()}
	names := [4]string{"as is", "X flip", "Y flip", "X+Y flip"}
	for i, f := range flips {
		p.previews[i].Image = image.Image(widgets.MaskImage(&f, 4))
		p.previews[i].Refresh()
		p.prevText[i].SetText(fmt.Sprintf("%s 0x%02X", names[i], f.TileAngle()))
	}
}
