package sonic1

import "loopwright/physics"

// Star Light Zone's objects.

// ---------------------------------------------------------------------------
// Obj5C: pylon

// pylon is Obj5C (_incObj/5C Pylon.asm): foreground scenery drawn at
// twice the camera's parallax (its x -2 times the camera's x). It
// touches nothing and, having no out-of-range check, keeps its slot for
// the rest of the act.
func (s *engine) pylon(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x10
	}
	ob.X = physics.FromPixels(int(int16(-2 * s.st.Cam.X)))
	s.display(k)
}

// ---------------------------------------------------------------------------
// Obj59: elevators

// elevVar is Elev_Var1 then Elev_Var2: Elev_Main reads the width and
// frame at subtype bits 4-6 (Elev_Var1 has one entry: the others read
// into Elev_Var2), the distance to move (/4) and the motion type at
// Elev_Var2 plus subtype bits 0-3.
var elevVar = [16][2]uint8{
	{0x28, 0}, {0x10, 1}, {0x20, 1}, {0x34, 1}, {0x10, 3}, {0x20, 3}, {0x34, 3}, {0x14, 1}, {0x24, 1},
	{0x2C, 1}, {0x14, 3}, {0x24, 3}, {0x2C, 3}, {0x20, 5}, {0x20, 7}, {0x30, 9},
}

// elevator is Obj59 (_incObj/59 SLZ Elevators.asm), $28 wide. Subtypes
// $80 and up make elevators (Elev_MakeMulti: every (subtype & $7F) * 6
// frames an elevator of type $E in the first free slot). Others take
// their distance and motion from Elev_Var2; the platform (PlatformObject,
// ExitPlatform, MvSonicOnPtfm2) waits for Sonic to stand on it (odd
// types), then moves (Elev_Move: its speed grows $10 a frame to $800,
// falls back after half the distance, and it stops at the distance): 2
// up, 4 down, 6 up-right (half as far up), 8 down-left, 9 up and, at the
// end, Sonic is let go (in the air) and it is deleted. Deleted out of
// range by its first x. Slot fields: BaseX, BaseY the start (objoff_32,
// objoff_30), GXVel the distance moved (objoff_34, 16.16), Timer the
// speed (objoff_38), Flag the slowing flag (objoff_3A), Timer2 the
// distance (elev_dist), Timer3 the maker's period (objoff_3E).
func (s *engine) elevator(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		if ob.Sub&0x80 != 0 {
			ob.Routine = 6
			d := int16(ob.Sub&0x7F) * 6
			ob.Timer2, ob.Timer3 = d, d
			return
		}
		w := elevVar[int(ob.Sub>>4)&7]
		ob.Width, ob.MapFrame = w[0], w[1]
		v := elevVar[1+int(ob.Sub)&0x0F%(len(elevVar)-1)]
		ob.Timer2 = int16(v[0]) << 2
		ob.Sub = v[1]
		ob.Render = ob.Render&3 | 4
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		fallthrough
	case 2:
		s.platformObject(k, int(ob.Width))
		s.elevTypes(k)
	case 4:
		s.exitPlatformR(k, int(ob.Width))
		x := ob.X.Pixel()
		s.elevTypes(k)
		if ob.ID == 0 {
			return
		}
		s.mvSonicOnPtfm2(k, x)
	case 6:
		ob.Timer2--
		if ob.Timer2 == 0 {
			ob.Timer2 = ob.Timer3
			if j := s.findFree(); j >= 0 {
				st.S2.Slots[j] = physics.S2Obj{ID: idElevator, Layout: -1, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF, Sub: 0x0E}
			}
		}
		if s.outOfRange(ob.X.Pixel()) {
			s.deleteObject(k)
		}
		return
	default:
		s.deleteObject(k)
		return
	}
	if ob.ID == 0 {
		return
	}
	if s.outOfRange(int(ob.BaseX)) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// elevTypes is Elev_Types.
