package sonic2

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// cnzSim is Sonic falling at (x, 600) onto flatLevel in Casino Night
// act 1 (s2_zone_act cnz1) with objs.
func cnzSim(x int, objs ...layers.Object) *physics.Sim {
	tl := s2TestLevel(objs...)
	tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_zone_act", Value: "cnz1"})
	return newSim(tl, physics.S2, x, 600)
}

// countID counts the slots holding object id.
func countID(st *physics.State, id uint8) int {
	n := 0
	for k := range st.S2.Slots {
		if st.S2.Slots[k].ID == id {
			n++
		}
	}
	return n
}

// s2.asm ObjD6_Main, loc_2BBF8, loc_2BE28, loc_2BE5E, loc_2BE2E and
// loc_2BE9C: Sonic landing on a cage (subtype 0) is put at its centre,
// still, rolled up (radii $E and 7), obj_control $81; every 16th of the
// $78 frames it holds him a points object (Obj29) appears; then he falls
// out at $400, the cage leaving him alone $1E frames more.
func TestCage_ObjD6HoldsAndLetsGo(t *testing.T) {
	s := cnzSim(800, s2Obj(s2Cage, 0, 800, 680))
	st := s.Live()
	k := findSlot(s, s2Cage)
	if k < 0 {
		t.Fatal("no cage")
	}
	ob := &st.S2.Slots[k]
	for i := 0; i < 120 && ob.B3E != cageHeld; i++ {
		s.Step(0)
	}
	if ob.B3E != cageHeld || st.S2.Control != 0x81 || st.X.Pixel() != 800 || st.Y.Pixel() != 680 {
		t.Fatalf("not caught: state %d control %#x at %d,%d", ob.B3E, st.S2.Control, st.X.Pixel(), st.Y.Pixel())
	}
	if !st.Rolling || st.YRadius != 0xE || st.XRadius != 7 || st.XSpeed != 0 || st.YSpeed != 0 || st.GSpeed != 0 {
		t.Fatalf("caught but rolling %v radii %d/%d speeds %d,%d,%d", st.Rolling, st.YRadius, st.XRadius, st.XSpeed, st.YSpeed, st.GSpeed)
	}
	points, held := 0, 0
	var prev [physics.S2Slots]physics.S2Obj
	for ; held < 200 && ob.B3E == cageHeld; held++ {
		prev = st.S2.Slots
		s.Step(0)
		if st.X.Pixel() != 800 && ob.B3E == cageHeld {
			t.Fatalf("frame %d: held Sonic moved to x %d", held, st.X.Pixel())
		}
		for j := range st.S2.Slots {
			// a new points object: a slot that held none, or one
			// rising faster than last frame's (a fresh -$300)
			if p := &st.S2.Slots[j]; p.ID == s2Points && (prev[j].ID != s2Points || p.YVel < prev[j].YVel) {
				points++
			}
		}
	}
	if held != 0x79 {
		t.Fatalf("held %d frames, want $79 (the timer from $78 to -1)", held)
	}
	if points != 8 {
		t.Fatalf("%d points objects, want 8 (timer 112, 96 ... 0)", points)
	}
	if st.S2.Control != 0 || !st.Air || st.YSpeed != 0x400+0x38 && st.YSpeed != 0x400 {
		t.Fatalf("let go: control %#x air %v y speed %#x", st.S2.Control, st.Air, int(st.YSpeed))
	}
	if ob.B3E != cageLeft || ob.Timer != 0x1E {
		t.Fatalf("after letting go state %d timer %d, want %d and $1E", ob.B3E, ob.Timer, cageLeft)
	}
	run(s, 0, 0x1E)
	if ob.B3E != cageLeft {
		t.Fatalf("state %d after $1E frames, want still %d", ob.B3E, cageLeft)
	}
	s.Step(0)
	if ob.B3E != cageFree {
		t.Fatalf("state %d after $1F frames, want free again", ob.B3E)
	}
}

