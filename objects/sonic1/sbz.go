package sonic1

import (
	"loopwright/hexangle"
	"loopwright/physics"
)

// Scrap Brain's objects (_incObj/71 Invisible Barriers.asm, 6E
// Electrocuter.asm, 6D Flamethrower.asm, 6A Saws and Pizza Cutters.asm).

// Their object ids (_inc/Object Pointers.asm).
const (
	idSaws          = 0x6A
	idFlamethrower  = 0x6D
	idElectro       = 0x6E
	idInvisibarrier = 0x71
	idGirder        = 0x70
	idVanishPlat    = 0x6C
	idConveyor      = 0x68
	idScrapStomp    = 0x6B
	idSpinPlatform  = 0x69
	idRunningDisc   = 0x67
)

// runSBZObject runs slot k's object when it is one of them; it reports
// whether it was.
func (s *engine) runSBZObject(k int) bool {
	switch s.st.S2.Slots[k].ID {
	case idInvisibarrier:
		s.invisibarrier(k)
	case idElectro:
		s.electro(k)
	case idFlamethrower:
		s.flamethrower(k)
	case idSaws:
		s.saws(k)
	case idGirder:
		s.girder(k)
	case idVanishPlat:
		s.vanishPlatform(k)
	case idConveyor:
		s.conveyor(k)
	case idScrapStomp:
		s.scrapStomp(k)
	case idSpinPlatform:
		s.spinPlatform(k)
	case idFalseFloor:
		s.falseFloor(k)
	case idScrapEggman:
		s.scrapEggman(k)
	case idRunningDisc:
		s.runningDisc(k)
	case idSpinConvey:
		s.spinConvey(k)
	default:
		return false
	}
	return true
}

// sbzSolidSize is solidSize for these objects: the invisible barrier's
// box.
func sbzSolidSize(ob *physics.S2Obj) (w, h int, top, ok bool) {
	switch {
	case ob.ID == idInvisibarrier && ob.Routine == 2:
		return int(ob.Width) + 0xB, int(ob.YRad), false, true
	case (ob.ID == idGirder || ob.ID == idScrapStomp) && ob.Routine == 2:
		return int(ob.Width) + 0xB, int(ob.YRad), false, true
	case ob.ID == idFalseFloor && (ob.Routine == 2 || ob.Routine == 4):
		return int(ob.Width) + 0xB, 0x10, false, true
	case ob.ID == idSpinPlatform && ob.Routine == 2 && ob.MapFrame == 0:
		return 0x4B, 0xC, false, true
	case ob.ID == idSpinPlatform && ob.Routine == 4 && ob.MapFrame == 0:
		return 0x1B, 7, false, true
	case ob.ID == idVanishPlat && (ob.Routine == 2 || ob.Routine == 4) && ob.MapFrame&2 == 0:
		return int(ob.Width), 8, true, true
	}
	return 0, 0, false, false
}

// solidObject71 is SolidObject71: SolidObject without its on-screen test
// (Solid_ChkEnter's loc_FAD0 at once).
func (s *engine) solidObject71(k, d1, d2, d3, d4 int) int {
	st := s.st
	ob := &st.S2.Slots[k]
	if ob.Routine2 != 0 {
		dx := int(int16(st.X.Pixel() - ob.X.Pixel() + d1))
		if st.Air || dx < 0 || dx >= 2*d1 {
			s.leave(k)
			return 0
		}
		s.mvSonicOnPtfm(k, d3, d4)
		return 0
	}
	return s.solidEnter(k, d1, d2, ob.Y.Pixel())
}

// invisibarrier is Invisibarrier: an unseen solid box (subtype bits 4-7:
// the half width, (n+1)*8, plus $B for SolidObject71; bits 0-3 the half
// height, (n+1)*8), solid only while its position is on the screen
// (ChkObjectVisible); deleted out of range.
func (s *engine) invisibarrier(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render |= 4
		ob.Width = uint8((int(ob.Sub&0xF0) + 0x10) >> 1)
		ob.YRad = uint8((int(ob.Sub&0xF) + 1) << 3)
	}
	if s.chkObjectVisible(ob) {
		h := int(ob.YRad)
		s.solidObject71(k, int(ob.Width)+0xB, h, h+1, ob.X.Pixel())
		ob = &s.st.S2.Slots[k]
	}
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
	}
}

