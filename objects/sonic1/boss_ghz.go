package sonic1

import (
	"loopwright/hexangle"
	"loopwright/physics"
)

// Green Hill's boss: Eggman's ship and its wrecking ball (_incObj/3D
// Boss - Green Hill (part 1).asm, (part 2).asm, 48 Eggman's Swinging
// Ball.asm; sonic.asm BossMove, BossDefeated). DLE_GHZ3 makes it
// (events.go).

// idBossBall is BossBall's object id.
const idBossBall = 0x48

// bossGHZ is BossGreenHill. BGHZ_Main makes the face and the flame
// (routines 4 and 6, the next free slots: they follow the ship and touch
// nothing; deleted off screen once it flies away) and gives the ship
// touch $F (an enemy, $18 x $18) and 8 hits. The ship (routine 2,
// BGHZ_ShipMain) moves by BossMove (boss_mz.go) on its own position (objoff_30,
// objoff_38: GXVel, GYVel; its timer objoff_3C in Timer): down to
// boss_ghz_y+$38, left to boss_ghz_x+$A0 where it lowers the ball
// (BossBall), then side to side, turning every $40 runs ($80 from the
// middle); its shown y bobs by CalcSine (objoff_3F, B3F) / 64. A hit
// takes its touch away for $20 runs (objoff_3E, B3E); the eighth (status
// bit 7) ends the fight: $B4 runs of explosions (BossDefeated), then
// v_bossstatus 1, a fall and rise, and the flight right at $400 while
// the right limit moves 2 a run to boss_ghz_end; off screen there it is
// deleted.
func (s *engine) bossGHZ(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		s.bghzMain(k)
		s.bghzShip(k)
	case 2:
		s.bghzShip(k)
	case 4, 6:
		s.bghzPart(k)
	default:
		s.deleteObject(k)
	}
}

// bghzMain is BGHZ_Main.
func (s *engine) bghzMain(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	parts := [3][2]uint8{{2, 0}, {4, 1}, {6, 7}}
	j := k
	for i, p := range parts {
		if i > 0 {
			if j = s.findNextFree(k); j < 0 {
				break
			}
			o.Slots[j] = physics.S2Obj{Layout: -1}
		}
		c := &o.Slots[j]
		c.Routine, c.ID, c.X, c.Y = p[0], idBossGreenHill, ob.X, ob.Y
		c.Render, c.Width, c.Anim = 4, 0x20, p[1]
		c.Parent = int16(k + 1)
		ob = &o.Slots[k]
	}
	ob.GXVel, ob.GYVel = ob.X&^0xFF, ob.Y&^0xFF
	ob.Coll, ob.CollProp = 0xF, 8
}

