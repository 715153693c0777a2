package sonic2

import "loopwright/physics"

// Sonic 2's TouchResponse, HurtCharacter and KillCharacter (s2.asm), and
// the scattered rings (Obj37).

// s2TouchSizes is Touch_Sizes: the half width and half height of each
// collision size (collision_flags & $3F).
var s2TouchSizes = [...][2]uint8{
	{4, 4}, {0x14, 0x14}, {0xC, 0x14}, {0x14, 0xC}, {4, 0x10}, {0xC, 0x12}, {0x10, 0x10}, {6, 6},
	{0x18, 0xC}, {0xC, 0x10}, {0x10, 8}, {8, 8}, {0x14, 0x10}, {0x14, 8}, {0xE, 0xE}, {0x18, 0x18},
	{0x28, 0x10}, {0x10, 0x18}, {8, 0x10}, {0x20, 0x70}, {0x40, 0x20}, {0x80, 0x20}, {0x20, 0x20}, {8, 8},
	{4, 4}, {0x20, 8}, {0xC, 0xC}, {8, 4}, {0x18, 4}, {0x28, 4}, {4, 8}, {4, 0x18},
	{4, 0x28}, {4, 0x10}, {0x18, 0x18}, {0xC, 0x18}, {0x48, 8}, {0x18, 0x28}, {0x10, 4}, {0x20, 2},
	{4, 0x40}, {0x18, 0x80}, {0x20, 0x10}, {0x10, 0x20}, {0x10, 0x30}, {0x10, 0x40}, {0x10, 0x50}, {0x10, 2},
	{0x10, 1}, {2, 8}, {0x20, 0x1C},
}

// touchResponse2 is TouchResponse: the rings first, then the objects by
// slot; the first object whose box overlaps Sonic's (16 wide, 2*(Height
// Radius-3) high, lowered when ducking) reacts, and no other.
func (s *engine) touchResponse2() {
	st := s.st
	s.touchRings()
	if len(s.s2.bumpers) > 0 {
		s.checkBumpers() // Casino Night only: its level has the bumpers
	}
	d2 := st.X.Pixel() - 8
	d5 := st.YRadius - 3
	d3 := st.Y.Pixel() - d5
	if s.ducking() {
		d3 += 12
		d5 = 10
	}
	d5 *= 2
	// n counts the slots checked (Touch_Boss_Loop's d6): a boss routine
	// whose a1 comes back changed goes on after that slot.
	for k, n := 0, 0; k < int(st.S2.Top) && n < physics.S2Slots; k, n = k+1, n+1 { // the slots from top up are empty
		ob := &st.S2.Slots[k]
		if ob.Coll == 0 {
			continue
		}
		if ob.Coll == bossColl && st.S2.Ev.BossID != 0 {
			if a1 := s.bossSpecificCollision(k, d2, d3, d5); a1 >= 0 { // Touch_Boss: boss.go
				k = a1 // its collision_flags (0: a lost ring just made) send the loop on
				continue
			}
		}
		sz := int(ob.Coll & 0x3F)
		if sz >= len(s2TouchSizes) {
			continue
		}
		w, h := int(s2TouchSizes[sz][0]), int(s2TouchSizes[sz][1])
		if !boxHit(ob.X.Pixel()-w-d2, 2*w, 16) || !boxHit(ob.Y.Pixel()-h-d3, 2*h, d5) {
			continue
		}
		s.touchValue(k)
		return
	}
}

// touchValue is Touch_ChkValue for the object in slot k.
func (s *engine) touchValue(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	switch ob.Coll & 0xC0 {
	case 0x00:
		s.touchEnemy(k)
	case 0xC0:
		s.touchSpecial(k)
	case 0x80:
		s.touchHurt(k)
	default:
		if ob.Coll&0x3F == 6 {
			s.touchMonitor2(k)
			return
		}
		// Rings and other collectables: collected below 90 frames of
		// invulnerability (routine 4, run later this frame).
		if st.Obj.Invuln < 90 {
			ob.Routine = 4
			s.s2Contact(k, physics.Hitbox, "collect")
		}
	}
}

