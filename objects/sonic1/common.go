package sonic1

import (
	"loopwright/hexangle"
	"loopwright/physics"
)

// The objects every zone shares: the lamp post, the signpost, the giant
// ring and its flash, the hidden bonuses, the prison capsule and the
// bosses' explosions (_incObj/79 Lamppost.asm, 0D Signpost.asm, 4B Giant
// Ring.asm, 7C Ring Flash.asm, 7D Hidden Bonuses.asm, 3E Prison
// Capsule.asm, 24, 27 & 3F Explosions.asm).

// Their object ids (_inc/Object Pointers.asm).
const (
	idSignpost      = 0x0D
	idPrison        = 0x3E
	idExplosionBomb = 0x3F
	idGiantRing     = 0x4B
	idLamppost      = 0x79
	idRingFlash     = 0x7C
	idHiddenBonus   = 0x7D
)

// runCommonObject runs slot k's object when it is one of them; it
// reports whether it was.
func (s *engine) runCommonObject(k int) bool {
	switch s.st.S2.Slots[k].ID {
	case idLamppost:
		s.lamppost(k)
	case idSignpost:
		s.signpost(k)
	case idGiantRing:
		s.giantRing(k)
	case idRingFlash:
		s.ringFlash(k)
	case idHiddenBonus:
		s.hiddenBonus(k)
	case idPrison:
		s.prison(k)
	case idExplosionBomb:
		s.explosionBomb(k)
	default:
		return false
	}
	return true
}

// commonSolidSize is solidSize for these objects: the prison's body
// ($2B x $18) and its button ($17 x 8).
func commonSolidSize(ob *physics.S2Obj) (w, h int, top, ok bool) {
	if ob.ID != idPrison {
		return 0, 0, false, false
	}
	switch ob.Routine {
	case 2:
		return 0x2B, 0x18, false, true
	case 4:
		return 0x17, 8, false, true
	}
	return 0, 0, false, false
}

// ---------------------------------------------------------------------------
// Lamppost ($79)

// lamppost is Lamppost: Lamp_Main shows a post whose number (subtype,
// bit 7 aside) is not above the last one hit (v_lastlamp, S2.Star.Last)
// as red (Lamp_Finish, its respawn byte's bit 0 set); a blue one
// (Lamp_Blue) is hit when Sonic is within 8 pixels of its x and from $40
// above to $28 below its y: it turns red, saves the game's state
// (Lamp_StoreInfo) and makes the twirling lamp (Lamp_Twirl: routine 6,
// $21 runs circling $C pixels round a point $18 above the post). Then
// RememberState.
func (s *engine) lamppost(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render, ob.Width = 4, 8
		rb := &o.Respawn[2+int(ob.Respawn)]
		*rb &^= 0x80
		if *rb&1 != 0 || o.Star.Last&0x7F >= ob.Sub&0x7F {
			*rb |= 1
			ob.Routine, ob.MapFrame = 4, 3
		} else {
			s.lampBlue(k)
		}
	case 2:
		s.lampBlue(k)
	case 6:
		s.lampTwirl(k)
	}
	s.rememberState(k)
}

// lampBlue is Lamp_Blue.
func (s *engine) lampBlue(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	if s.noInteract() {
		return // .donothing
	}
	rb := &o.Respawn[2+int(ob.Respawn)]
	if o.Star.Last&0x7F >= ob.Sub&0x7F {
		*rb |= 1
		ob.Routine, ob.MapFrame = 4, 3
		return
	}
	x, y := ob.X.Pixel(), ob.Y.Pixel()
	if uint16(st.X.Pixel()-x+8) >= 0x10 || uint16(st.Y.Pixel()-y+0x40) >= 0x68 {
		return
	}
	ob.Routine += 2
	if j := s.findFree(); j >= 0 {
		o.Slots[j] = physics.S2Obj{ID: idLamppost, Routine: 6, Layout: -1, Render: 4, Width: 8, MapFrame: 2,
			BaseX: int16(x), BaseY: int16(y - 0x18), Timer: 0x20}
		ob = &o.Slots[k]
	}
	ob.MapFrame = 1
	s.lampStore(k)
	*rb |= 1
}

// lampTwirl is Lamp_Twirl: its angle (Timer2) falls by $10 a run; it
// sits at CalcSine(angle-$40) times $C00 (high words) from its centre.
func (s *engine) lampTwirl(k int) {
	ob := &s.st.S2.Slots[k]
	ob.Timer--
	if ob.Timer < 0 {
		ob.Routine = 4
	}
	a := int(uint8(ob.Timer2))
	ob.Timer2 = int16(uint8(a - 0x10))
	sin, cos := hexangle.Sin(a-0x40), hexangle.Cos(a-0x40)
	ob.X = physics.FromPixels(int(ob.BaseX) + int(int32(cos)*0xC00>>16))
	ob.Y = physics.FromPixels(int(ob.BaseY) + int(int32(sin)*0xC00>>16))
}

