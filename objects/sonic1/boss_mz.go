package sonic1

import "loopwright/physics"

// The bosses' shared parts (sonic.asm: BossMove, BossDefeated) and
// Marble Zone's boss (Obj73, BossMarble) with its fire (Obj74, BossFire).
// A boss's slot fields: GXVel and GYVel are objoff_30 and objoff_38, its
// position (16.16 in the game; its low byte is always 0, so 24.8 here),
// Timer objoff_3C, B3E objoff_3E (the flash after a hit), B3F objoff_3F
// (its bob angle), B3B objoff_34's byte (Marble's lava timer); its parts
// hold the boss in Parent (objoff_34).

// bossHits is the hits a boss takes (obColProp).
const bossHits = 8

// bossMove is BossMove: the position moves by the speeds.
func bossMove(ob *physics.S2Obj) {
	ob.GXVel += ob.XVel
	ob.GYVel += ob.YVel
}

// bossEscape is the Marble, Spring Yard and Star Light bosses' flight
// off (Obj73_ShipEscape, Obj75's and Obj7A's last routines): the ship
// flies right at xvel and $40 up; the camera's right limit opens 2
// pixels a frame until it reaches end, after which the ship is deleted
// once off screen. It reports the deletion.
func (s *engine) bossEscape(k int, xvel physics.Fixed, end int) bool {
	st := s.st
	ob := &st.S2.Slots[k]
	ob.XVel, ob.YVel = xvel, -0x40
	if st.Cam.MaxX < end {
		st.Cam.MaxX += 2
		return false
	}
	if ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
		return true
	}
	return false
}

// bossPlace sets the boss's x and y from its position's pixels
// (move.w objoff_30(a0),obX(a0)).
func bossPlace(ob *physics.S2Obj) {
	ob.X = physics.FromPixels(ob.GXVel.Pixel()) | ob.X&0xFF
	ob.Y = physics.FromPixels(ob.GYVel.Pixel()) | ob.Y&0xFF
}

// bossHitFlash is the hit check every boss runs (loc_1833E's and the
// others' copies): defeated (status bit 7) it reports true; after a hit
// (no touch box) it flashes for $28 frames (objoff_3E), then takes
// touch type coll again.
func bossHitFlash(ob *physics.S2Obj, coll uint8) bool {
	if ob.Status&0x80 != 0 {
		return true
	}
	if ob.Coll != 0 {
		return false
	}
	if ob.B3E == 0 {
		ob.B3E = 0x28
	}
	ob.B3E--
	if ob.B3E == 0 {
		ob.Coll = coll
	}
	return false
}

// bossDefeated is BossDefeated: every 8th V-int an explosion
// (ExplosionBomb) in the first free slot, placed by RandomNumber around
// the boss.
func (s *engine) bossDefeated(k int) {
	o := &s.st.S2
	if o.Vint&7 != 0 {
		return
	}
	j := s.findFree()
	if j < 0 {
		return
	}
	ob := &o.Slots[k]
	e := &o.Slots[j]
	*e = physics.S2Obj{ID: idExplosionBomb, Layout: -1, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF}
	d0 := s.random()
	d1 := int(uint8(d0)>>2) - 0x20
	e.X += physics.FromPixels(d1)
	e.Y += physics.FromPixels(int(uint8(uint16(d0)>>8) >> 3))
}

// bossParts makes a boss's parts in the next free slots: each gets the
// boss's id and position, its routine from routines, $20 wide, the boss
// as Parent (BossMarble_LoadBoss and its like). The boss itself takes
// routines[0].
func (s *engine) bossParts(k int, routines []uint8) {
	o := &s.st.S2
	ob := &o.Slots[k]
	for i, r := range routines {
		j := k
		if i > 0 {
			j = s.findNextFree(k)
			if j < 0 {
				return
			}
			o.Slots[j] = physics.S2Obj{ID: ob.ID, Layout: -1, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF}
		}
		ob.Status &^= 1
		p := &o.Slots[j]
		p.Routine2 = 0
		p.Routine = r
		p.Render = 4
		p.Width = 0x20
		p.Parent = int16(k + 1)
	}
}