// aniElec is Ani_Elec: idle, and the zap (ending back in idle).
var aniElec = [][]byte{{7, 0, afEnd}, {0, 1, 1, 1, 2, 3, 3, 4, 4, 4, 5, 5, 5, 0, afChange, 0}}

// electro is Electro: every (subtype x $10) frames (v_framecount and
// subtype*$10-1 zero: elec_freq in Timer) it zaps (Ani_Elec), harming
// ($A4: $48 x 8) only while its fifth picture (frame 4) shows.
// RememberState.
func (s *engine) electro(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render |= 4
		ob.Width = 0x28
		ob.Timer = int16(int(ob.Sub)<<4 - 1)
	}
	if o.FrameCount&uint16(ob.Timer) == 0 {
		ob.Anim = 1
	}
	animateSprite(ob, aniElec)
	ob.Coll = 0
	if ob.MapFrame == 4 {
		ob.Coll = 0xA4
	}
	s.rememberState(k)
}

// aniFlame is Ani_Flame: the pipe's flame growing and shrinking, the
// valve's.
var aniFlame = [][]byte{
	{3, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0xA, afBack, 2},
	{0, 9, 7, 5, 3, 1, 0, afBack, 1},
	{3, 0xB, 0xC, 0xD, 0xE, 0xF, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, afBack, 2},
	{0, 0x14, 0x12, 0x11, 0xF, 0xD, 0xB, afBack, 1},
}

// flamethrower is Flamethrower: it flames for (subtype bits 4-7) x 2
// frames and pauses (bits 0-3) x $20 (objoff_32 and objoff_34: Timer2,
// Timer3; the count objoff_30 in Timer), harming ($A3: $C x $18) while
// its flame's full picture shows (frame $A; $15 for the valve, status
// bit 1). Deleted out of range.
func (s *engine) flamethrower(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render |= 4
		ob.Width = 0xC
		ob.Timer = int16(ob.Sub&0xF0) * 2
		ob.Timer2 = ob.Timer
		ob.Timer3 = int16(ob.Sub&0xF) << 5
		ob.B3E = 0xA
		if ob.Status&2 != 0 {
			ob.Anim = 2
			ob.B3E = 0x15
		}
	}
	ob.Timer--
	if ob.Timer < 0 {
		ob.Timer = ob.Timer3
		old := ob.Anim & 1
		ob.Anim ^= 1
		if old != 0 {
			ob.Timer = ob.Timer2
		}
	}
	animateSprite(ob, aniFlame)
	ob.Coll = 0
	if ob.MapFrame == ob.B3E {
		ob.Coll = 0xA3
	}
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// saws is Saws: pizza cutters (subtypes 0-2, harmful $A2: $18 x $18)
// still, moving sideways by oscillator 3 ($60 less it when flipped), or
// up and down by oscillator 1 ($80 less it when flipped); ground saws (3, 4) wait unseen
// and untouchable until Sonic is $C0 right of (3) or $E0 left of (4) the
// saw, within $80 of its y, then run at $600 towards him, harmful.
// Deleted out of range of its original x (which a running ground saw
// carries along).
func (s *engine) saws(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render, ob.Width = 4, 0x20
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		if ob.Sub < 3 {
			ob.Coll = 0xA2
		}
	}
	switch ob.Sub & 7 {
	case 1:
		d0 := s.osc(3)
		if ob.Status&1 != 0 {
			d0 = -d0 + 0x60
		}
		ob.X = physics.FromPixels(int(ob.BaseX)-d0) | ob.X&0xFF
		sawSpin(ob)
	case 2:
		d0 := s.osc(1)
		if ob.Status&1 != 0 {
			d0 = -d0 + 0x80
		}
		ob.Y = physics.FromPixels(int(ob.BaseY)-d0) | ob.Y&0xFF
		sawSpin(ob)
	case 3, 4:
		if ob.Flag {
			speedToPos(ob)
			ob.BaseX = int16(ob.X.Pixel())
			sawSpin(ob)
			break
		}
		px, py := st.X.Pixel(), st.Y.Pixel()
		if ob.Sub&7 == 3 {
			d0 := uint16(px) - 0xC0
			if uint16(px) < 0xC0 || d0 < uint16(ob.X.Pixel()) {
				return
			}
		} else if uint16(px)+0xE0 >= uint16(ob.X.Pixel()) {
			return
		}
		d0 := uint16(py) - 0x80
		if d0 >= uint16(ob.Y.Pixel()) || d0+0x100 < uint16(ob.Y.Pixel()) {
			break
		}
		ob.Flag = true
		ob.XVel = 0x600
		if ob.Sub&7 == 4 {
			ob.XVel = -0x600
		}
		ob.Coll = 0xA2
		ob.MapFrame = 2
	}
	if s.outOfRange(int(ob.BaseX)) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// sawSpin is the saws' picture change every 3 runs (obTimeFrame).
