package sonic1

import (
	"testing"

	"loopwright/internal/leveltest"
	"loopwright/layers"
	"loopwright/physics"
)

// flatSim is Sonic 1 on leveltest.Flat (ground top at y 736) with the
// given layout objects, standing at x.
func flatSim(t *testing.T, x int, objs ...layers.Object) (*physics.Sim, *engine) {
	t.Helper()
	tl := leveltest.Flat()
	tl.Lvl.Objects = objs
	sim := physics.New(tl.Lvl, physics.Config{Variant: physics.S1, Character: physics.Sonic}, layers.Point{X: x, Y: 716})
	e, ok := sim.ObjectEngine().(*engine)
	if !ok {
		t.Fatalf("engine %q, want sonic1", sim.Engine())
	}
	return sim, e
}

func s1Obj(id, x, y int, props ...string) layers.Object {
	return leveltest.Object(id, "disasm_object", x, y, append([]string{"x_flip=false", "y_flip=false"}, props...)...)
}

// sonic.asm: Ring_Main lays a group out from one entry: subtype $12 is
// three rings $18 apart (Ring_PosData), the entry's slot the first.
func TestRings_GroupLayout(t *testing.T) {
	_, e := flatSim(t, 64, s1Obj(1, 200, 700, "obj_id=0x25", "subtype=0x12", "respawn=true"))
	var xs []int
	for k := 0; k < Slots; k++ {
		if ob := &e.st.S2.Slots[k]; ob.ID == idRings {
			xs = append(xs, ob.X.Pixel())
			if ob.Coll != 0x47 || ob.Routine != 2 {
				t.Errorf("slot %d: collision %#x routine %d, want $47, 2", k, ob.Coll, ob.Routine)
			}
		}
	}
	if len(xs) != 3 || xs[0] != 200 || xs[1] != 224 || xs[2] != 248 {
		t.Errorf("rings at %v, want [200 224 248]", xs)
	}
}

// sonic.asm: ReactToItem ($47: an item) and Ring_Collect: a ring Sonic
// runs through is counted and its bit set in the group's respawn byte.
func TestRings_Collect(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 120, 712, "obj_id=0x25", "subtype=0x00", "respawn=true"))
	for i := 0; i < 60 && sim.Rings() == 0; i++ {
		sim.Step(physics.Right)
	}
	if sim.Rings() != 1 {
		t.Fatalf("rings %d, want 1", sim.Rings())
	}
	if b := e.st.S2.Respawn[2+1]; b&1 == 0 {
		t.Errorf("respawn byte %#x: ring 0's bit not set", b)
	}
}

// sonic.asm: Moto_Main drops the Motobug to the floor (ObjectFall,
// ObjFloorDist), then Moto_Action drives it left at $100.
func TestMotoBug_LandsAndDrives(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 250, 700, "obj_id=0x40", "subtype=0x00", "respawn=true"))
	for i := 0; i < 40; i++ {
		sim.Step(0)
	}
	var ob *physics.S2Obj
	for k := range e.st.S2.Slots {
		if e.st.S2.Slots[k].ID == idMotoBug && e.st.S2.Slots[k].Anim != 2 {
			ob = &e.st.S2.Slots[k]
			break
		}
	}
	if ob == nil {
		t.Fatal("no Motobug")
	}
	if ob.Y.Pixel()+int(ob.YRad) != 736 && ob.Y.Pixel()+int(ob.YRad) != 735 {
		t.Errorf("Motobug bottom at %d, want on the floor (736)", ob.Y.Pixel()+int(ob.YRad))
	}
	if ob.XVel != -0x100 || ob.X.Pixel() >= 250 {
		t.Errorf("Motobug x %d speed %d, want moving left at -$100", ob.X.Pixel(), ob.XVel)
	}
}

