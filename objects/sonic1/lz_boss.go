package sonic1

import "loopwright/physics"

// Obj77: Labyrinth's boss (_incObj/77 Boss - Labyrinth.asm:
// BossLabyrinth), made by DLE_LZ3 (events.go). The ship's slot fields
// are the bosses' (boss_mz.go): GXVel and GYVel its position (objoff_30,
// objoff_38), B3E its flash (objoff_3E), B3F its sway angle (objoff_3F),
// Timer objoff_3C; Flag is objoff_3D (beaten). Its face and flame follow
// it (drawing only).

// lzBossEnd is boss_lz_end: the right limit the escape opens to.
const lzBossEnd = bossLZX + 0x250

// lzBossParts are BossLabyrinth_ObjData's routines: the ship, the face,
// the flame.
var lzBossParts = [3]uint8{2, 4, 6}

// bossLabyrinth is Obj77. The ship (touch $0F, 8 hits) starts at
// (boss_lz_x+$30, boss_lz_y+$500) and waits for Sonic to come within
// $40 left of boss_lz_x; then it climbs the shaft as Sonic must: to
// (+$68, +$440), to (+$90, +$400), then up (-$180) swaying round its x
// (CalcSine of objoff_3F, / 16), rising slower as Sonic falls behind
// (the speed halved $48 below it, quartered $70 below, stopped $98
// below; doubled once beaten), to boss_lz_y+$40; then across to
// (+$16C, boss_lz_y) where it waits until Sonic reaches x +$E8 above
// y +$30 (or it is beaten), waits $32 frames more (not when beaten),
// and flies off right ($400, -$40) while the right limit opens 2 a
// frame to boss_lz_end; off screen it is deleted. A hit (React_Enemy:
// no touch box) flashes it $20 frames; beaten (status bit 7) it
// explodes (BossDefeated) as it goes on.
func (s *engine) bossLabyrinth(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.X = physics.FromPixels(bossLZX + 0x30)
		ob.Y = physics.FromPixels(bossLZY + 0x500)
		ob.GXVel, ob.GYVel = ob.X, ob.Y
		ob.Coll = 0x0F
		ob.CollProp = bossHits
		s.bossParts(k, lzBossParts[:])
		fallthrough
	case 2:
		s.lzBossShip(k)
		ob = &o.Slots[k]
		if ob.ID == 0 {
			return
		}
		ob.Render = ob.Render&0xFC | ob.Status&3
		s.display(k)
	case 4, 6:
		p := s.stompParent(ob)
		if p == nil || p.ID != ob.ID {
			s.deleteObject(k)
			return
		}
		if p.Routine2 == 0x0E && ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
		s.bossFollow(k)
	default:
		s.deleteObject(k)
	}
}

// lzBossShip is BossLabyrinth_ShipMain's stages (ob2ndRout).
func (s *engine) lzBossShip(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine2 {
	case 0: // loc_17F1E
		if uint16(st.X.Pixel()) >= bossLZX-0x40 {
			ob.YVel, ob.XVel = -0x180, 0x60
			ob.Routine2 += 2
		}
	case 2: // loc_17FA0
		if lzBossReach(ob, bossLZX+0x68, bossLZY+0x440) {
			ob.XVel, ob.YVel = 0x140, -0x200
			ob.Routine2 += 2
		}
	case 4: // loc_17FE0
		if lzBossReach(ob, bossLZX+0x90, bossLZY+0x400) {
			ob.YVel = -0x180
			ob.Routine2 += 2
			ob.B3F = 0
		}
	case 6: // loc_1801E
		if ob.GYVel.Pixel() > bossLZY+0x40 {
			s.lzBossSway(k)
			s.lzBossHit(k)
			return
		}
		ob.GYVel = physics.FromPixels(bossLZY+0x40) | ob.GYVel&0xFF
		ob.XVel, ob.YVel = 0x140, -0x80
		if ob.Flag {
			ob.XVel <<= 1
			ob.YVel <<= 1
		}
		ob.Routine2 += 2
	case 8: // loc_180BC
		if lzBossReach(ob, bossLZX+0x16C, bossLZY) {
			ob.Routine2 += 2
			ob.Status &^= 1
		}
	case 0x0A: // loc_180F6
		go_ := ob.Flag
		if !go_ && int16(st.X.Pixel()) >= bossLZX+0xE8 && int16(st.Y.Pixel()) <= bossLZY+0x30 {
			ob.Timer = 0x32
			go_ = true
		}
		if go_ {
			st.Cam.Locked = false // REV01: f_lockscreen cleared
			ob.Status |= 1
			ob.Routine2 += 2
		}
	case 0x0C: // loc_1812A
		if !ob.Flag {
			ob.Timer = int16(uint8(ob.Timer) - 1)
			if ob.Timer != 0 {
				break
			}
		}
		ob.Timer = 0
		ob.XVel, ob.YVel = 0x400, -0x40
		ob.Flag = false
		ob.Routine2 += 2
	case 0x0E: // loc_18152
		if st.Cam.MaxX < lzBossEnd {
			st.Cam.MaxX += 2
		} else if ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
	}
	bossMove(ob)
	bossPlace(ob)
	s.lzBossHit(k)
}

// lzBossReach is the stages' clamp (loc_17FA0 and its like): the
// position stops at x (from the left) and at y (from below); it reports
// both reached.
func lzBossReach(ob *physics.S2Obj, x, y int) bool {
	n := 0
	if ob.GXVel.Pixel() >= x {
		ob.GXVel = physics.FromPixels(x) | ob.GXVel&0xFF
		ob.XVel = 0
		n++
	}
	if int16(ob.GYVel.Pixel()) <= int16(y) {
		ob.GYVel = physics.FromPixels(y) | ob.GYVel&0xFF
		ob.YVel = 0
		n++
	}
	return n == 2
}

// lzBossSway is loc_1804E: facing by the sway's cosine, x swaying round
// its position (sine / 16), the climb slowed by Sonic's distance below.
func (s *engine) lzBossSway(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	ob.Status |= 1
	ob.B3F += 2
	sn, cs := physics.SinCos(ob.B3F)
	if cs < 0 {
		ob.Status &^= 1
	}
	ob.X = physics.FromPixels(ob.GXVel.Pixel()+int(int16(sn)>>4)) | ob.X&0xFF
	d0 := ob.YVel
	if d1 := int(uint16(st.Y.Pixel()) - uint16(ob.Y.Pixel())); uint16(st.Y.Pixel()) >= uint16(ob.Y.Pixel()) {
		switch {
		case d1 < 0x48:
		case d1 < 0x70:
			d0 >>= 1
		case d1 < 0x98:
			d0 >>= 2
		default:
			d0 = 0
		}
	}
	if ob.Flag {
		d0 <<= 1
	}
	ob.GYVel += d0
	ob.Y = physics.FromPixels(ob.GYVel.Pixel()) | ob.Y&0xFF
}

// lzBossHit is loc_17F48: beaten, it explodes (BossDefeated); at the
// beating (status bit 7) objoff_3D is set; after a hit it flashes $20
// frames, then takes its touch box again.
func (s *engine) lzBossHit(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Flag {
		s.bossDefeated(k)
		return
	}
	if ob.Status&0x80 != 0 {
		ob.Flag = true
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
