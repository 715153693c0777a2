package sonic2

import (
	"testing"

	"loopwright/physics"
)

// dezSim is a flat floor (y 736) with the Death Egg Robot (ObjC7,
// subtype 2) in slot 60 at $840,$19C as the layout places it, and Sonic
// at x; eggman adds the running Eggman (ObjC6, subtype $A6) in slot 50.
func dezSim(x int, eggmanX int, p2 bool) (*physics.Sim, *physics.S2Obj) {
	tl := s2TestLevel(s2Obj(s2Scenery, 0, 300, 700))
	var s *physics.Sim
	if p2 {
		s = newSimP2(tl, x, x-0x20, 716)
	} else {
		s = newSim(tl, physics.S2, x, 716)
	}
	st := s.Live()
	st.S2.Slots[60] = physics.S2Obj{ID: s2EggRobo, Sub: robotBody, Layout: -1,
		X: physics.FromPixels(0x840), Y: physics.FromPixels(0x19C)}
	if eggmanX != 0 {
		st.S2.Slots[50] = physics.S2Obj{ID: s2DEZEggman, Sub: 0xA6, Layout: -1,
			X: physics.FromPixels(eggmanX), Y: physics.FromPixels(0x168)}
	}
	st.S2.Top = max(st.S2.Top, 61)
	return s, &st.S2.Slots[60]
}

// dezStep steps with Sonic held at (x, y) in the air when y != 0 (or
// standing still where he is), and reports the frames run until done
// (n+1: never).
func dezStep(s *physics.Sim, n, x, y int, done func() bool) int {
	for f := 0; f < n; f++ {
		if done() {
			return f
		}
		st := s.Live()
		if y != 0 {
			st.X, st.Y = physics.FromPixels(x), physics.FromPixels(y)
			st.XSpeed, st.YSpeed, st.GSpeed, st.Air = 0, 0, 0, true
		}
		s.Step(0)
	}
	if done() {
		return n
	}
	return n + 1
}

// dezPart is the slot of the robot's part i.
func dezPart(st *physics.State, b *physics.S2Obj, i int) *physics.S2Obj {
	return &st.S2.Slots[b.Logs[i]-1]
}

// dezFighting runs the robot from its start signal to its first turn.
func dezFighting(t *testing.T, s *physics.Sim, b *physics.S2Obj) {
	t.Helper()
	s.Step(0)
	s.Step(0)
	head := dezPart(s.Live(), b, rpHead)
	head.Routine2, head.Timer = 6, 0 // Eggman is in: the head starts it
	if dezStep(s, 400, 0, 0, func() bool { return b.Routine2 == 8 }) > 400 {
		t.Fatalf("robot never fought: stage %#x", b.Routine2)
	}
}

// s2.asm ObjC6_State2, ObjC6_State3, ObjC7_Head and loc_3D5A8 to
// loc_3D5EA: Eggman waits behind his barrier for the nearer player
// within $5C, runs right at $200 (the barrier opens and goes) and at $810
// on screen jumps into the robot; its head then animates and starts it:
// 61 frames later it rises $78 pixels at $100, and fights: collision $16
// and $C hits, its head $2A, legs, forearms, thighs and jet hurting.
func TestBossDEZ_Start(t *testing.T) {
	s, b := dezSim(0x7A0, 0x790, false)
	st := s.Live()
	e := &st.S2.Slots[50]
	dezStep(s, 2, 0x7A0, 0x150, func() bool { return false })
	bar := findSlotRoutine(st, s2DEZEggman, 4)
	if bar < 0 || st.S2.Slots[bar].X.Pixel() != 0x3F8 || st.S2.Slots[bar].Y.Pixel() != 0x160 {
		t.Fatalf("barrier slot %d", bar)
	}
	if f := dezStep(s, 100, 0x7A0, 0x150, func() bool { return e.Routine2 == 6 }); f > 100 || e.Status&robotMisc == 0 || e.XVel != 0x200 {
		t.Fatalf("Eggman: stage %#x speed %d", e.Routine2, e.XVel)
	}
	dezStep(s, 40, 0x7A0, 0x150, func() bool { return st.S2.Slots[bar].ID == 0 })
	if st.S2.Slots[bar].ID != 0 {
		t.Errorf("barrier still there (stage %#x)", st.S2.Slots[bar].Routine2)
	}
	if f := dezStep(s, 200, 0x7A0, 0x150, func() bool { return e.Routine2 == 8 }); f > 200 || e.Status&robotP1Stand == 0 || e.YVel != -0x200 {
		t.Fatalf("Eggman's jump: stage %#x at %#x", e.Routine2, e.X.Pixel())
	}
	head := dezPart(st, b, rpHead)
	if f := dezStep(s, 300, 0x7A0, 0x150, func() bool { return b.Routine2 == 4 }); f > 300 || head.Routine2 != 8 {
		t.Fatalf("robot not started: stage %#x head %#x", b.Routine2, head.Routine2)
	}
	if b.Coll != 0 || dezPart(st, b, rpJet).Coll != 0 {
		t.Fatal("robot touchable before it rises")
	}
	y0 := b.Y.Pixel()
	dezStep(s, 400, 0x7A0, 0x150, func() bool { return b.Routine2 == 8 })
	if b.Y.Pixel() != y0-0x78 || b.Coll != robotColl || b.CollProp != 0xC {
		t.Fatalf("risen: y %#x (from %#x) collision %#x hits %d, want $78 up, $16, $C", b.Y.Pixel(), y0, b.Coll, b.CollProp)
	}
	for i, c := range robotPartColl {
		if p := dezPart(st, b, i); p.Coll != c {
			t.Errorf("part %d: collision %#x, want %#x", i, p.Coll, c)
		}
	}
	if leg := dezPart(st, b, rpFLeg); leg.X.Pixel() != b.X.Pixel()-4 || leg.Y.Pixel() != b.Y.Pixel()+0x3C {
		t.Errorf("front leg at %+d,%+d, want -4,+$3C (ObjC7_ChildDeltas)", leg.X.Pixel()-b.X.Pixel(), leg.Y.Pixel()-b.Y.Pixel())
	}
}

