package playpanel

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/widgets"
	"loopwright/layers"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// runSetupForm returns the Play setup's start conditions as form widgets
// (shield, super, hyper, rings, emeralds, Super Emeralds,
// underwater and a second player, as `loopwright sim`'s flags give them);
// each change restarts the run with them.
func (p *Panel) runSetupForm() fyne.CanvasObject {
	shield := widgets.NewSelect([]string{"none", "normal", "fire", "bubble", "lightning"}, nil)
	shield.SetSelected(p.run.Shield.String())
	super := widgets.NewCheck("super form", nil)
	super.SetChecked(p.run.Super)
	hyper := widgets.NewCheck("hyper form (s3k Sonic, Knuckles)", nil)
	hyper.SetChecked(p.run.Hyper)
	superEms := widgets.NewSelect([]string{"0", "1", "2", "3", "4", "5", "6", "7"}, nil)
	superEms.SetSelected(strconv.Itoa(p.run.SuperEmeralds))
	second := widgets.NewSelect([]string{p2None, p2Tails}, nil)
	second.SetSelected(p2None)
	if p.p2.On {
		second.SetSelected(p2Tails)
	}
	under := widgets.NewCheck("underwater (water at the level top when it has none)", nil)
	under.SetChecked(p.run.Underwater)
	rings := widgets.NewEntry()
	rings.SetText(strconv.Itoa(p.run.Rings))
	emeralds := widgets.NewSelect([]string{"0", "1", "2", "3", "4", "5", "6", "7"}, nil)
	emeralds.SetSelected(strconv.Itoa(p.run.Emeralds))
	apply := func() {
		r := p.run
		r.Shield, _ = physics.ParseShield(shield.Selected)
		r.Super, r.Underwater = super.Checked, under.Checked
		if n, err := strconv.Atoi(strings.TrimSpace(rings.Text)); err == nil && n >= 0 && n <= 999 {
			r.Rings = n
		}
		r.Emeralds, _ = strconv.Atoi(emeralds.Selected)
		r.Hyper = hyper.Checked
		r.SuperEmeralds, _ = strconv.Atoi(superEms.Selected)
		p2 := physics.P2Config{}
		if second.Selected == p2Tails {
			p2 = physics.P2Config{On: true, Character: physics.Tails}
		}
		if r != p.run || p2 != p.p2 {
			p.p2 = p2
			p.setRun(r)
		}
	}
	starts := p.startPositions()
	shield.OnChanged = func(string) { apply() }
	super.OnChanged = func(bool) { apply() }
	under.OnChanged = func(bool) { apply() }
	rings.OnChanged = func(string) { apply() }
	emeralds.OnChanged = func(string) { apply() }
	hyper.OnChanged = func(bool) { apply() }
	superEms.OnChanged = func(string) { apply() }
	second.OnChanged = func(string) { apply() }
	form := widget.NewForm(
		widget.NewFormItem("Shield", shield),
		widget.NewFormItem("Rings", rings),
		widget.NewFormItem("Emeralds", emeralds),
		widget.NewFormItem("Super Emeralds", superEms),
		widget.NewFormItem("Second player", second),
	)
	if starts != nil {
		form.Items = append([]*widget.FormItem{widget.NewFormItem("Start position", starts)}, form.Items...)
	}
	return container.NewVBox(
		form,
		super, hyper, under,
		widget.NewLabel("Elemental shields: s3k and mania. 7 emeralds and 50 rings:\n"+
			"press jump in the air to transform (s2 Sonic, s3k, mania);\n"+
			"7 Super Emeralds: the hyper form (s3k Sonic and Knuckles)."),
	)
}

// startPositions returns a select of the level's start positions (a
// SonLVL project level's startpos parts: sonlvl.StartPositionsOf), or nil
// when it has fewer than two. Choosing one starts the run there, as its
// character (the character select follows).
func (p *Panel) startPositions() *widgets.Select {
	if p.h.Model == nil || p.h.Model.Level() == nil {
		return nil
	}
	ps := sonlvl.StartPositionsOf(p.h.Model.Level())
	if len(ps) < 2 {
		return nil
	}
	labels := make([]string, len(ps))
	sel := labels[0]
	at := p.c.StartAt()
	for i, s := range ps {
		labels[i] = fmt.Sprintf("%s (%s, %d,%d)", s.Name, s.Character, s.X, s.Y)
		if i == 0 || (at != nil && at.X == s.X && at.Y == s.Y) {
			sel = labels[i]
		}
	}
	w := widgets.NewSelect(labels, nil)
	w.SetSelected(sel)
	w.OnChanged = func(l string) {
		for i, s := range ps {
			if labels[i] != l {
				continue
			}
			if i == 0 {
				p.c.SetStartAt(nil)
			} else {
				p.c.SetStartAt(&layers.Point{X: s.X, Y: s.Y})
			}
			if c, err := physics.ParseCharacter(strings.ToLower(s.Character)); err == nil && p.character != nil {
				p.character.SetSelected(c.String())
			}
		}
	}
	return w
}

// The second player choices: none, or Sonic 2's CPU Tails following the
// player (docs/player2.md).
const (
	p2None  = "none"
	p2Tails = "Tails (CPU; Sonic 2 loads none in Sky Chase, Wing Fortress, Death Egg)"
)

// setRun changes the start conditions and restarts the run with them.
func (p *Panel) setRun(r physics.RunSettings) {
	p.run = r
	p.setConfig()
}

// showRunSetup shows the start conditions in a dialog.
func (p *Panel) showRunSetup() {
	if p.h.Window == nil {
		return
	}
	newDialog("Start with", p.runSetupForm(), p.h.Window).Show()
}