func (s *engine) elevTypes(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	d := func() int { return int(int16(uint32(ob.GXVel) >> 16)) }
	switch t := ob.Sub & 0x0F; t {
	case 1, 3, 5, 7:
		if ob.Routine == 4 {
			ob.Sub++
		}
	case 2:
		s.elevMove(ob)
		ob.Y = physics.FromPixels(int(ob.BaseY)-d()) | ob.Y&0xFF
	case 4:
		s.elevMove(ob)
		ob.Y = physics.FromPixels(int(ob.BaseY)+d()) | ob.Y&0xFF
	case 6:
		s.elevMove(ob)
		ob.Y = physics.FromPixels(int(ob.BaseY)-d()>>1) | ob.Y&0xFF
		ob.X = physics.FromPixels(int(ob.BaseX)+d()) | ob.X&0xFF
	case 8:
		s.elevMove(ob)
		ob.Y = physics.FromPixels(int(ob.BaseY)+d()>>1) | ob.Y&0xFF
		ob.X = physics.FromPixels(int(ob.BaseX)-d()) | ob.X&0xFF
	case 9:
		s.elevMove(ob)
		ob.Y = physics.FromPixels(int(ob.BaseY)-d()) | ob.Y&0xFF
		if ob.Sub != 0 {
			return
		}
		if ob.Status&standBit != 0 {
			st.Air = true
			if st.S2.On == k+1 {
				st.S2.On, st.Obj.On = 0, 0
			}
		}
		s.deleteObject(k)
	}
}

// elevMove is Elev_Move.
func (s *engine) elevMove(ob *physics.S2Obj) {
	v := ob.Timer
	if !ob.Flag {
		if uint16(v) < 0x800 {
			v += 0x10
		}
	} else if v != 0 {
		v -= 0x10
	}
	ob.Timer = v
	ob.GXVel += physics.Fixed(int32(v) << 8)
	d0 := uint16(uint32(ob.GXVel) >> 16)
	d2 := uint16(ob.Timer2)
	if d0 > d2 {
		ob.Flag = true
	}
	if d0 == 2*d2 {
		ob.Sub = 0
	}
}

// ---------------------------------------------------------------------------
// Obj5A: circling platforms

// circlingPlatform is Obj5A (_incObj/5A SLZ Circling Platform.asm), $18
// wide: a platform (PlatformObject, ExitPlatform, MvSonicOnPtfm2) going
// round its start by oscillators 8 and 9 (each less $50); subtype bit 0
// reverses both, bit 1 swaps them (the x negated), type 4 (bits 2-3)
// runs the other way round. Deleted out of range by its first x.
func (s *engine) circlingPlatform(k int) {
	ob := &s.st.S2.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render = ob.Render&3 | 4
		ob.Width = 0x18
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		fallthrough
	case 2:
		s.platformObject(k, int(ob.Width))
		s.circTypes(ob)
	default:
		s.exitPlatformR(k, int(ob.Width))
		x := ob.X.Pixel()
		s.circTypes(ob)
		s.mvSonicOnPtfm2(k, x)
	}
	if s.outOfRange(int(ob.BaseX)) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// circTypes is Circ_Types.
func (s *engine) circTypes(ob *physics.S2Obj) {
	d1 := int(int8(uint8(s.osc(8)) - 0x50))
	d2 := int(int8(uint8(s.osc(9)) - 0x50))
	if ob.Sub&1 != 0 {
		d1, d2 = -d1, -d2
	}
	if ob.Sub&2 != 0 {
		d1, d2 = d2, -d1
	}
	if ob.Sub&0x0C == 4 {
		d1 = -d1
	}
	ob.X = physics.FromPixels(int(int16(d1+int(ob.BaseX)))) | ob.X&0xFF
	ob.Y = physics.FromPixels(int(int16(d2+int(ob.BaseY)))) | ob.Y&0xFF
}

// ---------------------------------------------------------------------------
// Obj5D: fans

