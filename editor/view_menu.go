package editor

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/levelview"
	"loopwright/editor/widgets"
	"loopwright/preview"
)

// viewMenu is the View menu: the level's own art (a disassembly level's
// picture, drawn under the collision in the level view and the preview),
// its priority planes and opacity, the objects' sprites, and the
// overlays dialog.
func (e *Editor) viewMenu() *fyne.Menu {
	art := fyne.NewMenuItem("Level art", nil)
	art.Checked = preview.DefaultOptions().Overlays.Has(preview.OverlayPicture)
	art.Action = func() {
		on := e.toggleViewOption(func(o *preview.Options) bool {
			o.Overlays ^= preview.OverlayPicture
			return o.Overlays.Has(preview.OverlayPicture)
		})
		art.Checked = on
		if e.menu != nil {
			e.menu.Refresh()
		}
	}
	planes := fyne.NewMenuItem("Level art planes", nil)
	var planeItems []*fyne.MenuItem
	for _, p := range []preview.PicturePlanes{preview.PictureBoth, preview.PictureLow, preview.PictureHigh} {
		p := p
		it := fyne.NewMenuItem(planeLabel(p), nil)
		it.Checked = p == preview.PictureBoth
		it.Action = func() {
			e.toggleViewOption(func(o *preview.Options) bool { o.PicturePlanes = p; return true })
			for _, other := range planeItems {
				other.Checked = other == it
			}
			if e.menu != nil {
				e.menu.Refresh()
			}
		}
		planeItems = append(planeItems, it)
	}
	planes.ChildMenu = fyne.NewMenu("", planeItems...)
	bg := fyne.NewMenuItem(backgroundLabel, nil)
	bg.Checked = !preview.DefaultOptions().PictureNoBackground
	bg.Action = func() {
		bg.Checked = !e.toggleViewOption(func(o *preview.Options) bool {
			o.PictureNoBackground = !o.PictureNoBackground
			return o.PictureNoBackground
		})
		if e.menu != nil {
			e.menu.Refresh()
		}
	}
	opacity := fyne.NewMenuItem("Level art opacity…", func() {
		if e.LevelView == nil || e.Win == nil {
			return
		}
		e.showOnce(dlgArt, dialog.NewCustom("Level art", "Close", e.artControls(true), e.Win))
	})
	sprites := fyne.NewMenuItem(spritesLabel, nil)
	sprites.Checked = preview.DefaultOptions().Overlays.Has(preview.OverlaySprites)
	sprites.Action = func() {
		sprites.Checked = e.toggleViewOption(func(o *preview.Options) bool {
			o.Overlays ^= preview.OverlaySprites
			return o.Overlays.Has(preview.OverlaySprites)
		})
		if e.menu != nil {
			e.menu.Refresh()
		}
	}
	overlays := fyne.NewMenuItem("Overlays…", func() {
		if e.play != nil {
			e.play.ShowOverlays()
		}
	})
	// Zoom, as in Edit > Level view: the keys work in
	// the level view (Fyne triggers no shortcut without a modifier).
	zoom := func(label string, k fyne.KeyName, f func(v *levelview.LevelView)) *fyne.MenuItem {
		return menuItem(label, func() { e.showLevelTab(); f(e.LevelView) }, &shortcutLabel{k})
	}
	return fyne.NewMenu("View",
		zoom("Zoom in", fyne.KeyPlus, (*levelview.LevelView).ZoomIn),
		zoom("Zoom out", fyne.KeyMinus, (*levelview.LevelView).ZoomOut),
		zoom("Fit level to window", fyne.Key0, (*levelview.LevelView).FitLevel),
		fyne.NewMenuItemSeparator(),
		art, planes, bg, opacity, fyne.NewMenuItemSeparator(), sprites, overlays)
}

// spritesLabel names the object sprites' toggle: a SonLVL project's
// objects drawn with their sprites (package objdef) instead of crosses.
const spritesLabel = "Object sprites"

// backgroundLabel names the background plane's toggle (a disassembly
// level's background layout, drawn under the foreground art).
const backgroundLabel = "Level art background"

