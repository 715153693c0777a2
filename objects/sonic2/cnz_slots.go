package sonic2

import "loopwright/physics"

// Casino Night's cages and slot machine, as s2.asm runs them: the cage
// (ObjD6, "Pokey that gives out points") that catches a player, the slot
// machine its subtyped kind starts (SlotMachine, run by the zone's level
// events, LevEvents_CNZ), and the prizes the machine pays out: rings
// (ObjDC) and bombs (ObjD3) flying from around the cage into it.

// Object ids (s2.asm ObjID_*).
const (
	s2Cage      = 0xD6 // ObjID_PointPokey
	s2RingPrize = 0xDC // ObjID_RingPrize
	s2BombPrize = 0xD3 // ObjID_BombPrize
)

// runPrizeZoneObject runs the objects of cnz_slots.go, cnz_saucer.go,
// mcz_ringthing.go and hpz_ledge.go; it reports whether slot k held one
// of them.
func (s *engine) runPrizeZoneObject(k int) bool {
	switch s.slot(k).ID {
	case s2Cage:
		s.cage(k)
	case s2RingPrize:
		s.ringPrize(k)
	case s2BombPrize:
		s.bombPrize(k)
	case s2SaucerBumper:
		s.saucerBumper(k) // cnz_saucer.go
	case s2RingThing:
		s.ringThing(k) // mcz_ringthing.go
	case s2Ledge:
		s.ledge(k) // hpz_ledge.go
	default:
		return false
	}
	return true
}

// prizeZoneSolidSize is s2SolidSize for the objects of cnz_slots.go,
// mcz_ringthing.go and hpz_ledge.go.
func prizeZoneSolidSize(ob *physics.S2Obj) (int, int, bool) {
	switch ob.ID {
	case s2Cage:
		return 0x23, 0x10, false
	case s2RingThing:
		return 8, 8, false
	case s2Ledge:
		// the ledge, and its first piece while it still holds riders
		// (Obj1A_Fragment); the top is $10 up in Hidden Palace
		if ob.Routine == 2 || ob.Flag && ob.Timer != 0 {
			return int(ob.Width), 0x10, true
		}
	}
	return 0, 0, false
}

// ---------------------------------------------------------------------------
// ObjD6: the cage

// The cage's per-player states (objoff_30 for the main character,
// objoff_34 for the sidekick: off_2BBF2's routines).
const (
	cageFree = 0 // loc_2BBF8: waiting to catch him
	cageHeld = 2 // loc_2BDF8: holding him
	cageLeft = 4 // loc_2BE9C: just let go of him
)

// cageAnims is Ani_objD6: still, and flashing while it holds someone.
var cageAnims = [][]uint8{
	{0xF, 0, 0xFF},
	{1, 1, 0, 0xFF},
}

// cage is ObjD6 (ObjD6_Main): a box (SolidObject_Always_SingleCharacter,
// half width $23, half height $10, $11 standing) that catches the main
// character, then the sidekick: one landing on it or hitting it from
// below while no object controls him (obj_control 0) is put at its
// centre, still, rolled up (radii $E and 7), obj_control $81 (no control,
// no touch responses). Its state per player is B3E (the main
// character's) and B3F, their timers Timer and Timer2; Index is objoff_2C
// (prizes on their way), B3B the low byte of objoff_2E (the next prize's
// angle, the only byte CalcSine reads), Timer3 objoff_2A (the bombs still
// to throw). The player it caught last (parent), which the prizes copy,
// only counts in a two-player game, which is not modelled.
//
// Subtype 0 holds him $78 frames, 10 points (Obj29) every 16th; a
// subtyped cage is a slot machine's: it takes nobody while one sits in a
// slot machine (SlotMachineInUse), starts the machine when it is idle,
// and holds him until the prize is paid (cagePrize). Either lets go when
// off screen (loc_2BE2E): he falls at $400, not rolled out, and is left
// alone for $1E frames.
func (s *engine) cage(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 { // ObjD6_Init
		ob.Routine = 2
		ob.Width = 0x18
	}
	s.cagePlayer(k, &ob.B3E, &ob.Timer)
	if s.st.P2.On {
		s.s2Swap(1)
		s.cagePlayer(k, &ob.B3F, &ob.Timer2)
		s.s2Swap(1)
	}
	animateSprite(ob, cageAnims)
	s.markGone(k, ob.X.Pixel())
}

