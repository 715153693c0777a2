package sonic2

import (
	"testing"

	"loopwright/physics"
)

// cpzBossSim is a sim with Chemical Plant's boss in slot 50 before its
// Init, the engine, and a step running every boss slot in order (the
// boss's own routines, without the level under it), with the main
// character held at x sx.
func cpzBossSim(t *testing.T) (*physics.Sim, *engine, func(sx int)) {
	t.Helper()
	tl := s2TestLevel(s2Obj(s2Scenery, 0, 300, 700))
	s := newSimP2(tl, 200, 300, 600)
	st := s.Live()
	st.S2.Slots[50] = physics.S2Obj{ID: s2CPZBoss, Layout: -1}
	st.S2.Top = 51
	e := eng(s)
	step := func(sx int) {
		st.X = physics.FromPixels(sx)
		st.S2.Vint++
		for j := 0; j < int(st.S2.Top); j++ {
			if id := st.S2.Slots[j].ID; id == s2CPZBoss || id == s2BossExplosion {
				e.runBoss(j)
			}
		}
	}
	return s, e, step
}

// s2.asm Obj5D_Init, Obj5D_Main_Descend, Obj5D_Main_MoveTowardTarget,
// Obj5D_Main_Wait, Obj5D_Pipe, Obj5D_Dripper, Obj5D_Container_Extend,
// Obj5D_Main_FollowPlayer, Obj5D_Container_Main (loc_2E4CE, loc_2E3F2)
// and Obj5D_Gunk: the boss appears at $2B80,$4B0 with its pieces, drops
// to $4C0, flies at $300 to $2B30 (within 3), fills its container with
// 12 drips (13 frames of pipe, the pump, 12 drips of $F+4 frames, a
// frame for the container and one for the Eggmobile), then follows the
// main character 76 pixels to his right one pixel a frame while the
// container slides out, dumps its Mega Mack (collision $87) over him,
// and once it has fallen flies to the other side ($2A50) to fill again.
func TestS2_BossCPZ(t *testing.T) {
	s, _, step := cpzBossSim(t)
	st := s.Live()
	ev := &st.S2.Ev
	b := &st.S2.Slots[50]
	step(0x2A80)
	if b.Routine != cpzMain || b.X.Pixel() != 0x2B80 || b.Coll != bossColl || b.CollProp != 8 {
		t.Fatalf("after Init: routine %d at %#x collision %#x hits %d, want 2 at $2B80, $F, 8", b.Routine, b.X.Pixel(), b.Coll, b.CollProp)
	}
	parts := map[uint8]int{}
	for j := 51; j < int(st.S2.Top); j++ {
		if st.S2.Slots[j].ID == s2CPZBoss {
			parts[st.S2.Slots[j].Routine]++
		}
	}
	if parts[cpzRobotnik] != 1 || parts[cpzFlame] != 1 || parts[cpzPump] != 1 || parts[cpzContainer] != 3 || parts[cpzPipe] != 1 {
		t.Fatalf("pieces by routine %v, want Robotnik, flame, pump, container with its floor and filling, pipe", parts)
	}
	f := 1
	for ; b.Routine2 != 4 && f < 200; f++ {
		step(0x2A80)
	}
	if x := bossPixel(ev.BossX); b.Routine2 != 4 || x < 0x2B30-3 || x > 0x2B30+3 || bossPixel(ev.BossY) != 0x4C0 {
		t.Fatalf("frame %d: routine %d at %#x,%#x, want filling within 3 of $2B30,$4C0", f, b.Routine2, x, bossPixel(ev.BossY))
	}
	stop := f
	for ; b.Routine2 == 4 && f < stop+400; f++ {
		step(0x2A80)
	}
	if got := f - stop; got != 242 || b.Routine2 != 6 {
		t.Fatalf("filled after %d frames (routine %d), want 242 then following", got, b.Routine2)
	}
	x0 := bossPixel(ev.BossX)
	step(0x2A80)
	if bossPixel(ev.BossX) != x0-1 {
		t.Fatalf("following: x %#x, want one left of %#x", bossPixel(ev.BossX), x0)
	}
	gunk := -1
	for ; gunk < 0 && f < stop+1000; f++ {
		step(0x2A80)
		for j := 51; j < int(st.S2.Top); j++ {
			if o := st.S2.Slots[j]; o.ID == s2CPZBoss && o.Routine == cpzGunk {
				gunk = j
			}
		}
	}
	if gunk < 0 {
		t.Fatal("no Mega Mack dumped on the main character")
	}
	g := &st.S2.Slots[gunk]
	if g.Coll != 0x87 || g.X.Pixel()+8 > 0x2A80 || g.X.Pixel()+0x20 < 0x2A80 {
		t.Fatalf("Mega Mack collision %#x at x %#x, want $87, 8 to $20 left of Sonic at $2A80", g.Coll, g.X.Pixel())
	}
	for n := 0; st.S2.Slots[gunk].ID == s2CPZBoss && n < 200; n++ {
		step(0x2A80)
	}
	if b.Routine2 != 2 {
		t.Fatalf("after the Mega Mack fell: routine %d, want 2 (to the other side)", b.Routine2)
	}
	for n := 0; b.Routine2 != 4 && n < 300; n++ {
		step(0x2A80)
	}
	if x := bossPixel(ev.BossX); b.Routine2 != 4 || x < 0x2A50-3 || x > 0x2A50+3 {
		t.Fatalf("second fill: routine %d at %#x, want filling at $2A50", b.Routine2, x)
	}
	for n := 0; b.Routine2 == 4 && n < 400; n++ {
		step(0x2A80)
	}
	if b.Routine2 != 6 {
		t.Fatalf("second fill: routine %d, want 6 (full again, following)", b.Routine2)
	}
}