func sawSpin(ob *physics.S2Obj) {
	ob.AnimDur--
	if int8(ob.AnimDur) < 0 {
		ob.AnimDur = 2
		ob.MapFrame ^= 1
	}
}

// girdSettings is Gird_ChgMove's .settings: x speed, y speed, runs.
var girdSettings = [4][3]int16{{0x100, 0, 0x60}, {0, 0x100, 0x30}, {-0x100, -0x40, 0x60}, {0, -0x100, 0x18}}

// girder is Girder: a solid block ($60 + $B wide, $18 high; SolidObject
// while on screen) going round its four moves (Gird_ChgMove: right,
// down, up-left, up; gird_set in B3B, the move's runs in Timer), waiting
// 7 runs (Timer2) before each. Deleted out of range of its original x.
func (s *engine) girder(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render |= 4
		ob.Width, ob.YRad = 0x60, 0x18
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		girdChgMove(ob)
	}
	d4 := ob.X.Pixel()
	move := true
	if ob.Timer2 != 0 {
		ob.Timer2--
		move = ob.Timer2 == 0
	}
	if move {
		speedToPos(ob)
		ob.Timer--
		if ob.Timer == 0 {
			girdChgMove(ob)
		}
	}
	if ob.Render&physics.S2OnScreen != 0 {
		h := int(ob.YRad)
		s.solidObject(k, int(ob.Width)+0xB, h, h+1, d4)
		ob = &s.st.S2.Slots[k]
	}
	if s.outOfRange(int(ob.BaseX)) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// girdChgMove is Gird_ChgMove.
func girdChgMove(ob *physics.S2Obj) {
	m := girdSettings[(ob.B3B&0x18)>>3]
	ob.XVel, ob.YVel, ob.Timer = physics.Fixed(m[0]), physics.Fixed(m[1]), m[2]
	ob.B3B += 8
	ob.Timer2 = 7
}

// aniVan is Ani_Van: vanishing, appearing.
var aniVan = [][]byte{{7, 0, 1, 2, 3, afBack, 1}, {7, 3, 2, 1, 0, afBack, 1}}

// vanishPlatform is VanishPlatform: it waits for its phase (v_framecount
// less objoff_36, masked by objoff_38: Timer3 and Index, from the
// subtype), then vanishes and appears in turn (Ani_Van: after
// (subtype bits 0-3 + 1) x $80 runs visible and 128 gone: vanp_timer in
// Timer, vanp_timelen in Timer2); a top-only platform (PlatformObject,
// $10 each side; riding: MvSonicOnPtfm2) while its picture is solid
// (frames 0 and 1); gone, it drops Sonic. RememberState.
func (s *engine) vanishPlatform(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 6
		ob.Render |= 4
		ob.Width = 0x10
		d0 := (int(ob.Sub&0xF) + 1) << 7
		d1 := d0
		ob.Timer, ob.Timer2 = int16(d0-1), int16(d0-1)
		d1 += 0x80
		ob.Timer3 = int16(uint32(int(ob.Sub&0xF0)*d1) >> 8)
		ob.Index = int16(d1 - 1)
	}
	if ob.Routine == 6 {
		if (o.FrameCount-uint16(ob.Timer3))&uint16(ob.Index) != 0 {
			animateSprite(ob, aniVan)
			s.rememberState(k)
			return
		}
		ob.Routine -= 4
	}
	ob.Timer--
	if ob.Timer < 0 {
		ob.Timer = 127
		if ob.Anim != 0 {
			ob.Timer = ob.Timer2
		}
		ob.Anim ^= 1
	}
	animateSprite(ob, aniVan)
	switch {
	case ob.MapFrame&2 != 0:
		if ob.Status&standBit != 0 {
			if o.On == k+1 {
				o.On, st.Obj.On = 0, 0
			}
			ob.Status &^= standBit
			ob.Routine = 2
			ob.Routine2 = 0
		}
	case ob.Routine == 2:
		s.platformObject(k, int(ob.Width))
	default:
		s.exitPlatformR(k, int(ob.Width))
		s.mvSonicOnPtfm2(k, ob.X.Pixel())
	}
	s.rememberState(k)
}

