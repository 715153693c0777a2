package playpanel

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"loopwright/internal/editor/widgets"
	"loopwright/physics"
)

// TestPlayPanel_RunSetup: the Play setup's start conditions (issue 11)
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