// cagePlayer is loc_2BBE8 for the player swapped in, state and timer
// his.
func (s *engine) cagePlayer(k int, state *uint8, timer *int16) {
	st := s.st
	ob := s.slot(k)
	switch *state {
	case cageFree: // loc_2BBF8
		if s.s2ObjControl() != 0 || ob.Sub != 0 && st.S2.Slot.InUse {
			return
		}
		if d4, _ := s.s2Solid(k, 0x23, 0x10, 0x11, ob.X.Pixel(), true, nil); d4 >= 0 {
			return
		}
		st.X = physics.FromPixels(ob.X.Pixel()) | st.X&0xFF
		st.Y = physics.FromPixels(ob.Y.Pixel()) | st.Y&0xFF
		st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
		s.setPlayerControl(0x81)
		st.Rolling = true
		st.YRadius, st.XRadius = 0xE, 7
		st.P.Anim.ID = physics.AnimRoll
		ob.Anim = 1
		*state = cageHeld
		*timer = 0x78
		s.s2Contact(k, physics.Trigger, "cage")
		if ob.Sub != 0 && st.S2.Slot.Routine == slotIdle {
			st.S2.Slot.Routine = 8 // SlotMachine_Routine3
			ob.B3B = 0
			st.S2.Slot.InUse = true
			ob.Timer3 = -1
		}
	case cageHeld: // loc_2BDF8
		if ob.Render&physics.S2OnScreen == 0 {
			s.cageLetGo(k, state, timer)
			return
		}
		if ob.Sub != 0 {
			if st.S2.Slot.Routine == slotIdle {
				s.cagePrize(k, state, timer)
			}
			return
		}
		*timer-- // loc_2BE28
		if *timer < 0 {
			s.cageLetGo(k, state, timer)
			return
		}
		if *timer&0xF == 0 { // loc_2BE5E: 10 points (AddPoints2: no score here)
			if j := s.allocate(); j >= 0 {
				*s.slot(j) = physics.S2Obj{ID: s2Points, Layout: -1,
					X: physics.FromPixels(ob.X.Pixel()), Y: physics.FromPixels(ob.Y.Pixel())}
			}
		}
	default: // loc_2BE9C
		*timer--
		if *timer < 0 {
			*state = cageFree
			if ob.Sub != 0 {
				st.S2.Slot.InUse = false
			}
		}
	}
}

// cageLetGo is loc_2BE2E: the player swapped in falls out of the cage.
func (s *engine) cageLetGo(k int, state *uint8, timer *int16) {
	st := s.st
	ob := s.slot(k)
	ob.Index = 0
	ob.Anim = 0
	s.setPlayerControl(0)
	ob.Status &^= s.StandBit()
	st.S2.On, st.Obj.On = 0, 0
	st.Air = true
	st.YSpeed = 0x400
	*state = cageLeft
	*timer = 0x1E
	s.s2Contact(k, physics.Trigger, "cage release")
}

// cagePrize is loc_2BC86: with the machine stopped, its prize
// (SlotMachine_Reward) is paid on every odd frame (Level_frame_counter)
// while fewer than 16 prizes are on their way: a ring (ObjDC) per ring
// won, or, for a negative prize, 100 bombs (ObjD3). Each starts on a
// circle of radius 128 around the cage (CalcSine of objoff_2E, which
// turns $89 a ring, $90 a bomb). Once all is paid and has arrived the
// player is let go.
func (s *engine) cagePrize(k int, state *uint8, timer *int16) {
	st := s.st
	ob := s.slot(k)
	m := &st.S2.Slot
	if int16(m.Reward) >= 0 { // loc_2BD4E
		if m.Reward != 0 {
			if s.levelFrame()&1 == 0 || uint16(ob.Index) >= 0x10 {
				return
			}
			j := s.allocate()
			if j < 0 {
				return
			}
			s.newPrize(k, j, s2RingPrize, 0x1A, 8, 0x89)
			m.Reward--
		}
		if ob.Index == 0 {
			s.cageLetGo(k, state, timer)
		}
		return
	}
	if ob.Timer3 < 0 {
		ob.Timer3 = 0x64
	}
	if ob.Timer3 != 0 {
		if s.levelFrame()&1 == 0 || uint16(ob.Index) >= 0x10 {
			return // loc_2BD48
		}
		j := s.allocate()
		if j < 0 {
			return
		}
		s.newPrize(k, j, s2BombPrize, 0x1E, 0x10, 0x90)
		ob.Timer3--
	}
	if ob.Index == 0 {
		s.cageLetGo(k, state, timer)
	}
}

