package sonic2

import "loopwright/physics"

// Mystic Cave's objects, each as its s2.asm routine runs it, and the
// dispatch of the later zones' objects (Mystic Cave, Oil Ocean,
// Metropolis, Sky Chase, Wing Fortress, Death Egg).

// Mystic Cave object ids (s2.asm ObjID_*).
const (
	s2Stomper  = 0x2A
	s2Crawlton = 0x9E
	s2Flasher  = 0xA3
)

// s2ExplicitHeight is render_flags.explicit_height: BuildSprites checks
// the object's y against the screen by its y_radius, not 32 pixels.
const s2ExplicitHeight = 0x10

// runLateZone runs the object in slot k when it is one of the later
// zones' objects this engine models, and reports whether it was.
func (s *engine) runLateZone(k int) bool {
	switch s.slot(k).ID {
	case s2Stomper:
		s.stomper(k)
	case s2Crawlton:
		s.crawlton(k)
	case s2Flasher:
		s.flasher(k)
	case s2MCZBrick:
		s.mczBrick(k)
	case s2SlidingSpikes:
		s.slidingSpikes(k)
	case s2MCZBridge:
		s.mczBridge(k)
	case s2VineSwitch:
		s.vineSwitch(k)
	case s2Drawbridge:
		s.drawbridge(k)
	case s2MovingVine:
		s.movingVine(k) // Wing Fortress's hook too (wfzHookInit)
	case s2Asteron:
		s.asteron(k)
	case s2SteamSpring:
		s.steamSpring(k)
	case s2MTZPlatform:
		s.mtzPlatform(k)
	case s2SpringWall:
		s.springWall(k)
	case s2SpikeBlock:
		s.spikeBlock(k)
	case s2FloorSpike:
		s.floorSpike(k)
	case s2Shellcracker:
		s.shellcracker(k)
	case s2ShellcrackerClaw:
		s.shellcrackerClaw(k)
	case s2TwinStompers:
		s.twinStompers(k)
	case s2WalkOffPlatform:
		s.walkOffPlatform(k)
	case s2CirclingPlatform:
		s.circlingPlatform(k)
	case s2GiantCog:
		s.giantCog(k)
	case s2MTZTube:
		s.mtzTube(k)
	case s2MTZBlock:
		s.mtzBlock(k)
	case s2Slicer:
		s.slicer(k)
	case s2SlicerPincers:
		s.slicerPincer(k)
	case s2Octus:
		s.octus(k)
	case s2LauncherBlock:
		s.launcherBlock(k) // ooz_launcher.go
	case s2LauncherBall:
		s.launcherBall(k) // ooz_ball.go
	case s2OOZFan:
		s.oozFan(k)
	case s2BurnerLid:
		s.burnerLid(k)
	case s2SlidingSpikeBalls:
		s.slidingSpikeBalls(k)
	case s2Tornado:
		if s.wfzEndTornado(k) { // wfz_end.go
			break
		}
		if sub := s.slot(k).Sub; sub != tornadoSCZSub && sub != tornadoWFZSub {
			return false // the Tornado of Wing Fortress's end: not yet
		}
		s.tornado(k)
	case s2WFZLaser:
		s.wfzLaser(k)
	case s2SpeedLauncher:
		s.speedLauncher(k)
	case s2WallTurret:
		s.wallTurret(k)
	case s2MetalPlatform:
		s.metalPlatform(k)
	case s2WFZWheel:
		s.wfzWheel(k)
	case s2StickBadnik:
		s.stickBadnik(k)
	case s2VPropeller:
		s.vPropeller(k)
	case s2HPropeller:
		s.hPropeller(k)
	case s2CluckerBase:
		s.cluckerBase(k)
	case s2Clucker:
		s.clucker(k)
	case s2TornadoSmoke, s2TornadoSmoke2:
		s.tornadoSmoke(k)
	case s2Nebula:
		s.nebula(k)
	case s2Clouds:
		s.clouds(k)
	case s2Balkiry:
		s.balkiry(k)
	case s2BalkiryJet:
		s.balkiryJet(k)
	case s2Turtloid:
		s.turtloid(k)
	case s2TurtloidRider:
		s.turtloidRider(k)
	default:
		return s.runWFZObject(k) // wfz_platforms.go
	}
	return true
}

