package sonic2

import (
	"loopwright/layers"
	"loopwright/physics"
)

// Wing Fortress's platforms and the way into Robotnik's ship: ObjB6 the
// tilting platform, ObjB7 the vertical laser it fires, ObjBE the lateral
// cannon (a platform popping in and out), ObjC1 the breakable plating
// Sonic hangs onto, ObjC2 the rivet he busts to get into the ship
// (s2.asm ObjB6, ObjB7, ObjBE, ObjC1, ObjC2).

// Wing Fortress object ids (s2.asm ObjID_*).
const (
	s2TiltPlatform = 0xB6
	s2VertLaser    = 0xB7
	s2WFZCannon    = 0xBE
	s2Plating      = 0xC1
	s2Rivet        = 0xC2
	s2ShipThrust   = 0xBC
	vertLaserSub   = 0x72 // ObjB7_SubObjData: $18 wide, collision $A9
)

// Animation scripts: Ani_objB6, Ani_objBE, Ani_objC1.
var (
	tiltAnims = [][]uint8{
		{3, 1, 2, 0xFD, 1}, {0x3F, 2, 0xFD, 2}, {3, 2, 1, 0, 0xFA, 0}, {1, 0, 1, 2, 3, 0xFF},
		{3, 1, 0, 0xFD, 5}, {0x3F, 0, 0xFD, 6}, {3, 0, 1, 2, 0xFA, 0},
	}
	cannonAnims  = [][]uint8{{5, 0, 1, 2, 3, aniEndNext}, {5, 3, 2, 1, 0, aniEndNext}}
	platingAnims = [][]uint8{{3, 2, 3, 4, 5, 1, 0xFF}}
)

// runWFZObject runs the object in slot k when it is one of this file's,
// and reports whether it was.
func (s *engine) runWFZObject(k int) bool {
	switch s.slot(k).ID {
	case s2TiltPlatform:
		s.tiltPlatform(k)
	case s2VertLaser:
		s.vertLaser(k)
	case s2WFZCannon:
		s.wfzCannon(k)
	case s2Plating:
		s.plating(k)
	case s2Rivet:
		s.rivet(k)
	case s2ShipThrust:
		s.shipThrust(k)
	case s2HangBar:
		s.hangBar(k) // wfz_hang.go
	default:
		return false
	}
	return true
}

// wfzSolidSize is s2SolidSize for this file's objects and the last
// bosses' solid parts: the solid half width, half height and whether
// only the top is solid; ok false when ob is none of them.
func wfzSolidSize(ob *physics.S2Obj) (w, h int, top, ok bool) {
	switch ob.ID {
	case s2TiltPlatform:
		if ob.Routine == 8 && ob.Routine2 == 2 {
			return 0xF, 0x18, false, true
		}
		if r2 := ob.Routine2; ob.Routine == 6 && r2 <= 2 || ob.Routine != 6 && r2 == 2 {
			return 0x23, 4, false, true
		}
		return 0, 0, false, true
	case s2WFZCannon:
		if ob.Routine == 6 && (ob.MapFrame == 3 || ob.MapFrame == 4) {
			return 0x23, 0x19, true, true
		}
		return 0, 0, false, true
	case s2Rivet:
		return 0x1B, 8, false, true
	case s2WFZBoss:
		switch ob.Routine {
		case wfzWall:
			return 0x13, 0x40, false, true
		case wfzPlatform:
			return 0x10, 8, true, true
		}
	case s2DEZEggman:
		if ob.Routine == 4 && ob.Routine2 <= 2 {
			return 0x13, 0x20, false, true
		}
	}
	return 0, 0, false, false
}

// wfzSolidBoth is SolidObject (d1, d2, d3) for both players.
func (s *engine) wfzSolidBoth(k, d1, d2, d3 int) {
	x := s.slot(k).X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, d1, d2, d3, x, false, nil)
		s.s2Swap(p)
	}
}

// wfzTimerFromSub is loc_3B77E: the subtype's high nibble kept, and the
// timer (objoff_2A) set to it.
func wfzTimerFromSub(ob *physics.S2Obj) {
	ob.Sub &= 0xF0
	ob.Timer = int16(ob.Sub)
}

