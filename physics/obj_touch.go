package physics

import (
	"loopwright/heightmask"
	"loopwright/hexangle"
	"loopwright/layers"
)

// Hitboxes (docs/physics.md "Hitboxes"), getting hit, dying and rebounds (docs/physics.md "States"),
// ring loss (docs/physics.md "Ring Loss").

// playerHitbox returns the player's hitbox as left, top, width, height
// (inclusive spans: the box covers left..left+width): width radius 8,
// height radius Height Radius - 3; crouching Sonic in s1/s2 moves it 12 px
// down with height radius 10 (docs/physics.md "Hitboxes", "The Player's Hitbox").
func (s *Sim) playerHitbox() (int, int, int, int) {
	st := &s.st
	hr := st.YRadius - 3
	top := st.Y.Pixel() - hr
	if s.sizes.CrouchHitbox && st.Anim == animDuck && !st.Air && !st.Rolling {
		top += 12
		hr = 10
	}
	return st.X.Pixel() - s.sizes.HitboxW, top, 2 * s.sizes.HitboxW, 2 * hr
}

// overlap is the games' hitbox test: spans [pl, pl+pw] and [ox-ow,
// ox+ow] overlap by at least one pixel, on both axes. Each box is 2r+1
// pixels, one more to the right and bottom of the origin pixel than a
// sprite of size 2r (docs/physics.md "Hitboxes", "Quirks With Hitboxes").
func overlap(pl, pt, pw, ph, ox, oy, ow, oh int) bool {
	d := ox - ow - pl
	if d >= 0 {
		if d > pw {
			return false
		}
	} else if d+2*ow < 0 {
		return false
	}
	d = oy - oh - pt
	if d >= 0 {
		if d > ph {
			return false
		}
	} else if d+2*oh < 0 {
		return false
	}
	return true
}

// touchResponse checks the player's hitbox against the objects' hitboxes
// in level order, then the scattered rings and the projectiles; the
// first one that reacts is the only reaction of the frame.
func (s *Sim) touchResponse() {
	st := &s.st
	ob := &st.Obj
	// Nothing to touch: no level objects, no scattered rings (they are
	// only active while LostTimer runs) and no projectiles.
	if len(s.ob.defs) == 0 && ob.LostTimer == 0 && ob.ActiveShots == 0 {
		return
	}
	pl, pt, pw, ph := s.playerHitbox()
	if l, t, w, h, ok := s.instaShieldBox(); ok { // abilities_sonic.go
		pl, pt, pw, ph = l, t, w, h
	}
	// Only the objects with a hitbox or a spike ball (ob.touch, in level
	// order): the others were skipped here anyway.
	for _, e := range s.ob.touch {
		i := int(e.i)
		if e.ball && s.touchSeesawBall(i, pl, pt, pw, ph) {
			return
		}
		if e.react == ReactNone {
			continue
		}
		o := &ob.Objs[i]
		if o.Routine == rtGone {
			continue
		}
		if !overlap(pl, pt, pw, ph, o.X.Pixel(), o.Y.Pixel(), int(e.hw), int(e.hh)) {
			continue
		}
		if s.react(i) {
			return
		}
	}
	if ob.Regather == 0 && ob.LostTimer != 0 {
		for k := range ob.Lost {
			r := &ob.Lost[k]
			if r.Active && overlap(pl, pt, pw, ph, r.X.Pixel(), r.Y.Pixel(), 6, 6) {
				r.Active = false
				ob.Rings++
				s.contact(-1-k, Hitbox, "collect")
				return
			}
		}
	}
	for k := 0; ob.ActiveShots != 0 && k < len(ob.Shots); k++ {
		sh := &ob.Shots[k]
		if sh.Active && overlap(pl, pt, pw, ph, sh.X.Pixel(), sh.Y.Pixel(), 6, 6) {
			if s.protected() {
				return
			}
			s.contact(s.shotOwner(sh), Hitbox, s.hurtPlayer(sh.X.Pixel()))
			return
		}
	}
}

// shotOwner returns the index of the object that fired sh.
func (s *Sim) shotOwner(sh *Shot) int {
	if sh.Owner >= 0 && int(sh.Owner) < len(s.ob.defs) {
		return int(sh.Owner)
	}
	return -1
}