func planeLabel(p preview.PicturePlanes) string {
	switch p {
	case preview.PictureLow:
		return "Low priority only"
	case preview.PictureHigh:
		return "High priority only"
	}
	return "Both priorities"
}

// toggleViewOption changes the level view's options with f and returns
// f's result.
func (e *Editor) toggleViewOption(f func(o *preview.Options) bool) bool {
	if e.LevelView == nil {
		return false
	}
	o := e.LevelView.Options()
	r := f(&o)
	e.LevelView.SetOptions(o)
	return r
}

// artControls are the level art's controls bound to the level view: the
// toggle (when withToggle), the planes and the two opacities.
func (e *Editor) artControls(withToggle bool) fyne.CanvasObject {
	v := e.LevelView
	opt := v.Options()
	set := func(f func(o *preview.Options)) {
		o := v.Options()
		f(&o)
		v.SetOptions(o)
		e.syncViewMenu(o)
	}
	show := widgets.NewCheck("Level art", func(on bool) {
		set(func(o *preview.Options) {
			if on {
				o.Overlays |= preview.OverlayPicture
			} else {
				o.Overlays &^= preview.OverlayPicture
			}
		})
	})
	show.SetChecked(opt.Overlays.Has(preview.OverlayPicture))
	labels := []string{planeLabel(preview.PictureBoth), planeLabel(preview.PictureLow), planeLabel(preview.PictureHigh)}
	planes := widgets.NewRadioGroup(labels, func(s string) {
		set(func(o *preview.Options) {
			for i, l := range labels {
				if l == s {
					o.PicturePlanes = preview.PicturePlanes(i)
				}
			}
		})
	})
	planes.Horizontal = true
	planes.SetSelected(planeLabel(opt.PicturePlanes))
	bg := widgets.NewCheck("Background", func(on bool) {
		set(func(o *preview.Options) { o.PictureNoBackground = !on })
	})
	bg.SetChecked(!opt.PictureNoBackground)
	slider := func(name string, v, def int, f func(o *preview.Options, v int)) fyne.CanvasObject {
		if v <= 0 {
			v = def
		}
		label := widget.NewLabel(fmt.Sprintf("%s %d%%", name, v))
		s := widgets.NewSlider(5, 100)
		s.Step = 5
		s.SetValue(float64(v))
		s.OnChanged = func(x float64) {
			label.SetText(fmt.Sprintf("%s %d%%", name, int(x)))
			set(func(o *preview.Options) { f(o, int(x)) })
		}
		return container.NewBorder(nil, nil, label, nil, s)
	}
	art := slider("Art opacity", opt.PictureOpacity, 100, func(o *preview.Options, v int) { o.PictureOpacity = v })
	col := slider("Collision over art", opt.CollisionOpacity, preview.DefaultCollisionOpacity, func(o *preview.Options, v int) { o.CollisionOpacity = v })
	top := container.NewHBox(widget.NewLabel("Level art"), planes, bg)
	if withToggle {
		top = container.NewHBox(show, planes, bg)
	}
	return container.NewVBox(top, art, col)
}

// syncViewMenu sets the View menu's check marks from the options (after a
// change made elsewhere, e.g. in the overlays dialog).
func (e *Editor) syncViewMenu(o preview.Options) {
	if e.menu == nil {
		return
	}
	for _, m := range e.menu.Items {
		if m.Label != "View" {
			continue
		}
		for _, it := range m.Items {
			switch it.Label {
			case "Level art":
				it.Checked = o.Overlays.Has(preview.OverlayPicture)
			case backgroundLabel:
				it.Checked = !o.PictureNoBackground
			case spritesLabel:
				it.Checked = o.Overlays.Has(preview.OverlaySprites)
			case "Level art planes":
				if it.ChildMenu != nil {
					for _, p := range it.ChildMenu.Items {
						p.Checked = p.Label == planeLabel(o.PicturePlanes)
					}
				}
			}
		}
	}
	e.menu.Refresh()
}