// s2.asm Obj5D_Gunk_Main: the Mega Mack falls with gravity $38 until its
// radius $20 meets the floor, then tells the Eggmobile its container is
// emptying (Obj5D_status2 bits 2 and 4) and sends it to a side
// (routine_secondary 2); touching it hurts Sonic and Tails as player 2
// (collision $87, Touch_ChkHurt; Tails as the sidekick loses no rings).
func TestS2_BossCPZGunk(t *testing.T) {
	s, e, step := cpzBossSim(t)
	st := s.Live()
	step(0x2A80)
	b := &st.S2.Slots[50]
	b.Routine2 = 6
	c := -1
	for j := 51; j < int(st.S2.Top); j++ {
		if o := st.S2.Slots[j]; o.Routine == cpzContainer && o.Routine2 == 2 {
			c = j
		}
	}
	st.S2.Slots[60] = physics.S2Obj{ID: s2CPZBoss, Routine: cpzGunk, Layout: -1, Parent: int16(c + 1), Coll: 0x87,
		X: physics.FromPixels(300), Y: physics.FromPixels(600)}
	st.S2.Top = 61
	g := &st.S2.Slots[60]
	e.runBoss(60)
	if g.YRad != 0x20 || g.YVel != 0x38 {
		t.Fatalf("Mega Mack radius %#x speed %#x, want $20 and gravity $38", g.YRad, g.YVel)
	}
	for n := 0; g.Routine2 == 2 && n < 100; n++ {
		e.runBoss(60)
	}
	if g.Routine2 != 4 || b.Logs[1]&(cpzFull|cpzEmptying) != cpzFull|cpzEmptying || b.Routine2 != 2 {
		t.Fatalf("landed: gunk routine %d, status2 %#x, boss routine %d, want 4, bits 2 and 4, 2", g.Routine2, b.Logs[1], b.Routine2)
	}
	if y := g.Y.Pixel() + 0x20; y < 700 || y > 760 {
		t.Fatalf("landed with its bottom at %d, want on the flat floor", y)
	}
	st.X, st.Y = g.X, g.Y
	st.Rolling = true
	rings := st.Obj.Rings
	st.Obj.Rings = 5
	e.touchValue(60)
	if !st.Obj.Hurt {
		t.Fatal("Mega Mack did not hurt Sonic, even rolling")
	}
	st.Obj.Rings = rings
	s.SwapP2()
	st.X, st.Y = g.X, g.Y
	e.touchValue(60)
	hurt := st.Obj.Hurt
	s.SwapP2()
	if !hurt {
		t.Fatal("Mega Mack did not hurt Tails")
	}
	// s2.asm Obj5D_Gunk_Droplets: the next frame it splashes, harmless,
	// into itself and 4 droplets in the next free slots, each with its
	// random speeds; they fall until the floor deletes them.
	e.runBoss(60)
	if g.ID != s2CPZBoss || g.Sub != 1 || g.Coll != 0 || g.YRad != 4 {
		t.Fatalf("splash: id %#x subtype %d collision %#x radius %d, want a droplet, harmless", g.ID, g.Sub, g.Coll, g.YRad)
	}
	for j := 61; j < 65; j++ {
		d := st.S2.Slots[j]
		if d.ID != s2CPZBoss || d.Routine != cpzGunk || d.Routine2 != 4 || d.Sub != 1 || parentOf(&d) != 60 {
			t.Fatalf("slot %d: %+v, want a droplet of the Mega Mack", j, d)
		}
	}
	if st.S2.Slots[65].ID != 0 {
		t.Fatal("a fifth droplet")
	}
	for n := 0; n < 200; n++ {
		for j := 60; j < 65; j++ {
			if st.S2.Slots[j].ID != 0 {
				e.runBoss(j)
			}
		}
	}
	for j := 60; j < 65; j++ {
		if st.S2.Slots[j].ID != 0 {
			t.Fatalf("droplet %d still there after 200 frames", j)
		}
	}
}