// protected reports whether hazards ignore the player this frame:
// invulnerable after a hit, or invincible.
func (s *Sim) protected() bool {
	ob := &s.st.Obj
	return ob.Invuln > 0 || ob.Invincible > 0 || s.abilityInvincible()
}

// react runs object i's hitbox reaction; it reports whether one happened.
func (s *Sim) react(i int) bool {
	st := &s.st
	ob := &st.Obj
	d := &s.ob.defs[i]
	o := &ob.Objs[i]
	switch d.react {
	case ReactIncrement: // rings
		if ob.Regather > 0 {
			return false
		}
		o.Routine = rtGone
		ob.Rings++
		s.contact(i, Hitbox, "collect")
		return true
	case ReactItem: // monitors
		return s.touchMonitor(i)
	case ReactAttackable:
		if ob.Invincible > 0 || st.Rolling || s.abilityAttack(o.X.Pixel(), o.Y.Pixel()) {
			if d.kind == kBoss {
				s.hitBoss(i)
				return true
			}
			o.Routine = rtGone
			s.reboundBadnik(o.Y.Pixel())
			s.contact(i, Hitbox, "destroy")
			return true
		}
		if d.kind == kBoss && o.Timer > 0 {
			return false
		}
		if ob.Invuln > 0 {
			return false
		}
		s.contact(i, Hitbox, s.hurtPlayer(o.X.Pixel()))
		return true
	case ReactHurt:
		if s.protected() {
			return false
		}
		s.contact(i, Hitbox, s.hurtPlayer(o.X.Pixel()))
		return true
	case ReactSpecial:
		switch d.kind {
		case kBumper:
			s.bumper(i)
		case kBalloon:
			st.YSpeed = -0x800
			s.launch()
			o.Routine = rtGone
			s.contact(i, Hitbox, "lift")
		}
		return true
	}
	return false
}

// launch puts the player in the air off any object, not jumping (no
// variable jump height).
func (s *Sim) launch() {
	st := &s.st
	st.Obj.On = 0
	st.Air = true
	st.Jumping = false
	st.Pushing = false
}

// bumper repels the player at 7 px per frame away from the bumper
// (docs/assumptions.md: the force from Sonic 1's bumper).
func (s *Sim) bumper(i int) {
	st := &s.st
	o := &st.Obj.Objs[i]
	a := uint8(hexangle.PointDirection(o.X.Pixel()-st.X.Pixel(), o.Y.Pixel()-st.Y.Pixel()))
	sin, cos := sinCos(a)
	st.XSpeed = Fixed((cos * -int(BumperForce)) >> 8)
	st.YSpeed = Fixed((sin * -int(BumperForce)) >> 8)
	st.RollJump = false
	s.launch()
	s.contact(i, Hitbox, "bounce")
}

// reboundBadnik is the rebound off a destroyed badnik (docs/physics.md "States"
// "Rebound"): in the air, a player above the badnik (Y less than its Y)
// and moving down has Y Speed reversed; otherwise sign(Y Speed) is
// subtracted from it. X Speed is untouched, and nothing changes on the
// ground.
func (s *Sim) reboundBadnik(oy int) {
	st := &s.st
	if !st.Air {
		return
	}
	if st.Y.Pixel() < oy && st.YSpeed > 0 {
		st.YSpeed = -st.YSpeed
		return
	}
	switch {
	case st.YSpeed > 0:
		st.YSpeed -= One
	case st.YSpeed < 0:
		st.YSpeed += One
	}
}

// hitBoss is a curled hit on a boss (docs/physics.md "States" "Bosses"): X and Y Speed
// reversed and halved (the games' neg then asr); the boss flashes for 32
// frames, during which it cannot be hit again.
func (s *Sim) hitBoss(i int) {
	st := &s.st
	o := &st.Obj.Objs[i]
	if o.Timer > 0 {
		return
	}
	st.XSpeed = (-st.XSpeed) >> 1
	st.YSpeed = (-st.YSpeed) >> 1
	o.Hits--
	o.Timer = 32
	if o.Hits <= 0 {
		o.Routine = rtGone
		s.contact(i, Hitbox, "destroy")
		return
	}
	s.contact(i, Hitbox, "rebound")
}