// touchEnemy is Touch_Enemy: a rolling (or spindashing) Sonic destroys
// the badnik and bounces; otherwise he is hurt.
func (s *engine) touchEnemy(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if st.Obj.Invincible == 0 && !s.animRoll() && !st.Spindash {
		s.touchHurt(k)
		return
	}
	if ob.Render&physics.S2Child != 0 {
		// A multi-sprite boss counts its hits in boss_hitcount2; with
		// none left it is not touched at all.
		if ob.HitCount != 0 {
			st.XSpeed, st.YSpeed = -st.XSpeed, -st.YSpeed
			ob.Coll = 0
			ob.HitCount--
			s.s2Contact(k, physics.Hitbox, "bounce")
		}
		return
	}
	if ob.CollProp != 0 {
		// A boss (Touch_Enemy_Part2): the player bounces back, the
		// boss's collision is off until its hit routine restores it,
		// and its last hit sets status bit 7 (defeated).
		st.XSpeed, st.YSpeed = -st.XSpeed, -st.YSpeed
		ob.Coll = 0
		ob.CollProp--
		if ob.CollProp == 0 {
			ob.Status |= s2BossBeaten
		}
		s.s2Contact(k, physics.Hitbox, "bounce")
		return
	}
	// Touch_KillEnemy: the badnik's slot becomes an explosion (Obj27,
	// routine 0): only its id and routine change; the rest of the slot
	// (position, respawn entry, even collision_flags until Obj27_Init
	// runs later this frame) stays, as a Buzzer's lingering flame sees.
	oy := ob.Y
	ob.ID = s2Explosion
	ob.Routine = 0
	switch {
	case st.YSpeed < 0:
		st.YSpeed += 0x100
	case st.Y.Pixel() < oy.Pixel():
		st.YSpeed = -st.YSpeed
	default:
		st.YSpeed -= 0x100
	}
	s.s2Contact(k, physics.Hitbox, "destroy")
}

// touchMonitor2 is Touch_Monitor: from below, Sonic bounces off it and
// knocks it up; from above (rolling) he breaks it.
func (s *engine) touchMonitor2(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if st.YSpeed < 0 {
		if st.Y.Pixel()-0x10 < ob.Y.Pixel() {
			return
		}
		st.YSpeed = -st.YSpeed
		ob.YVel = -0x180
		if ob.Routine2 == 0 {
			ob.Routine2 = 4
		}
		s.s2Contact(k, physics.Hitbox, "knock")
		return
	}
	// Only the main character breaks monitors in one-player mode.
	if !s.animRoll() || s.SecondRunning() {
		return
	}
	st.YSpeed = -st.YSpeed
	ob.Routine = 4
	s.s2Contact(k, physics.Hitbox, "break")
}

// animRoll is the games' test of anim(a0) against AniIDSonAni_Roll: the
// rolling status's roll, or the roll an object set without it (Obj1E's
// spin tube: physics ObjRolling).
func (s *engine) animRoll() bool {
	return s.st.Rolling && !s.ObjAnimNotRoll() || s.ObjRolling()
}

// touchHurt is Touch_ChkHurt and HurtCharacter: nothing while invincible
// or invulnerable; with a shield, the shield goes; with rings, a lost
// rings object (Obj37) takes the first free slot; with neither, Sonic
// dies. Hurt: routine 4, airborne, X Speed 2 away from the object (-2 when
// left of it), Y Speed -4, Ground Speed 0, 120 frames of invulnerability.
func (s *engine) touchHurt(k int) {
	st := s.st
	if st.Obj.Invincible > 0 || st.Obj.Invuln != 0 {
		return
	}
	s.hurtBy(k)
}

// hurtBy hurts Sonic from the object in slot k (HurtCharacter).
func (s *engine) hurtBy(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	ox := ob.X.Pixel()
	// The sidekick (one-player mode) goes straight to Hurt_Sidekick: no
	// rings lost, no shield lost, never killed by a hit.
	if !s.SecondRunning() {
		if !st.Obj.Shield {
			if st.Obj.Rings == 0 {
				s.killBy(k)
				return
			}
			if j := s.allocate(); j >= 0 {
				st.S2.Slots[j] = physics.S2Obj{ID: s2LostRings, Layout: -1, X: st.X, Y: st.Y}
				s.lostRingsSlot = j // HurtCharacter leaves a1 at it
			}
		}
		st.Obj.Shield = false
	}
	s.s2Contact(k, physics.Hitbox, "hurt")
	s.Knockback(ox) // Hurt_Reverse's compare is unsigned (blo), as Sonic 1's
	st.Spindash = false
}

// killBy is KillCharacter: routine 6, Y Speed -7, no X or Ground Speed.
func (s *engine) killBy(k int) {
	st := s.st
	if k >= 0 {
		s.s2Contact(k, physics.Hitbox, "die")
	}
	st.Obj.Invincible, st.Obj.Shield, st.Obj.SpeedShoes = 0, false, 0
	st.Obj.Hurt = false
	s.ResetOnFloor()
	st.Dead = true
	st.Air = true
	st.YSpeed, st.XSpeed, st.GSpeed = -0x700, 0, 0
	st.Spindash = false
}