// fan is Obj5D (_incObj/5D Fan.asm). Types 0 and 1 are off 120 frames,
// then on 180 (Fan_Delay; off first); types 2 and 3 always on. On, it
// pushes Sonic's x (not his speed) while he is from $50 behind to $A0 in
// front of it and from $60 above to $10 below its y: the nearer the
// harder (.blow), away from the fan (toward it for odd types). Deleted
// out of range.
func (s *engine) fan(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render |= 4
		ob.Width = 0x10
	}
	if ob.Sub&2 == 0 {
		ob.Timer--
		if ob.Timer < 0 {
			ob.Timer = 120
			ob.Flag = !ob.Flag
			if !ob.Flag {
				ob.Timer = 180
			}
		}
	}
	if !ob.Flag {
		d0 := uint16(st.X.Pixel()) - uint16(ob.X.Pixel())
		if ob.Status&1 == 0 {
			d0 = -d0
		}
		d0 += 0x50
		d1 := uint16(st.Y.Pixel()) + 0x60
		if d0 < 0xF0 && d1 >= uint16(ob.Y.Pixel()) && d1-uint16(ob.Y.Pixel()) < 0x70 {
			if d0 < 0x50 {
				d0 = ^(d0 - 0x50)
				d0 += d0
			} else {
				d0 -= 0x50
			}
			d0 += 0x60
			if ob.Status&1 == 0 {
				d0 = -d0
			}
			d0 = d0&0xFF00 | uint16(uint8(-uint8(d0)))
			v := int16(d0) >> 4
			if ob.Sub&1 != 0 {
				v = -v
			}
			st.X += physics.FromPixels(int(v))
		}
		ob.AnimDur--
		if int8(ob.AnimDur) < 0 {
			ob.AnimDur = 0
			ob.AnimFrame++
			if ob.AnimFrame >= 3 {
				ob.AnimFrame = 0
			}
			ob.MapFrame = ob.AnimFrame + 2*(ob.Sub&1)
		}
	}
	s.display(k)
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
	}
}

// ---------------------------------------------------------------------------
// Obj5B: staircase

// staircase is Obj5B (_incObj/5B Staircase.asm): four solid blocks
// (SolidObject $1B, $10, stand height $11), the object and three in the
// next free slots (FindNextFreeObj), $20 apart, each lowered by one of
// the first block's four offsets (objoff_38-3B: Logs[0-3]; reversed when
// flipped). Type 0 (bits 0-2) waits for Sonic to stand on a block, then
// 30 frames, then becomes 1; type 2 waits for a hit from below (or a
// landing: SolidObject's -1), shakes 60 frames, then becomes 3; types 1
// and 3 move the blocks down (offsets v, 3v/4, v/2, v/4, v counting to
// $80). The blocks report to the first (objoff_36: Flag byte in Index).
// Each is deleted out of range by the first block's x.
func (s *engine) staircase(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		d3, d4 := 0, 1
		if ob.Status&1 != 0 {
			d3, d4 = 3, -1
		}
		x := ob.X.Pixel()
		j := k
		for i := 0; i < 4; i++ {
			if i > 0 {
				j = s.findNextFree(j)
				if j < 0 {
					break
				}
				o.Slots[j] = physics.S2Obj{ID: idStaircase, Routine: 4, Layout: -1}
			}
			b := &o.Slots[j]
			b.ID = idStaircase
			b.Render = 4
			b.Width = 0x10
			b.Sub = ob.Sub
			b.X = physics.FromPixels(x)
			b.Y = ob.Y &^ 0xFF
			b.BaseX, b.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
			b.B3B = uint8(d3)
			b.Parent = int16(k + 1)
			x += 0x20
			d3 += d4
		}
		fallthrough
	case 2:
		s.stairMove(ob)
		fallthrough
	case 4:
		s.stairSolid(k)
	default:
		s.deleteObject(k)
		return
	}
	ob = &o.Slots[k]
	if s.outOfRange(int(ob.BaseX)) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// stairSolid is Stair_Solid.
