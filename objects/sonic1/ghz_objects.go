package sonic1

import (
	"loopwright/hexangle"
	"loopwright/physics"
)

// Green Hill's other objects (also met in Marble, Spring Yard, Star
// Light and Scrap Brain): the Buzz Bomber and its missile (which the
// Newtron fires too), the missile's dissolving, the swinging platforms,
// the smashable wall and the scenery (_incObj/22 Buzz Bomber.asm, 23
// Buzz Bomber Missile.asm, 24, 27 & 3F Explosions.asm, 15 Swinging
// Platforms, 3C Smashable Wall.asm, 1C Scenery.asm).

// Their object ids (_inc/Object Pointers.asm).
const (
	idSwingingPlatform = 0x15
	idScenery          = 0x1C
	idBuzzBomber       = 0x22
	idMissileDissolve  = 0x24
	idSmashWall        = 0x3C
)

// runGHZObject runs slot k's object when it is one of them; it reports
// whether it was.
func (s *engine) runGHZObject(k int) bool {
	switch s.st.S2.Slots[k].ID {
	case idBuzzBomber:
		s.buzzBomber(k)
	case idMissile:
		s.missile(k)
	case idMissileDissolve:
		s.missileDissolve(k)
	case idSwingingPlatform:
		s.swingingPlatform(k)
	case idSmashWall:
		s.smashWall(k)
	case idScenery:
		s.scenery(k)
	case idCollapseLedge:
		s.collapseLedge(k)
	case idBossGreenHill:
		s.bossGHZ(k)
	case idBossBall:
		s.bossBall(k)
	default:
		return false
	}
	return true
}

// ghzSolidSize is solidSize for these objects: the smashable wall ($1B x
// $20) and a swinging platform's top (its width; not in Scrap Brain).
func ghzSolidSize(ob *physics.S2Obj) (w, h int, top, ok bool) {
	switch ob.ID {
	case idSmashWall:
		if ob.Routine == 2 {
			return 0x1B, 0x20, false, true
		}
	case idSwingingPlatform:
		if ob.Routine == 2 || ob.Routine == 4 {
			return int(ob.Width), int(ob.YRad), true, true
		}
	case idCollapseLedge:
		if ob.Routine == 2 || ob.Routine == 4 {
			return 0x30, 0x38, true, true
		}
	}
	return 0, 0, false, false
}

// ---------------------------------------------------------------------------
// BuzzBomber ($22), Missile ($23), MissileDissolve ($24)

// buzzBomber is BuzzBomber: touch 8 (an enemy, $18 x $C). Buzz_Action's
// .move waits out its timer, then fires (when near Sonic) or flies at
// $400 the way it faces for 128 runs (.chknearsonic), stopping for 30
// when it comes within $60 of Sonic's x on screen (to fire: a Missile
// $1C below and $18 ahead, $200 down and ahead, 60 runs of waiting), and
// turning round with 60 runs of hovering when the flight time ends. Its
// state (buzz_buzzstatus) is Index, its timer Timer. RememberState.
func (s *engine) buzzBomber(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render, ob.Coll, ob.Width = 4, 8, 0x18
	}
	if ob.Routine != 2 {
		s.deleteObject(k)
		return
	}
	switch ob.Routine2 {
	case 0:
		ob.Timer--
		if ob.Timer >= 0 {
			break
		}
		if ob.Index&2 == 0 {
			ob.Routine2 = 2
			ob.Timer = 127
			ob.XVel = 0x400
			ob.Anim = 1
			if ob.Status&1 == 0 {
				ob.XVel = -0x400
			}
			break
		}
		j := s.findFree()
		if j < 0 {
			break
		}
		m := &o.Slots[j]
		*m = physics.S2Obj{ID: idMissile, Layout: -1, X: ob.X, Y: ob.Y + physics.FromPixels(0x1C),
			YVel: 0x200, XVel: 0x200, Status: ob.Status, Timer: 0xE, Parent: int16(k + 1)}
		d0 := 0x18
		if ob.Status&1 == 0 {
			d0 = -d0
			m.XVel = -m.XVel
		}
		m.X += physics.FromPixels(d0)
		ob = &o.Slots[k]
		ob.Index = 1
		ob.Timer = 59
		ob.Anim = 2
	case 2:
		ob.Timer--
		if ob.Timer < 0 {
			ob.Index = 0
			ob.Status ^= 1
			ob.Timer = 59
			buzzStop(ob)
			break
		}
		speedToPos(ob)
		if ob.Index != 0 {
			break
		}
		d := st.X.Pixel() - ob.X.Pixel()
		if d < 0 {
			d = -d
		}
		if d < 0x60 && ob.Render&physics.S2OnScreen != 0 {
			ob.Index = 2
			ob.Timer = 29
			buzzStop(ob)
		}
	}
	s.rememberState(k)
}

