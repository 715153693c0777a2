package sonic1

import "loopwright/physics"

// Marble Zone's objects (some also placed in other zones).

// ---------------------------------------------------------------------------
// Obj52: moving blocks

// mblockVar is MBlock_Var: per subtype bits 4-7 (/2), the width and the
// frame.
var mblockVar = [5][2]uint8{{0x10, 0}, {0x20, 1}, {0x20, 2}, {0x40, 3}, {0x30, 4}}

// movingBlock is Obj52 (_incObj/52 Moving Blocks.asm), in Marble,
// Labyrinth and Scrap Brain. MBlock_Main: the width from subtype bits
// 4-7 (MBlock_Var), the start kept (objoff_30, objoff_32: BaseX, BaseY),
// the subtype's low nibble its motion. MBlock_Platform moves it, then
// PlatformObject; MBlock_StandOn (Sonic on it) ExitPlatform, the move,
// and MvSonicOnPtfm2. Motions (MBlock_Move): 0 still; 1 side to side
// $60 by oscillator 3 (flipped: the other way); 2, 4, 9 wait for Sonic
// to stand on it, then become the next type; 3 right a pixel a frame to
// a wall (ObjHitWallRight at its width), then still; 5 the same, then
// 6: falling $18 a frame to the floor, then still; 7 waits for switch 2
// and becomes 4 (until then MBlock_07_ChkDel returns from the object: no
// platform, not drawn); 8 up and down $80 by oscillator 7; $A 8 pixels
// a frame to twice its width away, 300 frames there, then back, and
// becomes 9. Deleted out of range by its first x.
func (s *engine) movingBlock(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		if s.zoneNumber() == 1 {
			ob.YRad = 7
		}
		ob.Render = ob.Render&3 | 4
		i := int(ob.Sub>>3) & 0x1E / 2
		if i >= len(mblockVar) {
			i = len(mblockVar) - 1
		}
		ob.Width, ob.MapFrame = mblockVar[i][0], mblockVar[i][1]
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		ob.Sub &= 0x0F
		fallthrough
	case 2:
		if !s.mblockMove(k) {
			return
		}
		s.platformObject(k, int(ob.Width))
	case 4:
		s.exitPlatformR(k, int(ob.Width))
		x := ob.X.Pixel()
		if !s.mblockMove(k) {
			return
		}
		s.mvSonicOnPtfm2(k, x)
	default:
		s.deleteObject(k)
		return
	}
	if s.outOfRange(int(ob.BaseX)) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// mblockMove is MBlock_Move; it reports false when type 7 returned from
// the object (MBlock_07_ChkDel, which may also delete it).
func (s *engine) mblockMove(k int) bool {
	st := s.st
	ob := &st.S2.Slots[k]
	switch ob.Sub & 0x0F {
	case 1:
		d0 := s.osc(3)
		if ob.Status&1 != 0 {
			d0 = -d0 + 0x60
		}
		ob.X = physics.FromPixels(int(ob.BaseX)-d0) | ob.X&0xFF
	case 2, 4, 9:
		if ob.Routine == 4 {
			ob.Sub++
		}
	case 3, 5:
		if s.objWallRight(ob.X.Pixel()+int(ob.Width), ob.Y.Pixel()) < 0 {
			if ob.Sub&0x0F == 3 {
				ob.Sub = 0
			} else {
				ob.Sub++
			}
			break
		}
		ob.X += physics.FromPixels(1)
		ob.BaseX = int16(ob.X.Pixel())
	case 6:
		speedToPos(ob)
		ob.YVel += 0x18
		if d := s.objFloorDist(ob); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.YVel = 0
			ob.Sub = 0
		}
	case 7:
		if st.S2.Switch[2] != 0 {
			ob.Sub -= 3
		}
		if s.outOfRange(int(ob.BaseX)) {
			s.deleteObject(k)
		}
		return false
	case 8:
		d0 := s.osc(7)
		if ob.Status&1 != 0 {
			d0 = -d0 + 0x80
		}
		ob.Y = physics.FromPixels(int(ob.BaseY)-d0) | ob.Y&0xFF
	case 0x0A:
		d3 := 2 * int(ob.Width)
		d1 := 8
		if ob.Status&1 != 0 {
			d1, d3 = -d1, -d3
		}
		dx := int(int16(ob.X.Pixel() - int(ob.BaseX)))
		if ob.Flag {
			if dx == 0 {
				ob.Flag = false
				ob.Sub--
				break
			}
			ob.X -= physics.FromPixels(d1)
			break
		}
		if dx != d3 {
			ob.X += physics.FromPixels(d1)
			ob.Timer = 300
			break
		}
		ob.Timer--
		if ob.Timer == 0 {
			ob.Flag = true
		}
	}
	return true
}

// ---------------------------------------------------------------------------
// Obj55: Basaran

// aniBas is Ani_Bas: still, fall, fly.
var aniBas = [][]byte{{0x0F, 0, afEnd}, {0x0F, 1, afEnd}, {3, 1, 2, 3, 2, afEnd}}

