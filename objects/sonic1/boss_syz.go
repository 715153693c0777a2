package sonic1

import "loopwright/physics"

// Spring Yard Zone's boss (Obj75, BossSpringYard) and the blocks it
// lifts (Obj76, BossBlock). The ship's Timer is objoff_3C (a word whose
// low byte, objoff_3D, the game also uses as a flag), B3B objoff_34 (the
// block column under it), Index objoff_36 (the block's slot + 1), Flag
// objoff_29 (carrying); its spike's Timer is its reach (objoff_3C).

// lo3D returns objoff_3D, the low byte of the timer word objoff_3C.
func lo3D(ob *physics.S2Obj) uint8 { return uint8(ob.Timer) }

// setLo3D sets objoff_3D.
func setLo3D(ob *physics.S2Obj, v uint8) { ob.Timer = ob.Timer&^0xFF | int16(v) }

// bossSpringYard is Obj75 (_incObj/75 Boss - Spring Yard.asm), made by
// DLE_SYZ3 at boss_syz_x+$1B0, boss_syz_y+$E: the ship (touch $0F, 8
// hits) with its face, flame and spike (harmful $84 below it, reaching
// down as it dives, while it carries nothing). It comes in at -$100 to
// boss_syz_x+$138, then sweeps at $140 between boss_syz_x+8 and +$138;
// on a $20 column boundary over Sonic's column it dives ($180) to
// boss_syz_y+$8A, grabbing the block there (BossBlock), waits $32 frames
// (shaking its last $1E), leaps up (-$800, half without a block), slows
// to boss_syz_y+$E (less $18 with a block), and after 8 (or $2D) frames
// drops the block, which breaks; $1E frames later it sweeps again. After
// the 8th hit: $B4 frames of explosions, a fall and rise, then it leaves
// at $400, opening the right limit to boss_syz_end.
func (s *engine) bossSpringYard(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.X = physics.FromPixels(bossSYZX + 0x1B0)
		ob.Y = physics.FromPixels(bossSYZY + 0x0E)
		ob.GXVel = physics.FromPixels(ob.X.Pixel())
		ob.GYVel = physics.FromPixels(ob.Y.Pixel())
		ob.Coll = 0x0F
		ob.CollProp = bossHits
		s.bossParts(k, []uint8{2, 4, 6, 8})
		fallthrough
	case 2:
		s.bossSYZShip(k)
		ob = &o.Slots[k]
		if ob.ID == 0 {
			return
		}
		ob.Render = ob.Render&0xFC | ob.Status&3
		s.display(k)
	case 4:
		p := s.stompParent(ob)
		if p == nil || p.ID != ob.ID {
			s.deleteObject(k)
			return
		}
		s.bossFollow(k)
	case 6:
		if p := s.stompParent(ob); p != nil && p.Routine2 == 0x0A && ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
		s.bossFollow(k)
	case 8:
		s.bossSYZSpike(k)
	default:
		s.deleteObject(k)
	}
}

// bossSYZSpike is BossSpringYard_SpikeMain.
func (s *engine) bossSYZSpike(k int) {
	ob := &s.st.S2.Slots[k]
	p := s.stompParent(ob)
	if p == nil {
		s.deleteObject(k)
		return
	}
	if p.Routine2 == 0x0A && ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
		return
	}
	ob.X = physics.FromPixels(p.X.Pixel()) | ob.X&0xFF
	ob.Y = physics.FromPixels(p.Y.Pixel()) | ob.Y&0xFF
	d0 := ob.Timer
	retract := p.Routine2 != 4
	if !retract {
		switch {
		case p.Sub == 6:
			retract = p.Timer < 0
		case p.Sub != 0:
		case d0 < 0x94:
			d0 += 7
		}
	}
	if retract && d0 > 0 {
		d0 -= 5
	}
	ob.Timer = d0
	ob.Y += physics.FromPixels(int(d0 >> 2))
	ob.Width, ob.YRad = 8, 0x0C
	ob.Coll = 0
	if p.Coll != 0 && !p.Flag {
		ob.Coll = 0x84
	}
	ob.Status = p.Status
	ob.Render = ob.Render&0xFC | ob.Status&3
	s.display(k)
}

