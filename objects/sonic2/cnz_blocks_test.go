package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm ObjD2_Main and loc_2B60C: the flashing blocks wait subtype*16
// frames, then step one mapping frame every 16 frames, each placed from
// the starting position by byte_2B654 (x mirrored when x-flipped), and
// wait again once the sweep wraps to frame 0.
func TestFlashBlocks_ObjD2Sweep(t *testing.T) {
	for _, flip := range []bool{false, true} {
		var flags []string
		sign := 1
		if flip {
			flags, sign = []string{"x_flip"}, -1
		}
		tl := s2TestLevel(s2Obj(s2FlashBlocks, 1, 800, 600, flags...))
		s := newSim(tl, physics.S2, 600, 716)
		k := findSlot(s, s2FlashBlocks)
		if k < 0 {
			t.Fatal("no flashing blocks")
		}
		ob := eng(s).slot(k)
		if ob.Status&physics.S2XFlip != 0 != flip {
			t.Fatalf("x_flip %v, want %v", ob.Status&physics.S2XFlip != 0, flip)
		}
		// The level's start runs the objects a while: find a frame's start.
		for ob.MapFrame != 2 {
			s.Step(0)
		}
		run(s, 0, 15)
		for f := 3; f < 16; f++ {
			run(s, 0, 1)
			want := flashBlockFrames[f]
			if int(ob.MapFrame) != f || ob.X.Pixel() != 800+int(want[0])*sign || ob.Y.Pixel() != 600+int(want[1]) || ob.Width != uint8(want[2]) {
				t.Fatalf("frame %d: got frame %d at (%d,%d) width %d", f, ob.MapFrame, ob.X.Pixel(), ob.Y.Pixel(), ob.Width)
			}
			run(s, 0, 15)
			if int(ob.MapFrame) != f {
				t.Fatalf("frame %d lasted under 16 frames", f)
			}
		}
		run(s, 0, 1)
		if ob.MapFrame != 0 || ob.Timer != 0x10 || ob.X.Pixel() != 800-0x28*sign || ob.Y.Pixel() != 600+0x18 {
			t.Fatalf("after the sweep: frame %d wait %d at (%d,%d), want 0, $10, (%d,%d)", ob.MapFrame, ob.Timer, ob.X.Pixel(), ob.Y.Pixel(), 800-0x28*sign, 600+0x18)
		}
		// Subtype 1: 16 frames of waiting, then frame 0 shown for 16
		// (objoff_3A was left at $F), then frame 1.
		run(s, 0, 16+15)
		if ob.MapFrame != 0 || ob.Timer != 0 {
			t.Fatalf("after the wait: frame %d wait %d, want 0, 0", ob.MapFrame, ob.Timer)
		}
		run(s, 0, 1)
		if ob.MapFrame != 1 {
			t.Fatalf("after the wait and frame 0: frame %d, want 1", ob.MapFrame)
		}
	}
}

// s2.asm ObjD2_Main: while waiting the blocks are not solid; while
// sweeping they are (SolidObject), and at the end of the sweep the player
// standing on them loses on_object and is put in the air.
func TestFlashBlocks_ObjD2Solid(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2FlashBlocks, 4, 800, 600))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2FlashBlocks)
	if k < 0 {
		t.Fatal("no flashing blocks")
	}
	ob := eng(s).slot(k)
	st := s.Live()
	// Waiting ($40 frames): Sonic falls through where the blocks stand.
	st.X, st.Y = physics.FromPixels(800-0x28), physics.FromPixels(600)
	st.Air, st.XSpeed, st.YSpeed, st.GSpeed = true, 0, 0, 0
	run(s, 0, 20)
	if ob.Timer == 0 || st.Y.Pixel() <= 600+0x20 || ob.Status&physics.S2P1Stand != 0 {
		t.Fatalf("waiting (%d left): Sonic at y %d, standing bit %v; want fallen through", ob.Timer, st.Y.Pixel(), ob.Status&physics.S2P1Stand != 0)
	}
	for ob.MapFrame != 12 {
		s.Step(0)
	}
	// Frame 12's column: drop Sonic onto it and let it carry him down.
	st.X, st.Y = physics.FromPixels(800+0x28), physics.FromPixels(600-0x40)
	st.Air, st.XSpeed, st.YSpeed, st.GSpeed = true, 0, 0, 0
	for i := 0; i < 15 && ob.Status&physics.S2P1Stand == 0; i++ {
		s.Step(0)
	}
	if ob.Status&physics.S2P1Stand == 0 || st.Air || st.S2.On != k+1 {
		t.Fatalf("standing bit %v air %v on %d; want on the blocks", ob.Status&physics.S2P1Stand != 0, st.Air, st.S2.On)
	}
	for ob.MapFrame != 0 {
		s.Step(0)
		if ob.MapFrame != 0 && (st.Air || st.S2.On != k+1) {
			t.Fatalf("frame %d: fell off (air %v on %d)", ob.MapFrame, st.Air, st.S2.On)
		}
	}
	if ob.Status&physics.S2P1Stand != 0 || !st.Air || st.S2.On != 0 || ob.Timer != 0x40 {
		t.Fatalf("after the sweep: standing bit %v air %v on %d wait %d; want dropped, waiting $40", ob.Status&physics.S2P1Stand != 0, st.Air, st.S2.On, ob.Timer)
	}
}