// lateSolidSize is s2SolidSize for the later zones' objects: the solid
// half width, half height and whether only the top is solid.
func lateSolidSize(ob *physics.S2Obj) (int, int, bool) {
	switch ob.ID {
	case s2Stomper:
		return 0x1B, 0x40, false
	case s2SteamSpring:
		if ob.Routine == 2 {
			return 0x1B, 0x10, false
		}
	case s2BurnerLid:
		if ob.Routine == 2 {
			return 0x23, 8, false
		}
	case s2Tornado:
		if ob.Sub == tornadoSCZSub || ob.Sub == tornadoWFZSub {
			return 0x1B, 8, false
		}
	case s2Turtloid:
		return 0x18, 0xE, true
	case s2MCZBrick:
		if ob.Routine == 4 {
			return 0x1B, 0x10, false
		}
	case s2SlidingSpikes:
		return int(ob.Width) + 0xB, int(ob.YRad), false
	case s2MTZPlatform:
		if ob.Routine == 2 {
			return int(ob.Width) + 5, int(ob.YRad), false
		}
	case s2SpringWall:
		return 0x13, int(ob.YRad), false
	case s2CluckerBase:
		return 0x1B, 8, false
	case s2SpeedLauncher:
		return 0x10, 0x11, true
	case s2MetalPlatform:
		if ob.Routine == 4 && ob.Routine2 == 4 {
			return 0x23, 5, true
		}
	case s2CirclingPlatform:
		if ob.Routine == 2 {
			return int(ob.Width) + 0xB, int(ob.YRad), false
		}
	case s2TwinStompers:
		return int(ob.Width) + 0xB, int(ob.B3E), false
	case s2GiantCog:
		if ob.Routine == 2 {
			sz := cogToothSizes[ob.MapFrame&0xF]
			return int(sz[0]), int(sz[1]), false
		}
	case s2MTZBlock, s2WalkOffPlatform:
		return int(ob.Width) + 0xB, int(ob.YRad), false
	case s2SpikeBlock:
		if ob.Routine == 2 {
			return 0x1B, 0x10, false
		}
	case s2MCZBridge:
		if ob.MapFrame == 0 {
			return 0x4B, 8, false
		}
	case s2Drawbridge:
		if ob.Render&physics.S2Child == 0 {
			if a := uint8(uint16(ob.Timer) >> 8); a == 0x40 || a >= 0xC0 {
				return 0x13, 0x40, false
			}
			return 0x4B, 8, false
		}
	}
	return 0, 0, false
}

// ---------------------------------------------------------------------------
// Obj2A stomper

// stomper is Obj2A, Mystic Cave's stomper: a solid block (half width
// $1B, half height $40) that rises one pixel a frame from its layout y
// (objoff_32) for $60 frames, then slams back down 8 a frame
// (Obj2A_Main: objoff_30 is the height above the layout y).
func (s *engine) stomper(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x10
		ob.BaseY = int16(ob.Y.Pixel())
		ob.YRad = 0x50
		ob.Render |= s2ExplicitHeight
	}
	if ob.Routine2 == 0 {
		ob.Timer++
		if ob.Timer == 0x60 {
			ob.Routine2 = 2
		}
	} else {
		if uint16(ob.Timer) > 8 { // subq.w #8 / bhi
			ob.Timer -= 8
		} else {
			ob.Timer = 0
			ob.Routine2 = 0
		}
	}
	setYPixel(ob, int(ob.BaseY)-int(ob.Timer))
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, int(ob.Width)+0xB, 0x40, 0x41, x, false, nil)
		s.s2Swap(p)
	}
	s.markGone(k, x)
}

// ---------------------------------------------------------------------------
// Obj9E Crawlton