// bossSYZShip is BossSpringYard_ShipIndex.
func (s *engine) bossSYZShip(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine2 {
	case 0:
		ob.XVel = -0x100
		if uint16(ob.GXVel.Pixel()) < bossSYZX+0x138 {
			ob.Routine2 = 2
		}
		s.bossSYZBob(k)
	case 2:
		x := int16(ob.GXVel.Pixel())
		ob.XVel = 0x140
		turn := false
		if ob.Status&1 == 0 {
			ob.XVel = -ob.XVel
			turn = x <= bossSYZX+8
		} else {
			turn = x >= bossSYZX+0x138
		}
		if turn {
			ob.Status ^= 1
			setLo3D(ob, 0)
		}
		d0 := int16((x-(bossSYZX+0x10))&0x1F) - 0x1F
		if d0 < 0 {
			d0 = -d0
		}
		if d0-1 <= 0 && lo3D(ob) == 0 && uint8(int16(st.X.Pixel()-bossSYZX)>>5) == ob.B3B {
			ob.GXVel = physics.FromPixels(int(ob.B3B)<<5+bossSYZX+0x10) | ob.GXVel&0xFF
			s.bossSYZFindBlock(k)
			ob.Routine2 = 4
			ob.Sub = 0
			ob.Flag = false
			ob.XVel = 0
		}
		s.bossSYZBob(k)
	case 4:
		s.bossSYZDive(k)
	case 6:
		ob.Timer--
		if ob.Timer >= 0 {
			s.bossDefeated(k)
			return
		}
		ob.Routine2 = 8
		ob.YVel = 0
		ob.Status |= 1
		ob.Status &^= 0x80
		ob.XVel = 0
		ob.Timer = -1
		if o.BossStatus == 0 {
			o.BossStatus = 1
		}
		s.bossSYZCommon(k)
	case 8:
		ob.Timer++
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
		s.bossSYZMove(k)
	case 0x0A:
		if s.bossEscape(k, 0x400, bossSYZX+0x140) {
			return
		}
		bossMove(ob)
		s.bossSYZBob(k)
	}
}

// bossSYZBob is loc_191DE: the y speed from the sine of objoff_3F / 4,
// then loc_191F2.
func (s *engine) bossSYZBob(k int) {
	ob := &s.st.S2.Slots[k]
	sn, _ := physics.SinCos(ob.B3F)
	ob.B3F += 2
	ob.YVel = physics.Fixed(int16(sn) >> 2)
	s.bossSYZMove(k)
}

// bossSYZMove is loc_191F2: BossMove, the ship at its position, then
// loc_19202.
func (s *engine) bossSYZMove(k int) {
	ob := &s.st.S2.Slots[k]
	bossMove(ob)
	bossPlace(ob)
	s.bossSYZCommon(k)
}

// bossSYZCommon is loc_19202: the block column under the ship
// (objoff_34), then before its defeat the hit check and $20-frame flash.
func (s *engine) bossSYZCommon(k int) {
	ob := &s.st.S2.Slots[k]
	ob.B3B = uint8(uint16(ob.X.Pixel()-bossSYZX) >> 5)
	if ob.Routine2 >= 6 {
		return
	}
	bossHitCheck(ob, 0xB4)
}

// bossSYZFindBlock is BossSpringYard_FindBlocks: the block of the
// ship's column (its subtype) in level slots 0-31 (the game's half-RAM
// search), or none.
func (s *engine) bossSYZFindBlock(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	ob.Index = 0
	for j := 0; j < bossSLZSearch; j++ {
		if p := &o.Slots[j]; p.ID == idBossBlock && p.Sub == ob.B3B {
			ob.Index = int16(j + 1)
			return
		}
	}
}

// bossSYZDive is loc_192EC, by subtype: the dive, the wait, the leap
// and the drop.
func (s *engine) bossSYZDive(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	blk := func() *physics.S2Obj {
		if j := int(ob.Index) - 1; j >= 0 && j < Slots {
			return &o.Slots[j]
		}
		return nil
	}
	switch ob.Sub {
	case 0:
		ob.YVel = 0x180
		if uint16(ob.GYVel.Pixel()) >= bossSYZY+0x8A {
			ob.GYVel = physics.FromPixels(bossSYZY+0x8A) | ob.GYVel&0xFF
			ob.Timer = 0
			if b := blk(); b != nil {
				b.B3B = 0xFF
				ob.Flag = true
				b.Parent = int16(k + 1)
				ob.Timer = 0x32
			}
			ob.YVel = 0
			ob.Sub += 2
		}
		s.bossSYZMove(k)
	case 2:
		ob.Timer--
		d0 := 0
		if ob.Timer < 0 {
			ob.Sub += 2
			ob.YVel = -0x800
			if ob.Index == 0 {
				ob.YVel >>= 1
			}
		} else if ob.Timer <= 0x1E {
			d0 = 2
			if lo3D(ob)&2 != 0 {
				d0 = -2
			}
		}
		ob.Y = physics.FromPixels(ob.GYVel.Pixel()+d0) | ob.Y&0xFF
		ob.X = physics.FromPixels(ob.GXVel.Pixel()) | ob.X&0xFF
		s.bossSYZCommon(k)
	case 4:
		top := bossSYZY + 0x0E
		if ob.Index != 0 {
			top -= 0x18
		}
		if int16(top) < int16(ob.GYVel.Pixel()) {
			if ob.YVel < -0x40 {
				ob.YVel += 0x0C
			}
		} else {
			ob.Timer = 8
			if ob.Index != 0 {
				ob.Timer = 0x2D
			}
			ob.Sub += 2
			ob.YVel = 0
		}
		s.bossSYZMove(k)
	case 6:
		ob.Timer--
		switch {
		case ob.Timer == 0:
			if b := blk(); b != nil {
				b.B3B = 0x0A
			}
			ob.Index = 0
		case ob.Timer < 0:
			if ob.Timer == -0x1E {
				ob.Flag = false
				ob.Routine2 -= 2
				setLo3D(ob, 0xFF)
				s.bossSYZCommon(k)
				return
			}
		}
		d0 := 1
		if ob.Index != 0 {
			d0 = 2
		}
		if y := int16(ob.GYVel.Pixel()); y != bossSYZY+0x0E {
			if y > bossSYZY+0x0E {
				d0 = -d0
			}
			ob.GYVel += physics.FromPixels(d0)
		}
		d0 = 0
		if ob.Index != 0 {
			d0 = 2
			if lo3D(ob)&1 != 0 {
				d0 = -2
			}
		}
		ob.Y = physics.FromPixels(ob.GYVel.Pixel()+d0) | ob.Y&0xFF
		ob.X = physics.FromPixels(ob.GXVel.Pixel()) | ob.X&0xFF
		s.bossSYZCommon(k)
	}
}