// bghzShip is BGHZ_ShipMain's stage (ob2ndRout), then the flip from the
// status and display.
func (s *engine) bghzShip(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine2 {
	case 0: // BGHZ_ShipStart
		ob.YVel = 0x100
		bossMove(ob)
		if ob.GYVel.Pixel() == bossGHZY+0x38 {
			ob.YVel = 0
			ob.Routine2 += 2
		}
	case 2: // BGHZ_MakeBall
		ob.XVel, ob.YVel = -0x100, -0x40
		bossMove(ob)
		if ob.GXVel.Pixel() == bossGHZX+0xA0 {
			ob.XVel, ob.YVel = 0, 0
			ob.Routine2 += 2
			if j := s.findNextFree(k); j >= 0 {
				o.Slots[j] = physics.S2Obj{ID: idBossBall, Layout: -1, X: ob.GXVel &^ 0xFF, Y: ob.GYVel &^ 0xFF, Parent: int16(k + 1)}
				ob = &o.Slots[k]
			}
			ob.Timer = 0x77
		}
	case 4: // BGHZ_ShipMove
		ob.Timer--
		if ob.Timer < 0 {
			ob.Routine2 += 2
			ob.Timer = 0x3F
			ob.XVel = 0x100
			if ob.GXVel.Pixel() == bossGHZX+0xA0 {
				ob.Timer = 0x7F
				ob.XVel = 0x40
			}
		}
		if ob.Status&1 == 0 {
			ob.XVel = -ob.XVel
		}
	case 6:
		ob.Timer--
		if ob.Timer < 0 {
			ob.Status ^= 1
			ob.Timer = 0x3F
			ob.Routine2 -= 2
			ob.XVel = 0
		} else {
			bossMove(ob)
		}
	case 8:
		ob.Timer--
		if ob.Timer >= 0 {
			s.bossDefeated(k)
		} else {
			ob.Status |= 1
			ob.Status &^= 0x80
			ob.XVel = 0
			ob.Routine2 += 2
			ob.Timer = -0x26
			if o.BossStatus == 0 {
				o.BossStatus = 1
			}
		}
		s.display(k)
		return
	case 0xA:
		ob.Timer++
		switch {
		case ob.Timer == 0:
			ob.YVel = 0
		case ob.Timer < 0:
			ob.YVel += 0x18
		case ob.Timer < 0x30:
			ob.YVel -= 8
		case ob.Timer == 0x30:
			ob.YVel = 0
		case ob.Timer >= 0x38:
			ob.Routine2 += 2
		}
		bossMove(ob)
	case 0xC:
		ob.XVel, ob.YVel = 0x400, -0x40
		if st.Cam.MaxX == bossGHZX+0x160 {
			if ob.Render&physics.S2OnScreen == 0 {
				s.deleteObject(k)
				return
			}
		} else {
			st.Cam.MaxX += 2
		}
		bossMove(ob)
	}
	s.bghzPlace(k)
	s.display(k)
}

// bghzPlace is loc_177E6: the ship shown at its own position, its y
// bobbing; the defeat (status bit 7: stage 8, $B3 runs) and the touch
// coming back $20 runs after a hit.
func (s *engine) bghzPlace(k int) {
	ob := &s.st.S2.Slots[k]
	ob.Y = physics.FromPixels(ob.GYVel.Pixel() + hexangle.Sin(int(ob.B3F))>>6)
	ob.X = physics.FromPixels(ob.GXVel.Pixel())
	ob.B3F += 2
	if ob.Routine2 >= 8 {
		return
	}
	if ob.Status&0x80 != 0 {
		ob.Routine2 = 8
		ob.Timer = 0xB3
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
		ob.Coll = 0xF
	}
}

// bghzPart is BGHZ_FaceMain and BGHZ_FlameMain: they follow the ship;
// once it flies away (stage $C) each is deleted off screen.
func (s *engine) bghzPart(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	p := int(ob.Parent) - 1
	if p < 0 || p >= Slots {
		s.deleteObject(k)
		return
	}
	ship := &o.Slots[p]
	if ship.Routine2 == 0xC && ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
		return
	}
	ob.X, ob.Y, ob.Status = ship.X, ship.Y, ship.Status
	ob.Render = ob.Render&^3 | ob.Status&3
	s.display(k)
}

// gballPos is GBall_PosData: the links' and the ball's final radii.
var gballPos = [6]uint8{0, 0x10, 0x20, 0x30, 0x40, 0x60}