// newPrize puts prize id in slot j for the cage in slot k: delay frames
// to fly, width its width_pixels; the cage's angle turns by step.
// The prize keeps casino_prize_x_pos and casino_prize_y_pos (16.16
// longs) in GXVel and GYVel, the cage's position (casino_prize_machine_*)
// in BaseX and BaseY, casino_prize_display_delay in Timer and the cage's
// slot (objoff_2A's pointer to its objoff_2C) in Parent.
func (s *engine) newPrize(k, j int, id uint8, delay int16, width uint8, step uint8) {
	ob := s.slot(k)
	a := ob.B3B
	ob.B3B += step
	sin, cos := physics.SinCos(a)
	mx, my := ob.X.Pixel(), ob.Y.Pixel()
	x := uint16(int16(cos)>>1 + int16(mx))
	y := uint16(int16(sin)>>1 + int16(my))
	*s.slot(j) = physics.S2Obj{ID: id, Layout: -1, Width: width,
		X: physics.FromPixels(int(x)), Y: physics.FromPixels(int(y)),
		GXVel: physics.Fixed(int32(uint32(x) << 16)), GYVel: physics.Fixed(int32(uint32(y) << 16)),
		BaseX: int16(mx), BaseY: int16(my), Timer: delay, Parent: int16(k + 1)}
	ob.Index++
}

// prizeMove is the prizes' flight (ObjDC_Main, ObjD3): each frame a
// sixteenth of the way left to the cage (16.16, asr.l #4).
func prizeMove(ob *physics.S2Obj) {
	mx := int32(uint32(uint16(ob.BaseX)) << 16)
	ob.GXVel -= physics.Fixed((int32(ob.GXVel) - mx) >> 4)
	ob.X = physics.FromPixels(int(uint16(uint32(ob.GXVel)>>16))) | ob.X&0xFF
	my := int32(uint32(uint16(ob.BaseY)) << 16)
	ob.GYVel -= physics.Fixed((int32(ob.GYVel) - my) >> 4)
	ob.Y = physics.FromPixels(int(uint16(uint32(ob.GYVel)>>16))) | ob.Y&0xFF
}

// prizeArrived is subq.w #1,(a1) with a1 objoff_2A: one prize fewer on
// its way to the cage (a cage no longer there counts nothing).
func (s *engine) prizeArrived(ob *physics.S2Obj) {
	if c := int(ob.Parent) - 1; c >= 0 && c < physics.S2Slots {
		if cage := s.slot(c); cage.ID == s2Cage {
			cage.Index--
		}
	}
}

// Ani_objDC (the prize ring turning) and Ani_Ring (its sparkle, ending in
// the next routine).
var (
	ringPrizeAnims   = [][]uint8{{1, 0, 1, 2, 3, 0xFF}}
	ringSparkleAnims = [][]uint8{{5, 4, 5, 6, 7, 0xFC}}
)

// ringPrize is ObjDC: a prize ring flies to its cage for $1A frames
// (prizeMove), turning; at the end it is collected (CollectRing: one
// ring more for the main character whoever sits in the cage, as one
// player's game counts it) and sparkles (Ani_Ring) until deleted.
func (s *engine) ringPrize(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0: // ObjDC_Main
		prizeMove(ob)
		animateSprite(ob, ringPrizeAnims)
		if ob.Timer--; ob.Timer != 0 {
			return
		}
		s.prizeArrived(ob)
		s.collectRing()
		s.s2Contact(k, physics.Hitbox, "ring")
		ob.Routine = 2
		fallthrough
	case 2: // ObjDC_Animate
		animateSprite(ob, ringSparkleAnims)
	default: // ObjDC_Delete
		s.deleteObject(k)
	}
}