// basaran is Obj55 (_incObj/55 Basaran.asm). Bas_Main: collision $0B
// (an enemy), $C high, $10 wide. It hangs until Sonic is within $80
// horizontally and from 0 to $7F below it, on the frames where the V-int
// counter plus the slot's ExecuteObjects counter is a multiple of 8
// (.dropcheck); it then falls $18 a frame (.dropfly) until within $10 of
// Sonic's y at the drop, when it flies toward him at $100 (.chkdistance);
// once Sonic is $80 or more away, on such a frame, it flies up, rising
// -$18 a frame, until it meets the ceiling (ObjHitCeiling), where it
// hangs again, its x on an 8-pixel boundary. Passing below Sonic's y at
// the drop, off screen, it is deleted (.chkdel: the original's
// DeleteObject branch). RememberState deletes it out of range.
func (s *engine) basaran(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render = ob.Render&3 | 4
		ob.YRad = 0x0C
		ob.Coll = 0x0B
		ob.Width = 0x10
	}
	d7 := uint8(0x5F - k)
	switch ob.Routine2 {
	case 0:
		if _, near := s.basChkDistance(ob, 0x80); !near {
			break
		}
		ob.BaseY = int16(st.Y.Pixel())
		d0 := uint16(st.Y.Pixel()) - uint16(ob.Y.Pixel())
		if uint16(st.Y.Pixel()) < uint16(ob.Y.Pixel()) || d0 >= 0x80 {
			break
		}
		if (uint8(o.Vint)+d7)&7 != 0 {
			break
		}
		ob.Anim = 1
		ob.Routine2 = 2
	case 2:
		speedToPos(ob)
		ob.YVel += 0x18
		d1, _ := s.basChkDistance(ob, 0x80)
		if uint16(ob.BaseY) < uint16(ob.Y.Pixel()) {
			if ob.Render&physics.S2OnScreen == 0 {
				s.deleteObject(k)
				return
			}
			break
		}
		if uint16(ob.BaseY)-uint16(ob.Y.Pixel()) < 0x10 {
			ob.XVel = physics.Fixed(d1)
			ob.YVel = 0
			ob.Anim = 2
			ob.Routine2 = 4
		}
	case 4:
		speedToPos(ob)
		d0 := uint16(st.X.Pixel()) - uint16(ob.X.Pixel())
		if uint16(st.X.Pixel()) < uint16(ob.X.Pixel()) {
			d0 = -d0
		}
		if d0 >= 0x80 && (uint8(o.Vint)+d7)&7 == 0 {
			ob.Routine2 = 6
		}
	case 6:
		speedToPos(ob)
		ob.YVel -= 0x18
		if d := s.objCeiling(ob); d < 0 {
			ob.Y -= physics.FromPixels(d)
			ob.X = physics.FromPixels(ob.X.Pixel()&^7) | ob.X&0xFF
			ob.XVel, ob.YVel = 0, 0
			ob.Anim = 0
			ob.Routine2 = 0
		}
	}
	animateSprite(ob, aniBas)
	s.rememberState(k)
}

// basChkDistance is the Basaran's .chkdistance: it faces Sonic; it
// returns the speed toward him ($100) and whether he is within d2
// horizontally.
func (s *engine) basChkDistance(ob *physics.S2Obj, d2 int) (int, bool) {
	d1 := 0x100
	ob.Status |= 1
	d0 := uint16(s.st.X.Pixel()) - uint16(ob.X.Pixel())
	if uint16(s.st.X.Pixel()) < uint16(ob.X.Pixel()) {
		d0 = -d0
		d1 = -d1
		ob.Status &^= 1
	}
	return d1, d0 < uint16(d2)
}

// ---------------------------------------------------------------------------
// Obj13, Obj14: lava ball maker and lava balls

// lavaMRates is LavaM_Rates: the frames between lava balls, by subtype
// bits 4-7.
var lavaMRates = [6]uint8{30, 60, 90, 120, 150, 180}

// lavaMaker is Obj13 (_incObj/13 Lava Ball Maker.asm), in Marble and
// Star Light: every LavaM_Rates frames (subtype bits 4-7), when its
// position is on screen (ChkObjectVisible), it makes a lava ball of its
// subtype's low nibble in the first free slot. Deleted out of range; it
// is never drawn.
func (s *engine) lavaMaker(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		i := int(ob.Sub>>4) & 0x0F
		if i >= len(lavaMRates) {
			i = len(lavaMRates) - 1
		}
		ob.Timer2 = int16(lavaMRates[i])
		ob.AnimDur = uint8(ob.Timer2)
		ob.Sub &= 0x0F
	}
	ob.AnimDur--
	if ob.AnimDur == 0 {
		ob.AnimDur = uint8(ob.Timer2)
		if s.chkObjectVisible(ob) {
			if j := s.findFree(); j >= 0 {
				o.Slots[j] = physics.S2Obj{ID: idLavaBall, Layout: -1, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF, Sub: ob.Sub}
			}
		}
	}
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
	}
}

// lballSpeeds is LBall_Speeds: the start speed by subtype (types 6 and 7
// horizontal).
var lballSpeeds = [9]int16{-0x400, -0x500, -0x600, -0x700, -0x200, 0x200, -0x200, 0x200, 0}

