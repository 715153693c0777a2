package playpanel

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/widgets"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// TestPlayPanel_RunSetup: the Play setup's start conditions
// reach the run: its form sets them, the config carries them.
func TestPlayPanel_RunSetup(t *testing.T) {
	p := newTestPanel(t)
	p.variant.SetSelected("s3k")
	form := p.runSetupForm()
	var shield *widgets.Select
	var super *widgets.Check
	var walk func(o any)
	walk = func(o any) {
		switch w := o.(type) {
		case *widgets.Select:
			if shield == nil {
				shield = w
			}
		case *widgets.Check:
			if super == nil {
				super = w
			}
		case *widget.Form:
			for _, it := range w.Items {
				walk(it.Widget)
			}
		}
	}
	for _, o := range test.LaidOutObjects(form) {
		walk(o)
	}
	if shield == nil || super == nil {
		t.Fatal("no shield select or super check in the form")
	}
	shield.SetSelected("lightning")
	super.SetChecked(true)
	cfg := p.c.Config()
	if cfg.Variant != physics.S3K || cfg.Run.Shield != physics.ShieldLightning || !cfg.Run.Super {
		t.Errorf("config %+v", cfg)
	}
}

// TestPlayPanel_RunSetupHyperP2: the Play setup reaches the hyper form,
// the Super Emeralds and the second player (every ability from
// the Play setup; docs/physics.md "States" "Super/Hyper Sonic", docs/physics.md "Player 2").
func TestPlayPanel_RunSetupHyperP2(t *testing.T) {
	p := newTestPanel(t)
	p.variant.SetSelected("s3k")
	form := p.runSetupForm()
	items := map[string]fyne.CanvasObject{}
	checks := map[string]*widgets.Check{}
	for _, o := range test.LaidOutObjects(form) {
		switch w := o.(type) {
		case *widget.Form:
			for _, it := range w.Items {
				items[it.Text] = it.Widget
			}
		case *widgets.Check:
			checks[w.Text] = w
		}
	}
	ems, ok1 := items["Super Emeralds"].(*widgets.Select)
	second, ok2 := items["Second player"].(*widgets.Select)
	hyper := checks["hyper form (s3k Sonic, Knuckles)"]
	if !ok1 || !ok2 || hyper == nil {
		t.Fatalf("form items %v checks %v", items, checks)
	}
	ems.SetSelected("7")
	hyper.SetChecked(true)
	second.SetSelected(p2Tails)
	cfg := p.c.Config()
	if !cfg.Run.Hyper || cfg.Run.SuperEmeralds != 7 || !cfg.P2.On || cfg.P2.Character != physics.Tails {
		t.Errorf("config %+v", cfg)
	}
	// Changing the character keeps the start conditions.
	p.character.SetSelected("knuckles")
	if cfg := p.c.Config(); !cfg.Run.Hyper || !cfg.P2.On {
		t.Errorf("after a character change: %+v", cfg)
	}
	second.SetSelected(p2None)
	if p.c.Config().P2.On {
		t.Error("second player still on")
	}
}

// TestPlayPanel_StartPositions: a level listing several start positions
// (a SonLVL project level's startpos) offers them in the Play setup;
// choosing one starts the run there as its character.
func TestPlayPanel_StartPositions(t *testing.T) {
	p := newTestPanel(t)
	lvl := p.h.Model.Level()
	st := lvl.Start
	sonlvl.SetStartPositions(lvl, []sonlvl.StartPos{
		{Character: "Sonic", Name: "Sonic Start", X: st.X, Y: st.Y},
		{Character: "Knuckles", Name: "Knuckles Start", X: st.X + 32, Y: st.Y},
	})
	var starts *widgets.Select
	for _, o := range test.LaidOutObjects(p.runSetupForm()) {
		if f, ok := o.(*widget.Form); ok {
			for _, it := range f.Items {
				if it.Text == "Start position" {
					starts = it.Widget.(*widgets.Select)
				}
			}
		}
	}
	if starts == nil || len(starts.Options) != 2 {
		t.Fatalf("no start position select with 2 choices: %v", starts)
	}
	starts.SetSelected(starts.Options[1])
	rec, _ := p.c.Record()
	if rec.X.Pixel() != st.X+32 || p.c.Config().Character != physics.Knuckles || p.character.Selected != "knuckles" {
		t.Errorf("Knuckles start: x %v character %v (select %q)", rec.X, p.c.Config().Character, p.character.Selected)
	}
	starts.SetSelected(starts.Options[0])
	if rec, _ := p.c.Record(); rec.X.Pixel() != st.X || p.c.Config().Character != physics.Sonic {
		t.Errorf("Sonic start: x %v character %v", rec.X, p.c.Config().Character)
	}
}
