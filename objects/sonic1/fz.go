package sonic1

import "loopwright/physics"

// The Final Zone (_incObj/85 Boss - Final.asm, 84 FZ Eggman's
// Cylinders.asm, 86 FZ Plasma Ball Launcher.asm).

// Their object ids (_inc/Object Pointers.asm) and the arena (Constants.asm:
// boss_fz_y, boss_fz_end).
const (
	idEggmanCylinder = 0x84
	idBossPlasma     = 0x86
	bossFZY          = 0x510
	bossFZEnd        = bossFZX + 0x2B0
)

// BossFinal's stages (its objoff_34), kept in B3E: its own SolidObject
// uses ob2ndRout (Routine2) as the standing flag. objoff_35 (the hit
// timer) is B3F, objoff_30 Timer, objoff_32 Timer2; the plasma
// launcher's slot (objoff_36) Child1; the four cylinders' (objoff_38)
// Logs[0..3].
const (
	fzWait, fzCrush, fzPlasma, fzFall, fzRun, fzLeap, fzShip, fzFly = 0, 2, 4, 6, 8, 0xA, 0xC, 0xE
)

// fzParts are BossFinal_ObjData/ObjData2: each part's position, routine
// and width (the boss itself first).
var fzParts = [6]struct {
	x, y    int
	routine uint8
	width   uint8
}{
	{0x100, 0x100, 2, 0x20},
	{bossFZX + 0x160, bossFZY + 0x80, 4, 0x12},
	{bossFZX + 0x290, bossFZY + 0x86, 6, 0},
	{bossFZX + 0x290, bossFZY + 0x86, 8, 0},
	{bossFZX + 0x290, bossFZY + 0x86, 0xA, 0x20},
	{bossFZX + 0x290, bossFZY + 0x86, 0xC, 0},
}

// fzPick is word_19FD6: the cylinder pairs BossFinal chooses from.
var fzPick = [8]int{0, 2, 2, 4, 4, 6, 6, 0}

// bossFinal is BossFinal: BossFinal_Main makes its five parts (the
// boss's own slot first, then FindNextFreeObj), the plasma launcher
// (FindFreeObj) and the four cylinders (FindNextFreeObj, subtypes 0, 2,
// 4, 6), with 8 hits.
func (s *engine) bossFinal(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		j := k
		for i, p := range fzParts {
			if i > 0 {
				if j = s.findNextFree(j); j < 0 {
					break
				}
			}
			c := &o.Slots[j]
			*c = physics.S2Obj{ID: idBossFinal, Layout: -1, Routine: p.routine, Width: p.width,
				X: physics.FromPixels(p.x), Y: physics.FromPixels(p.y), Render: 4, Parent: int16(k + 1)}
			o.Slots[k].Render |= 0x80
		}
		ob.Parent = 0
		// The launcher in the first free slot, the cylinders in the
		// first free ones after the boss (FindNextFreeObj searches from
		// a0, the boss).
		if p := s.findFree(); p >= 0 {
			o.Slots[p] = physics.S2Obj{ID: idBossPlasma, Layout: -1, Parent: int16(k + 1)}
			ob.Child1 = int16(p + 1)
			for d2 := 0; d2 < 4; d2++ {
				j := s.findNextFree(k)
				if j < 0 {
					break
				}
				o.Slots[j] = physics.S2Obj{ID: idEggmanCylinder, Layout: -1, Parent: int16(k + 1), Sub: uint8(2 * d2)}
				ob.Logs[d2] = int16(j + 1)
			}
		}
		ob.B3E = fzWait
		ob.CollProp = 8
		ob.Timer = -1
	}
	switch ob.Routine {
	case 2:
		s.bossFinalEggman(k)
		if o.Slots[k].ID == idBossFinal {
			s.display(k)
		}
	case 4:
		// loc_1A38E: a piece of the control room, gone once Sonic is
		// right of it and it is off screen.
		ob.MapFrame = 0xB
		if s.st.X.Pixel() >= ob.X.Pixel() && ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
		s.display(k)
	default:
		s.fzPart(k)
	}
}

// fzParent returns the slot of a Final Zone part's parent (objoff_34), or
// -1.
func (s *engine) fzParent(k int) int {
	p := int(s.st.S2.Slots[k].Parent) - 1
	if p < 0 || p >= Slots {
		return -1
	}
	return p
}