// lampStore is Lamp_StoreInfo: the post's number and position, the
// camera's bottom limit and position, the level events' and the water's
// stages, the water's mean height and the level timer (rings, lives and
// the background's scroll, which the physics does not keep, aside).
func (s *engine) lampStore(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	o.Star = physics.S2Starpost{Last: ob.Sub, X: ob.X.Pixel(), Y: ob.Y.Pixel(), Path: st.Path,
		MaxY: st.Cam.MaxY, CamX: st.Cam.X, CamY: st.Cam.Y,
		DLE: o.DLERoutine, WaterRoutine: o.WaterRoutine, Water: st.Water.Mean, Time: o.Time}
}

// lampLoad is Lamp_LoadInfo with LevelSizeLoad's screen position, on a
// restart after a lamp post (the engine's Reset, before ObjPosLoad):
// Sonic is at the post (the Respawn did it) with no rings (the game
// restores them and then clears them), the timer as saved (lampTime),
// the level events' stage and the
// bottom limit as saved, the camera placed on him as SetScreen places
// it (inside the saved bottom limit); a post whose number has bit 7 set
// also fixes the left limit $A0 left of it. Labyrinth's water is
// lampWater's, after the core's water starts.
func (s *engine) lampLoad(star physics.S2Starpost) {
	st := s.st
	o := &st.S2
	c := &st.Cam
	o.Star = star
	o.Time = lampTime(star.Time)
	o.DLERoutine = star.DLE
	o.WaterRoutine = star.WaterRoutine
	c.MaxY, c.TargetMaxY = star.MaxY, star.MaxY
	y := max(star.Y-96, 0)
	if y >= c.MaxY {
		y = c.MaxY
	}
	c.Y = y
	if star.Last&0x80 != 0 {
		c.MinX = star.X - 0xA0
	}
}

// lampWater is Lamp_LoadInfo's Labyrinth part: the water's mean height
// (and target) as the post saved it; the surface follows from it in the
// next frame.
func (s *engine) lampWater(star physics.S2Starpost) {
	if s.HasWater() && (s.zoneAct == "lz1" || s.zoneAct == "lz2" || s.zoneAct == "lz3" || s.zoneAct == "sbz3") {
		s.st.Water.Mean, s.st.Water.Target = star.Water, star.Water
	}
}

// ---------------------------------------------------------------------------
// Signpost ($0D)

// sparkPos is Sign_SparkPos: where the spinning sign's sparkles appear.
var sparkPos = [8][2]int8{{-0x18, -0x10}, {8, 8}, {-0x10, 0}, {0x18, -8}, {0, -8}, {0x10, 0}, {-0x18, 8}, {0x18, 0x10}}

// signpost is Signpost: Sign_Touch waits for Sonic within $20 pixels
// right of it, then locks the screen (the left limit at the right);
// Sign_Spin spins three cycles of 60 frames, a ring sparkle every $C
// frames (Rings at Ring_Sparkle, by Sign_SparkPos); Sign_SonicRun takes
// the controls (Right held) unless Sonic is in the air, and once he is
// $128 right of the right limit GotThroughAct ends the act. Deleted out
// of range.
func (s *engine) signpost(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render, ob.Width = 4, 0x18
		fallthrough
	case 2:
		if d := st.X.Pixel() - ob.X.Pixel(); d >= 0 && d < 0x20 {
			o.TimeCount = false // f_timecount: the timer stops
			st.Cam.MinX = st.Cam.MaxX
			ob.Routine += 2
		}
	case 4:
		ob.Timer--
		if ob.Timer < 0 {
			ob.Timer = 60
			ob.Anim++
			if ob.Anim == 3 {
				ob.Routine += 2
			}
		}
		ob.Timer2--
		if ob.Timer2 < 0 {
			ob.Timer2 = 0xB
			i := ob.Index
			ob.Index = (ob.Index + 2) & 0xE
			if j := s.findFree(); j >= 0 {
				p := sparkPos[i/2]
				o.Slots[j] = physics.S2Obj{ID: idRings, Routine: 6, Layout: -1, Render: 4, Width: 8,
					X: physics.FromPixels(ob.X.Pixel() + int(p[0])), Y: physics.FromPixels(ob.Y.Pixel() + int(p[1]))}
				ob = &o.Slots[k]
			}
		}
	case 6:
		if !st.Air {
			o.ControlLocked = true
		}
		if st.X.Pixel() >= st.Cam.MaxX+0x128 {
			ob.Routine += 2
			s.gotThroughAct()
		}
	}
	s.display(k)
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
	}
}