// sonic.asm: HurtSonic without rings is KillSonic (y speed -$700, no x
// speed); with rings Sonic bounces away (-$400, -$200 from an object to
// his right) and a RingLoss object takes a slot.
func TestReactToItem_HurtAndKill(t *testing.T) {
	for _, rings := range []int{0, 5} {
		sim, e := flatSim(t, 160, s1Obj(1, 190, 700, "obj_id=0x40", "subtype=0x00", "respawn=true"))
		sim.SetRings(rings)
		hit := false
		for i := 0; i < 120 && !hit; i++ {
			sim.Step(physics.Right)
			st := e.st
			hit = st.Dead || st.Obj.Hurt
		}
		st := e.st
		switch {
		case rings == 0 && (!st.Dead || st.YSpeed != -0x700 || st.XSpeed != 0):
			t.Errorf("no rings: dead %v speeds %d,%d, want dead, 0,-$700", st.Dead, st.XSpeed, st.YSpeed)
		case rings > 0 && (!st.Obj.Hurt || st.YSpeed != -0x400 || st.XSpeed != -0x200):
			t.Errorf("rings: hurt %v speeds %d,%d, want hurt, -$200,-$400", st.Obj.Hurt, st.XSpeed, st.YSpeed)
		}
		if rings > 0 {
			found := false
			for k := range st.S2.Slots {
				found = found || st.S2.Slots[k].ID == idRingLoss
			}
			if !found {
				t.Error("no RingLoss object after a hit with rings")
			}
		}
	}
}

// sonic.asm: AnimateSprite runs each frame duration+1 calls; afRoutine
// advances the routine (the ring's sparkle ends after 4 frames of 6).
func TestAnimateSprite_Routine(t *testing.T) {
	ob := &physics.S2Obj{Routine: 6}
	n := 0
	for ob.Routine == 6 && n < 100 {
		animateSprite(ob, aniRing)
		n++
	}
	if n != 25 {
		t.Errorf("sparkle ended after %d calls, want 25", n)
	}
}

// sonic.asm: RLoss_Count scatters min(rings, 32) rings from the angle
// $88 with a shift of 2, each second one mirrored, and clears the count;
// the rings' shared timer starts at 255.
func TestRingLoss_Scatter(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 4000, 700, "obj_id=0x25", "subtype=0x00", "respawn=true"))
	sim.SetRings(5)
	o := &e.st.S2
	putSlot(o, 10, physics.S2Obj{ID: idRingLoss, Layout: -1, X: physics.FromPixels(300), Y: physics.FromPixels(600)})
	e.ringLoss(10)
	if sim.Rings() != 0 {
		t.Errorf("rings %d after the scatter, want 0", sim.Rings())
	}
	var vx []physics.Fixed
	for k := range o.Slots {
		if o.Slots[k].ID == idRingLoss {
			vx = append(vx, o.Slots[k].XVel)
		}
	}
	if len(vx) != 5 {
		t.Fatalf("%d scattered rings, want 5", len(vx))
	}
	sn, _ := physics.SinCos(0x88)
	// The object itself is the first ring; the second takes the first
	// free slot (0).
	if want := physics.Fixed(int16(sn) << 2); o.Slots[10].XVel != want || o.Slots[0].XVel != -want {
		t.Errorf("speeds %d, %d, want %d then %d", o.Slots[10].XVel, o.Slots[0].XVel, want, -want)
	}
	if o.SpillTimer != 0xFF {
		t.Errorf("timer %d, want 255", o.SpillTimer)
	}
}

// sonic.asm: Burro_ChkSonic: a Burrobot with Sonic within $60 and above
// it jumps (-$400) toward him at $80.
func TestBurrobot_JumpsAtSonic(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 120, 720, "obj_id=0x2D", "subtype=0x00", "respawn=true"))
	for i := 0; i < 2; i++ {
		sim.Step(0)
	}
	for k := range e.st.S2.Slots {
		ob := &e.st.S2.Slots[k]
		if ob.ID != idBurrobot {
			continue
		}
		if ob.Routine2 != 4 || ob.XVel != -0x80 || ob.YVel >= 0 {
			t.Errorf("Burrobot routine %d speeds %d,%d, want jumping (4) at -$80 upward", ob.Routine2, ob.XVel, ob.YVel)
		}
		return
	}
	t.Fatal("no Burrobot")
}

