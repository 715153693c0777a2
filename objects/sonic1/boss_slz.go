package sonic1

import "loopwright/physics"

// Star Light Zone's boss (Obj7A, BossStarLight) and its spiked balls
// (Obj7B, BossSpikeball). The boss's seesaws (ball-less Obj5E) are kept
// in Logs[0-2] (objoff_2A-2F: slot + 1); Timer is objoff_3C's byte.

// bossSLZSearch is the slots the game's searches for seesaws and for the
// boss cover: from v_objspace+object_size, half of the object RAM
// (slots 1-63), so level slots 0-31 only.
const bossSLZSearch = 0x20

// bossStarLight is Obj7A (_incObj/7A Boss - Star Light.asm), made by
// DLE_SLZ3 at boss_slz_x+$188, boss_slz_y+$18: the ship (touch $0F, 8
// hits) with its face, flame and tube, bobbing (a sine on objoff_3F, /64
// pixels). It comes in at -$100 to boss_slz_x+$120, then sweeps at $200
// between boss_slz_x+8 and +$138; over the far end ($28 ahead) of a
// seesaw Sonic is not standing on and that has no ball, it stops $28
// frames and drops a spiked ball (BossSpikeball) onto it. After the 8th
// hit (by Sonic, or by a thrown ball) $78 frames of explosions, a fall
// and rise, then it leaves at $400 (moved twice a frame), opening the
// right limit to boss_slz_end, deleted off screen.
func (s *engine) bossStarLight(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.X = physics.FromPixels(bossSLZX + 0x188)
		ob.Y = physics.FromPixels(bossSLZY + 0x18)
		ob.GXVel = physics.FromPixels(ob.X.Pixel())
		ob.GYVel = physics.FromPixels(ob.Y.Pixel())
		ob.Coll = 0x0F
		ob.CollProp = bossHits
		s.bossParts(k, []uint8{2, 4, 6, 8})
		n := 0
		for j := 0; j < bossSLZSearch && n < 3; j++ {
			if p := &o.Slots[j]; p.ID == idSeesaw && p.Sub != 0 {
				ob.Logs[n] = int16(j + 1)
				n++
			}
		}
		fallthrough
	case 2:
		s.bossSLZShip(k)
		ob = &o.Slots[k]
		if ob.ID == 0 {
			return
		}
		ob.Render = ob.Render&0xFC | ob.Status&3
		s.display(k)
	case 4, 6, 8:
		if p := s.stompParent(ob); p != nil && p.Routine2 == 0x0A && ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
		s.bossFollow(k)
	default:
		s.deleteObject(k)
	}
}