// buzzStop is .stop: back to .move, still, hovering.
func buzzStop(ob *physics.S2Obj) {
	ob.Routine2 -= 2
	ob.XVel = 0
	ob.Anim = 0
}

// aniMissile is Ani_Missile: the flare (ending in afRoutine), the
// missile.
var aniMissile = [][]byte{{7, 0, 1, afRoutine}, {1, 2, 3, afEnd}}

// missile is Missile: a Buzz Bomber's (subtype 0) waits 15 runs
// (objoff_32 in Timer), flares (Ani_Missile: 16 runs) and flies
// harmfully ($87) at its speeds, deleted below the bottom limit + $E0;
// cancelled (Msl_ChkCancel) while waiting or flaring once its Buzz Bomber
// has become an explosion. A Newtron's (subtype nonzero: Msl_FromNewt)
// flies harmfully from its first run, deleted once off screen. A missile
// whose status bit 7 is set dissolves (MissileDissolve).
func (s *engine) missile(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Timer--
		if ob.Timer >= 0 {
			s.mslChkCancel(k)
			return
		}
		ob.Routine = 2
		ob.Render, ob.Width = 4, 8
		ob.Status &= 3
		if ob.Sub == 0 {
			s.mslAnimate(k)
			return
		}
		ob.Routine = 8
		ob.Coll = 0x87
		ob.Anim = 1
		animateSprite(ob, aniMissile)
		s.display(k)
	case 2:
		s.mslAnimate(k)
	case 4:
		if ob.Status&0x80 != 0 {
			ob.ID, ob.Routine = idMissileDissolve, 0
			s.missileDissolve(k)
			return
		}
		ob.Coll = 0x87
		ob.Anim = 1
		speedToPos(ob)
		animateSprite(ob, aniMissile)
		if st.Cam.MaxY+0xE0 < ob.Y.Pixel() {
			s.deleteObject(k)
			return
		}
		s.display(k)
	case 8:
		if ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
		speedToPos(ob)
		animateSprite(ob, aniMissile)
		s.display(k)
	default:
		s.deleteObject(k)
	}
}

// mslAnimate is Msl_Animate: the cancel check, the animation, display.
func (s *engine) mslAnimate(k int) {
	if s.mslChkCancel(k) {
		return
	}
	animateSprite(&s.st.S2.Slots[k], aniMissile)
	s.display(k)
}

// mslChkCancel is Msl_ChkCancel: the missile is deleted once its parent
// slot holds an explosion (ExplosionItem). It reports deletion.
func (s *engine) mslChkCancel(k int) bool {
	o := &s.st.S2
	p := int(o.Slots[k].Parent) - 1
	if p < 0 || p >= Slots || o.Slots[p].ID != idExplosionItem {
		return false
	}
	s.deleteObject(k)
	return true
}

// missileDissolve is MissileDissolve: 4 pictures of 10 runs, no touch,
// then deletion.
func (s *engine) missileDissolve(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render, ob.Coll, ob.Width = 4, 0, 0x0C
		ob.AnimDur, ob.MapFrame = 9, 0
	}
	ob.AnimDur--
	if int8(ob.AnimDur) < 0 {
		ob.AnimDur = 9
		ob.MapFrame++
		if ob.MapFrame == 4 {
			s.deleteObject(k)
			return
		}
	}
	s.display(k)
}

// ---------------------------------------------------------------------------
// SwingingPlatform ($15)

