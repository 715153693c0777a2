package sonic1

import "loopwright/physics"

// displayThenRange is the objects' common ending in REV01 (DisplaySprite,
// then out_of_range on x: DeleteObject, the respawn entry untouched).
func (s *engine) displayThenRange(k, x int) {
	s.display(k)
	if s.outOfRange(x) {
		s.deleteObject(k)
	}
}

// ---------------------------------------------------------------------------
// Obj3B: purple rock

// purpleRock is Obj3B (sonic.asm: PurpleRock): solid, $1B wide and $10
// high.
func (s *engine) purpleRock(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render = ob.Render&3 | 4
		ob.Width = 0x13
	}
	s.solidObject(k, 0x1B, 0x10, 0x10, ob.X.Pixel())
	s.displayThenRange(k, s.st.S2.Slots[k].X.Pixel())
}

// ---------------------------------------------------------------------------
// Obj44: Green Hill's edge walls

// edgeWalls is Obj44 (sonic.asm: EdgeWalls): subtype bit 4 clear, a wall
// $13 wide and $28 high (Obj44_SolidWall: sides only, and a rising Sonic
// stopped under it); set, scenery.
func (s *engine) edgeWalls(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render |= 4
		ob.Width = 8
		ob.MapFrame = ob.Sub &^ 0x10
		if ob.Sub&0x10 != 0 {
			ob.Routine = 4
		}
	}
	if ob.Routine == 2 {
		s.solidWall(k, 0x13, 0x28)
	}
	s.displayThenRange(k, s.st.S2.Slots[k].X.Pixel())
}

// solidWall is Obj44_SolidWall and Obj44_SolidWall2.
func (s *engine) solidWall(k, d1, d2 int) {
	st := s.st
	ob := &st.S2.Slots[k]
	d0 := int(int16(st.X.Pixel() - ob.X.Pixel() + d1))
	hit := 0
	d3 := 0
	if d0 >= 0 && d0 <= 2*d1 && !st.Dead && !s.noInteract() {
		d2 += st.YRadius
		d3 = int(int16(st.Y.Pixel() - ob.Y.Pixel() + d2))
		d4 := 2 * d2
		if d3 >= 0 && d3 < d4 {
			d5 := d0
			if d0 > d1 {
				d0 -= 2 * d1
				d5 = -d0
			}
			dy := d3
			if d3 > d2 {
				d3 -= d4
				dy = -d3
			}
			hit = 1
			if d5 > dy {
				hit = -1
			}
		}
	}
	switch hit {
	case 0:
		s.solidIgnore(k)
	case -1:
		if st.YSpeed < 0 && d3 < 0 {
			st.Y -= physics.FromPixels(d3)
			st.YSpeed = 0
		}
	default:
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
}

// ---------------------------------------------------------------------------
// Obj36: spikes

// spikeVar is Spik_Var: each subtype's (bits 4-7) frame and half width.
var spikeVar = [...][2]uint8{{0, 0x14}, {1, 0x10}, {2, 4}, {3, 0x1C}, {4, 0x40}, {5, 0x10}}

// spikes is Obj36 (sonic.asm: Spikes). Bits 4-7 of the subtype choose the
// shape (Spik_Var), bits 0-3 the motion: 0 still, 1 up and down, 2 side
// to side ($20 out and back at 8 a frame, a second's pause at each end:
// Spik_Wait). Upright spikes are solid ($B more than their half width,
// $10 high) and hurt Sonic standing on them or hit from below; sideways
// ones ($1B wide) hurt on a side hit. The hurt (Spik_Hurt) first undoes
// his y move of the frame, then HurtSonic, whether or not he is
// flashing (REV01).
func (s *engine) spikes(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render |= 4
		i := int(ob.Sub&0xF0) >> 4
		ob.Sub &= 0x0F
		if i >= len(spikeVar) {
			i = len(spikeVar) - 1
		}
		ob.MapFrame, ob.Width = spikeVar[i][0], spikeVar[i][1]
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
	}
	s.spikeMove(ob)
	hurt := false
	if ob.MapFrame == 5 || ob.MapFrame == 1 {
		d2 := 4
		if ob.MapFrame == 1 {
			d2 = 0x14
		}
		d4 := s.solidObject(k, 0x1B, d2, d2+1, ob.X.Pixel())
		ob = &st.S2.Slots[k]
		hurt = ob.Status&standBit == 0 && d4 == 1
	} else {
		d4 := s.solidObject(k, int(ob.Width)+0x0B, 0x10, 0x11, ob.X.Pixel())
		ob = &st.S2.Slots[k]
		hurt = ob.Status&standBit != 0 || d4 < 0
	}
	if hurt && st.Obj.Invincible == 0 && !st.Obj.Hurt && !st.Dead {
		st.Y -= st.YSpeed
		s.hurtSonic(k)
	}
	s.displayThenRange(k, int(st.S2.Slots[k].BaseX))
}