// s2.asm ObjD6_Main: loc_2BBE8 runs for MainCharacter and then for
// Sidekick (objoff_34, p2_standing_bit), so Tails falling onto a cage is
// caught and held like Sonic (obj_control $81).
func TestCage_ObjD6CatchesSidekick(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Cage, 0, 800, 680))
	tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_zone_act", Value: "cnz1"})
	s := newSimP2(tl, 700, 800, 600)
	k := findSlot(s, s2Cage)
	ob := eng(s).slot(k)
	for i := 0; i < 120 && ob.B3F != cageHeld; i++ {
		s.Step(0)
	}
	b := &s.Live().P2.Body
	if ob.B3F != cageHeld || s.P2CPU().Control != 0x81 || b.X.Pixel() != 800 || b.Y.Pixel() != 680 {
		t.Fatalf("Tails not caught: state %d control %#x at %d,%d", ob.B3F, s.P2CPU().Control, b.X.Pixel(), b.Y.Pixel())
	}
	if ob.B3E != cageFree {
		t.Fatalf("Sonic's state %d, want free", ob.B3E)
	}
}

// s2.asm SlotMachine_ChooseReward (TripleMatch, Match12, Match13,
// Unmatched1, CheckBars): three alike pay the face (SlotRingRewards:
// Sonic 30, Tails 25, Robotnik -1 for bombs, jackpot 150, ring 10, bar
// 20); two jackpots pay the third face four times; a pair and a jackpot
// pay the pair's face twice; anything else 2 rings a bar.
func TestSlotMachine_ChooseReward(t *testing.T) {
	for _, c := range []struct {
		s1, s2, s3 uint8
		want       int16
	}{
		{0, 0, 0, 30}, {1, 1, 1, 25}, {2, 2, 2, -1}, {3, 3, 3, 150}, {4, 4, 4, 10}, {5, 5, 5, 20},
		{3, 3, 4, 40}, {3, 3, 0, 120}, // Match12, the pair jackpots
		{4, 4, 3, 20}, {0, 0, 3, 60}, {2, 2, 3, -2}, // Match12, slot 3 a jackpot
		{3, 4, 3, 40}, {3, 0, 3, 120}, // Match13, the pair jackpots
		{4, 3, 4, 20}, {1, 3, 1, 50}, {5, 3, 5, 40}, // Match13, slot 2 a jackpot
		{1, 3, 3, 100}, {2, 3, 3, -4}, {4, 3, 3, 40}, // slots 2 and 3 jackpots
		{3, 0, 0, 60}, {3, 2, 2, -2}, {3, 5, 5, 40}, // slots 2 and 3 a pair, slot 1 a jackpot
		{5, 0, 5, 4}, {5, 5, 0, 4}, {4, 4, 5, 2}, {2, 5, 2, 2}, // pairs without a jackpot: the bars
		{5, 4, 4, 2}, {5, 2, 2, 2}, {0, 5, 1, 2},
		{1, 0, 1, 0}, {0, 0, 1, 0}, {0, 1, 4, 0}, {4, 2, 3, 0}, // nothing
	} {
		if got := slotReward(c.s1, c.s2, c.s3); got != c.want {
			t.Errorf("faces %d %d %d: reward %d, want %d", c.s1, c.s2, c.s3, got, c.want)
		}
	}
}

