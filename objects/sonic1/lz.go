package sonic1

import "loopwright/physics"

// Labyrinth's objects (and Scrap Brain 3's, Labyrinth's fourth act):
// _incObj/2C Jaws.asm, 16 Harpoon.asm, 61 LZ Blocks.asm and the others
// in lz_*.go.

// Labyrinth's object ids (_inc/Object Pointers.asm).
const (
	idHarpoon    = 0x16
	idJaws       = 0x2C
	idWaterSound = 0x49
	idLabyBlock  = 0x61
	idGargoyle   = 0x62
	idBubble     = 0x64
	idWaterfall  = 0x65
)

// runLZObject runs slot k's object when it is one of Labyrinth's; it
// reports whether it was.
func (s *engine) runLZObject(k int) bool {
	switch s.st.S2.Slots[k].ID {
	case idDrownCount:
		s.drownCount(k)
	case idJaws:
		s.jaws(k)
	case idHarpoon:
		s.harpoon(k)
	case idLabyBlock:
		s.labyBlock(k)
	case idGargoyle:
		s.gargoyle(k)
	case idBubble:
		s.bubble(k)
	case idWaterfall:
		s.waterfall(k)
	case idWaterSound:
		s.waterSound(k)
	case idOrbinaut:
		s.orbinaut(k)
	case idFlapDoor:
		s.flapDoor(k)
	case idPole:
		s.pole(k, s.in)
	case idAutoDoor:
		s.autoDoor(k)
	case idLabyConvey:
		s.labyConvey(k)
	case idBossLabyrinth:
		s.bossLabyrinth(k)
	default:
		return false
	}
	return true
}

// lzSolidSize is solidSize for Labyrinth's objects.
func lzSolidSize(ob *physics.S2Obj) (w, h int, top, ok bool) {
	switch ob.ID {
	case idLabyBlock:
		return int(ob.Width) + 0x0B, int(ob.YRad), false, true
	case idFlapDoor:
		if ob.MapFrame == 0 {
			return 0x13, 0x20, false, true
		}
	case idAutoDoor:
		if ob.MapFrame == 0 {
			return 0x11, 0x20, false, true
		}
	case idLabyConvey:
		if ob.Routine == 2 || ob.Routine == 4 {
			return int(ob.Width), 8, true, true
		}
	}
	return 0, 0, false, false
}

// ---------------------------------------------------------------------------
// Obj2C: Jaws

// aniJaws is Ani_Jaws: swimming.
var aniJaws = [][]byte{{7, 0, 1, 2, 3, afEnd}}

// jaws is Obj2C (_incObj/2C Jaws.asm: Jaws). Jaws_Main: touch $0A (an
// enemy, $10 x $0C), swimming at $40 (left, right when flipped); its
// turn time (jaws_timecount, objoff_30) is subtype x 64 - 1 frames.
// Jaws_Turn: when the time runs out it turns round (speed and facing)
// and the time starts again; it moves (SpeedToPos) and RememberState
// deletes it out of range.
func (s *engine) jaws(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render |= 4
		ob.Coll = 0x0A
		ob.Width = 0x10
		t := int16(ob.Sub)<<6 - 1
		ob.Timer, ob.Timer2 = t, t
		ob.XVel = -0x40
		if ob.Status&1 != 0 {
			ob.XVel = 0x40
		}
	}
	ob.Timer--
	if ob.Timer < 0 {
		ob.Timer = ob.Timer2
		ob.XVel = -ob.XVel
		ob.Status ^= 1
		ob.Base = 1 // obPrevAni: the animation restarts
	}
	animateSprite(ob, aniJaws)
	speedToPos(ob)
	s.rememberState(k)
}

// ---------------------------------------------------------------------------
// Obj16: harpoon

// aniHarp is Ani_Harp: horizontal extending and retracting, vertical
// extending and retracting.
var aniHarp = [][]byte{
	{3, 1, 2, afRoutine},
	{3, 1, 0, afRoutine},
	{3, 4, 5, afRoutine},
	{3, 4, 3, afRoutine},
}

