package sonic1

import (
	"loopwright/layers"
	"loopwright/physics"
)

// touchSizes is ReactToItem's size table: the half width and half height
// of each collision size ($01-$24).
var touchSizes = [...][2]uint8{
	{0, 0},
	{0x14, 0x14}, {0x0C, 0x14}, {0x14, 0x0C}, {0x04, 0x10}, {0x0C, 0x12}, {0x10, 0x10},
	{0x06, 0x06}, {0x18, 0x0C}, {0x0C, 0x10}, {0x10, 0x0C}, {0x08, 0x08}, {0x14, 0x10},
	{0x14, 0x08}, {0x0E, 0x0E}, {0x18, 0x18}, {0x28, 0x10}, {0x10, 0x18}, {0x08, 0x10},
	{0x20, 0x70}, {0x40, 0x20}, {0x80, 0x20}, {0x20, 0x20}, {0x08, 0x08}, {0x04, 0x04},
	{0x20, 0x08}, {0x0C, 0x0C}, {0x08, 0x04}, {0x18, 0x04}, {0x28, 0x04}, {0x04, 0x08},
	{0x04, 0x18}, {0x04, 0x28}, {0x04, 0x20}, {0x18, 0x18}, {0x0C, 0x18}, {0x48, 0x08},
}

// reactToItem is ReactToItem: Sonic's box (x-8, y-(height-3), 16 wide,
// twice height-3 tall; ducking 12 lower and 10 high) against the touch
// box of each level slot on screen with a collision type, in slot order;
// the first one touched reacts, and the search ends.
func (s *engine) reactToItem() {
	st := s.st
	o := &st.S2
	d2 := uint16(st.X.Pixel() - 8)
	d5 := uint16(st.YRadius - 3)
	d3 := uint16(st.Y.Pixel()) - d5
	if s.Crouching() {
		d3 += 0x0C
		d5 = 0x0A
	}
	const d4 = 0x10
	d5 += d5
	for k := 0; k < int(o.Top); k++ {
		ob := &o.Slots[k]
		if ob.Render&physics.S2OnScreen == 0 || ob.Coll == 0 {
			continue
		}
		sz := int(ob.Coll & 0x3F)
		if sz == 0 || sz >= len(touchSizes) {
			continue
		}
		w, h := uint16(touchSizes[sz][0]), uint16(touchSizes[sz][1])
		d0 := uint16(ob.X.Pixel()) - w
		if d0 >= d2 {
			if d0-d2 > d4 {
				continue
			}
		} else if uint32(d0-d2)+uint32(2*w) < 0x10000 {
			continue
		}
		d0 = uint16(ob.Y.Pixel()) - h
		if d0 >= d3 {
			if d0-d3 > d5 {
				continue
			}
		} else if uint32(d0-d3)+uint32(2*h) < 0x10000 {
			continue
		}
		s.react(k, d5, d0-d3)
		return
	}
}

// react is ReactToItem's reaction to slot k by its collision type: $00-
// $3F an enemy, $40-$7F an item (a monitor, or a ring and the like: its
// routine advances unless Sonic is 90 frames or more into his
// invulnerability), $80-$BF harmful, $C0-$FF special.
func (s *engine) react(k int, d5, d0 uint16) {
	st := s.st
	ob := &st.S2.Slots[k]
	switch ob.Coll & 0xC0 {
	case 0x00:
		s.reactEnemy(k)
	case 0xC0:
		s.reactSpecial(k, d5, d0)
	case 0x80:
		s.chkHurt(k)
	default:
		if ob.Coll&0x3F == 6 {
			s.reactMonitor(k)
			return
		}
		if st.Obj.Invuln < 90 {
			ob.Routine += 2
			s.contact(k, physics.Hitbox, "collect")
		}
	}
}

// reactMonitor is React_Monitor: moving up, Sonic bounces off a monitor
// he hits from below (it is knocked up, -$180); moving down while
// rolling, he breaks it, his y speed reversed.
func (s *engine) reactMonitor(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if st.YSpeed < 0 {
		if uint16(st.Y.Pixel()-0x10) < uint16(ob.Y.Pixel()) {
			return
		}
		st.YSpeed = -st.YSpeed
		ob.YVel = -0x180
		if ob.Routine2 == 0 {
			ob.Routine2 += 4
		}
		s.contact(k, physics.Hitbox, "bump")
		return
	}
	if !st.Rolling {
		return
	}
	st.YSpeed = -st.YSpeed
	ob.Routine += 2
	s.contact(k, physics.Hitbox, "break")
}

