package sonic1

import "loopwright/physics"

// Spring Yard Zone's objects (and the Yadrin, also in Marble Zone).

// ---------------------------------------------------------------------------
// Obj47: bumper

// aniBump is Ani_Bump: still, hit.
var aniBump = [][]byte{{0x0F, 0, afEnd}, {3, 1, 2, 1, 2, afChange, 0}}

// bumper is Obj47 (_incObj/47 Bumper.asm). Bump_Main: collision $D7 (a
// special: ReactToItem counts touches in its collision property), $10
// wide. Bump_Hit: once touched, Sonic is thrown away from its centre at
// $700 (CalcAngle of the bumper less Sonic, CalcSine), in the air, not
// rolling-jumping, not pushing, his jumping flag cleared; the hit
// animation plays and, for its first 10 hits (counted in its respawn
// byte), a points object takes a free slot. Out of range it is deleted,
// its respawn byte's loaded bit cleared.
func (s *engine) bumper(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render = 4
		ob.Width = 0x10
		ob.Coll = 0xD7
	}
	if ob.CollProp != 0 {
		ob.CollProp = 0
		a := calcAngle(ob.X.Pixel()-st.X.Pixel(), ob.Y.Pixel()-st.Y.Pixel())
		sn, cs := physics.SinCos(a)
		st.XSpeed = physics.Fixed((int32(int16(cs)) * -0x700) >> 8)
		st.YSpeed = physics.Fixed((int32(int16(sn)) * -0x700) >> 8)
		st.Air = true
		st.RollJump = false
		st.Pushing = false
		st.Jumping = false
		ob.Anim = 1
		s.contact(k, physics.Hitbox, "bump")
		give := true
		if r := ob.Respawn; r != 0 {
			b := &o.Respawn[2+int(r)]
			if *b >= 0x8A {
				give = false
			} else {
				*b++
			}
		}
		if give {
			s.newPoints(k, 4)
			ob = &o.Slots[k]
		}
	}
	animateSprite(ob, aniBump)
	if s.outOfRange(ob.X.Pixel()) {
		if r := ob.Respawn; r != 0 {
			o.Respawn[2+int(r)] &^= 0x80
		}
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// ---------------------------------------------------------------------------
// Obj50: Yadrin

// aniYad is Ani_Yad: stand, walk.
var aniYad = [][]byte{{7, 0, afEnd}, {7, 0, 3, 1, 4, 0, 3, 2, 5, afEnd}}

// yadrin is Obj50 (_incObj/50 Yadrin.asm). Yad_Main: collision $CC (a
// special: its spiked top and back hurt, React_Special), $11 high, 8
// wide; it falls (ObjectFall) until ObjFloorDist finds the floor, then
// stands on it facing the other way. Yad_Move waits out its pause
// (objoff_30, 0 at first) and walks at $100 (left unless its facing
// flips it); Yad_FixToFloor follows the floor while it is within -8..$B
// and no wall is ahead (Yad_ChkWall, on the frames where v_framecount
// plus the slot's ExecuteObjects counter is a multiple of 4: ObjHitWall
// at its width), else pauses 60 frames. RememberState deletes it out of
// range.
func (s *engine) yadrin(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.Render = 4
		ob.Width = 0x14
		ob.YRad, ob.XRad = 0x11, 8
		ob.Coll = 0xCC
		objectFall(ob)
		if d := s.objFloorDist(ob); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.YVel = 0
			ob.Routine = 2
			ob.Status ^= 1
		}
		return
	}
	if ob.Routine2 == 0 {
		ob.Timer--
		if ob.Timer < 0 {
			ob.Routine2 = 2
			ob.XVel = -0x100
			ob.Anim = 1
			old := ob.Status & 1
			ob.Status ^= 1
			if old == 0 {
				ob.XVel = -ob.XVel
			}
		}
	} else {
		speedToPos(ob)
		d := s.objFloorDist(ob)
		if d < -8 || d >= 0x0C {
			yadPause(ob)
		} else {
			ob.Y += physics.FromPixels(d)
			if s.yadChkWall(k) {
				yadPause(ob)
			}
		}
	}
	animateSprite(ob, aniYad)
	s.rememberState(k)
}

// yadPause is Yad_Pause: a 60-frame pause, standing.
func yadPause(ob *physics.S2Obj) {
	ob.Routine2 = 0
	ob.Timer = 59
	ob.XVel = 0
	ob.Anim = 0
}