// tiltPlatform is ObjB6 by its mode (subtype bits 1-2): 0 it tilts when
// Vint_runcount's low byte's high nibble matches its subtype's; 2 it
// tilts after its subtype's high nibble in frames, then every $C1, firing
// the vertical laser (ObjB7) down through itself for $21 frames; 4 it
// tilts $11 frames after a player stands on it, away from the nearer
// player; 6 (standing on its edge, solid $F by $18) like 2 without the
// laser. Flat it is solid ($23 by 4, both players); tilting it drops
// whoever stands on it (loc_3B7BC) and is not solid; it tilts back
// after $40 frames (Ani_objB6).
func (s *engine) tiltPlatform(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Width = 0x10
		ob.Routine = ob.Sub&6 + 2
		return
	}
	switch ob.Routine {
	case 2: // loc_3B602
		switch ob.Routine2 {
		case 0:
			ob.Routine2 = 2
			wfzTimerFromSub(ob)
		case 2:
			s.wfzSolidBoth(k, 0x23, 4, 4)
			if uint8(s.st.S2.Vint)&0xF0 == ob.Sub {
				ob.Routine2 = 4
				ob.Anim = 0
				s.tornadoDrop(k)
			}
		case 4:
			animateFA(ob, tiltAnims)
		case 6:
			ob.Routine2 = 2
			ob.Timer = 0xC0
		}
	case 4: // loc_3B65C
		switch ob.Routine2 {
		case 0:
			ob.Routine2 = 2
			wfzTimerFromSub(ob)
		case 2:
			s.wfzSolidBoth(k, 0x23, 4, 4)
			ob.Timer--
			if ob.Timer >= 0 {
				break
			}
			ob.Routine2 = 4
			ob.B3E = 0x20 // objoff_2A's high byte
			ob.Anim, ob.AnimFrame, ob.AnimDur = 3, 0, 0
			s.tornadoDrop(k)
			if j := s.allocateAfter(k); j >= 0 {
				ob = s.slot(k)
				*s.slot(j) = physics.S2Obj{ID: s2VertLaser, Sub: vertLaserSub, Layout: -1, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF}
			}
		case 4:
			if byteTick(&ob.B3E) {
				ob.Routine2 = 2
				ob.MapFrame = 0
				ob.Timer = 0xC0
				break
			}
			animateSprite(ob, tiltAnims)
		}
	case 6: // loc_3B6C8
		switch ob.Routine2 {
		case 0:
			s.wfzSolidBoth(k, 0x23, 4, 4)
			if ob.Status&(physics.S2P1Stand|physics.S2P2Stand) != 0 {
				ob.Routine2 = 2
				ob.Timer = 0x10
			}
		case 2:
			s.wfzSolidBoth(k, 0x23, 4, 4)
			ob.Timer--
			if ob.Timer >= 0 {
				break
			}
			ob.Routine2 = 4
			ob.Anim = 0
			d0, _, _, _ := s.orientBits(ob)
			ob.Status &^= physics.S2XFlip
			if d0 == 0 {
				ob.Status |= physics.S2XFlip
			}
			s.tornadoDrop(k)
		case 4:
			animateFA(ob, tiltAnims)
		case 6:
			ob.Routine2 = 0
		}
	case 8: // loc_3B73C
		switch ob.Routine2 {
		case 0:
			ob.Routine2 = 2
			ob.MapFrame = 2
			wfzTimerFromSub(ob)
		case 2:
			s.wfzSolidBoth(k, 0xF, 0x18, 0x18)
			ob.Timer--
			if ob.Timer < 0 {
				ob.Routine2 = 4
				ob.Anim = 4
				s.tornadoDrop(k)
			}
		case 4:
			animateFA(ob, tiltAnims)
		case 6:
			ob.Routine2 = 2
			ob.Timer = 0xC0
		}
	}
	s.markGone(k, s.slot(k).X.Pixel())
}

// vertLaser is ObjB7, the vertical laser the tilting platform fires: it
// hurts (collision $A9) for $20 frames after its first and goes. It is
// drawn and may be unloaded (MarkObjGone) only on every other frame:
// ObjB7_Main's bchg of objoff_2B's bit 0 returns at once when the bit
// was clear, so its first frame returns and its second may unload it
// (Flag holds the bit).
func (s *engine) vertLaser(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width, ob.Coll = 0x18, 0xA9
		ob.B3E = 0x20
		return
	}
	ob.B3E--
	if ob.B3E == 0 {
		s.deleteObject(k)
		return
	}
	ob.Flag = !ob.Flag
	if ob.Flag { // the bit was clear: return_37A48
		return
	}
	s.markGone(k, ob.X.Pixel())
}