// conveyor is Conveyor: an unseen belt 128 pixels each side of its x (56
// when subtype bits 0-3 are set) moving Sonic on the ground, from $30
// above its y down to it, by its speed each run (subtype bits 4-7,
// signed: conv_speed in Timer). Deleted out of range; never drawn.
func (s *engine) conveyor(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 128
		if ob.Sub&0xF != 0 {
			ob.Width = 56
		}
		ob.Timer = int16(int8(ob.Sub&0xF0) >> 4)
	}
	w := uint16(ob.Width)
	if uint16(st.X.Pixel()-ob.X.Pixel())+w < 2*w && uint16(st.Y.Pixel()-ob.Y.Pixel()+0x30) < 0x30 && !st.Air {
		st.X += physics.FromPixels(int(ob.Timer))
	}
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
	}
}

// stoVar is Sto_Var: each kind's half width, half height, travel and
// type (subtype bits 4-6).
var stoVar = [5][4]uint8{{0x40, 0xC, 0x80, 1}, {0x1C, 0x20, 0x38, 3}, {0x1C, 0x20, 0x40, 4}, {0x1C, 0x20, 0x60, 4}, {0x80, 0x40, 0, 5}}

// isLZZone reports whether the act is one of Labyrinth's zone (Scrap
// Brain 3 is its fourth act).
func (s *engine) isLZZone() bool {
	return s.zoneAct == "lz1" || s.zoneAct == "lz2" || s.zoneAct == "lz3" || s.zoneAct == "sbz3"
}

