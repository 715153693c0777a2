package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Obj2A_Main (Mystic Cave's stomper): it rises a pixel a frame
// from its layout y for $60 frames, then drops 8 a frame back to it; it
// is solid (SolidObject, half width $1B, half height $40), and a player
// standing on it rides it.
func TestStomper_Obj2A(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Stomper, 0, 700, 600))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2Stomper)
	if k < 0 {
		t.Fatal("no stomper")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	// The title card's 26 frames have raised it 26 pixels.
	if ob.Y.Pixel() != 600-26 {
		t.Fatalf("y %d after the title card, want %d", ob.Y.Pixel(), 600-26)
	}
	// Sonic drops onto it.
	st.X = physics.FromPixels(700)
	st.Y = physics.FromPixels(500)
	st.Air = true
	for i := 0; i < 40 && st.S2.On != k+1; i++ {
		s.Step(0)
	}
	if st.S2.On != k+1 {
		t.Fatal("Sonic did not land on the stomper")
	}
	top := 0
	for ob.Routine2 == 0 {
		y := ob.Y.Pixel()
		s.Step(0)
		if ob.Routine2 == 0 && ob.Y.Pixel() != y-1 {
			t.Fatalf("rising: y %d after %d, want a pixel up", ob.Y.Pixel(), y)
		}
		top = ob.Y.Pixel()
		if st.Y.Pixel() != top-0x41-st.YRadius { // MvSonicOnPtfm with d3 $41
			t.Fatalf("Sonic at y %d on a stomper at %d: not riding it", st.Y.Pixel(), top)
		}
	}
	if top != 600-0x60 {
		t.Errorf("top %d, want %d", top, 600-0x60)
	}
	y := ob.Y.Pixel()
	s.Step(0)
	if ob.Y.Pixel() != y+8 {
		t.Errorf("falling: y %d after %d, want 8 down", ob.Y.Pixel(), y)
	}
	for ob.Routine2 != 0 {
		s.Step(0)
	}
	if ob.Y.Pixel() != 600 || ob.Timer != 0 {
		t.Errorf("back at y %d (height %d), want 600", ob.Y.Pixel(), ob.Timer)
	}
}

// s2.asm Obj9E (Crawlton): within $80 of the nearer player it aims for
// $11 frames (loc_37E98), then lunges $1B frames at the player's offset
// times 8 in whole pixels (loc_37E62, loc_37EB6), waits $20 (loc_37ED4)
// and comes back; its body (loc_37F74) takes the next free slot and goes
// with it.
func TestCrawlton_Obj9E(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Crawlton, 0, 700, 680))
	s := newSim(tl, physics.S2, 400, 716)
	k := findSlot(s, s2Crawlton)
	if k < 0 {
		t.Fatal("no Crawlton")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	if ob.Coll != 0xB || ob.Index != crawltonWatch {
		t.Fatalf("collision %#x state %d, want $B and watching", ob.Coll, ob.Index)
	}
	body := -1
	for j := range st.S2.Slots {
		if st.S2.Slots[j].ID == s2Crawlton && st.S2.Slots[j].Index == crawltonBody {
			body = j
		}
	}
	if body < 0 || st.S2.Slots[body].Parent != int16(k+1) {
		t.Fatal("no body on the head")
	}
	s.Step(0)
	if ob.Index != crawltonWatch {
		t.Fatalf("state %d with the player $12C away, want watching", ob.Index)
	}
	st.X = physics.FromPixels(700 - 0x40)
	s.Step(0)
	if ob.Index != crawltonAim {
		t.Fatalf("state %d with the player $40 away, want aiming", ob.Index)
	}
	// d2 = $40, d3 = 680-716 = -$24: -$200 and $120 & $FF00 = $100.
	if ob.XVel != -0x200 || ob.YVel != 0x100 {
		t.Fatalf("speeds %d %d, want -$200 $100", ob.XVel, ob.YVel)
	}
	st.X = physics.FromPixels(400)
	x := ob.X
	run(s, 0, 0x11)
	if ob.Index != crawltonMove || ob.X != x {
		t.Fatalf("after $11 frames: state %d x %v, want lunging from %v", ob.Index, ob.X, x)
	}
	run(s, 0, 0x1C)
	if ob.Index != crawltonWait || ob.X != x-0x1B*0x200 {
		t.Fatalf("after the lunge: state %d x %v, want waiting at %v", ob.Index, ob.X, x-0x1B*0x200)
	}
	if st.S2.Slots[body].X.Pixel() != ob.X.Pixel() {
		t.Errorf("body at %d, head at %d", st.S2.Slots[body].X.Pixel(), ob.X.Pixel())
	}
	run(s, 0, 0x20+0x1C)
	if ob.Index != crawltonWatch || ob.X != x {
		t.Fatalf("after coming back: state %d x %v, want watching at %v", ob.Index, ob.X, x)
	}
	// The head goes (as when destroyed); the body follows.
	ob.ID = s2Explosion
	ob.Routine = 0
	s.Step(0)
	if st.S2.Slots[body].ID == s2Crawlton {
		t.Error("body left without its head")
	}
}

