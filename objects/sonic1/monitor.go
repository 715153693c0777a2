package sonic1

import "loopwright/physics"

// ---------------------------------------------------------------------------
// Obj26: monitors

// monitor is Obj26 (sonic.asm: Monitor). Mon_Main clears its respawn
// entry's loaded bit (it loads again whenever back in range) and, broken
// before (bit 0), stays a broken shell. Whole, it is solid on its sides
// and top (Mon_SolidSides: $1A wide, $F high; landed on within 16 of its
// top and its width + 4) except to a rolling Sonic falling onto it, who
// breaks it by touch ($46: React_Monitor); Sonic standing on it rides it
// until he leaves (ExitPlatform). Hit from below it jumps (-$180) and
// falls back to the floor. Broken (Mon_BreakOpen): its contents rise
// (Obj2E) and an explosion takes a free slot; its bit 0 is set.
func (s *engine) monitor(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.YRad, ob.XRad = 0x0E, 0x0E
		ob.Render = ob.Render&3 | 4
		ob.Width = 0x0F
		rb := &o.Respawn[2+int(ob.Respawn)]
		*rb &^= 0x80
		if *rb&1 != 0 {
			ob.Routine = 8
			ob.MapFrame = 0x0B
			return
		}
		ob.Coll = 0x46
		ob.Anim = ob.Sub
	}
	switch ob.Routine {
	case 2:
		s.monSolid(k)
	case 4:
		s.monBreakOpen(k)
		return
	}
	s.displayThenRange(k, o.Slots[k].X.Pixel())
}

func (s *engine) monSolid(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	switch ob.Routine2 {
	case 0:
	case 2:
		d1 := int(ob.Width) + 0x0B
		if s.exitPlatform(k, d1, d1) || st.S2.On == 0 {
			ob.Routine2 = 0
			return
		}
		s.mvSonicOnPtfm(k, 0x10, ob.X.Pixel())
		return
	default:
		objectFall(ob)
		if d := s.objFloorDist(ob); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.YVel = 0
			ob.Routine2 = 0
		}
		return
	}
	d1, d0, d3 := s.monSolidSides(k, 0x1A, 0x0F)
	if d1 == 0 || st.YSpeed >= 0 && st.Rolling {
		s.solidIgnore(k)
		return
	}
	if d1 < 0 {
		// loc_A20A: Platform3's loc_74AE, not Solid_ResetFloor: a
		// platform Sonic stood on (routine 4) goes back to routine 2.
		st.Y -= physics.FromPixels(d3)
		s.ride(k)
		ob.Routine2 = 2
		return
	}
	switch {
	case d0 == 0:
	case d0 < 0:
		if st.XSpeed < 0 {
			st.X -= physics.FromPixels(d0)
			st.GSpeed, st.XSpeed = 0, 0
		}
	default:
		if st.XSpeed >= 0 {
			st.X -= physics.FromPixels(d0)
			st.GSpeed, st.XSpeed = 0, 0
		}
	}
	if st.Air {
		s.solidNotPushing(k)
		return
	}
	st.Pushing = true
	ob.Status |= pushBit
	s.contact(k, physics.SolidSide, "push")
}

// monSolidSides is Mon_SolidSides: d1 1 for a side hit, -1 for a landing
// on the top (d3 the height into it), 0 for none; d0 Sonic's overlap
// from the nearer side.
func (s *engine) monSolidSides(k, d1, d2 int) (int, int, int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if st.Dead || s.noInteract() {
		return 0, 0, 0
	}
	d0 := int(int16(st.X.Pixel() - ob.X.Pixel() + d1))
	if d0 < 0 || d0 > 2*d1 {
		return 0, 0, 0
	}
	d2 += st.YRadius
	d3 := int(int16(st.Y.Pixel() - ob.Y.Pixel() + d2))
	if d3 < 0 || d3 >= 2*d2 {
		return 0, 0, 0
	}
	if d0 > d1 {
		d0 -= 2 * d1
	}
	if d3 >= 0x10 {
		return 1, d0, d3
	}
	w := int(ob.Width) + 4
	x := int(int16(w + st.X.Pixel() - ob.X.Pixel()))
	if x < 0 || x >= 2*w {
		return 1, d0, d3
	}
	return -1, d0, d3
}

// monBreakOpen is Mon_BreakOpen.
func (s *engine) monBreakOpen(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	ob.Routine = 6
	ob.Coll = 0
	// move.w obX(a0),obX(a1): the pixels only, the new slots' sub-pixels
	// stay 0 (a monitor that fell has a sub-pixel y).
	x, y, a := ob.X&^0xFF, ob.Y&^0xFF, ob.Anim
	if j := s.findFree(); j >= 0 {
		o.Slots[j] = physics.S2Obj{ID: idPowerUp, Layout: -1, X: x, Y: y, Anim: a}
	}
	if j := s.findFree(); j >= 0 {
		o.Slots[j] = physics.S2Obj{ID: idExplosionItem, Routine: 2, Layout: -1, X: x, Y: y}
	}
	ob = &o.Slots[k]
	o.Respawn[2+int(ob.Respawn)] |= 1
	ob.Anim = 9
	s.contact(k, physics.Hitbox, "open")
	s.display(k)
}

// ---------------------------------------------------------------------------
// Obj2E: monitor contents

// powerUp is Obj2E (sonic.asm: PowerUp): it rises from -$300, slowing by
// $18 a frame; when it stops it gives its item (by the monitor's type:
// 2 a life, 3 speed shoes for $4B0 frames, 4 a shield, 5 invincibility
// for $4B0 frames, 6 ten rings with the extra lives at 100 and 200;
// Eggman, S and goggles nothing) and goes 30 frames later.
func (s *engine) powerUp(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render = 0x24
		ob.Width = 8
		ob.YVel = -0x300
		fallthrough
	case 2:
		if ob.YVel < 0 {
			speedToPos(ob)
			ob.YVel += 0x18
			break
		}
		ob.Routine = 4
		ob.Timer = 29
		s.powerUpGive(ob.Anim)
	default:
		ob.Timer--
		if ob.Timer < 0 {
			s.deleteObject(k)
			return
		}
	}
	s.display(k)
}

func (s *engine) powerUpGive(kind uint8) {
	st := s.st
	switch kind {
	case 2:
		st.Obj.Lives++
	case 3:
		s.GiveShoes(0x4B0)
	case 4:
		st.Obj.Shield = true
	case 5:
		st.Obj.Invincible = 0x4B0
	case 6:
		st.Obj.Rings += 10
		o := &st.S2
		if st.Obj.Rings >= 100 && o.ExtraLife&2 == 0 {
			o.ExtraLife |= 2
			st.Obj.Lives++
		} else if st.Obj.Rings >= 200 && o.ExtraLife&4 == 0 {
			o.ExtraLife |= 4
			st.Obj.Lives++
		}
	}
}
