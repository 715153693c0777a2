package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Obj5D_Init: the pieces take the slots after the Eggmobile in
// the game's order: Robotnik, the flame, the large pump, the container
// (whose Obj5D_Container_Init then adds its floor and filling), the pipe.
func TestS2_BossCPZInitSlots(t *testing.T) {
	s, _, step := cpzBossSim(t)
	st := s.Live()
	step(0x2A80)
	want := []uint8{cpzRobotnik, cpzFlame, cpzPump, cpzContainer, cpzPipe, cpzContainer, cpzContainer}
	for i, r := range want {
		o := st.S2.Slots[51+i]
		if o.ID != s2CPZBoss || o.Routine != r {
			t.Fatalf("slot %d: id %#x routine %#x, want Obj5D routine %#x", 51+i, o.ID, o.Routine, r)
		}
	}
	if r2 := st.S2.Slots[56].Routine2; r2 != 4 || st.S2.Slots[57].Routine2 != 6 {
		t.Fatalf("container pieces routine_secondary %d, %d, want floor 4 and filling 6", r2, st.S2.Slots[57].Routine2)
	}
}

// s2.asm Obj5D_Pipe_Wait, Obj5D_Pipe_Extend, Obj5D_Pipe_Extend_End,
// Obj5D_Pipe_Pump_0, Obj5D_Pipe_Pump_2, Obj5D_Pipe_Pump_4,
// Obj5D_Pipe_Retract and Obj5D_PipeSegment: stopped, the pipe becomes
// its top segment and adds one a frame (11, 8 pixels apart, each in the
// next free slot) and a 13th slot it never fills in (left free with its
// Obj5D_parent written); then it makes the pump animation and the
// dripper; the pump steps up every $12 frames from $58, and ($C + 6
// frames after the top) the pipe retracts, one segment a frame from the
// bottom, and goes.
func TestS2_BossCPZPipe(t *testing.T) {
	s, _, step := cpzBossSim(t)
	st := s.Live()
	b := &st.S2.Slots[50]
	pipe := 55
	f := 0
	for ; b.Logs[1]&cpzFilling == 0 && f < 300; f++ {
		step(0x2A80)
	}
	count := func(r uint8) (n int) {
		for j := range st.S2.Slots[:st.S2.Top] {
			if o := st.S2.Slots[j]; o.ID == s2CPZBoss && o.Routine == r {
				n++
			}
		}
		return n
	}
	p := &st.S2.Slots[pipe]
	if p.Routine != cpzPipe || p.Routine2 != 2 || p.Index != 0xB {
		t.Fatalf("the stop frame: pipe routine %d/%d segments %d, want 4/2, $B", p.Routine, p.Routine2, p.Index)
	}
	for i := 1; i <= 11; i++ {
		step(0x2A80)
		if n := count(cpzSegment); n != i {
			t.Fatalf("extending frame %d: %d segments, want %d", i, n, i)
		}
	}
	segs := []int{}
	for j := range st.S2.Slots[:st.S2.Top] {
		if o := st.S2.Slots[j]; o.ID == s2CPZBoss && o.Routine == cpzSegment {
			segs = append(segs, j)
			if want := p.Y.Pixel() + 8*len(segs); o.Y.Pixel() != want || int(o.BaseY) != 8*len(segs) {
				t.Fatalf("segment %d at y %#x offset %d, want %#x, %d", len(segs), o.Y.Pixel(), o.BaseY, want, 8*len(segs))
			}
		}
	}
	step(0x2A80) // Obj5D_Pipe_Extend_End
	spare := -1
	for j := pipe + 1; j < int(st.S2.Top); j++ {
		if o := st.S2.Slots[j]; o.ID == 0 && parentOf(&o) == pipe {
			spare = j
			break
		}
	}
	if p.Routine != cpzPipePump || spare < 0 {
		t.Fatalf("after extending: routine %d, spare slot %d, want 6 and a free slot with the pipe as parent", p.Routine, spare)
	}
	step(0x2A80) // Obj5D_Pipe_Pump_0
	if p.Routine != cpzSegment || count(cpzPipePump) != 1 || count(cpzDripper) != 1 {
		t.Fatalf("pump start: pipe routine %#x, pumps %d drippers %d, want $E, 1, 1", p.Routine, count(cpzPipePump), count(cpzDripper))
	}
	pump := -1
	for j := range st.S2.Slots[:st.S2.Top] {
		if o := st.S2.Slots[j]; o.ID == s2CPZBoss && o.Routine == cpzPipePump {
			pump = j
		}
	}
	if pump != spare {
		t.Fatalf("pump animation in slot %d, want the spare slot %d (AllocateObjectAfterCurrent)", pump, spare)
	}
	// 11 steps of $12 frames, $C at the top, 6 more, the first frame
	// already run (the pump animation's slot is after the pipe's).
	n := 0
	for ; p.Routine != cpzPipeRetract && n < 400; n++ {
		step(0x2A80)
	}
	if n != 11*0x12+0xC+6-1 {
		t.Fatalf("retraction after %d frames of pumping, want %d", n, 11*0x12+0xC+6-1)
	}
	if st.S2.Slots[pump].ID != 0 {
		t.Fatal("pump animation still there")
	}
	for i := len(segs) - 1; i >= 0; i-- {
		step(0x2A80)
		if st.S2.Slots[segs[i]].ID != 0 {
			t.Fatalf("retracting: segment %d (slot %d) still there", i+1, segs[i])
		}
		if i > 0 && st.S2.Slots[segs[i-1]].ID == 0 {
			t.Fatalf("retracting: segment %d went early", i)
		}
	}
	if p.ID == 0 || !p.Flag {
		t.Fatal("pipe gone with its last segment, want it a frame later")
	}
	step(0x2A80)
	if p.ID != 0 {
		t.Fatal("pipe not gone the frame after its last segment")
	}
}