// yadChkWall is Yad_ChkWall: every fourth frame (v_framecount plus the
// slot's ExecuteObjects counter d7), a wall at the object's width ahead.
func (s *engine) yadChkWall(k int) bool {
	o := &s.st.S2
	ob := &o.Slots[k]
	if (o.FrameCount+uint16(0x5F-k))&3 != 0 {
		return false
	}
	w := int(ob.Width)
	if ob.XVel >= 0 {
		return s.objWallRight(ob.X.Pixel()+w, ob.Y.Pixel()) < 0
	}
	return s.objWallLeft(ob.X.Pixel()+int(int16(^uint16(w))), ob.Y.Pixel()) < 0
}

// ---------------------------------------------------------------------------
// Obj12: spinning light

// spinningLight is Obj12 (_incObj/12 Light.asm): scenery; its frame
// steps every 8 frames through 6; deleted out of range. It touches
// nothing.
func (s *engine) spinningLight(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render = 4
		ob.Width = 0x10
	}
	ob.AnimDur--
	if int8(ob.AnimDur) < 0 {
		ob.AnimDur = 7
		ob.MapFrame++
		if ob.MapFrame >= 6 {
			ob.MapFrame = 0
		}
	}
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// ---------------------------------------------------------------------------
// Obj57: spiked ball and chain

// spikeBall is Obj57 (_incObj/57 Spiked Ball and Chain.asm), in Spring
// Yard and Labyrinth. SBall_Main: collision $98 (harmful, 4x4; Labyrinth:
// the chain harmless, the ball $8B), 8 wide; it turns by subtype bits
// 4-7 times 8 a frame (a word angle; negative: the other way), from the
// angle its flips give; its subtype's bits 0-2 are the length: that many
// pieces (one fewer with bit 3) in the first free slots
// (FindFreeObj), each $10 nearer the centre, the object itself the ball
// at length * $10. SBall_Move puts each piece at its radius along the
// angle (CalcSine) from the centre; out of range (by the centre's x) it
// deletes every piece and itself. Slot fields: BaseX, BaseY the centre,
// B3F the radius, Index the turn speed, Timer3 the angle word, Logs the
// pieces' slots (the object last), Timer2 their count.
func (s *engine) spikeBall(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render = 4
		ob.Width = 8
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		ob.Coll = 0x98
		lz := s.zoneNumber() == 1
		if lz {
			ob.Coll = 0
		}
		ob.Index = int16(int8(ob.Sub&0xF0)) << 3
		ob.Timer3 = int16(uint16((ob.Status>>2|ob.Status<<6)&0xC0) << 8)
		n := int(ob.Sub & 7)
		d3 := uint8(n << 4)
		ob.B3F = d3
		c := 0
		n--
		if n >= 0 && ob.Sub&8 != 0 {
			n--
		}
		for ; n >= 0; n-- {
			j := s.findFree()
			if j < 0 {
				break
			}
			d3 -= 0x10
			o.Slots[j] = physics.S2Obj{ID: idSpikeBall, Routine: 4, Layout: -1, Render: ob.Render,
				Width: ob.Width, Coll: ob.Coll, B3F: d3}
			ob.Logs[c] = int16(j)
			c++
		}
		ob.Logs[c] = int16(k)
		ob.Timer2 = int16(c)
		if lz {
			ob.Coll = 0x8B
			ob.MapFrame = 1
		}
		fallthrough
	case 2:
		ob.Timer3 += ob.Index
		sn, cs := physics.SinCos(uint8(uint16(ob.Timer3) >> 8))
		for i := 0; i <= int(ob.Timer2) && i < len(ob.Logs); i++ {
			p := &o.Slots[ob.Logs[i]]
			r := int32(p.B3F)
			p.Y = physics.FromPixels(int(int16(int32(int16(sn))*r>>8) + ob.BaseY))
			p.X = physics.FromPixels(int(int16(int32(int16(cs))*r>>8) + ob.BaseX))
		}
		if s.outOfRange(int(ob.BaseX)) {
			for i := 0; i <= int(ob.Timer2) && i < len(ob.Logs); i++ {
				s.deleteObject(int(ob.Logs[i]))
			}
			return
		}
		s.display(k)
	default:
		s.display(k)
	}
}

// ---------------------------------------------------------------------------
// Obj58: big spiked ball

