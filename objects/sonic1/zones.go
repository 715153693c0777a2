package sonic1

import (
	"loopwright/heightmask"
	"loopwright/hexangle"
	"loopwright/layers"
	"loopwright/physics"
)

// The objects of Marble, Spring Yard and Star Light zones (mz_*.go,
// syz.go, slz.go) and what they share: their ids, their dispatch, the
// object sensors they use (ObjHitWallRight, ObjHitWallLeft,
// ObjHitCeiling), CalcAngle and the points object.

// Marble, Spring Yard and Star Light zones' object ids (sonic.asm,
// _inc/Object Pointers.asm).
const (
	idSpinningLight = 0x12
	idLavaMaker     = 0x13
	idLavaBall      = 0x14
	idPoints        = 0x29
	idBumper        = 0x47
	idMarbleBrick   = 0x46
	idYadrin        = 0x50
	idMovingBlock   = 0x52
	idBasaran       = 0x55
	idPylon         = 0x5C
	idSpikeBall     = 0x57
	idBigSpikeBall  = 0x58
	idElevator      = 0x59
	idCirclingPtfm  = 0x5A
	idStaircase     = 0x5B
	idFan           = 0x5D
	idCollapseFloor = 0x53
	idChainStomp    = 0x31
	idSideStomp     = 0x45
	idSmashBlock    = 0x51
	idRoller        = 0x43
	idGlassBlock    = 0x30
	idBomb          = 0x5F
	idSeesaw        = 0x5E
	idLavaWall      = 0x4E
	idBossFire      = 0x74
	idFloatingBlock = 0x56
	idGeyserMaker   = 0x4C
	idLavaGeyser    = 0x4D
	idPushBlock     = 0x33
	idBossSpikeball = 0x7B
	idGrassFire     = 0x35
)

// runZoneObject runs slot k's object when it is one of Marble, Spring
// Yard or Star Light zones' objects; it reports whether it was.
func (s *engine) runZoneObject(k int) bool {
	switch s.st.S2.Slots[k].ID {
	case idSpinningLight:
		s.spinningLight(k)
	case idLavaMaker:
		s.lavaMaker(k)
	case idLavaBall:
		s.lavaBall(k)
	case idPoints:
		s.points(k)
	case idBumper:
		s.bumper(k)
	case idMarbleBrick:
		s.marbleBrick(k)
	case idYadrin:
		s.yadrin(k)
	case idMovingBlock:
		s.movingBlock(k)
	case idBasaran:
		s.basaran(k)
	case idPylon:
		s.pylon(k)
	case idSpikeBall:
		s.spikeBall(k)
	case idBigSpikeBall:
		s.bigSpikeBall(k)
	case idElevator:
		s.elevator(k)
	case idCirclingPtfm:
		s.circlingPlatform(k)
	case idStaircase:
		s.staircase(k)
	case idFan:
		s.fan(k)
	case idCollapseFloor:
		s.collapseFloor(k)
	case idChainStomp:
		s.chainStomp(k)
	case idSideStomp:
		s.sideStomp(k)
	case idSmashBlock:
		s.smashBlock(k)
	case idRoller:
		s.roller(k)
	case idGlassBlock:
		s.glassBlock(k)
	case idBomb:
		s.bomb(k)
	case idSeesaw:
		s.seesaw(k)
	case idLavaWall:
		s.lavaWall(k)
	case idBossMarble:
		s.bossMarble(k)
	case idBossFire:
		s.bossFire(k)
	case idFloatingBlock:
		s.floatingBlock(k)
	case idGeyserMaker:
		s.geyserMaker(k)
	case idLavaGeyser:
		s.lavaGeyser(k)
	case idPushBlock:
		s.pushBlock(k)
	case idBossStarLight:
		s.bossStarLight(k)
	case idBossSpikeball:
		s.bossSpikeball(k)
	case idBossSpringYard:
		s.bossSpringYard(k)
	case idBossBlock:
		s.bossBlock(k)
	case idGrassFire:
		s.grassFire(k)
	default:
		return false
	}
	return true
}