// s2.asm ObjA3 (Flasher): an enemy (collision 6) that waits $41 frames,
// flies $81 (loc_38794: X Speed -$100 plus 2 a frame, Y Speed $40), then
// flashes and glows hurting ($86, loc_387FC) until loc_3888E makes it an
// enemy again.
func TestFlasher_ObjA3(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Flasher, 0, 700, 600))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2Flasher)
	if k < 0 {
		t.Fatal("no Flasher")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	if ob.Coll != 6 {
		t.Fatalf("collision %#x, want 6", ob.Coll)
	}
	// 25 of the $41 waiting frames ran during the title card.
	run(s, 0, 0x41-25)
	if ob.Routine != 4 || ob.XVel != -0x100 || ob.YVel != 0x40 {
		t.Fatalf("routine %d speeds %d %d, want flying at -$100 $40", ob.Routine, ob.XVel, ob.YVel)
	}
	s.Step(0)
	if ob.XVel != -0x100+2 {
		t.Errorf("x speed %d, want -$FE", ob.XVel)
	}
	run(s, 0, 0x80)
	if ob.Routine != 6 || ob.Coll != 0x86 {
		t.Fatalf("routine %d collision %#x, want flashing and hurting ($86)", ob.Routine, ob.Coll)
	}
	for i := 0; i < 1000 && ob.Routine != 4; i++ {
		s.Step(0)
	}
	if ob.Routine != 4 || ob.Coll != 6 {
		t.Fatalf("routine %d collision %#x, want flying as an enemy again", ob.Routine, ob.Coll)
	}
}

// s2.asm Obj76 (sliding spike block): a player on the ground $40 to $C0
// left of it (Obj76_CheckPlayer) sets it sliding a pixel a frame for $80
// frames (Obj76_SlideOut); its side hurts (Touch_ChkHurt2).
func TestSlidingSpikes_Obj76(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2SlidingSpikes, 0, 800, 716))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2SlidingSpikes)
	if k < 0 {
		t.Fatal("no spike block")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	if ob.Sub != 0 {
		t.Fatalf("sliding with the player $C8 away")
	}
	st.X = physics.FromPixels(800 - 0x60)
	s.Step(0)
	if ob.Sub != 2 || ob.Timer != slidingSpikesMax {
		t.Fatalf("mode %d remaining %d, want sliding $80", ob.Sub, ob.Timer)
	}
	st.X = physics.FromPixels(500)
	run(s, 0, 0x90)
	if ob.X.Pixel() != 800-0x80 {
		t.Fatalf("x %d, want %d after the slide", ob.X.Pixel(), 800-0x80)
	}
	// Walking into its side hurts.
	st.Obj.Rings = 5
	for i := 0; i < 300 && !st.Obj.Hurt; i++ {
		s.Step(physics.Right)
	}
	if !st.Obj.Hurt {
		t.Error("the block's side did not hurt")
	}
}