// aniFire is Ani_Fire: vertical, vertical collision, horizontal,
// horizontal collision.
var aniFire = [][]byte{
	{5, 0, 0x20, 1, 0x21, afEnd},
	{5, 2, afRoutine},
	{5, 3, 0x43, 4, 0x44, afEnd},
	{5, 5, afRoutine},
}

// lavaBall is Obj14 (_incObj/14 Lava Ball.asm). LBall_Main: collision
// $8B (harmful, 8x8), 8 high and wide, its start y kept (objoff_30:
// BaseY), the speed by subtype (LBall_Speeds; types 6 and up move
// sideways, $10 wide). LBall_Action by type: 0-3 rise and fall back $18
// a frame, deleted once below the start; 4 rises to the ceiling
// (ObjHitCeiling), 5 falls to the floor (ObjFloorDist), 6 and 7 move
// left and right to a wall (ObjHitWallLeft at -8, ObjHitWallRight at
// 8): there it stops, becomes type 8, and its collision animation ends
// it (afRoutine: LBall_Delete). Out of range it is deleted.
func (s *engine) lavaBall(k int) {
	ob := &s.st.S2.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.YRad, ob.XRad = 8, 8
		ob.Render = ob.Render&3 | 4
		ob.Coll = 0x8B
		ob.BaseY = int16(ob.Y.Pixel())
		sub := int(ob.Sub)
		if sub >= len(lballSpeeds) {
			sub = len(lballSpeeds) - 1
		}
		ob.YVel = physics.Fixed(lballSpeeds[sub])
		ob.Width = 8
		if ob.Sub >= 6 {
			ob.Width = 0x10
			ob.Anim = 2
			ob.XVel = ob.YVel
			ob.YVel = 0
		}
		fallthrough
	case 2:
		switch ob.Sub {
		case 0, 1, 2, 3:
			ob.YVel += 0x18
			if uint16(ob.BaseY) < uint16(ob.Y.Pixel()) {
				ob.Routine = 4
			}
			ob.Status &^= 2
			if ob.YVel < 0 {
				ob.Status |= 2
			}
		case 4:
			ob.Status |= 2
			if s.objCeiling(ob) < 0 {
				ob.Sub, ob.Anim, ob.YVel = 8, 1, 0
			}
		case 5:
			ob.Status &^= 2
			if s.objFloorDist(ob) < 0 {
				ob.Sub, ob.Anim, ob.YVel = 8, 1, 0
			}
		case 6:
			ob.Status |= 1
			if s.objWallLeft(ob.X.Pixel()-8, ob.Y.Pixel()) < 0 {
				ob.Sub, ob.Anim, ob.XVel = 8, 3, 0
			}
		case 7:
			ob.Status &^= 1
			if s.objWallRight(ob.X.Pixel()+8, ob.Y.Pixel()) < 0 {
				ob.Sub, ob.Anim, ob.XVel = 8, 3, 0
			}
		}
		speedToPos(ob)
		animateSprite(ob, aniFire)
		if s.outOfRange(ob.X.Pixel()) {
			s.deleteObject(k)
			return
		}
	default:
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// ---------------------------------------------------------------------------
// Obj46: Marble Zone's bricks

// marbleBrick is Obj46 (_incObj/46 MZ Bricks.asm), $F high and wide, $10
// wide on screen. While on screen (its render bit) it moves by type
// (subtype bits 0-2) and is solid (SolidObject $1B, $10, stand height
// $11): 0 still; 1 wobbling $10 by oscillator 5 (bit 3: the other way);
// 2 the same until Sonic is within $90 horizontally, then 3: falling
// $18 a frame to the floor (ObjFloorDist), then still at its new place;
// 4 bobbing by oscillator 4 / 8; a brick that lands on lava (REV01's
// Brick_Type03: the floor's 16x16 block number $16A or above, mz_lava.go)
// becomes type 4 and bobs there, on other ground type 0. Deleted out of
// range.
func (s *engine) marbleBrick(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.YRad, ob.XRad = 0x0F, 0x0F
		ob.Render = ob.Render&3 | 4
		ob.Width = 0x10
		ob.BaseY = int16(ob.Y.Pixel())
	}
	if ob.Render&physics.S2OnScreen != 0 {
		s.brickMove(ob)
		s.solidObject(k, 0x1B, 0x10, 0x11, ob.X.Pixel())
	}
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// brickMove is Brick_TypeIndex's motion.
func (s *engine) brickMove(ob *physics.S2Obj) {
	switch ob.Sub & 7 {
	case 2:
		d0 := uint16(s.st.X.Pixel()) - uint16(ob.X.Pixel())
		if uint16(s.st.X.Pixel()) < uint16(ob.X.Pixel()) {
			d0 = -d0
		}
		if d0 < 0x90 {
			ob.Sub = 3
		}
		fallthrough
	case 1:
		d0 := s.osc(5)
		if ob.Sub&8 != 0 {
			d0 = -d0 + 0x10
		}
		ob.Y = physics.FromPixels(int(ob.BaseY)-d0) | ob.Y&0xFF
	case 3:
		speedToPos(ob)
		ob.YVel += 0x18
		if d, n := s.objFloorBlock(ob); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.YVel = 0
			ob.BaseY = int16(ob.Y.Pixel())
			ob.Sub = 4
			if n < lavaBlock {
				ob.Sub = 0
			}
		}
	case 4:
		ob.Y = physics.FromPixels(int(ob.BaseY)-s.osc(4)>>3) | ob.Y&0xFF
	}
}