// zoneSolidSize is solidSize for these zones' objects: the half sizes
// of their SolidObject or PlatformObject call, whether only the top is
// solid, and whether the object is one of them.
func zoneSolidSize(ob *physics.S2Obj) (w, h int, top, ok bool) {
	switch ob.ID {
	case idMovingBlock:
		return int(ob.Width), 8, true, true
	case idMarbleBrick:
		return 0x1B, 0x10, false, true
	case idElevator, idCirclingPtfm:
		if ob.Routine == 2 || ob.Routine == 4 {
			return int(ob.Width), 8, true, true
		}
	case idStaircase:
		return 0x1B, 0x10, false, true
	case idBossBlock:
		if ob.Routine == 2 && ob.B3B == ob.Sub {
			return 0x1B, 0x10, false, true
		}
	case idPushBlock:
		return int(ob.Width) + 0x0B, 0x10, false, true
	case idFloatingBlock:
		return int(ob.Width) + 0x0B, int(ob.YRad), false, true
	case idLavaWall:
		if ob.Routine == 2 || ob.Routine == 4 {
			return 0x2B, 0x18, false, true
		}
	case idSeesaw:
		if ob.Routine == 2 || ob.Routine == 4 {
			return 0x30, 8, true, true
		}
	case idGlassBlock:
		switch ob.Routine {
		case 2:
			return 0x2B, 0x48, false, true
		case 6:
			return 0x2B, 0x38, false, true
		}
	case idSmashBlock:
		if ob.Routine == 2 {
			return 0x1B, 0x10, false, true
		}
	case idChainStomp:
		if ob.Routine == 2 {
			return int(ob.Width) + 0x0B, 0x0C, false, true
		}
	case idSideStomp:
		if ob.Routine == 2 {
			return 0x17, 0x20, false, true
		}
	case idCollapseFloor:
		if ob.Routine == 2 || ob.Routine == 4 {
			return 0x20, 8, true, true
		}
	}
	return 0, 0, false, false
}

// objWallRight is ObjHitWallRight: the distance to a wall right of
// (x, y) (negative: inside it).
func (s *engine) objWallRight(x, y int) int {
	return s.Probe(layers.PathA, heightmask.Right, x, y, false, nil).Distance
}

// objWallLeft is ObjHitWallLeft, with the game's missing flip of the
// in-block x (sonic.asm: "colliding with left walls is erratic"): the
// sensor reads the column at x's own in-block position, not its mirror.
func (s *engine) objWallLeft(x, y int) int {
	return s.Probe(layers.PathA, heightmask.Left, x^0x0F, y, false, nil).Distance
}

// objCeiling is ObjHitCeiling: the distance to the ceiling above the
// object's top (y - obHeight).
func (s *engine) objCeiling(ob *physics.S2Obj) int {
	return s.Probe(layers.PathA, heightmask.Up, ob.X.Pixel(), ob.Y.Pixel()-int(int8(ob.YRad)), false, nil).Distance
}

// calcAngle is CalcAngle: the hex angle of the vector (dx, dy).
func calcAngle(dx, dy int) uint8 {
	return uint8(hexangle.PointDirection(int(int16(dx)), int(int16(dy))))
}

// chkObjectVisible is ChkObjectVisible: the object's x and y within the
// screen (320 by 224 from the camera).
func (s *engine) chkObjectVisible(ob *physics.S2Obj) bool {
	c := &s.st.Cam
	dx := int(int16(ob.X.Pixel() - c.X))
	dy := int(int16(ob.Y.Pixel() - c.Y))
	return dx >= 0 && dx < 320 && dy >= 0 && dy < 224
}

// ---------------------------------------------------------------------------
// Obj29: points

// points is Obj29 (sonic.asm: Points): it rises at -$300, slowing by $18
// a frame, and is deleted once no longer rising. It touches nothing.
func (s *engine) points(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render = 4
		ob.Width = 8
		ob.YVel = -0x300
	}
	if ob.YVel >= 0 {
		s.deleteObject(k)
		return
	}
	speedToPos(ob)
	ob.YVel += 0x18
	s.display(k)
}

// newPoints makes a points object (frame f) at slot k's position in the
// first free slot (FindFreeObj).
func (s *engine) newPoints(k int, f uint8) {
	o := &s.st.S2
	if j := s.findFree(); j >= 0 {
		ob := &o.Slots[k]
		o.Slots[j] = physics.S2Obj{ID: idPoints, Layout: -1, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF, MapFrame: f}
	}
}