// spikeMove is Spik_Type0x with Spik_Wait (the offset objoff_34 in
// Timer2's 8.8 units, the direction Flag, the pause Timer).
func (s *engine) spikeMove(ob *physics.S2Obj) {
	if ob.Sub != 1 && ob.Sub != 2 {
		return
	}
	switch {
	case ob.Timer != 0:
		ob.Timer--
	case ob.Flag:
		v := int(uint16(ob.Timer2)) - 0x800
		if v < 0 {
			v = 0
			ob.Flag = false
			ob.Timer = 60
		}
		ob.Timer2 = int16(uint16(v))
	default:
		v := int(uint16(ob.Timer2)) + 0x800
		if v >= 0x2000 {
			v = 0x2000
			ob.Flag = true
			ob.Timer = 60
		}
		ob.Timer2 = int16(uint16(v))
	}
	d := int(uint16(ob.Timer2) >> 8)
	if ob.Sub == 1 {
		ob.Y = physics.FromPixels(int(ob.BaseY)+d) | ob.Y&0xFF
	} else {
		ob.X = physics.FromPixels(int(ob.BaseX)+d) | ob.X&0xFF
	}
}

// ---------------------------------------------------------------------------
// Obj41: springs

// aniSpring is Ani_Spring: up (and down), left/right.
var aniSpring = [][]byte{
	{0, 1, 0, 0, 2, 2, 2, 2, 2, 2, 0, afRoutine},
	{0, 4, 3, 3, 5, 5, 5, 5, 5, 5, 3, afRoutine},
}

// springs is Obj41 (sonic.asm: Springs). Subtype bit 1 chooses the power
// (red -$1000, yellow -$A00); bit 4 a sideways spring, bit 5 one facing
// down. An upward spring ($1B x 8, solid) that Sonic lands on throws him
// up (8 lower, in the air, off the object, back in control); a sideways
// one ($13 x $E) that he pushes throws him away from it (8 toward it
// first), locking his controls for 15 frames and turning him round; a
// downward one hit from below throws him down. Each then plays its
// animation before acting again.
func (s *engine) springs(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render |= 4
		ob.Width = 0x10
		d0 := ob.Sub
		if d0&0x10 != 0 {
			ob.Routine = 8
			ob.Anim = 1
			ob.MapFrame = 3
			ob.Width = 8
		}
		if d0&0x20 != 0 {
			ob.Routine = 0x0E
			ob.Status |= 2
		}
		ob.GXVel = -0x1000
		if d0&0x0F == 2 {
			ob.GXVel = -0xA00
		}
		if d0&0x0F != 0 && d0&0x0F != 2 {
			ob.GXVel = 0 // Spring_Powers read past its two entries
		}
	}
	switch ob.Routine {
	case 2:
		s.solidObject(k, 0x1B, 8, 0x10, ob.X.Pixel())
		ob = &st.S2.Slots[k]
		if ob.Routine2 != 0 {
			ob.Routine = 4
			st.Y += physics.FromPixels(8)
			st.YSpeed = ob.GXVel
			s.springLaunch(k)
			animateSprite(ob, aniSpring)
		}
	case 4, 0x0A, 0x10:
		animateSprite(ob, aniSpring)
	case 6, 0x12:
		ob.Base = 1
		ob.Routine -= 4
	case 0x0C:
		ob.Base = 2
		ob.Routine -= 4
	case 8:
		s.solidObject(k, 0x13, 0x0E, 0x0F, ob.X.Pixel())
		ob = &st.S2.Slots[k]
		if ob.Status&pushBit != 0 {
			ob.Routine = 0x0A
			st.XSpeed = ob.GXVel
			st.X += physics.FromPixels(8)
			if ob.Status&1 == 0 {
				st.X -= physics.FromPixels(0x10)
				st.XSpeed = -st.XSpeed
			}
			st.MoveLock = 0x0F
			st.GSpeed = st.XSpeed
			st.FacingLeft = !st.FacingLeft
			ob.Status &^= pushBit
			st.Pushing = false
			s.contact(k, physics.SolidSide, "spring")
			animateSprite(ob, aniSpring)
		}
	case 0x0E:
		d4 := s.solidObject(k, 0x1B, 8, 0x10, ob.X.Pixel())
		ob = &st.S2.Slots[k]
		if ob.Routine2 == 0 && d4 < 0 {
			ob.Routine = 0x10
			st.Y -= physics.FromPixels(8)
			st.YSpeed = -ob.GXVel
			s.springLaunch(k)
			animateSprite(ob, aniSpring)
		}
	}
	s.displayThenRange(k, st.S2.Slots[k].X.Pixel())
}