// fzPart runs BossFinal's drawn parts (routines 6, 8, $A, $C: loc_1A346
// the legs, loc_1A2C6 Eggman on foot, loc_1A3AC and loc_1A264 his ship):
// they take the boss's facing; from the ship stage (Map_Eggman) on they
// follow it. Eggman on foot, once the last hit is taken, makes the
// BossDefeated explosions while on screen and goes when off it.
func (s *engine) fzPart(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	p := s.fzParent(k)
	if p < 0 || (ob.Routine == 8 || ob.Routine == 0xC) && o.Slots[p].ID != ob.ID {
		s.deleteObject(k)
		return
	}
	b := &o.Slots[p]
	ship := b.ID == idBossFinal && b.B3E >= fzShip
	follow := false
	switch ob.Routine {
	case 6:
		ob.Status |= 1
		if ship {
			ob.X, ob.Y = b.X, b.Y
			if ob.AnimDur == 0 {
				ob.AnimDur = 0x14
			}
			ob.AnimDur--
			if int8(ob.AnimDur) <= 0 {
				ob.MapFrame++
				if ob.MapFrame > 2 {
					s.deleteObject(k)
					return
				}
			}
			follow = true
		}
	case 8:
		if !ship {
			ob.MapFrame = 0xA
			break
		}
		if int8(b.CollProp) <= 0 {
			if ob.Render&physics.S2OnScreen == 0 {
				s.deleteObject(k)
				return
			}
			s.bossDefeated(k)
		}
		follow = true
	case 0xA:
		ob.MapFrame = 0
		ob.Status |= 1
		if b.B3E == fzShip && ship {
			s.deleteObject(k)
			return
		}
	case 0xC:
		follow = b.B3E >= fzShip
	}
	if follow {
		ob.X, ob.Y = b.X, b.Y
	}
	ob.Status = b.Status
	ob.Render = ob.Render&^3 | b.Status&3
	s.display(k)
}

// bossFinalEggman is BossFinal_Eggman's stages.
func (s *engine) bossFinalEggman(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.B3E {
	case fzWait:
		// loc_19E90: until the camera reaches boss_fz_x (the art
		// loaded); the seed counts the frames.
		if st.Cam.X >= bossFZX {
			ob.B3E = fzCrush
		}
		o.RNG++
	case fzCrush:
		s.fzCrush(k)
	case fzPlasma:
		// loc_19FE6: the launcher fires; back to crushing once its
		// balls are gone (it sets objoff_32).
		if ob.Timer < 0 {
			ob.Timer = 0
			if c := int(ob.Child1) - 1; c >= 0 && c < Slots {
				o.Slots[c].Flag = true
			}
		}
		if ob.Timer2 != 0 {
			ob.B3E = fzCrush
			ob.Timer, ob.Timer2 = -1, 0
		}
	case fzFall:
		// loc_1A02A: beaten, he drops out of his cylinder.
		ob.Width = 0x30
		ob.Status |= 1
		speedToPos(ob)
		ob.MapFrame = 6
		ob.YVel += 0x10
		if ob.Y.Pixel() >= bossFZY+0x8C {
			ob.Y = physics.FromPixels(bossFZY + 0x8C)
			ob.B3E = fzRun
			ob.Width = 0x20
			ob.XVel, ob.YVel = 0x100, -0x100
			o.DLERoutine += 2
		}
		s.fzScroll(k)
	case fzRun:
		s.fzRun(k)
		s.fzScroll(k)
	case fzLeap:
		// loc_1A112: the leap onto his ship.
		speedToPos(ob)
		if ob.X.Pixel() >= bossFZX+0x290 {
			ob.XVel = 0
		}
		ob.YVel += 0x34
		if ob.YVel >= 0 && ob.Y.Pixel() >= bossFZY+0x82 {
			ob.Y = physics.FromPixels(bossFZY + 0x82)
			ob.YVel = 0
		}
		if ob.XVel|ob.YVel == 0 {
			ob.B3E = fzShip
			ob.YVel = -0x180
			ob.CollProp = 1
		}
		s.fzScroll(k)
	case fzShip:
		// loc_1A192: the ship rises to boss_fz_y+$34, then flies off
		// right, hittable (touch $F).
		ob.Status |= 1
		speedToPos(ob)
		if ob.Y.Pixel() < bossFZY+0x34 {
			ob.XVel, ob.YVel = 0x180, -0x18
			ob.Coll = 0xF
			ob.B3E = fzFly
		}
		s.fzScroll(k)
	case fzFly:
		s.fzFly(k)
	}
}

