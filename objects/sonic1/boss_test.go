package sonic1

import (
	"testing"

	"loopwright/internal/leveltest"
	"loopwright/layers"
	"loopwright/physics"
)

// bossSim places boss id in a slot of a flat Sonic 1 level at (x, y)
// and returns its slot.
func bossSim(t *testing.T, id uint8, x, y int) (*physics.Sim, *engine, int) {
	t.Helper()
	sim, e := flatSim(t, 64, s1Obj(1, 4000, 700, "obj_id=0x25", "subtype=0x00", "respawn=true"))
	k := e.findFree()
	putSlot(&e.st.S2, k, physics.S2Obj{ID: id, Layout: -1, X: physics.FromPixels(x), Y: physics.FromPixels(y)})
	return sim, e, k
}

// hitBoss takes a hit off the boss in slot k as React_Enemy does.
func hitBoss(e *engine, k int) {
	ob := &e.st.S2.Slots[k]
	ob.Coll = 0
	ob.CollProp--
	if ob.CollProp == 0 {
		ob.Status |= 0x80
	}
}

// _incObj/73 Boss - Marble.asm: the ship (touch $0F, 8 hits) and its
// three parts; it comes in at -$100 to boss_mz_x+$110, then sweeps.
func TestBossMarble_Entrance(t *testing.T) {
	sim, e, k := bossSim(t, idBossMarble, bossMZX+0x1F0, bossMZY+0x1C)
	sim.Step(0)
	ob := &e.st.S2.Slots[k]
	if ob.Coll != 0x0F || ob.CollProp != 8 || len(pieces(e, idBossMarble)) != 4 {
		t.Fatalf("collision %#x hits %d parts %d, want $0F, 8, 4", ob.Coll, ob.CollProp, len(pieces(e, idBossMarble)))
	}
	n := 1
	for ; n < 400 && ob.Routine2 == 0; n++ {
		sim.Step(0)
	}
	// $E0 pixels at -$100: $E0 frames.
	if ob.Routine2 != 2 || ob.X.Pixel() != bossMZX+0x110 || n != 0xE0 {
		t.Errorf("after %d frames: routine %d x %#x, want sweeping (2) at %#x after $E0", n, ob.Routine2, ob.X.Pixel(), bossMZX+0x110)
	}
	for _, j := range pieces(e, idBossMarble) {
		if p := &e.st.S2.Slots[j]; p.X != ob.X&^0xFF|p.X&0xFF && j > k {
			t.Errorf("part in slot %d at x %d, want with the ship (%d)", j, p.X.Pixel(), ob.X.Pixel())
		}
	}
}

// _incObj/73 Boss - Marble.asm: a hit takes the touch box for $28 frames
// (loc_18374); the 8th hit defeats it: $B4 frames of explosions
// (BossDefeated), then it leaves, opening the right limit to
// boss_mz_end, and is deleted off screen.
func TestBossMarble_HitsAndDefeat(t *testing.T) {
	sim, e, k := bossSim(t, idBossMarble, bossMZX+0x1F0, bossMZY+0x1C)
	ob := &e.st.S2.Slots[k]
	sim.Step(0)
	hitBoss(e, k)
	n := 0
	for ; n < 100 && ob.Coll == 0; n++ {
		sim.Step(0)
	}
	if n != 0x28 {
		t.Errorf("touch box back after %d frames, want $28", n)
	}
	for i := 0; i < 7; i++ {
		hitBoss(e, k)
		sim.Step(0)
	}
	if ob.Routine2 != 4 || ob.Timer != 0xB4 {
		t.Fatalf("after 8 hits: routine %d timer %#x, want defeated (4), $B4", ob.Routine2, ob.Timer)
	}
	for i := 0; i < 0xB4; i++ {
		sim.Step(0)
	}
	// One made every 8 frames, each lasting 40 (ExplosionBomb): 5 alive.
	if n := len(pieces(e, idExplosionBomb)); n < 4 {
		t.Errorf("%d explosions alive, want about 5", n)
	}
	e.st.Cam.MaxX = bossMZX
	for i := 0; i < 1000 && e.st.S2.Slots[k].ID == idBossMarble; i++ {
		sim.Step(0)
	}
	if e.st.S2.Slots[k].ID == idBossMarble {
		t.Error("the boss never left")
	}
	if e.st.Cam.MaxX != bossMZX+0x160 || e.st.S2.BossStatus != 1 {
		t.Errorf("right limit %#x boss status %d, want %#x and 1", e.st.Cam.MaxX, e.st.S2.BossStatus, bossMZX+0x160)
	}
}

