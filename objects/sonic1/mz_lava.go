package sonic1

import "loopwright/physics"

// Marble Zone's lava blocks: the objects that land in lava find it by
// the floor's 16x16 block number (FindFloor's a1, the chunk mapping word
// it read last: (a1) & $3FF), lava being block $16A or above (REV01).
// Our levels keep each block's collision tile, not its number; a level
// imported from a disassembly keeps the numbers in its picture (the
// chunk mappings, package mdart), which the engine reads here: a level
// without one (a .tmx map, a pack without art) has no lava blocks.

// lavaBlock is the first lava block number (REV01's cmpi.w #$16A).
const lavaBlock = 0x16A

// blockNumberer is a level picture that knows the games' block numbers
// (mdart.LevelArt.BlockNumber: cell i of the model's chunk id).
type blockNumberer interface {
	BlockNumber(id, i int) (uint16, bool)
}

// objFloorBlock is ObjFloorDist with the number of the block its a1
// points at (& $3FF): the block FindFloor read last under the object's
// x, in the chunk of the layout as the terrain reads it (FindNearestTile:
// row y/256 mod 8, column x/256 mod $80); 0 without block numbers.
func (s *engine) objFloorBlock(ob *physics.S2Obj) (int, uint16) {
	x, y := ob.X.Pixel(), ob.Y.Pixel()+int(int8(ob.YRad))
	d, ty := s.ObjFloorTile(x, y)
	return d, s.blockNumber(x, ty)
}

// blockNumber is the number (& $3FF) of the block at level pixel (x, y)
// (0 when the level's picture has none, or its chunks are not Sonic 1's
// 256-pixel ones).
func (s *engine) blockNumber(x, y int) uint16 {
	bn, ok := s.level.Picture.(blockNumberer)
	if !ok || s.level.Lib == nil || s.level.Lib.ChunkBlocks != 16 {
		return 0
	}
	id := s.LayoutChunk((x>>8)&0x7F, (y>>8)&7)
	if id == 0 {
		return 0
	}
	n, _ := bn.BlockNumber(int(id), (y>>4&15)*16+x>>4&15)
	return n & 0x3FF
}

// pushFloat is loc_C046: a pushable block floating on lava (objoff_32,
// Flag). Thrown up (its status bit 1: a lava geyser, GMake_MakeLava) it
// falls ($18 a frame) to the floor, floating again when that is lava;
// drifting (X Speed: the slide's speed / 8) it stops at a wall
// (ObjHitWallRight, ObjHitWallLeft at its width); still, it sinks
// (addi.l #$2001 to its y and 16-bit sub-pixel: B3F is the sub-pixel's
// low byte), and once that byte reaches $A0 it lets Sonic go and goes
// back to its start (loc_C104, loc_ppppp). Otherwise it stays solid,
// makes the lava geysers of Marble 2 and 3 (PushB_ChkLava) and is drawn
// (loc_BFC6).
func (s *engine) pushFloat(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	d4 := ob.X.Pixel()
	if ob.Routine2 < 4 {
		speedToPos(ob)
	}
	switch {
	case ob.Status&2 != 0:
		ob.YVel += 0x18
		if d, n := s.objFloorBlock(ob); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.YVel = 0
			ob.Status &^= 2
			s.pushLavaLand(ob, n)
		}
	case ob.XVel > 0:
		if s.objWallRight(ob.X.Pixel()+int(ob.Width), ob.Y.Pixel()) < 0 {
			ob.XVel = 0
		}
	case ob.XVel < 0:
		if s.objWallLeft(ob.X.Pixel()+int(int16(^uint16(ob.Width))), ob.Y.Pixel()) < 0 {
			ob.XVel = 0
		}
	default:
		ob.Y += 0x20
		ob.B3F++
		if ob.B3F >= 0xA0 {
			if o.On == k+1 {
				o.On, st.Obj.On = 0, 0
			}
			ob.Status &^= standBit
			s.pushHome(k)
			return
		}
	}
	s.pushSolid(k, d4)
	s.pushChkLava(k)
	s.pushChkDel(k)
}

// pushLavaLand is the landing's lava test (loc_C1AA, loc_C056): on block
// n of lava or above the block floats (objoff_32), drifting at its
// slide's speed / 8 (objoff_30 asr 3), its y sub-pixel cleared.
func (s *engine) pushLavaLand(ob *physics.S2Obj, n uint16) {
	if n < lavaBlock {
		return
	}
	ob.XVel = physics.Fixed(ob.Index >> 3)
	ob.Flag = true
	ob.Y &^= 0xFF
	ob.B3F = 0
}

// pushChkLava is PushB_ChkLava: a floating block at x $DD0, $CC0 or $BA0
// in Marble 2 (at x-$20) or $560 or $5C0 in Marble 3 (at x+$20) makes a
// lava geyser maker $10 below itself (FindFreeObj), which will throw it
// up (its objoff_3C: Parent), each frame it is there.
func (s *engine) pushChkLava(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	x := uint16(ob.X.Pixel())
	var d2 int
	switch s.zoneAct {
	case "mz2":
		if x != 0xDD0 && x != 0xCC0 && x != 0xBA0 {
			return
		}
		d2 = -0x20
	case "mz3":
		if x != 0x560 && x != 0x5C0 {
			return
		}
		d2 = 0x20
	default:
		return
	}
	j := s.findFree()
	if j < 0 {
		return
	}
	o.Slots[j] = physics.S2Obj{ID: idGeyserMaker, Layout: -1, Parent: int16(k + 1),
		X: physics.FromPixels(int(int16(x) + int16(d2))), Y: physics.FromPixels(int(int16(ob.Y.Pixel() + 0x10)))}
}
