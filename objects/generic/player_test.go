package generic

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// abilitySim is c on flatLevel in variant v.
func abilitySim(v physics.Variant, c physics.Character) *physics.Sim {
	return physics.New(flatLevel().Lvl, physics.Config{Variant: v, Character: c}, layers.Point{X: 100, Y: 716})
}

// waterSim is Sonic on flatLevel with the water at level.
func waterSim(v physics.Variant, c physics.Character, level string) *physics.Sim {
	tl := flatLevel()
	tl.Lvl.Props = []layers.Prop{{Name: "water_level", Type: "int", Value: level}}
	return physics.New(tl.Lvl, physics.Config{Variant: v, Character: c}, layers.Point{X: 100, Y: 716})
}

// HyperAttackTouchResponse (Sonic_HyperDash, Knuckles_Gliding_HitWall):
// every badnik on the screen is destroyed, none off it.
func TestSim_HyperAttack(t *testing.T) {
	s := abilitySim(physics.S3K, physics.Sonic)
	c := s.Camera()
	tl := flatLevel()
	tl.Lvl.Objects = []layers.Object{
		obj(1, "motobug", c.X+200, 720),
		obj(2, "motobug", c.X+physics.ScreenWidth+200, 720),
	}
	s = physics.New(tl.Lvl, physics.Config{Variant: physics.S3K, Character: physics.Sonic}, layers.Point{X: 100, Y: 716})
	s.SetHyper(true)
	s.Step(physics.Jump)
	run(s, physics.Jump, 3)
	s.Step(0)
	s.Step(physics.Jump)
	if s.Live().P.Move != "hyper_dash" {
		t.Fatalf("no dash: move %q", s.Live().P.Move)
	}
	if s.Live().Obj.Objs[0].Routine != rtGone {
		t.Error("the badnik on the screen survived")
	}
	if s.Live().Obj.Objs[1].Routine == rtGone {
		t.Error("the badnik off the screen was destroyed")
	}
}

// HurtSonic / Obj01_Hurt: underwater the knock-back is halved (X 1, Y
// -2) and the hurt gravity is 0.0625.
func TestSim_HurtUnderwater(t *testing.T) {
	s := waterSim(physics.S2, physics.Sonic, "600")
	s.SetRings(5)
	eng(s).hurtPlayer(0)
	if s.Live().XSpeed != 0x100 || s.Live().YSpeed != -0x200 {
		t.Fatalf("knock-back %v %v", s.Live().XSpeed, s.Live().YSpeed)
	}
	s.Step(0)
	if s.Live().YSpeed != -0x200+0x10 {
		t.Errorf("hurt gravity underwater: %v", s.Live().YSpeed)
	}
}

// docs/physics.md "Elemental Shields": elemental shields are s3k/mania;
// elsewhere a shield monitor of any kind gives the blue shield.
func TestEngine_ShieldMonitorS2(t *testing.T) {
	s := abilitySim(physics.S2, physics.Sonic)
	eng(s).giveShield(monFireShield)
	if s.Live().P.Shield != physics.ShieldNormal {
		t.Errorf("s2 fire shield monitor gives %v", s.Live().P.Shield)
	}
}

// docs/physics.md "Elemental Shields" "Ring Magnetization": a level ring within 64 px of a player
// with the lightning shield moves to him and is collected.
func TestSim_RingMagnet(t *testing.T) {
	tl := flatLevel()
	tl.Lvl.Objects = []layers.Object{{ID: 1, Class: "ring", X: 150, Y: 660}}
	s := physics.New(tl.Lvl, physics.Config{Variant: physics.S3K, Run: physics.RunSettings{Shield: physics.ShieldLightning}}, layers.Point{X: 100, Y: 716})
	run(s, 0, 60)
	if s.Rings() != 1 {
		t.Errorf("magnetised ring not collected: %d rings", s.Rings())
	}
	s = physics.New(tl.Lvl, physics.Config{Variant: physics.S3K}, layers.Point{X: 100, Y: 716})
	run(s, 0, 60)
	if s.Rings() != 0 {
		t.Errorf("ring collected without the shield")
	}
}