// sonic.asm: OscillateNumDo: oscillator 0 (frequency 2, amplitude $10)
// rises from $80 until its value's high byte reaches $10, then turns.
func TestEngine_Oscillators(t *testing.T) {
	_, e := flatSim(t, 64, s1Obj(1, 4000, 700, "obj_id=0x25", "subtype=0x00", "respawn=true"))
	e.oscInit()
	if e.st.S2.OscBits != 0x007C {
		t.Fatalf("OscillateNumInit bits %#x, want $7C", e.st.S2.OscBits)
	}
	turned := 0
	for i := 0; i < 200 && turned == 0; i++ {
		e.oscDo()
		if e.st.S2.OscBits&0x8000 != 0 {
			turned = i + 1
		}
	}
	if turned == 0 || e.osc(0) < 0x10 {
		t.Errorf("oscillator 0 turned after %d frames at %#x, want at $10", turned, e.osc(0))
	}
}

// sonic.asm: LavaTag: an invisible box of collision $96 (harmful):
// Sonic with rings running into it is hurt.
func TestLavaTag_Hurts(t *testing.T) {
	sim, e := flatSim(t, 100, s1Obj(1, 140, 716, "obj_id=0x54", "subtype=0x00", "respawn=false"))
	sim.SetRings(3)
	for i := 0; i < 60 && !e.st.Obj.Hurt; i++ {
		sim.Step(physics.Right)
	}
	if !e.st.Obj.Hurt {
		t.Fatal("Sonic ran through the lava tag unhurt")
	}
}

// sonic.asm: Cat_Main: on the floor, the Caterkiller head (touch $0B)
// makes three body segments (touch $CB) $C apart behind it in the next
// free slots, each following the one before.
func TestCaterkiller_Segments(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 200, 720, "obj_id=0x78", "subtype=0x00", "respawn=true"))
	o := &e.st.S2
	head := -1
	var segs []int
	for f := 0; f < 60 && head < 0; f++ {
		sim.Step(0)
		segs = segs[:0]
		for k := range o.Slots {
			ob := &o.Slots[k]
			switch {
			case ob.ID == idCaterkiller && ob.Coll == 0x0B:
				head = k
			case ob.ID == idCaterkiller && ob.Coll == 0xCB:
				segs = append(segs, k)
			}
		}
	}
	if head < 0 || len(segs) != 3 {
		t.Fatalf("head slot %d, segments %v: want a head and 3 segments", head, segs)
	}
	for i, k := range segs {
		ob := &o.Slots[k]
		if want := o.Slots[head].X.Pixel() + 0xC*(i+1); ob.X.Pixel() != want {
			t.Errorf("segment %d at x %d, want %d", i, ob.X.Pixel(), want)
		}
		prev := head
		if i > 0 {
			prev = segs[i-1]
		}
		if int(ob.Parent)-1 != prev || k <= head {
			t.Errorf("segment %d in slot %d follows %d, want after the head, following %d", i, k, ob.Parent-1, prev)
		}
	}
}

// sonic.asm: Spring_Up / Spring_BounceUp: Sonic landing on a red upward
// spring is thrown up at -$1000.
func TestSprings_BounceUp(t *testing.T) {
	tl := leveltest.Flat()
	tl.Lvl.Objects = []layers.Object{s1Obj(1, 100, 728, "obj_id=0x41", "subtype=0x00", "respawn=false")}
	sim := physics.New(tl.Lvl, physics.Config{Variant: physics.S1, Character: physics.Sonic}, layers.Point{X: 100, Y: 640})
	st := sim.Live()
	for i := 0; i < 60; i++ {
		sim.Step(0)
		if st.YSpeed == -0x1000 && st.Air {
			return
		}
	}
	t.Errorf("no bounce: y %d speed %d", st.Y.Pixel(), st.YSpeed)
}

