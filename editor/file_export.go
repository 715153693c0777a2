package editor

import (
	"bytes"
	"fmt"
	"image"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/widgets"
	"loopwright/layers"
	"loopwright/pack"
	"loopwright/preview"
	"loopwright/preview/session"
)

var pngFilters = []fileFilter{{"PNG images", []string{"png"}}}
var gifFilters = []fileFilter{{"GIF animations", []string{"gif"}}}
var jsonlFilters = []fileFilter{{"JSON lines traces", []string{"jsonl"}}}
var csvFilters = []fileFilter{{"CSV traces", []string{"csv"}}}

// withExt adds ext to p unless p already ends with it.
func withExt(p, ext string) string {
	if strings.EqualFold(filepath.Ext(p), ext) {
		return p
	}
	return p + ext
}

// ViewImage draws the level view as it is now: its viewport, its options
// and the current frame's overlays, w x h pixels (the view's size when w
// or h is 0; 640x448 if the view has none).
func (e *Editor) ViewImage(w, h int) *image.RGBA {
	e.catchUpLevelTab()
	opt := preview.DefaultOptions()
	vp := preview.Viewport{Zoom: 2}
	if v := e.LevelView; v != nil {
		opt, vp = v.Options(), v.Viewport()
		if w <= 0 || h <= 0 {
			s := v.Size()
			k := float32(1)
			if c := fyne.CurrentApp().Driver().CanvasForObject(v); c != nil {
				k = c.Scale()
			}
			w, h = int(s.Width*k), int(s.Height*k)
		}
	}
	if w <= 0 || h <= 0 {
		w, h = 640, 448
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	var sc preview.Scene
	var scp *preview.Scene
	var lvl *layers.Level
	if e.play != nil {
		if e.playCtl().Scene(&sc) {
			scp = &sc
		}
		e.playCtl().WithSession(func(s *session.Session) {
			if s != nil {
				lvl = s.FrameLevel()
			}
		})
	}
	if lvl == nil {
		lvl = e.Model.Level()
	}
	var r preview.Renderer
	r.Render(img, lvl, vp, scp, opt)
	return img
}

// ExportPNGDialog asks where to save the current view as a PNG.
func (e *Editor) ExportPNGDialog() {
	e.chooseFile("Export the view as PNG", true, e.startPath("view"), pngFilters, func(p string) {
		if err := e.ExportPNG(withExt(p, ".png")); err != nil {
			e.showError(err)
		}
	})
}

// ExportPNG writes the current view with its overlays to path.
func (e *Editor) ExportPNG(path string) error {
	var b bytes.Buffer
	if err := preview.WritePNG(&b, e.ViewImage(0, 0)); err != nil {
		return fmt.Errorf("editor: %s: %w", path, err)
	}
	return pack.WriteFileAtomic(path, b.Bytes())
}

// ExportTraceDialog asks where to write the session's trace (CSV or JSON
// lines, docs/cli.md, "Trace").
func (e *Editor) ExportTraceDialog(csv bool) {
	name, f, ext := "trace", jsonlFilters, ".jsonl"
	if csv {
		f, ext = csvFilters, ".csv"
	}
	e.chooseFile("Export the trace", true, e.startPath(name), f, func(p string) {
		if err := e.ExportTrace(withExt(p, ext), csv); err != nil {
			e.showError(err)
		}
	})
}

// ExportTrace writes frames 1..Len() of the session to path.
func (e *Editor) ExportTrace(path string, csv bool) error {
	var b bytes.Buffer
	var err error
	e.playCtl().WithSession(func(s *session.Session) {
		if s == nil {
			err = fmt.Errorf("editor: %s: no level to trace", path)
			return
		}
		err = s.WriteTrace(&b, csv, 1, max(s.Len(), s.Frame()))
	})
	if err != nil {
		return err
	}
	return pack.WriteFileAtomic(path, b.Bytes())
}

// ExportGIF writes frames from..to of the recording as an animated GIF
// (the 320x224 screen around the player and a margin, at zoom 1). It runs
// on the calling goroutine.
func (e *Editor) ExportGIF(path string, from, to int) error {
	j, ok := e.playCtl().GIFJob(e.viewOptions())
	if !ok {
		return fmt.Errorf("editor: %s: no level to export", path)
	}
	data, err := j.Run(from, to)
	if err != nil {
		return fmt.Errorf("editor: %s: %w", path, err)
	}
	return pack.WriteFileAtomic(path, data)
}

// ExportGIFDialog asks for a frame range and a file, then writes the GIF
// in the background.
func (e *Editor) ExportGIFDialog() {
	n := e.playCtl().Len()
	from, to := widgets.NewEntry(), widgets.NewEntry()
	from.SetText("0")
	to.SetText(strconv.Itoa(n))
	items := []*widget.FormItem{
		widget.NewFormItem("From frame", from),
		widget.NewFormItem("To frame", to),
	}
	e.showOnce(dlgGIF, dialog.NewForm("Export an animated GIF", "Choose file…", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		f0, err1 := strconv.Atoi(strings.TrimSpace(from.Text))
		f1, err2 := strconv.Atoi(strings.TrimSpace(to.Text))
		if err1 != nil || err2 != nil || f0 < 0 || f1 < f0 {
			e.showError(fmt.Errorf("editor: GIF export: the frame range %q..%q is not valid", from.Text, to.Text))
			return
		}
		j, ok := e.playCtl().GIFJob(e.viewOptions())
		if !ok {
			return
		}
		e.chooseFile("Export an animated GIF", true, e.startPath("run"), gifFilters, func(p string) {
			p = withExt(p, ".gif")
			prog := dialog.NewCustomWithoutButtons("Exporting GIF", widget.NewProgressBarInfinite(), e.Win)
			prog.Show()
			go func() {
				data, err := j.Run(f0, f1)
				if err == nil {
					err = pack.WriteFileAtomic(p, data)
				}
				fyne.Do(func() {
					prog.Hide()
					if err != nil {
						e.showError(err)
					}
				})
			}()
		})
	}, e.Win))
}

// viewOptions returns the level view's drawing options (the defaults
// without a view).
func (e *Editor) viewOptions() preview.Options {
	if e.LevelView != nil {
		return e.LevelView.Options()
	}
	return preview.DefaultOptions()
}