// s2.asm Obj75 (brick): subtype $F is a solid block (loc_28D6C); another
// swings at the end of its chain, (subtype & $F) links of 16 pixels
// (Obj75_Main), hurting (collision $9A).
func TestMCZBrick_Obj75(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2MCZBrick, 0x0F, 700, 716), s2Obj(s2MCZBrick, 0x14, 760, 600))
	s := newSim(tl, physics.S2, 600, 716)
	st := s.Live()
	var solid, swing *physics.S2Obj
	for j := range st.S2.Slots {
		ob := &st.S2.Slots[j]
		if ob.ID != s2MCZBrick || ob.Render&physics.S2Child != 0 {
			continue
		}
		if ob.Routine == 4 {
			solid = ob
		} else {
			swing = ob
		}
	}
	if solid == nil || swing == nil {
		t.Fatal("want a solid brick and a swinging one")
	}
	if swing.Coll != 0x9A {
		t.Errorf("swinging collision %#x, want $9A", swing.Coll)
	}
	for i := 0; i < 200; i++ {
		s.Step(0)
		dx, dy := swing.X.Pixel()-760, swing.Y.Pixel()-600
		if r := dx*dx + dy*dy; r < 60*60 || r > 66*66 {
			t.Fatalf("brick %d,%d from its pivot, want 4 links (64) away", dx, dy)
		}
	}
	for i := 0; i < 100; i++ {
		s.Step(physics.Right)
	}
	if st.X.Pixel() > 700-0x1B {
		t.Errorf("Sonic at %d walked through the solid brick", st.X.Pixel())
	}
}

// s2.asm Obj7F (vine switch) and Obj77 (bridge): hanging on the switch
// holds the player $30 under it and sets its ButtonVine_Trigger; the
// bridge of that trigger swings open (Ani_obj77) and is no longer solid;
// a jump press lets go at -$300 and clears the trigger.
func TestVineSwitch_Obj7F(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2VineSwitch, 3, 700, 600), s2Obj(s2MCZBridge, 3, 900, 700))
	s := newSim(tl, physics.S2, 600, 716)
	st := s.Live()
	k := findSlot(s, s2VineSwitch)
	b := findSlot(s, s2MCZBridge)
	if k < 0 || b < 0 {
		t.Fatal("no switch or bridge")
	}
	run(s, 0, 20)
	if st.S2.Slots[b].MapFrame != 0 {
		t.Fatalf("bridge frame %d, want closed (0)", st.S2.Slots[b].MapFrame)
	}
	st.X = physics.FromPixels(700)
	st.Y = physics.FromPixels(600 + 0x2C)
	st.Air = true
	s.Step(0)
	if st.S2.Control != 1 || st.Y.Pixel() != 600+0x30 || st.S2.Switch[3]&1 == 0 {
		t.Fatalf("control %d y %d trigger %d: want held $30 below with the trigger set", st.S2.Control, st.Y.Pixel(), st.S2.Switch[3])
	}
	run(s, 0, 30)
	if st.S2.Control != 1 || st.Y.Pixel() != 600+0x30 {
		t.Fatal("let go without a press")
	}
	if st.S2.Slots[b].MapFrame != 4 {
		t.Errorf("bridge frame %d, want open (4)", st.S2.Slots[b].MapFrame)
	}
	s.Step(physics.Jump)
	if st.S2.Control != 0 || st.YSpeed > -0x300+0x38 || st.S2.Switch[3]&1 != 0 {
		t.Errorf("after a press: control %d y speed %d trigger %d, want free at -$300 and cleared", st.S2.Control, st.YSpeed, st.S2.Switch[3])
	}
}

