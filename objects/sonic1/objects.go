package sonic1

import "loopwright/physics"

// The object ids (sonic.asm, _inc/Object Pointers.asm).
const (
	idRings         = 0x25
	idRingLoss      = 0x37
	idExplosionItem = 0x27
	idAnimals       = 0x28
	idMotoBug       = 0x40
)

// runObject runs slot k's object code for one frame.
func (s *engine) runObject(k int) {
	switch s.st.S2.Slots[k].ID {
	case idRings:
		s.rings(k)
	case idMotoBug:
		s.motoBug(k)
	case idExplosionItem:
		s.explosionItem(k)
	default:
		s.unmodelled(k)
	}
}

// unmodelled runs an object this engine does not model yet: it keeps its
// slot while in range (RememberState), without a touch box or solidity.
func (s *engine) unmodelled(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render |= 4
		ob.Width = 0x10
	}
	s.rememberState(k)
}

// speedToPos is SpeedToPos: the position moves by the speeds.
func speedToPos(ob *physics.S2Obj) {
	ob.X += ob.XVel
	ob.Y += ob.YVel
}

// objectFall is ObjectFall: SpeedToPos with the old speed, then gravity
// $38 on the y speed.
func objectFall(ob *physics.S2Obj) {
	ob.X += ob.XVel
	ob.Y += ob.YVel
	ob.YVel += 0x38
}

// objFloorDist is ObjFloorDist: the distance to the floor (path A) below
// the object's bottom (y + obHeight).
func (s *engine) objFloorDist(ob *physics.S2Obj) int {
	return s.ObjFloor(ob.X.Pixel(), ob.Y.Pixel()+int(int8(ob.YRad)))
}

// Animation script ends (AnimateSprite).
const (
	afEnd     = 0xFF
	afBack    = 0xFE
	afChange  = 0xFD
	afRoutine = 0xFC
	afReset   = 0xFB
	af2ndRout = 0xFA
)

// animateSprite is AnimateSprite: scripts[ob.Anim] is the running script
// (a frame duration, then frames, then an end code); a changed animation
// restarts; each frame lasts duration+1 calls; the end codes loop, jump
// back, change the animation, or advance the routine. Frames are kept in
// MapFrame, the script position in AnimFrame, the count in AnimDur; the
// previous animation in Base.
func animateSprite(ob *physics.S2Obj, scripts [][]byte) {
	a := ob.Anim
	if a != ob.Base {
		ob.Base = a
		ob.AnimFrame, ob.AnimDur = 0, 0
	}
	ob.AnimDur--
	if int8(ob.AnimDur) >= 0 {
		return
	}
	if int(a) >= len(scripts) {
		return
	}
	sc := scripts[a]
	ob.AnimDur = sc[0]
	i := int(ob.AnimFrame)
	f := frameAt(sc, i)
	if f&0x80 != 0 {
		switch f {
		case afEnd:
			ob.AnimFrame = 0
			f = sc[1]
			i = 0
		case afBack:
			back := int(frameAt(sc, i+1))
			ob.AnimFrame -= uint8(back)
			i -= back
			f = frameAt(sc, i)
		case afChange:
			ob.Anim = frameAt(sc, i+1)
			return
		case afRoutine:
			ob.Routine += 2
			return
		case afReset:
			ob.AnimFrame = 0
			ob.Routine2 = 0
			return
		case af2ndRout:
			ob.Routine2 += 2
			return
		default:
			return
		}
	}
	ob.MapFrame = f & 0x1F
	fl := (f<<3|f>>5)&3 ^ ob.Status&3 // rol.b #3 then eor status
	ob.Render = ob.Render&0xFC | fl
	ob.AnimFrame++
}

// frameAt returns byte i of a script's frames (after its duration), or
// afEnd past its end.
func frameAt(sc []byte, i int) uint8 {
	if i < 0 || 1+i >= len(sc) {
		return afEnd
	}
	return sc[1+i]
}

// ---------------------------------------------------------------------------
// Obj25: rings

// ringPos is Ring_PosData: the spacing of a ring group by subtype bits
// 4-7.
var ringPos = [16][2]int8{
	{0x10, 0}, {0x18, 0}, {0x20, 0}, {0, 0x10}, {0, 0x18}, {0, 0x20},
	{0x10, 0x10}, {0x18, 0x18}, {0x20, 0x20}, {-0x10, 0x10}, {-0x18, 0x18}, {-0x20, 0x20},
	{0x10, 8}, {0x18, 0x10}, {-0x10, 8}, {-0x18, 0x10},
}

// aniRing is Ani_Ring: the sparkle.
var aniRing = [][]byte{{5, 4, 5, 6, 7, afRoutine}}

