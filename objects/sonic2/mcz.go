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
	case s2Asteron:
		s.asteron(k)
	case s2SteamSpring:
		s.steamSpring(k)
	case s2Octus:
		s.octus(k)
	case s2OOZFan:
		s.oozFan(k)
	case s2BurnerLid:
		s.burnerLid(k)
	case s2Tornado:
		if s.slot(k).Sub != tornadoSCZSub {
			return false // Wing Fortress's and the ending's Tornado: not yet
		}
		s.tornado(k)
	case s2Nebula:
		s.nebula(k)
	case s2Balkiry:
		s.balkiry(k)
	case s2BalkiryJet:
		s.balkiryJet(k)
	case s2Turtloid:
		s.turtloid(k)
	case s2TurtloidRider:
		s.turtloidRider(k)
	default:
		return false
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
		if ob.Sub == tornadoSCZSub {
			return 0x1B, 8, false
		}
	case s2Turtloid:
		return 0x18, 0xE, true
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