// Crawlton states (objoff_3B, kept in Index).
const (
	crawltonWatch = 2   // loc_37E42
	crawltonAim   = 4   // loc_37E98
	crawltonMove  = 6   // loc_37EB6
	crawltonWait  = 8   // loc_37ED4
	crawltonBody  = 0xA // loc_37EFC
)

// crawlton is Obj9E, Mystic Cave's Crawlton (collision $B: an enemy
// 8x8). It waits until the nearer player (Obj_GetOrientationToPlayer) is
// within $80 both ways, aims for $11 frames at the player's offset times
// 8 (whole pixels), lunges $1B frames, waits $20, comes back $1B frames
// and watches again. Its body (loc_37F74: a second Crawlton in the first
// free slot, objoff_3B $A) follows it and deletes itself once its parent
// is gone.
func (s *engine) crawlton(k int) {
	ob := s.slot(k)
	t := uint8(ob.Timer) // objoff_3A
	switch ob.Index {
	case 0:
		ob.Routine = 2 // LoadSubObject
		ob.Width = 0x80
		ob.Coll = 0xB
		ob.YRad = 0x80
		ob.Index = crawltonWatch
		s.crawltonSpawnBody(k)
		return
	case crawltonBody:
		s.crawltonBodyRun(k)
		return
	case crawltonWatch:
		_, d2, d3 := s.nearerPlayer(ob)
		if uint16(d2+0x80) >= 0x100 || uint16(d3+0x80) >= 0x100 {
			break
		}
		ob.Index = crawltonAim
		t = 0x10
		ob.Render &^= physics.S2XFlip
		if d2 < 0 {
			ob.Render |= physics.S2XFlip
		}
		ob.XVel = physics.Fixed(int16(uint16(-d2<<3) & 0xFF00))
		ob.YVel = physics.Fixed(int16(uint16(-d3<<3) & 0xFF00))
	case crawltonAim:
		t--
		if int8(t) < 0 {
			ob.Index = crawltonMove
			ob.Timer2 = crawltonWait // objoff_39
			t = 0x1C
		}
	case crawltonMove:
		t--
		if t != 0 {
			objMove(ob)
		} else {
			ob.Index = ob.Timer2
			t = 0x20
		}
	case crawltonWait:
		t--
		if t == 0 {
			ob.Index = crawltonMove
			ob.Timer2 = crawltonWatch
			t = 0x1C
			ob.XVel, ob.YVel = -ob.XVel, -ob.YVel
		}
	}
	ob.Timer = int16(t)
	s.markGone(k, ob.X.Pixel())
}

// crawltonSpawnBody is loc_37F74: the body in the first free slot.
func (s *engine) crawltonSpawnBody(k int) {
	j := s.allocate()
	if j < 0 {
		return
	}
	ob := s.slot(k)
	*s.slot(j) = physics.S2Obj{ID: s2Crawlton, Layout: -1, Render: ob.Render | physics.S2Child,
		Index: crawltonBody, Parent: int16(k + 1), X: ob.X, Y: ob.Y}
}

// crawltonBodyRun is loc_37EFC: the body stays on its head (only drawn),
// and goes once the head's slot holds no Crawlton.
func (s *engine) crawltonBodyRun(k int) {
	ob := s.slot(k)
	p := int(ob.Parent) - 1
	if p < 0 || s.slot(p).ID != s2Crawlton {
		s.deleteObject(k)
		return
	}
	h := s.slot(p)
	ob.Render = ob.Render&^physics.S2XFlip | h.Render&physics.S2XFlip
	ob.X, ob.Y = h.X&^0xFF|ob.X&0xFF, h.Y&^0xFF|ob.Y&0xFF
}

// ---------------------------------------------------------------------------
// ObjA3 Flasher

// flasherTimes is word_38810: objoff_2A's counts at which the Flasher's
// flight turns; the last entry is the first word after it in the ROM
// (byte_38820's first two bytes), never reached.
var flasherTimes = [9]uint16{0x100, 0x1A0, 0x208, 0x285, 0x300, 0x340, 0x390, 0x440, 0xF000}

