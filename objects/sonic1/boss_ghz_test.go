package sonic1

import (
	"testing"

	"loopwright/physics"
)

// _incObj/3D Boss - Green Hill: BGHZ_Main makes the face and the flame
// and gives the ship touch $F and 8 hits; BGHZ_ShipStart lowers it to
// boss_ghz_y+$38, BGHZ_MakeBall takes it left to boss_ghz_x+$A0 and
// lowers the wrecking ball (_incObj/48 Eggman's Swinging Ball.asm:
// GBall_Main: 5 links, the last harmful, $81); then it swings (GBall
// routine 4) while the ship moves side to side; the eighth hit
// (status bit 7) brings $B4 runs of explosions (BossDefeated), then
// v_bossstatus 1.
func TestBossGreenHill_Fight(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 3000, 600, "obj_id=0x3B", "subtype=0x00", "respawn=false"))
	o := &e.st.S2
	putSlot(o, 30, physics.S2Obj{ID: idBossGreenHill, Layout: -1, X: physics.FromPixels(bossGHZX + 0x100), Y: physics.FromPixels(bossGHZY - 0x80)})
	sim.Step(0)
	ship := &o.Slots[30]
	if e.count(idBossGreenHill) != 3 || ship.Coll != 0xF || ship.CollProp != 8 {
		t.Fatalf("%d parts, touch %#x hits %d; want 3, $F, 8", e.count(idBossGreenHill), ship.Coll, ship.CollProp)
	}
	n := 1
	for ; n < 400 && ship.Routine2 == 0; n++ {
		sim.Step(0)
	}
	if ship.GYVel.Pixel() != bossGHZY+0x38 || n != 0xB8 {
		t.Errorf("lowered to %#x after %d runs, want %#x after $B8", ship.GYVel.Pixel(), n, bossGHZY+0x38)
	}
	for i := 0; i < 200 && e.count(idBossBall) == 0; i++ {
		sim.Step(0)
	}
	if ship.GXVel.Pixel() != bossGHZX+0xA0 {
		t.Fatalf("ball lowered at x %#x, want boss_ghz_x+$A0", ship.GXVel.Pixel())
	}
	sim.Step(0)
	if c := e.count(idBossBall); c != 6 {
		t.Fatalf("%d ball slots, want the base and 5 links", c)
	}
	ball := -1
	for k := range Slots {
		if o.Slots[k].ID == idBossBall && o.Slots[k].Routine == 8 {
			ball = k
		}
	}
	if ball < 0 || o.Slots[ball].Coll != 0x81 {
		t.Fatal("no harmful ball ($81) at the chain's end")
	}
	swung := false
	for range 400 {
		sim.Step(0)
		for k := range Slots {
			swung = swung || o.Slots[k].ID == idBossBall && o.Slots[k].Routine == 4
		}
	}
	if !swung || uint8(o.Slots[ball].Timer) != 0x60 {
		t.Errorf("swinging %v ball radius %#x, want swinging at $60", swung, o.Slots[ball].Timer)
	}
	ship.Status |= 0x80
	for i := 0; i < 0xB4 && o.BossStatus == 0; i++ {
		sim.Step(0)
	}
	sim.Step(0)
	if o.BossStatus != 1 || e.count(idExplosionBomb) == 0 {
		t.Errorf("boss status %d, %d explosions; want 1 and explosions", o.BossStatus, e.count(idExplosionBomb))
	}
}

// _incObj/3D Boss - Green Hill (part 1).asm: loc_177E6: after a hit (no
// touch) the ship flashes $20 runs (objoff_3E), then is touchable again.
func TestBossGreenHill_HitFlash(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 3000, 600, "obj_id=0x3B", "subtype=0x00", "respawn=false"))
	o := &e.st.S2
	putSlot(o, 30, physics.S2Obj{ID: idBossGreenHill, Layout: -1, X: physics.FromPixels(bossGHZX + 0x100), Y: physics.FromPixels(bossGHZY - 0x80)})
	sim.Step(0)
	ship := &o.Slots[30]
	ship.Coll, ship.CollProp = 0, 7
	n := 0
	for ; n < 100 && ship.Coll == 0; n++ {
		sim.Step(0)
	}
	if n != 0x20 || ship.Coll != 0xF {
		t.Errorf("touch %#x back after %d runs, want $F after $20", ship.Coll, n)
	}
}