// ---------------------------------------------------------------------------
// Obj37: scattered rings

// lostRings is Obj37. Its first run (routine 0) turns the object into the
// first of min(rings, 32) scattered rings and allocates the others in the
// first free slots (AllocateObject), with the game's speeds: the angle
// starts at $288 and steps by $10, halving the speed after 16 rings, each
// pair mirrored; the ring count becomes 0. Each ring then moves, falls
// (+$18), and every 8th frame (by Vint_runcount and its slot) while
// falling on screen checks the floor 8 below and bounces at 3/4 speed; all
// vanish when Ring_spill_anim_counter runs out or below Camera_Max_Y_pos
// + 224.
func (s *engine) lostRings(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		n := st.Obj.Rings
		if n > 32 {
			n = 32
		}
		d4 := int16(0x288)
		var xv, yv physics.Fixed
		x, y := ob.X, ob.Y
		j := k
		for i := 0; i < n; i++ {
			if i > 0 {
				j = s.allocate()
				if j < 0 {
					break
				}
			}
			r := &o.Slots[j]
			*r = physics.S2Obj{ID: s2LostRings, Layout: -1, Routine: 2, X: x, Y: y, XRad: 8, YRad: 8, Width: 8,
				Render: physics.S2OnScreen, Coll: 0x47}
			o.SpillTimer = 0xFF
			if d4 >= 0 {
				sin, cos := physics.SinCos(uint8(d4))
				sh := uint(d4 >> 8)
				xv, yv = physics.Fixed(int16(sin<<sh)), physics.Fixed(int16(cos<<sh))
				lo := uint8(d4) + 0x10
				d4 = int16(uint16(d4)&0xFF00 | uint16(lo))
				if lo < 0x10 {
					d4 -= 0x80
					if d4 < 0 {
						d4 = 0x288
					}
				}
			}
			r.XVel, r.YVel = xv, yv
			xv = -xv
			d4 = -d4
		}
		st.Obj.Rings = 0
		o.ExtraLife = 0 // Extra_life_flags cleared with the count
		s.lostRingMain(k)
	case 2:
		s.lostRingMain(k)
	case 4:
		// Obj37_Collect, then straight into Obj37_Sparkle.
		ob.Routine = 6
		ob.Coll = 0
		s.collectRing()
		s.sparkle(k)
	default:
		// Obj37_Sparkle: Ani_Ring, then Obj37_Delete.
		s.sparkle(k)
	}
}

func (s *engine) lostRingMain(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	ob.X += ob.XVel
	ob.Y += ob.YVel
	ob.YVel += physics.LostRingGravity
	if ob.YVel >= 0 {
		d7 := uint32(0x8F - (physics.S2SlotBase + k))
		if (o.Vint+d7)&7 == 0 && ob.Render&physics.S2OnScreen != 0 {
			d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), true)
			if d < 0 {
				ob.Y += physics.FromPixels(d)
				ob.YVel -= ob.YVel >> 2
				ob.YVel = -ob.YVel
			}
		}
	}
	if o.SpillTimer == 0 {
		s.deleteObject(k)
		return
	}
	if st.Cam.MaxY+physics.ScreenHeight < ob.Y.Pixel() {
		s.deleteObject(k)
	}
}

// touchSpecial is Touch_Special: the objects of sizes 6, $A and $14 to
// $18 (bumpers and the like) count the touch in collision_property (1
// for the main character, 2 for the sidekick, loc_3FA00), size $21 one
// for either (loc_3FA12), size 7 sets 2 and is touched as an enemy
// (loc_3FA18), and react in their own code.
func (s *engine) touchSpecial(k int) {
	ob := &s.st.S2.Slots[k]
	switch sz := ob.Coll & 0x3F; {
	case sz == 6, sz == 0xA, sz >= 0x14 && sz <= 0x18:
		if s.SecondRunning() {
			ob.CollProp++
		}
		ob.CollProp++
	case sz == 7:
		// loc_3FA18 (Wing Fortress's grabber, wfz_end.go):
		// collision_property 2, then Touch_Enemy.
		ob.CollProp = 2
		s.touchEnemy(k)
		return
	case sz == 0x21:
		// loc_3FA12 (Wing Fortress's plating, wfz_platforms.go): either
		// player counts one.
		ob.CollProp++
	case sz == 0x1A:
		// loc_3FA22 (Metropolis's orb clones, boss_mtz.go): hit count
		// -1, then Touch_Enemy.
		ob.CollProp = 0xFF
		s.touchEnemy(k)
		return
	}
	s.s2Contact(k, physics.Hitbox, "special")
}