// s2.asm loc_3D640, byte_3D680, loc_3D6AA and loc_3E1AA (off_3E40C,
// off_3E42C): the first turn is the walk: $21 frames on it strides left
// 168 pixels by the group animation and steps back 24.
func TestBossDEZ_Walk(t *testing.T) {
	s, b := dezSim(0x600, 0, false)
	dezFighting(t, s, b)
	dezStep(s, 100, 0, 0, func() bool { return b.Routine2 == 0xC })
	if b.Anim != 0 {
		t.Fatalf("first turn %d, want 0 (the walk)", b.Anim)
	}
	x0 := b.X.Pixel()
	dezStep(s, 600, 0, 0, func() bool { return b.PrevAnim == 4 })
	if d := b.X.Pixel() - x0; d != -168 {
		t.Fatalf("walked %d pixels, want -168", d)
	}
	dezStep(s, 600, 0, 0, func() bool { return b.Routine2 == 0xA })
	if d := b.X.Pixel() - x0; d != -144 {
		t.Errorf("after stepping back %d pixels from the start, want -144", d)
	}
}

// s2.asm loc_3D702 to loc_3D82E, ObjC7_TargettingSensor and
// CreateEggmanBombs: the second turn is the jump: it rises at $200, its
// sensor follows Sonic and locks on him, and it lands on his x facing the
// middle ($780); with him behind it throws two bombs ($89) backwards that
// fall to $170 and explode.
func TestBossDEZ_Jump(t *testing.T) {
	s, b := dezSim(0x600, 0, false)
	st := s.Live()
	dezFighting(t, s, b)
	b.Index = 1 // the next turn: byte_3D680[2] = 2
	dezStep(s, 100, 0, 0, func() bool { return b.Routine2 == 0xC })
	if b.Anim != 2 {
		t.Fatalf("turn %d, want 2", b.Anim)
	}
	if f := dezStep(s, 300, 0, 0, func() bool { return findSlotRoutine(st, s2EggRobo, robotSensor) >= 0 }); f > 300 || b.YVel != 0 {
		t.Fatalf("no sensor: stage %#x/%#x", b.Routine2, b.PrevAnim)
	}
	sensor := &st.S2.Slots[findSlotRoutine(st, s2EggRobo, robotSensor)]
	dezStep(s, 2, 0, 0, func() bool { return false })
	if sensor.X.Pixel() != st.X.Pixel() {
		t.Errorf("sensor at %#x, Sonic %#x", sensor.X.Pixel(), st.X.Pixel())
	}
	sonicX := st.X.Pixel()
	if f := dezStep(s, 400, 0, 0, func() bool { return b.PrevAnim == 0xA }); f > 400 {
		t.Fatalf("never came down: stage %#x", b.PrevAnim)
	}
	if b.X.Pixel() != sonicX || b.Render&physics.S2XFlip == 0 || b.YVel != 0x800 {
		t.Fatalf("coming down at %#x flip %v speed %d, want Sonic's x %#x facing right (the middle) at $800", b.X.Pixel(), b.Render&physics.S2XFlip != 0, b.YVel, sonicX)
	}
	// Sonic goes behind it (left of it while it faces right): bombs.
	st.X = physics.FromPixels(sonicX - 0x100)
	if f := dezStep(s, 200, 0, 0, func() bool { return b.PrevAnim == 0xE }); f > 200 {
		t.Fatalf("no bombs: stage %#x", b.PrevAnim)
	}
	var bombs []*physics.S2Obj
	for k := range st.S2.Slots {
		if o := &st.S2.Slots[k]; o.ID == s2EggRobo && o.Routine == robotBomb {
			bombs = append(bombs, o)
		}
	}
	if len(bombs) != 2 || bombs[0].XVel != -0x60 || bombs[1].YVel != -0xA00 {
		t.Fatalf("%d bombs", len(bombs))
	}
	dezStep(s, 2, 0, 0, func() bool { return false })
	if bombs[0].Coll != 0x89 {
		t.Fatalf("bomb collision %#x, want $89", bombs[0].Coll)
	}
	dezStep(s, 200, 0, 0, func() bool { return bombs[0].Routine2 == 6 })
	if bombs[0].Y.Pixel() != 0x170 || bombs[0].Coll != 0x89 {
		t.Fatalf("bomb exploding at y %#x collision %#x", bombs[0].Y.Pixel(), bombs[0].Coll)
	}
	dezStep(s, 100, 0, 0, func() bool { return bombs[0].ID == 0 })
	if bombs[0].ID != 0 {
		t.Error("bomb never went")
	}
}