// bossBall is BossBall: GBall_Main makes 5 links in the next free slots
// (routine 6) and its list (itself first; Logs, the count in the
// subtype), the last link becoming the ball (routine 8: harmful, $81).
// The base (routine 2) hangs them from the ship, its hanging point
// lowering to $20 below it, each radius (Timer) growing 1 a run to
// GBall_PosData's; once the ball is out and the ship moves side to side
// (stage 6) it swings (routine 4, Obj48_Move: the angle's speed, Timer2,
// changes by 8 a run between -$200 and $200). When the ship is beaten
// the base and links become explosions; the ball loses its touch, makes
// explosions (BossDefeated) for $61 runs and becomes one.
func (s *engine) bossBall(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		s.gballMain(k)
	case 2:
		n := int(ob.Sub)
		var last *physics.S2Obj
		var d0 uint8
		for i := 0; i <= n && i < len(gballPos); i++ {
			j := int(ob.Logs[i])
			if j < 0 || j >= Slots {
				continue
			}
			last = &o.Slots[j]
			d0 = gballPos[i]
			if uint8(last.Timer) != d0 {
				last.Timer = int16(uint8(last.Timer) + 1)
			}
		}
		if last != nil && uint8(last.Timer) == d0 {
			if p := int(ob.Parent) - 1; p >= 0 && p < Slots && o.Slots[p].Routine2 == 6 {
				ob.Routine += 2
			}
		}
		if ob.Timer3 != 0x20 {
			ob.Timer3++
		}
		if s.gballFollow(k) {
			return
		}
		s.swingMove2(k, int(uint16(ob.Index)>>8))
		s.display(k)
	case 4:
		if s.gballFollow(k) {
			return
		}
		if !ob.Flag {
			ob.Timer2 += 8
			ob.Index += ob.Timer2
			if ob.Timer2 == 0x200 {
				ob.Flag = true
			}
		} else {
			ob.Timer2 -= 8
			ob.Index += ob.Timer2
			if ob.Timer2 == -0x200 {
				ob.Flag = false
			}
		}
		s.swingMove2(k, int(uint16(ob.Index)>>8))
		s.display(k)
	case 6:
		if s.parentBeaten(k) {
			*ob = physics.S2Obj{ID: idExplosionBomb, Layout: -1, X: ob.X, Y: ob.Y}
		}
		s.display(k)
	case 8:
		ob.MapFrame ^= 1
		if s.parentBeaten(k) {
			ob.Coll = 0
			s.bossDefeated(k)
			ob = &o.Slots[k]
			ob.Timer = int16(uint8(ob.Timer) - 1)
			if int8(ob.Timer) < 0 {
				*ob = physics.S2Obj{ID: idExplosionBomb, Layout: -1, X: ob.X, Y: ob.Y}
			}
		}
		s.display(k)
	default:
		s.deleteObject(k)
	}
}

// parentBeaten reports whether slot k's ship has status bit 7 set.
func (s *engine) parentBeaten(k int) bool {
	o := &s.st.S2
	p := int(o.Slots[k].Parent) - 1
	return p >= 0 && p < Slots && o.Slots[p].Status&0x80 != 0
}

// gballFollow is sub_17C2A: the hanging point follows the ship
// (objoff_32 below it, in Timer3) and the base takes its status; when
// the ship is beaten the base becomes an explosion (it reports that).
func (s *engine) gballFollow(k int) bool {
	o := &s.st.S2
	ob := &o.Slots[k]
	p := int(ob.Parent) - 1
	if p < 0 || p >= Slots {
		return false
	}
	ship := &o.Slots[p]
	ob.BaseX = int16(ship.X.Pixel())
	ob.BaseY = int16(ship.Y.Pixel() + int(ob.Timer3))
	ob.Status = ship.Status
	if ship.Status&0x80 != 0 {
		x, y := ob.X, ob.Y
		*ob = physics.S2Obj{ID: idExplosionBomb, Layout: -1, X: x, Y: y}
		s.display(k)
		return true
	}
	return false
}

// gballMain is GBall_Main.
func (s *engine) gballMain(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	ob.Routine = 2
	ob.Index = 0x4080
	ob.Timer2 = -0x200
	ob.Sub = 0
	ob.Logs[0] = int16(k)
	ob.Render, ob.Width = 4, 8
	last := k
	for range 5 {
		j := s.findNextFree(k)
		if j < 0 {
			break
		}
		ob = &o.Slots[k]
		o.Slots[j] = physics.S2Obj{ID: idBossBall, Routine: 6, Layout: -1, X: ob.X, Y: ob.Y, MapFrame: 1,
			Render: 4, Width: 8, Parent: ob.Parent}
		ob.Sub++
		ob.Logs[ob.Sub] = int16(j)
		last = j
	}
	b := &o.Slots[last]
	b.Routine, b.MapFrame, b.Coll = 8, 1, 0x81
}