// springLaunch is the bounces' common part: Sonic in the air, off the
// object, back in control (routine 2), the spring no longer stood on.
func (s *engine) springLaunch(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	st.Air = true
	if st.S2.On == k+1 || st.S2.On > 0 {
		st.S2.On, st.Obj.On = 0, 0
	}
	st.Obj.Hurt = false
	ob.Status &^= standBit
	ob.Routine2 = 0
	s.contact(k, physics.SolidTop, "spring")
}

// ---------------------------------------------------------------------------
// Obj2B: Chopper

// chopper is Obj2B (sonic.asm: Chopper): touch $09; it leaps from its
// place at -$700, slowing by $18 a frame, and leaps again once it falls
// below its place (put back on it, the sub-pixel kept). RememberState
// deletes it out of range.
func (s *engine) chopper(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render = ob.Render&3 | 4
		ob.Coll = 9
		ob.Width = 0x10
		ob.YVel = -0x700
		ob.BaseY = int16(ob.Y.Pixel())
	}
	speedToPos(ob)
	ob.YVel += 0x18
	if uint16(ob.BaseY) < uint16(ob.Y.Pixel()) {
		ob.Y = physics.FromPixels(int(ob.BaseY)) | ob.Y&0xFF
		ob.YVel = -0x700
	}
	s.rememberState(k)
}

// ---------------------------------------------------------------------------
// Obj1F: Crabmeat

// crabmeat is Obj1F (sonic.asm: Crabmeat): touch $06, $10 high. It falls
// to the floor, then waits (a count in Timer): on screen it alternates
// firing (two fireballs: $87, from 16 to each side at -$100 and $100,
// thrown up at -$400 and falling; a second's wait) and walking ($80,
// turning each time, for 128 frames, following the floor every second
// frame and stopping at a drop of 8 or a rise of $C 16 ahead); off
// screen it only walks. RememberState deletes it out of range; a
// fireball goes below the bottom limit + $E0. Its animations (drawing)
// are not modelled.
func (s *engine) crabmeat(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.YRad, ob.XRad = 0x10, 8
		ob.Render = ob.Render&3 | 4
		ob.Coll = 6
		ob.Width = 0x15
		objectFall(ob)
		if d := s.objFloorDist(ob); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.YVel = 0
			ob.Routine = 2
		}
		return
	case 2:
		if ob.Routine2 == 0 {
			ob.Timer--
			if ob.Timer >= 0 {
				break
			}
			fire := false
			if ob.Render&physics.S2OnScreen != 0 {
				old := ob.Timer2 & 2
				ob.Timer2 ^= 2
				fire = old != 0
			}
			if fire {
				ob.Timer = 59
				x, y := ob.X.Pixel(), ob.Y&^0xFF
				for _, side := range [2]int{-1, 1} {
					if j := s.findFree(); j >= 0 {
						o.Slots[j] = physics.S2Obj{ID: idCrabmeat, Routine: 6, Layout: -1,
							X: physics.FromPixels(x + side*0x10), Y: y, XVel: physics.Fixed(side * 0x100)}
					}
				}
				break
			}
			ob = &o.Slots[k]
			ob.Routine2 = 2
			ob.Timer = 127
			ob.XVel = 0x80
			old := ob.Status & 1
			ob.Status ^= 1
			if old == 0 {
				ob.XVel = -ob.XVel
			}
			break
		}
		ob.Timer--
		if ob.Timer < 0 {
			s.crabStop(ob)
			break
		}
		speedToPos(ob)
		old := ob.Timer2 & 1
		ob.Timer2 ^= 1
		if old != 0 {
			ob.Y += physics.FromPixels(s.objFloorDist(ob))
			break
		}
		x := ob.X.Pixel() + 0x10
		if ob.Status&1 != 0 {
			x -= 0x20
		}
		if d := s.ObjFloor(x, ob.Y.Pixel()+int(int8(ob.YRad))); d < -8 || d >= 0x0C {
			s.crabStop(ob)
		}
	case 6:
		ob.Routine = 8
		ob.Render = 4
		ob.Coll = 0x87
		ob.Width = 8
		ob.YVel = -0x400
		fallthrough
	case 8:
		objectFall(ob)
		s.display(k)
		if uint16(st.Cam.MaxY+0xE0) < uint16(ob.Y.Pixel()) {
			s.deleteObject(k)
		}
		return
	default:
		s.deleteObject(k)
		return
	}
	s.rememberState(k)
}