// bombPrize is ObjD3: a bomb flies to its cage for $1E frames
// (prizeMove) and takes a ring from the main character, if he has one,
// whoever sits in the cage (one player's game), then is gone.
func (s *engine) bombPrize(k int) {
	ob := s.slot(k)
	prizeMove(ob)
	if ob.Timer--; ob.Timer != 0 {
		return
	}
	s.prizeArrived(ob)
	if s.st.Obj.Rings > 0 {
		s.st.Obj.Rings--
	}
	s.s2Contact(k, physics.Hitbox, "bomb")
	s.deleteObject(k)
}

// ---------------------------------------------------------------------------
// SlotMachine

// slotIdle is the machine's idle routine ($18: rts).
const slotIdle = 0x18

// slotTargets is SlotTargetValues: the chance (out of 256) and the
// faces of slot 1 and of slots 2 and 3 of each winning line; the last
// entry ends the table.
var slotTargets = [7][3]uint8{
	{8, 3, 0x33}, {0x12, 0, 0x00}, {0x12, 1, 0x11}, {0x24, 2, 0x22},
	{0x1E, 4, 0x44}, {0x1E, 5, 0x55}, {0xFF, 0xF, 0xFF},
}

// slotSequences are SlotSequence1, 2 and 3: the faces around each reel
// (0 Sonic, 1 Tails, 2 Robotnik, 3 jackpot, 4 ring, 5 bar).
var slotSequences = [3][8]uint8{
	{3, 0, 1, 4, 2, 5, 4, 1},
	{3, 0, 1, 4, 2, 5, 0, 2},
	{3, 0, 1, 4, 2, 5, 4, 1},
}

// slotStrayFaces is what SlotMachine_Routine3's miss (d0 used where d1
// was meant) reads as slot 1's face: the bytes at SlotSequence1+d0, d0
// from 1 to 116 — the three sequences, then the REV01 ROM's bytes after
// them (the even pad, a nop, the jmpTos and ObjD7's first instructions;
// docs/assumptions.md). Only their low three bits count (slot 1's face
// is masked with 7 before it is read and when a reel stops), so only
// those are kept.
var slotStrayFaces = [117]uint8{
	3, 0, 1, 4, 2, 5, 4, 1, 3, 0, 1, 4, 2, 5, 0, 2, 3, 0, 1, 4, 2, 5, 4, 1, // the sequences
	0, 6, 1, // even, nop
	6, 1, 0, 1, 7, 2, // jmp (AllocateObject).l
	6, 1, 0, 1, 3, 2, // jmp (MarkObjGone).l
	6, 1, 0, 1, 5, 4, // jmp (AnimateSprite).l
	6, 1, 0, 1, 5, 2, // jmp (Adjust2PArtPointer2).l
	6, 1, 0, 1, 5, 6, // jmp (Adjust2PArtPointer).l
	6, 1, 0, 0, 3, 6, // jmp (CalcSine).l
	6, 1, 0, 1, 7, 6, // jmp (SolidObject_Always_SingleCharacter).l
	0, 0, // align 4
	0, 0, 0, 0, 0, 4, 2, 3, 0, 6, 6, 3, 0, 2, 0, 4, 0, 6, // ObjD7: moveq, move.b, move.w, jmp, ObjD7_Index
	4, 0, 0, 4, 1, 4, 0, 2, 6, 6, 0, 4, 1, 4, 3, 4, 0, 2, // ObjD7_Init: addq.b, move.l, move.w
	1, 0, 2, 0, 1, 4, 0, 4, 0, 1, // bsr.w, move.b
}

// slotRewards is SlotRingRewards: each face's rings (-1: bombs).
var slotRewards = [6]int16{30, 25, -1, 150, 10, 20}

func ror8(v uint8, n uint) uint8 { return v>>n | v<<(8-n) }