// swingingPlatform is SwingingPlatform: Swing_Main makes the chain
// (subtype bits 0-3 + 1 links in free slots, $10 apart from the anchor,
// routine $A: shown only) and keeps the slots (the links', then its own)
// in Logs, their count in the subtype; a subtype with bit 4 is Green
// Hill's giant ball (harmful, $81). Star Light's platform is wider ($20)
// and harms from below ($99); Scrap Brain's is a spiked ball ($86, not a
// platform). Each run all of them sit on the circle of their radius
// (objoff_3C, in Timer) round the anchor at oscillator 6's angle
// ($80 less it when flipped: Swing_Move). As a platform (Swing_Solid) a
// falling Sonic within its width lands on its top (its height above
// its y); standing, he moves with it (Swing_Action2) until he walks
// off. Out of range (by the anchor's x) the chain and the platform are
// deleted (Swing_DelAll).
func (s *engine) swingingPlatform(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		s.swingMain(k)
		ob = &o.Slots[k]
		if ob.Routine == 0xC {
			s.swingAction(k)
			return
		}
		fallthrough
	case 2:
		w, h := int(ob.Width), int(ob.YRad)
		if st.YSpeed >= 0 {
			if d := int(int16(st.X.Pixel() - ob.X.Pixel() + w)); d >= 0 && d < 2*w {
				s.platform3(k, ob.Y.Pixel()-h)
			}
		}
		s.swingAction(k)
	case 4:
		w := int(ob.Width)
		s.exitPlatformR(k, w)
		x := ob.X.Pixel()
		s.swingMove(k)
		s.mvSonicOnPtfm(k, int(ob.YRad)+1, x)
		s.display(k)
		s.swingChkDel(k)
	case 0xA:
		s.display(k)
	case 0xC:
		s.swingAction(k)
	default:
		s.deleteObject(k)
	}
}

// swingMain is Swing_Main.
func (s *engine) swingMain(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	ob.Routine = 2
	ob.Render, ob.Width, ob.YRad = 4, 0x18, 8
	ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
	switch {
	case len(s.zoneAct) >= 3 && s.zoneAct[:3] == "slz":
		ob.Width, ob.YRad, ob.Coll = 0x20, 0x10, 0x99
	case s.zoneAct == "sbz1" || s.zoneAct == "sbz2" || s.zoneAct == "fz":
		ob.Width, ob.YRad, ob.Coll = 0x18, 0x18, 0x86
		ob.Routine = 0xC
	}
	sub := ob.Sub
	d1 := int(sub & 0xF)
	ob.Sub = 0
	d3 := uint8(d1*16 + 8)
	ob.Timer = int16(d3)
	d3 -= 8
	if ob.MapFrame != 0 {
		d3 += 8
		d1--
	}
	for ; d1 >= 0; d1-- {
		j := s.findFree()
		if j < 0 {
			break
		}
		ob = &o.Slots[k]
		ob.Logs[ob.Sub] = int16(j)
		ob.Sub++
		c := &o.Slots[j]
		*c = physics.S2Obj{ID: idSwingingPlatform, Routine: 0xA, Layout: -1, Render: 4, Width: 8, MapFrame: 1, Timer: int16(d3)}
		if d3 < 0x10 {
			c.MapFrame = 2
		}
		d3 -= 0x10
		if int(ob.Sub) >= len(ob.Logs)-1 {
			break
		}
	}
	ob = &o.Slots[k]
	ob.Logs[ob.Sub] = int16(k)
	ob.Index = 0x4080 // obAngle
	if sub&0x10 != 0 {
		ob.MapFrame = 1
		ob.Coll = 0x81
	}
}

// swingAction is Swing_Action: move, display, the range check.
func (s *engine) swingAction(k int) {
	s.swingMove(k)
	s.display(k)
	s.swingChkDel(k)
}

// swingMove is Swing_Move and Swing_Move2: every slot of the list sits
// at its radius times CalcSine's sine and cosine (/256) from the anchor.
func (s *engine) swingMove(k int) {
	ob := &s.st.S2.Slots[k]
	a := s.osc(6)
	if ob.Status&1 != 0 {
		a = 0x80 - a
	}
	s.swingMove2(k, a)
}

