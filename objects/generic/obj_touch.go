package generic

import (
	"loopwright/heightmask"
	"loopwright/hexangle"
	"loopwright/layers"
	"loopwright/physics"
)

// Hitboxes (docs/physics.md "Hitboxes"), getting hit, dying and rebounds (docs/physics.md "States"),
// ring loss (docs/physics.md "Ring Loss").

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
func (s *engine) touchResponse() {
	st := s.st
	ob := &st.Obj
	// Nothing to touch: no level objects, no scattered rings (they are
	// only active while LostTimer runs) and no projectiles.
	if len(s.ob.defs) == 0 && ob.LostTimer == 0 && ob.ActiveShots == 0 {
		return
	}
	pl, pt, pw, ph := s.PlayerHitbox()
	if l, t, w, h, ok := s.InstaShieldBox(); ok { // abilities_sonic.go
		pl, pt, pw, ph = l, t, w, h
	}
	// Only the objects with a hitbox or a spike ball (ob.touch, in level
	// order): the others were skipped here anyway.
	for _, e := range s.ob.touch {
		i := int(e.i)
		if e.ball && s.touchSeesawBall(i, pl, pt, pw, ph) {
			return
		}
		if e.react == physics.ReactNone {
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
				s.contact(-1-k, physics.Hitbox, "collect")
				return
			}
		}
	}
	for k := 0; ob.ActiveShots != 0 && k < len(ob.Shots); k++ {
		sh := &ob.Shots[k]
		if sh.Active && overlap(pl, pt, pw, ph, sh.X.Pixel(), sh.Y.Pixel(), 6, 6) {
			if s.Protected() {
				return
			}
			s.contact(s.shotOwner(sh), physics.Hitbox, s.hurtPlayer(sh.X.Pixel()))
			return
		}
	}
}

// shotOwner returns the index of the object that fired sh.
func (s *engine) shotOwner(sh *physics.Shot) int {
	if sh.Owner >= 0 && int(sh.Owner) < len(s.ob.defs) {
		return int(sh.Owner)
	}
	return -1
}

// react runs object i's hitbox reaction; it reports whether one happened.
func (s *engine) react(i int) bool {
	st := s.st
	ob := &st.Obj
	d := &s.ob.defs[i]
	o := &ob.Objs[i]
	switch d.react {
	case physics.ReactIncrement: // rings
		if ob.Regather > 0 {
			return false
		}
		o.Routine = rtGone
		ob.Rings++
		s.contact(i, physics.Hitbox, "collect")
		return true
	case physics.ReactItem: // monitors
		return s.touchMonitor(i)
	case physics.ReactAttackable:
		if ob.Invincible > 0 || st.Rolling || s.AbilityAttack(o.X.Pixel(), o.Y.Pixel()) {
			if d.kind == kBoss {
				s.hitBoss(i)
				return true
			}
			o.Routine = rtGone
			s.reboundBadnik(o.Y.Pixel())
			s.contact(i, physics.Hitbox, "destroy")
			return true
		}
		if d.kind == kBoss && o.Timer > 0 {
			return false
		}
		if ob.Invuln > 0 {
			return false
		}
		s.contact(i, physics.Hitbox, s.hurtPlayer(o.X.Pixel()))
		return true
	case physics.ReactHurt:
		if s.Protected() {
			return false
		}
		s.contact(i, physics.Hitbox, s.hurtPlayer(o.X.Pixel()))
		return true
	case physics.ReactSpecial:
		switch d.kind {
		case kBumper:
			s.bumper(i)
		case kBalloon:
			st.YSpeed = -0x800
			s.launch()
			o.Routine = rtGone
			s.contact(i, physics.Hitbox, "lift")
		}
		return true
	}
	return false
}

// launch puts the player in the air off any object, not jumping (no
// variable jump height).
func (s *engine) launch() {
	st := s.st
	st.Obj.On = 0
	st.Air = true
	st.Jumping = false
	st.Pushing = false
}

// bumper repels the player at 7 px per frame away from the bumper
// (docs/assumptions.md: the force from Sonic 1's bumper).
func (s *engine) bumper(i int) {
	st := s.st
	o := &st.Obj.Objs[i]
	a := uint8(hexangle.PointDirection(o.X.Pixel()-st.X.Pixel(), o.Y.Pixel()-st.Y.Pixel()))
	sin, cos := physics.SinCos(a)
	st.XSpeed = physics.Fixed((cos * -int(physics.BumperForce)) >> 8)
	st.YSpeed = physics.Fixed((sin * -int(physics.BumperForce)) >> 8)
	st.RollJump = false
	s.launch()
	s.contact(i, physics.Hitbox, "bounce")
}

// reboundBadnik is the rebound off a destroyed badnik (docs/physics.md "States"
// "Rebound"): in the air, a player above the badnik (Y less than its Y)
// and moving down has Y Speed reversed; otherwise sign(Y Speed) is
// subtracted from it. X Speed is untouched, and nothing changes on the
// ground.
func (s *engine) reboundBadnik(oy int) {
	st := s.st
	if !st.Air {
		return
	}
	if st.Y.Pixel() < oy && st.YSpeed > 0 {
		st.YSpeed = -st.YSpeed
		return
	}
	switch {
	case st.YSpeed > 0:
		st.YSpeed -= physics.One
	case st.YSpeed < 0:
		st.YSpeed += physics.One
	}
}