// ---------------------------------------------------------------------------
// Obj53: collapsing floors

// cfloData2 and cfloData3 are CFlo_Data2 and CFlo_Data3: the fragments'
// delays (the object's own first).
var (
	cfloData2 = [8]uint8{0x1E, 0x16, 0x0E, 6, 0x1A, 0x12, 0x0A, 2}
	cfloData3 = [8]uint8{0x16, 0x1E, 0x1A, 0x12, 6, 0x0E, 0x0A, 2}
)

// collapseFloor is Obj53 (_incObj/53 Collapsing Floors.asm), in Marble,
// Star Light and Scrap Brain, $44 wide: a platform (PlatformObject $20)
// that, once Sonic has stood on it (objoff_3A: Flag), counts 7 frames
// (objoff_38: Timer) and breaks into 8 fragments (the object and 7 in
// the first free slots, at its place, each with its delay from
// CFlo_Data2, or CFlo_Data3 for subtype bit 0); a fragment waits out its
// delay, then falls (ObjectFall) and is deleted once off screen. Sonic
// standing on it rides the object's fragment (ExitPlatform,
// MvSonicOnPtfm2) until its delay ends, then falls (his standing and
// pushing flags cleared). Subtype bit 7 faces it toward Sonic. Before it
// breaks, RememberState deletes it out of range; broken, its respawn
// entry stays set (it does not come back).
func (s *engine) collapseFloor(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		if s.zoneNumber() == 3 {
			ob.MapFrame += 2
		}
		ob.Render |= 4
		ob.Timer = 7
		ob.Width = 0x44
		fallthrough
	case 2:
		if ob.Flag {
			if ob.Timer == 0 {
				ob.Flag = false
				s.cfloFragment(k)
				return
			}
			ob.Timer--
		}
		s.platformObject(k, 0x20)
		// Sonic's status bit 3: standing on any object.
		if ob.Sub&0x80 != 0 && st.S2.On != 0 {
			ob.Render &^= 1
			if uint16(st.X.Pixel()) < uint16(ob.X.Pixel()) {
				ob.Render |= 1
			}
		}
		s.rememberState(k)
	case 4:
		if ob.Timer == 0 {
			s.cfloFragment(k)
			return
		}
		ob.Flag = true
		ob.Timer--
		s.cfloWalkOff(k)
	case 6:
		if ob.Timer == 0 {
			objectFall(ob)
			s.display(k)
			if ob.Render&physics.S2OnScreen == 0 {
				s.deleteObject(k)
			}
			return
		}
		if !ob.Flag {
			ob.Timer--
			s.display(k)
			return
		}
		ob.Timer--
		s.cfloWalkOff(k)
		if st.S2.On != 0 {
			if ob.Timer != 0 {
				return
			}
			st.S2.On, st.Obj.On = 0, 0
			st.Pushing = false
		}
		ob.Flag = false
		ob.Routine = 6
	case 0x0A:
		s.cfloWalkOff(k)
	default:
		s.deleteObject(k)
	}
}

// cfloWalkOff is CFlo_WalkOff: ExitPlatform ($20), MvSonicOnPtfm2 and
// RememberState.
func (s *engine) cfloWalkOff(k int) {
	ob := &s.st.S2.Slots[k]
	s.exitPlatformR(k, 0x20)
	s.mvSonicOnPtfm2(k, ob.X.Pixel())
	s.rememberState(k)
}

// cfloFragment is CFlo_Fragment and loc_8486: the object becomes the
// first fragment (routine 6) and seven more take the first free slots,
// each with its delay.
func (s *engine) cfloFragment(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	data := &cfloData2
	if ob.Sub&1 != 0 {
		data = &cfloData3
	}
	ob.MapFrame++
	ob.Render |= 0x20
	j := k
	for i := 0; i < 8; i++ {
		if i > 0 {
			j = s.findFree()
			if j < 0 {
				break
			}
			o.Slots[j] = physics.S2Obj{ID: ob.ID, Layout: -1, Render: ob.Render, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF,
				Width: ob.Width, MapFrame: ob.MapFrame}
		}
		f := &o.Slots[j]
		f.Routine = 6
		f.Timer = int16(data[i])
		if j < k {
			s.display(j)
		}
	}
	s.display(k)
}

// ---------------------------------------------------------------------------
// Obj51: smashable green block

// smabSpeeds is Smab_Speeds: the fragments' x and y speeds.
var smabSpeeds = [4][2]int16{{-0x200, -0x200}, {-0x100, -0x100}, {0x200, -0x200}, {0x100, -0x100}}

