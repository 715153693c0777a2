package sonic1

import "loopwright/physics"

// The object ids (sonic.asm, _inc/Object Pointers.asm).
const (
	idRings         = 0x25
	idRingLoss      = 0x37
	idExplosionItem = 0x27
	idAnimals       = 0x28
	idMotoBug       = 0x40
	idButton        = 0x32
	idBurrobot      = 0x2D
	idLargeGrass    = 0x2F
	idLavaTag       = 0x54
	idCaterkiller   = 0x78
	idPurpleRock    = 0x3B
	idEdgeWalls     = 0x44
	idSpikes        = 0x36
	idSprings       = 0x41
	idMonitor       = 0x26
	idBasicPlatform = 0x18
	idBridge        = 0x11
	idChopper       = 0x2B
	idCrabmeat      = 0x1F
	idNewtron       = 0x42
	idMissile       = 0x23
	idPowerUp       = 0x2E
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
	case idAnimals:
		s.animals(k)
	case idRingLoss:
		s.ringLoss(k)
	case idButton:
		s.button(k)
	case idBurrobot:
		s.burrobot(k)
	case idLargeGrass:
		s.largeGrass(k)
	case idLavaTag:
		s.lavaTag(k)
	case idCaterkiller:
		s.caterkiller(k)
	case idPurpleRock:
		s.purpleRock(k)
	case idEdgeWalls:
		s.edgeWalls(k)
	case idSpikes:
		s.spikes(k)
	case idSprings:
		s.springs(k)
	case idMonitor:
		s.monitor(k)
	case idBasicPlatform:
		s.basicPlatform(k)
	case idBridge:
		s.bridge(k)
	case idChopper:
		s.chopper(k)
	case idCrabmeat:
		s.crabmeat(k)
	case idNewtron:
		s.newtron(k)
	case idPowerUp:
		s.powerUp(k)
	default:
		if !s.runZoneObject(k) && !s.runCommonObject(k) && !s.runLZObject(k) && !s.runGHZObject(k) && !s.runSBZObject(k) && !s.runFZObject(k) && !s.runSBZHoldObject(k) && !s.runLastObject(k) {
			if unmodelledHook != nil {
				unmodelledHook(s.st.S2.Slots[k].ID)
			}
			s.unmodelled(k)
		}
	}
}