// bigSpikeBall is Obj58 (_incObj/58 Big Spiked Ball.asm), collision $86
// (harmful, 16x16), $18 wide. Types (bits 0-2): 0 still; 1 side to side
// $60 by oscillator 3; 2 up and down by it ($80 when flipped); 3 round
// its start at radius $50, turning by subtype bits 4-7 times 8 a frame
// from the angle its flips give. Deleted out of range by its first x.
func (s *engine) bigSpikeBall(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render = 4
		ob.Width = 0x18
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		ob.Coll = 0x86
		ob.Index = int16(int8(ob.Sub&0xF0)) << 3
		ob.Timer3 = int16(uint16((ob.Status>>2|ob.Status<<6)&0xC0) << 8)
		ob.B3F = 0x50
	}
	switch ob.Sub & 7 {
	case 1:
		d0 := s.osc(3)
		if ob.Status&1 != 0 {
			d0 = -d0 + 0x60
		}
		ob.X = physics.FromPixels(int(ob.BaseX)-d0) | ob.X&0xFF
	case 2:
		d0 := s.osc(3)
		if ob.Status&1 != 0 {
			d0 = -d0 + 0x80
		}
		ob.Y = physics.FromPixels(int(ob.BaseY)-d0) | ob.Y&0xFF
	case 3:
		ob.Timer3 += ob.Index
		sn, cs := physics.SinCos(uint8(uint16(ob.Timer3) >> 8))
		r := int32(ob.B3F)
		ob.Y = physics.FromPixels(int(int16(int32(int16(sn))*r>>8)+ob.BaseY)) | ob.Y&0xFF
		ob.X = physics.FromPixels(int(int16(int32(int16(cs))*r>>8)+ob.BaseX)) | ob.X&0xFF
	}
	if s.outOfRange(int(ob.BaseX)) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// ---------------------------------------------------------------------------
// Obj43: Roller

// aniRoll is Ani_Roll: unfold, fold, roll.
var aniRoll = [][]byte{{0x0F, 2, 1, 0, afBack, 1}, {0x0F, 1, 2, afChange, 2}, {3, 3, 4, 2, afEnd}}

