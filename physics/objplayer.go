package physics

import (
	"strconv"

	"loopwright/heightmask"
	"loopwright/layers"
)

// The player's side of the objects: what an object engine does to the
// player (kill, curl, protect, hold) and reads of him (his hitbox, an
// object's floor sensor), shared by every engine so that each game's
// objects treat the player through the same routines.

// KillPlayer starts the death state (docs/physics.md "States" "Dying"): X Speed 0, Y
// Speed -7, normal gravity, no input and no collision.
func (s *Sim) KillPlayer() {
	st := &s.st
	st.Obj.On = 0
	st.Obj.Hurt = false
	st.Pushing = false
	s.kill()
	st.YSpeed = DeathYSpeed
	st.XSpeed, st.GSpeed = 0, 0
}

// Knockback is a hit's effect on the player once his rings and shield
// are dealt with (sonic.asm HurtSonic from .hasshield, s2.asm
// Hurt_Sidekick to Hurt_ChkSpikes): the hurt state, off the floor and in
// the air (Sonic_ResetOnFloor), bounced up -$400 and $200 away from the
// object at x ox (underwater -$200 and $100), no ground speed, flashing
// for InvulnFrames. "Away" compares the x positions unsigned, as both
// games do (blo): left of the object when his x is lower.
func (s *Sim) Knockback(ox int) {
	st := &s.st
	st.Obj.Hurt = true
	s.ResetOnFloor()
	st.Air = true
	st.YSpeed, st.XSpeed = HurtYForce, -HurtXForce
	if st.P.Underwater {
		st.YSpeed, st.XSpeed = HurtYForce/2, -HurtXForce/2
	}
	if uint16(st.X.Pixel()) >= uint16(ox) {
		st.XSpeed = -st.XSpeed
	}
	st.GSpeed = 0
	st.Obj.Invuln = InvulnFrames
}

// modeHurt is the hurt state's frame (the games' Obj01_Hurt): move, hurt
// gravity 0.1875, air collision with the terrain; on landing, speeds are
// zeroed, the hurt state ends and the invulnerability restarts.
func (s *Sim) modeHurt() {
	st := &s.st
	ob := &st.Obj
	// Sonic 1's Sonic_Hurt moves him (SpeedToPos) before Sonic_HurtStop
	// looks at the ground, even when an object landed him last frame.
	if st.Air || s.cfg.Variant == S1 {
		st.X += st.XSpeed
		st.Y += st.YSpeed
		st.YSpeed += HurtGravity
		if st.P.Underwater { // Obj01_Hurt: 0.0625 underwater
			st.YSpeed -= 0x20
		}
		s.wrapY() // Obj01_Hurt: the vertical wrap (wrap.go)
		if _, _, bottom := s.boundLimits(); st.Y.Pixel() > bottom {
			s.KillPlayer()
			return
		}
		if st.Air {
			s.airCollision()
		}
	}
	if !st.Air {
		st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
		ob.Hurt = false
		ob.Invuln = InvulnFrames
		st.Anim = animWalk
	}
	s.levelBound()
}

// ForceRoll curls the grounded player (the height change moves Y down).
func (s *Sim) ForceRoll() {
	st := &s.st
	if st.Rolling {
		return
	}
	st.Rolling = true
	st.XRadius, st.YRadius = s.sizes.Rolling.W, s.sizes.Rolling.H
	st.Y += FromPixels(s.sizes.Standing.H - s.sizes.Rolling.H)
}

// objControl reports whether an object holds the player this frame: the
// player's own movement code (input, speeds, gravity, terrain) is then
// skipped, as the games skip it while obj_control is set.
func (s *Sim) objControl() bool {
	st := &s.st
	h := st.Obj.Held
	return h > 0 && h == st.Obj.On && !st.Air && !st.Dead && !st.Obj.Hurt
}

// startRings reads the level property start_rings (0 when absent).
func startRings(l *layers.Level) int {
	for _, p := range l.Props {
		if p.Name == "start_rings" {
			n, err := strconv.Atoi(p.Value)
			if err == nil && n >= 0 && n <= 999 {
				return n
			}
		}
	}
	return 0
}

// PlayerHitbox returns the player's hitbox as left, top, width, height
// (inclusive spans: the box covers left..left+width): width radius 8,
// height radius Height Radius - 3; crouching Sonic in s1/s2 moves it 12 px
// down with height radius 10 (docs/physics.md "Hitboxes", "The Player's Hitbox").
func (s *Sim) PlayerHitbox() (int, int, int, int) {
	st := &s.st
	hr := st.YRadius - 3
	top := st.Y.Pixel() - hr
	if s.sizes.CrouchHitbox && st.Anim == animDuck && !st.Air && !st.Rolling {
		top += 12
		hr = 10
	}
	return st.X.Pixel() - s.sizes.HitboxW, top, 2 * s.sizes.HitboxW, 2 * hr
}

// ObjFloor is an object's single downward sensor at (x, y) on path A
// (docs/physics.md "Solid Objects" "Objects That Collide").
func (s *Sim) ObjFloor(x, y int) int {
	var r SensorRecord // the distance only: no Probe to fill and copy
	senseRecord(&r, &s.terr, layers.PathA, heightmask.Down, x, y, true, nil)
	return r.Distance
}

// ObjFloorTile is ObjFloor with the y of the block Sonic 1's FindFloor
// leaves a1 at (the chunk mapping word it read last): y's own block, or
// the one below (FindFloor2 after a block without a surface under x) or
// above (after a full column, or one solid from below that reaches y).
// The block is at (x, ty) whether or not a surface was found there.
func (s *Sim) ObjFloorTile(x, y int) (d, ty int) {
	var r SensorRecord
	r.AnchorX, r.AnchorY = x, y
	ty = y
	switch h := s.terr.senseBlock(&r, layers.PathA, heightmask.Down, x>>4, y>>4, true, nil); {
	case h == 0 || (h < 0 && y&15+h >= 0):
		ty = y + 16
	case h == 16 || h < 0:
		ty = y - 16
	}
	return s.ObjFloor(x, y), ty
}

// ObjFloorAngle is ObjFloor with the angle Sonic 1's ObjFloorDist
// returns beside the distance (d3): the found tile's angle, 0 when no
// tile was found or the angle is odd (a flagged tile).
func (s *Sim) ObjFloorAngle(x, y int) (int, uint8) {
	var r SensorRecord
	senseRecord(&r, &s.terr, layers.PathA, heightmask.Down, x, y, true, nil)
	a := r.TileAngle
	if !r.Found || r.Flagged || a&1 != 0 {
		a = 0
	}
	return r.Distance, a
}

// Protected reports whether hazards ignore the player this frame:
// invulnerable after a hit, or invincible.
func (s *Sim) Protected() bool {
	ob := &s.st.Obj
	return ob.Invuln > 0 || ob.Invincible > 0 || s.AbilityInvincible()
}