// fzCrush is loc_19EA8: two cylinders chosen by RandomNumber close in
// (the first, objoff_29 -1, carries Eggman; the second, 1, moves alone);
// when both are back (objoff_32 below 0) the launcher's turn comes, or
// with no hits left the fall. Eggman in his cylinder is solid ($2B wide,
// $14 high); Sonic rolling into his side is thrown back at $300 and,
// unless the 100-frame hit timer runs, takes a hit.
func (s *engine) fzCrush(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	if ob.Timer < 0 {
		ob.Timer = 0
		r := s.random()
		d0 := int(r & 0xC)
		d1 := d0 + 2
		if int32(r) < 0 {
			d0, d1 = d1, d0
		}
		a, b := fzPick[d0>>1], fzPick[d1>>1]
		ob.Timer = int16(a)
		if c := int(ob.Logs[a>>1]) - 1; c >= 0 && c < Slots {
			o.Slots[c].Flag = true
			o.Slots[c].Timer = -1
		}
		if c := int(ob.Logs[b>>1]) - 1; c >= 0 && c < Slots {
			o.Slots[c].Flag = true
			o.Slots[c].Timer = 0
		}
		ob.Timer2 = 1
		ob.B3F = 0
	}
	if ob.Timer2 < 0 {
		if ob.CollProp != 0 {
			ob.B3E = fzPlasma
			ob.Timer, ob.Timer2 = -1, 0
			return
		}
		ob.B3E = fzFall
		ob.X, ob.Y = physics.FromPixels(bossFZX+0x170), physics.FromPixels(bossFZY+0x2C)
		ob.YRad = 0x14
		return
	}
	ob.Status &^= 1
	if st.X.Pixel() >= ob.X.Pixel() {
		ob.Status |= 1
	}
	if s.solidObject(k, 0x2B, 0x14, 0x14, ob.X.Pixel()) > 0 {
		o.RNG += 7 << 16
		rolling := st.P.Anim.ID == physics.AnimRoll || st.P.Anim.ID == physics.AnimRollFast
		if rolling {
			v := physics.Fixed(0x300)
			if ob.Status&1 == 0 {
				v = -v
			}
			st.XSpeed = v
			if ob.B3F == 0 {
				ob.CollProp--
				ob.B3F = 0x64
				s.contact(k, physics.Hitbox, "hit")
			}
		}
	}
	if ob.B3F != 0 {
		ob.B3F--
	}
}

// fzRun is loc_1A074: Eggman runs right, faster the nearer Sonic is
// behind him ($500 when Sonic is ahead, $400 down to 0 as he falls $F8
// pixels behind), hopping (-$40 at boss_fz_y+$93), until
// boss_fz_x+$250, where he leaps (+$240, -$4C0).
func (s *engine) fzRun(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	ob.Status |= 1
	speedToPos(ob)
	ob.YVel += 0x10
	if ob.Y.Pixel() >= bossFZY+0x93 {
		ob.YVel = -0x40
	}
	ob.XVel = 0x400
	d0 := int(int16(ob.X.Pixel() - st.X.Pixel()))
	if d0 < 0 {
		ob.XVel = 0x500
	} else {
		for _, step := range [...]struct{ sub, dv int }{{0x70, 0x100}, {8, 0x100}, {8, 0x80}, {8, 0x80}, {8, 0x80}, {0x38, 0x80}} {
			d0 -= step.sub
			if d0 < 0 {
				break
			}
			ob.XVel -= physics.Fixed(step.dv)
		}
	}
	if ob.X.Pixel() >= bossFZX+0x250 {
		ob.X = physics.FromPixels(bossFZX + 0x250)
		ob.XVel, ob.YVel = 0x240, -0x4C0
		ob.B3E = fzLeap
	}
}