// swingMove2 is Swing_Move2: every slot of k's list (Logs, the count in
// the subtype) sits at its radius (Timer) times CalcSine(a)'s sine and
// cosine (/256) from k's BaseX, BaseY.
func (s *engine) swingMove2(k, a int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	sin, cos := int32(hexangle.Sin(a)), int32(hexangle.Cos(a))
	oy, ox := int(ob.BaseY), int(ob.BaseX)
	for i := 0; i <= int(ob.Sub) && i < len(ob.Logs); i++ {
		j := int(ob.Logs[i])
		if j < 0 || j >= Slots {
			continue
		}
		c := &o.Slots[j]
		r := int32(uint8(c.Timer))
		c.Y = physics.FromPixels(oy+int(r*sin>>8)) | c.Y&0xFF
		c.X = physics.FromPixels(ox+int(r*cos>>8)) | c.X&0xFF
	}
}

// swingChkDel is Swing_ChkDel: out of range by the anchor's x, every slot
// of the list is deleted (Swing_DelAll).
func (s *engine) swingChkDel(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if !s.outOfRange(int(ob.BaseX)) {
		return
	}
	n := int(ob.Sub)
	logs := ob.Logs
	for i := 0; i <= n && i < len(logs); i++ {
		if j := int(logs[i]); j >= 0 && j < Slots {
			s.deleteObject(j)
		}
	}
}

// ---------------------------------------------------------------------------
// SmashWall ($3C), Scenery ($1C)

// smashFragSpd are Smash_FragSpd1 (fragments flying right) and
// Smash_FragSpd2 (left): x and y speeds.
var smashFragSpd = [2][][2]int16{
	{{0x400, -0x500}, {0x600, -0x100}, {0x600, 0x100}, {0x400, 0x500}, {0x600, -0x600}, {0x800, -0x200}, {0x800, 0x200}, {0x600, 0x600}},
	{{-0x600, -0x600}, {-0x800, -0x200}, {-0x800, 0x200}, {-0x600, 0x600}, {-0x400, -0x500}, {-0x600, -0x100}, {-0x600, 0x100}, {-0x400, 0x500}},
}

// smashWall is SmashWall: solid ($1B x $20); Sonic rolling into it at
// $480 or more (his speed before SolidObject stopped him) smashes it:
// he keeps his speed and moves 4 on (4 back, from the left), and the
// wall becomes 8 fragments (SmashObject, mz_objects.go: the wall's slot
// and the first free ones, Smash_FragSpd1 when Sonic is right of it) that fly and
// fall ($70 a run) until off screen. RememberState.
func (s *engine) smashWall(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render, ob.Width = 4, 0x10
		ob.MapFrame = ob.Sub
		fallthrough
	case 2:
		speed := st.XSpeed
		s.solidObject(k, 0x1B, 0x20, 0x20, ob.X.Pixel())
		ob = &o.Slots[k]
		// obAnim id_Roll (the core's fast roll is the same script's)
		rolling := st.P.Anim.ID == physics.AnimRoll || st.P.Anim.ID == physics.AnimRollFast
		if ob.Status&pushBit == 0 || !rolling {
			break
		}
		d0 := speed
		if d0 < 0 {
			d0 = -d0
		}
		if d0 < 0x480 {
			break
		}
		st.XSpeed = speed
		st.X += physics.FromPixels(4)
		spd := smashFragSpd[0]
		if ob.X.Pixel() >= st.X.Pixel() {
			st.X -= physics.FromPixels(8)
			spd = smashFragSpd[1]
		}
		st.GSpeed = st.XSpeed
		ob.Status &^= pushBit
		st.Pushing = false
		s.contact(k, physics.Hitbox, "smash")
		s.smashObject(k, spd, 0x70)
		s.smashFragMove(k)
	case 4:
		s.smashFragMove(k)
	}
	if o.Slots[k].ID != 0 {
		s.rememberState(k)
	}
}

// smashFragMove is Smash_FragMove: a fragment moves, falls $70 a run,
// and is deleted once off screen.
func (s *engine) smashFragMove(k int) {
	ob := &s.st.S2.Slots[k]
	speedToPos(ob)
	ob.YVel += 0x70
	s.display(k)
	if ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
	}
}

// scenery is Scenery: Star Light's fireball launchers (subtypes 0-2) and
// Green Hill's bridge stump (3), shown while in range; none touches
// Sonic (Scen_Values' collision 0).
func (s *engine) scenery(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render |= 4
		ob.Width = 8
		if ob.Sub == 3 {
			ob.Width, ob.MapFrame = 0x10, 1
		}
	}
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}