func (s *engine) stairSolid(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	p := int(ob.Parent) - 1
	if p < 0 || p >= Slots {
		p = k
	}
	pa := &o.Slots[p]
	off := uint8(pa.Logs[ob.B3B&3])
	ob.Y = physics.FromPixels(int(int16(int(off)+int(ob.BaseY)))) | ob.Y&0xFF
	if d4 := s.solidObject(k, int(ob.Width)+0x0B, 0x10, 0x11, ob.X.Pixel()); d4 < 0 {
		pa.Index = int16(int8(d4))
	}
	if ob.Status&standBit != 0 {
		pa.Index = 1
	}
}

// stairMove is Stair_TypeIndex (timer objoff_34: Timer).
func (s *engine) stairMove(ob *physics.S2Obj) {
	switch ob.Sub & 7 {
	case 0:
		if ob.Timer == 0 {
			if ob.Index == 1 {
				ob.Timer = 0x1E
			}
			return
		}
		ob.Timer--
		if ob.Timer == 0 {
			ob.Sub++
		}
	case 2:
		if ob.Timer == 0 {
			if int8(ob.Index) < 0 {
				ob.Timer = 0x3C
			}
			return
		}
		ob.Timer--
		if ob.Timer == 0 {
			ob.Sub++
			return
		}
		d0 := int16(uint8(ob.Timer)>>2) & 1
		for i := 0; i < 4; i++ {
			ob.Logs[i] = d0
			d0 ^= 1
		}
	case 1, 3:
		if uint8(ob.Logs[0]) == 0x80 {
			return
		}
		v := int16(uint8(ob.Logs[0]) + 1)
		ob.Logs[0] = v
		ob.Logs[1] = v * 3 / 4
		ob.Logs[2] = v / 2
		ob.Logs[3] = v / 4
	}
}

// ---------------------------------------------------------------------------
// Obj5F: Bomb

// aniBomb is Ani_Bomb: stand, walk, activated, fuse, shrapnel.
var aniBomb = [][]byte{
	{0x13, 1, 0, afEnd}, {0x13, 5, 4, 3, 2, afEnd}, {0x13, 7, 6, afEnd}, {3, 8, 9, afEnd}, {3, 0x0A, 0x0B, afEnd},
}

// bomShrSpeed is Bom_ShrSpeed: the shrapnel's speeds.
var bomShrSpeed = [4][2]int16{{-0x200, -0x300}, {-0x100, -0x200}, {0x200, -0x300}, {0x100, -0x200}}

// bomb is Obj5F (_incObj/5F Bomb Enemy.asm), in Star Light and Scrap
// Brain. The bomb (subtype 0) is harmful ($9A); it stands 180 frames and
// walks 1536 at $10 a frame, turning each time; once Sonic is within $60
// both ways (.chksonic) it stops and lights its fuse (a bomb of subtype 4
// in the next free slot, moving $10 a frame away from its feet, 143
// frames); 143 frames later the bomb becomes an explosion (ExplosionBomb)
// and the fuse, back at the bomb's y, four shrapnel (harmful $98,
// Bom_ShrSpeed, $18 gravity) that vanish off screen. Slot fields: Timer
// is bom_time, BaseY bom_origY. RememberState deletes the bomb and fuse
// out of range.
func (s *engine) bomb(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render |= 4
		ob.Width = 0x0C
		if ob.Sub != 0 {
			ob.Routine = ob.Sub
			return
		}
		ob.Coll = 0x9A
		ob.Status ^= 1
		fallthrough
	case 2:
		switch ob.Routine2 {
		case 0:
			s.bomChkSonic(k)
			ob.Timer--
			if ob.Timer < 0 {
				ob.Routine2 = 2
				ob.Timer = 1535
				ob.XVel = 0x10
				ob.Anim = 1
				old := ob.Status & 1
				ob.Status ^= 1
				if old != 0 {
					ob.XVel = -ob.XVel
				}
			}
		case 2:
			s.bomChkSonic(k)
			ob.Timer--
			if ob.Timer < 0 {
				ob.Routine2 = 0
				ob.Timer = 179
				ob.XVel = 0
				ob.Anim = 0
			} else {
				speedToPos(ob)
			}
		case 4:
			ob.Timer--
			if ob.Timer < 0 {
				ob.ID = idExplosionBomb
				ob.Routine = 0
			}
		}
		animateSprite(ob, aniBomb)
		s.rememberState(k)
	case 4:
		ob.Timer--
		if ob.Timer >= 0 {
			speedToPos(ob)
		} else {
			s.bomShrapnel(k)
		}
		ob = &o.Slots[k]
		if ob.ID == 0 {
			return
		}
		animateSprite(ob, aniBomb)
		s.rememberState(k)
	case 6:
		s.bomEnd(k)
	default:
		s.deleteObject(k)
	}
}