// s2.asm Obj5D_Main_Pos_and_Collision, Obj5D_Defeated, Obj5D_Main_Explode,
// Obj5D_Main_StopExploding, Obj5D_Main_Retreat and
// Obj5D_Container_FallOff: each hit leaves the boss untouchable 32
// frames; the 8th beats it: $B3 frames of explosions (Obj58), its
// container falls off, it sinks and rises, then flies off right at $400
// while the camera's right limit opens 2 a frame to $2C30, and it goes
// with its Robotnik.
func TestS2_BossCPZDefeat(t *testing.T) {
	s, e, step := cpzBossSim(t)
	st := s.Live()
	step(0x2A80)
	b := &st.S2.Slots[50]
	n := 0
	for b.CollProp > 0 && n < 20 {
		st.Rolling, st.Air = true, true
		st.XSpeed, st.YSpeed = 0x100, 0x300
		e.touchValue(50)
		n++
		if st.XSpeed != -0x100 || b.Coll != 0 {
			t.Fatalf("hit %d: speed %d collision %#x, want bounced, collision off", n, st.XSpeed, b.Coll)
		}
		if b.CollProp == 0 {
			break
		}
		for f := 0; f < 31; f++ {
			step(0x2A80)
		}
		if b.Coll != 0 {
			t.Fatalf("hit %d: collision back after 31 frames", n)
		}
		step(0x2A80)
		if b.Coll != bossColl {
			t.Fatalf("hit %d: collision %#x after 32 frames, want $F", n, b.Coll)
		}
	}
	if n != 8 {
		t.Fatalf("took %d hits, want 8", n)
	}
	st.Cam.MaxX = 0x2A20
	step(0x2A80)
	if b.Routine2 != 8 || b.Timer != 0xB3 {
		t.Fatalf("beaten: routine %d timer %#x, want 8, $B3", b.Routine2, b.Timer)
	}
	boom, falling := false, false
	for f := 0; f < 0xB4; f++ {
		step(0x2A80)
		for j := range st.S2.Slots[:st.S2.Top] {
			o := st.S2.Slots[j]
			boom = boom || o.ID == s2BossExplosion
			falling = falling || o.ID == s2CPZBoss && o.Routine == cpzFalling
		}
	}
	if !boom || !falling || b.Routine2 != 0xA {
		t.Fatalf("explosions %v container falling %v routine %d, want both and $A", boom, falling, b.Routine2)
	}
	for f := 0; b.Routine2 != 0xC && f < 200; f++ {
		step(0x2A80)
	}
	step(0x2A80)
	if st.Cam.MaxX != 0x2A22 || b.XVel != 0x400 {
		t.Fatalf("flying off: right limit %#x speed %#x, want $2A22 and $400", st.Cam.MaxX, b.XVel)
	}
	for f := 0; b.ID != 0 && f < 0x200; f++ {
		step(0x2A80)
	}
	if b.ID != 0 || st.Cam.MaxX != 0x2C30 {
		t.Fatalf("boss %#x right limit %#x, want gone at $2C30", b.ID, st.Cam.MaxX)
	}
	step(0x2A80)
	flames := 0
	for j := range st.S2.Slots[:st.S2.Top] {
		o := st.S2.Slots[j]
		if o.ID == s2CPZBoss && (o.Routine == cpzRobotnik || o.Routine == cpzMain) {
			t.Fatalf("slot %d: boss piece routine %#x left behind", j, o.Routine)
		}
		if o.ID == s2CPZBoss && o.Routine == cpzFlame {
			flames++
		}
	}
	// s2.asm Obj5D_Flame (loc_2E9A8): the smoke never starts (it bumps
	// routine_secondary, not routine) and the flame keeps its slot.
	if flames != 1 {
		t.Fatalf("%d flames left, want the one the game keeps", flames)
	}
}