// s2.asm SlotMachine_Routine3: the faces the reels aim for come from
// SlotTargetValues by the chance (Vint_runcount's low byte rotated right
// 3): under 8 three jackpots, then $12 three Sonics, $12 three Tails,
// $24 three Robotniks, $1E three rings, $1E three bars; past the table
// the faces are read from the sequences, slot 1's at SlotSequence1+d0
// (the miss: d0 where d1 was meant).
func TestSlotMachine_Routine3Targets(t *testing.T) {
	_, e := evSim("cnz1")
	m := &e.st.S2.Slot
	for _, c := range []struct {
		d0   uint8
		want uint16
	}{
		{0, 0x333}, {7, 0x333}, {8, 0x000}, {0x19, 0x000}, {0x1A, 0x111}, {0x2C, 0x222},
		{0x50, 0x444}, {0x6E, 0x555}, {0x8B, 0x555},
		// d0 $8C: $8C-$8C-$FF leaves 1: slot 1 SlotSequence1[1] = 0;
		// ror 3 of 1 is $20: SlotSequence2[0] = 3; ror 3 is 4:
		// SlotSequence3[4] = 2.
		{0x8C, 0x032},
		// d0 $FF: 116 left, past the sequences: the low bits of the
		// ROM's byte there ($01, move.b #4,render_flags(a0)'s last
		// byte): 1; ror 3 of 116 ($74) is $8E: SlotSequence2[6] = 0;
		// ror 3 is $D1: SlotSequence3[1] = 0.
		{0xFF, 0x100},
	} {
		m.Reward = 0xFFFF
		e.slotTarget(c.d0)
		if m.Reward&0x777 != c.want {
			t.Errorf("d0 %#x: targets %#x, want %#x", c.d0, m.Reward, c.want)
		}
	}
}

// s2.asm SlotMachine_Routine1 and SlotMachine_Routine2: at the level's
// start the reels are set from Vint_runcount (slot 1 its low byte, then
// rotated right by 3 for each next slot, each at offset 8), turn once at
// speed 8, one reel a frame, and the machine idles ($18) from the fourth
// call with the speeds cleared.
func TestSlotMachine_Routine1(t *testing.T) {
	_, e := evSim("cnz1")
	m := &e.st.S2.Slot
	*m = physics.S2SlotMachine{}
	e.st.S2.Vint = 0x1234A5
	e.slotMachine()
	if m.Pos != [3]uint16{0xA508, 0xB408, 0x9608} || m.Routine != 4 || m.Timer != 1 {
		t.Fatalf("after Routine1: positions %#x routine %#x timer %d", m.Pos, m.Routine, m.Timer)
	}
	e.slotMachine()
	e.slotMachine()
	if m.Routine != 4 {
		t.Fatalf("routine %#x after 3 calls, want 4", m.Routine)
	}
	e.slotMachine()
	if m.Routine != slotIdle || m.Speed != [3]uint8{} || m.Pos != [3]uint16{0xA500, 0xB400, 0x9600} {
		t.Fatalf("after 4 calls: routine %#x speeds %v positions %#x", m.Routine, m.Speed, m.Pos)
	}
}

// s2.asm SlotMachine_Routine3 to SlotMachine_Routine6: once started, the
// machine stops in bounded time with every reel at the start of a face
// (offset 0, speed 0) and pays what SlotMachine_ChooseReward makes of
// the faces shown (SlotMachine_ChangeTarget: the face each reel stopped
// on; reel 1 is slots_targ's low nibble, reel 3 its high byte), for
// every Vint_runcount low byte.
func TestSlotMachine_Spin(t *testing.T) {
	_, e := evSim("cnz1")
	m := &e.st.S2.Slot
	for v := 0; v < 256; v++ {
		*m = physics.S2SlotMachine{Routine: slotIdle}
		e.st.S2.Vint = uint32(v) | uint32(v*7)<<8
		m.Routine = 8
		n := 0
		for ; n < 2000 && (n == 0 || m.Routine != slotIdle); n++ {
			e.slotMachine()
			e.st.S2.Vint++
		}
		if m.Routine != slotIdle {
			t.Fatalf("Vint %#x: still turning after %d frames", v, n)
		}
		var f [3]uint8
		for i := range f {
			if uint8(m.Pos[i]) != 0 || m.Speed[i] != 0 {
				t.Fatalf("Vint %#x: reel %d stopped at %#x speed %d", v, i, m.Pos[i], m.Speed[i])
			}
			f[i] = slotSequences[i][m.Pos[i]>>8&7]
		}
		if want := uint16(slotReward(f[2], f[1], f[0])); m.Reward != want {
			t.Fatalf("Vint %#x: faces %v paid %d, want %d", v, f, int16(m.Reward), int16(want))
		}
	}
}