// scrapStomp is ScrapStomp: a solid block (its kind's size + $B wide,
// SolidObject while on screen). A subtype with bit 7 takes its kind's
// type, its switch from bits 0-3. Types: 1 a door sliding $80 sideways
// (2 a run) once its switch is pressed, then 2, which slides back after
// $B4 runs; 3 and 4 stompers going down their travel 8 a run and back
// (3: up 1 a run, 4: 8) with $3C-run pauses; 5 Scrap Brain 3's big door
// sliding down-left (-1, +1/2 a run) to x $980 once its switch is
// pressed. In Labyrinth's zone only one may be loaded (v_obj6B), and the
// door at x $A80 stays gone once opened. Slot fields: objoff_3A in
// Timer2, objoff_3C Timer3, objoff_36 Timer, sto_active Flag, the switch
// B3E. Deleted out of range of its original x.
func (s *engine) scrapStomp(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		i := int(ob.Sub>>4) & 7
		if i >= len(stoVar) {
			i = len(stoVar) - 1
		}
		v := stoVar[i]
		ob.Width, ob.YRad, ob.MapFrame = v[0], v[1], uint8(i)
		if s.isLZZone() {
			was := o.Obj6B & 1
			o.Obj6B |= 1
			if was != 0 || ob.X.Pixel() == 0xA80 && ob.Respawn != 0 && o.Respawn[2+int(ob.Respawn)]&1 != 0 {
				if was == 0 {
					o.Obj6B = 0
				}
				if ob.Respawn != 0 {
					o.Respawn[2+int(ob.Respawn)] &^= 0x80
				}
				s.deleteObject(k)
				return
			}
		}
		ob.Render |= 4
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		ob.Timer3 = int16(v[2])
		if ob.Sub&0x80 != 0 {
			ob.B3E = ob.Sub & 0xF
			ob.Sub = v[3]
			if v[3] == 5 {
				ob.Render |= 0x10
			}
			if ob.Respawn != 0 {
				o.Respawn[2+int(ob.Respawn)] &^= 0x80
			}
		}
	}
	d4 := ob.X.Pixel()
	s.stoMove(k)
	ob = &o.Slots[k]
	if ob.Render&physics.S2OnScreen != 0 {
		h := int(ob.YRad)
		s.solidObject(k, int(ob.Width)+0xB, h, h+1, d4)
		ob = &o.Slots[k]
	}
	if s.outOfRange(int(ob.BaseX)) {
		if s.isLZZone() {
			o.Obj6B = 0
			if ob.Respawn != 0 {
				o.Respawn[2+int(ob.Respawn)] &^= 0x80
			}
		}
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// stoMove is Sto_Action's type routine.
func (s *engine) stoMove(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	rb := &o.Respawn[2+int(ob.Respawn)]
	side := func() {
		d0 := int(ob.Timer2)
		if ob.Status&1 != 0 {
			d0 = -d0 + 0x80
		}
		ob.X = physics.FromPixels(int(ob.BaseX)-d0) | ob.X&0xFF
	}
	down := func() {
		d0 := int(ob.Timer2)
		if ob.Status&1 != 0 {
			d0 = -d0 + 0x38
		}
		ob.Y = physics.FromPixels(int(ob.BaseY)+d0) | ob.Y&0xFF
	}
	switch ob.Sub & 0xF {
	case 1:
		if !ob.Flag {
			if o.Switch[ob.B3E&0xF]&1 == 0 {
				side()
				return
			}
			ob.Flag = true
		}
		if ob.Timer2 == ob.Timer3 {
			ob.Sub++
			ob.Timer = 0xB4
			ob.Flag = false
			if ob.Respawn != 0 {
				*rb |= 1
			}
		} else {
			ob.Timer2 += 2
		}
		side()
	case 2:
		if !ob.Flag {
			ob.Timer--
			if ob.Timer != 0 {
				side()
				return
			}
			ob.Flag = true
		}
		if ob.Timer2 == 0 {
			ob.Sub--
			ob.Flag = false
			if ob.Respawn != 0 {
				*rb &^= 1
			}
		} else {
			ob.Timer2 -= 2
		}
		side()
	case 3:
		if !ob.Flag {
			if ob.Timer2 != 0 {
				ob.Timer2--
				down()
				return
			}
			ob.Timer--
			if ob.Timer >= 0 {
				down()
				return
			}
			ob.Timer = 0x3C
			ob.Flag = true
		}
		ob.Timer2 += 8
		if ob.Timer2 == ob.Timer3 {
			ob.Flag = false
		}
		down()
	case 4:
		if !ob.Flag {
			if ob.Timer2 != 0 {
				ob.Timer2 -= 8
				down()
				return
			}
			ob.Timer--
			if ob.Timer >= 0 {
				down()
				return
			}
			ob.Timer = 0x3C
			ob.Flag = true
		}
		if ob.Timer2 == ob.Timer3 {
			ob.Timer--
			if ob.Timer < 0 {
				ob.Timer = 0x3C
				ob.Flag = false
			}
		} else {
			ob.Timer2 += 8
		}
		down()
	case 5:
		if !ob.Flag {
			if o.Switch[ob.B3E&0xF]&1 == 0 {
				return
			}
			ob.Flag = true
			if ob.Respawn != 0 {
				*rb |= 1
			}
		}
		ob.X -= physics.FromPixels(1)
		ob.Y += 0x80
		ob.BaseX = int16(ob.X.Pixel())
		if ob.X.Pixel() == 0x980 {
			ob.Sub = 0
			ob.Flag = false
		}
	}
}

// aniSpin is Ani_Spin: the trapdoor opening and closing, the spinner's
// turn (twice, for the toggle).
var aniSpin = [][]byte{
	{3, 0, 1, 2, afBack, 1},
	{3, 2, 1, 0, afBack, 1},
	{1, 0, 1, 2, 3, 4, 0x43, 0x42, 0x41, 0x40, 0x61, 0x62, 0x63, 0x64, 0x23, 0x22, 0x21, 0, afBack, 1},
	{1, 0, 1, 2, 3, 4, 0x43, 0x42, 0x41, 0x40, 0x61, 0x62, 0x63, 0x64, 0x23, 0x22, 0x21, 0, afBack, 1},
}

// spinPlatform is SpinPlatform: a trapdoor (subtype without bit 7) that
// opens and closes every (bits 0-3) x $3C runs, solid ($4B x $C) while
// shut (frame 0); or a spinner (bit 7) that, when v_framecount meets its
// mask (((bits 4-6) + $10) x 4 - 1: Index), turns over after (bits 0-3)
// x 6 runs, solid ($1B x 7) while flat (frame 0). Open or turning, it
// drops Sonic. spin_timer in Timer, spin_timelen Timer2, objoff_34 B3B.
// RememberState.
func (s *engine) spinPlatform(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render |= 4
		ob.Width = 0x80
		ob.Timer2 = int16(ob.Sub&0xF) * 0x3C
		if ob.Sub&0x80 != 0 {
			ob.Routine = 4
			ob.Width = 0x10
			ob.Anim = 2
			ob.Timer = int16(ob.Sub&0xF) * 6
			ob.Timer2 = ob.Timer
			ob.Index = (int16(ob.Sub&0x70)+0x10)*4 - 1
		}
	}
	w, h := 0x4B, 0xC
	if ob.Routine == 4 {
		w, h = 0x1B, 7
		if o.FrameCount&uint16(ob.Index) == 0 {
			ob.B3B = 1
		}
		if ob.B3B != 0 {
			ob.Timer--
			if ob.Timer < 0 {
				ob.Timer = ob.Timer2
				ob.B3B = 0
				ob.Anim ^= 1
			}
		}
	} else {
		ob.Timer--
		if ob.Timer < 0 {
			ob.Timer = ob.Timer2
			ob.Anim ^= 1
		}
	}
	animateSprite(ob, aniSpin)
	if ob.MapFrame == 0 {
		s.solidObject(k, w, h, h+1, ob.X.Pixel())
	} else if ob.Status&standBit != 0 {
		if o.On == k+1 {
			o.On, s.st.Obj.On = 0, 0
		}
		ob.Status &^= standBit
		ob.Routine2 = 0
	}
	s.rememberState(k)
}