// bossFollow is loc_1864A: a part takes its boss's x, y and status (and
// the flips in its render flags) and is drawn.
func (s *engine) bossFollow(k int) {
	ob := &s.st.S2.Slots[k]
	if p := s.stompParent(ob); p != nil {
		ob.X, ob.Y = ob.X&0xFF|physics.FromPixels(p.X.Pixel()), ob.Y&0xFF|physics.FromPixels(p.Y.Pixel())
		ob.Status = p.Status
	}
	ob.Render = ob.Render&0xFC | ob.Status&3
	s.display(k)
}

// ---------------------------------------------------------------------------
// Obj73: Marble Zone's boss

// bossMarble is Obj73 (_incObj/73 Boss - Marble.asm), made by DLE_MZ3.
// The ship (touch $0F, 8 hits: React_Enemy) with its face, flame and
// tube in the next free slots (they follow it: drawing only). It bobs in
// from the right (a sine on objoff_3F, -$100) to boss_mz_x+$110, then
// (loc_183AA, by subtype) sinks or rises to boss_mz_y+$1C, sweeps
// across ($200, rising 4 a frame; not in the $10 frames after a hit)
// dropping lava balls (type 0, at random x along the floor, every $40
// to $5F frames by RandomNumber) until its side of the arena
// (boss_mz_x+$30 or +$110), rises or sinks $180 back to boss_mz_y+$1C
// and turns, dropping fire (BossFire) that spreads both ways along the
// floor, and waits $50 frames; again. A hit takes its touch box for $28
// frames (the flash). After the 8th: $B4 frames of explosions
// (BossDefeated), a fall, a rise, then it flies off right at $500, the
// right limit opening 2 a frame to boss_mz_end, and is deleted off
// screen.
func (s *engine) bossMarble(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.GXVel = physics.FromPixels(ob.X.Pixel())
		ob.GYVel = physics.FromPixels(ob.Y.Pixel())
		ob.Coll = 0x0F
		ob.CollProp = bossHits
		s.bossParts(k, []uint8{2, 4, 6, 8})
		fallthrough
	case 2:
		s.bossMarbleShip(k)
		ob = &o.Slots[k]
		if ob.ID == 0 {
			return
		}
		ob.Render = ob.Render&0xFC | ob.Status&3
		s.display(k)
	case 4:
		p := s.stompParent(ob)
		if p != nil && p.Routine2 == 8 && ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
		s.bossFollow(k)
	case 6:
		p := s.stompParent(ob)
		if p != nil && p.Routine2 >= 8 && ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
		s.bossFollow(k)
	case 8:
		p := s.stompParent(ob)
		if p != nil && p.Routine2 == 8 && ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
		s.bossFollow(k)
	default:
		s.deleteObject(k)
	}
}

// bossMarbleShip is BossMarble_ShipIndex.
func (s *engine) bossMarbleShip(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	switch ob.Routine2 {
	case 0:
		sn, _ := physics.SinCos(ob.B3F)
		ob.B3F += 2
		ob.YVel = physics.Fixed(int16(sn) >> 2)
		ob.XVel = -0x100
		bossMove(ob)
		if ob.GXVel.Pixel() == bossMZX+0x110 {
			ob.Routine2 = 2
			ob.Sub = 0
			ob.XVel, ob.YVel = 0, 0
		}
		ob.B3B = uint8(s.random())
	case 2:
		switch ob.Sub & 6 {
		case 0, 4:
			s.bossMarbleSweep(k)
		default:
			s.bossMarbleTurn(k)
		}
		ob.Sub &= 6
	case 4:
		ob.Timer--
		if ob.Timer >= 0 {
			s.bossDefeated(k)
			return
		}
		ob.Status |= 1
		ob.Status &^= 0x80
		ob.XVel = 0
		ob.Routine2 = 6
		ob.Timer = -0x26
		if st.S2.BossStatus == 0 {
			st.S2.BossStatus = 1
			ob.YVel = 0
		}
		return
	case 6:
		ob.Timer++
		switch {
		case ob.Timer == 0:
			ob.YVel = 0
		case ob.Timer > 0:
			switch {
			case ob.Timer < 0x30:
				ob.YVel -= 8
			case ob.Timer == 0x30:
				ob.YVel = 0
			case ob.Timer >= 0x38:
				ob.Routine2 = 8
			}
		default:
			if uint16(ob.GYVel.Pixel()) >= bossMZY+0x60 {
				ob.YVel = 0
				ob.Timer = 0
			} else {
				ob.YVel += 0x18
			}
		}
		bossMove(ob)
	case 8:
		if s.bossEscape(k, 0x500, bossMZX+0x160) {
			return
		}
		bossMove(ob)
	}
	s.bossMarbleCommon(k)
}