// smashBlock is Obj51 (_incObj/51 Smashable Green Block.asm), solid
// (SolidObject $1B, $10, stand height $11). Sonic landing on it in his
// rolling animation (read before SolidObject lands him) smashes it: he
// rolls on, bouncing up at -$300 in the air; the block breaks into 4
// fragments (SmashObject: the object and 3 in the first free slots,
// Smab_Speeds, $38 gravity; those in earlier slots move once at once),
// deleted off screen, and a points object takes a free slot.
// RememberState deletes it out of range.
func (s *engine) smashBlock(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render = ob.Render&3 | 4
		ob.Width = 0x10
		ob.MapFrame = ob.Sub
		fallthrough
	case 2:
		rolling := st.P.Anim.ID == physics.AnimRoll || st.P.Anim.ID == physics.AnimRollFast
		s.solidObject(k, 0x1B, 0x10, 0x11, ob.X.Pixel())
		if ob.Status&standBit == 0 || !rolling {
			break
		}
		st.Rolling = true
		st.YRadius, st.XRadius = 0x0E, 7
		st.P.Anim.ID = physics.AnimRoll
		st.YSpeed = -0x300
		st.Air = true
		if o.On == k+1 {
			o.On, st.Obj.On = 0, 0
		}
		ob.Status &^= standBit
		ob.Routine2 = 0
		ob.MapFrame = 1
		s.contact(k, physics.SolidTop, "break")
		s.smashObject(k, smabSpeeds[:], 0x38)
		s.newPoints(k, 0)
		return
	case 4:
		speedToPos(ob)
		ob.YVel += 0x38
		s.display(k)
		if ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
	default:
		s.deleteObject(k)
		return
	}
	s.rememberState(k)
}

// smashObject is SmashObject: the object becomes the first of
// len(speeds) fragments (routine 4) and the others take the first free
// slots, at its place, with their speeds; those in slots before it move
// at once (SpeedToPos, gravity g), as they do not run this frame.
func (s *engine) smashObject(k int, speeds [][2]int16, g physics.Fixed) {
	o := &s.st.S2
	ob := &o.Slots[k]
	ob.Render |= 0x20
	for i := range speeds {
		j := k
		if i > 0 {
			j = s.findFree()
			if j < 0 {
				break
			}
			o.Slots[j] = physics.S2Obj{ID: ob.ID, Layout: -1, Render: ob.Render, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF,
				Width: ob.Width, MapFrame: ob.MapFrame}
		}
		f := &o.Slots[j]
		f.Routine = 4
		f.XVel, f.YVel = physics.Fixed(speeds[i][0]), physics.Fixed(speeds[i][1])
		if j < k {
			speedToPos(f)
			f.YVel += g
			s.display(j)
		}
	}
}

// ---------------------------------------------------------------------------
// Obj30: large green glass blocks

// glassVars is Glass_Vars1 and Glass_Vars2: the block's and its
// reflection's routine and frame, for types 0-2 and 3-4.
var glassVars = [2][2][2]uint8{{{2, 0}, {4, 1}}, {{6, 2}, {8, 1}}}

// glassBlock is Obj30 (_incObj/30 MZ Large Green Glass Blocks.asm): the
// block (solid: SolidObject $2B, $48 or $38 for types 3-4, stand height
// one more) and its reflection (the next free slot, subtype + 8, not
// solid) move by type (bits 0-2): 1 and 2 up and down $40 by oscillator
// 4 (the reflection half as far); 3 sinks $10 (or the rest of $40) a
// frame at a time after a 10-frame delay each time Sonic lands on it
// again (not the first time); 4 sinks 2 a frame from $90 above its place
// once its switch (subtype bits 4-7) is pressed. Slot fields: Timer is
// glass_dist (objoff_32, $90 at first), B3B objoff_34, B3E objoff_35,
// Timer2 objoff_36, B3F objoff_38, BaseY objoff_30, Parent the block.
// Each is deleted out of range.
func (s *engine) glassBlock(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		v := 0
		ob.YRad = 0x48
		if ob.Sub >= 3 {
			v = 1
			ob.YRad = 0x38
		}
		j := k
		var p *physics.S2Obj
		for i := 0; i < 2; i++ {
			if i > 0 {
				j = s.findNextFree(k)
				if j < 0 {
					break
				}
				o.Slots[j] = physics.S2Obj{Layout: -1}
			}
			p = &o.Slots[j]
			p.Routine = glassVars[v][i][0]
			p.ID = idGlassBlock
			p.X = ob.X &^ 0xFF
			p.Y = ob.Y &^ 0xFF
			p.Render = 4
			p.BaseY = int16(ob.Y.Pixel())
			p.Sub = ob.Sub
			p.Width = 0x20
			p.MapFrame = glassVars[v][i][1]
			p.Parent = int16(k + 1)
		}
		if j >= 0 && p != ob {
			p.Width = 0x10
			p.Sub = (p.Sub + 8) & 0x0F
		}
		ob.Timer = 0x90
		ob.Render |= 0x10
		// Glass_Main runs on into Glass_Block012 whatever the type.
		s.glassTypes(ob)
		s.solidObject(k, 0x2B, 0x48, 0x49, ob.X.Pixel())
	default:
		s.glassRun(k)
	}
	ob = &o.Slots[k]
	if ob.ID == 0 {
		return
	}
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// glassRun is the block's routine after Glass_Main.
func (s *engine) glassRun(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 2:
		s.glassTypes(ob)
		s.solidObject(k, 0x2B, 0x48, 0x49, ob.X.Pixel())
	case 6:
		s.glassTypes(ob)
		s.solidObject(k, 0x2B, 0x38, 0x39, ob.X.Pixel())
	case 4, 8:
		if p := s.stompParent(ob); p != nil {
			ob.Timer = p.Timer
			if ob.Routine == 8 {
				ob.BaseY = int16(p.Y.Pixel())
			}
		}
		s.glassTypes(ob)
	default:
		s.deleteObject(k)
	}
}