// cageSim is Sonic falling into a slot machine cage (subtype 1) at
// (800, 680) in Casino Night act 1, stepped until the machine has
// chosen its prize; the prize is then set to reward.
func cageSim(t *testing.T, reward int16) (*physics.Sim, *physics.S2Obj) {
	t.Helper()
	s := cnzSim(800, s2Obj(s2Cage, 1, 800, 680))
	st := s.Live()
	k := findSlot(s, s2Cage)
	ob := &st.S2.Slots[k]
	for i := 0; i < 120 && ob.B3E != cageHeld; i++ {
		s.Step(0)
	}
	if ob.B3E != cageHeld || !st.S2.Slot.InUse || st.S2.Slot.Routine == slotIdle {
		t.Fatalf("not caught: state %d in use %v routine %#x", ob.B3E, st.S2.Slot.InUse, st.S2.Slot.Routine)
	}
	for i := 0; i < 2000 && st.S2.Slot.Routine != slotIdle; i++ {
		s.Step(0)
	}
	if st.S2.Slot.Routine != slotIdle || ob.B3E != cageHeld {
		t.Fatalf("machine routine %#x, cage state %d", st.S2.Slot.Routine, ob.B3E)
	}
	st.S2.Slot.Reward = uint16(reward)
	return s, ob
}

// s2.asm loc_2BC86, loc_2BD4E and ObjDC: a slot machine cage holds
// Sonic until its prize is paid: one ring (ObjDC) on each odd frame,
// starting 128 pixels out and flying a sixteenth of the way in a frame
// for $1A frames, when it is collected (CollectRing); he is let go once
// the last has arrived, and SlotMachineInUse is cleared $1F frames
// later.
func TestCage_SlotMachinePaysRings(t *testing.T) {
	s, ob := cageSim(t, 5)
	st := s.Live()
	rings := st.Obj.Rings
	spawned, frames := 0, 0
	for ; frames < 300 && ob.B3E == cageHeld; frames++ {
		before := countID(st, s2RingPrize)
		s.Step(0)
		if countID(st, s2RingPrize) > before {
			spawned++
			if st.Frame&1 == 0 {
				t.Fatalf("a prize ring on even frame %d", st.Frame)
			}
			j := -1
			for k := range st.S2.Slots {
				if p := &st.S2.Slots[k]; p.ID == s2RingPrize && p.Timer >= 0x19 {
					j = k
				}
			}
			if j < 0 {
				t.Fatal("no new prize ring with $1A frames to fly")
			}
			if p := &st.S2.Slots[j]; intAbs(p.X.Pixel()-800)+intAbs(p.Y.Pixel()-680) < 100 {
				t.Fatalf("prize ring starts at %d,%d, not on the circle", p.X.Pixel(), p.Y.Pixel())
			}
		}
	}
	if spawned != 5 || st.Obj.Rings != rings+5 {
		t.Fatalf("%d prize rings, rings %d, want 5 and %d", spawned, st.Obj.Rings, rings+5)
	}
	if ob.B3E != cageLeft || st.S2.Control != 0 || !st.Air {
		t.Fatalf("not let go: state %d control %#x air %v", ob.B3E, st.S2.Control, st.Air)
	}
	if frames < 10+0x1A {
		t.Fatalf("let go after %d frames: before the last ring flew in", frames)
	}
	run(s, 0, 0x1F)
	if st.S2.Slot.InUse || ob.B3E != cageFree {
		t.Fatalf("after $1F frames: in use %v, state %d", st.S2.Slot.InUse, ob.B3E)
	}
}