// harpTouch is Harp_Move's .types: the harmful touch of each frame.
var harpTouch = [6]uint8{0x9B, 0x9C, 0x9D, 0x9E, 0x9F, 0xA0}

// harpoon is Obj16 (_incObj/16 Harpoon.asm: Harpoon). Its subtype is
// its animation (0 horizontal, 2 vertical). Harp_Move: it extends or
// retracts (Ani_Harp, 4 frames a step), its touch box following its
// frame (harmful, $9B-$A0); at the animation's end Harp_Wait holds it
// 61 frames (harp_time from 60), then it reverses (animation bit 0).
func (s *engine) harpoon(k int) {
	ob := &s.st.S2.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render |= 4
		ob.Anim = ob.Sub
		ob.Width = 0x14
		ob.Timer = 60
		fallthrough
	case 2:
		animateSprite(ob, aniHarp)
		if ob.MapFrame < uint8(len(harpTouch)) {
			ob.Coll = harpTouch[ob.MapFrame]
		}
	default:
		ob.Timer--
		if ob.Timer < 0 {
			ob.Timer = 60
			ob.Routine -= 2
			ob.Anim ^= 1
		}
	}
	s.rememberState(k)
}

// ---------------------------------------------------------------------------
// Obj61: Labyrinth's blocks

// lblkVar is LBlk_Var: each shape's half width and half height.
var lblkVar = [4][2]uint8{{0x10, 0x10}, {0x20, 0x0C}, {0x10, 0x10}, {0x10, 0x10}}

// labyBlock is Obj61 (_incObj/61 LZ Blocks.asm: LabyrinthBlock). Subtype
// bits 4-6 pick the shape (LBlk_Var: the solid size and frame), bits
// 0-3 the motion: 0 still; 1 and 3 wait 30 frames after Sonic stands on
// it, then 2 (falls, 8 a frame more, to the floor) or 4 (rises, 8 a
// frame more, to the ceiling), then still; 5 falls (6) once Sonic
// touches its side; 7 follows the water surface up to 2 pixels a
// frame, stopped by the ceiling and the floor. On screen it is solid
// (SolidObject, width + $B, its height, stand height + 1); a block not
// yet touched (types other than 0 and 7) sinks up to 4 pixels while
// stood on (objoff_3E, CalcSine) and comes back after. Out of range (by
// its first x) it is deleted.
func (s *engine) labyBlock(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render = 4 | ob.Render&3
		i := (ob.Sub >> 3) & 0x0E
		v := lblkVar[(i>>1)&3]
		ob.Width, ob.YRad = v[0], v[1]
		ob.MapFrame = i >> 1
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		if t := ob.Sub & 0x0F; t != 0 && t != 7 {
			ob.Flag = true
		}
	}
	x0 := ob.X.Pixel()
	switch ob.Sub & 0x0F {
	case 1, 3:
		if ob.Timer != 0 {
			ob.Timer--
			if ob.Timer == 0 {
				ob.Sub++
				ob.Flag = false
			}
		} else if ob.Status&standBit != 0 {
			ob.Timer = 30
		}
	case 2, 6:
		speedToPos(ob)
		ob.YVel += 8
		if d := s.objFloorDist(ob); d < 0 {
			ob.Y += physics.FromPixels(d + 1)
			ob.YVel = 0
			ob.Sub = 0
		}
	case 4:
		speedToPos(ob)
		ob.YVel -= 8
		if d := s.objCeiling(ob); d < 0 {
			ob.Y -= physics.FromPixels(d)
			ob.YVel = 0
			ob.Sub = 0
		}
	case 5:
		if ob.B3F == 1 {
			ob.Sub++
			ob.Flag = false
		}
	case 7:
		d := int(int16(uint16(s.st.Water.Level) - uint16(ob.Y.Pixel())))
		switch {
		case d < 0:
			if d < -2 {
				d = -2
			}
			ob.Y += physics.FromPixels(d)
			if c := s.objCeiling(ob); c < 0 {
				ob.Y -= physics.FromPixels(c)
			}
		case d > 0:
			if d > 2 {
				d = 2
			}
			ob.Y += physics.FromPixels(d)
			if f := s.objFloorDist(ob); f < 0 {
				ob.Y += physics.FromPixels(f + 1)
			}
		}
	}
	if ob.Render&physics.S2OnScreen != 0 {
		d1 := int(ob.Width) + 0x0B
		d2 := int(ob.YRad)
		ob.B3F = uint8(s.solidObject(k, d1, d2, d2+1, x0))
		s.lblkSink(ob)
	}
	if s.outOfRange(int(ob.BaseX)) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// lblkSink is loc_12180: an untouched block sinks while stood on, its