// sonic.asm: Spik_Upright and Spik_Hurt: Sonic landing on upright spikes
// is hurt (with rings) or killed (without), flashing or not (REV01).
func TestSpikes_Upright(t *testing.T) {
	for _, rings := range []int{0, 3} {
		tl := leveltest.Flat()
		tl.Lvl.Objects = []layers.Object{s1Obj(1, 100, 720, "obj_id=0x36", "subtype=0x00", "respawn=false")}
		sim := physics.New(tl.Lvl, physics.Config{Variant: physics.S1, Character: physics.Sonic}, layers.Point{X: 100, Y: 640})
		sim.SetRings(rings)
		st := sim.Live()
		for i := 0; i < 60 && !st.Dead && !st.Obj.Hurt; i++ {
			sim.Step(0)
		}
		if rings == 0 && !st.Dead || rings > 0 && !st.Obj.Hurt {
			t.Errorf("rings %d: dead %v hurt %v", rings, st.Dead, st.Obj.Hurt)
		}
	}
}

// sonic.asm: React_Monitor, Mon_BreakOpen and PowerUp: a rolling Sonic
// falling onto a ring monitor breaks it (bouncing up) and, once its
// contents stop rising, has 10 rings more.
func TestMonitor_BreakRings(t *testing.T) {
	tl := leveltest.Flat()
	tl.Lvl.Objects = []layers.Object{s1Obj(1, 130, 721, "obj_id=0x26", "subtype=0x06", "respawn=true")}
	sim := physics.New(tl.Lvl, physics.Config{Variant: physics.S1, Character: physics.Sonic}, layers.Point{X: 130, Y: 640})
	st := sim.Live()
	st.Rolling, st.YRadius, st.XRadius = true, 14, 7
	bounced := false
	for i := 0; i < 120 && sim.Rings() < 10; i++ {
		sim.Step(0)
		bounced = bounced || st.YSpeed < 0
	}
	if sim.Rings() != 10 || !bounced {
		t.Errorf("rings %d bounced %v, want 10 rings after a bounce", sim.Rings(), bounced)
	}
}

// sonic.asm: Mon_SolidSides: a walking Sonic is stopped by a monitor's
// side and pushes it.
func TestMonitor_SolidSide(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 130, 721, "obj_id=0x26", "subtype=0x06", "respawn=true"))
	for i := 0; i < 120; i++ {
		sim.Step(physics.Right)
	}
	st := e.st
	if st.X.Pixel() > 130-0x1A || !st.Pushing {
		t.Errorf("Sonic at x %d pushing %v, want stopped at the monitor's side (%d)", st.X.Pixel(), st.Pushing, 130-0x1A)
	}
}

// sonic.asm: PlatformObject, Plat_Action2 and MvSonicOnPtfm2: Sonic
// falling onto a still platform stands 9 above its y (less his height),
// the platform sinking by its nudge as he stands.
func TestBasicPlatform_Stand(t *testing.T) {
	tl := leveltest.Flat()
	tl.Lvl.Objects = []layers.Object{s1Obj(1, 100, 600, "obj_id=0x18", "subtype=0x00", "respawn=false")}
	sim := physics.New(tl.Lvl, physics.Config{Variant: physics.S1, Character: physics.Sonic}, layers.Point{X: 100, Y: 520})
	st := sim.Live()
	for i := 0; i < 90; i++ {
		sim.Step(0)
	}
	if st.Air || st.Obj.On == 0 {
		t.Fatalf("Sonic not standing on the platform: air %v y %d", st.Air, st.Y.Pixel())
	}
	if want := 600 + 4 - 9 - st.YRadius; st.Y.Pixel() != want {
		t.Errorf("Sonic at y %d, want %d (sunk 4)", st.Y.Pixel(), want)
	}
}