// gotThroughAct is GotThroughAct: once (v_endcard, S2.SignHit) the
// screen locks at the right limit, invincibility ends, the timer stops
// and the time and ring bonuses are set (actBonuses; the results card
// and its tally are not simulated).
func (s *engine) gotThroughAct() {
	st := s.st
	if st.S2.SignHit {
		return
	}
	st.S2.SignHit = true
	st.Cam.MinX = st.Cam.MaxX
	st.Obj.Invincible = 0
	s.actBonuses()
}

// ---------------------------------------------------------------------------
// GiantRing ($4B) and RingFlash ($7C)

// giantRing is GiantRing: GRing_Main waits, unseen, until it is on
// screen; then, with 50 rings or more (no emeralds are kept: never six),
// it becomes touchable ($52: an item, size $12); otherwise it waits
// without being drawn. Touched (GRing_Collect), it makes the flash
// (RingFlash, mirrored when Sonic came from the right) and is touchable
// no more; the flash deletes it (GRing_Delete). Deleted out of range.
func (s *engine) giantRing(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Render |= 4
		ob.Width = 0x40
		if ob.Render&physics.S2OnScreen != 0 {
			if st.Obj.Rings < 50 {
				return
			}
			ob.Routine = 2
			ob.Coll = 0x52
		}
	case 4:
		ob.Routine = 2
		ob.Coll = 0
		if j := s.findFree(); j >= 0 {
			f := &o.Slots[j]
			*f = physics.S2Obj{ID: idRingFlash, Layout: -1, X: ob.X, Y: ob.Y, Parent: int16(k + 1)}
			if st.X.Pixel() >= ob.X.Pixel() {
				f.Render |= 1
			}
			ob = &o.Slots[k]
		}
	case 6:
		s.deleteObject(k)
		return
	}
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// ringFlash is RingFlash: a frame every 2 runs; at its third frame the
// giant ring is deleted and Sonic loses his invincibility and shield
// (f_bigring set); after its eighth the game removes Sonic and goes to
// the special stage, which the physics does not simulate (the flash
// ends; Sonic stays). Deleted out of range.
func (s *engine) ringFlash(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render |= 4
		ob.Width = 0x20
		ob.MapFrame = 0xFF
	case 4:
		s.deleteObject(k)
		return
	}
	ob.AnimDur--
	if int8(ob.AnimDur) < 0 {
		ob.AnimDur = 1
		ob.MapFrame++
		if ob.MapFrame >= 8 {
			ob.Routine += 2
			return
		}
		if ob.MapFrame == 3 {
			if p := int(ob.Parent) - 1; p >= 0 && p < Slots {
				o.Slots[p].Routine = 6
			}
			o.BigRing = true
			st.Obj.Invincible = 0
			st.Obj.Shield = false
		}
	}
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// ---------------------------------------------------------------------------
// HiddenBonus ($7D)