// touchMonitor is the monitor's hitbox reaction: from below while moving
// up, the player's Y Speed is reversed and the monitor breaks (section
// 10: "When the Player hits the bottom of the Item Monitor, it will
// break"); otherwise a curled player breaks it and, in the air,
// rebounds (Y Speed reversed no matter what).
func (s *Sim) touchMonitor(i int) bool {
	st := &s.st
	o := &st.Obj.Objs[i]
	if st.YSpeed < 0 {
		if st.Y.Pixel()-16 < o.Y.Pixel() {
			return false
		}
		st.YSpeed = -st.YSpeed
		s.breakMonitor(i, "break_below")
		return true
	}
	if !st.Rolling {
		return false
	}
	if st.Air {
		st.YSpeed = -st.YSpeed
	}
	s.breakMonitor(i, "break")
	return true
}

// breakMonitor opens monitor i and applies its contents.
func (s *Sim) breakMonitor(i int, reaction string) {
	st := &s.st
	ob := &st.Obj
	o := &ob.Objs[i]
	o.Routine = rtGone
	if ob.On == i+1 {
		s.release()
	}
	switch s.ob.defs[i].contents {
	case monRings:
		ob.Rings += 10
	case monShield, monFireShield, monBubbleShield, monLightningShield:
		ob.Shield = true
		s.giveShield(s.ob.defs[i].contents) // shields.go
	case monSpeed:
		s.giveShoes(SpeedShoesFrames)
	case monInvincibility:
		ob.Invincible = InvincibleFrames
	case monLife:
		ob.Lives++
	}
	s.contact(i, Hitbox, reaction)
}

// hurtPlayer hits the player from a hazard at X hx (docs/physics.md "States" "Getting
// Hit"): with a shield, the shield is lost; with rings, they scatter
// (docs/physics.md "Ring Loss"); with neither, the player dies. A hurt player gets Y Speed
// -4 and X Speed 2 away from the hazard (right when level with it) and is
// invulnerable. It returns the reaction name.
func (s *Sim) hurtPlayer(hx int) string {
	st := &s.st
	ob := &st.Obj
	reaction := "hurt"
	switch {
	case ob.Shield:
		ob.Shield = false
		s.loseShield() // shields.go
		reaction = "lose_shield"
	case ob.Rings > 0:
		s.scatterRings()
		reaction = "lose_rings"
	default:
		s.killPlayer()
		return "die"
	}
	ob.Hurt = true
	ob.On = 0
	ob.Invuln = InvulnFrames
	st.Air = true
	st.Pushing = false
	st.Jumping = false
	st.YSpeed = HurtYForce
	st.XSpeed = HurtXForce
	if st.P.Underwater { // HurtSonic: half the knock-back underwater
		st.YSpeed, st.XSpeed = HurtYForce/2, HurtXForce/2
	}
	if st.X.Pixel() < hx {
		st.XSpeed = -st.XSpeed
	}
	st.P.DoubleJumpFlag, st.P.Move = 0, "" // a hit ends the moves
	st.GSpeed = 0
	return reaction
}

// killPlayer starts the death state (docs/physics.md "States" "Dying"): X Speed 0, Y
// Speed -7, normal gravity, no input and no collision.
func (s *Sim) killPlayer() {
	st := &s.st
	st.Obj.On = 0
	st.Obj.Hurt = false
	st.Pushing = false
	s.kill()
	st.YSpeed = DeathYSpeed
	st.XSpeed, st.GSpeed = 0, 0
}

// modeHurt is the hurt state's frame (the games' Obj01_Hurt): move, hurt
// gravity 0.1875, air collision with the terrain; on landing, speeds are
// zeroed, the hurt state ends and the invulnerability restarts.
func (s *Sim) modeHurt() {
	st := &s.st
	ob := &st.Obj
	if st.Air {
		st.X += st.XSpeed
		st.Y += st.YSpeed
		st.YSpeed += HurtGravity
		if st.P.Underwater { // Obj01_Hurt: 0.0625 underwater
			st.YSpeed -= 0x20
		}
		if _, _, bottom := s.boundLimits(); st.Y.Pixel() > bottom {
			s.killPlayer()
			return
		}
		s.airCollision()
	}
	if !st.Air {
		st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
		ob.Hurt = false
		ob.Invuln = InvulnFrames
		st.Anim = animWalk
	}
	s.levelBound()
}