// ffloorFragSpeed and ffloorFragPos are FFloor_FragSpeed (y speeds) and
// FFloor_FragPos (each fragment's offset from the one before).
var (
	ffloorFragSpeed = [4]physics.Fixed{0x80, 0, 0x120, 0xC0}
	ffloorFragPos   = [4][2]int{{-8, -8}, {0x10, 0}, {0, 0x10}, {0x10, 0x10}}
)

// falseFloor is FalseFloor, made by DLE_SBZ2 (events.go): FFloor_Main
// puts it at boss_sbz2_x+$30, boss_sbz2_y+$C0 and makes the 8 blocks
// (routine 8, $20 apart from boss_sbz2_x-$40; their slots in Logs). The
// floor is solid (FFloor_Solid: $B + its width, $10 high; its width and
// x shrink $10 from the left with each block gone). Once told to go (the
// "GO" subtype, Flag: ScrapEggman's switch), it sends a block to break
// every run its counter ($E a run, obTimeFrame) wraps, and after the
// eighth drops Sonic and is deleted. A block told to go breaks into 4
// fragments (FFloor_Break: the block's slot and the next free ones,
// copies of it) that fall (ObjectFall) until off screen.
func (s *engine) falseFloor(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.X, ob.Y = physics.FromPixels(bossSBZ2X+0x30), physics.FromPixels(bossSBZ2Y+0xC0)
		ob.Width, ob.YRad = 0x80, 0x10
		ob.Render = 4 | 0x80
		x := bossSBZ2X - 0x40
		n := 0
		for range 8 {
			j := s.findFree()
			if j < 0 {
				break
			}
			o.Slots[j] = physics.S2Obj{ID: idFalseFloor, Routine: 8, Layout: -1, Render: 4, Width: 0x10, YRad: 0x10,
				X: physics.FromPixels(x), Y: physics.FromPixels(bossSBZ2Y + 0xC0)}
			ob = &o.Slots[k]
			ob.Logs[n] = int16(j)
			n++
			x += 0x20
		}
		ob.Routine += 2
	case 2:
		if ob.Flag {
			ob.MapFrame = 0
			ob.Routine += 2
		}
		s.ffloorSolid(k)
	case 4:
		d := ob.AnimDur
		ob.AnimDur -= 0xE
		if d >= 0xE {
			s.ffloorSolid(k)
			return
		}
		if i := int(int8(ob.MapFrame)); i >= 0 && i < len(ob.Logs) {
			if j := int(ob.Logs[i]); j >= 0 && j < Slots {
				o.Slots[j].Flag = true
			}
		}
		ob.MapFrame++
		if ob.MapFrame != 8 {
			s.ffloorSolid(k)
			return
		}
		fallthrough
	case 6:
		ob.Status &^= standBit
		if o.On == k+1 {
			o.On, st.Obj.On = 0, 0
		}
		s.deleteObject(k)
	case 8:
		if ob.Flag {
			s.ffloorBreak(k)
			return
		}
		s.display(k)
	case 0xA:
		if ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
		objectFall(ob)
		s.display(k)
	default:
		s.deleteObject(k)
	}
}