// angle (objoff_3E) up by 4 to $40, back by 4 when left: y = its first
// y + sin(angle) * $400 >> 16.
func (s *engine) lblkSink(ob *physics.S2Obj) {
	if !ob.Flag {
		return
	}
	if ob.Status&standBit != 0 {
		if ob.B3E == 0x40 {
			return
		}
		ob.B3E += 4
	} else {
		if ob.B3E == 0 {
			return
		}
		ob.B3E -= 4
	}
	sn, _ := physics.SinCos(ob.B3E)
	d := int(int16(int32(sn) * 0x400 >> 16))
	ob.Y = physics.FromPixels(int(int16(d)+ob.BaseY)) | ob.Y&0xFF
}

// ---------------------------------------------------------------------------
// Obj62: gargoyle

// garSpitRate is Gar_SpitRate: the frames between fireballs, by subtype
// bits 0-3.
var garSpitRate = [8]uint8{30, 60, 90, 120, 150, 180, 210, 240}

// gargoyle is Obj62 (_incObj/62 Gargoyle.asm: Gargoyle). The head
// (Gar_MakeFire) counts its spit rate down (obTimeFrame from
// obDelayAni, here AnimDur and Timer2); each time, when on screen
// (ChkObjectVisible), a fireball (a Gargoyle of routine 4) takes the
// first free slot at its place and facing. The fireball (Gar_FireBall):
// harmful ($98), 8 lower, $200 the way the head faces; it flies
// (SpeedToPos) until a wall 8 ahead (ObjHitWallLeft/Right) deletes it.
// Both end in RememberState.
func (s *engine) gargoyle(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render |= 4
		ob.Width = 0x10
		ob.Timer2 = int16(garSpitRate[ob.Sub&7])
		ob.AnimDur = uint8(ob.Timer2)
		ob.Sub &= 0x0F
		fallthrough
	case 2:
		ob.AnimDur--
		if ob.AnimDur == 0 {
			ob.AnimDur = uint8(ob.Timer2)
			if s.chkObjectVisible(ob) {
				if j := s.findFree(); j >= 0 {
					o.Slots[j] = physics.S2Obj{ID: idGargoyle, Routine: 4, Layout: -1,
						X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF, Render: ob.Render, Status: ob.Status}
				}
			}
		}
	case 4:
		ob.Routine = 6
		ob.YRad, ob.XRad = 8, 8
		ob.Render |= 4
		ob.Coll = 0x98
		ob.Width = 8
		ob.MapFrame = 2
		ob.Y += physics.FromPixels(8)
		ob.XVel = -0x200
		if ob.Status&1 != 0 {
			ob.XVel = 0x200
		}
		fallthrough
	case 6:
		if uint8(o.FrameCount)&7 == 0 {
			ob.MapFrame ^= 1
		}
		speedToPos(ob)
		var d int
		if ob.Status&1 == 0 {
			d = s.objWallLeft(ob.X.Pixel()-8, ob.Y.Pixel())
		} else {
			d = s.objWallRight(ob.X.Pixel()+8, ob.Y.Pixel())
		}
		if d < 0 {
			s.deleteObject(k)
		}
	}
	s.rememberState(k)
}

// ---------------------------------------------------------------------------
// Obj64: bubbles