// ---------------------------------------------------------------------------
// Obj76: the Spring Yard boss's blocks

// bblockFrag is BossBlock_FragSpeed and BossBlock_FragPos.
var bblockFrag = [4][4]int16{{-0x180, -0x200, -8, -8}, {0x180, -0x200, 0x10, 0}, {-0x100, -0x100, 0, 0x10}, {0x100, -0x100, 0x10, 0x10}}

// bossBlock is Obj76 (_incObj/76 SYZ Boss Blocks.asm), made by
// DLE_SYZ3: ten solid blocks (SolidObject $1B, $10, stand height $11) in
// a row from boss_syz_x+$10, $20 apart, at y $582 (the object and nine in
// the first free slots), each its column's number (subtype, objoff_29:
// B3B). Grabbed (objoff_29 $FF) it hangs $2C below the ship (adding the
// ship's y speed when the ship runs after it) until dropped ($A) or the
// ship is beaten; then it breaks into four falling pieces
// (BossBlock_FragSpeed, _FragPos), deleted off screen.
func (s *engine) bossBlock(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		j := k
		for i := 0; i < 10; i++ {
			if i > 0 {
				j = s.findFree()
				if j < 0 {
					return
				}
			}
			o.Slots[j] = physics.S2Obj{ID: idBossBlock, Routine: 2, Layout: -1, Render: 4, Width: 0x10, YRad: 0x10,
				X: physics.FromPixels(bossSYZX + 0x10 + 0x20*i), Y: physics.FromPixels(0x582), Sub: uint8(i), B3B: uint8(i)}
		}
	case 2:
		switch {
		case ob.B3B == ob.Sub:
			s.solidObject(k, 0x1B, 0x10, 0x11, ob.X.Pixel())
		case int8(ob.B3B) < 0:
			p := s.stompParent(ob)
			if p == nil || p.CollProp == 0 {
				s.bblockBreak(k)
				break
			}
			ob.X = physics.FromPixels(p.X.Pixel()) | ob.X&0xFF
			ob.Y = physics.FromPixels(p.Y.Pixel()+0x2C) | ob.Y&0xFF
			if int(ob.Parent)-1 >= k {
				ob.Y += physics.FromPixels(int(int32(p.YVel) >> 8))
			}
		default:
			s.bblockBreak(k)
		}
		s.display(k)
	case 4:
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

// bblockBreak is BossBlock_Break: the block and three copies in the next
// free slots become the pieces (routine 4), 8 wide and high.
func (s *engine) bblockBreak(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	ob.Routine += 2
	ob.Width, ob.YRad = 8, 8
	for i := range bblockFrag {
		j := k
		if i > 0 {
			// A copy of the block as it is now (moved by the pieces
			// before it).
			j = s.findNextFree(k)
			if j < 0 {
				return
			}
			o.Slots[j] = *ob
			o.Slots[j].Layout = -1
			o.Slots[j].Respawn = 0
		}
		p := &o.Slots[j]
		f := bblockFrag[i]
		p.XVel, p.YVel = physics.Fixed(f[0]), physics.Fixed(f[1])
		p.X += physics.FromPixels(int(f[2]))
		p.Y += physics.FromPixels(int(f[3]))
		p.MapFrame = uint8(i + 1)
	}
}