// bossMarbleCommon is loc_1833E: the ship at its position; before its
// defeat, the hit check and flash.
func (s *engine) bossMarbleCommon(k int) {
	ob := &s.st.S2.Slots[k]
	bossPlace(ob)
	if ob.Routine2 >= 4 {
		return
	}
	if bossHitFlash(ob, 0x0F) {
		ob.Routine2 = 4
		ob.Timer = 0xB4
		ob.XVel = 0
	}
}

// bossMarbleSweep is loc_183CA and BossMarble_MakeLava.
func (s *engine) bossMarbleSweep(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if ob.XVel == 0 {
		y := uint16(ob.GYVel.Pixel())
		if y != bossMZY+0x1C {
			d0 := physics.Fixed(0x40)
			if y > bossMZY+0x1C {
				d0 = -d0
			}
			ob.YVel = d0
			bossMove(ob)
			return
		}
		ob.XVel, ob.YVel = 0x200, 0x100
		if ob.Status&1 == 0 {
			ob.XVel = -ob.XVel
		}
	}
	if ob.B3E < 0x18 {
		bossMove(ob)
		ob.YVel -= 4
	}
	ob.B3B--
	if ob.B3B == 0xFF {
		if j := s.findFree(); j >= 0 {
			lb := &o.Slots[j]
			*lb = physics.S2Obj{ID: idLavaBall, Layout: -1, Y: physics.FromPixels(bossMZY + 0xD8)}
			d0 := s.random()
			lb.X = physics.FromPixels(int(uint16(d0)%0x50) + bossMZX + 0x78)
		}
		ob = &o.Slots[k]
		ob.B3B = uint8(s.random())&0x1F + 0x40
	}
	x := ob.GXVel.Pixel()
	if ob.Status&1 != 0 {
		if int16(x) < bossMZX+0x110 {
			return
		}
		ob.GXVel = physics.FromPixels(bossMZX+0x110) | ob.GXVel&0xFF
	} else {
		if int16(x) > bossMZX+0x30 {
			return
		}
		ob.GXVel = physics.FromPixels(bossMZX+0x30) | ob.GXVel&0xFF
	}
	ob.XVel = 0
	ob.YVel = -0x180
	if uint16(ob.GYVel.Pixel()) < bossMZY+0x1C {
		ob.YVel = -ob.YVel
	}
	ob.Sub += 2
}

// bossMarbleTurn is BossMarble_MakeLava2: back at boss_mz_y+$1C it stops,
// turns and drops fire, then waits $50 frames.
func (s *engine) bossMarbleTurn(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	bossMove(ob)
	if int16(ob.GYVel.Pixel()-(bossMZY+0x1C)) > 0 {
		return
	}
	if ob.YVel != 0 {
		ob.YVel = 0
		ob.Timer = 0x50
		ob.Status ^= 1
		if j := s.findFree(); j >= 0 {
			o.Slots[j] = physics.S2Obj{ID: idBossFire, Layout: -1, Sub: 1,
				X: physics.FromPixels(ob.GXVel.Pixel()), Y: physics.FromPixels(ob.GYVel.Pixel() + 0x18)}
		}
		ob = &o.Slots[k]
	}
	ob.Timer--
	if ob.Timer == 0 {
		ob.Sub += 2
	}
}

// ---------------------------------------------------------------------------
// Obj74: the Marble boss's fire