// ffloorSolid is FFloor_Solid.
func (s *engine) ffloorSolid(k int) {
	ob := &s.st.S2.Slots[k]
	d0 := (8 - int(int8(ob.MapFrame))) << 4
	x := bossSBZ2X + 0xB0 - d0
	ob.Width = uint8(d0)
	ob.X = physics.FromPixels(x) | ob.X&0xFF
	s.solidObject(k, 0xB+d0, 0x10, 0x11, x)
}

// ffloorBreak is FFloor_Break.
func (s *engine) ffloorBreak(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	ob.Routine += 2
	ob.Width, ob.YRad = 8, 8
	for i := range 4 {
		j := k
		if i > 0 {
			if j = s.findNextFree(k); j < 0 {
				break
			}
			o.Slots[j] = o.Slots[k]
		}
		f := &o.Slots[j]
		f.YVel = ffloorFragSpeed[i]
		f.X += physics.FromPixels(ffloorFragPos[i][0])
		f.Y += physics.FromPixels(ffloorFragPos[i][1])
		f.MapFrame = uint8(i + 1)
	}
	s.display(k)
}

// scrapEggman is ScrapEggman (Scrap Brain 2's Eggman, made by DLE_SBZ2):
// SEgg_Main places him at boss_sbz2_x+$110, boss_sbz2_y+$94 (touch $F
// with $10 hits: Sonic bounces off him) and makes his switch (routine 4,
// the next free slot, at boss_sbz2_x+$E0, boss_sbz2_y+$AC). Once Sonic
// is within 128 pixels left of him he laughs for 180 runs, crouches 15,
// leaps (-$FC, -$3C0, gravity $24, no further left than boss_sbz2_x+$E2)
// onto the switch ("SW": Flag; landing at boss_sbz2_y+$8B), and when he
// stands still tells the first crumbling floor in the first $20 level
// slots to go (FalseFloor's "GO": the game's search). The switch shows
// pressed once he is on it.
func (s *engine) scrapEggman(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.X, ob.Y = physics.FromPixels(bossSBZ2X+0x110), physics.FromPixels(bossSBZ2Y+0x94)
		ob.Coll, ob.CollProp = 0xF, 0x10
		ob.Status &^= 1
		ob.Routine2 = 0
		ob.Routine, ob.Anim = 2, 0
		ob.Render, ob.Width = 4|0x80, 0x20
		if j := s.findNextFree(k); j >= 0 {
			o.Slots[j] = physics.S2Obj{ID: idScrapEggman, Routine: 4, Layout: -1, Parent: int16(k + 1),
				X: physics.FromPixels(bossSBZ2X + 0xE0), Y: physics.FromPixels(bossSBZ2Y + 0xAC), Render: 4 | 0x80, Width: 0x10}
		}
		s.sEggEggman(k)
	case 2:
		s.sEggEggman(k)
	case 4:
		if ob.Routine2 == 0 {
			if p := int(ob.Parent) - 1; p >= 0 && p < Slots && o.Slots[p].Flag {
				ob.MapFrame = 1
				ob.Routine2 = 2
			}
		}
		s.display(k)
	default:
		s.deleteObject(k)
	}
}