// roller is Obj43 (_incObj/43 Roller.asm). Roll_Main drops it to the
// floor ($E high), with no touch box. Roll_RollChk: it waits, neither
// drawn nor checked for range, until Sonic is $100 or more right of it,
// then rolls right at $700, harmful ($8E). Rolling (Roll_ChkJump) it
// follows the floor; at a drop or rise (-8..$B) it falls (ObjectFall,
// Roll_MatchFloor), the second time jumping (-$600). Once it passes
// Sonic less $30 (Roll_Stop, once) it stops, unfolds (touch $0E: it can
// be destroyed), waits 120 frames, folds and rolls on. Its range check is
// signed (Roll_ChkGone: only more than $280 right of the camera's column
// less $80 deletes it).
func (s *engine) roller(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.YRad, ob.XRad = 0x0E, 8
		objectFall(ob)
		if d := s.objFloorDist(ob); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.YVel = 0
			ob.Routine = 2
			ob.Render = 4
			ob.Width = 0x10
		}
		return
	}
	switch ob.Routine2 {
	case 0:
		d0 := uint16(st.X.Pixel()) - 0x100
		if uint16(st.X.Pixel()) >= 0x100 && d0 >= uint16(ob.X.Pixel()) {
			ob.Routine2 = 4
			ob.Anim = 2
			ob.XVel = 0x700
			ob.Coll = 0x8E
		}
		return
	case 2:
		if ob.Anim == 2 {
			ob.Routine2 = 4
			break
		}
		ob.Timer--
		if ob.Timer < 0 {
			ob.Anim = 1
			ob.XVel = 0x700
			ob.Coll = 0x8E
		}
	case 4:
		s.rollStop(ob)
		speedToPos(ob)
		d := s.objFloorDist(ob)
		if d < -8 || d >= 0x0C {
			ob.Routine2 = 6
			if ob.B3B&1 != 0 {
				ob.YVel = -0x600
			}
			ob.B3B |= 1
			break
		}
		ob.Y += physics.FromPixels(d)
	case 6:
		objectFall(ob)
		if ob.YVel >= 0 {
			if d := s.objFloorDist(ob); d < 0 {
				ob.Y += physics.FromPixels(d)
				ob.Routine2 = 4
				ob.YVel = 0
			}
		}
	}
	animateSprite(ob, aniRoll)
	d0 := int16(uint16(ob.X.Pixel())&0xFF80 - uint16(st.Cam.X-0x80)&0xFF80)
	if d0 > 0x280 {
		if r := ob.Respawn; r != 0 {
			o.Respawn[2+int(r)] &^= 0x80
		}
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// rollStop is Roll_Stop (objoff_32: B3B, bit 7 once stopped, bit 0 once
// it has dropped).
func (s *engine) rollStop(ob *physics.S2Obj) {
	if ob.B3B&0x80 != 0 {
		return
	}
	if uint16(s.st.X.Pixel())-0x30 >= uint16(ob.X.Pixel()) {
		return
	}
	ob.Anim = 0
	ob.Coll = 0x0E
	ob.XVel = 0
	ob.Timer = 120
	ob.Routine2 = 2
	ob.B3B |= 0x80
}

// ---------------------------------------------------------------------------
// Obj56: floating blocks and doors

// fblockVar is FBlock_Var: the half width and half height by subtype
// bits 4-6.
var fblockVar = [8][2]uint8{{0x10, 0x10}, {0x20, 0x20}, {0x10, 0x20}, {0x20, 0x1A}, {0x10, 0x27}, {0x10, 0x10}, {8, 0x20}, {0x40, 0x10}}

// floatingBlock is Obj56 (_incObj/56 Floating Blocks and Doors.asm), in
// Spring Yard, Star Light and (as doors) Labyrinth: solid while on
// screen (SolidObject: its width + $B, its height, stand height one
// more, carried by its move), its size by subtype bits 4-6 (FBlock_Var).
// Motions (bits 0-3): 0 still; 1, 2 side to side $40 or $80 by
// oscillators 2 and 7; 3, 4 up and down the same way; 5 rises 2 a frame
// by its height while its switch (bits 0-3 of subtypes $80 and up) is
// pressed, then becomes 6; 6 sinks back when bit 7 of its switch is set;
// 7 slides right $380 once switch $F is pressed (REV01: then f_obj56);
// 8-$B go round a square (oscillators 10-13); $C and $D slide $80 like 5
// and 6 (frame 7). Flipped, the oscillating ones run the other way (the
// square ones also by the oscillator's direction at its start: in
// Labyrinth not). An opened door's state is kept in its respawn byte.
// Labyrinth 1's switch-3 door stops the currents (f_wtunnelallow) while
// Sonic is left of it. REV01's subtype $37 exists only with f_obj56 set
// (deleted at x $1BB8). Deleted out of range by its first x (not a
// moving subtype $37). Slot fields: BaseX fb_origX, BaseY fb_origY,
// Timer fb_height, B3B fb_type, Flag objoff_38.
func (s *engine) floatingBlock(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render = 4
		i := int(ob.Sub>>4) & 7
		ob.Width, ob.YRad = fblockVar[i][0], fblockVar[i][1]
		ob.MapFrame = uint8(i)
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		ob.Timer = int16(ob.YRad) * 2
		if ob.Sub == 0x37 {
			if ob.X.Pixel() == 0x1BB8 {
				if o.Obj56 {
					s.deleteObject(k)
					return
				}
			} else {
				ob.Sub = 0
				if !o.Obj56 {
					s.deleteObject(k)
					return
				}
			}
		}
		if s.zoneNumber() != 1 {
			if d := int(ob.Sub&0x0F) - 8; d >= 0 && d < 6 && int16(o.Osc[10+d][1]) < 0 {
				ob.Status ^= 1
			}
		}
		if ob.Sub&0x80 != 0 {
			ob.B3B = ob.Sub & 0x0F
			ob.Sub = 5
			if ob.MapFrame == 7 {
				ob.Sub = 0x0C
				ob.Timer = 0x80
			}
			if r := ob.Respawn; r != 0 {
				b := &o.Respawn[2+int(r)]
				*b &^= 0x80
				if *b&1 != 0 {
					ob.Sub++
					ob.Timer = 0
				}
			}
		}
	}
	x := ob.X.Pixel()
	s.fblockMove(k)
	if ob.Render&physics.S2OnScreen != 0 {
		s.solidObject(k, int(ob.Width)+0x0B, int(ob.YRad), int(ob.YRad)+1, x)
	}
	if s.outOfRange(int(ob.BaseX)) && !(ob.Sub == 0x37 && ob.Flag) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// fblockMove is FBlock_Action's motion table.
func (s *engine) fblockMove(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	flip := ob.Status&1 != 0
	setRespawn := func(on bool) {
		if r := ob.Respawn; r != 0 {
			if on {
				o.Respawn[2+int(r)] |= 1
			} else {
				o.Respawn[2+int(r)] &^= 1
			}
		}
	}
	switch t := ob.Sub & 0x0F; t {
	case 1, 2, 3, 4:
		d1, d0 := 0x40, s.osc(2)
		if t == 2 || t == 4 {
			d1, d0 = 0x80, s.osc(7)
		}
		if flip {
			d0 = -d0 + d1
		}
		if t <= 2 {
			ob.X = physics.FromPixels(int(ob.BaseX)-d0) | ob.X&0xFF
		} else {
			ob.Y = physics.FromPixels(int(ob.BaseY)-d0) | ob.Y&0xFF
		}
	case 5, 0x0C:
		if !ob.Flag {
			if s.zoneAct == "lz1" && ob.B3B == 3 {
				o.WindOff = uint16(st.X.Pixel()) < uint16(ob.X.Pixel())
			}
			if o.Switch[ob.B3B&0x0F]&1 == 0 {
				s.fblockPlace(ob, t == 0x0C)
				return
			}
			if s.zoneAct == "lz1" && ob.B3B == 3 {
				o.WindOff = false
			}
			ob.Flag = true
		}
		if ob.Timer == 0 {
			ob.Sub++
			ob.Flag = false
			setRespawn(true)
		} else {
			ob.Timer -= 2
		}
		s.fblockPlace(ob, t == 0x0C)
	case 6, 0x0D:
		if !ob.Flag {
			if o.Switch[ob.B3B&0x0F]&0x80 == 0 {
				s.fblockPlace(ob, t == 0x0D)
				return
			}
			ob.Flag = true
		}
		full := int16(ob.YRad) * 2
		if t == 0x0D {
			full = 0x80
		}
		if ob.Timer == full {
			ob.Sub--
			ob.Flag = false
			setRespawn(false)
		} else {
			ob.Timer += 2
		}
		s.fblockPlace(ob, t == 0x0D)
	case 7:
		if !ob.Flag {
			if o.Switch[0x0F] == 0 {
				return
			}
			ob.Flag = true
			ob.Timer = 0
		}
		ob.X += physics.FromPixels(1)
		ob.BaseX = int16(ob.X.Pixel())
		ob.Timer++
		if ob.Timer == 0x380 {
			o.Obj56 = true
			ob.Flag = false
			ob.Sub = 0
		}
	case 8, 9, 0x0A, 0x0B:
		i := int(t - 8)
		d1 := [4]int{0x10, 0x30, 0x50, 0x70}[i]
		d0 := s.osc(10 + i)
		if t == 8 {
			d0 >>= 1
		}
		if o.Osc[10+i][1] == 0 {
			ob.Status = (ob.Status + 1) & 3
		}
		bx, by := int(ob.BaseX), int(ob.BaseY)
		var x, y int
		switch ob.Status & 3 {
		case 0:
			x, y = d0-d1+bx, -d1+by
		case 1:
			x, y = d1+bx, -(d0-(d1-1))+by
		case 2:
			x, y = -(d0-(d1-1))+bx, d1+by
		default:
			x, y = -d1+bx, d0-d1+by
		}
		ob.X = physics.FromPixels(int(int16(x))) | ob.X&0xFF
		ob.Y = physics.FromPixels(int(int16(y))) | ob.Y&0xFF
	}
}

// fblockPlace puts the block at its start plus fb_height: down (up when
// flipped) for the rising types, right (or $80 less it, flipped) for the
// sliding ones.
func (s *engine) fblockPlace(ob *physics.S2Obj, slide bool) {
	d0 := int(ob.Timer)
	if !slide {
		if ob.Status&1 != 0 {
			d0 = -d0
		}
		ob.Y = physics.FromPixels(int(ob.BaseY)+d0) | ob.Y&0xFF
		return
	}
	if ob.Status&1 != 0 {
		d0 = -d0 + 0x80
	}
	ob.X = physics.FromPixels(int(ob.BaseX)+d0) | ob.X&0xFF
}