// fzScroll is loc_1A166: the right limit opens 2 pixels a frame up to
// boss_fz_end, and until the ship stage Eggman is solid ($1B wide, $70
// high).
func (s *engine) fzScroll(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if st.Cam.MaxX < bossFZEnd {
		st.Cam.MaxX += 2
	}
	if ob.B3E < fzShip {
		s.solidObject(k, 0x1B, 0x70, 0x71, ob.X.Pixel())
	}
}

// fzFly is loc_1A1D4: the fleeing ship; a hit takes its touch box for
// $1E frames, after which the last hit sends it down ($60) and it flies
// off. Past boss_fz_end+$90 (signed) the game takes Sonic's controls
// (f_lockctrl) and writes his buttons itself (v_jpadhold2: none, Up
// while the ship rises), clears his ground speed, and while the ship
// rises holds him left of boss_fz_end+$E0. Once the ship is right of
// boss_fz_end+$200 and off screen the game mode becomes the ending's
// (id_Ending: the level ends with the frame, engine.go AfterCamera) and
// the ship is deleted.
func (s *engine) fzFly(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	ob.Status |= 1
	speedToPos(ob)
	tick := ob.Timer != 0
	if !tick && ob.Coll == 0 {
		ob.Timer = 0x1E
		tick = true
	}
	if tick {
		ob.Timer--
		if ob.Timer == 0 {
			if ob.Status&0x80 != 0 {
				ob.YVel = 0x60
			} else {
				ob.Coll = 0xF
			}
		}
	}
	if int16(st.X.Pixel()) >= bossFZEnd+0x90 {
		o := &st.S2
		o.LockCtrl, o.LockIn = true, 0
		st.GSpeed = 0
		if ob.YVel < 0 {
			o.LockIn = physics.Up // move.w #$100,(v_jpadhold2).w
			if int16(st.X.Pixel()) >= bossFZEnd+0xE0 {
				st.X = physics.FromPixels(bossFZEnd+0xE0) | st.X&0xFF
			}
		}
	}
	if uint16(ob.X.Pixel()) >= bossFZEnd+0x200 && ob.Render&physics.S2OnScreen == 0 {
		st.S2.GoMode = "ending"
		s.deleteObject(k)
		return
	}
}

// fzOffset returns a cylinder's objoff_3C (its offset from its base y, a
// 16.16 long kept in Timer2:Timer3); setFZOffset stores it.
func fzOffset(ob *physics.S2Obj) int32 {
	return int32(uint32(uint16(ob.Timer2))<<16 | uint32(uint16(ob.Timer3)))
}

func setFZOffset(ob *physics.S2Obj, v int32) {
	ob.Timer2, ob.Timer3 = int16(uint32(v)>>16), int16(uint16(uint32(v)))
}

// eggmanCylinder is EggmanCylinder: subtypes 0 and 2 rise from below
// (boss_fz_x+$80 and +$100, boss_fz_y+$110), 4 and 6 come down from
// above (boss_fz_x+$40 and +$C0, boss_fz_y-$50), each solid ($2B wide,
// $60 high). Told to move (objoff_29, Flag) it goes $A0 out (speeding
// up by $8000 a frame, $30000 past $10) and comes back at $20000 a frame
// ($10000 once the boss has no hits left, with BossDefeated's
// explosions); back home it counts down the boss's objoff_32 and clears
// its objoff_30. The one whose objoff_30 is negative carries Eggman
// ($A above its y, $E below for the top ones). Deleted $140 behind
// Sonic off screen. Its y base is BaseY, objoff_30 Timer.
func (s *engine) eggmanCylinder(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		p := [4][2]int{{bossFZX + 0x80, bossFZY + 0x110}, {bossFZX + 0x100, bossFZY + 0x110},
			{bossFZX + 0x40, bossFZY - 0x50}, {bossFZX + 0xC0, bossFZY - 0x50}}[ob.Sub>>1&3]
		ob.Render = 4 | 0x80 | 0x10
		ob.X, ob.Y = physics.FromPixels(p[0]), physics.FromPixels(p[1])
		ob.BaseY = int16(p[1])
		ob.Width, ob.YRad = 0x20, 0x60
		ob.Routine = 2
		fallthrough
	case 2:
		if ob.Sub > 2 {
			ob.Render |= 2
		}
		setFZOffset(ob, 0)
		if ob.Flag {
			ob.Routine = 4
		}
	case 4:
		s.cylMove(k)
	}
	ob = &o.Slots[k]
	y := int16(ob.BaseY + int16(uint32(fzOffset(ob))>>16))
	ob.Y = physics.FromPixels(int(y)) | ob.Y&0xFF
	if ob.Routine == 4 && ob.Timer < 0 {
		d0 := int16(-0xA)
		if ob.Sub > 2 {
			d0 = 0xE
		}
		if p := s.fzParent(k); p >= 0 {
			b := &o.Slots[p]
			b.Y = physics.FromPixels(int(y+d0)) | b.Y&0xFF
			b.X = physics.FromPixels(ob.X.Pixel()) | b.X&0xFF
		}
	}
	s.solidObject(k, 0x2B, 0x60, 0x61, ob.X.Pixel())
	d0 := uint8(0)
	d1 := int16(uint32(fzOffset(ob)) >> 16)
	if d1 < 0 {
		if d1 = -d1 - 8; d1 >= 0 {
			d0 = 1 + uint8(d1>>4)
		}
	} else if d1 -= 0x27; d1 >= 0 {
		d0 = 1 + uint8(d1>>4)
	}
	ob.MapFrame = d0
	if dx := int(int16(st.X.Pixel() - ob.X.Pixel())); dx >= 0x140 && ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// cylMove is EggmanCylinder's routine 4 (loc_1A598 for the bottom
