package sonic2_test

import (
	"fmt"
	"hash/fnv"
	"testing"

	"loopwright/layers"
	"loopwright/objects/sonic2"
	"loopwright/physics"
)

// Long runs through Emerald Hill act 1 with its objects ("right
// held from the start; started mid-act"; a starpost restart): thousands of
// frames with the invariants of s2.asm's object machinery checked after
// every frame, the run repeated for determinism, and a rewind (Save,
// Restore) in the middle that must replay the same frames.

// longRun is one scripted run.
type longRun struct {
	name   string
	start  layers.Point
	p2     bool
	frames int
	input  func(frame int) physics.Input
}

func rightHeld(int) physics.Input { return physics.Right }

// rightHop holds right and presses jump for 10 of every 40 frames.
func rightHop(f int) physics.Input {
	if f%40 >= 30 {
		return physics.Right | physics.Jump
	}
	return physics.Right
}

func longRuns() []longRun {
	return []longRun{
		{"right held from the start", layers.Point{X: 96, Y: 656}, false, 6000, rightHeld},
		{"right held with CPU Tails", layers.Point{X: 96, Y: 656}, true, 4000, rightHeld},
		{"hops from the start with CPU Tails", layers.Point{X: 96, Y: 656}, true, 6000, rightHop},
		{"hops from the first starpost", layers.Point{X: 3520, Y: 160}, false, 3000, rightHop},
		{"hops from the second starpost", layers.Point{X: 6290, Y: 670}, true, 6000, rightHop},
		{"hops from the third starpost", layers.Point{X: 8790, Y: 350}, false, 3000, rightHop},
		{"right held to the signpost", layers.Point{X: 10400, Y: 700}, false, 2000, rightHeld},
	}
}

// s2Known are the object ids the Sonic 2 machinery creates in Emerald
// Hill (the layout's and their children; 0x08 the players' skid dust).
var s2Known = map[uint8]bool{0x03: true, 0x08: true, 0x06: true, 0x0D: true, 0x11: true, 0x18: true, 0x1C: true,
	0x25: true, 0x26: true, 0x27: true, 0x28: true, 0x29: true, 0x2E: true, 0x36: true, 0x37: true, 0x3A: true,
	0x41: true, 0x49: true, 0x4B: true, 0x5C: true, 0x79: true, 0x98: true, 0x9D: true}

// checkSlots checks the object RAM's invariants: known ids, each layout
// entry loaded at most once (monitors and starposts excepted: Obj26_Init
// and Obj79_Init clear their own loaded flag, so the game itself can load
// them twice; and explosions, which keep the badnik's slot), loaded
// respawn entries flagged (bit 7), log sprites pointing at their live
// bridge (a Buzzer's flame may outlive its Buzzer, as in the game), the object a player stands on alive and flagged,
// and no used slot above the object RAM's speed bound (S2TopOK).
func checkSlots(st *physics.State) error {
	seen := map[int16]int{}
	for k := range st.S2.Slots {
		ob := &st.S2.Slots[k]
		if ob.ID == 0 {
			continue
		}
		if !s2Known[ob.ID] {
			return fmt.Errorf("slot %d: unknown id %#x", k, ob.ID)
		}
		if ob.Layout >= 0 && ob.ID != 0x26 && ob.ID != 0x79 && ob.ID != 0x27 {
			if j, dup := seen[ob.Layout]; dup {
				return fmt.Errorf("slots %d and %d both hold layout entry %d (id %#x)", j, k, ob.Layout, ob.ID)
			}
			seen[ob.Layout] = k
			if r := ob.Respawn; r != 0 && st.S2.Respawn[2+int(r)]&0x80 == 0 {
				return fmt.Errorf("slot %d (id %#x): respawn entry %d not flagged loaded", k, ob.ID, r)
			}
		}
		// The bridge deletes its log sprites with it (Obj11_Unload).
		if p := int(ob.Parent) - 1; p >= 0 && ob.ID == 0x11 {
			if p >= len(st.S2.Slots) || st.S2.Slots[p].ID != ob.ID {
				return fmt.Errorf("slot %d (id %#x): parent slot %d holds %#x", k, ob.ID, p, st.S2.Slots[p].ID)
			}
		}
	}
	if on := st.S2.On - 1; on >= 0 {
		ob := &st.S2.Slots[on]
		if ob.ID == 0 || ob.Status&0x08 == 0 {
			return fmt.Errorf("Sonic stands on slot %d (id %#x status %#x)", on, ob.ID, ob.Status)
		}
	}
	if st.Obj.Rings < 0 || st.Obj.Rings > 999 {
		return fmt.Errorf("ring count %d", st.Obj.Rings)
	}
	return sonic2.TopOK(st) // the slot loops' bound covers every used slot
}

// recordHash digests a frame record and the object RAM.
func recordHash(h uint64, r *physics.FrameRecord, st *physics.State) uint64 {
	f := fnv.New64a()
	fmt.Fprintf(f, "%d %d %d %d %d %d %s %d %d|", h, r.X, r.Y, r.XSpeed, r.YSpeed, r.GSpeed, r.State, r.Rings, r.StandingOn)
	for k := range st.S2.Slots {
		ob := &st.S2.Slots[k]
		if ob.ID != 0 {
			fmt.Fprintf(f, "%d:%x:%x:%d:%d,", k, ob.ID, ob.Routine, ob.X, ob.Y)
		}
	}
	return f.Sum64()
}