// flasherTurns is byte_38820, read at the new index (a word index, so
// bytes 2i and 2i+1): whether to negate the x acceleration, then the Y
// Speed.
var flasherTurns = [18]uint8{0xF0, 0, 1, 1, 0, 1, 1, 1, 0, 1, 0, 1, 1, 0, 0, 1, 0, 1}

// The Flasher's animation scripts (Ani_objA3_a, _b, _c).
var (
	flasherAnimA = [][]uint8{{0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 2, 3, 4, aniEndNext}}
	flasherAnimB = [][]uint8{{0, 2, 0, 3, 0, 4, 0, 3, 0, aniEndLoop}}
	flasherAnimC = [][]uint8{{3, 4, 3, 2, 1, 0, aniEndNext}}
)

// flasher is ObjA3, Mystic Cave's Flasher (collision 6: an enemy
// 16x16). It waits $41 frames, then flies: X Speed -1 accelerating by
// objoff_2E (2, negated at the counts of word_38810), Y Speed $40
// (negated likewise), for $81 frames; then it flashes (Ani_objA3_a),
// glows hurting ($86) for $81 frames (Ani_objA3_b), dims (Ani_objA3_c)
// and flies on, an enemy again (loc_3888E).
func (s *engine) flasher(k int) {
	ob := s.slot(k)
	clearAnim := func() {
		ob.MapFrame, ob.AnimFrame, ob.Anim, ob.PrevAnim, ob.AnimDur = 0, 0, 0, 0, 0
	}
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width = 0x10
		ob.Coll = 6
		ob.Timer = 0x40 // objoff_2A
		return
	case 2:
		ob.Timer--
		if ob.Timer < 0 {
			ob.Routine = 4
			ob.XVel, ob.YVel = -0x100, 0x40
			ob.Timer3 = 2 // objoff_2E
			ob.Timer = 0
			ob.Timer2 = 0x80 // objoff_30
		}
	case 4:
		ob.Timer2--
		if ob.Timer2 < 0 {
			ob.Routine = 6
			ob.Timer2 = 0x80
			ob.Coll |= 0x80
			break
		}
		d0 := ob.Timer
		if d0 < 0 {
			s.deleteObject(k)
			return
		}
		ob.Render &^= physics.S2XFlip
		ob.Status &^= physics.S2XFlip
		if ob.XVel >= 0 {
			ob.Render |= physics.S2XFlip
			ob.Status |= physics.S2XFlip
		}
		d0++
		ob.Timer = d0
		if d1 := int(ob.Index); d1/2 < len(flasherTimes) && uint16(d0) >= flasherTimes[d1/2] {
			d1 += 2
			ob.Index = int16(d1)
			if d1+1 < len(flasherTurns) {
				if flasherTurns[d1] != 0 {
					ob.Timer3 = -ob.Timer3
				}
				if flasherTurns[d1+1] != 0 {
					ob.YVel = -ob.YVel
				}
			}
		}
		ob.XVel += physics.Fixed(ob.Timer3)
		objMove(ob)
	case 6:
		animateSprite(ob, flasherAnimA)
		if ob.Routine != 6 {
			clearAnim()
			ob.MapFrame = 3
		}
	case 8:
		ob.Timer2--
		if ob.Timer2 < 0 {
			ob.Routine = 0xA
			clearAnim()
			break
		}
		animateSprite(ob, flasherAnimB)
	case 0xA:
		animateSprite(ob, flasherAnimC)
	case 0xC:
		ob.Routine = 4
		ob.Timer2 = 0x80
		ob.Coll &= 0x7F
		clearAnim()
	}
	s.markGone(k, ob.X.Pixel())
}

// More of Mystic Cave's objects (s2.asm ObjID_*).
const (
	s2MCZBrick       = 0x75
	s2SlidingSpikes  = 0x76
	s2MCZBridge      = 0x77
	s2VineSwitch     = 0x7F
	slidingSpikesMax = 0x80 // sliding_spikes_remaining_movement at the start
)

// ---------------------------------------------------------------------------
// Obj75 brick