// scatterRings scatters min(rings, 32) rings from the player's position
// with the games' pattern (Obj37): pairs mirrored left and right, 16 at
// speed 4 then 16 at speed 2, the angle stepping by 0x10; rings become
// 0 and cannot be regathered for 64 frames.
func (s *Sim) scatterRings() {
	st := &s.st
	ob := &st.Obj
	n := ob.Rings
	if n > MaxLostRings {
		n = MaxLostRings
	}
	for k := range ob.Lost {
		ob.Lost[k] = LostRing{}
	}
	d4 := int16(0x288)
	var xv, yv int
	for k := 0; k < n; k++ {
		if d4 >= 0 {
			sin, cos := sinCos(uint8(d4))
			shift := uint(d4 >> 8)
			xv, yv = int(int16(sin<<shift)), int(int16(cos<<shift))
			lo := uint8(d4) + 0x10
			carry := lo < 0x10
			d4 = int16(uint16(d4)&0xFF00 | uint16(lo))
			if carry {
				d4 -= 0x80
				if d4 < 0 {
					d4 = 0x288
				}
			}
		}
		ob.Lost[k] = LostRing{Active: true, X: st.X, Y: st.Y, XSpeed: Fixed(xv), YSpeed: Fixed(yv)}
		xv = -xv
		d4 = -d4
	}
	ob.Rings = 0
	ob.LostTimer = LostRingLife
	ob.Regather = RegatherFrames
}

// updateLostRings moves the scattered rings (docs/physics.md "Ring Loss"; the games'
// Obj37): gravity 0.09375; while falling, a floor check below the ring
// (radius 8) every 4th frame (s1) or 8th (later games), per ring, bounces
// it with Y Speed * -0.75; all vanish when the 255-frame timer runs out.
func (s *Sim) updateLostRings() {
	st := &s.st
	ob := &st.Obj
	if ob.LostTimer == 0 {
		return
	}
	ob.LostTimer--
	if ob.LostTimer == 0 {
		for k := range ob.Lost {
			ob.Lost[k].Active = false
		}
		return
	}
	mask := 7
	if s.cfg.Variant == S1 {
		mask = 3
	}
	for k := range ob.Lost {
		r := &ob.Lost[k]
		if !r.Active {
			continue
		}
		r.X += r.XSpeed
		r.Y += r.YSpeed
		r.YSpeed += LostRingGravity
		if r.YSpeed < 0 || (st.Frame+k)&mask != 0 {
			continue
		}
		pr := s.probe(layers.PathA, heightmask.Down, r.X.Pixel(), r.Y.Pixel()+8, true, nil)
		if pr.Distance >= 0 {
			continue
		}
		r.Y += FromPixels(pr.Distance)
		r.YSpeed -= r.YSpeed >> 2
		r.YSpeed = -r.YSpeed
	}
}

// updateShots moves the projectiles; they vanish after their life or
// below the level.
func (s *Sim) updateShots() {
	ob := &s.st.Obj
	for k := 0; ob.ActiveShots != 0 && k < len(ob.Shots); k++ {
		sh := &ob.Shots[k]
		if !sh.Active {
			continue
		}
		sh.X += sh.XSpeed
		sh.Y += sh.YSpeed
		sh.YSpeed += sh.Gravity
		sh.Life--
		if sh.Life <= 0 || sh.Y.Pixel() > s.level.Bounds.Max.Y+64 {
			sh.Active = false
			ob.ActiveShots--
		}
	}
}

// fire starts a projectile; when all are in use, nothing happens.
func (s *Sim) fire(owner int, x, y int, xs, ys, grav Fixed, life int32) {
	ob := &s.st.Obj
	for k := range ob.Shots {
		if !ob.Shots[k].Active {
			ob.Shots[k] = Shot{Active: true, Owner: int32(owner), X: FromPixels(x), Y: FromPixels(y), XSpeed: xs, YSpeed: ys, Gravity: grav, Life: life}
			ob.ActiveShots++
			return
		}
	}
}