// bossSLZShip is BossStarLight_ShipIndex.
func (s *engine) bossSLZShip(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine2 {
	case 0:
		ob.XVel = -0x100
		if uint16(ob.GXVel.Pixel()) < bossSLZX+0x120 {
			ob.Routine2 = 2
		}
		s.bossSLZBob(k)
	case 2:
		x := int16(ob.GXVel.Pixel())
		ob.XVel = 0x200
		if ob.Status&1 == 0 {
			ob.XVel = -ob.XVel
			if x <= bossSLZX+8 {
				ob.Status ^= 1
			}
		} else if x >= bossSLZX+0x138 {
			ob.Status ^= 1
		}
		d4 := 0x28
		if ob.XVel < 0 {
			d4 = -d4
		}
		d2 := -1
		for i := 2; i >= 0; i-- {
			j := int(ob.Logs[2-i]) - 1
			if j < 0 {
				continue
			}
			sw := &o.Slots[j]
			if sw.Status&standBit != 0 {
				continue
			}
			if int16(sw.X.Pixel()+d4-ob.X.Pixel()) == 0 {
				d2 = i
				break
			}
		}
		ob.Sub = uint8(d2)
		if d2 >= 0 {
			ob.Routine2 = 4
			ob.Timer = 0x28
		}
		s.bossSLZBob(k)
	case 4:
		if ob.Timer == 0x28 {
			if !s.bossSLZDrop(k) {
				ob.Routine2 -= 2
				s.bossSLZBob(k)
				return
			}
		}
		ob.Timer = int16(int8(ob.Timer - 1))
		if ob.Timer == 0 {
			ob.Routine2 -= 2
			s.bossSLZBob(k)
			return
		}
		s.bossSLZCommon(k)
	case 6:
		ob.Timer = int16(int8(ob.Timer - 1))
		if ob.Timer >= 0 {
			s.bossDefeated(k)
			return
		}
		ob.Routine2 = 8
		ob.YVel = 0
		ob.Status |= 1
		ob.Status &^= 0x80
		ob.XVel = 0
		ob.Timer = -0x18
		if o.BossStatus == 0 {
			o.BossStatus = 1
		}
		s.bossSLZCommon(k)
	case 8:
		ob.Timer = int16(int8(ob.Timer + 1))
		switch t := ob.Timer; {
		case t == 0:
			ob.YVel = 0
		case t < 0:
			ob.YVel += 0x18
		case t < 0x20:
			ob.YVel -= 8
		case t == 0x20:
			ob.YVel = 0
		case t >= 0x2A:
			ob.Routine2 = 0x0A
		}
		bossMove(ob)
		bossPlace(ob)
		s.bossSLZCommon(k)
	case 0x0A:
		if s.bossEscape(k, 0x400, bossSLZX+0x160) {
			return
		}
		bossMove(ob)
		s.bossSLZBob(k)
	}
}

// bossSLZBob is loc_189CA: BossMove, the bob (the sine of objoff_3F /
// 64 below objoff_38), then the hit check.
func (s *engine) bossSLZBob(k int) {
	ob := &s.st.S2.Slots[k]
	bossMove(ob)
	sn, _ := physics.SinCos(ob.B3F)
	ob.B3F += 2
	ob.Y = physics.FromPixels(int(int16(sn)>>6)+ob.GYVel.Pixel()) | ob.Y&0xFF
	ob.X = physics.FromPixels(ob.GXVel.Pixel()) | ob.X&0xFF
	s.bossSLZCommon(k)
}

// bossSLZCommon is loc_189FE: before its defeat, the hit check and the
// $20-frame flash.
func (s *engine) bossSLZCommon(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine2 >= 6 {
		return
	}
	bossHitCheck(ob, 0x78)
}

// bossHitCheck is the Spring Yard and Star Light bosses' hit check before
// their defeat (loc_191F2's and loc_189FE's end): beaten (status bit 7),
// the defeat routine starts with its timer and no x speed; hit (no
// collision), the ship flashes $20 frames, then is touchable again.
func bossHitCheck(ob *physics.S2Obj, defeatTimer int16) {
	if ob.Status&0x80 != 0 {
		ob.Routine2 = 6
		ob.Timer = defeatTimer
		ob.XVel = 0
		return
	}
	if ob.Coll != 0 {
		return
	}
	if ob.B3E == 0 {
		ob.B3E = 0x20
	}
	ob.B3E--
	if ob.B3E == 0 {
		ob.Coll = 0x0F
	}
}

// bossSLZDrop is BossStarLight_MakeBall's drop: the seesaw the ship
// stopped over (its subtype) gets a spiked ball in the next free slot
// after it, unless one already rests on it (an object in level slots
// 0-31 holding it: a ball, or the explosion a ball became). It reports false when there was none to drop (back
// to sweeping).
func (s *engine) bossSLZDrop(k int) bool {
	o := &s.st.S2
	ob := &o.Slots[k]
	d := int(int8(ob.Sub))
	if d < 0 || d > 2 {
		return false
	}
	sw := int(ob.Logs[2-d]) - 1
	if sw < 0 {
		return false
	}
	for j := 0; j < bossSLZSearch; j++ {
		// loc_18AFA compares every object's objoff_3C with the seesaw:
		// a ball's, and the explosion (ExplosionBomb) a ball became,
		// which keeps it (ExBom_Main leaves objoff_3C).
		if p := &o.Slots[j]; (p.ID == idBossSpikeball || p.ID == idExplosionBomb) && int(p.Parent) == sw+1 {
			return false
		}
	}
	j := s.findNextFree(sw)
	if j < 0 {
		return false
	}
	o.Slots[j] = physics.S2Obj{ID: idBossSpikeball, Layout: -1, X: ob.X &^ 0xFF, Y: ob.Y&^0xFF + physics.FromPixels(0x20),
		Status: o.Slots[sw].Status, Parent: int16(sw + 1)}
	return true
}