// mczBrick is Obj75, Mystic Cave's brick: subtype $F is a solid block
// (loc_28D6C, half width $1B, half height $10); otherwise it swings on a
// chain of (subtype & $F) links of 16 pixels around its layout position
// (Obj75_Main: the angle, a word, turns by (subtype & $F0) * 8 a frame,
// starting at the flips as an angle; the brick at the chain's end),
// hurting (collision $9A). Its chain is a second object after it.
func (s *engine) mczBrick(k int) {
	ob := s.slot(k)
	if ob.Render&physics.S2Child != 0 {
		return // the chain's sprites: drawn only; the brick deletes them
	}
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width = 0x10
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel()) // objoff_30, objoff_32
		n := ob.Sub & 0xF
		ob.Timer2 = int16(int8(ob.Sub&0xF0)) << 3 // objoff_34
		// angle (high byte) and its fraction (low byte) in Timer3
		ob.Timer3 = int16(uint16((ob.Status&1)<<6|(ob.Status&2)<<6) << 8)
		if n == 0xF {
			ob.Routine = 4
			ob.MapFrame = 2
			return
		}
		ob.Coll = 0x9A
		ob.Index = int16(n) // mainspr_childsprites
		if j := s.allocateAfter(k); j >= 0 {
			*s.slot(j) = physics.S2Obj{ID: s2MCZBrick, Layout: -1, Render: physics.S2Child, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF}
			ob.Child1 = int16(j + 1)
		}
		fallthrough
	case 2:
		ob.Timer3 += ob.Timer2
		if n := int(ob.Index); n > 0 {
			sin, cos := physics.SinCos(uint8(uint16(ob.Timer3) >> 8))
			dy := int(int16((int32(n) * int32(sin) << 12) >> 16))
			dx := int(int16((int32(n) * int32(cos) << 12) >> 16))
			setXPixel(ob, int(ob.BaseX)+dx)
			setYPixel(ob, int(ob.BaseY)+dy)
		}
		if d := uint16(int(ob.BaseX)&0xFF80) - uint16(s.st.S2.Coarse); d > 0x280 {
			if c := int(ob.Child1) - 1; c >= 0 && s.slot(c).ID == s2MCZBrick {
				s.deleteObject(c)
			}
			s.deleteObject(k)
		}
	case 4:
		x := ob.X.Pixel()
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			s.s2Solid(k, int(ob.Width)+0xB, 0x10, 0x11, x, false, nil)
			s.s2Swap(p)
		}
		s.markGone(k, x)
	}
}

// ---------------------------------------------------------------------------
// Obj76 sliding spike block

// slidingSpikes is Obj76, Mystic Cave's spike block in a wall: solid
// while on screen (SolidObject, half width $4B, half height $10), its
// sides hurt (Touch_ChkHurt2). A player on the ground $40 to $C0 in
// front of it (left; right when x-flipped) and within $10 vertically
// (Obj76_CheckPlayer) makes it slide out a pixel a frame for $80 frames.
func (s *engine) slidingSpikes(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width, ob.YRad, ob.MapFrame = 0x40, 0x10, 0 // Obj76_InitData
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		ob.Sub &= 0xF
	}
	x0 := ob.X.Pixel()
	switch ob.Sub {
	case 0:
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			st := s.st
			if !st.Air {
				d0 := uint16(st.X.Pixel()-ob.X.Pixel()) + 0xC0
				if ob.Status&physics.S2XFlip != 0 {
					d0 -= 0x100
				}
				if d0 < 0x80 && uint16(st.Y.Pixel()-ob.Y.Pixel()+0x10) < 0x20 {
					ob.Sub = 2
					ob.Timer = slidingSpikesMax // sliding_spikes_remaining_movement
				}
			}
			s.s2Swap(p)
		}
	case 2:
		if ob.Timer != 0 {
			ob.Timer--
			if ob.Status&physics.S2XFlip != 0 {
				ob.X += physics.One
			} else {
				ob.X -= physics.One
			}
		}
	}
	if ob.Render&physics.S2OnScreen != 0 {
		var touch [2]int
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			_, touch[p] = s.s2Solid(k, int(ob.Width)+0xB, int(ob.YRad), int(ob.YRad)+1, x0, false, nil)
			s.s2Swap(p)
		}
		for p := 0; p < s.s2Players(); p++ {
			if touch[p]&s2TouchSide != 0 {
				s.s2Swap(p)
				s.touchChkHurt2(k)
				ob.Status &^= s.pushBit()
				s.s2Swap(p)
			}
		}
	}
	s.markGone(k, int(ob.BaseX))
}