// cylinders, loc_1A604 for the top ones).
func (s *engine) cylMove(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	off := fzOffset(ob)
	up := ob.Sub <= 2
	if !up {
		ob.Render |= 2
	}
	if !ob.Flag {
		p := s.fzParent(k)
		if p >= 0 && o.Slots[p].CollProp == 0 {
			s.bossDefeated(k)
			if up {
				off -= 0x10000
			} else {
				off += 0x10000
			}
		}
		var done bool
		if up {
			done = uint64(uint32(off))+0x20000 > 0xFFFFFFFF
			off += 0x20000
		} else {
			done = uint32(off) < 0x20000
			off -= 0x20000
		}
		if done {
			off = 0
			if p >= 0 {
				o.Slots[p].Timer2--
				o.Slots[p].Timer = 0
			}
			ob.Routine -= 2
		}
		setFZOffset(ob, off)
		return
	}
	hi := int16(uint32(off) >> 16)
	if up {
		if hi < -0x10 {
			off -= 0x28000
		}
		off -= 0x8000
		if int16(uint32(off)>>16) <= -0xA0 {
			off = -0xA0 << 16
			ob.Flag = false
		}
	} else {
		if hi >= 0x10 {
			off += 0x28000
		}
		off += 0x8000
		if int16(uint32(off)>>16) >= 0xA0 {
			off = 0xA0 << 16
			ob.Flag = false
		}
	}
	setFZOffset(ob, off)
}

// bossPlasma is BossPlasma: the launcher (boss_fz_x+$138,
// boss_fz_y+$2C, solid $13 wide, 8 high) waits for the boss's word
// (objoff_29, Flag), then makes four plasma balls (routine 8, the next
// free slots) bound for x boss_fz_x+$128 less $4F each, +-$10 by
// RandomNumber; once all four have reached their places (objoff_32,
// Timer2) it waits for them to go (objoff_38, Timer3) and tells the
// boss (its objoff_32 -1). When the boss is beaten it becomes an
// explosion. Deleted $140 behind Sonic off screen.
func (s *engine) bossPlasma(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.X, ob.Y = physics.FromPixels(bossFZX+0x138), physics.FromPixels(bossFZY+0x2C)
		ob.Anim, ob.Width, ob.YRad = 0, 8, 8
		ob.Render = 4 | 0x80
		ob.Routine = 2
		fallthrough
	case 2:
		if p := s.fzParent(k); p >= 0 && o.Slots[p].ID == idBossFinal && o.Slots[p].B3E == fzFall {
			ob.ID, ob.Routine = idExplosionBomb, 0
			s.display(k)
			return
		}
		ob.Anim = 0
		if ob.Flag {
			ob.Routine = 4
			ob.Anim = 1
			ob.Sub = 0x3E
		}
	case 4:
		if ob.Flag {
			ob.Flag = false
			ob.Timer += 4
			ob.Timer2 = 0
			for i := 0; i < 4; i++ {
				j := s.findNextFree(k)
				if j < 0 {
					break
				}
				b := &o.Slots[j]
				*b = physics.S2Obj{ID: idBossPlasma, Layout: -1, Routine: 8, X: ob.X, Y: physics.FromPixels(bossFZY + 0x2C),
					YRad: 0xC, Width: 0xC, Index: 0x3E, Render: 4 | 0x80, Parent: int16(k + 1)}
				d0 := s.random()
				d1 := int(int16(ob.Timer2*-0x4F)) + bossFZX + 0x128
				b.BaseX = int16(int(d0&0x1F) - 0x10 + d1)
				ob.Timer2++
				ob.Timer3 = ob.Timer2
			}
		}
		if ob.Timer2 == 0 {
			ob.Routine = 6
		}
	case 6:
		ob.Anim = 2
		if ob.Timer3 == 0 {
			ob.Routine = 2
			if p := s.fzParent(k); p >= 0 {
				o.Slots[p].Timer2 = -1
			}
		}
	case 8:
		s.plasmaBall(k)
		return
	}
	s.solidObject(k, 0x13, 8, 0x11, ob.X.Pixel())
	if dx := int(int16(st.X.Pixel() - ob.X.Pixel())); dx >= 0x140 && ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// plasmaBall is BossPlasma's routine 8: a ball slides to its place