// glassTypes is Glass_Types.
func (s *engine) glassTypes(ob *physics.S2Obj) {
	var d0 uint16
	switch ob.Sub & 7 {
	case 0:
		return
	case 1, 2:
		d0 = uint16(s.osc(4))
		if ob.Sub&7 == 2 {
			d0 = -d0 + 0x40
		}
		if ob.Sub&8 != 0 {
			d0 = -d0 + 0x40
			d0 = d0&0xFF00 | uint16(uint8(d0)>>1)
			d0 += 0x20
		}
	case 3:
		if ob.Sub&8 != 0 {
			d0 = uint16(s.osc(4)) - 0x10
			break
		}
		if ob.Status&standBit == 0 {
			ob.B3B &^= 1
		} else if ob.B3B == 0 {
			ob.B3B = 1
			was := ob.B3E&1 != 0
			ob.B3E |= 1
			if was {
				ob.B3B |= 0x80
				ob.Timer2 = 0x10
				ob.B3F = 0x0A
				if ob.Timer == 0x40 {
					ob.Timer2 = 0x40
				}
			}
		}
		if ob.B3B&0x80 != 0 {
			run := true
			if ob.B3F != 0 {
				ob.B3F--
				run = ob.B3F == 0
			}
			if run {
				if ob.Timer != 0 {
					ob.Timer--
					ob.Timer2--
					if ob.Timer2 == 0 {
						ob.B3B &^= 0x80
					}
				} else {
					ob.B3B &^= 0x80
				}
			}
		}
		d0 = uint16(ob.Timer)
	case 4:
		if ob.Sub&8 != 0 {
			d0 = uint16(s.osc(4)) - 0x10
			break
		}
		if ob.B3B == 0 {
			if s.st.S2.Switch[ob.Sub>>4] != 0 {
				ob.B3B = 1
			}
		}
		if ob.B3B != 0 && ob.Timer != 0 {
			ob.Timer -= 2
		}
		d0 = uint16(ob.Timer)
	default:
		return
	}
	ob.Y = physics.FromPixels(int(int16(uint16(ob.BaseY)-d0))) | ob.Y&0xFF
}

// ---------------------------------------------------------------------------
// Obj4E: advancing wall of lava

// aniLWall is Ani_LWall.
var aniLWall = [][]byte{{9, 0, 1, 2, 3, afEnd}}

// lavaWall is Obj4E (_incObj/4E Wall of Lava.asm): two harmful pieces
// ($94), the object and its tail $80 behind it (the next free slot). The
// object is solid (SolidObject $2B, $18, stand height $19); once Sonic
// has come within $C0 horizontally and $60 vertically and then left that
// range, it advances at $180 (not while he is hurt or dead) until its x
// is $6A0. Before it moves, out of range it is deleted (its respawn
// entry cleared) and the tail with it. Slot fields: Flag is lwall_flag,
// Parent the wall (the tail's objoff_3C).
func (s *engine) lavaWall(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 4
		j := k
		for i := 0; i < 2; i++ {
			if i > 0 {
				j = s.findNextFree(k)
				if j < 0 {
					break
				}
				o.Slots[j] = physics.S2Obj{Layout: -1}
			}
			p := &o.Slots[j]
			p.ID = idLavaWall
			p.Render = 4
			p.Width = 0x50
			p.X, p.Y = ob.X&^0xFF, ob.Y&^0xFF
			p.Anim = 0
			p.Coll = 0x94
			p.Parent = int16(k + 1)
		}
		if j >= 0 {
			o.Slots[j].Routine += 6
			o.Slots[j].MapFrame = 4
		}
		fallthrough
	case 4:
		dx := uint16(st.X.Pixel()) - uint16(ob.X.Pixel())
		if uint16(st.X.Pixel()) < uint16(ob.X.Pixel()) {
			dx = -dx
		}
		dy := uint16(st.Y.Pixel()) - uint16(ob.Y.Pixel())
		if uint16(st.Y.Pixel()) < uint16(ob.Y.Pixel()) {
			dy = -dy
		}
		if dx < 0xC0 && dy < 0x60 {
			ob.Flag = true
		} else if ob.Flag {
			ob.XVel = 0x180
			ob.Routine = 2
		}
		fallthrough
	case 2:
		s.solidObject(k, 0x2B, 0x18, 0x19, ob.X.Pixel())
		if ob.X.Pixel() == 0x6A0 {
			ob.XVel = 0
			ob.Flag = false
		}
		animateSprite(ob, aniLWall)
		if !st.Obj.Hurt && !st.Dead {
			speedToPos(ob)
		}
		s.display(k)
		if !ob.Flag && s.outOfRange(ob.X.Pixel()) {
			if r := ob.Respawn; r != 0 {
				o.Respawn[2+int(r)] &^= 0x80
			}
			ob.Routine = 8
		}
	case 6:
		p := s.stompParent(ob)
		if p == nil || p.Routine == 8 || p.ID != idLavaWall {
			s.deleteObject(k)
			return
		}
		ob.X = physics.FromPixels(p.X.Pixel()-0x80) | ob.X&0xFF
		s.display(k)
	default:
		s.deleteObject(k)
	}
}