// ---------------------------------------------------------------------------
// Obj77 bridge (gate)

// mczBridgeAnims is Ani_obj77 (close, open).
var mczBridgeAnims = [][]uint8{
	{3, 4, 3, 2, 1, 0, 0xFE, 1},
	{3, 0, 1, 2, 3, 4, 0xFE, 1},
}

// mczBridge is Obj77, Mystic Cave's drawbridge: solid (half width $4B,
// half height 8) while its mapping frame is 0; the first time its
// ButtonVine_Trigger (by subtype) is set it swings the other way
// (anim bit 0 flips), and while not flat it drops whoever stood on it
// (Obj77_DropCharacters).
func (s *engine) mczBridge(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x80
	}
	if !ob.Flag && s.st.S2.Switch[ob.Sub&0xF]&1 != 0 { // objoff_34
		ob.Flag = true
		ob.Anim ^= 1
	}
	animateSprite(ob, mczBridgeAnims)
	x := ob.X.Pixel()
	if ob.MapFrame == 0 {
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			s.s2Solid(k, 0x4B, 8, 9, x, false, nil)
			s.s2Swap(p)
		}
	} else if ob.Status&(physics.S2P1Stand|physics.S2P2Stand) != 0 {
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			if ob.Status&s.StandBit() != 0 {
				s.s2Release(k) // bclr on_object: he falls
			}
			s.s2Swap(p)
		}
		ob.Status &^= physics.S2P1Stand | physics.S2P2Stand
	}
	s.markGone(k, x)
}

// ---------------------------------------------------------------------------
// Obj7F vine switch

// vineSwitch is Obj7F, Mystic Cave's vine switch: a player (not hurt,
// no object holding him) whose x is within $C of it and whose y is $28
// to $37 below it grabs it (loc_29890): held still (obj_control 1) $30
// below it, and ButtonVine_Trigger (by subtype) is set. A jump press
// (A, B or C pressed: the sidekick's Ctrl_2, 0 for the CPU) lets go at
// Y Speed -$300, clearing the trigger; he cannot grab it again for 18
// frames (60 with a direction held).
func (s *engine) vineSwitch(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 8
	}
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.vineSwitchPlayer(k, p)
		s.s2Swap(p)
	}
	s.markGone(k, ob.X.Pixel())
}

// vineSwitchPlayer is Obj7F_Action for player p (swapped in): B3E and
// B3F are the hanging flags (objoff_30, objoff_31), Timer and Timer2 the
// regrab delays (objoff_32, objoff_33).
func (s *engine) vineSwitchPlayer(k, p int) {
	st := s.st
	ob := s.slot(k)
	hang, delay := &ob.B3E, &ob.Timer
	in, prev := s.in, st.PrevInput
	if p == 1 {
		hang, delay = &ob.B3F, &ob.Timer2
		in, prev = 0, 0 // Ctrl_2: no second pad
	}
	if *hang != 0 {
		if s.hangLetGo(hang, delay, in, prev) {
			s.st.S2.Switch[ob.Sub&0xF] &^= 1
			s.s2Contact(k, physics.Trigger, "let go")
		}
		return
	}
	if !hangWaitOver(delay) {
		return
	}
	if uint16(st.X.Pixel()-ob.X.Pixel()+0xC) >= 0x18 || uint16(st.Y.Pixel()-ob.Y.Pixel()-0x28) >= 0x10 {
		return
	}
	if s.s2ObjControl()&0x80 != 0 || st.Obj.Hurt || st.Dead {
		return
	}
	st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
	st.X = physics.FromPixels(ob.X.Pixel()) | st.X&0xFF
	st.Y = physics.FromPixels(ob.Y.Pixel()+0x30) | st.Y&0xFF
	s.setPlayerControl(1)
	*hang = 1
	s.st.S2.Switch[ob.Sub&0xF] |= 1
	s.s2Contact(k, physics.Trigger, "hang")
}