// hitBoss is a curled hit on a boss (docs/physics.md "States" "Bosses"): X and Y Speed
// reversed and halved (the games' neg then asr); the boss flashes for 32
// frames, during which it cannot be hit again.
func (s *engine) hitBoss(i int) {
	st := s.st
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
		s.contact(i, physics.Hitbox, "destroy")
		return
	}
	s.contact(i, physics.Hitbox, "rebound")
}

// touchMonitor is the monitor's hitbox reaction: from below while moving
// up, the player's Y Speed is reversed and the monitor breaks (section
// 10: "When the Player hits the bottom of the Item Monitor, it will
// break"); otherwise a curled player breaks it and, in the air,
// rebounds (Y Speed reversed no matter what).
func (s *engine) touchMonitor(i int) bool {
	st := s.st
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
func (s *engine) breakMonitor(i int, reaction string) {
	st := s.st
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
		s.GiveShoes(physics.SpeedShoesFrames)
	case monInvincibility:
		ob.Invincible = physics.InvincibleFrames
	case monLife:
		ob.Lives++
	}
	s.contact(i, physics.Hitbox, reaction)
}

// hurtPlayer hits the player from a hazard at X hx (docs/physics.md "States" "Getting
// Hit"): with a shield, the shield is lost; with rings, they scatter
// (docs/physics.md "Ring Loss"); with neither, the player dies. A hurt player gets Y Speed
// -4 and X Speed 2 away from the hazard (right when level with it) and is
// invulnerable. It returns the reaction name.
func (s *engine) hurtPlayer(hx int) string {
	st := s.st
	ob := &st.Obj
	reaction := "hurt"
	switch {
	case ob.Shield:
		ob.Shield = false
		s.LoseShield() // shields.go
		reaction = "lose_shield"
	case ob.Rings > 0:
		s.scatterRings()
		reaction = "lose_rings"
	default:
		s.KillPlayer()
		return "die"
	}
	ob.Hurt = true
	ob.On = 0
	ob.Invuln = physics.InvulnFrames
	st.Air = true
	st.Pushing = false
	st.Jumping = false
	st.YSpeed = physics.HurtYForce
	st.XSpeed = physics.HurtXForce
	if st.P.Underwater { // HurtSonic: half the knock-back underwater
		st.YSpeed, st.XSpeed = physics.HurtYForce/2, physics.HurtXForce/2
	}
	if st.X.Pixel() < hx {
		st.XSpeed = -st.XSpeed
	}
	st.P.DoubleJumpFlag, st.P.Move = 0, "" // a hit ends the moves
	st.GSpeed = 0
	return reaction
}

// scatterRings scatters min(rings, 32) rings from the player's position
// with the games' pattern (Obj37): pairs mirrored left and right, 16 at
// speed 4 then 16 at speed 2, the angle stepping by 0x10; rings become
// 0 and cannot be regathered for 64 frames.
func (s *engine) scatterRings() {
	st := s.st
	ob := &st.Obj
	n := ob.Rings
	if n > physics.MaxLostRings {
		n = physics.MaxLostRings
	}
	for k := range ob.Lost {
		ob.Lost[k] = physics.LostRing{}
	}
	d4 := int16(0x288)
	var xv, yv int
	for k := 0; k < n; k++ {
		if d4 >= 0 {
			sin, cos := physics.SinCos(uint8(d4))
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
		ob.Lost[k] = physics.LostRing{Active: true, X: st.X, Y: st.Y, XSpeed: physics.Fixed(xv), YSpeed: physics.Fixed(yv)}
		xv = -xv
		d4 = -d4
	}
	ob.Rings = 0
	ob.LostTimer = physics.LostRingLife
	ob.Regather = physics.RegatherFrames
}

// updateLostRings moves the scattered rings (docs/physics.md "Ring Loss"; the games'
// Obj37): gravity 0.09375; while falling, a floor check below the ring
// (radius 8) every 4th frame (s1) or 8th (later games), per ring, bounces
// it with Y Speed * -0.75; all vanish when the 255-frame timer runs out.
func (s *engine) updateLostRings() {
	st := s.st
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
	if s.cfg.Variant == physics.S1 {
		mask = 3
	}
	for k := range ob.Lost {
		r := &ob.Lost[k]
		if !r.Active {
			continue
		}
		r.X += r.XSpeed
		r.Y += r.YSpeed
		r.YSpeed += physics.LostRingGravity
		if r.YSpeed < 0 || (st.Frame+k)&mask != 0 {
			continue
		}
		pr := s.Probe(layers.PathA, heightmask.Down, r.X.Pixel(), r.Y.Pixel()+8, true, nil)
		if pr.Distance >= 0 {
			continue
		}
		r.Y += physics.FromPixels(pr.Distance)
		r.YSpeed -= r.YSpeed >> 2
		r.YSpeed = -r.YSpeed
	}
}

// updateShots moves the projectiles; they vanish after their life or
// below the level.
func (s *engine) updateShots() {
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
func (s *engine) fire(owner int, x, y int, xs, ys, grav physics.Fixed, life int32) {
	ob := &s.st.Obj
	for k := range ob.Shots {
		if !ob.Shots[k].Active {
			ob.Shots[k] = physics.Shot{Active: true, Owner: int32(owner), X: physics.FromPixels(x), Y: physics.FromPixels(y), XSpeed: xs, YSpeed: ys, Gravity: grav, Life: life}
			ob.ActiveShots++
			return
		}
	}
}