// s2.asm Obj80_MCZ_Main (moving vine): a player $88 to $9F below it is
// held $94 below it (Obj80_Action); held, it lowers 2 a frame (to $B0)
// carrying him; a jump press lets go at Y Speed -$380 and it rises back.
func TestMovingVine_Obj80(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2MovingVine, 0, 700, 400))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2MovingVine)
	if k < 0 {
		t.Fatal("no vine")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	st.X = physics.FromPixels(700)
	st.Y = physics.FromPixels(400 + 0x90)
	st.Air = true
	st.Cam.Y = 400 // the camera shows him (Obj80_Action lets go a player off the screen)
	s.Step(0)
	if st.S2.Control != 1 || st.Y.Pixel() != 400+0x94 {
		t.Fatalf("control %d y %d, want held at %d", st.S2.Control, st.Y.Pixel(), 400+0x94)
	}
	run(s, 0, 10)
	if ob.Y.Pixel() != 400+20 || st.Y.Pixel() != 400+20+0x94 {
		t.Fatalf("vine at %d, Sonic at %d: want 20 down with him", ob.Y.Pixel(), st.Y.Pixel())
	}
	s.Step(physics.Jump)
	if st.S2.Control != 0 || st.YSpeed > -0x380+0x38 {
		t.Fatalf("control %d y speed %d after a press, want let go at -$380", st.S2.Control, st.YSpeed)
	}
	y := ob.Y.Pixel()
	s.Step(0)
	if ob.Y.Pixel() != y-2 {
		t.Errorf("vine at %d after %d, want rising 2", ob.Y.Pixel(), y)
	}
}

// s2.asm Obj81 (drawbridge): upright it is a post $48 above its point
// (half height $40); its ButtonVine_Trigger makes it fall, the angle
// turning 1 a frame from $C0 to 0, and down it is a plank $48 right of
// its point (loc_2A154: half width $4B).
func TestDrawbridge_Obj81(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Drawbridge, 2, 700, 600))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2Drawbridge)
	if k < 0 {
		t.Fatal("no drawbridge")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	if ob.Y.Pixel() != 600-0x48 {
		t.Fatalf("y %d, want upright at %d", ob.Y.Pixel(), 600-0x48)
	}
	run(s, 0, 10)
	if ob.Routine != 2 || ob.Flag {
		t.Fatal("fell without its trigger")
	}
	st.S2.Switch[2] = 1
	run(s, 0, 0x40)
	if ob.Routine != 2 {
		t.Fatal("down too soon")
	}
	s.Step(0)
	if ob.Routine != 4 || ob.X.Pixel() != 700+0x48 || ob.Y.Pixel() != 600 {
		t.Fatalf("routine %d at %d,%d, want down at %d,600", ob.Routine, ob.X.Pixel(), ob.Y.Pixel(), 700+0x48)
	}
	if w, h, _ := s2SolidSize(ob); w != 0x4B || h != 8 {
		t.Errorf("solid %#x by %#x, want the plank $4B by 8", w, h)
	}
}

// s2.asm BuildSprites: an object with render_flags.explicit_height (the
// stomper, Obj2A_Init) is on screen while y_pos ± y_radius ($50) meets
// the screen, not y_pos ± 32; its SolidObject tests that flag.
func TestStomper_ExplicitHeight(t *testing.T) {
	// The camera's top is 716 - 96 = 620; the stomper's y $50 - 8 above it.
	tl := s2TestLevel(s2Obj(s2Stomper, 0, 700, 620-0x48+0x60))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2Stomper)
	st := s.Live()
	ob := &st.S2.Slots[k]
	for i := 0; i < 200; i++ {
		s.Step(0)
		top := st.Cam.Y
		dy := ob.Y.Pixel() - top
		on := dy+0x50 >= 0 && dy-0x50 < physics.ScreenHeight
		if got := ob.Render&physics.S2OnScreen != 0; got != on {
			t.Fatalf("stomper %d from the camera's top: on screen %v, want %v", dy, got, on)
		}
	}
}