// (speed 16 times the distance), counting down its launcher's objoff_32
// on arrival; $B4 frames after it was made it drops (+$140) toward
// Sonic's x as he was (his distance as the x speed), harmful ($9A),
// until boss_fz_y+$D0 or $B4 more frames, and goes, counting down the
// launcher's objoff_38. Its place is BaseX, its subtype word Index.
func (s *engine) plasmaBall(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	p := s.fzParent(k)
	switch ob.Routine2 {
	case 0:
		ob.XVel = physics.Fixed(int16((ob.BaseX - int16(ob.X.Pixel())) << 4))
		ob.Index = 0xB4
		ob.Routine2 = 2
	case 2:
		if ob.XVel != 0 {
			speedToPos(ob)
			if d0 := int16(ob.X.Pixel()) - ob.BaseX; uint16(ob.X.Pixel()) < uint16(ob.BaseX) {
				ob.XVel = 0
				ob.X = physics.FromPixels(int(int16(ob.X.Pixel())+d0)) | ob.X&0xFF
				if p >= 0 {
					o.Slots[p].Timer2--
				}
			}
		}
		ob.Anim = 0
		ob.Index--
		if ob.Index == 0 {
			ob.Routine2 = 4
			ob.Anim = 1
			ob.Coll = 0x9A
			ob.Index = 0xB4
			ob.XVel = physics.Fixed(int16(st.X.Pixel() - ob.X.Pixel()))
			ob.YVel = 0x140
		}
	case 4:
		speedToPos(ob)
		if ob.Y.Pixel() < bossFZY+0xD0 {
			ob.Index--
			if ob.Index != 0 {
				break
			}
		}
		if p >= 0 {
			o.Slots[p].Timer3--
		}
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// runFZObject runs slot k's object when it is one of the Final Zone's;
// it reports whether it was.
func (s *engine) runFZObject(k int) bool {
	switch s.st.S2.Slots[k].ID {
	case idBossFinal:
		s.bossFinal(k)
	case idEggmanCylinder:
		s.eggmanCylinder(k)
	case idBossPlasma:
		s.bossPlasma(k)
	default:
		return false
	}
	return true
}

// fzSolidSize is solidSize for the Final Zone's objects.
func fzSolidSize(ob *physics.S2Obj) (w, h int, top, ok bool) {
	switch {
	case ob.ID == idEggmanCylinder && ob.Routine != 0:
		return 0x2B, 0x60, false, true
	case ob.ID == idBossPlasma && ob.Routine >= 2 && ob.Routine <= 6:
		return 0x13, 8, false, true
	case ob.ID == idBossFinal && ob.Routine == 2 && ob.B3E == fzCrush:
		return 0x2B, 0x14, false, true
	case ob.ID == idBossFinal && ob.Routine == 2 && ob.B3E >= fzFall && ob.B3E < fzShip:
		return 0x1B, 0x70, false, true
	}
	return 0, 0, false, false
}