// s2.asm loc_3D83C to loc_3D8B8 and loc_3DAAC to loc_3DB5A: the punch
// turn: turned to the nearer player it punches with the front forearm
// ($800 out for $21 frames, then back to where it was), then the back
// one.
func TestBossDEZ_Punch(t *testing.T) {
	s, b := dezSim(0x600, 0, false)
	st := s.Live()
	dezFighting(t, s, b)
	b.Index = 2 // byte_3D680[3] = 4
	dezStep(s, 100, 0, 0, func() bool { return b.Routine2 == 0xC })
	if b.Anim != 4 {
		t.Fatalf("turn %d, want 4", b.Anim)
	}
	fa, ba := dezPart(st, b, rpFArm), dezPart(st, b, rpBArm)
	if f := dezStep(s, 300, 0, 0, func() bool { return fa.Routine2 == 6 }); f > 300 || fa.XVel != -0x800 {
		t.Fatalf("front punch: stage %#x speed %d, want -$800 (facing left)", fa.Routine2, fa.XVel)
	}
	y0 := int(fa.BaseY)
	dezStep(s, 200, 0, 0, func() bool { return fa.Routine2 == 2 })
	if fa.Y.Pixel() != y0 {
		t.Errorf("forearm back at y %#x, want %#x", fa.Y.Pixel(), y0)
	}
	if f := dezStep(s, 300, 0, 0, func() bool { return ba.Routine2 == 6 }); f > 300 {
		t.Fatalf("no back punch: stage %#x", ba.Routine2)
	}
	dezStep(s, 400, 0, 0, func() bool { return b.Routine2 == 0xA })
	if b.Routine2 != 0xA || b.Status&robotP2Push != 0 {
		t.Errorf("after the punches: stage %#x status %#x", b.Routine2, b.Status)
	}
}

// s2.asm Touch_Enemy_Part2 and ObjC7_CheckHit: rolling into the body or
// the head (collision_property -1: only its collision clears) counts a
// hit; the robot flashes 60 frames, untouchable, and both take their
// collision back. Tails as player 2 hits it as Sonic does.
func TestBossDEZ_Hits(t *testing.T) {
	for _, p2 := range []bool{false, true} {
		s, b := dezSim(0x600, 0, p2)
		st := s.Live()
		dezFighting(t, s, b)
		e := eng(s)
		head := dezPart(st, b, rpHead)
		hit := func(k int) {
			if p2 {
				s.SwapP2()
			}
			st.Rolling, st.Air = true, true
			st.XSpeed, st.YSpeed = 0x100, 0x300
			e.touchValue(k)
			st.Rolling = false
			if p2 {
				s.SwapP2()
			}
		}
		hit(60)
		if b.CollProp != 0xB || b.Coll != 0 {
			t.Fatalf("Tails %v: body hit: hits %d collision %#x", p2, b.CollProp, b.Coll)
		}
		if f := dezStep(s, 100, 0, 0, func() bool { return b.Coll != 0 }); f != 60 || head.Coll != robotHeadCol {
			t.Fatalf("Tails %v: collision back after %d frames (head %#x), want 60", p2, f, head.Coll)
		}
		hit(int(b.Logs[rpHead] - 1))
		if head.Coll != 0 || head.CollProp != 0xFE || b.CollProp != 0xB {
			t.Fatalf("Tails %v: head hit: collision %#x hits %#x, body %d", p2, head.Coll, head.CollProp, b.CollProp)
		}
		dezStep(s, 1, 0, 0, func() bool { return false })
		if b.CollProp != 0xA || b.Coll != 0 || head.CollProp != 0xFF {
			t.Errorf("Tails %v: after the head hit: body hits %d collision %#x head %#x, want $A 0 $FF", p2, b.CollProp, b.Coll, head.CollProp)
		}
	}
}

