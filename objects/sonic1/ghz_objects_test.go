package sonic1

import (
	"testing"

	"loopwright/hexangle"
	"loopwright/physics"
)

// count returns how many slots hold an object of id.
func (e *engine) count(id uint8) int {
	n := 0
	for k := range Slots {
		if e.st.S2.Slots[k].ID == id {
			n++
		}
	}
	return n
}

// _incObj/22 Buzz Bomber.asm: Buzz_Action's .move: facing left (status
// bit 0 clear) it flies at -$400; .chknearsonic: within $60 of Sonic's x
// on screen it stops, and .fire makes a Missile $1C below and $18 ahead
// moving (-$200, $200).
func TestBuzzBomber_FlyAndFire(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 200, 600, "obj_id=0x22", "subtype=0x00", "respawn=true"))
	k := e.slotOf(idBuzzBomber)
	ob := &e.st.S2.Slots[k]
	if ob.XVel != -0x400 || ob.Coll != 8 {
		t.Fatalf("after its first run: x speed %#x touch %#x, want -$400, 8", ob.XVel, ob.Coll)
	}
	for i := 0; i < 60 && e.slotOf(idMissile) < 0; i++ {
		sim.Step(0)
	}
	j := e.slotOf(idMissile)
	if j < 0 {
		t.Fatal("no missile fired")
	}
	m := &e.st.S2.Slots[j]
	if m.X.Pixel() != ob.X.Pixel()-0x18 || m.Y.Pixel() != ob.Y.Pixel()+0x1C && m.Y.Pixel() != ob.Y.Pixel()+0x1C+2 {
		t.Errorf("missile at %d,%d, buzz at %d,%d: want $18 ahead, $1C below", m.X.Pixel(), m.Y.Pixel(), ob.X.Pixel(), ob.Y.Pixel())
	}
	if m.XVel != -0x200 || m.YVel != 0x200 || m.Parent != int16(k+1) {
		t.Errorf("missile speeds %#x,%#x parent %d, want -$200,$200 and the buzz bomber", m.XVel, m.YVel, m.Parent)
	}
}

// _incObj/23 Buzz Bomber Missile.asm: a Buzz Bomber's missile waits $E
// runs and flares (Ani_Missile's afRoutine) before it harms ($87,
// Msl_FromBuzz); Msl_ChkCancel deletes it while its Buzz Bomber is an
// explosion.
func TestMissile_FromBuzz(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 3000, 600, "obj_id=0x3B", "subtype=0x00", "respawn=false"))
	o := &e.st.S2
	putSlot(o, 20, physics.S2Obj{ID: idBuzzBomber, Routine: 2, Layout: -1, X: physics.FromPixels(150), Y: physics.FromPixels(500), Timer: 100})
	putSlot(o, 21, physics.S2Obj{ID: idMissile, Layout: -1, X: physics.FromPixels(150), Y: physics.FromPixels(528), Timer: 0xE, Parent: 21})
	n := 0
	for ; n < 60 && o.Slots[21].Coll == 0; n++ {
		sim.Step(0)
	}
	if o.Slots[21].Coll != 0x87 || o.Slots[21].Routine != 4 {
		t.Fatalf("missile touch %#x routine %d, want $87, 4", o.Slots[21].Coll, o.Slots[21].Routine)
	}
	if n != 15+16+1 {
		t.Errorf("harmful after %d runs, want %d (15 waiting, 16 flaring)", n, 15+16+1)
	}
	putSlot(o, 22, physics.S2Obj{ID: idMissile, Layout: -1, X: physics.FromPixels(150), Y: physics.FromPixels(528), Timer: 0xE, Parent: 21})
	o.Slots[20].ID = idExplosionItem
	sim.Step(0)
	if o.Slots[22].ID != 0 {
		t.Error("a waiting missile outlived its Buzz Bomber (Msl_ChkCancel)")
	}
}

// _incObj/23 Buzz Bomber Missile.asm: Msl_FromNewt: a Newtron's missile
// (subtype 1) harms at once and flies; off screen it is deleted.
func TestMissile_FromNewtron(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 3000, 600, "obj_id=0x3B", "subtype=0x00", "respawn=false"))
	o := &e.st.S2
	putSlot(o, 20, physics.S2Obj{ID: idMissile, Sub: 1, Layout: -1, X: physics.FromPixels(150), Y: physics.FromPixels(700), XVel: -0x200})
	sim.Step(0)
	if m := &o.Slots[20]; m.Coll != 0x87 || m.Routine != 8 {
		t.Fatalf("touch %#x routine %d, want $87, 8", m.Coll, m.Routine)
	}
	for range 200 {
		sim.Step(0)
	}
	if o.Slots[20].ID == idMissile {
		t.Error("the missile lives on off screen")
	}
}

// _incObj/23 Buzz Bomber Missile.asm: .explode and _incObj/24, 27 & 3F
// Explosions.asm: MissileDissolve: a flying missile with status bit 7
// becomes the dissolve, 4 pictures of 10 runs, no touch.
func TestMissileDissolve_Life(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 3000, 600, "obj_id=0x3B", "subtype=0x00", "respawn=false"))
	o := &e.st.S2
	putSlot(o, 20, physics.S2Obj{ID: idMissile, Routine: 4, Status: 0x80, Layout: -1, X: physics.FromPixels(150), Y: physics.FromPixels(600)})
	n := 0
	for ; n < 100 && o.Slots[20].ID != 0; n++ {
		sim.Step(0)
		if n == 0 && (o.Slots[20].ID != idMissileDissolve || o.Slots[20].Coll != 0) {
			t.Fatalf("id %#x touch %#x, want the dissolve without touch", o.Slots[20].ID, o.Slots[20].Coll)
		}
	}
	if n != 40 {
		t.Errorf("dissolved in %d runs, want 40", n)
	}
}