// rings is Obj25 (sonic.asm: Rings). Its first run (Ring_Main) lays out
// the group: subtype bits 0-2 more rings (7 counts as 6) spaced by bits
// 4-7 (Ring_PosData); the layout slot becomes the first ring and the
// others take the first free slots; rings whose bit is set in the
// group's respawn byte (collected) are skipped, and the group's loaded
// bit is cleared (it loads again when back in range). A ring (touch $47,
// 6x6) touched becomes collected (Ring_Collect: one ring, its bit set),
// sparkles (Ani_Ring) and is deleted; out of range (by the group's x) it
// is deleted.
func (s *engine) rings(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		rb := &o.Respawn[2+int(ob.Respawn)]
		d4 := *rb
		n := int(ob.Sub & 7)
		if n == 7 {
			n = 6
		}
		sp := ringPos[ob.Sub>>4]
		x, y := ob.X.Pixel(), ob.Y.Pixel()
		gx, r, lay := int16(x), ob.Respawn, ob.Layout
		j := k
		made0 := false
		for i := 0; i <= n; i++ {
			skip := d4&1 != 0
			d4 >>= 1
			if !skip {
				*rb &^= 0x80
				if i > 0 {
					j = s.findFree()
					if j < 0 {
						break
					}
				} else {
					made0 = true
				}
				rg := &o.Slots[j]
				*rg = physics.S2Obj{ID: idRings, Routine: 2, X: physics.FromPixels(x), Y: physics.FromPixels(y),
					Render: 4, Coll: 0x47, Width: 8, Respawn: r, BaseX: gx, Index: int16(i), Layout: lay}
				if i > 0 {
					rg.Layout = -1
				}
			}
			x += int(sp[0])
			y += int(sp[1])
		}
		if !made0 || *rb&1 != 0 {
			s.deleteObject(k)
			return
		}
		s.ringAnimate(k)
	case 2:
		s.ringAnimate(k)
	case 4:
		ob.Routine = 6
		ob.Coll = 0
		s.collectRing()
		o.Respawn[2+int(ob.Respawn)] |= 1 << uint(ob.Index)
		s.ringSparkle(k)
	case 6:
		s.ringSparkle(k)
	default:
		s.deleteObject(k)
	}
}

func (s *engine) ringAnimate(k int) {
	ob := &s.st.S2.Slots[k]
	s.display(k)
	if s.outOfRange(int(ob.BaseX)) {
		s.deleteObject(k)
	}
}

func (s *engine) ringSparkle(k int) {
	ob := &s.st.S2.Slots[k]
	animateSprite(ob, aniRing)
	s.display(k)
}

// collectRing is CollectRing: one ring more; an extra life at 100 and
// at 200 (once each).
func (s *engine) collectRing() {
	st := s.st
	st.Obj.Rings++
	if st.Obj.Rings < 100 {
		return
	}
	o := &st.S2
	if o.ExtraLife&2 == 0 {
		o.ExtraLife |= 2
		st.Obj.Lives++
		return
	}
	if st.Obj.Rings < 200 || o.ExtraLife&4 != 0 {
		return
	}
	o.ExtraLife |= 4
	st.Obj.Lives++
}

// ---------------------------------------------------------------------------
// Obj40: Motobug

// aniMoto is Ani_Moto: stand, walk, smoke.
var aniMoto = [][]byte{
	{0x0F, 2, afEnd},
	{7, 0, 1, 0, 2, afEnd},
	{1, 3, 6, 3, 6, 4, 6, 4, 6, 4, 6, 5, afRoutine},
}

// motoBug is Obj40 (sonic.asm: MotoBug). Moto_Main: touch $0C, 8 wide,
// $E high; it falls (ObjectFall) until ObjFloorDist finds the floor, then
// stands on it facing the other way. Moto_Action: it waits out its pause
// (objoff_30, 0 at first), then drives at $100 (left unless its facing
// flips it), following the floor while it is within -8..$B, else pauses
// 60 frames; every 16 frames it drops exhaust smoke (a Motobug of
// animation 2) in a free slot. RememberState deletes it out of range.
func (s *engine) motoBug(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Render = 4 | ob.Render&3
		ob.Width = 0x14
		if ob.Anim != 0 {
			ob.Routine = 4
			s.motoAnimate(k)
			return
		}
		ob.YRad, ob.XRad, ob.Coll = 0x0E, 8, 0x0C
		objectFall(ob)
		if d := s.objFloorDist(ob); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.YVel = 0
			ob.Routine = 2
			ob.Status ^= 1
		}
	case 2:
		switch ob.Routine2 {
		case 0:
			ob.Timer--
			if ob.Timer < 0 {
				ob.Routine2 = 2
				ob.XVel = -0x100
				ob.Anim = 1
				old := ob.Status & 1
				ob.Status ^= 1
				if old == 0 {
					ob.XVel = -ob.XVel
				}
			}
		default:
			speedToPos(ob)
			d := s.objFloorDist(ob)
			if d < -8 || d >= 0x0C {
				ob.Routine2 = 0
				ob.Timer = 59
				ob.XVel = 0
				ob.Anim = 0
				break
			}
			ob.Y += physics.FromPixels(d)
			ob.Timer2--
			if int8(ob.Timer2) < 0 {
				ob.Timer2 = 0x0F
				if j := s.findFree(); j >= 0 {
					o.Slots[j] = physics.S2Obj{ID: idMotoBug, Layout: -1, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF,
						Status: ob.Status, Anim: 2}
				}
			}
		}
		ob = &o.Slots[k]
		animateSprite(ob, aniMoto)
		s.rememberState(k)
	case 4:
		s.motoAnimate(k)
	default:
		s.deleteObject(k)
	}
}

func (s *engine) motoAnimate(k int) {
	animateSprite(&s.st.S2.Slots[k], aniMoto)
	s.display(k)
}

// ---------------------------------------------------------------------------
// Obj27: an enemy's explosion

// explosionItem is Obj27 (sonic.asm: ExplosionItem): an animal in the
// first free slot, then five frames of 8 calls each, and it is deleted.
func (s *engine) explosionItem(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		if j := s.findFree(); j >= 0 {
			o.Slots[j] = physics.S2Obj{ID: idAnimals, Layout: -1, X: ob.X, Y: ob.Y}
		}
		ob = &o.Slots[k]
	}
	if ob.Routine == 2 {
		ob.Routine = 4
		ob.Render, ob.Coll, ob.Width = 4, 0, 0x0C
		ob.AnimDur, ob.MapFrame = 7, 0
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
