package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// PaintersLayout puts the height and width painters side by side, the
// height painter larger, both square.
type PaintersLayout struct{}

// MinSize is Fyne's layout method.
func (PaintersLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	a, b := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(a.Width+b.Width*0.6+theme.Padding(), max(a.Height, b.Height))
}

// paintersWidth returns the height painter's width in a row s wide.
func paintersWidth(s fyne.Size) float32 { return (s.Width - theme.Padding()*4) * 0.62 }

// PaintersColumn puts the painters on top, as tall as their square grids
// need, and the height and width arrays' text right under them.
type PaintersColumn struct{ Title fyne.CanvasObject }

// MinSize is Fyne's layout method.
func (l *PaintersColumn) MinSize(objs []fyne.CanvasObject) fyne.Size {
	a, b := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(max(a.Width, b.Width), a.Height+b.Height+theme.Padding())
}

// Layout is Fyne's layout method.
func (l *PaintersColumn) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	th := objs[1].MinSize().Height
	need := paintersWidth(s) + LabelBelow + l.Title.MinSize().Height
	ph := max(min(need, s.Height-th-theme.Padding()), objs[0].MinSize().Height)
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(s.Width, ph))
	objs[1].Move(fyne.NewPos(0, ph+theme.Padding()))
	objs[1].Resize(fyne.NewSize(s.Width, th))
}

// Layout is Fyne's layout method.
func (PaintersLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	pad := theme.Padding() * 4
	wa := paintersWidth(s)
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(wa, s.Height))
	objs[1].Move(fyne.NewPos(wa+pad, 0))
	objs[1].Resize(fyne.NewSize(s.Width-wa-pad, s.Height))
}

// GridsAndHelp lays out the two path grids (square, side by side) as large
// as the space allows, with the help text right under them rather than at
// the bottom of the tab.
type GridsAndHelp struct{}

// MinSize is Fyne's layout method.
func (GridsAndHelp) MinSize(objs []fyne.CanvasObject) fyne.Size {
	g, h := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(max(g.Width, h.Width), g.Height+h.Height+theme.Padding())
}

// Layout is Fyne's layout method.
func (GridsAndHelp) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	grids, help := objs[0], objs[1]
	hh := help.MinSize().Height
	// Each pane is a title over a square grid: its height is its width
	// plus the title's height.
	extra := grids.MinSize().Height - grids.MinSize().Width/2
	gh := min(s.Height-hh-theme.Padding(), (s.Width-theme.Padding())/2+extra)
	gh = max(gh, grids.MinSize().Height)
	grids.Move(fyne.NewPos(0, 0))
	grids.Resize(fyne.NewSize(s.Width, gh))
	help.Move(fyne.NewPos(0, gh+theme.Padding()))
	help.Resize(fyne.NewSize(s.Width, hh))
}