// _incObj/74 MZ Boss Fire.asm: the boss's fire falls to the floor and
// becomes two flames running both ways at $A0, leaving standing flames
// (harmful $8B).
func TestBossFire_Spreads(t *testing.T) {
	sim, e, k := bossSim(t, idBossFire, 300, 600)
	e.st.S2.Slots[k].Sub = 1
	for i := 0; i < 120; i++ {
		sim.Step(0)
	}
	var l, r, standing int
	for _, j := range pieces(e, idBossFire) {
		switch p := &e.st.S2.Slots[j]; {
		case p.XVel > 0:
			r++
		case p.XVel < 0:
			l++
		default:
			if p.Coll == 0x8B {
				standing++
			}
		}
	}
	if l != 1 || r != 1 || standing == 0 {
		t.Errorf("flames left %d right %d standing %d, want 1, 1 and some", l, r, standing)
	}
}

// arenaSim is Sonic 1 on a wide flat level (ground top at y 736) standing
// at x, with the given layout objects.
func arenaSim(t *testing.T, x int, objs ...layers.Object) (*physics.Sim, *engine) {
	t.Helper()
	tl := leveltest.New(640, 56)
	tl.Fill(leveltest.PathAB, 0, 46, 640, 56)
	tl.Lvl.Objects = objs
	sim := physics.New(tl.Lvl, physics.Config{Variant: physics.S1, Character: physics.Sonic}, layers.Point{X: x, Y: 716})
	e, ok := sim.ObjectEngine().(*engine)
	if !ok {
		t.Fatalf("engine %q, want sonic1", sim.Engine())
	}
	return sim, e
}

// _incObj/7A Boss - Star Light.asm: the ship comes in at -$100 to
// boss_slz_x+$120, sweeps, and over the far end ($28 ahead) of a
// ball-less seesaw stops and drops a spiked ball (BossSpikeball), which
// lands on that end; _incObj/7B SLZ Boss Spikeball.asm: it rests $F0
// frames and explodes into four fragments ($98).
func TestBossStarLight_DropsBall(t *testing.T) {
	swX := bossSLZX + 0xC0
	sim, e := arenaSim(t, bossSLZX+0x20, s1Obj(1, swX, 700, "obj_id=0x5E", "subtype=0x01", "respawn=true"))
	if slotOf(e, idSeesaw) < 0 {
		t.Fatal("no seesaw")
	}
	k := e.findFree()
	putSlot(&e.st.S2, k, physics.S2Obj{ID: idBossStarLight, Layout: -1})
	sim.Step(0)
	ob := &e.st.S2.Slots[k]
	if ob.Coll != 0x0F || ob.CollProp != 8 || ob.Logs[0] == 0 {
		t.Fatalf("collision %#x hits %d seesaw %d, want $0F, 8 and the seesaw found", ob.Coll, ob.CollProp, ob.Logs[0])
	}
	dropped := -1
	for i := 0; i < 600 && dropped < 0; i++ {
		sim.Step(0)
		if slotOf(e, idBossSpikeball) >= 0 {
			dropped = i
		}
	}
	if dropped < 0 {
		t.Fatal("no spiked ball dropped")
	}
	// Found over the end ($28 away), it moved once more that frame
	// (loc_18AC0 runs on into loc_189CA's BossMove): 2 pixels.
	if d := ob.X.Pixel() - swX; d != 0x2A && d != -0x2A {
		t.Errorf("dropped from %d of the seesaw, want over its end ($28, moved 2 on)", d)
	}
	b := &e.st.S2.Slots[slotOf(e, idBossSpikeball)]
	for i := 0; i < 120 && b.Routine != 4; i++ {
		sim.Step(0)
	}
	if b.Routine != 4 || b.Coll != 0x8B {
		t.Fatalf("ball routine %d collision %#x, want resting (4), $8B", b.Routine, b.Coll)
	}
	for i := 0; i < 0xF0+2 && b.ID == idBossSpikeball; i++ {
		sim.Step(0)
	}
	n := 0
	for _, j := range pieces(e, idBossSpikeball) {
		if e.st.S2.Slots[j].Coll == 0x98 {
			n++
		}
	}
	if b.ID != idExplosionBomb || n != 4 {
		t.Errorf("slot id %#x, %d fragments, want the explosion and 4", b.ID, n)
	}
}