// reactEnemy is React_Enemy: rolling (or invincible) Sonic breaks the
// enemy (an explosion takes its slot, with the points frame of the
// item bonus, v_itembonus: 0, 2, 4, 6, then $A from the 16th; Sonic bounces: +$100 while rising,
// -$100 when below it, else his y speed reverses); a boss (collision
// property) is hit instead: Sonic is repelled at half speed and the boss
// loses its touch box and a hit. Otherwise Sonic is hurt.
func (s *engine) reactEnemy(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if st.Obj.Invincible == 0 && !st.Rolling {
		s.chkHurt(k)
		return
	}
	if ob.CollProp != 0 {
		st.XSpeed = (-st.XSpeed) >> 1
		st.YSpeed = (-st.YSpeed) >> 1
		ob.Coll = 0
		ob.CollProp--
		if ob.CollProp == 0 {
			ob.Status |= 0x80
		}
		s.contact(k, physics.Hitbox, "hit")
		return
	}
	ob.Status |= 0x80
	s.contact(k, physics.Hitbox, "destroy")
	pts := st.S2.ItemBonus
	st.S2.ItemBonus += 2
	if pts > 6 {
		pts = 6
	}
	if st.S2.ItemBonus >= 0x20 {
		pts = 0x0A
	}
	x, y, r := ob.X, ob.Y, ob.Respawn
	*ob = physics.S2Obj{ID: idExplosionItem, Layout: -1, X: x, Y: y, Respawn: r, Timer2: int16(pts)}
	switch {
	case st.YSpeed < 0:
		st.YSpeed += 0x100
	case uint16(st.Y.Pixel()) >= uint16(y.Pixel()):
		st.YSpeed -= 0x100
	default:
		st.YSpeed = -st.YSpeed
	}
}

// reactSpecial is React_Special: $CB (a Caterkiller's body) hurts and
// marks it, $CC (Yadrin) hurts from its spiked top and back, else acts as
// an enemy, $D7 and $E1 count touches in the collision property.
func (s *engine) reactSpecial(k int, d5, d0 uint16) {
	st := s.st
	ob := &st.S2.Slots[k]
	switch ob.Coll & 0x3F {
	case 0x0B:
		ob.Status |= 0x80
		s.chkHurt(k)
	case 0x0C:
		if d5-d0 >= 8 {
			s.reactEnemy(k)
			return
		}
		x := uint16(ob.X.Pixel() - 4)
		if ob.Status&1 != 0 {
			x -= 0x10
		}
		d2 := uint16(st.X.Pixel() - 8)
		if x >= d2 {
			if x-d2 > 0x10 {
				s.reactEnemy(k)
				return
			}
		} else if uint32(x-d2)+0x18 < 0x10000 {
			s.reactEnemy(k)
			return
		}
		s.chkHurt(k)
	case 0x17, 0x21:
		ob.CollProp++
	}
}

// chkHurt is React_ChkHurt: unless invincible or still flashing, Sonic
// is hurt by slot k.
func (s *engine) chkHurt(k int) {
	st := s.st
	if st.Obj.Invincible > 0 || st.Obj.Invuln > 0 {
		return
	}
	s.hurtSonic(k)
}

// hurtSonic is HurtSonic: with no shield and no rings Sonic dies
// (KillSonic); with rings they scatter (a RingLoss object in the first
// free slot); he bounces away from the object (-$400 up, $200 away;
// underwater -$200, $100), loses his shield and flashes for 120 frames.
func (s *engine) hurtSonic(k int) {
	st := s.st
	ox := st.S2.Slots[k].X.Pixel()
	if !st.Obj.Shield {
		if st.Obj.Rings == 0 {
			s.killSonic(k)
			return
		}
		if j := s.findFree(); j >= 0 {
			st.S2.Slots[j] = physics.S2Obj{ID: idRingLoss, Layout: -1, X: st.X, Y: st.Y}
		}
	}
	st.Obj.Shield = false
	s.contact(k, physics.Hitbox, "hurt")
	s.Knockback(ox)
}

// killSonic is KillSonic: routine 6, in the air, y speed -$700, no x or
// ground speed, no invincibility.
func (s *engine) killSonic(k int) {
	st := s.st
	if k >= 0 {
		s.contact(k, physics.Hitbox, "die")
	}
	st.Obj.Invincible = 0
	st.Obj.Hurt = false
	s.ResetOnFloor()
	st.Dead = true
	st.Air = true
	st.YSpeed, st.XSpeed, st.GSpeed = -0x700, 0, 0
}

// gameOver is Sonic_ResetLevel: once the core ended the death fall
// (GameOver, physics: Sim.deathFall) 60 frames count down, and the level
// restarts.
func (s *engine) gameOver() {
	o := &s.st.S2
	if !o.DeathDone {
		return
	}
	if o.Restart == 0 {
		o.Restart = 61
		o.TimeCount = false // GameOver: f_timecount cleared
	}
	o.Restart--
	if o.Restart > 0 {
		return
	}
	s.restart()
}

// restart restarts the level (f_restart): everything as at the start,
// one life less; after a lamp post, Sonic at the post with what it saved
// (common.go: lampLoad, run by Reset).
func (s *engine) restart() {
	st := s.st
	lives, frame, vint := st.Obj.Lives-1, st.Frame, st.S2.Vint
	at := s.Start()
	star := st.S2.Star
	if star.Last != 0 {
		at = layers.Point{X: star.X, Y: star.Y}
		s.lamp, s.relamp = star, true
	}
	s.Respawn(at)
	if star.Last != 0 {
		s.lampWater(star)
	}
	st.Obj.Lives = lives
	st.S2.Vint = vint // the V-int counter runs on through the restart
	st.Frame = frame  // the run's frames go on counting
	s.RefillRecord()
	st.Rec.Frame = frame
}