// ---------------------------------------------------------------------------
// Obj80 moving vine

const s2MovingVine = 0x80

// movingVine is Obj80 in Mystic Cave (Obj80_MCZ_Main): a vine on a
// pulley that a player grabs $88 to $9F below it within $10 either side
// (held, obj_control 1, $94 below it); while someone hangs on it, it
// lowers 2 a frame to $B0 below its layout y (raises, with subtype bits
// 4-6, which start it lowered), and goes back when let go. A jump press
// (the sidekick's Ctrl_2: 0 for the CPU) lets go at Y Speed -$380, X
// Speed $200 the way held; he cannot grab again for 18 frames (60 with a
// direction held, or when let go for being hurt). With subtype bit 7 it
// sets its ButtonVine_Trigger while held.
func (s *engine) movingVine(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x10
		ob.YRad = 0x80
		ob.Render |= s2ExplicitHeight
		ob.BaseY = int16(ob.Y.Pixel()) // objoff_3C
		ob.Timer = 0xB0                // objoff_2E: the travel
		ob.Flag = ob.Sub&0x80 != 0     // objoff_34
		if ob.Sub&0x70 != 0 {
			ob.Timer2 = ob.Timer // objoff_38
			ob.Base = 1          // objoff_36: inverted
			ob.Y += physics.FromPixels(int(ob.Timer))
			ob.MapFrame = uint8(ob.Timer>>5) + 1
		}
		if s.isZone("wfz") {
			wfzHookInit(ob) // wfz_platforms.go
		}
	}
	held := ob.B3E != 0 || ob.B3F != 0 // objoff_30, objoff_31
	if held != (ob.Base != 0) {
		if ob.Timer2 != ob.Timer {
			s.vineMove(ob, ob.Timer2+2)
		}
	} else if ob.Timer2 != 0 {
		s.vineMove(ob, ob.Timer2-2)
	}
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.movingVinePlayer(k, p)
		s.s2Swap(p)
	}
	s.markGone(k, ob.X.Pixel())
}

// vineMove is loc_29A94: the vine's drop (objoff_38) and y.
func (s *engine) vineMove(ob *physics.S2Obj, d2 int16) {
	ob.Timer2 = d2
	setYPixel(ob, int(ob.BaseY)+int(d2))
	ob.MapFrame = 0
	if d2 != 0 {
		ob.MapFrame = uint8(uint16(d2)>>5) + 1
		if ob.Routine == 4 { // Wing Fortress's hook: loc_29C28
			ob.MapFrame = uint8(uint16(d2)>>4) + 1
		}
	}
}

// movingVinePlayer is Obj80_Action for player p (swapped in): B3E, B3F
// are the hanging flags, Timer3 and Index the regrab delays (2(a2)).
func (s *engine) movingVinePlayer(k, p int) {
	st := s.st
	ob := s.slot(k)
	hang, delay := &ob.B3E, &ob.Timer3
	in, prev := s.in, st.PrevInput
	if p == 1 {
		hang, delay = &ob.B3F, &ob.Index
		in, prev = 0, 0 // Ctrl_2: no second pad
	}
	if *hang != 0 {
		if !s.playerOnScreen() || st.Obj.Hurt || st.Dead {
			s.setPlayerControl(0)
			*hang = 0
			*delay = 60
			return
		}
		if !s.hangLetGo(hang, delay, in, prev) {
			st.Y = physics.FromPixels(ob.Y.Pixel()+0x94) | st.Y&0xFF
			return
		}
		if in&physics.Left != 0 {
			st.XSpeed = -0x200
		}
		if in&physics.Right != 0 {
			st.XSpeed = 0x200
		}
		st.YSpeed = -0x380
		st.Air = true
		if ob.Flag {
			s.st.S2.Switch[ob.Sub&0xF] &^= 1
		}
		s.s2Contact(k, physics.Trigger, "let go")
		return
	}
	if !hangWaitOver(delay) {
		return
	}
	if uint16(st.X.Pixel()-ob.X.Pixel()+0x10) >= 0x20 || uint16(st.Y.Pixel()-ob.Y.Pixel()-0x88) >= 0x18 {
		return
	}
	if s.s2ObjControl()&0x80 != 0 || st.Obj.Hurt || st.Dead {
		return
	}
	st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
	st.X = physics.FromPixels(ob.X.Pixel()) | st.X&0xFF
	st.Y = physics.FromPixels(ob.Y.Pixel()+0x94) | st.Y&0xFF
	s.setPlayerControl(1)
	*hang = 1
	if ob.Flag {
		s.st.S2.Switch[ob.Sub&0xF] |= 1
	}
	s.s2Contact(k, physics.Trigger, "hang")
}