// bossFire is Obj74 (_incObj/74 MZ Boss Fire.asm), 8 high and wide.
// Subtype 1 (dropped by the boss) is held $1E frames, then falls $18 a
// frame, harmful ($8B), to the floor (ObjFloorDist), where it becomes a
// flame running both ways at $A0 (the object and a copy in the next free
// slot), leaving a standing flame (subtype 0: harmful for $67 frames,
// then gone) every $10 pixels; a runner falls off edges ($24 a frame)
// and comes back to its last place three times, then is deleted; past
// boss_mz_x+$140 it stops and burns out; below boss_mz_y+$D8 it is
// deleted. Slot fields: B3F objoff_29, Index objoff_30, BaseX objoff_32,
// BaseY objoff_38.
func (s *engine) bossFire(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.YRad, ob.XRad = 8, 8
		ob.Render = 4
		ob.BaseY = int16(ob.Y.Pixel())
		ob.Width = 8
		ob.Routine = 2
		if ob.Sub == 0 {
			ob.Coll = 0x8B
			ob.Routine = 4
			s.bossFireBurn(k)
			s.display(k)
			return
		}
		ob.B3F = 0x1E
		fallthrough
	case 2:
		s.bossFireAction(k)
		ob = &o.Slots[k]
		if ob.ID == 0 {
			return
		}
		speedToPos(ob)
		animateSprite(ob, aniFire)
		if uint16(ob.Y.Pixel()) > bossMZY+0xD8 {
			s.deleteObject(k)
			return
		}
	case 4:
		s.bossFireBurn(k)
	default:
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// bossFireBurn is loc_18886: a standing flame burns out.
func (s *engine) bossFireBurn(k int) {
	ob := &s.st.S2.Slots[k]
	ob.B3F--
	if ob.B3F == 0 {
		ob.Anim = 1
		ob.Y -= physics.FromPixels(4)
		ob.Coll = 0
	}
	animateSprite(ob, aniFire)
}

// bossFireAction is BossFire_Index2.
func (s *engine) bossFireAction(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine2 {
	case 0:
		ob.Status |= 2
		ob.B3F--
		if int8(ob.B3F) >= 0 {
			return
		}
		ob.Coll = 0x8B
		ob.Sub = 0
		ob.YVel += 0x18
		ob.Status &^= 2
		if s.objFloorDist(ob) < 0 {
			ob.Routine2 = 2
		}
	case 2:
		ob.Y -= physics.FromPixels(2)
		ob.XVel = 0xA0
		ob.YVel = 0
		ob.Index = int16(ob.X.Pixel())
		ob.BaseY = int16(ob.Y.Pixel())
		ob.B3F = 3
		if j := s.findNextFree(k); j >= 0 {
			c := *ob
			c.XVel = -c.XVel
			c.Routine2 += 2
			c.Layout = -1
			o.Slots[j] = c
		}
		ob.Routine2 += 2
	case 4:
		if s.objFloorDist(ob) >= 0 {
			ob.Routine2 = 6
			return
		}
		x := ob.X.Pixel()
		if int16(x) > bossMZX+0x140 {
			ob.Routine += 2
			return
		}
		d1 := int(ob.Index)
		if d1 != x && d1&0x10 != x&0x10 {
			if j := s.findNextFree(k); j >= 0 {
				o.Slots[j] = physics.S2Obj{ID: idBossFire, Layout: -1, X: physics.FromPixels(x), Y: ob.Y &^ 0xFF, B3F: 0x67}
			}
			ob = &o.Slots[k]
			ob.BaseX = int16(x)
		}
		ob.Index = int16(x)
	case 6:
		ob.Status &^= 2
		ob.YVel += 0x24
		if s.objFloorDist(ob) >= 0 {
			return
		}
		ob.B3F--
		if ob.B3F == 0 {
			s.deleteObject(k)
			return
		}
		ob.YVel = 0
		ob.X = physics.FromPixels(int(ob.BaseX)) | ob.X&0xFF
		ob.Y = physics.FromPixels(int(ob.BaseY)) | ob.Y&0xFF
		ob.Routine2 -= 2
	}
}