// ---------------------------------------------------------------------------
// Obj7B: the Star Light boss's spiked balls

// bsballFrag is BossSpikeball_FragSpeed.
var bsballFrag = [4][2]int16{{-0x100, -0x340}, {-0xA0, -0x240}, {0x100, -0x340}, {0xA0, -0x240}}

// bossSpikeball is Obj7B (_incObj/7B SLZ Boss Spikeball.asm): harmful
// ($8B), it falls onto its seesaw's end (See_Speeds' heights), tilting
// it its way (a Sonic standing on the other end is thrown up, half as
// high off a flat seesaw, and rolls: Sonic_ChkRoll), rests there $F0
// frames and explodes into four harmful fragments ($98); thrown by the
// seesaw's tilt (-$818, or -$960, or -$A20 when Sonic landed at $9C0 or
// faster) it flies and hits the boss (their boxes: BossSpikeball_BossHitbox,
// _BallHitbox; a hit off the boss's 8) or lands back and explodes. Slot
// fields: BaseX, BaseY objoff_30, objoff_34 (the seesaw's place), B3B
// objoff_3A (its end), Index the word subtype (its timer).
func (s *engine) bossSpikeball(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.MapFrame = 1
		ob.Render |= 4
		ob.Coll = 0x8B
		ob.Width = 0x0C
		if sw := s.stompParent(ob); sw != nil {
			ob.BaseX, ob.BaseY = int16(sw.X.Pixel()), int16(sw.Y.Pixel())
			ob.Status |= 1
			if int16(ob.X.Pixel()) <= int16(sw.X.Pixel()) {
				ob.Status &^= 1
				ob.B3B = 2
			}
		}
		ob.Routine = 2
		fallthrough
	case 2:
		objectFall(ob)
		if !s.bsballLanded(k) {
			break
		}
		d1 := uint8(2)
		if ob.Status&1 != 0 {
			d1 = 0
		}
		ob.Index = 0xF0
		s.bsballLand(k, d1)
	case 4:
		sw := s.stompParent(ob)
		if sw == nil {
			break
		}
		d0 := ob.B3B - sw.B3B
		if d0 == 0 {
			i := int(sw.MapFrame)
			d2 := 0x28
			if uint16(ob.X.Pixel()) < uint16(ob.BaseX) {
				d2 = -d2
				i += 2
			}
			ob.Y = physics.FromPixels(int(ob.BaseY) + seeSpeeds[min(i, len(seeSpeeds)-1)])
			ob.X = physics.FromPixels(int(ob.BaseX) + d2)
			ob.Index--
			if ob.Index == 0 {
				ob.Index = 0x20
				ob.Routine = 8
			}
			break
		}
		if int8(d0) < 0 {
			d0 = -d0
		}
		d1, d2 := int16(-0x818), int16(-0x114)
		if d0 != 1 {
			d1, d2 = -0x960, -0xF4
			if sw.Timer >= 0x9C0 {
				d1, d2 = -0xA20, -0x80
			}
		}
		ob.YVel, ob.XVel = physics.Fixed(d1), physics.Fixed(d2)
		if uint16(ob.X.Pixel()) < uint16(ob.BaseX) {
			ob.XVel = -ob.XVel
		}
		ob.MapFrame = 1
		ob.Index = 0x20
		ob.Routine = 6
		s.bsballFly(k)
	case 6:
		s.bsballFly(k)
	case 8:
		ob.ID = idExplosionBomb
		ob.Routine = 0
		if ob.Index == 0x20 {
			ob.Y = physics.FromPixels(int(ob.BaseY))
			for i := range bsballFrag {
				j := s.findFree()
				if j < 0 {
					continue
				}
				o.Slots[j] = physics.S2Obj{ID: idBossSpikeball, Routine: 0x0A, Layout: -1, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF,
					XVel: physics.Fixed(bsballFrag[i][0]), YVel: physics.Fixed(bsballFrag[i][1]), Coll: 0x98,
					Render: 4 | physics.S2OnScreen, Width: 0x0C}
			}
			ob = &o.Slots[k]
		}
	case 0x0A:
		speedToPos(ob)
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		ob.YVel += 0x18
		if ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
	default:
		s.deleteObject(k)
		return
	}
	d0 := int16(uint16(ob.BaseX)&0xFF80 - uint16(st.Cam.X-0x80)&0xFF80)
	if d0 < 0 || d0 > 0x280 {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// bsballLanded reports whether the ball has reached its seesaw end's
// height (word_19018 by the seesaw's frame, +2 on its left).
func (s *engine) bsballLanded(k int) bool {
	ob := &s.st.S2.Slots[k]
	sw := s.stompParent(ob)
	if sw == nil {
		return false
	}
	i := int(sw.MapFrame)
	if uint16(ob.X.Pixel()) < uint16(ob.BaseX) {
		i += 2
	}
	return int(int16(int(ob.BaseY)+seeSpeeds[min(i, len(seeSpeeds)-1)])) <= ob.Y.Pixel()
}

// bsballFly is loc_18EAA: a thrown ball hits the boss (the first
// BossStarLight in level slots 0-31) or falls back onto the seesaw.
func (s *engine) bsballFly(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	for j := 0; j < bossSLZSearch; j++ {
		b := &o.Slots[j]
		if b.ID != idBossStarLight {
			continue
		}
		bx, by := uint16(b.X.Pixel()), uint16(b.Y.Pixel())
		x, y := uint16(ob.X.Pixel()), uint16(ob.Y.Pixel())
		if x+8 >= bx-0x18 && bx+0x18 >= x-8 && y+8 >= by-0x18 && by+0x18 >= y-8 {
			ob.Routine = 8
			ob.Index = 0
			b.Coll = 0
			b.CollProp--
			if b.CollProp == 0 {
				b.Status |= 0x80
				ob.XVel, ob.YVel = 0, 0
			}
		}
		break
	}
	if ob.YVel < 0 {
		objectFall(ob)
		if int(ob.BaseY)-0x2F <= ob.Y.Pixel() {
			objectFall(ob)
		}
		return
	}
	objectFall(ob)
	if !s.bsballLanded(k) {
		return
	}
	d1 := uint8(0)
	if ob.XVel < 0 {
		d1 = 2
	}
	ob.Index = 0
	s.bsballLand(k, d1)
}

// bsballLand is loc_18FA2: the seesaw's end and the ball's become d1; a
// Sonic standing on the seesaw's other end is thrown up (half as high
// off a flat seesaw) and rolls; the ball stops and its routine advances.
func (s *engine) bsballLand(k int, d1 uint8) {
	st := s.st
	ob := &st.S2.Slots[k]
	if sw := s.stompParent(ob); sw != nil {
		sw.B3B = d1
		ob.B3B = d1
		if sw.MapFrame != d1 && sw.Status&standBit != 0 {
			sw.Status &^= standBit
			sw.Routine2 = 0
			sw.Routine = 2
			st.YSpeed = -ob.YVel
			if sw.MapFrame == 1 {
				st.YSpeed >>= 1
			}
			st.Air = true
			if st.S2.On == int(ob.Parent) {
				st.S2.On, st.Obj.On = 0, 0
			}
			st.Jumping = false
			if !st.Rolling {
				s.ForceRoll()
				if st.GSpeed == 0 {
					st.GSpeed = 0x200
				}
			}
			s.contact(int(ob.Parent)-1, physics.SolidTop, "launch")
		}
	}
	ob.XVel, ob.YVel = 0, 0
	ob.Routine += 2
}