// slotMachine is SlotMachine, which LevEvents_CNZ runs every frame in
// both acts: SlotMachine_Routine1 sets the reels from Vint_runcount and
// turns them once (Routine2), then it idles ($18) until a cage starts it
// (Routine3): each reel turns at its speed; after two turns they speed
// up (Routine4), and after $C to $1B more each slows to its target face
// and stops (Routine5), then the prize is chosen (Routine6,
// SlotMachine_ChooseReward) and it idles. Only the reels' state is kept:
// the drawing (the DMA of their pictures) is not.
func (s *engine) slotMachine() {
	m := &s.st.S2.Slot
	v := s.st.S2.Vint
	switch m.Routine {
	case 0: // SlotMachine_Routine1
		*m = physics.S2SlotMachine{InUse: m.InUse}
		b := uint8(v)
		for i := range m.Pos {
			m.Pos[i] = uint16(b)<<8 | 8
			m.Speed[i] = 8
			b = ror8(b, 3)
		}
		m.Timer = 1
		m.Routine = 4
	case 4: // SlotMachine_Routine2
		s.slotDraw()
		if m.Timer == 0 {
			m.Routine = slotIdle
			m.Speed, m.Rout = [3]uint8{}, [3]uint8{}
		}
	case 8: // SlotMachine_Routine3
		b := uint8(v)
		m.Speed[0] = b&7 - 4 + 0x30
		m.Speed[1] = ror8(b, 4)&7 - 4 + 0x30
		m.Speed[2] = uint8(v>>8)&7 - 4 + 0x30
		m.Timer = 2
		m.Index = 0
		m.Rout = [3]uint8{}
		m.Routine = 0xC
		s.slotTarget(ror8(b, 3))
	case 0xC: // SlotMachine_Routine4
		s.slotDraw()
		if m.Timer != 0 {
			return
		}
		for i := range m.Speed {
			m.Speed[i] += 0x30
		}
		m.Timer = uint8(v)&0xF + 0xC
		m.Routine = 0x10
	case 0x10: // SlotMachine_Routine5
		s.slotDraw()
		if m.Rout == [3]uint8{0xC, 0xC, 0xC} {
			s.slotStop()
			return
		}
		s.slotReel()
	case 0x14: // SlotMachine_Routine6
		s.slotStop()
	}
}

// slotTarget is SlotMachine_Routine3's choice of the faces the reels
// stop on, d0 its scrambled Vint_runcount: a winning line of
// SlotTargetValues by chance, else (d0 past the table) faces read from
// the sequences, slot 1's by the miss slotStrayFaces keeps.
func (s *engine) slotTarget(d0 uint8) {
	m := &s.st.S2.Slot
	for _, e := range slotTargets {
		borrow := d0 < e[0]
		d0 -= e[0]
		if !borrow {
			continue
		}
		if e[0] != 0xFF {
			m.Reward = uint16(e[1])<<8 | uint16(e[2])
			return
		}
		break
	}
	hi := slotStrayFaces[min(int(d0), len(slotStrayFaces)-1)]
	d0 = ror8(d0, 3)
	lo := slotSequences[1][d0&7] << 4
	d0 = ror8(d0, 3)
	lo |= slotSequences[2][d0&7]
	m.Reward = uint16(hi)<<8 | uint16(lo)
}

// slotDraw is SlotMachine_DrawSlot without the drawing: the reel Index
// names turns by its speed (its position minus the speed), and Index
// moves to the next reel; after the third, Timer counts one down.
func (s *engine) slotDraw() {
	m := &s.st.S2.Slot
	i := int(m.Index / 4)
	if i > 2 {
		i = 2
	}
	m.Pos[i] -= uint16(int16(int8(m.Speed[i])))
	if m.Index >= 8 {
		m.Index = 0
		m.Timer--
		return
	}
	m.Index += 4
}

// slotFace is SlotMachine_GetTargetForSlot: the target face of the reel
// Index names (faces above the bar, 6 and 7, count as 4 and 5).
func (s *engine) slotFace() uint8 {
	m := &s.st.S2.Slot
	d1 := m.Reward >> (m.Index & 0xF) & 7
	if d1 > 5 {
		d1 -= 2
	}
	return uint8(d1)
}