// wfzCannon is ObjBE, the lateral cannon: when Vint_runcount's low
// byte's high nibble matches its subtype's it comes out (Ani_objBE) and
// is a platform ($23 wide, top $19 above it, both players) for $9F
// frames, then drops its riders and goes back in.
func (s *engine) wfzCannon(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width = 0x18
		wfzTimerFromSub(ob)
		return
	case 2:
		if uint8(s.st.S2.Vint)&0xF0 == ob.Sub {
			ob.Routine = 4
			ob.Anim = 0
			ob.Timer = 0xA0
		}
	case 4, 8:
		animateSprite(ob, cannonAnims)
	case 6:
		ob.Timer--
		if ob.Timer == 0 {
			ob.Routine = 8
			ob.Anim = 1
			s.tornadoDrop(k)
			break
		}
		// loc_3BE04
		if f := ob.MapFrame; f != 3 && f != 4 {
			s.tornadoDrop(k)
			break
		}
		x := ob.X.Pixel()
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			s.s2Platform(k, 0x23, 0x19, x)
			s.s2Swap(p)
		}
	case 0xA:
		ob.Routine = 2
		ob.Timer = 0x40
	}
	s.markGone(k, s.slot(k).X.Pixel())
}

// plating is ObjC1, the plating on the getaway ship's back: touched
// (collision $E1, Touch_Special: either player counts) with Sonic right
// of 20 to its left and not hurt, it takes Sonic (ObjC1_Grab: still,
// facing left, 20 left of it, obj_control 1); Up and Down move him a
// pixel a frame within 24 of its middle; a jump press, or its subtype in
// seconds running out, lets him go (ObjC1_Release) and it breaks into
// four plates flying left at $400 (ObjC1_BeginBreakup, each after its
// wait: 0, 4, $18, $20 frames; falling 8 a frame), gone off screen.
func (s *engine) plating(k int) {
	st := s.st
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width, ob.Coll = 0x40, 0xE1
		ob.Timer = int16(int(ob.Sub) * 60) // plating_time
		fallthrough
	case 2:
		if !ob.Flag {
			// ObjC1_Grab
			if ob.CollProp == 0 || uint16(ob.X.Pixel()-20) >= uint16(st.X.Pixel()) {
				break
			}
			ob.CollProp = 0
			if st.Obj.Hurt || st.Dead {
				break
			}
			st.XSpeed, st.YSpeed = 0, 0
			st.X = physics.FromPixels(ob.X.Pixel()-20) | st.X&0xFF
			st.FacingLeft = true
			s.st.S2.Control = 1
			ob.Flag = true
			s.s2Contact(k, physics.Trigger, "hang")
			break
		}
		if ob.Timer != 0 {
			ob.Timer--
			if ob.Timer == 0 {
				s.platingRelease(k)
				return
			}
		}
		d0 := ob.Y.Pixel() - 24
		if s.in&physics.Up != 0 {
			st.Y -= physics.FromPixels(1)
			if uint16(d0) >= uint16(st.Y.Pixel()) {
				st.Y = physics.FromPixels(d0) | st.Y&0xFF
			}
		}
		d0 += 48
		if s.in&physics.Down != 0 {
			st.Y += physics.FromPixels(1)
			if uint16(d0) < uint16(st.Y.Pixel()) {
				st.Y = physics.FromPixels(d0) | st.Y&0xFF
			}
		}
		if s.in&physics.Jump != 0 && st.PrevInput&physics.Jump == 0 {
			s.platingRelease(k)
			return
		}
	case 4:
		s.platingFall(k)
		return
	}
	s.markGone(k, s.slot(k).X.Pixel())
}

// platingRelease is ObjC1_Release and ObjC1_BeginBreakup: Sonic let go,
// the plating and three more plates (ObjC1_Positions, ObjC1_BreakTimes)
// fly off.
func (s *engine) platingRelease(k int) {
	ob := s.slot(k)
	ob.Coll = 0
	s.st.S2.Control = 0
	ob.Flag = false
	s.s2Contact(k, physics.Trigger, "let go")
	x, y := ob.X.Pixel(), ob.Y.Pixel()
	pos := [4][2]int{{-0x10, -0x10}, {-0x10, 0x10}, {-0x30, -0x10}, {-0x30, 0x10}}
	waits := [4]uint8{0, 4, 0x18, 0x20}
	for i := 0; i < 4; i++ {
		j := k
		if i > 0 {
			if j = s.allocateAfter(k); j < 0 {
				break
			}
			*s.slot(j) = physics.S2Obj{ID: s2Plating, Layout: -1}
		}
		p := s.slot(j)
		p.Routine = 4
		p.Render = physics.S2OnScreen
		setXPixel(p, x+pos[i][0])
		setYPixel(p, y+pos[i][1])
		p.Width = 0x10
		p.MapFrame = 1
		p.XVel, p.YVel = -0x400, 0
		p.B3E = waits[i]
	}
	s.platingFall(k)
}

