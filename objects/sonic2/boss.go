package sonic2

import "loopwright/physics"

// Sonic 2's bosses: what they share (s2.asm Boss_HandleHits,
// Boss_LoadExplosion, Obj58 the boss explosion) and the dispatch of the
// boss objects, their parts and the egg prison (Obj3E, prison.go). Each
// boss is in its own file (boss_ehz.go ...).
//
// A boss takes 8 hits. A hit (Touch_Enemy_Part2, s2_touch.go) bounces the
// player back (both speeds negated) and clears the boss's
// collision_flags; the boss's hit routine then keeps it untouchable for
// $20 frames (boss_invulnerable_time; the palette flashes), restoring its
// collision after. The last hit sets status bit 7 (or empties
// boss_hitcount2): the boss is defeated, explodes (Obj58 every 8th
// frame), sets Boss_defeated_flag and flies away; the level events then
// let the camera go on to the egg prison.

// Boss ids and parts.
const (
	s2BossExplosion = 0x58
	s2EggPrison     = 0x3E
)

// s2BossBeaten is status bit 7 (status.npc.no_balancing): the boss's
// last hit (Touch_Enemy_Part2).
const s2BossBeaten = 0x80

// bossInvulnFrames is boss_invulnerable_time after a hit.
const bossInvulnFrames = 0x20

// bossColl is a boss's collision_flags while it can be hit ($F: an
// enemy of size $F, 24x24).
const bossColl = 0xF

// runBoss runs the object in slot k when it is a boss, a boss's part,
// the boss explosion, the egg prison or one of the level events' objects
// (Hill Top's lava), and reports whether it was.
func (s *engine) runBoss(k int) bool {
	switch s.slot(k).ID {
	case s2EHZBoss:
		s.bossEHZ(k)
	case s2HTZBoss:
		s.bossHTZ(k) // boss_htz.go
	case s2MCZBoss:
		s.bossMCZ(k) // boss_mcz.go
	case s2CNZBoss:
		s.bossCNZ(k) // boss_cnz.go
	case s2CPZBoss:
		s.bossCPZ(k) // boss_cpz.go
	case s2OOZBoss:
		s.bossOOZ(k) // boss_ooz.go
	case s2ARZBoss:
		s.bossARZ(k) // boss_arz.go
	case s2MTZBoss:
		s.bossMTZ(k) // boss_mtz.go
	case s2MTZOrb:
		s.mtzOrb(k) // boss_mtz.go
	case s2MechaSonic:
		s.bossSilver(k) // boss_silver.go
	case s2EggRobo:
		s.bossDEZ(k) // boss_dez.go
	case s2DEZEggman:
		s.dezEggmanStep(k) // boss_dez.go
	case s2BossExplosion:
		s.bossExplosion(k)
	case s2EggPrison:
		s.eggPrison(k)
	case s2LavaBubble:
		if r := s.slot(k).Routine; r != 0xA && r != 0xC {
			return false // the lava bubble itself is not modelled here
		}
		s.lavaFire(k) // boss_htz.go
	case s2RisingLava:
		s.risingLava(k) // events_htz.go
	case s2LavaMarker:
		s.lavaMarker(k)
	case s2WFZBoss:
		s.bossWFZ(k) // boss_wfz.go
	default:
		return false
	}
	return true
}

// bossExplosion is Obj58: frames 0 to 6, 8 runs each, then deleted; it
// touches nothing.
func (s *engine) bossExplosion(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Coll = 0
		ob.Width = 0xC
		ob.AnimDur = 7
		ob.MapFrame = 0
		return
	}
	ob.AnimDur--
	if int8(ob.AnimDur) < 0 {
		ob.AnimDur = 7
		ob.MapFrame++
		if ob.MapFrame == 7 {
			s.deleteObject(k)
		}
	}
}

// bossLoadExplosion is Boss_LoadExplosion: every 8th frame (Vint_runcount)
// an Obj58 in the first free slot, within 32 pixels of the boss by the
// random number's low bytes.
func (s *engine) bossLoadExplosion(k int) {
	if s.st.S2.Vint&7 != 0 {
		return
	}
	j := s.allocate()
	if j < 0 {
		return
	}
	ob := s.slot(k)
	r := s.random()
	dx := int(uint8(r)>>2) - 0x20
	dy := int(uint8(r>>8)>>2) - 0x20
	*s.slot(j) = physics.S2Obj{ID: s2BossExplosion, Layout: -1,
		X: physics.FromPixels(ob.X.Pixel() + dx), Y: physics.FromPixels(ob.Y.Pixel() + dy)}
}

// bossFlash is the hit part of Boss_HandleHits and of the bosses' own hit
// routines (loc_2F4A6): with its collision cleared by a hit, the boss
// starts $20 frames of invulnerability (B3E: boss_invulnerable_time),
// counts them down and restores its collision (coll) when they end.
func bossFlash(ob *physics.S2Obj, coll uint8) {
	if ob.Coll != 0 {
		return
	}
	if ob.B3E == 0 {
		ob.B3E = bossInvulnFrames
	}
	ob.B3E--
	if ob.B3E == 0 {
		ob.Coll = coll
	}
}

// parentOf returns the slot of ob's parent (Parent - 1), or -1.
func parentOf(ob *physics.S2Obj) int { return int(ob.Parent) - 1 }

// bossSpecificCollision is BossSpecificCollision in Touch_Boss, for a
// boss of collision $F while Current_Boss_ID is set: the boss's extra
// boxes that hurt the player (Boss_DoCollision, Touch_ChkHurt) before its
// own box is tested. d2, d3 and d5 are the player's box (left, top,
// height) as TouchResponse has them. Mystic Cave's (BossCollision_MCZ)
// Casino Night's (BossCollision_CNZ) and Aquatic Ruin's (BossCollision_ARZ) are modelled; Emerald Hill's and
// Chemical Plant's have none.
//
// It returns the slot a1 is left at when a routine leaves it changed (the
// lost rings Touch_ChkHurt made, Mystic Cave's), else -1.
func (s *engine) bossSpecificCollision(k, d2, d3, d5 int) int {
	switch id := s.slot(k).ID; {
	case s.st.S2.Ev.BossID == 5 && id == s2MCZBoss:
		return s.mczBossCollision(k, d2, d3, d5)
	case s.st.S2.Ev.BossID == 6 && id == s2CNZBoss:
		s.cnzBossCollision(k, d2, d3, d5)
	case s.st.S2.Ev.BossID == 4 && id == s2ARZBoss:
		s.arzBossCollision(k, d2, d3, d5) // boss_arz.go
	}
	return -1
}

// bossDoCollision is Boss_DoCollision: a box of half width w and half
// height h at (x, y) hurts the player whose box it overlaps
// (Touch_ChkHurt).
func (s *engine) bossDoCollision(k, x, y, w, h, d2, d3, d5 int) {
	if boxHit(x-w-d2, 2*w, 16) && boxHit(y-h-d3, 2*h, d5) {
		s.touchHurt(k)
	}
}