// aniBub is Ani_Bub: small, medium and large bubbles forming, the two
// routine steps (a small or medium bubble's burst), the large bubble's
// burst, and the maker.
var aniBub = [][]byte{
	{0x0E, 0, 1, 2, afRoutine},
	{0x0E, 1, 2, 3, 4, afRoutine},
	{0x0E, 2, 3, 4, 5, 6, afRoutine},
	{4, afRoutine},
	{4, afRoutine},
	{4, 6, 7, 8, afRoutine},
	{0x0F, 0x13, 0x14, 0x15, afEnd},
}

// bubBblTypes is Bub_BblTypes: the makers' sequences (0 small, 1
// large), read from a random 4-byte step.
var bubBblTypes = [18]uint8{0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 1, 0}

// bubble is Obj64 (_incObj/64 Bubbles.asm: Bubble). A maker (subtype
// $80 + frequency; objoff_36 Timer3, objoff_38 Timer, objoff_34 Index,
// objoff_3C Timer2, bub_time B3B, bub_freq B3F) under the water and on
// screen waits objoff_38, then makes a run of 1-6 bubbles (RandomNumber)
// from a random sequence of Bub_BblTypes, one every 0-31 frames, each
// $10 wide of its x at random; every freq+1 runs one bubble of the run
// is a large one (subtype 2); after a run it waits 128-255 frames more.
// It is deleted out of range and drawn only under the water. A bubble
// (bub_origX BaseX, obAngle B3E, inhalable Flag) rises at -$88 wobbling
// (Drown_WobbleData), grows (Ani_Bub), bursts at the surface and is
// deleted off screen; full size (frame 6) Sonic breathes it when his x
// is within $10 of it and his y up to $10 below it (Bub_ChkSonic): the
// air back (the core's Breathe), and the bubble bursts.
func (s *engine) bubble(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render, ob.Width = 0x84, 0x10
		if ob.Sub&0x80 != 0 {
			ob.Routine = 0x0A
			ob.B3B = ob.Sub & 0x7F
			ob.B3F = ob.B3B
			ob.Anim = 6
			s.bubMaker(k)
			return
		}
		ob.Anim = ob.Sub
		ob.BaseX = int16(ob.X.Pixel())
		ob.YVel = -0x88
		ob.B3E = uint8(s.random())
		ob = &o.Slots[k]
		fallthrough
	case 2:
		animateSprite(ob, aniBub)
		if ob.MapFrame == 6 {
			ob.Flag = true
		}
		fallthrough
	case 4:
		s.bubChkWater(k)
	case 6:
		s.bubDisplay(k)
	case 0x0A:
		s.bubMaker(k)
	default:
		s.deleteObject(k)
	}
}