// ---------------------------------------------------------------------------
// Obj81 drawbridge

const s2Drawbridge = 0x81

// drawbridge is Obj81, Mystic Cave's drawbridge: it stands upright $48
// above its layout point (below when y-flipped), solid as a post (half
// width $13, half height $40); once its ButtonVine_Trigger (by subtype)
// is set it falls, its angle (the high byte of a word, objoff_34 $100 a
// frame, -$100 when x-flipped) turning from $C0 to 0 (or $80), solid as
// a post while the angle is $40 or $C0 and above, else as a plank (half
// width $4B, half height 8) where it stands; down, it lies $48 right (or
// left) of its point, a plank. Its logs are a second object after it.
func (s *engine) drawbridge(k int) {
	ob := s.slot(k)
	if ob.Render&physics.S2Child != 0 {
		return // the logs: drawn only; the bridge deletes them
	}
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 8
		ob.Status |= physics.S2NoBalancing
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel()) // objoff_30, objoff_32
		ob.Y -= physics.FromPixels(0x48)
		ob.Timer = -0x4000 // angle(a0) as a word: $C000
		if ob.Status&physics.S2YFlip != 0 {
			ob.Y += physics.FromPixels(0x90)
			ob.Timer = 0x40 << 8
		}
		ob.Timer2 = 0x100 // objoff_34
		if ob.Status&physics.S2XFlip != 0 {
			ob.Timer2 = -0x100
		}
		if j := s.allocateAfter(k); j >= 0 {
			*s.slot(j) = physics.S2Obj{ID: s2Drawbridge, Layout: -1, Render: physics.S2Child, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF}
			ob.Child1 = int16(j + 1)
		}
	}
	if ob.Routine == 2 {
		if s.st.S2.Switch[ob.Sub&0xF]&1 != 0 && !ob.Flag { // objoff_36
			ob.Flag = true
			if ob.Status == physics.S2NoBalancing|physics.S2XFlip { // no other status bit
				setXPixel(ob, int(ob.BaseX)-0x48) // cmpi.b #no_balancing|x_flip,status
			}
		}
		if ob.Flag {
			angle := uint8(uint16(ob.Timer) >> 8)
			if angle == 0 || angle == 0x80 {
				d1 := 0x48
				if angle == 0x80 {
					d1 = -0x48
				}
				setYPixel(ob, int(ob.BaseY))
				setXPixel(ob, int(ob.BaseX)+d1)
				ob.Width = 0x40
				ob.Flag = false
				ob.Routine = 4
			} else {
				ob.Timer += ob.Timer2
			}
		}
	}
	d1, d2 := 0x4B, 8
	if a := uint8(uint16(ob.Timer) >> 8); a == 0x40 || a >= 0xC0 {
		d1, d2 = 0x13, 0x40
	}
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, d1, d2, d2+1, x, false, nil)
		s.s2Swap(p)
	}
	if uint16(int(ob.BaseX)&0xFF80)-uint16(s.st.S2.Coarse) > 0x280 {
		if c := int(ob.Child1) - 1; c >= 0 && s.slot(c).ID == s2Drawbridge {
			s.deleteObject(c)
		}
		s.deleteObject(k)
	}
}