// s2.asm ObjC7_Beaten, ObjC7_Break, loc_3D8E6 to loc_3D93C and
// ObjC7_SetupEnding: the last hit breaks it apart (its parts fly, the jet
// goes); it falls to $15C, explodes, the controls lock holding Right and
// the right limit opens to $1000; at camera x $840 the ending's
// explosions follow Sonic, and at x $EC0, $16 frames later, the act ends.
func TestBossDEZ_Defeat(t *testing.T) {
	s, b := dezSim(0x600, 0, false)
	st := s.Live()
	dezFighting(t, s, b)
	b.CollProp = 1
	jet := dezPart(st, b, rpJet)
	leg := dezPart(st, b, rpFLeg)
	st.Rolling, st.Air = true, true
	eng(s).touchValue(60)
	st.Rolling = false
	dezStep(s, 1, 0, 0, func() bool { return false })
	if b.Routine2 != 0xE || jet.ID != 0 || leg.Routine != robotPiece || leg.Coll != 0 || b.Status&robotBeaten == 0 {
		t.Fatalf("beaten: stage %#x jet %#x leg %#x", b.Routine2, jet.ID, leg.Routine)
	}
	if f := dezStep(s, 400, 0, 0, func() bool { return b.Anim == 4 }); f > 400 || b.Y.Pixel() != 0x15C {
		t.Fatalf("fell: anim %d y %#x", b.Anim, b.Y.Pixel())
	}
	if !st.S2.LockCtrl || st.Cam.MaxX != 0x1000 {
		t.Fatalf("controls locked %v right limit %#x", st.S2.LockCtrl, st.Cam.MaxX)
	}
	if f := dezStep(s, 600, 0, 0, func() bool { return b.Routine == robotEnding }); f > 600 {
		t.Fatalf("no ending at camera %#x (Sonic %#x)", st.Cam.X, st.X.Pixel())
	}
	if st.X.Pixel() < 0x840 {
		t.Errorf("Sonic at %#x: Right not held", st.X.Pixel())
	}
	st.X = physics.FromPixels(0xEC0)
	dezStep(s, 30, 0, 0, func() bool { return st.S2.Ev.EndAct })
	if !st.S2.Ev.EndAct || b.ID != 0 {
		t.Errorf("act not ended: end %v id %#x", st.S2.Ev.EndAct, b.ID)
	}
}

// s2.asm ObjC6_State3 (loc_3D086: SolidObject): Eggman's barrier stops
// Tails as player 2 as it stops Sonic.
func TestBossDEZ_BarrierSidekick(t *testing.T) {
	s, _ := dezSim(0x3A0, 0x440, true)
	st := s.Live()
	s.Step(0)
	s.Step(0)
	bar := findSlotRoutine(st, s2DEZEggman, 4)
	if bar < 0 {
		t.Fatal("no barrier")
	}
	dezStep(s, 40, 0x3A0, 0x150, func() bool { return false }) // the camera comes up
	b := &st.P2.Body
	b.X, b.Y = physics.FromPixels(0x3D0), physics.FromPixels(0x160)
	b.XSpeed, b.GSpeed, b.Air = 0x400, 0x400, true
	for f := 0; f < 20; f++ {
		dezStep(s, 1, 0x3A0, 0x150, func() bool { return false })
		b.Y = physics.FromPixels(0x160)
		b.YSpeed = 0
		b.XSpeed = 0x400
	}
	if b.X.Pixel() > 0x3F8-0x13 {
		t.Errorf("Tails at %#x, want stopped left of the barrier ($3E5)", b.X.Pixel())
	}
}

// s2.asm loc_3D922 and loc_3D93C: the beaten robot's explosions over, it
// sets Control_Locked only, so on the next frame Sonic still gets the
// buttons of the frame it locked (Ctrl_1_Logical is no longer the pad's)
// whatever the pad says; loc_3D93C writes Right on that frame, and Sonic
// holds Right from the frame after.
func TestBossDEZ_LockKeepsButtons(t *testing.T) {
	s, b := dezSim(0x600, 0, false)
	st := s.Live()
	s.Step(0)
	b.Routine, b.Routine2, b.Anim, b.AnimDur = robotBody, 0xE, 2, 0
	s.Step(physics.Left) // loc_3D922 locks the controls
	if b.Anim != 4 {
		t.Fatalf("anim %d, want 4 (loc_3D93C)", b.Anim)
	}
	s.Step(0)
	if st.PrevInput != physics.Left {
		t.Errorf("frame after the lock: Sonic's buttons %v, want Left (the locked frame's)", st.PrevInput)
	}
	s.Step(0)
	if st.PrevInput != physics.Right {
		t.Errorf("second frame after the lock: Sonic's buttons %v, want Right", st.PrevInput)
	}
}
