package sonic2

import "loopwright/physics"

// The bosses whose own routines are not ported yet, run by one routine
// of what they all do (s2.asm Boss_HandleHits, Boss_Defeat and each
// boss's defeated routine): the boss appears where its Init puts it (or
// where the layout or the level event placed it), takes its hits
// (collision_property, or boss_hitcount2 for the multi-sprite bosses,
// each hit leaving it untouchable $20 frames), and once beaten explodes
// for $B3 frames (Boss_Countdown; Obj58 every 8th frame), sets
// Boss_defeated_flag, rises away at 2 a frame while the camera's right
// limit opens 2 a frame to where the boss's own code takes it, and is
// deleted off screen. Their movement patterns and weapons are not
// modelled: the boss stays where it appears.

// genericBoss is what the shared routine needs of one boss.
type genericBoss struct {
	// x, y: Init's position (0, 0: the one it was given).
	x, y int
	// coll is its collision_flags while hittable, hits its hits.
	coll, hits uint8
	// multi: a multi-sprite boss (boss_hitcount2).
	multi bool
	// maxX is the camera's right limit its escape opens to (0: none).
	maxX int
}

// genericBossOf returns the shared routine's data for boss id, ok false
// when the boss has its own routine or is not a boss.
func genericBossOf(id uint8) (genericBoss, bool) {
	switch id {
	case s2WFZBoss:
		return genericBoss{0, 0, 6, 8, false, 0}, true
	}
	return genericBoss{}, false
}

// Boss ids the layouts place.
const (
	s2WFZBoss = 0xC5
	s2EggRobo = 0xC7
)

// bossGeneric is the shared routine (see the top of this file) for the
// boss in slot k. Routine 0 init, 2 fighting, 4 beaten.
func (s *engine) bossGeneric(k int, b genericBoss) {
	st := s.st
	ev := &st.S2.Ev
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		if b.x != 0 {
			setXPixel(ob, b.x)
			setYPixel(ob, b.y)
		}
		ob.Width = 0x20
		ob.Coll = b.coll
		if b.multi {
			ob.Render |= physics.S2Child
			ob.HitCount = b.hits
		} else {
			ob.CollProp = b.hits
		}
		ev.BossX, ev.BossY = int32(ob.X.Pixel())<<16, int32(ob.Y.Pixel())<<16
	case 2:
		beaten := ob.Status&s2BossBeaten != 0
		if b.multi {
			beaten = ob.HitCount == 0
		}
		if beaten {
			// Boss_Defeat
			ob.Routine = 4
			ob.Coll = 0
			ev.BossCountdown = 0xB3
			return
		}
		bossFlash(ob, b.coll)
	case 4:
		ev.BossCountdown--
		if ev.BossCountdown >= 0 {
			s.bossLoadExplosion(k)
			return
		}
		ob = s.slot(k)
		if !ev.BossDefeated {
			ev.BossDefeated = true
		}
		setYPixel(ob, ob.Y.Pixel()-2)
		if c := &st.Cam; b.maxX != 0 && c.MaxX < b.maxX {
			c.MaxX += 2
			return
		}
		if ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
		}
	}
}