// s2.asm loc_2BC86 and ObjD3: a negative prize (Robotnik) throws 100
// bombs, each taking a ring from Sonic as it arrives ($1E frames), none
// once he has none.
func TestCage_SlotMachineBombs(t *testing.T) {
	s, ob := cageSim(t, -1)
	st := s.Live()
	st.Obj.Rings = 30
	bombs := 0
	for i := 0; i < 600 && ob.B3E == cageHeld; i++ {
		before := countID(st, s2BombPrize)
		s.Step(0)
		if countID(st, s2BombPrize) > before {
			bombs++
		}
	}
	if bombs != 100 {
		t.Fatalf("%d bombs, want 100", bombs)
	}
	if st.Obj.Rings != 0 || ob.B3E != cageLeft {
		t.Fatalf("rings %d, cage state %d: want 0 and let go", st.Obj.Rings, ob.B3E)
	}
}

// s2.asm loc_2BBF8: a slot machine cage takes nobody while
// SlotMachineInUse is set.
func TestCage_SlotMachineInUse(t *testing.T) {
	s := cnzSim(800, s2Obj(s2Cage, 1, 800, 680))
	st := s.Live()
	k := findSlot(s, s2Cage)
	ob := &st.S2.Slots[k]
	st.S2.Slot.InUse = true
	for i := 0; i < 120; i++ {
		s.Step(0)
		st.S2.Slot.InUse = true
	}
	if ob.B3E != cageFree || st.S2.Control != 0 {
		t.Fatalf("caught while the machine is in use: state %d control %#x", ob.B3E, st.S2.Control)
	}
}

// Stepping the slot machine, a cage paying its prize, Obj73's chain and
// Obj1A's pieces allocates nothing (docs/objects.md, "Sonic 2's own
// objects").
func TestCage_StepAllocatesNothing(t *testing.T) {
	s, _ := cageSim(t, 12)
	tl := s2TestLevel(s2Obj(s2RingThing, 0x13, 700, 500), s2Obj(s2Ledge, 0, 700, 600))
	tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_zone_act", Value: "hpz1"})
	l := newSim(tl, physics.S2, 700, 540)
	step := func() {
		s.Step(0)
		l.Step(0)
	}
	if a := testing.AllocsPerRun(100, step); a != 0 {
		t.Errorf("%v allocations a frame, want 0", a)
	}
	if countID(l.Live(), s2Ledge) < 2 {
		t.Error("the ledge did not break while measured")
	}
}

// The preview's solid boxes (s2_boxes.go) are the ones the objects
// collide with: the cage's SolidObject_Always_SingleCharacter ($23 by
// $10), Obj73's rings (8 by 8) and Obj1A's platform (its width, top
// only).
func TestCage_SolidBoxes(t *testing.T) {
	for _, c := range []struct {
		ob   physics.S2Obj
		w, h int
		top  bool
	}{
		{physics.S2Obj{ID: s2Cage, Routine: 2}, 0x23, 0x10, false},
		{physics.S2Obj{ID: s2RingThing, Routine: 4}, 8, 8, false},
		{physics.S2Obj{ID: s2Ledge, Routine: 2, Width: 0x30}, 0x30, 0x10, true},
		{physics.S2Obj{ID: s2Ledge, Routine: 4, Width: 0x30, Flag: true, Timer: 3}, 0x30, 0x10, true},
		{physics.S2Obj{ID: s2Ledge, Routine: 4, Width: 0x30, Timer: 3}, 0, 0, false},
	} {
		if w, h, top := s2SolidSize(&c.ob); w != c.w || h != c.h || top != c.top {
			t.Errorf("%#x routine %d: box %#x by %#x top %v, want %#x by %#x top %v", c.ob.ID, c.ob.Routine, w, h, top, c.w, c.h, c.top)
		}
	}
}