// hiddenBonus is HiddenBonus: Sonic within $10 pixels of it both ways
// (and no giant ring taken) shows its points (frame = subtype) for 120
// runs; the points themselves (0, 1000, 100, and 1 where 10 was meant)
// are the score, not simulated. Deleted out of range.
func (s *engine) hiddenBonus(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if ob.Routine == 0 {
		if uint16(st.X.Pixel()-ob.X.Pixel()+0x10) < 0x20 && uint16(st.Y.Pixel()-ob.Y.Pixel()+0x10) < 0x20 && !st.S2.BigRing {
			ob.Routine = 2
			ob.Render |= 4
			ob.Width = 0x10
			ob.MapFrame = ob.Sub
			ob.Timer = 119
		}
		if s.outOfRange(ob.X.Pixel()) {
			s.deleteObject(k)
		}
		return
	}
	ob.Timer--
	if ob.Timer < 0 || s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// ---------------------------------------------------------------------------
// Prison ($3E)

// priVar is Pri_Var: each subtype's routine, width and frame.
var priVar = [4][3]uint8{{2, 0x20, 0}, {4, 0x0C, 1}, {6, 0x10, 3}, {8, 0x10, 5}}

// prison is Prison: the body (subtype 0, Pri_BodyMain) is solid ($2B x
// $18) until the boss is beaten and the capsule opened (v_bossstatus 2:
// then it throws a Sonic standing on it into the air); the button
// (subtype 1, Pri_Switched) is solid ($17 x 8) and, stood on, sinks 8,
// unlocks the screen (f_lockscreen), takes the controls (Right held) and
// throws Sonic off it, then (Pri_Explosion) makes an explosion (ExplosionBomb) every
// 8th V-int for 60 runs, then 8 animals (Pri_Animals: one more every 8th
// V-int for 150 runs), and once no animal is left in the first $20 level
// slots (the game's search) ends the act (GotThroughAct). Subtypes 2
// and 3 start at the explosions. Deleted out of range.
func (s *engine) prison(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Render = 4
		ob.BaseY = int16(ob.Y.Pixel())
		v := priVar[ob.Sub&3]
		ob.Routine, ob.Width, ob.MapFrame = v[0], v[1], v[2]
		if ob.Sub&3 == 2 {
			ob.Coll, ob.CollProp = 6, 8
		}
	case 2:
		if o.BossStatus != 2 {
			s.solidObject(k, 0x2B, 0x18, 0x18, ob.X.Pixel())
			break
		}
		if ob.Routine2 != 0 {
			ob.Routine2 = 0
			s.throwOff(k)
		}
		ob.MapFrame = 2
	case 4:
		s.solidObject(k, 0x17, 8, 8, ob.X.Pixel())
		ob = &o.Slots[k]
		ob.Y = physics.FromPixels(int(ob.BaseY))
		if ob.Routine2 != 0 {
			ob.Y += physics.FromPixels(8)
			ob.Routine = 0xA
			ob.Timer = 60
			st.Cam.Locked = false
			o.ControlLocked = true
			o.TimeCount = false // f_timecount: the timer stops
			ob.Routine2 = 0
			s.throwOff(k)
		}
	case 6, 8, 0xA:
		if o.Vint&7 == 0 {
			if j := s.findFree(); j >= 0 {
				r := s.random()
				dx := int(uint8(r)>>2) - 0x20
				dy := int(uint16(r) >> 8 >> 3)
				o.Slots[j] = physics.S2Obj{ID: idExplosionBomb, Layout: -1,
					X: physics.FromPixels(ob.X.Pixel() + dx), Y: physics.FromPixels(ob.Y.Pixel() + dy)}
				ob = &o.Slots[k]
			}
		}
		ob.Timer--
		if ob.Timer == 0 {
			o.BossStatus = 2
			ob.Routine, ob.MapFrame, ob.Timer = 0xC, 6, 150
			ob.Y += physics.FromPixels(0x20)
			d5, d4 := 0x9A, -0x1C
			for range 8 {
				j := s.findFree()
				if j < 0 {
					break
				}
				o.Slots[j] = physics.S2Obj{ID: idAnimals, Layout: -1,
					X: physics.FromPixels(ob.X.Pixel() + d4), Y: ob.Y, Timer: int16(d5)}
				d4 += 7
				d5 -= 8
			}
		}
	case 0xC:
		if o.Vint&7 == 0 {
			if j := s.findFree(); j >= 0 {
				d0 := int(int16(s.random()&0x1F)) - 6
				if int16(o.RNG) < 0 {
					d0 = -d0
				}
				o.Slots[j] = physics.S2Obj{ID: idAnimals, Layout: -1,
					X: physics.FromPixels(ob.X.Pixel() + d0), Y: ob.Y, Timer: 0xC}
				ob = &o.Slots[k]
			}
		}
		ob.Timer--
		if ob.Timer == 0 {
			ob.Routine += 2
			ob.Timer = 180
		}
	case 0xE:
		found := false
		for j := 0; j < 0x20 && !found; j++ {
			found = o.Slots[j].ID == idAnimals
		}
		if !found {
			s.gotThroughAct()
			s.deleteObject(k)
			return
		}
	}
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// throwOff clears Sonic's standing on slot k and puts him in the air
// (the prison's bclr #3 / bset #1 of his status).
func (s *engine) throwOff(k int) {
	st := s.st
	if st.S2.On == k+1 {
		st.S2.On, st.Obj.On = 0, 0
	}
	st.Air = true
}

// ---------------------------------------------------------------------------
// ExplosionBomb ($3F)

// explosionBomb is ExplosionBomb: ExBom_Main sets it up (no touch, 7
// frames a picture), then ExItem_Animate shows its 5 pictures and
// deletes it.
func (s *engine) explosionBomb(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render, ob.Coll, ob.Width = 4, 0, 0x0C
		ob.AnimDur, ob.MapFrame = 7, 0
		return
	}
	ob.AnimDur--
	if int8(ob.AnimDur) < 0 {
		ob.AnimDur = 7
		ob.MapFrame++
		if ob.MapFrame == 5 {
			s.deleteObject(k)
			return
		}
	}
	s.display(k)
}