// s2.asm Obj5D_Pipe_Retract_ChkID and RunObjects: a retracting pipe
// that finds an object at its y sets d7 to $5D, RunObjects' count of the
// slots left, so this frame only the $5D slots after the pipe run.
func TestS2_BossCPZRetractD7(t *testing.T) {
	s, e, _ := cpzBossSim(t)
	st := s.Live()
	o := &st.S2
	o.Slots[50] = physics.S2Obj{}
	o.Slots[0] = physics.S2Obj{ID: s2CPZBoss, Routine: cpzRobotnik, Layout: -1, Y: physics.FromPixels(0x400)}
	o.Slots[1] = physics.S2Obj{ID: s2CPZBoss, Routine: cpzPipeRetract, Layout: -1, Parent: 1,
		Y: physics.FromPixels(0x400), Logs: [16]int16{2: 8}}
	o.Slots[2] = physics.S2Obj{ID: s2CPZBoss, Routine: cpzSegment, Layout: -1, Parent: 2,
		Y: physics.FromPixels(0x408), BaseY: 8}
	last := 1 + cpzD7
	for _, j := range []int{last, last + 1} {
		o.Slots[j] = physics.S2Obj{ID: s2CPZBoss, Routine: cpzPipePump, Routine2: 4, Layout: -1, Timer: 5}
	}
	o.Top = int16(last + 2)
	st.Y = physics.FromPixels(0x200)
	e.runS2Slots()
	if o.Slots[2].ID != 0 {
		t.Fatal("bottom segment not deleted")
	}
	if o.Slots[last].Timer != 4 || o.Slots[last+1].Timer != 5 {
		t.Fatalf("timers %d, %d, want the $5Dth slot after the pipe run (4) and the next not (5)", o.Slots[last].Timer, o.Slots[last+1].Timer)
	}
	if e.runLast != 0x10+last {
		t.Fatalf("runLast %#x, want %#x", e.runLast, 0x10+last)
	}
	// With no object at its y the run goes on to the end.
	e.runS2Slots()
	if o.Slots[last+1].Timer != 4 || e.runLast != s2LastSlot {
		t.Fatalf("next frame: timer %d runLast %#x, want 4 and every slot", o.Slots[last+1].Timer, e.runLast)
	}
}

// s2.asm Obj5D_Pipe_Retract_Loop: the first object at the pipe's y in
// slot order decides; when it is not Obj5D (here the main character)
// the game's loop stays on it, nothing is marked, but d7 is set all the
// same.
func TestS2_BossCPZRetractBlocked(t *testing.T) {
	s, e, _ := cpzBossSim(t)
	st := s.Live()
	o := &st.S2
	o.Slots[50] = physics.S2Obj{}
	o.Slots[0] = physics.S2Obj{ID: s2CPZBoss, Routine: cpzRobotnik, Layout: -1, Y: physics.FromPixels(0x400)}
	o.Slots[1] = physics.S2Obj{ID: s2CPZBoss, Routine: cpzPipeRetract, Layout: -1, Parent: 1,
		Y: physics.FromPixels(0x400), Logs: [16]int16{2: 8}}
	o.Slots[2] = physics.S2Obj{ID: s2CPZBoss, Routine: cpzSegment, Layout: -1, Parent: 2,
		Y: physics.FromPixels(0x408), BaseY: 8}
	o.Top = 3
	st.Y = physics.FromPixels(0x408)
	e.runS2Slots()
	if o.Slots[2].ID == 0 || o.Slots[1].Logs[2] != 8 || e.runLast != 0x10+1+cpzD7 {
		t.Fatalf("segment id %#x offset %d runLast %#x, want kept, 8, %#x", o.Slots[2].ID, o.Slots[1].Logs[2], e.runLast, 0x10+1+cpzD7)
	}
}

// s2.asm Obj5D_Pump: beaten, the large pump breaks into itself ($78
// frames before it explodes) and two pieces (AllocateObject), three
// random numbers drawn.
func TestS2_BossCPZPumpBreaks(t *testing.T) {
	s, e, _ := cpzBossSim(t)
	st := s.Live()
	o := &st.S2
	o.Slots[50] = physics.S2Obj{ID: s2CPZBoss, Routine: cpzMain, Routine2: 8, Layout: -1, X: physics.FromPixels(0x2B00), Y: physics.FromPixels(0x4C0)}
	o.Slots[51] = physics.S2Obj{ID: s2CPZBoss, Routine: cpzPump, Layout: -1, Parent: 51, Status: s2BossBeaten}
	o.Top = 52
	seed := st.S2.RNG
	e.cpzPumpTop(51)
	if o.Slots[51].Routine != cpzFalling || o.Slots[51].Timer != 0x78 || o.Slots[51].X.Pixel() != 0x2B00 {
		t.Fatalf("pump %+v, want falling from the Eggmobile, $78 frames", o.Slots[51])
	}
	pieces := 0
	for j := range o.Slots[:o.Top] {
		if p := o.Slots[j]; j != 51 && p.ID == s2CPZBoss && p.Routine == cpzFalling && p.YVel == -0x380 {
			pieces++
		}
	}
	if pieces != 2 || o.Slots[1].Routine != cpzFalling || o.Slots[2].Routine != cpzFalling {
		t.Fatalf("%d pieces, want 2 in the first free slots (AllocateObject)", pieces)
	}
	after := st.S2.RNG
	st.S2.RNG = seed
	for i := 0; i < 3; i++ {
		e.random()
	}
	if st.S2.RNG != after {
		t.Fatal("the pump's break did not draw 3 random numbers")
	}
}