// sonic.asm: Bri_Main, Bri_Solid, Bri_WalkOff and Bri_Bend: a bridge of
// 8 logs holds Sonic dropped onto it; the logs under him sink (the bend
// tables from the disassembly, when the level has them) and he stands 8
// above his log.
func TestBridge_Holds(t *testing.T) {
	tl := leveltest.Flat()
	tl.Lvl.Objects = []layers.Object{s1Obj(1, 160, 600, "obj_id=0x11", "subtype=0x08", "respawn=false")}
	sim := physics.New(tl.Lvl, physics.Config{Variant: physics.S1, Character: physics.Sonic}, layers.Point{X: 150, Y: 520})
	st := sim.Live()
	for i := 0; i < 90; i++ {
		sim.Step(0)
	}
	if st.Air || st.Obj.On == 0 || st.S2.Slots[st.Obj.On-1].ID != idBridge {
		t.Fatalf("Sonic not on the bridge: air %v y %d", st.Air, st.Y.Pixel())
	}
	logs := 0
	for k := range st.S2.Slots {
		if st.S2.Slots[k].ID == idBridge {
			logs++
		}
	}
	if logs != 8 {
		t.Errorf("%d logs, want 8", logs)
	}
	if y := st.Y.Pixel() + st.YRadius; y < 600-8 {
		t.Errorf("Sonic's feet at %d, want at or below the logs' top (592)", y)
	}
}

// sonic.asm: Chop_ChgSpeed: the Chopper leaps at -$700, slowing by $18,
// and leaps again from its place once it falls below it.
func TestChopper_Leaps(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 200, 700, "obj_id=0x2B", "subtype=0x00", "respawn=true"))
	var ob *physics.S2Obj
	for k := range e.st.S2.Slots {
		if e.st.S2.Slots[k].ID == idChopper {
			ob = &e.st.S2.Slots[k]
		}
	}
	if ob == nil || ob.YVel != -0x700+0x18 || ob.Y.Pixel() != 700-7 {
		t.Fatalf("Chopper after its first run: %+v", ob)
	}
	leaps := 0
	for i := 0; i < 400; i++ {
		sim.Step(0)
		if ob.YVel == -0x700+0x18 {
			leaps++
			if ob.Y.Pixel() != 700-7 {
				t.Errorf("leap from y %d, want 693", ob.Y.Pixel())
			}
		}
	}
	if leaps < 2 {
		t.Errorf("%d leaps in 400 frames, want 2 or more", leaps)
	}
}

// sonic.asm: Crabmeat .waittofire and .fire: on screen the Crabmeat
// alternates walking and firing two harmful ($87) fireballs.
func TestCrabmeat_Fires(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 200, 700, "obj_id=0x1F", "subtype=0x00", "respawn=true"))
	for i := 0; i < 400; i++ {
		sim.Step(0)
		n := 0
		for k := range e.st.S2.Slots {
			if ob := &e.st.S2.Slots[k]; ob.ID == idCrabmeat && ob.Coll == 0x87 {
				n++
			}
		}
		if n == 2 {
			return
		}
	}
	t.Error("no fireballs in 400 frames")
}

// The preview's boxes: a Motobug's touch box is ReactToItem's size $0C
// (20 x 16 half sizes), an enemy's reaction.
func TestEngine_AppendLiveBoxes(t *testing.T) {
	sim, _ := flatSim(t, 64, s1Obj(1, 200, 700, "obj_id=0x40", "subtype=0x00", "respawn=true"))
	boxes := sim.AppendObjectBoxes(nil)
	if len(boxes) != 1 || boxes[0].HitW != 0x14 || boxes[0].HitH != 0x10 || boxes[0].Reaction != physics.ReactAttackable || boxes[0].ObjectID != 1 {
		t.Errorf("boxes %+v, want the Motobug's 20x16 enemy box", boxes)
	}
	if l, r, ok := sim.ObjectWindow(); !ok || l != 0 || r != 0x280 {
		t.Errorf("window %d..%d %v, want 0..640", l, r, ok)
	}
}

