package sonic1

import (
	"testing"

	"loopwright/physics"
)

// slotOf returns the first slot holding an object of id, or -1.
func (e *engine) slotOf(id uint8) int {
	for k := range Slots {
		if e.st.S2.Slots[k].ID == id {
			return k
		}
	}
	return -1
}

// _incObj/79 Lamppost.asm: Lamp_Blue and Lamp_StoreInfo: running past a
// blue post saves its number and position and turns it red (its respawn
// byte's bit 0), with a twirling lamp (routine 6); Lamp_LoadInfo: after
// the death the level restarts at the post, with no rings.
func TestLamppost_SaveAndRestore(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 200, 716, "obj_id=0x79", "subtype=0x01", "respawn=true"))
	st := e.st
	for i := 0; i < 120 && st.S2.Star.Last == 0; i++ {
		sim.Step(physics.Right)
	}
	if st.S2.Star.Last != 1 || st.S2.Star.X != 200 || st.S2.Star.Y != 716 {
		t.Fatalf("saved %+v, want post 1 at 200,716", st.S2.Star)
	}
	k := e.slotOf(idLamppost)
	if ob := &st.S2.Slots[k]; ob.Routine != 4 || st.S2.Respawn[2+int(ob.Respawn)]&1 == 0 {
		t.Errorf("post routine %d respawn byte %#x, want 4 and bit 0", ob.Routine, st.S2.Respawn[2+int(ob.Respawn)])
	}
	twirl := false
	for j := range Slots {
		twirl = twirl || st.S2.Slots[j].ID == idLamppost && st.S2.Slots[j].Routine == 6
	}
	if !twirl {
		t.Error("no twirling lamp (Lamp_Twirl)")
	}
	sim.SetRings(5)
	e.killSonic(-1)
	for i := 0; i < 600 && (st.Dead || st.Frame < 10); i++ {
		sim.Step(0)
	}
	if st.Dead || st.X.Pixel() != 200 || st.Obj.Rings != 0 || st.S2.Star.Last != 1 {
		t.Errorf("after the restart: dead %v x %d rings %d post %d, want at 200 with 0 rings, post 1 kept",
			st.Dead, st.X.Pixel(), st.Obj.Rings, st.S2.Star.Last)
	}
	if k := e.slotOf(idLamppost); k < 0 || st.S2.Slots[k].MapFrame != 3 {
		t.Error("after the restart the post is not red (Lamp_Main: number not above v_lastlamp)")
	}
}

// _incObj/79 Lamppost.asm: Lamp_Blue's box: Sonic within 8 pixels of its
// x; a post not reached is not hit.
func TestLamppost_Box(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 716, "obj_id=0x79", "subtype=0x02", "respawn=true"))
	for range 10 {
		sim.Step(0)
	}
	if e.st.S2.Star.Last != 0 {
		t.Error("a post 236 pixels away was hit")
	}
}

// _incObj/0D Signpost.asm: Sign_Touch locks the screen (left limit =
// right limit) once Sonic is within $20 right of it; Sign_Spin makes
// sparkles (Rings at Ring_Sparkle) and after three cycles Sign_SonicRun
// takes the controls (Right held) with Sonic on the ground.
func TestSignpost_EndOfAct(t *testing.T) {
	// At the level's right end, as the acts place it (the camera at its
	// right limit, 3776 on this level).
	sim, e := flatSim(t, 3900, s1Obj(1, 3940, 700, "obj_id=0x0D", "subtype=0x00", "respawn=false"))
	st := e.st
	for i := 0; i < 60 && st.Cam.MinX != st.Cam.MaxX; i++ {
		sim.Step(physics.Right)
	}
	if st.Cam.MinX != st.Cam.MaxX {
		t.Fatalf("left limit %d, want the right limit %d", st.Cam.MinX, st.Cam.MaxX)
	}
	sparkled := false
	for i := 0; i < 200 && !st.S2.ControlLocked; i++ {
		sim.Step(0)
		for k := range Slots {
			sparkled = sparkled || st.S2.Slots[k].ID == idRings && st.S2.Slots[k].Routine == 6
		}
	}
	if !st.S2.ControlLocked || !sparkled {
		t.Errorf("controls locked %v sparkles %v, want both", st.S2.ControlLocked, sparkled)
	}
}