// sEggEggman is SEgg_Eggman's stages, SpeedToPos and display.
func (s *engine) sEggEggman(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine2 {
	case 0:
		if uint16(ob.X.Pixel()-st.X.Pixel()) < 128 {
			ob.Routine2 = 2
			ob.Timer = 180
			ob.Anim = 1
		}
	case 2:
		ob.Timer--
		if ob.Timer == 0 {
			ob.Routine2 = 4
			ob.Anim = 2
			ob.Y += physics.FromPixels(4)
			ob.Timer = 15
		}
	case 4:
		ob.Timer--
		if ob.Timer > 0 {
			break
		}
		if ob.Timer == 0 {
			ob.XVel, ob.YVel = -0xFC, -0x3C0
		}
		if ob.X.Pixel() <= bossSBZ2X+0xE2 {
			ob.XVel = 0
		}
		ob.YVel += 0x24
		if ob.YVel >= 0 && ob.Y.Pixel() >= bossSBZ2Y+0x85 {
			ob.Flag = true // "SW"
			if ob.Y.Pixel() >= bossSBZ2Y+0x8B {
				ob.Y = physics.FromPixels(bossSBZ2Y+0x8B) | ob.Y&0xFF
				ob.YVel = 0
			}
		}
		if ob.XVel|ob.YVel != 0 {
			break
		}
		for j := 0; j < 0x20; j++ {
			if o.Slots[j].ID == idFalseFloor {
				o.Slots[j].Flag = true // "GO"
				ob.Routine2 += 2
				ob.Anim = 1
				break
			}
		}
	}
	speedToPos(ob)
	s.display(k)
}

// runningDisc is RunningDisc: Sonic on the ground within its radius ($48;
// $38 with subtype bits 0-3) each way of its centre is held to it
// (Disc_MoveSonic: stick_to_convex, physics State.StickConvex, and his
// ground speed kept between $400 and $F00 the disc's way, subtype bits
// 4-7 signed); in the air he is let go, and leaving the box he loses the
// stickiness. Its spot circles the centre ($18 or $10 out) at the
// subtype's speed x 8 (Disc_MoveSpot; starting at the status' quarter).
// Deleted out of range of its centre. disc_sonic_attached is Flag, the
// spot distance B3E, the radius B3F, the speed Timer2, obAngle Index.
func (s *engine) runningDisc(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render, ob.Width = 4, 8
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		ob.B3E, ob.B3F = 0x18, 0x48
		if ob.Sub&0xF != 0 {
			ob.B3E, ob.B3F = 0x10, 0x38
		}
		ob.Timer2 = int16(int8(ob.Sub&0xF0)) << 3
		a := (ob.Status>>2 | ob.Status<<6) & 0xC0
		ob.Index = int16(uint16(a) << 8)
	}
	r := uint16(ob.B3F)
	inBox := uint16(st.X.Pixel()-int(ob.BaseX))+r < 2*r && uint16(st.Y.Pixel()-int(ob.BaseY))+r < 2*r
	switch {
	case !inBox:
		if ob.Flag {
			st.StickConvex = false
			ob.Flag = false
		}
	case st.Air:
		ob.Flag = false
	default:
		if !ob.Flag {
			ob.Flag = true
			st.Pushing = false
			st.StickConvex = true
		}
		g := st.GSpeed
		if ob.Timer2 >= 0 {
			if g < 0x400 {
				st.GSpeed = 0x400
			} else if g > 0xF00 {
				st.GSpeed = 0xF00
			}
		} else {
			if g > -0x400 {
				st.GSpeed = -0x400
			} else if g < -0xF00 {
				st.GSpeed = -0xF00
			}
		}
	}
	ob.Index += ob.Timer2
	a := int(uint16(ob.Index) >> 8)
	d := int32(ob.B3E) << 8
	ob.Y = physics.FromPixels(int(ob.BaseY)+int(d*int32(hexangle.Sin(a))>>16)) | ob.Y&0xFF
	ob.X = physics.FromPixels(int(ob.BaseX)+int(d*int32(hexangle.Cos(a))>>16)) | ob.X&0xFF
	if s.outOfRange(int(ob.BaseX)) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}