// unmodelledHook, when set (by tests), hears each object id left to
// unmodelled.
var unmodelledHook func(id uint8)

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
// first free slot (at its x and y pixel words, its points frame,
// objoff_3E, passed on), then five frames of 8 calls each, and it is
// deleted.
func (s *engine) explosionItem(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		if j := s.findFree(); j >= 0 {
			o.Slots[j] = physics.S2Obj{ID: idAnimals, Layout: -1, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF, Timer2: ob.Timer2}
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

// ---------------------------------------------------------------------------
// Obj37: scattered rings

// ringLoss is Obj37 (sonic.asm: RingLoss). RLoss_Count turns the object
// into the first of min(rings, 32) rings and makes the others in the
// first free slots: speeds from CalcSine of an angle starting at $88 with
// a shift of 2 (d4 = $288), the angle stepping by $10 and the shift
// dropping each time it wraps, each second ring mirrored; the count
// becomes 0 and the rings' shared timer (v_ani3_time) 255. RLoss_Bounce:
// each moves and falls $18 a frame; falling, on the frames where the
// V-int counter plus the slot's ExecuteObjects counter is a multiple of
// 4, it checks the floor 8 below and bounces at 3/4 speed. All vanish
// when the timer runs out or below the bottom limit + $E0. Touched (as
// rings are), one is collected and sparkles.
func (s *engine) ringLoss(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		n := st.Obj.Rings
		if n > 32 {
			n = 32
		}
		d4 := int16(0x288)
		var d2, d3 int16
		x, y := ob.X&^0xFF, ob.Y&^0xFF
		j := k
		for i := 0; i < n; i++ {
			if i > 0 {
				j = s.findFree()
				if j < 0 {
					break
				}
			}
			if d4 >= 0 {
				sn, cs := physics.SinCos(uint8(d4))
				sh := uint(d4 >> 8)
				d2, d3 = int16(sn)<<sh, int16(cs)<<sh
				lo := uint8(d4) + 0x10
				d4 = d4&^0xFF | int16(lo)
				if lo < 0x10 {
					d4 -= 0x80
					if d4 < 0 {
						d4 = 0x288
					}
				}
			}
			o.Slots[j] = physics.S2Obj{ID: idRingLoss, Routine: 2, Layout: -1, X: x, Y: y, YRad: 8, XRad: 8,
				Render: 4, Coll: 0x47, Width: 8, XVel: physics.Fixed(d2), YVel: physics.Fixed(d3)}
			o.SpillTimer = 0xFF
			d2 = -d2
			d4 = -d4
		}
		st.Obj.Rings = 0
		o.ExtraLife = 0
		s.ringLossBounce(k)
	case 2:
		s.ringLossBounce(k)
	case 4:
		ob.Routine = 6
		ob.Coll = 0
		s.collectRing()
		s.ringSparkle(k)
	case 6:
		s.ringSparkle(k)
	default:
		s.deleteObject(k)
	}
}

func (s *engine) ringLossBounce(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	speedToPos(ob)
	ob.YVel += 0x18
	if ob.YVel >= 0 && (uint8(o.Vint)+uint8(0x5F-k))&3 == 0 {
		if d := s.objFloorDist(ob); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.YVel -= ob.YVel >> 2
			ob.YVel = -ob.YVel
		}
	}
	if o.SpillTimer == 0 || uint16(st.Cam.MaxY+0xE0) < uint16(ob.Y.Pixel()) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// ---------------------------------------------------------------------------
// Obj32: button

// button is Obj32 (_incObj/32 Button.asm): 3 below its place, solid
// ($1B wide, 5 high) while on screen; while Sonic stands on it, or (with
// subtype bit 7) a Marble Zone green block on screen lies on it
// (But_MZBlock), its switch flag (f_switch + subtype bits 0-3, bit 0, or
// bit 7 with subtype bit 6) is set, else cleared. It is deleted out of
// range.
func (s *engine) button(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render |= 4
		ob.Width = 0x10
		ob.Y += physics.FromPixels(3)
	}
	if ob.Render&physics.S2OnScreen != 0 {
		s.solidObject(k, 0x1B, 5, 5, ob.X.Pixel())
		ob = &o.Slots[k]
		bit := uint8(1)
		if ob.Sub&0x40 != 0 {
			bit = 0x80
		}
		sw := &o.Switch[ob.Sub&0x0F]
		if ob.Routine2 != 0 || ob.Sub&0x80 != 0 && s.butMZBlock(ob) {
			*sw |= bit
		} else {
			*sw &^= bit
		}
	}
	s.display(k)
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
	}
}

// butMZBlock is But_MZBlock: an on-screen pushable block (PushBlock,
// by its x and y with $10 each way: But_MZData) overlapping the box $20
// wide and $10 high from $10 left of and 8 above the button, in slot
// order (ReactToItem's overlap test).
func (s *engine) butMZBlock(ob *physics.S2Obj) bool {
	o := &s.st.S2
	d2, d3 := uint16(ob.X.Pixel()-0x10), uint16(ob.Y.Pixel()-8)
	for k := 0; k < int(o.Top); k++ {
		b := &o.Slots[k]
		if b.Render&physics.S2OnScreen == 0 || b.ID != idPushBlock {
			continue
		}
		if overlaps(uint16(b.X.Pixel()), 0x10, d2, 0x20) && overlaps(uint16(b.Y.Pixel()), 0x10, d3, 0x10) {
			return true
		}
	}
	return false
}

// overlaps is ReactToItem's overlap test along one axis: the object at
// p with half size w against the range from d of length d4 (16-bit
// words: p-w-d without a borrow at most d4, or with one, carried back
// by 2w).
func overlaps(p, w, d, d4 uint16) bool {
	d0 := p - w - d
	if p-w >= d {
		return d0 <= d4
	}
	return uint32(d0)+uint32(2*w) >= 0x10000
}

// ---------------------------------------------------------------------------
// Obj2D: Burrobot