// crabStop is loc_966E: back to waiting, a second.
func (s *engine) crabStop(ob *physics.S2Obj) {
	ob.Routine2 = 0
	ob.Timer = 59
	ob.XVel = 0
}

// ---------------------------------------------------------------------------
// Obj42: Newtron

// aniNewt is Ani_Newt: blank, drop, fly (two colours), fire.
var aniNewt = [][]byte{
	{0x0F, 0x0A, afEnd},
	{0x13, 0, 1, 3, 4, 5, afBack, 1},
	{2, 6, 7, afEnd},
	{2, 8, 9, afEnd},
	{0x13, 0, 1, 1, 2, 1, 1, 0, afRoutine},
}

// newtron is Obj42 (sonic.asm: Newtron), $10 high. It appears when Sonic
// is within $80 horizontally, facing him. Type 0 (Ani_Newt's drop) falls
// once its appearing frames are shown, lands (touch $D) and flies along
// the floor at $200 toward the side it faces, following it within -8..$B
// and flying straight on past that; type 1 shows itself (touch $C), fires
// one missile (Obj23, $14 ahead and 8 up, at $200) and vanishes when its
// animation ends. RememberState deletes it out of range (clearing its
// respawn bit), also on the frame it vanishes.
func (s *engine) newtron(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render = ob.Render&3 | 4
		ob.Width = 0x14
		ob.YRad, ob.XRad = 0x10, 8
	case 2:
	default:
		s.deleteObject(k)
		return
	}
	sx, nx := uint16(st.X.Pixel()), uint16(ob.X.Pixel())
	switch ob.Routine2 {
	case 0:
		ob.Status |= 1
		d := sx - nx
		if sx < nx {
			d = -d
			ob.Status &^= 1
		}
		if d < 0x80 {
			ob.Routine2 = 2
			ob.Anim = 1
			if ob.Sub != 0 {
				ob.Routine2 = 8
				ob.Anim = 4
			}
		}
	case 2:
		if ob.MapFrame < 4 {
			ob.Status |= 1
			if sx < nx {
				ob.Status &^= 1
			}
			break
		}
		objectFall(ob)
		if d := s.objFloorDist(ob); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.YVel = 0
			ob.Routine2 = 4
			ob.Anim = 2
			ob.Coll = 0x0D
			ob.XVel = 0x200
			if ob.Status&1 == 0 {
				ob.XVel = -ob.XVel
			}
		}
	case 4:
		speedToPos(ob)
		d := s.objFloorDist(ob)
		if d < -8 || d >= 0x0C {
			ob.Routine2 = 6
			break
		}
		ob.Y += physics.FromPixels(d)
	case 6:
		speedToPos(ob)
	case 8:
		if ob.MapFrame == 1 {
			ob.Coll = 0x0C
		}
		if ob.MapFrame == 2 && !ob.Flag {
			ob.Flag = true
			if j := s.findFree(); j >= 0 {
				dx, v := 0x14, physics.Fixed(0x200)
				if ob.Status&1 == 0 {
					dx, v = -dx, -v
				}
				o.Slots[j] = physics.S2Obj{ID: idMissile, Sub: 1, Layout: -1, Status: ob.Status,
					X: physics.FromPixels(ob.X.Pixel() + dx), Y: physics.FromPixels(ob.Y.Pixel() - 8), XVel: v}
			}
		}
	}
	ob = &o.Slots[k]
	animateSprite(ob, aniNewt)
	// Newt_Action ends in RememberState even on the frame Ani_Newt's
	// afRoutine sends it to Newt_Delete: out of range that frame, its
	// respawn bit is cleared and it loads again; in range, Newt_Delete's
	// plain DeleteObject next frame keeps the bit (it never comes back).
	s.rememberState(k)
}