// bubChkWater is Bub_ChkWater.
func (s *engine) bubChkWater(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if uint16(st.Water.Level) >= uint16(ob.Y.Pixel()) {
		s.bubBurst(k)
		return
	}
	a := ob.B3E
	ob.B3E++
	ob.X = physics.FromPixels(int(ob.BaseX+int16(drownWobble[a&0x7F]))) | ob.X&0xFF
	if ob.Flag && s.bubChkSonic(ob) {
		s.Breathe()
		o := &st.S2
		o.Slots[slotSonicBubbles].B3B = 0 // ResumeMusic
		s.bubBurst(k)
		return
	}
	speedToPos(ob)
	if ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// bubBurst is .burst: Bub_Display next, animation +3.
func (s *engine) bubBurst(k int) {
	ob := &s.st.S2.Slots[k]
	ob.Routine = 6
	ob.Anim += 3
	s.bubDisplay(k)
}

// bubDisplay is Bub_Display: the burst's animation (its end deletes the
// bubble, Bub_Delete); off screen it is deleted.
func (s *engine) bubDisplay(k int) {
	ob := &s.st.S2.Slots[k]
	animateSprite(ob, aniBub)
	if ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// bubChkSonic is Bub_ChkSonic: Sonic's x in (x-$10, x+$10], his y in
// (y, y+$10], and Sonic not drowning (f_playerctrl).
func (s *engine) bubChkSonic(ob *physics.S2Obj) bool {
	st := s.st
	if s.noInteract() || st.Dead {
		return false
	}
	sx, sy := uint16(st.X.Pixel()), uint16(st.Y.Pixel())
	bx, by := uint16(ob.X.Pixel()), uint16(ob.Y.Pixel())
	return bx-0x10 < sx && bx+0x10 >= sx && by < sy && by+0x10 >= sy
}

// bubMaker is Bub_BblMaker (routine $A).
func (s *engine) bubMaker(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	under := uint16(st.Water.Level) < uint16(ob.Y.Pixel())
	spawn := false
	if ob.Timer3 == 0 {
		if !under || ob.Render&physics.S2OnScreen == 0 {
			s.bubMakerEnd(k)
			return
		}
		ob.Timer--
		if ob.Timer < 0 {
			ob.Timer3 = 1
			var d0, d1 uint32
			for {
				d0 = s.random()
				d1 = d0
				if d0&7 < 6 {
					break
				}
			}
			ob = &o.Slots[k]
			ob.Index = int16(d0 & 7)
			ob.Timer2 = int16(d1 & 0x0C)
			ob.B3B--
			if int8(ob.B3B) < 0 {
				ob.B3B = ob.B3F
				ob.Timer3 |= 0x80
			}
			spawn = true
		}
	} else {
		ob.Timer--
		spawn = ob.Timer < 0
	}
	if spawn {
		ob.Timer = int16(s.random() & 0x1F)
		if j := s.findFree(); j >= 0 {
			b := &o.Slots[j]
			*b = physics.S2Obj{ID: idBubble, Layout: -1, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF}
			b.X += physics.FromPixels(int(int16(s.random()&0x0F) - 8))
			b.Sub = bubBblTypes[int(ob.Timer2)+int(ob.Index)]
			if ob.Timer3&0x80 != 0 {
				if s.random()&3 == 0 {
					if ob.Timer3&0x40 == 0 {
						ob.Timer3 |= 0x40
						b.Sub = 2
					}
				} else if ob.Index == 0 && ob.Timer3&0x40 == 0 {
					ob.Timer3 |= 0x40
					b.Sub = 2
				}
			}
		}
		ob.Index--
		if ob.Index < 0 {
			ob.Timer += int16(s.random()&0x7F) + 0x80
			ob.Timer3 = 0
		}
	}
	animateSprite(ob, aniBub)
	s.bubMakerEnd(k)
}

// bubMakerEnd is .chkdel: out of range the maker is deleted; it is
// drawn while under the water.
func (s *engine) bubMakerEnd(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
		return
	}
	if uint16(st.Water.Level) < uint16(ob.Y.Pixel()) {
		s.display(k)
	}
}

// ---------------------------------------------------------------------------
// Obj65: waterfalls, Obj49: waterfall sound

// aniWFall is Ani_WFall: the splash.
var aniWFall = [][]byte{{5, 9, 0x0A, 0x0B, afEnd}}

// waterfall is Obj65 (_incObj/65 Waterfalls.asm: Waterfall): scenery.
// Subtype bits 0-3 are its frame; type 9 animates (Ani_WFall), with bit
// 6 set at the water surface's height less $10 (WFall_OnWater); all end
// in RememberState. It touches nothing.
func (s *engine) waterfall(k int) {
	ob := &s.st.S2.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 4
		ob.Render |= 4
		ob.Width = 0x18
		ob.MapFrame = ob.Sub & 0x0F
		if ob.MapFrame == 9 {
			ob.Routine = 2
			if ob.Sub&0x40 != 0 {
				ob.Routine = 6
			}
			if ob.Sub&0x20 != 0 {
				ob.Routine = 8
			}
			animateSprite(ob, aniWFall)
		}
	case 6:
		ob.Y = physics.FromPixels(s.st.Water.Level-0x10) | ob.Y&0xFF
		animateSprite(ob, aniWFall)
	case 2, 8:
		animateSprite(ob, aniWFall)
	}
	s.rememberState(k)
}

// waterSound is Obj49 (_incObj/49 Waterfall Sound.asm: WaterSound): a
// sound every 64 V-ints; it is deleted out of range (DeleteObject: its
// respawn entry kept) and never drawn.
func (s *engine) waterSound(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render = 4
	}
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
	}
}