// _incObj/4B Giant Ring.asm: GRing_Main: below 50 rings the ring is not
// touchable; with 50 it is ($52), touched it makes the flash (RingFlash),
// whose third frame deletes it and sets f_bigring (_incObj/7C Ring
// Flash.asm: Flash_Collect).
func TestGiantRing_Touch(t *testing.T) {
	for _, rings := range []int{49, 50} {
		sim, e := flatSim(t, 64, s1Obj(1, 140, 700, "obj_id=0x4B", "subtype=0x00", "respawn=false"))
		sim.SetRings(rings)
		st := e.st
		for range 60 {
			sim.Step(physics.Right)
		}
		if got := st.S2.BigRing; got != (rings >= 50) {
			t.Errorf("%d rings: f_bigring %v", rings, got)
		}
		if rings >= 50 && e.slotOf(idGiantRing) >= 0 {
			t.Errorf("%d rings: the giant ring is still there", rings)
		}
	}
}

// _incObj/7D Hidden Bonuses.asm: Bonus_Main: Sonic within $10 both ways
// shows the points (frame = subtype) for 120 runs (Bonus_Display).
func TestHiddenBonus_Show(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 70, 716, "obj_id=0x7D", "subtype=0x01", "respawn=false"))
	sim.Step(0)
	k := e.slotOf(idHiddenBonus)
	if k < 0 || e.st.S2.Slots[k].Routine != 2 || e.st.S2.Slots[k].MapFrame != 1 {
		t.Fatalf("bonus not shown (slot %d)", k)
	}
	for range 120 {
		sim.Step(0)
	}
	if e.slotOf(idHiddenBonus) >= 0 {
		t.Error("the bonus is still shown after 120 runs")
	}
}

// _incObj/3E Prison Capsule.asm: Pri_Switched: Sonic landing on the
// button unlocks the screen, takes the controls and throws him off;
// Pri_Explosion makes ExplosionBomb every 8th V-int for 60 runs, then 8
// animals and v_bossstatus 2; once the animals are gone Pri_EndAct ends
// the act (GotThroughAct).
func TestPrison_Open(t *testing.T) {
	sim, e := flatSim(t, 100, s1Obj(1, 100, 728, "obj_id=0x3E", "subtype=0x01", "respawn=false"))
	st := e.st
	st.Cam.Locked = true
	st.Y = physics.FromPixels(660)
	st.Air = true
	for i := 0; i < 60 && !st.S2.ControlLocked; i++ {
		sim.Step(0)
	}
	if !st.S2.ControlLocked || st.Cam.Locked {
		t.Fatalf("controls locked %v screen locked %v, want true, false", st.S2.ControlLocked, st.Cam.Locked)
	}
	exploded := false
	for i := 0; i < 70 && st.S2.BossStatus != 2; i++ {
		sim.Step(0)
		exploded = exploded || e.slotOf(idExplosionBomb) >= 0
	}
	if st.S2.BossStatus != 2 || !exploded || e.slotOf(idAnimals) < 0 {
		t.Errorf("boss status %d explosions %v animals %v, want 2, true, true", st.S2.BossStatus, exploded, e.slotOf(idAnimals) >= 0)
	}
}

// _incObj/3E Prison Capsule.asm: Pri_BodyMain: the body is solid ($2B x
// $18): Sonic falling onto it stands on it.
func TestPrison_BodySolid(t *testing.T) {
	sim, e := flatSim(t, 100, s1Obj(1, 100, 700, "obj_id=0x3E", "subtype=0x00", "respawn=false"))
	st := e.st
	st.Y = physics.FromPixels(620)
	st.Air = true
	for range 60 {
		sim.Step(0)
	}
	if st.S2.On == 0 || st.Y.Pixel() >= 700 {
		t.Errorf("on %d y %d, want standing on the prison", st.S2.On, st.Y.Pixel())
	}
}

// _incObj/24, 27 & 3F Explosions.asm: ExplosionBomb: set up, then 5
// pictures of 8 runs (ExItem_Animate) and deletion.
func TestExplosionBomb_Life(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 3000, 700, "obj_id=0x3B", "subtype=0x00", "respawn=false"))
	putSlot(&e.st.S2, 10, physics.S2Obj{ID: idExplosionBomb, Layout: -1, X: physics.FromPixels(100), Y: physics.FromPixels(700)})
	n := 0
	for ; n < 100 && e.st.S2.Slots[10].ID != 0; n++ {
		sim.Step(0)
	}
	if n != 1+8*5 {
		t.Errorf("lived %d runs, want %d", n, 1+8*5)
	}
}
