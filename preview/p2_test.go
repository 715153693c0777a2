package preview

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// docs/physics.md "Player 2": the second player is drawn with its own
// body, sensors and hitbox (P2From, called by SimObjects).
func TestP2From_SecondPlayer(t *testing.T) {
	lvl := testLevel()
	cfg := physics.Config{Variant: physics.S2, Character: physics.Sonic, P2: physics.P2Config{On: true, Character: physics.Tails}}
	sim := physics.New(lvl, cfg, layers.Point{X: 200, Y: 172})
	sim.Step(physics.Right)
	var sc Scene
	FromRecord(&sc, lvl, sim.Record(), cfg)
	SimObjects(&sc, sim, nil)
	p2 := sim.P2Record()
	if !sc.HasP2 || sc.P2.Player.X != p2.X.Pixel() || sc.P2.Player.HeightRadius != 15 {
		t.Fatalf("p2 scene %+v, record x %v", sc.P2.Player, p2.X)
	}
	if !sc.P2.Sensors[0].Active {
		t.Errorf("p2 sensor A not active: %+v", sc.P2.Sensors[0])
	}
	n := 0
	for _, h := range sc.Hitboxes {
		if h.Player {
			n++
		}
	}
	if n != 2 {
		t.Errorf("%d player hitboxes, want 2", n)
	}
	solo := physics.New(lvl, physics.Config{Variant: physics.S2}, layers.Point{X: 200, Y: 172})
	FromRecord(&sc, lvl, solo.Record(), cfg)
	SimObjects(&sc, solo, nil)
	if sc.HasP2 {
		t.Error("HasP2 without a second player")
	}
}