// sonic.asm: GameOver and Sonic_ResetLevel: killed with no rings, Sonic
// falls, stops $100 below the bottom limit, and 60 frames later the level
// restarts; the frame count goes on.
func TestEngine_DeathRestart(t *testing.T) {
	sim, e := flatSim(t, 160, s1Obj(1, 190, 700, "obj_id=0x40", "subtype=0x00", "respawn=true"))
	st := e.st
	died := 0
	for i := 1; i <= 600; i++ {
		sim.Step(physics.Right)
		if st.Dead && died == 0 {
			died = i
		}
		if died > 0 && !st.Dead {
			if sim.Frame() != i || st.X.Pixel() != 160 {
				t.Errorf("after the restart: frame %d (want %d), x %d (want the start, 160)", sim.Frame(), i, st.X.Pixel())
			}
			return
		}
	}
	t.Fatalf("no restart (died at frame %d)", died)
}

// sonic.asm: Newtron .chkdistance, .type00 and .matchfloor: with Sonic
// within $80 the Newtron appears, drops once its frames are shown, lands
// (touch $D) and flies along the floor at $200 toward him.
func TestNewtron_DropsAndFlies(t *testing.T) {
	sim, e := flatSim(t, 100, s1Obj(1, 180, 660, "obj_id=0x42", "subtype=0x00", "respawn=true"))
	for i := 0; i < 300; i++ {
		sim.Step(0)
		for k := range e.st.S2.Slots {
			if ob := &e.st.S2.Slots[k]; ob.ID == idNewtron && ob.Routine2 == 4 {
				if ob.Coll != 0x0D || ob.XVel != -0x200 {
					t.Errorf("flying Newtron: touch %#x speed %d, want $D, -$200 (toward Sonic)", ob.Coll, ob.XVel)
				}
				return
			}
		}
	}
	t.Fatal("the Newtron never landed")
}

// The conformance README's V-int counter "at frame 0" (424) is the
// counter before that frame's V-int, as Sonic 2's engine reads the same
// sentence (558, its first frame's objects seeing 559): Level_MainLoop's
// WaitForVBla lets the V-int (VBlank: v_vbla_count + 1) run before
// ExecuteObjects, so the first frame's objects see 425, and each frame
// one more.
func TestEngine_VintFirstFrame(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 2000, 700, "obj_id=0x25", "subtype=0x00", "respawn=true"))
	sim.Step(0)
	if got := e.st.S2.Vint; got != 425 {
		t.Fatalf("first frame's V-int counter %d, want 425", got)
	}
	sim.Step(0)
	if got := e.st.S2.Vint; got != 426 {
		t.Fatalf("second frame's V-int counter %d, want 426", got)
	}
}

// _incObj/42 Newtron.asm: Newt_Action ends in RememberState also on the
// frame Ani_Newt's afRoutine sends a type 1 Newtron to Newt_Delete: out
// of range then, its respawn bit is cleared (it loads again); in range,
// Newt_Delete's DeleteObject next frame leaves the bit set.
func TestNewtron_VanishRangeCheck(t *testing.T) {
	for _, far := range []bool{true, false} {
		sim, e := flatSim(t, 100, s1Obj(1, 180, 660, "obj_id=0x42", "subtype=0x01", "respawn=true"))
		sim.Step(0)
		o := &e.st.S2
		k := e.slotOf(idNewtron)
		if k < 0 || o.Slots[k].Respawn == 0 {
			t.Fatalf("no Newtron with a respawn entry (slot %d)", k)
		}
		ob := &o.Slots[k]
		r := int(ob.Respawn)
		ob.Routine2, ob.Anim, ob.Base, ob.AnimFrame, ob.AnimDur, ob.Flag = 8, 4, 4, 7, 0, true
		if far {
			ob.X = physics.FromPixels(3000)
		}
		sim.Step(0)
		if far {
			if o.Slots[k].ID == idNewtron || o.Respawn[2+r]&0x80 != 0 {
				t.Errorf("out of range as it vanishes: id %#x, respawn %#x; want deleted with bit 7 clear", o.Slots[k].ID, o.Respawn[2+r])
			}
			continue
		}
		sim.Step(0)
		if o.Slots[k].ID == idNewtron || o.Respawn[2+r]&0x80 == 0 {
			t.Errorf("in range as it vanishes: id %#x, respawn %#x; want deleted with bit 7 kept", o.Slots[k].ID, o.Respawn[2+r])
		}
	}
}