// _incObj/15 Swinging Platforms (part 1).asm: Swing_Main makes subtype
// bits 0-3 + 1 chain links; Swing_Move2 puts the platform at its radius
// ($10 x links + 8) at oscillator 6's angle round the anchor; a Sonic
// falling onto it lands on its top (Swing_Solid) and rides it.
func TestSwingingPlatform_ChainAndRide(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 200, 500, "obj_id=0x15", "subtype=0x03", "respawn=true"))
	if n := e.count(idSwingingPlatform); n != 5 {
		t.Fatalf("%d slots, want 4 links and the platform", n)
	}
	k := -1
	for j := range Slots {
		if ob := &e.st.S2.Slots[j]; ob.ID == idSwingingPlatform && ob.Routine != 0xA {
			k = j
		}
	}
	ob := &e.st.S2.Slots[k]
	a := e.osc(6)
	r := 3*16 + 8
	wx := 200 + r*hexangle.Cos(a)>>8
	wy := 500 + r*hexangle.Sin(a)>>8
	if ob.X.Pixel() != wx || ob.Y.Pixel() != wy {
		t.Errorf("platform at %d,%d, want %d,%d", ob.X.Pixel(), ob.Y.Pixel(), wx, wy)
	}
	st := e.st
	st.X, st.Y = ob.X, ob.Y-physics.FromPixels(40)
	st.Air = true
	for i := 0; i < 30 && st.S2.On != k+1; i++ {
		sim.Step(0)
		st.X = st.S2.Slots[k].X
	}
	if st.S2.On != k+1 {
		t.Fatal("Sonic did not land on the platform")
	}
	for range 20 {
		sim.Step(0)
		if p := &st.S2.Slots[k]; st.S2.On == k+1 && st.Y.Pixel() != p.Y.Pixel()-int(p.YRad)-1-st.YRadius {
			t.Fatalf("riding: Sonic y %d, platform y %d: want him on its top", st.Y.Pixel(), p.Y.Pixel())
		}
	}
}

// _incObj/3C Smashable Wall.asm: Smash_Solid: the wall is solid; Sonic
// rolling into it at $480 or more smashes it into 8 fragments
// (SmashObject) and keeps his speed; slower, he is stopped.
func TestSmashWall_Roll(t *testing.T) {
	for _, c := range []struct {
		speed physics.Fixed
		smash bool
	}{{0x600, true}, {0x300, false}} {
		sim, e := flatSim(t, 130, s1Obj(1, 160, 704, "obj_id=0x3C", "subtype=0x00", "respawn=true"))
		st := e.st
		st.Rolling, st.YRadius, st.XRadius = true, 14, 7
		st.Y = physics.FromPixels(736 - 14)
		st.GSpeed, st.XSpeed = c.speed, c.speed
		for range 8 {
			sim.Step(0)
		}
		frags := e.count(idSmashWall)
		if c.smash && (frags != 8 || st.XSpeed <= 0) {
			t.Errorf("speed %#x: %d fragments, x speed %#x; want 8 and his speed kept", c.speed, frags, st.XSpeed)
		}
		if !c.smash && (frags != 1 || st.X.Pixel() > 160-0x1B) {
			t.Errorf("speed %#x: %d walls, Sonic at %d; want the wall whole and Sonic stopped", c.speed, frags, st.X.Pixel())
		}
	}
}

// _incObj/1C Scenery.asm: Scen_Values: Green Hill's bridge stump
// (subtype 3) is 16 wide and touches nothing.
func TestScenery_Stump(t *testing.T) {
	_, e := flatSim(t, 64, s1Obj(1, 100, 700, "obj_id=0x1C", "subtype=0x03", "respawn=false"))
	k := e.slotOf(idScenery)
	if ob := &e.st.S2.Slots[k]; ob.Width != 0x10 || ob.Coll != 0 || ob.MapFrame != 1 {
		t.Errorf("width %#x touch %#x frame %d, want $10, 0, 1", ob.Width, ob.Coll, ob.MapFrame)
	}
}

// _incObj/1A Collapsing Ledge (part 1).asm: Sonic landing on the ledge
// (SlopeObject) starts its 7-run count (Ledge_Collapse); then it breaks
// into 25 fragments (Ledge_Fragment, CFlo_Data1's delays); the one he
// stands on drops him when its delay ($1C) runs out, and the fragments
// fall (Ledge_TimeZero).
func TestCollapseLedge_Collapse(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 200, 600, "obj_id=0x1A", "subtype=0x00", "respawn=true"))
	st := e.st
	st.X, st.Y, st.Air = physics.FromPixels(200), physics.FromPixels(560), true
	for i := 0; i < 30 && st.S2.On == 0; i++ {
		sim.Step(0)
	}
	if st.S2.On == 0 {
		t.Fatal("Sonic did not land on the ledge")
	}
	n := 0
	for ; n < 20 && e.count(idCollapseLedge) == 1; n++ {
		sim.Step(0)
	}
	if got := e.count(idCollapseLedge); got != 25 || n != 8 {
		t.Fatalf("%d fragments after %d runs, want 25 after 8", got, n)
	}
	dropped := 0
	for i := 0; i < 40 && st.S2.On != 0; i++ {
		sim.Step(0)
		dropped = i + 1
	}
	if st.S2.On != 0 || dropped != 0x1C {
		t.Errorf("on %d after %d runs, want dropped after $1C", st.S2.On, dropped)
	}
}
