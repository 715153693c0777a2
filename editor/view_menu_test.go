package editor

import (
	"testing"

	"fyne.io/fyne/v2"

	"loopwright/preview"
)

// TestEditor_ViewMenu_LevelArt: the View menu's Level art item toggles the
// level view's picture overlay, the planes submenu sets the planes, and
// the check marks follow changes made elsewhere.
func TestEditor_ViewMenu_LevelArt(t *testing.T) {
	e := newTestEditor(t)
	var view *fyne.Menu
	for _, m := range e.menu.Items {
		if m.Label == "View" {
			view = m
		}
	}
	if view == nil {
		t.Fatal("no View menu")
	}
	item := func(label string, items []*fyne.MenuItem) *fyne.MenuItem {
		for _, it := range items {
			if it.Label == label {
				return it
			}
		}
		t.Fatalf("no %q item", label)
		return nil
	}
	art := item("Level art", view.Items)
	on := e.LevelView.Options().Overlays.Has(preview.OverlayPicture)
	art.Action()
	if got := e.LevelView.Options().Overlays.Has(preview.OverlayPicture); got == on || art.Checked != got {
		t.Errorf("toggle: overlay %v (was %v), checked %v", got, on, art.Checked)
	}
	planes := item("Level art planes", view.Items).ChildMenu.Items
	item("High priority only", planes).Action()
	if e.LevelView.Options().PicturePlanes != preview.PictureHigh || !item("High priority only", planes).Checked || item("Both priorities", planes).Checked {
		t.Errorf("planes: %v", e.LevelView.Options().PicturePlanes)
	}
	o := e.LevelView.Options()
	o.Overlays |= preview.OverlayPicture
	o.PicturePlanes = preview.PictureLow
	e.LevelView.SetOptions(o)
	e.syncViewMenu(o)
	if !art.Checked || !item("Low priority only", planes).Checked {
		t.Error("check marks do not follow the options")
	}
	// The background plane's toggle.
	bg := item(backgroundLabel, view.Items)
	if !bg.Checked || e.LevelView.Options().PictureNoBackground {
		t.Error("the background plane is not on by default")
	}
	bg.Action()
	if !e.LevelView.Options().PictureNoBackground || bg.Checked {
		t.Errorf("background toggle: hidden %v, checked %v", e.LevelView.Options().PictureNoBackground, bg.Checked)
	}
	o = e.LevelView.Options()
	o.PictureNoBackground = false
	e.syncViewMenu(o)
	if !bg.Checked {
		t.Error("the background check mark does not follow the options")
	}
}