// ---------------------------------------------------------------------------
// Obj4C, Obj4D: lava geyser maker, lava geysers and lavafalls

// aniGeyser is Ani_Geyser: bubble1, bubble2, end, bubble3, blank,
// bubble4.
var aniGeyser = [][]byte{
	{2, 0, 1, 0, 1, 4, 5, 4, 5, afRoutine},
	{2, 2, 3, afEnd},
	{2, 6, 7, afEnd},
	{2, 2, 3, 0, 1, 0, 1, afRoutine},
	{0x0F, 0x13, afEnd},
	{2, 0x11, 0x12, afEnd},
}

// geyserMaker is Obj4C (_incObj/4C & 4D Lava Geyser Maker.asm). Every
// 120 frames it checks for Sonic above it (within $170): then a geyser
// (subtype 0: it bubbles first, GMake_ChkType, Ani_Geyser's bubble1) or
// lavafall (other subtypes) in the next free slot (LavaGeyser). A
// geyser under a pushed block (the maker's objoff_3C: Parent) throws
// the block up at -$580. When the geyser ends (its bubbling, bubble3)
// the maker waits again; a geyser maker is then deleted. Deleted out of
// range. Slot fields: Timer gmake_timer, Timer2 gmake_time.
func (s *engine) geyserMaker(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render = 4
		ob.Width = 0x38
		ob.Timer2 = 120
		fallthrough
	case 2:
		ob.Timer--
		if ob.Timer < 0 {
			ob.Timer = ob.Timer2
			d0, d1 := uint16(st.Y.Pixel()), uint16(ob.Y.Pixel())
			if d0 < d1 && d0 >= d1-0x170 {
				ob.Routine = 4
			}
		}
	case 4:
		if ob.Sub == 0 {
			s.gmakeDisplay(k)
			break
		}
		ob.Routine = 6
	case 6:
		ob.Routine = 8
		if j := s.findNextFree(k); j >= 0 {
			o.Slots[j] = physics.S2Obj{ID: idLavaGeyser, Layout: -1, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF, Sub: ob.Sub,
				Parent: int16(k + 1)}
		}
		ob.Anim = 1
		if ob.Sub != 0 {
			ob.Anim = 4
		} else if p := s.stompParent(ob); p != nil {
			p.Status |= 2
			p.YVel = -0x580
		}
		s.gmakeDisplay(k)
	case 8:
		s.gmakeDisplay(k)
	case 0x0A:
		ob.Anim = 0
		ob.Routine = 2
		if ob.Sub == 0 {
			s.deleteObject(k)
			return
		}
	}
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
	}
}

// gmakeDisplay is GMake_Display.
func (s *engine) gmakeDisplay(k int) {
	animateSprite(&s.st.S2.Slots[k], aniGeyser)
	s.display(k)
}

// lavaGeyser is Obj4D: a geyser (subtype 0) rises from the maker at
// -$500, a lavafall (1) falls from $250 above it, $18 a frame, with a
// harmful column ($93, $80 high) $60 below the head following it; once
// the head passes its start it ends (the maker's bubble3); the column
// goes with it. Deleted out of range.
func (s *engine) lavaGeyser(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.BaseY = int16(ob.Y.Pixel())
		if ob.Sub != 0 {
			ob.Y -= physics.FromPixels(0x250)
		}
		ob.YVel = -0x500
		if ob.Sub != 0 {
			ob.YVel = 0
		}
		s.geyserPiece(k, k)
		j := s.findNextFree(k)
		if j >= 0 {
			o.Slots[j] = physics.S2Obj{Layout: -1}
			s.geyserPiece(k, j)
			c := &o.Slots[j]
			c.Y += physics.FromPixels(0x60)
			c.BaseY = ob.BaseY + 0x60
			c.Coll = 0x93
			c.YRad = 0x80
			c.Render |= 0x10
			c.Routine += 4
			c.Parent = int16(k + 1)
			if ob.Sub != 0 {
				if m := s.findNextFree(k); m >= 0 {
					o.Slots[m] = physics.S2Obj{Layout: -1}
					s.geyserPiece(k, m)
					t := &o.Slots[m]
					t.Routine += 2
					t.Y += physics.FromPixels(0x100)
					t.BaseY = ob.BaseY
					t.Parent = ob.Parent
				}
				ob.Sub = 0
			}
		}
		fallthrough
	case 2:
		ob.YVel += 0x18
		if uint16(ob.BaseY) < uint16(ob.Y.Pixel()) {
			ob.Routine += 4
			if p := s.stompParent(ob); p != nil {
				p.Anim = 3
				if ob.Sub != 0 {
					p.Anim = 1
				}
			}
		}
		speedToPos(ob)
		animateSprite(ob, aniGeyser)
	case 4:
		p := s.stompParent(ob)
		if p == nil || p.Routine == 6 {
			s.deleteObject(k)
			return
		}
		ob.Y = physics.FromPixels(p.Y.Pixel()+0x60) | ob.Y&0xFF
	default:
		s.deleteObject(k)
		return
	}
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// geyserPiece is Geyser_Main's .makelava: slot j becomes a piece of the
// geyser in slot k.
func (s *engine) geyserPiece(k, j int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	p := &o.Slots[j]
	p.ID = idLavaGeyser
	p.Render = 4
	p.Width = 0x20
	p.X, p.Y = ob.X&^0xFF|p.X&0xFF, ob.Y&^0xFF|p.Y&0xFF
	p.Sub = ob.Sub
	p.Anim = 5
	if ob.Sub != 0 {
		p.Anim = 2
	}
}