// bomEnd is Bom_End: the shrapnel falls and vanishes off screen.
func (s *engine) bomEnd(k int) {
	ob := &s.st.S2.Slots[k]
	speedToPos(ob)
	ob.YVel += 0x18
	animateSprite(ob, aniBomb)
	if ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// bomChkSonic is the Bomb's .chksonic: Sonic within $60 both ways lights
// the fuse.
func (s *engine) bomChkSonic(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	dx := uint16(st.X.Pixel()) - uint16(ob.X.Pixel())
	if uint16(st.X.Pixel()) < uint16(ob.X.Pixel()) {
		dx = -dx
	}
	dy := uint16(st.Y.Pixel()) - uint16(ob.Y.Pixel())
	if uint16(st.Y.Pixel()) < uint16(ob.Y.Pixel()) {
		dy = -dy
	}
	if dx >= 0x60 || dy >= 0x60 {
		return
	}
	ob.Routine2 = 4
	ob.Timer = 143
	ob.XVel = 0
	ob.Anim = 2
	j := s.findNextFree(k)
	if j < 0 {
		return
	}
	f := physics.S2Obj{ID: idBomb, Layout: -1, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF, BaseY: int16(ob.Y.Pixel()),
		Status: ob.Status, Sub: 4, Anim: 3, YVel: 0x10, Timer: 143}
	if ob.Status&2 != 0 {
		f.YVel = -f.YVel
	}
	o.Slots[j] = f
}

// bomShrapnel is loc_11B7C: the fuse, back at the bomb's y, becomes the
// first of four shrapnel (the others in the next free slots; they start
// next frame through Bom_Main) and falls at once (Bom_End).
func (s *engine) bomShrapnel(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	ob.Timer = 0
	ob.Routine = 0
	ob.Y = physics.FromPixels(int(ob.BaseY)) | ob.Y&0xFF
	for i := range bomShrSpeed {
		j := k
		if i > 0 {
			j = s.findNextFree(k)
			if j < 0 {
				break
			}
			o.Slots[j] = physics.S2Obj{Layout: -1}
		}
		p := &o.Slots[j]
		p.ID = idBomb
		p.X = ob.X &^ 0xFF
		p.Y = ob.Y &^ 0xFF
		p.Sub = 6
		p.Anim = 4
		p.XVel, p.YVel = physics.Fixed(bomShrSpeed[i][0]), physics.Fixed(bomShrSpeed[i][1])
		p.Coll = 0x98
		p.Render |= physics.S2OnScreen
	}
	ob.Routine = 6
	s.bomEnd(k)
}

// ---------------------------------------------------------------------------
// Obj5E: seesaws

// seeSpeeds is See_Speeds: the spiked ball's height above its start on
// each seesaw frame (on the right: frames 0-2; on the left: 2-4).
var seeSpeeds = [5]int{-8, -0x1C, -0x2F, -0x1C, -8}

// seesaw is Obj5E (_incObj/5E Seesaw.asm), $30 wide. Subtype 0 has a
// spiked ball (the next free slot, harmful $8B, $28 to the side its flip
// gives). Sonic lands on its slope (SlopeObject with slzssaw1, or
// slzssaw2 when flat) and stands on it (ExitPlatform, SlopeObject2); the
// seesaw tilts a step a frame toward the side he stands on (See_ChkSide:
// flat within 8 of its middle; See_ChgFrame). When its tilt leaves the
// ball's side, the ball is thrown (-$818 up for one step, -$AF0 or,
// when Sonic landed faster than $A00, -$E00 for two; sideways toward
// the other end), falls (ObjectFall, twice as fast past $2F above its
// start on the way up) and lands on the other end, tilting the seesaw
// its way; a Sonic standing on it is thrown up at the ball's landing
// speed (the spring animation). Both are deleted when the seesaw's x
// leaves the range (a signed check). Slot fields: BaseX see_origX, BaseY
// see_origY, Timer see_speed (Sonic's y speed), B3B see_frame, Parent
// the seesaw.
func (s *engine) seesaw(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render |= 4
		ob.Width = 0x30
		ob.BaseX = int16(ob.X.Pixel())
		if ob.Sub == 0 {
			if j := s.findNextFree(k); j >= 0 {
				o.Slots[j] = physics.S2Obj{ID: idSeesaw, Routine: 6, Layout: -1, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF,
					Status: ob.Status, Parent: int16(k + 1)}
			}
		}
		if ob.Status&1 != 0 {
			ob.MapFrame = 2
		}
		ob.B3B = ob.MapFrame
		fallthrough
	case 2:
		seeChgFrame(ob, ob.B3B)
		ob.Timer = int16(st.YSpeed)
		s.slopeObject(k, 0x30, s.seeHeights(ob))
	case 4:
		s.seeChkSide(ob)
		h := s.seeHeights(ob)
		s.exitPlatformR(k, 0x30)
		s.slopeObject2(k, 0x30, ob.X.Pixel(), h)
	case 6:
		ob.Routine = 8
		ob.Render |= 4
		ob.Coll = 0x8B
		ob.Width = 0x0C
		ob.BaseX = int16(ob.X.Pixel())
		ob.X += physics.FromPixels(0x28)
		ob.BaseY = int16(ob.Y.Pixel())
		ob.MapFrame = 1
		if ob.Status&1 != 0 {
			ob.X -= physics.FromPixels(0x50)
			ob.B3B = 2
		}
		fallthrough
	case 8:
		s.seeMoveSpike(k)
	case 0x0A:
		s.seeSpikeFall(k)
	default:
		s.deleteObject(k)
		return
	}
	ob = &o.Slots[k]
	if ob.ID == 0 {
		return
	}
	d0 := int16(uint16(ob.BaseX)&0xFF80 - uint16(st.Cam.X-0x80)&0xFF80)
	if d0 < 0 || d0 > 0x280 {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// seeHeights returns the seesaw's heightmap: slzssaw2 when flat (odd
// frame), else slzssaw1.
func (s *engine) seeHeights(ob *physics.S2Obj) []byte {
	if ob.MapFrame&1 != 0 {
		return s.heights["slzssaw2"]
	}
	return s.heights["slzssaw1"]
}

// seeChkSide is See_ChkSide: frame 2 with Sonic left of the middle, 0
// right of it, 1 within 8 of it.
func (s *engine) seeChkSide(ob *physics.S2Obj) {
	d1 := uint8(2)
	d0 := uint16(ob.X.Pixel()) - uint16(s.st.X.Pixel())
	if uint16(ob.X.Pixel()) < uint16(s.st.X.Pixel()) {
		d0 = -d0
		d1 = 0
	}
	if d0 < 8 {
		d1 = 1
	}
	seeChgFrame(ob, d1)
}

// seeChgFrame is See_ChgFrame: the frame steps once toward d1 (see_frame
// becomes d1), the render flip set for frame 2.
func seeChgFrame(ob *physics.S2Obj, d1 uint8) {
	d0 := ob.MapFrame
	if d0 == d1 {
		return
	}
	if d0 < d1 {
		d0 += 2
	}
	d0--
	ob.MapFrame = d0
	ob.B3B = d1
	ob.Render &^= 1
	if d0&2 != 0 {
		ob.Render |= 1
	}
}

// seeMoveSpike is See_MoveSpike: the ball sits on the seesaw's end while
// their frames agree, else it is thrown.
func (s *engine) seeMoveSpike(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	p := s.stompParent(ob)
	if p == nil {
		return
	}
	d0 := ob.B3B - p.B3B
	if d0 == 0 {
		i := int(p.MapFrame)
		d2 := 0x28
		if uint16(ob.X.Pixel()) < uint16(ob.BaseX) {
			d2 = -d2
			i += 2
		}
		if i >= len(seeSpeeds) {
			i = len(seeSpeeds) - 1
		}
		ob.Y = physics.FromPixels(int(ob.BaseY) + seeSpeeds[i])
		ob.X = physics.FromPixels(int(ob.BaseX) + d2)
		return
	}
	if int8(d0) < 0 {
		d0 = -d0
	}
	d1, d2 := int16(-0x818), int16(-0x114)
	if d0 != 1 {
		d1, d2 = -0xAF0, -0xCC
		if p.Timer >= 0xA00 {
			d1, d2 = -0xE00, -0xA0
		}
	}
	ob.YVel, ob.XVel = physics.Fixed(d1), physics.Fixed(d2)
	if uint16(ob.X.Pixel()) < uint16(ob.BaseX) {
		ob.XVel = -ob.XVel
	}
	ob.Routine = 0x0A
	s.seeSpikeFall(k)
}

// seeSpikeFall is See_SpikeFall.
func (s *engine) seeSpikeFall(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if ob.YVel < 0 {
		objectFall(ob)
		if int(ob.BaseY)-0x2F > ob.Y.Pixel() {
			return
		}
		objectFall(ob)
		return
	}
	objectFall(ob)
	p := s.stompParent(ob)
	if p == nil {
		return
	}
	i := int(p.MapFrame)
	if uint16(ob.X.Pixel()) < uint16(ob.BaseX) {
		i += 2
	}
	if i >= len(seeSpeeds) {
		i = len(seeSpeeds) - 1
	}
	if int(int16(int(ob.BaseY)+seeSpeeds[i])) > ob.Y.Pixel() {
		return
	}
	d1 := uint8(0)
	if ob.XVel < 0 {
		d1 = 2
	}
	p.B3B = d1
	ob.B3B = d1
	if p.MapFrame != d1 && p.Status&standBit != 0 {
		p.Status &^= standBit
		p.Routine2 = 0
		p.Routine = 2
		st.YSpeed = -ob.YVel
		st.Air = true
		if pk := int(ob.Parent) - 1; st.S2.On == pk+1 {
			st.S2.On, st.Obj.On = 0, 0
		}
		st.Jumping = false
		s.SpringAnim()
		s.contact(int(ob.Parent)-1, physics.SolidTop, "launch")
	}
	ob.XVel, ob.YVel = 0, 0
	ob.Routine -= 2
}

// slopeObject is SlopeObject: a falling Sonic within the half width d1
// lands (Platform3) on heightmap h (a byte per 2 pixels, mirrored when
// flipped) below the object's y.
func (s *engine) slopeObject(k, d1 int, h []byte) {
	st := s.st
	ob := &st.S2.Slots[k]
	if st.YSpeed < 0 {
		return
	}
	d0 := int(int16(st.X.Pixel() - ob.X.Pixel() + d1))
	if d0 < 0 || d0 >= 2*d1 {
		return
	}
	if ob.Render&physics.S2XFlip != 0 {
		d0 = int(uint16(^uint16(d0) + uint16(2*d1)))
	}
	s.platform3(k, ob.Y.Pixel()-heightAt(h, d0>>1))
}