// _incObj/7B SLZ Boss Spikeball.asm: a thrown ball meeting the boss's box
// takes a hit off it and explodes.
func TestBossSpikeball_HitsBoss(t *testing.T) {
	sim, e := arenaSim(t, bossSLZX+0x20, s1Obj(1, bossSLZX+0xC0, 700, "obj_id=0x5E", "subtype=0x01", "respawn=true"))
	k := e.findFree()
	putSlot(&e.st.S2, k, physics.S2Obj{ID: idBossStarLight, Layout: -1})
	sim.Step(0)
	ob := &e.st.S2.Slots[k]
	j := e.findFree()
	putSlot(&e.st.S2, j, physics.S2Obj{ID: idBossSpikeball, Layout: -1, Routine: 6, X: ob.X, Y: ob.Y + physics.FromPixels(0x10),
		BaseX: int16(ob.X.Pixel()), BaseY: int16(ob.Y.Pixel() + 0x80), YVel: -0x100, Coll: 0x8B,
		Parent: int16(slotOf(e, idSeesaw) + 1)})
	hits := ob.CollProp
	e.bossSpikeball(j)
	if ob.CollProp != hits-1 || ob.Coll != 0 || e.st.S2.Slots[j].Routine != 8 {
		t.Errorf("boss hits %d→%d collision %#x, ball routine %d, want a hit and the ball exploding (8)", hits, ob.CollProp, ob.Coll, e.st.S2.Slots[j].Routine)
	}
}

// _incObj/75 Boss - Spring Yard.asm and _incObj/76 SYZ Boss Blocks.asm:
// the ten blocks (solid) from boss_syz_x+$10; the ship comes in, sweeps,
// dives over Sonic's column to boss_syz_y+$8A and takes that block up
// with it ($2C below); dropped, the block breaks into four pieces.
func TestBossSpringYard_LiftsBlock(t *testing.T) {
	col := 5
	sonicX := bossSYZX + 0x10 + 0x20*col
	tl := leveltest.New(800, 100)
	tl.Fill(leveltest.PathAB, 0, 90, 800, 100) // the floor at y $5A0
	tl.Lvl.Objects = []layers.Object{s1Obj(1, 100, 700, "obj_id=0x25", "subtype=0x00", "respawn=true")}
	sim := physics.New(tl.Lvl, physics.Config{Variant: physics.S1, Character: physics.Sonic}, layers.Point{X: sonicX, Y: 0x582 - 0x10 - 0x13})
	e := sim.ObjectEngine().(*engine)
	kb := e.findFree()
	putSlot(&e.st.S2, kb, physics.S2Obj{ID: idBossBlock, Layout: -1})
	k := e.findFree()
	putSlot(&e.st.S2, k, physics.S2Obj{ID: idBossSpringYard, Layout: -1})
	sim.Step(0)
	if n := len(pieces(e, idBossBlock)); n != 10 {
		t.Fatalf("%d blocks, want 10", n)
	}
	ob := &e.st.S2.Slots[k]
	if ob.Coll != 0x0F || ob.CollProp != 8 {
		t.Fatalf("collision %#x hits %d, want $0F, 8", ob.Coll, ob.CollProp)
	}
	grabbed := -1
	for i := 0; i < 1500 && grabbed < 0; i++ {
		e.st.X = physics.FromPixels(sonicX)
		e.st.Obj.Invincible = 100 // the spike would hurt him
		sim.Step(0)
		if ob.Flag {
			grabbed = int(ob.Index) - 1
		}
	}
	if grabbed < 0 {
		t.Fatal("the boss never took a block")
	}
	b := &e.st.S2.Slots[grabbed]
	if int(b.Sub) != col || ob.X.Pixel() != bossSYZX+0x10+0x20*col {
		t.Errorf("took block %d at x %#x, want column %d", b.Sub, ob.X.Pixel(), col)
	}
	sim.Step(0)
	if d := b.Y.Pixel() - ob.Y.Pixel(); d < 0x2A || d > 0x2E {
		t.Errorf("block %d below the ship, want $2C", d)
	}
	broke := false
	for i := 0; i < 300 && !broke; i++ {
		e.st.Obj.Invincible = 100
		sim.Step(0)
		broke = b.Routine == 4
	}
	if !broke {
		t.Error("the dropped block never broke")
	}
}