// ---------------------------------------------------------------------------
// Obj35: burning grass

// lgrassBurn is LGrass_Type05's fire: half sunk (objoff_34 $20) the first
// time (objoff_35: Flag), the grass lights a fire (GrassFire) in the next
// free slot, $40 left of it and 5 below its start, and keeps each fire it
// has (objoff_36: Logs[0] the count, Logs[1..] the slots) sinking with it
// (their objoff_3C: d1).
func (s *engine) lgrassBurn(k, d1 int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if ob.Timer2 == 0x20 && !ob.Flag {
		ob.Flag = true
		if j := s.findNextFree(k); j >= 0 {
			o.Slots[j] = physics.S2Obj{ID: idGrassFire, Layout: -1, X: ob.X&^0xFF - physics.FromPixels(0x40),
				BaseY: ob.BaseY + 8 - 3, Index: ob.Index, Parent: int16(k + 1)}
			lgrassAddFire(ob, j)
		}
	}
	n := int(uint8(ob.Logs[0]))
	for i := 1; i <= n && i < len(ob.Logs); i++ {
		o.Slots[ob.Logs[i]].Timer = int16(d1)
	}
}

// lgrassAddFire is sub_B09C: fire slot j joins the grass's list.
func lgrassAddFire(ob *physics.S2Obj, j int) {
	n := int(uint8(ob.Logs[0]))
	if n+1 >= len(ob.Logs) {
		return
	}
	ob.Logs[0]++
	ob.Logs[1+n] = int16(j)
}

// lgrassDelFlames is LGrass_DelFlames: off screen, the grass deletes its
// fires and can burn again.
func (s *engine) lgrassDelFlames(k int) {
	ob := &s.st.S2.Slots[k]
	n := int(uint8(ob.Logs[0]))
	ob.Logs[0] = 0
	if n == 0 {
		return
	}
	for i := 1; i <= n && i < len(ob.Logs); i++ {
		s.deleteObject(int(ob.Logs[i]))
		ob.Logs[i] = 0
	}
	ob.Flag = false
	ob.Timer2 = 0
}

// aniGFire is Ani_GFire.
var aniGFire = [][]byte{{5, 0, 0x20, 1, 0x21, afEnd}}

// grassFire is Obj35 (_incObj/35 Burning Grass.asm): a harmful flame
// ($8B) on the sinking grass. The first runs right a pixel a frame along
// the grass's heightmap (loc_B238: its start objoff_2C less the height
// at its place, plus the grass's sink objoff_3C) for $84 pixels, leaving
// a standing flame (subtype 1: GFire_Move) every 16 pixels for $80; the
// grass deletes them all once off screen. Slot fields: BaseX gfire_origX,
// BaseY objoff_2C, Timer objoff_3C, Index the grass's heightmap, Parent
// the grass (objoff_38).
func (s *engine) grassFire(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.BaseX = int16(ob.X.Pixel())
		ob.Render = 4
		ob.Coll = 0x8B
		ob.Width = 8
		if ob.Sub != 0 {
			ob.Routine = 4
			ob.Y = physics.FromPixels(int(ob.BaseY)+int(ob.Timer)) | ob.Y&0xFF
			break
		}
		fallthrough
	case 2:
		h := s.heights[lgrassData[min(int(ob.Index), len(lgrassData)-1)].heights]
		d1 := int(int16(ob.X.Pixel() - int(ob.BaseX) + 0x0C))
		d2 := int(ob.BaseY) - heightAt(h, int(uint16(d1))>>1)
		ob.Y = physics.FromPixels(d2+int(ob.Timer)) | ob.Y&0xFF
		if uint16(d1) < 0x84 {
			ob.X += physics.FromPixels(1)
			if uint16(d1) < 0x80 && (ob.X+physics.FromPixels(8))&0xFFF == 0 {
				if j := s.findNextFree(k); j >= 0 {
					o.Slots[j] = physics.S2Obj{ID: idGrassFire, Layout: -1, X: ob.X &^ 0xFF, BaseY: int16(d2),
						Timer: ob.Timer, Sub: 1}
					if g := s.stompParent(ob); g != nil {
						lgrassAddFire(g, j)
					}
				}
			}
		}
	case 4:
		ob.Y = physics.FromPixels(int(ob.BaseY)+int(ob.Timer)) | ob.Y&0xFF
	default:
		s.deleteObject(k)
		return
	}
	animateSprite(ob, aniGFire)
	s.display(k)
}