// aniBurro is Ani_Burro: walk1, walk2, digging, fall.
var aniBurro = [][]byte{
	{3, 0, 6, afEnd},
	{3, 0, 1, afEnd},
	{3, 2, 3, afEnd},
	{3, 4, afEnd},
}

// burrobot is Obj2D (sonic.asm: Burrobot): touch $05, $13 high; it waits
// buried until Sonic is within $60 horizontally and at most $80 above
// (Burro_ChkSonic), then jumps (-$400) toward him at $80; it falls $18 a
// frame to the floor, then walks 256 frames (following the floor every
// second frame, stopping at a drop of $C or more 12 pixels ahead), then
// pauses 60 frames or jumps again by bit 2 of the V-int counter, and
// turns (Burro_Move, .changedir). RememberState deletes it out of range.
func (s *engine) burrobot(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.YRad, ob.XRad = 0x13, 8
		ob.Render |= 4
		ob.Coll = 5
		ob.Width = 0x0C
		ob.Routine2 += 6
		ob.Anim = 2
	}
	switch ob.Routine2 {
	case 0:
		ob.Timer--
		if ob.Timer >= 0 {
			break
		}
		ob.Routine2 += 2
		ob.Timer = 255
		ob.XVel = 0x80
		ob.Anim = 1
		old := ob.Status & 1
		ob.Status ^= 1
		if old != 0 {
			ob.XVel = -ob.XVel
		}
	case 2:
		ob.Timer--
		if ob.Timer < 0 {
			s.burroStop(ob)
			break
		}
		speedToPos(ob)
		ob.Flag = !ob.Flag
		if !ob.Flag {
			ob.Y += physics.FromPixels(s.objFloorDist(ob))
			break
		}
		x := ob.X.Pixel() + 0x0C
		if ob.Status&1 == 0 {
			x -= 0x18
		}
		if s.ObjFloor(x, ob.Y.Pixel()+int(int8(ob.YRad))) >= 0x0C {
			s.burroStop(ob)
		}
	case 4:
		speedToPos(ob)
		ob.YVel += 0x18
		if ob.YVel < 0 {
			break
		}
		ob.Anim = 3
		d := s.objFloorDist(ob)
		if d >= 0 {
			break
		}
		ob.Y += physics.FromPixels(d)
		ob.YVel = 0
		ob.Anim = 1
		ob.Timer = 255
		ob.Routine2 -= 2
		s.burroChkSonic2(ob, 0x60)
	case 6:
		d1, near := s.burroChkSonic2(ob, 0x60)
		if !near {
			break
		}
		dy := uint16(st.Y.Pixel()) - uint16(ob.Y.Pixel())
		if uint16(st.Y.Pixel()) >= uint16(ob.Y.Pixel()) || dy < 0xFF80 {
			break
		}
		ob.Routine2 -= 2
		ob.XVel = physics.Fixed(d1)
		ob.YVel = -0x400
	}
	ob = &o.Slots[k]
	animateSprite(ob, aniBurro)
	s.rememberState(k)
}

// burroStop is loc_AD84: with bit 2 of the V-int counter set it pauses 60
// frames, else it jumps (-$400).
func (s *engine) burroStop(ob *physics.S2Obj) {
	if s.st.S2.Vint&4 != 0 {
		ob.Routine2 -= 2
		ob.Timer = 59
		ob.XVel = 0
		ob.Anim = 0
		return
	}
	ob.Routine2 += 2
	ob.YVel = -0x400
	ob.Anim = 2
}

// burroChkSonic2 is Burro_ChkSonic2: it faces Sonic; it returns the
// speed toward him ($80) and whether he is within d2 horizontally.
func (s *engine) burroChkSonic2(ob *physics.S2Obj, d2 int) (int, bool) {
	d1 := 0x80
	ob.Status |= 1
	d0 := uint16(s.st.X.Pixel()) - uint16(ob.X.Pixel())
	if uint16(s.st.X.Pixel()) < uint16(ob.X.Pixel()) {
		d0 = -d0
		d1 = -d1
		ob.Status &^= 1
	}
	return d1, d0 < uint16(d2)
}