// slotReel is SlotMachine_Routine5's step for the reel Index names (its
// sequence the reel's): Routine5_1 waits (the first reel for Timer to go
// negative, the others for the reel before to be slowing) until the face
// $A0 above the reel's position is its target, and slows it to $60;
// Routine5_2 slows it by $C a frame to $20 and by 2 to $18 within the
// face's first half, until the face $F0 on is the target: then the reel
// is set half a face back and turns back at 8 (the target becomes the
// face it shows: SlotMachine_ChangeTarget); Routine5_3 stops it at the
// face's start.
func (s *engine) slotReel() {
	m := &s.st.S2.Slot
	i := int(m.Index / 4)
	if i > 2 {
		return
	}
	seq := &slotSequences[i]
	switch m.Rout[i] {
	case 0: // SlotMachine_Routine5_1
		if i == 0 {
			if int8(m.Timer) >= 0 {
				return
			}
		} else if int8(m.Rout[i-1]) < 8 {
			return
		}
		d1 := s.slotFace()
		if seq[(m.Pos[i]-0xA0)>>8&7] != d1 {
			return
		}
		m.Rout[i] += 4
		m.Speed[i] = 0x60
	case 4: // SlotMachine_Routine5_2
		d1 := s.slotFace()
		if seq[(m.Pos[i]+0xF0)&0x700>>8] == d1 { // loc_2C1AE
			d0 := m.Pos[i] + 0x80
			m.Pos[i] = d0&0x700 - 0x10
			s.slotChangeTarget(seq[d0>>8&7])
			m.Speed[i] = 0xF8 // -8
			m.Rout[i] += 4
			return
		}
		if m.Speed[i] > 0x20 {
			m.Speed[i] -= 0xC
		}
		if int8(m.Speed[i]) > 0x18 && uint8(m.Pos[i]) <= 0x80 {
			m.Speed[i] -= 2
		}
	case 8: // SlotMachine_Routine5_3
		if uint8(m.Pos[i]) == 0 {
			m.Speed[i] = 0
			m.Rout[i] += 4
		}
	}
}

// slotChangeTarget is SlotMachine_ChangeTarget: face becomes the target
// of the reel Index names.
func (s *engine) slotChangeTarget(face uint8) {
	m := &s.st.S2.Slot
	n := m.Index & 0xF
	d1 := uint16(face&0xF) << n
	d2 := uint16(0xFFF0)<<n | uint16(0xFFF0)>>(16-n)
	if n == 0 {
		d2 = 0xFFF0
	}
	m.Reward = (m.Reward&d2 | d1) & 0x777
}

// slotStop is SlotMachine_Routine6: the reels stop, the prize is chosen
// (SlotMachine_ChooseReward) and the machine idles.
func (s *engine) slotStop() {
	m := &s.st.S2.Slot
	m.Speed, m.Rout = [3]uint8{}, [3]uint8{}
	m.Timer = 0
	m.Reward = uint16(slotReward(uint8(m.Reward>>8), uint8(m.Reward>>4)&0xF, uint8(m.Reward)&0xF))
	m.Routine = slotIdle
}

// slotReward is SlotMachine_ChooseReward for the faces of slot 1 (the
// high byte of the targets), 2 and 3: three alike pay that face (a
// negative prize: bombs); two jackpots (3) pay the third face four
// times; a pair and a jackpot pay the pair's face twice; anything else
// 2 rings a bar (5).
func slotReward(s1, d2, d3 uint8) int16 {
	get := func(f uint8) int16 {
		if int(f) < len(slotRewards) {
			return slotRewards[f]
		}
		return 0
	}
	switch {
	case s1 == d2 && s1 == d3: // SlotMachine_TripleMatch
		return get(d2)
	case s1 == d3: // SlotMachine_Match13
		if d3 == 3 {
			return get(d2) * 4
		}
		if d2 == 3 {
			return get(d3) * 2
		}
	case s1 == d2: // SlotMachine_Match12
		if d2 == 3 {
			return get(d3) * 4
		}
		if d3 == 3 {
			return get(d2) * 2
		}
	}
	// SlotMachine_Unmatched1
	if d2 == d3 {
		if s1 == 3 {
			return get(d2) * 2
		}
		if d2 == 3 {
			return get(s1&0xF) * 4
		}
	}
	// SlotMachine_CheckBars
	var r int16
	for _, f := range [3]uint8{s1, d2, d3} {
		if f == 5 {
			r += 2
		}
	}
	return r
}