// playLong runs lr on lvl, checking the invariants every frame, and
// returns the hash of all frames.
func playLong(t *testing.T, lvl *layers.Level, lr longRun) uint64 {
	t.Helper()
	cfg := physics.Config{Variant: physics.S2}
	if lr.p2 {
		cfg.P2 = physics.P2Config{On: true, Character: physics.Tails}
	}
	s := physics.New(lvl, cfg, lr.start)
	var st physics.State
	var h uint64
	for f := 1; f <= lr.frames; f++ {
		s.Step(lr.input(f))
		s.Save(&st)
		if err := checkSlots(&st); err != nil {
			t.Fatalf("%s, frame %d: %v", lr.name, f, err)
		}
		h = recordHash(h, s.Record(), &st)
	}
	return h
}

func TestS2_LongRunsEHZ1(t *testing.T) {
	lvl := ehz1WithObjects(t)
	for _, lr := range longRuns() {
		t.Run(lr.name, func(t *testing.T) {
			a := playLong(t, lvl, lr)
			if b := playLong(t, lvl, lr); a != b {
				t.Errorf("two runs differ (hash %x, %x)", a, b)
			}
		})
	}
}

// Save in the middle of a long run, play on, Restore and play the same
// frames again: every frame must repeat (the object RAM, the respawn
// table, the rings and the camera are all in State).
func TestS2_LongRunRewind(t *testing.T) {
	lvl := ehz1WithObjects(t)
	for _, lr := range longRuns()[:3] {
		cfg := physics.Config{Variant: physics.S2}
		if lr.p2 {
			cfg.P2 = physics.P2Config{On: true, Character: physics.Tails}
		}
		s := physics.New(lvl, cfg, lr.start)
		var mark, st physics.State
		for f := 1; f <= 1500; f++ {
			s.Step(lr.input(f))
		}
		s.Save(&mark)
		play := func() uint64 {
			var h uint64
			for f := 1501; f <= 2500; f++ {
				s.Step(lr.input(f))
				s.Save(&st)
				h = recordHash(h, s.Record(), &st)
			}
			return h
		}
		a := play()
		s.Restore(&mark)
		if b := play(); a != b {
			t.Errorf("%s: the 1000 frames after a Restore differ from the first play", lr.name)
		}
	}
}

// The right-held run reaches the shield monitor at x 4932 (1289 frames:
// the bridges, the Mashers' hits and the corkscrew on the way) and pushes
// it: a monitor is solid to a player who is not rolling
// (SolidObject_Monitor_Sonic).
func TestS2_LongRunRightHeldReachesMonitor(t *testing.T) {
	lvl := ehz1WithObjects(t)
	s := physics.New(lvl, physics.Config{Variant: physics.S2}, layers.Point{X: 96, Y: 656})
	for f := 1; f <= 1500; f++ {
		s.Step(physics.Right)
	}
	r := s.Record()
	if x := r.X.Pixel(); x < 4880 || x > 4932-0x1A || !r.Pushing {
		t.Errorf("after 1500 frames x %d pushing %v, want pushing the monitor at 4932 from its left", x, r.Pushing)
	}
}

// s2.asm Obj79 and Obj79_LoadData: after the second starpost, a death
// restarts the level at that starpost with 0 rings, one life less, and
// the starposts up to it shown as hit; the run then goes on.
func TestS2_LongRunStarpostRestart(t *testing.T) {
	lvl := ehz1WithObjects(t)
	s := physics.New(lvl, physics.Config{Variant: physics.S2}, layers.Point{X: 6290, Y: 670})
	var st physics.State
	f := 0
	step := func(in physics.Input) {
		f++
		s.Step(in)
		s.Save(&st)
		if err := checkSlots(&st); err != nil {
			t.Fatalf("frame %d: %v", f, err)
		}
	}
	for st.S2.Star.Last != 2 && f < 300 {
		step(physics.Right)
	}
	if st.S2.Star.Last != 2 {
		t.Fatal("the second starpost was not hit")
	}
	lives := st.Obj.Lives
	// No rings: the next hit kills.
	for !st.Dead && f < 3000 {
		st.Obj.Rings = 0
		s.Restore(&st)
		step(rightHop(f))
	}
	if !st.Dead {
		t.Fatal("Sonic did not die")
	}
	for st.Dead && f < 4000 {
		step(0)
	}
	if st.Dead {
		t.Fatal("the level did not restart")
	}
	if x, y := st.X.Pixel(), st.Y.Pixel(); x != 6336 || y < 600 || y > 700 || st.Obj.Rings != 0 || st.Obj.Lives != lives-1 {
		t.Errorf("restart at %d,%d rings %d lives %d, want the starpost's x 6336, 0 rings, %d lives", x, y, st.Obj.Rings, st.Obj.Lives, lives-1)
	}
	for i := 0; i < 2000; i++ {
		step(rightHop(i))
	}
}