// platingFall is ObjC1_FallOff: after its wait (plating_unk) a plate
// flies and falls 8 a frame faster; off screen it goes.
func (s *engine) platingFall(k int) {
	ob := s.slot(k)
	if ob.B3E != 0 {
		ob.B3E--
	} else {
		objMove(ob)
		ob.YVel += 8
		animateSprite(ob, platingAnims)
	}
	if ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
	}
}

// rivetChunks are the chunks ObjC2_Bust writes into the layout at row
// 8 and row 9 from column $50 (Level_Layout+$850 and +$950): the floor
// opens into the ship.
var rivetChunks = [2][6]layers.ChunkID{{0x8A, 0x70, 0x71, 0x72, 0x73, 0x74}, {0x6E, 0x78, 0x79, 0x78, 0x78, 0x7A}}

// rivet is ObjC2, the rivet on the ship's hatch: solid ($1B by 8, both
// players); Sonic landing on it rolling (his anim when its code began
// was the roll's) busts it (ObjC2_Bust): the left limit becomes $2880,
// it turns into an explosion (Obj27), Sonic is in the air, and the
// hatch's chunks open in the layout.
func (s *engine) rivet(k int) {
	st := s.st
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width, ob.Coll = 0x10, 0
		return
	}
	rolling := s.playerRolling(false) // objoff_30: MainCharacter's anim
	s.wfzSolidBoth(k, 0x1B, 8, 9)
	ob = s.slot(k)
	if ob.Status&physics.S2P1Stand == 0 || !rolling {
		s.markGone(k, ob.X.Pixel())
		return
	}
	st.Cam.MinX = 0x2880
	ob.Status &^= physics.S2P1Stand
	if st.S2.On == k+1 {
		st.S2.On, st.Obj.On = 0, 0
	}
	st.Air = true
	*ob = physics.S2Obj{ID: s2Explosion, Routine: 2, Layout: -1, X: ob.X, Y: ob.Y, Respawn: ob.Respawn}
	for r, row := range rivetChunks {
		for i, c := range row {
			s.SetLayoutChunk(0x50+i, 8+r, c)
		}
	}
	s.markGone(k, ob.X.Pixel())
}

// shipThrust is ObjBC, the fire coming out of Robotnik's ship: it
// touches nothing; it follows the departing background
// (Camera_BG_X_offset added to its layout x) and goes once that offset
// reaches $380 (it is never deleted off screen).
func (s *engine) shipThrust(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x10
		ob.BaseX = int16(ob.X.Pixel())
		return
	}
	d1 := s.st.S2.Ev.BGXOff
	if uint16(d1) >= 0x380 {
		s.deleteObject(k)
		return
	}
	setXPixel(ob, int(ob.BaseX)+int(d1))
}

// wfzHookInit is Obj80_Init's Wing Fortress part: the hook (routine 4,
// Obj80_WFZ_Main) travels $A0 ($60 with a subtype's low nibble) at 2 a
// frame and sets no vine trigger; with subtype bits 4-6 it starts
// lowered. Hanging on it is Obj80_Action, as the Mystic Cave vine's
// (mcz.go).
func wfzHookInit(ob *physics.S2Obj) {
	ob.Routine = 4
	ob.Y = physics.FromPixels(int(ob.BaseY)) | ob.Y&0xFF
	ob.Timer = 0xA0
	if ob.Sub&0xF != 0 {
		ob.Timer = 0x60
	}
	ob.Flag = false
	ob.Timer2, ob.Base, ob.MapFrame = 0, 0, 0
	if ob.Sub&0x70 != 0 {
		ob.Timer2 = ob.Timer
		ob.Base = 1
		ob.Y += physics.FromPixels(int(ob.Timer))
		ob.MapFrame = uint8(ob.Timer>>4) + 1
	}
}
