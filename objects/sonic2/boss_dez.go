package sonic2

import "loopwright/physics"

// Death Egg's last fight: ObjC6, Eggman running to his robot (subtype
// $A6; its barrier $A8 and its puffs $AA), and ObjC7, the Death Egg
// Robot (Eggrobo) with its ten parts, its targetting sensor and lock, its
// bombs and, beaten, the ending's run (s2.asm ObjC6, ObjC7).
//
// Eggman (ObjC6_State2) makes the barrier at $3F8,$160 (solid, $13 by
// $20, for both players), waits for the nearer player within $5C, stands
// $18 frames, then runs right at $200 ($50 ahead of the nearer player
// when he is within $50), and at $810, on screen, jumps (-$200, $10 a
// frame down, $50 frames) into the robot (status.npc.p1_standing); the
// barrier opens as he runs (Ani_objC6) and goes.
//
// The robot (layout $840,$19C, subtype 2: ObjC7_Body) makes its parts
// (LoadChildObject: Logs[i] holds the part at objoff_2C+2i). Its head
// waits for Eggman's jump, animates, and $40 frames later starts it
// (status.npc.misc): 60 frames on it rises at $100 for $79 frames, then
// fights: collision $16, $C hits, its head $2A (hitting the head counts
// too, ObjC7_CheckHit), its legs, forearms, thighs and jet hurt
// (ObjC7_ChildCollision). Each turn (ObjC7 angle, byte_3D680: 0, 2, 4, 2)
// after $20 frames it walks (anim 0: off_3E40C forward, $40 frames, then
// off_3E42C back), jumps (anim 2: crouches, rises at $200 for $81
// frames, the targetting sensor follows Sonic 4 frames late for $A1
// frames and locks $41 frames more; it comes down at $800 for $21 frames
// on that x facing the middle ($780), shakes the screen, and throws two
// bombs ($89, EggmanBomb_InitSpeeds) backwards when the nearer player is
// behind it), or punches (anim 4: turned to the nearer player it punches
// with the front and then the back forearm, loc_3DACC: $800 out for $21
// frames aimed by his distance, word_3DB2A, and back; else the bombs).
// Its walk moves its body and parts by the group animations
// (loc_3E1AA: each entry's deltas in sixteenths of a pixel, applied its
// count of frames). A hit leaves it flashing and untouchable 60 frames.
// Beaten (ObjC7_Beaten) its parts fly apart ($80 frames, ObjC7_Break),
// the jet goes, it falls to $15C bouncing (a quarter of its speed while
// $100 or more), explodes $41 frames, then the controls lock
// (Control_Locked: that frame's buttons kept one frame more, then Right
// held) and the right limit opens to $1000; from camera
// x $840 the explosions follow Sonic (ObjC7_SetupEnding) and, once he is
// at x $EC0, $16 frames later the act ends (the ending sequence).
// The palette flash, the shaking, the sounds and the sprites' animation
// frames only draw (modelled where they drive a routine).

// ObjC7's parts and states (ObjC7_Index), ObjC6's ids.
const (
	s2EggRobo     = 0xC7 // ObjID_Eggrobo
	s2DEZEggman   = 0xC6
	robotBody     = 2
	robotShoulder = 4
	robotFLeg     = 6
	robotFArm     = 8
	robotArm      = 0xA
	robotFThigh   = 0xC
	robotHead     = 0xE
	robotJet      = 0x10
	robotBLeg     = 0x12
	robotBArm     = 0x14
	robotBThigh   = 0x16
	robotSensor   = 0x18
	robotLock     = 0x1A
	robotBomb     = 0x1C
	robotPiece    = 0x1E
	robotEnding   = 0x20

	robotMisc    = 0x04 // status.npc.misc
	robotP1Stand = 0x08 // status.npc.p1_standing
	robotP2Stand = 0x10 // status.npc.p2_standing: the front punch
	robotP1Push  = 0x20 // status.npc.p1_pushing: the back punch
	robotP2Push  = 0x40 // status.npc.p2_pushing
	robotBeaten  = 0x80 // status.npc.no_balancing
	robotColl    = 0x16
	robotHeadCol = 0x2A
)

// Part indices (objoff_2C + 2i).
const (
	rpShoulder = iota
	rpFLeg
	rpFArm
	rpArm
	rpFThigh
	rpHead
	rpJet
	rpBLeg
	rpBArm
	rpBThigh
)

// robotParts is loc_3D52A's LoadChildObject order: each part's index and
// routine (its subtype).
var robotParts = [10][2]uint8{
	{rpShoulder, robotShoulder}, {rpFArm, robotFArm}, {rpFLeg, robotFLeg}, {rpArm, robotArm}, {rpFThigh, robotFThigh},
	{rpHead, robotHead}, {rpJet, robotJet}, {rpBLeg, robotBLeg}, {rpBArm, robotBArm}, {rpBThigh, robotBThigh},
}

// robotPartColl is ObjC7_ChildCollision by part.
var robotPartColl = [10]uint8{0, 0x8F, 0x9C, 0, 0x86, robotHeadCol, 0x8B, 0x8F, 0x9C, 0x8B}

// robotChildDeltas is ObjC7_ChildDeltas: part, x and y from the body.
var robotChildDeltas = [7][3]int8{
	{rpFLeg, -4, 0x3C}, {rpFArm, -0xC, 8}, {rpArm, 0xC, -8}, {rpFThigh, 4, 0x24},
	{rpBLeg, -4, 0x3C}, {rpBArm, -0xC, 8}, {rpBThigh, 4, 0x24},
}

// robotBreak is ObjC7_BreakOffsets and ObjC7_BreakSpeeds.
var robotBreak = [8]struct {
	part   int
	vx, vy physics.Fixed
}{
	{rpShoulder, 0x200, -0x400}, {rpFLeg, -0x100, -0x100}, {rpFArm, 0x300, -0x300}, {rpArm, -0x100, -0x400},
	{rpFThigh, 0x180, -0x200}, {rpBLeg, -0x200, -0x300}, {rpBArm, 0, -0x400}, {rpBThigh, 0x100, -0x300},
}

// robotFrame is one entry of a group animation: its frames' count and
// each moved part (rpBody: the body) with its deltas (sixteenths of a
// pixel a frame).
type robotFrame struct {
	max   uint8
	moves [][3]int8
}

const rpBody = -1

// robotMoves builds a frame's moves: the same deltas for several parts.
func robotMoves(dx, dy int8, parts ...int8) [][3]int8 {
	m := make([][3]int8, len(parts))
	for i, p := range parts {
		m[i] = [3]int8{p, dx, dy}
	}
	return m
}

// joinMoves concatenates moves.
func joinMoves(ms ...[][3]int8) [][3]int8 {
	var out [][3]int8
	for _, m := range ms {
		out = append(out, m...)
	}
	return out
}

// The group animations' frames: ObjC7_GroupAni_3E318 (the landing and
// the punch's crouch), _3E3D8 (the jump's crouch) and _3E438 (the walk).
var (
	robotAniA = func() []robotFrame {
		f := func(bx, by, tx, ty int8) robotFrame {
			return robotFrame{8, joinMoves(robotMoves(bx, by, rpBody, rpFArm, rpArm, rpBArm), robotMoves(tx, ty, rpFThigh, rpBThigh))}
		}
		return []robotFrame{
			f(-0x20, 0xC, -8, 4), f(-0x14, 0x14, -6, 6), f(-8, 0x14, -2, 4), f(-4, 0xC, 0, 2),
			{8, robotMoves(0, 0, rpBody)},
			f(4, -0x18, 2, -6), f(0xC, -0x18, 4, -4), f(0x18, -0xC, 4, -4), f(0x18, -4, 6, -2),
		}
	}()
	robotAniB = []robotFrame{
		{0x10, robotMoves(0, 4, rpBody, rpFArm, rpArm, rpBArm, rpFThigh, rpBThigh)},
		{0x10, robotMoves(0, 0, rpBody)},
		{8, robotMoves(0, -8, rpBody, rpFArm, rpArm, rpBArm, rpFThigh, rpBThigh)},
	}
	robotAniC = []robotFrame{
		{0x20, [][3]int8{{rpFThigh, -8, -8}, {rpFLeg, -8, -8}, {rpBody, 0, -4}, {rpFArm, 4, -5}, {rpArm, 3, -5}, {rpBArm, -4, -5}, {rpBThigh, 0, -2}}},
		{0x10, [][3]int8{{rpFThigh, -0x10, -4}, {rpFLeg, -0x10, -4}, {rpBody, -0x10, -4}, {rpFArm, -0xC, -5}, {rpArm, -0xD, -5}, {rpBArm, -0x14, -5}, {rpBThigh, -8, 0}}},
		{0x10, [][3]int8{{rpFThigh, -8, 4}, {rpFLeg, -8, 4}, {rpBody, -8, 4}, {rpFArm, -4, 3}, {rpArm, -5, 3}, {rpBArm, -0xC, 3}}},
		{0x10, [][3]int8{{rpFThigh, -4, 0x10}, {rpFLeg, -8, 0x10}, {rpBody, 0, 8}, {rpFArm, -8, 0xA}, {rpArm, -6, 0xA}, {rpBArm, 8, 0xA}, {rpBThigh, 0, 8}}},
		{0x20, [][3]int8{{rpFThigh, -2, -2}, {rpBody, -0xC, -4}, {rpFArm, -0x10, -3}, {rpArm, -0xF, -3}, {rpBArm, -8, -3}, {rpBThigh, -0x14, -6}, {rpBLeg, -0x18, -4}}},
		{0x20, [][3]int8{{rpBThigh, -8, -4}, {rpBLeg, -8, -4}, {rpFArm, -4, -1}, {rpArm, -3, -1}, {rpBArm, 4, -1}}},
		{0x10, [][3]int8{{rpBThigh, -0x10, -4}, {rpBLeg, -0x10, -4}, {rpBody, -0x10, -4}, {rpFArm, -0x14, -5}, {rpArm, -0x13, -5}, {rpBArm, -0xC, -5}, {rpFThigh, -8, 0}}},
		{0x10, [][3]int8{{rpBThigh, -8, 4}, {rpBLeg, -8, 4}, {rpBody, -8, 4}, {rpFArm, -0xC, 3}, {rpArm, -0xB, 3}, {rpBArm, -4, 3}}},
		{0x10, [][3]int8{{rpBThigh, -4, 0x10}, {rpBLeg, -8, 0x10}, {rpBody, 0, 8}, {rpFArm, 8, 0xA}, {rpArm, 6, 0xA}, {rpBArm, -8, 0xA}, {rpFThigh, 0, 8}}},
		{0x20, [][3]int8{{rpBThigh, -2, -2}, {rpBody, -0xC, -4}, {rpFArm, -8, -3}, {rpArm, -9, -3}, {rpBArm, -0xF, -3}, {rpFThigh, -0x14, -6}, {rpFLeg, -0x18, -4}}},
		{0x20, [][3]int8{{rpFThigh, -8, -4}, {rpFLeg, -8, -4}, {rpFArm, 4, -1}, {rpArm, 3, -1}, {rpBArm, -4, -1}}},
		{0x10, robotMoves(0, 8, rpBThigh, rpBLeg, rpBody, rpFArm, rpArm, rpBArm, rpFThigh)},
	}
)

// robotScript is a group animation's script: its frames and the entries
// to play ($40 and the next byte: a sound; $80+n frame n backwards; $C0
// and above: the end).
type robotScript struct {
	frames  []robotFrame
	entries []uint8
}

// The scripts off_3E2F6, off_3E300, off_3E30A, off_3E3D0, off_3E40C and
// off_3E42C (the sound ids are 0 here).
var (
	robotCrouch  = robotScript{robotAniA, []uint8{0, 1, 2, 3, 0xFF}}
	robotStandUp = robotScript{robotAniA, []uint8{5, 6, 7, 8, 0xFF}}
	robotLanding = robotScript{robotAniA, []uint8{0, 1, 2, 3, 4, 5, 6, 7, 8, 0xC0}}
	robotJumpUp  = robotScript{robotAniB, []uint8{0, 1, 2, 0xC0}}
	robotWalk    = robotScript{robotAniC, []uint8{0, 1, 2, 3, 0x40, 0, 4, 5, 6, 7, 8, 0x40, 0, 9, 0xA, 1, 2, 3, 0x40, 0, 4, 5, 6, 7, 8, 0x40, 0, 0xC0}}
	robotWalkBk  = robotScript{robotAniC, []uint8{0x88, 0x87, 0x86, 0x85, 0xB, 0x40, 0, 0xC0}}
)

// robotAnims: byte_3D680, the turns in order.
var robotTurns = [4]uint8{2, 0, 2, 4}

// Ani_objC7_a (the head), Ani_objC7_b (the jet), Ani_objC6 (the barrier),
// Ani_objC5_objC6 (Eggman running).
var (
	robotHeadAnim = [][]uint8{{7, 0x15, 0x15, 0x15, 0x15, 0x15, 0x15, 0x15, 0x15, 0, 1, 2, 0xFA}}
	robotJetAnims = [][]uint8{
		{1, 0xC, 0xD, 0xFF},
		{1, 0xC, 0xD, 0xC, 0xC, 0xD, 0xD, 0xC, 0xC, 0xC, 0xD, 0xD, 0xD, 0xC, 0xC, 0xC, 0xC, 0xC, 0xD, 0xD, 0xD, 0xD, 0xD, 0xD, 0xFA, 0},
		{1, 0xD, 0xD, 0xD, 0xD, 0xD, 0xD, 0xC, 0xC, 0xC, 0xC, 0xC, 0xD, 0xD, 0xD, 0xC, 0xC, 0xC, 0xD, 0xD, 0xC, 0xC, 0xD, 0xC, 0xFD, 0},
		{0, 0xD, 0x15, 0xFF},
	}
	dezBarrierAnim = [][]uint8{{1, 0, 1, 2, 3, 0xFA}}
	dezEggmanAnims = [][]uint8{{5, 2, 3, 4, 0xFF, 0}, {5, 6, 7, 0xFF}}
)

// robotPart is the slot of the body's part i, or -1 when it is gone.
func (s *engine) robotPart(body, i int) int {
	if j := int(s.slot(body).Logs[i]) - 1; j >= 0 && s.slot(j).ID == s2EggRobo {
		return j
	}
	return -1
}

// robotGroup is loc_3E1AA: one frame of a group animation for the body
// in slot k (anim_frame AnimFrame, objoff_1F B3B); true at its end.
func (s *engine) robotGroup(k int, sc *robotScript) bool {
	ob := s.slot(k)
	at := func(i uint8) uint8 {
		if int(i) < len(sc.entries) {
			return sc.entries[i]
		}
		return 0xC0
	}
	d0 := at(ob.AnimFrame)
	back := false
	for d0&0xC0 != 0 {
		kind := d0 & 0xC0
		d0 &= 0x3F
		if kind == 0xC0 {
			ob.AnimFrame = 0
			return true
		}
		if kind == 0x80 {
			back = true
			break
		}
		if ob.B3B != 0 { // loc_3E252 only starts a frame
			break
		}
		ob.AnimFrame += 2
		d0 = at(ob.AnimFrame)
	}
	if int(d0) >= len(sc.frames) {
		return false
	}
	fr := &sc.frames[d0]
	c := ob.B3B + 1
	if c >= fr.max {
		ob.AnimFrame++
		c = 0
	}
	ob.B3B = c
	flip := ob.Render&physics.S2XFlip != 0
	for _, m := range fr.moves {
		j := k
		if m[0] != rpBody {
			if j = s.robotPart(k, int(m[0])); j < 0 {
				continue
			}
		}
		dx, dy := physics.Fixed(m[1])<<4, physics.Fixed(m[2])<<4
		if flip {
			dx = -dx
		}
		if back {
			dx, dy = -dx, -dy
		}
		p := s.slot(j)
		p.X += dx
		p.Y += dy
	}
	return false
}

// robotPositionChildren is ObjC7_PositionChildren with ObjC7_ChildDeltas.
func (s *engine) robotPositionChildren(k int) {
	ob := s.slot(k)
	for _, d := range robotChildDeltas {
		j := s.robotPart(k, int(d[0]))
		if j < 0 {
			continue
		}
		dx := int(d[1])
		if ob.Render&physics.S2XFlip != 0 {
			dx = -dx
		}
		setXPixel(s.slot(j), ob.X.Pixel()+dx)
		setYPixel(s.slot(j), ob.Y.Pixel()+int(d[2]))
	}
}

// robotFollow is loc_3E282: the part at its parent's position plus
// (dx, dy), dx mirrored when the parent faces right.
func (s *engine) robotFollow(k, dx, dy int) {
	ob := s.slot(k)
	p := parentOf(ob)
	if p < 0 {
		return
	}
	par := s.slot(p)
	if par.Render&physics.S2XFlip != 0 {
		dx = -dx
	}
	setXPixel(ob, par.X.Pixel()+dx)
	setYPixel(ob, par.Y.Pixel()+dy)
}

// byteTick is subq.b #1 / bmi on a byte counter: true when it ran out.
func byteTick(v *uint8) bool {
	*v--
	return int8(*v) < 0
}

// bossDEZ is ObjC7 by routine.
func (s *engine) bossDEZ(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0: // ObjC7_Init: ObjC7_SubObjData, the routine its subtype
		ob.Width, ob.Coll = 0x38, 0
		ob.Routine = ob.Sub
	case robotBody:
		s.robotBodyStep(k)
	case robotFArm, robotBArm:
		s.robotForearm(k)
	case robotHead:
		s.robotHeadStep(k)
	case robotJet:
		s.robotJetStep(k)
	case robotSensor:
		s.robotSensorStep(k)
	case robotLock:
		// loc_3DE82, loc_3DEA2: it blinks until the sensor goes.
		if ob.Routine2 == 0 {
			ob.Routine2 = 2
			ob.MapFrame = 0x14
			return
		}
		if p := parentOf(ob); p < 0 || s.slot(p).ID == 0 {
			s.deleteObject(k)
		}
	case robotBomb:
		s.robotBombStep(k)
	case robotPiece:
		// ObjC7_FallingPieces
		ob.Timer--
		if ob.Timer < 0 {
			s.deleteObject(k)
			return
		}
		objMoveAndFall(ob)
	case robotEnding:
		s.robotEndingStep(k)
	default:
		// the shoulder, arm, legs and thighs: their frame, then still
		// (the shoulder follows the body, byte_3DA38)
		if ob.Routine2 == 0 {
			ob.Routine2 = 2
			switch ob.Routine {
			case robotShoulder:
				ob.MapFrame = 4
			case robotArm:
				ob.MapFrame = 5
			case robotFLeg, robotBLeg:
				ob.MapFrame = 0xB
			default:
				ob.MapFrame = 0xA
			}
		}
		if ob.Routine == robotShoulder {
			s.robotFollow(k, 0xC, -0x14)
		}
	}
}

// robotBodyStep is ObjC7_Body by routine_secondary.
func (s *engine) robotBodyStep(k int) {
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0: // loc_3D52A: the parts
		ob.Routine2 = 2
		ob.MapFrame = 3
		for _, p := range robotParts {
			j := s.allocateAfter(k)
			if j < 0 {
				break
			}
			ob = s.slot(k)
			*s.slot(j) = physics.S2Obj{ID: s2EggRobo, Sub: p[1], Layout: -1, Parent: int16(k + 1), X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF}
			ob.Logs[p[0]] = int16(j + 1)
		}
		s.robotPositionChildren(k)
	case 2: // loc_3D5A8: the head says go
		if ob.Status&robotMisc != 0 {
			ob.Routine2 = 4
			ob.AnimDur = 60
		}
	case 4: // loc_3D5C2
		if byteTick(&ob.AnimDur) {
			ob.Routine2 = 6
			ob.AnimDur = 0x79
			ob.YVel = -0x100
			if j := s.robotPart(k, rpJet); j >= 0 {
				s.slot(j).Routine2 = 4
			}
		}
	case 6: // loc_3D5EA: rising
		ob.AnimDur--
		if ob.AnimDur != 0 {
			objMove(ob)
			s.robotPositionChildren(k)
			return
		}
		ob.Routine2 = 8
		ob.YVel = 0
		ob.AnimDur = 0x1F
		ob.Coll, ob.CollProp = robotColl, 0xC
		for i, c := range robotPartColl {
			if j := s.robotPart(k, i); j >= 0 {
				s.slot(j).Coll = c
			}
		}
		if j := s.robotPart(k, rpJet); j >= 0 {
			s.slot(j).Routine2 = 6
		}
	case 8: // loc_3D62E
		if s.robotCheckHit(k) {
			return
		}
		if byteTick(&ob.AnimDur) {
			ob.Routine2 = 0xA
		}
	case 0xA: // loc_3D640: the next turn
		if s.robotCheckHit(k) {
			return
		}
		ob.Routine2 = 0xC
		ob.AnimDur = 0x20
		ob.Index = int16(uint8(ob.Index + 1))
		ob.Anim = robotTurns[ob.Index&3]
		ob.PrevAnim = 0
		if ob.Anim == 2 {
			if j := s.robotPart(k, rpJet); j >= 0 {
				s.slot(j).Routine2 = 4
				s.slot(j).Anim = 2
			}
		}
	case 0xC:
		if s.robotCheckHit(k) {
			return
		}
		switch ob.Anim {
		case 0:
			s.robotWalkTurn(k)
		case 2:
			s.robotJumpTurn(k)
		case 4:
			s.robotPunchTurn(k)
		}
	case 0xE:
		s.robotBeatenStep(k)
	}
}

// robotWait is loc_3D6C0: the wait (anim_frame_duration), then the next
// stage (prev_anim).
func robotWait(ob *physics.S2Obj) {
	if byteTick(&ob.AnimDur) {
		ob.PrevAnim += 2
	}
}

// robotWalkTurn is loc_3D6AA: walking forward (off_3E40C), waiting $40
// frames, walking back (off_3E42C).
func (s *engine) robotWalkTurn(k int) {
	ob := s.slot(k)
	switch ob.PrevAnim {
	case 0, 4:
		robotWait(ob)
	case 2:
		if s.robotGroup(k, &robotWalk) {
			ob.PrevAnim += 2
			ob.AnimDur = 0x40
		}
	case 6:
		if s.robotGroup(k, &robotWalkBk) {
			ob.Routine2 -= 2
			ob.AnimDur = 0x40
		}
	}
}

// robotFacesPlayer is loc_3D7F0's and loc_3D856's test: the nearer
// player is on the side the robot faces.
func (s *engine) robotFacesPlayer(k int) bool {
	ob := s.slot(k)
	d0, _, _, _ := s.orientBits(ob)
	if ob.Render&physics.S2XFlip != 0 {
		d0 -= 2
	}
	return d0 == 0
}

// robotJumpTurn is loc_3D702: the crouch, the rise and the targetting,
// the fall on the target, the landing and the bombs.
func (s *engine) robotJumpTurn(k int) {
	ob := s.slot(k)
	switch ob.PrevAnim {
	case 0, 6:
		robotWait(ob)
	case 2: // loc_3D720
		if s.robotGroup(k, &robotJumpUp) {
			ob.PrevAnim += 2
			ob.AnimDur = 0x80
			ob.XVel, ob.YVel = 0, -0x200
		}
	case 4: // loc_3D744
		if !byteTick(&ob.AnimDur) {
			objMove(ob)
			s.robotPositionChildren(k)
			return
		}
		ob.PrevAnim += 2
		ob.YVel = 0
		if j := s.allocateAfter(k); j >= 0 {
			ob = s.slot(k)
			*s.slot(j) = physics.S2Obj{ID: s2EggRobo, Sub: robotSensor, Layout: -1, Parent: int16(k + 1), X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF}
		}
		ob.XVel = 0
		ob.BaseX = 0
	case 8: // loc_3D784
		if ob.BaseX == 0 {
			return
		}
		ob.PrevAnim += 2
		setXPixel(ob, int(ob.BaseX))
		ob.Render &^= physics.S2XFlip
		if uint16(ob.BaseX) < 0x780 {
			ob.Render |= physics.S2XFlip
		}
		f := ob.Render & physics.S2XFlip
		for i := range robotPartColl {
			if j := s.robotPart(k, i); j >= 0 {
				p := s.slot(j)
				p.Render = p.Render&^physics.S2XFlip | f
				p.Status = p.Status&^physics.S2XFlip | f
			}
		}
		ob.YVel = 0x800
		ob.AnimDur = 0x20
	case 0xA: // loc_3D7B8
		if !byteTick(&ob.AnimDur) {
			objMove(ob)
			s.robotPositionChildren(k)
			return
		}
		ob.PrevAnim += 2
		ob.YVel = 0
		if j := s.robotPart(k, rpJet); j >= 0 {
			s.slot(j).Routine2 = 6
		}
	case 0xC: // loc_3D7F0
		if !s.robotGroup(k, &robotLanding) {
			return
		}
		s.robotPositionChildren(k)
		if s.robotFacesPlayer(k) {
			ob.Routine2 -= 2
			return
		}
		ob.PrevAnim += 2
		ob.AnimDur = 0x60
		s.robotBombs(k)
	case 0xE: // loc_3D82E
		if byteTick(&ob.AnimDur) {
			ob.Routine2 -= 2
		}
	}
}

// robotPunchTurn is loc_3D83C: the crouch (off_3E2F6), then, facing the
// nearer player, the front punch, $40 frames, the back punch, $40 frames;
// else the bombs and $20 frames; then standing up (off_3E300).
func (s *engine) robotPunchTurn(k int) {
	ob := s.slot(k)
	switch ob.PrevAnim {
	case 0, 4, 8:
		robotWait(ob)
	case 2: // loc_3D856
		ob.Status |= robotP2Push
		if !s.robotGroup(k, &robotCrouch) {
			return
		}
		if s.robotFacesPlayer(k) {
			ob.PrevAnim += 2
			ob.AnimDur = 0x40
			ob.Status |= robotP2Stand
			return
		}
		ob.PrevAnim = 8
		ob.AnimDur = 0x20
		s.robotBombs(k)
	case 6: // loc_3D89E
		if byteTick(&ob.AnimDur) {
			ob.PrevAnim += 2
			ob.Status |= robotP1Push
			ob.AnimDur = 0x40
		}
	case 0xA: // loc_3D8B8
		if s.robotGroup(k, &robotStandUp) {
			ob.Routine2 -= 2
			ob.Status &^= robotP2Push
		}
	}
}

// robotBombs is CreateEggmanBombs: two bombs (EggmanBomb_InitSpeeds),
// thrown backwards.
func (s *engine) robotBombs(k int) {
	for _, v := range [2][2]physics.Fixed{{0x60, -0x800}, {0xC0, -0xA00}} {
		j := s.allocateAfter(k)
		if j < 0 {
			return
		}
		ob := s.slot(k)
		vx := v[0]
		if ob.Render&physics.S2XFlip != 0 {
			vx = -vx
		}
		*s.slot(j) = physics.S2Obj{ID: s2EggRobo, Sub: robotBomb, Layout: -1, Parent: int16(k + 1), X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF,
			XVel: vx, YVel: v[1]}
	}
}

// robotCheckHit is ObjC7_CheckHit: true when the robot is beaten this
// frame (ObjC7_Beaten, the rest of its routine skipped).
func (s *engine) robotCheckHit(k int) bool {
	ob := s.slot(k)
	if ob.CollProp == 0 {
		s.robotBeaten(k)
		return true
	}
	if ob.B3E == 0 {
		if ob.Coll != 0 {
			h := s.robotPart(k, rpHead)
			if h < 0 || s.slot(h).Coll != 0 {
				return false
			}
			ob.Coll = 0
			ob.CollProp--
			if ob.CollProp == 0 {
				s.robotBeaten(k)
				return true
			}
		}
		ob.B3E = 60
	}
	// ObjC7_Flashing
	ob.B3E--
	if ob.B3E == 0 {
		ob.Coll = robotColl
		if h := s.robotPart(k, rpHead); h >= 0 {
			s.slot(h).Coll = robotHeadCol
		}
	}
	return false
}

// robotBeaten is ObjC7_Beaten: the parts lose their collision and fly
// apart (ObjC7_Break), the jet goes.
func (s *engine) robotBeaten(k int) {
	ob := s.slot(k)
	ob.AnimDur = 0
	ob.Routine2 = 0xE
	ob.Status |= robotBeaten
	ob.Anim = 0
	ob.Coll = 0
	ob.XVel, ob.YVel = 0, 0
	for i := range robotPartColl {
		if j := s.robotPart(k, i); j >= 0 {
			s.slot(j).Coll = 0
		}
	}
	for _, b := range robotBreak {
		if j := s.robotPart(k, b.part); j >= 0 {
			p := s.slot(j)
			p.Routine, p.Routine2 = robotPiece, 0
			p.Timer = 0x80
			p.XVel, p.YVel = b.vx, b.vy
		}
	}
	if j := s.robotPart(k, rpJet); j >= 0 {
		s.deleteObject(j)
	}
}

// robotBeatenStep is loc_3D8D2: falling and bouncing to $15C exploding,
// $41 frames of explosions, then the controls locked (loc_3D922: the
// buttons of that frame kept) and the right limit at $1000; from the
// next frame on loc_3D93C holds Right, and from camera x $840 the
// ending's run.
func (s *engine) robotBeatenStep(k int) {
	st := s.st
	ob := s.slot(k)
	switch ob.Anim {
	case 0: // loc_3D8E6
		s.bossLoadExplosion(k)
		ob = s.slot(k)
		objMoveAndFall(ob)
		if uint16(ob.Y.Pixel()) < 0x15C {
			return
		}
		setYPixel(ob, 0x15C)
		if v := ob.YVel; v >= 0 {
			if v = physics.Fixed(uint16(v) >> 2); v >= 0x100 {
				ob.YVel = -v
				return
			}
		}
		ob.Anim = 2
		ob.AnimDur = 0x40
	case 2: // loc_3D922
		if !byteTick(&ob.AnimDur) {
			s.bossLoadExplosion(k)
			return
		}
		ob.Anim = 4
		// Control_Locked alone: Ctrl_1_Logical keeps this frame's
		// buttons until loc_3D93C writes Right, on the next frame
		// (wfz_end.go: the same lock).
		s.wfzLockControls()
		st.Cam.MaxX = 0x1000
	case 4: // loc_3D93C
		st.S2.LockIn = physics.Right
		if st.Cam.X < 0x840 {
			return
		}
		ob.Routine, ob.Routine2 = robotEnding, 0
		ob.Timer = 0x20
		if j := s.robotPart(k, rpHead); j >= 0 {
			s.deleteObject(j)
		}
	}
}

// robotEndingStep is ObjC7_SetupEnding: explosions around Sonic (the
// robot $20 behind him, one pixel nearer every 32 frames); once he is at
// x $EC0, $16 frames later the act ends.
func (s *engine) robotEndingStep(k int) {
	st := s.st
	ob := s.slot(k)
	if st.S2.Vint&0x1F == 0 {
		ob.Timer--
	}
	setXPixel(ob, st.X.Pixel()-int(ob.Timer))
	setYPixel(ob, st.Y.Pixel())
	if j := s.allocate(); j >= 0 {
		ob = s.slot(k)
		r := s.random()
		*s.slot(j) = physics.S2Obj{ID: s2BossExplosion, Layout: -1,
			X: physics.FromPixels(ob.X.Pixel() + int(uint8(r)>>2) - 0x30),
			Y: physics.FromPixels(ob.Y.Pixel() + int(uint8(r>>8)>>2) - 0x30)}
	}
	ob = s.slot(k)
	switch ob.Routine2 {
	case 0:
		if uint16(st.X.Pixel()) >= 0xEC0 {
			ob.Routine2 = 2
			ob.AnimDur = 0x16
		}
	case 2:
		ob.AnimDur--
		if ob.AnimDur == 0 {
			st.S2.Ev.EndAct = true
			s.deleteObject(k)
		}
	}
}

// robotForearm is ObjC7_FrontForearm and ObjC7_BackForearm: waiting for
// the body's signal (objoff_2C's p2_standing, p1_pushing), it drops $11
// frames ($20 faster each), then punches out at $800 for $21 frames
// (its Y Speed by the nearer player's distance, word_3DB2A: $200 near,
// 0 from $C0 on, up when he is above) and back as far.
func (s *engine) robotForearm(k int) {
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0: // loc_3DAA0, loc_3DCEE
		ob.Routine2 = 2
		ob.MapFrame = 6
	case 2: // loc_3DAAC, loc_3DD00
		p := parentOf(ob)
		if p < 0 {
			return
		}
		bit := uint8(robotP2Stand)
		if ob.Routine == robotBArm {
			bit = robotP1Push
		}
		if s.slot(p).Status&bit == 0 {
			return
		}
		s.slot(p).Status &^= bit
		ob.Routine2 = 4
		ob.Timer = 0x10
		ob.BaseY = int16(ob.Y.Pixel())
	case 4: // loc_3DACC
		ob.Timer--
		if ob.Timer >= 0 {
			ob.YVel += 0x20
			objMove(ob)
			return
		}
		ob.Routine2 = 6
		ob.Timer = 0x20
		_, d1, d2, _ := s.orientBits(ob)
		if d2 < 0 {
			d2 = -d2
		}
		if uint16(d2) >= 0x100 {
			d2 = 0xFF
		}
		v := [4]physics.Fixed{0x200, 0x100, 0x80, 0}[(d2&0xC0)>>6]
		if d1 == 0 {
			v = -v
		}
		ob.YVel = v
		ob.XVel = 0x800
		if ob.Render&physics.S2XFlip == 0 {
			ob.XVel = -0x800
		}
	case 6: // loc_3DB32
		ob.Timer--
		if ob.Timer >= 0 {
			objMove(ob)
			return
		}
		ob.Routine2 = 8
		ob.XVel = -ob.XVel
		ob.Timer = 0x20
		ob.YVel = physics.Fixed(int16((int(ob.BaseY) - ob.Y.Pixel()) << 3))
	case 8: // loc_3DB5A
		ob.Timer--
		if ob.Timer >= 0 {
			objMove(ob)
			return
		}
		ob.Routine2 = 2
		ob.XVel, ob.YVel = 0, 0
	}
}

// robotHeadStep is ObjC7_Head: it waits for Eggman's jump (DEZ_Eggman's
// p1_standing), animates (Ani_objC7_a), waits $40 frames and starts the
// body (status.npc.misc); then its collision_property stays -1, so a hit
// only clears its collision (which ObjC7_CheckHit counts).
func (s *engine) robotHeadStep(k int) {
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0:
		ob.Routine2 = 2
		ob.MapFrame = 0x15
	case 2:
		if e := s.dezEggman(); e >= 0 && s.slot(e).Status&robotP1Stand != 0 {
			ob.Routine2 = 4
			ob.Timer = 0x40
		}
	case 4:
		animateFA(ob, robotHeadAnim)
	case 6:
		ob.Timer--
		if ob.Timer < 0 {
			ob.Routine2 = 8
			if p := parentOf(ob); p >= 0 {
				s.slot(p).Status |= robotMisc
			}
		}
	case 8:
		ob.CollProp = 0xFF
	}
	s.robotFollow(k, 0, -0x34)
}

// dezEggman is DEZ_Eggman: the running Eggman (ObjC6_State2), or -1.
func (s *engine) dezEggman() int {
	for k := 0; k < int(s.st.S2.Top); k++ {
		if o := &s.st.S2.Slots[k]; o.ID == s2DEZEggman && o.Routine == 2 && o.Routine2 != 0 {
			return k
		}
	}
	return -1
}

// robotJetStep is ObjC7_Jet: its flame's animation by the body's stage,
// $38 behind and $18 below the body.
func (s *engine) robotJetStep(k int) {
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0:
		ob.Routine2 = 2
		ob.MapFrame = 0xC
	case 2, 8:
		ob.Anim = 3
		animateFA(ob, robotJetAnims)
	case 4:
		animateFA(ob, robotJetAnims)
	case 6:
		ob.Anim = 1
		animateFA(ob, robotJetAnims)
	}
	s.robotFollow(k, 0x38, 0x18)
}

// robotSensorStep is ObjC7_TargettingSensor: on Sonic, it moves by his
// speeds of 4 frames before (a queue of four in Logs; where his speed is
// 0 it snaps to his position) for $A1 frames, then sits on him with its
// lock $41 frames and gives the body his x (objoff_28).
func (s *engine) robotSensorStep(k int) {
	st := s.st
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0: // loc_3DD64
		ob.Routine2 = 2
		ob.MapFrame = 0x10
		ob.Timer = 0xA0
		setXPixel(ob, st.X.Pixel())
		setYPixel(ob, st.Y.Pixel())
		ob.Logs[0], ob.Logs[1] = int16(st.XSpeed), int16(st.YSpeed)
	case 2: // loc_3DDA6
		ob.Timer--
		if ob.Timer < 0 {
			ob.Routine2 = 4
			ob.Timer = 0x40
			setXPixel(ob, st.X.Pixel())
			setYPixel(ob, st.Y.Pixel())
			if j := s.allocateAfter(k); j >= 0 {
				ob = s.slot(k)
				*s.slot(j) = physics.S2Obj{ID: s2EggRobo, Sub: robotLock, Layout: -1, Parent: int16(k + 1), X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF}
			}
			ob.XVel = 0
			return
		}
		ob.XVel, ob.YVel = physics.Fixed(ob.Logs[6]), physics.Fixed(ob.Logs[7])
		copy(ob.Logs[2:8], ob.Logs[0:6])
		if st.XSpeed == 0 {
			setXPixel(ob, st.X.Pixel())
		}
		if st.YSpeed == 0 {
			setYPixel(ob, st.Y.Pixel())
		}
		ob.Logs[0], ob.Logs[1] = int16(st.XSpeed), int16(st.YSpeed)
		objMove(ob)
	case 4: // loc_3DE3C, loc_3DE62
		ob.Timer--
		if ob.Timer >= 0 {
			return
		}
		if p := parentOf(ob); p >= 0 && s.slot(p).ID == s2EggRobo {
			s.slot(p).BaseX = int16(ob.X.Pixel())
		}
		s.deleteObject(k)
	}
}

// robotBombStep is ObjC7_EggmanBomb: from $38 ahead and $14 above the
// body it flies and falls (ObjectMoveAndFall) to $170, sits $41 frames
// and explodes (Obj58's frames, 8 each; harmless from the fifth, gone at
// the seventh); it explodes at once when the robot is beaten.
func (s *engine) robotBombStep(k int) {
	ob := s.slot(k)
	beaten := func() bool {
		p := parentOf(ob)
		return p >= 0 && s.slot(p).Status&robotBeaten != 0
	}
	explode := func() {
		ob.Routine2 = 6
		ob.AnimDur = 7
		ob.MapFrame = 0
	}
	switch ob.Routine2 {
	case 0: // loc_3DED8
		ob.Routine2 = 2
		ob.MapFrame = 0xE
		ob.Coll = 0x89
		ob.Width = 0xC
		s.robotFollow(k, 0x38, -0x14)
	case 2: // loc_3DF04
		if beaten() {
			explode()
			return
		}
		objMoveAndFall(ob)
		if uint16(ob.Y.Pixel()) >= 0x170 {
			ob.Routine2 = 4
			setYPixel(ob, 0x170)
			ob.Timer = 0x40
		}
	case 4: // loc_3DF36
		ob.Timer--
		if beaten() || ob.Timer < 0 {
			explode()
		}
	case 6: // loc_3DF80
		if byteTick(&ob.AnimDur) {
			ob.AnimDur = 7
			ob.MapFrame++
			if ob.MapFrame >= 5 {
				ob.Coll = 0
				if ob.MapFrame == 7 {
					s.deleteObject(k)
				}
			}
		}
	}
}

// dezEggmanStep is ObjC6 by routine: 2 Eggman (ObjC6_State2), 4 the
// barrier (ObjC6_State3), 6 a puff (ObjC6_State4).
func (s *engine) dezEggmanStep(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0: // ObjC6_Init
		ob.Width = [3]uint8{0x18, 8, 4}[min(2, int(ob.Sub-0xA6)/2)]
		ob.Routine = ob.Sub - 0xA4
		if ob.Routine != 2 && ob.Routine != 4 && ob.Routine != 6 {
			ob.Routine = 2 // ObjC6_Index has no other entry
		}
	case 2:
		s.dezEggmanRun(k)
	case 4:
		s.dezBarrier(k)
	case 6:
		ob.Timer--
		if ob.Timer < 0 {
			s.deleteObject(k)
			return
		}
		ob.YVel += 0x10
		objMove(ob)
		s.markGone(k, ob.X.Pixel())
	}
}

// dezEggmanRun is ObjC6_State2.
func (s *engine) dezEggmanRun(k int) {
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0: // ObjC6_State2_State1: the barrier
		ob.Routine2 = 2
		if j := s.allocateAfter(k); j >= 0 {
			*s.slot(j) = physics.S2Obj{ID: s2DEZEggman, Sub: 0xA8, Layout: -1, Parent: int16(k + 1),
				X: physics.FromPixels(0x3F8), Y: physics.FromPixels(0x160)}
		}
	case 2:
		if _, d2, _ := s.nearerPlayer(ob); uint16(d2+0x5C) < 0xB8 {
			ob.Routine2 = 4
			ob.Timer = 0x18
			ob.MapFrame = 1
		}
	case 4:
		ob.Timer--
		if ob.Timer < 0 {
			ob.Routine2 = 6
			ob.Status |= robotMisc
			ob.XVel = 0x200
			ob.Timer = 0x10
		}
	case 6:
		if uint16(ob.X.Pixel()) >= 0x810 {
			ob.MapFrame = 2
			ob.XVel = 0
			if ob.Render&physics.S2OnScreen != 0 {
				ob.Routine2 = 8
				ob.XVel, ob.YVel = 0x80, -0x200
				ob.Timer = 0x50
				ob.Status |= robotP1Stand
			}
			return
		}
		if p, d2, _ := s.nearerPlayer(ob); uint16(d2+0x50) < 0xA0 {
			px := s.st.X.Pixel()
			if p == 1 {
				px = s.sidekickX()
			}
			setXPixel(ob, px+0x50)
		}
		ob.Timer--
		if ob.Timer < 0 {
			ob.Timer = 0x20
			if j := s.allocateAfter(k); j >= 0 { // loc_3D00C
				ob = s.slot(k)
				*s.slot(j) = physics.S2Obj{ID: s2DEZEggman, Sub: 0xAA, Layout: -1, Parent: int16(k + 1), MapFrame: 5,
					X: ob.X &^ 0xFF, Y: ob.Y&^0xFF - physics.FromPixels(0x18), XVel: -0x100, Timer: 8}
			}
		}
		objMove(ob)
		animateSprite(ob, dezEggmanAnims)
	case 8:
		ob.Timer--
		if ob.Timer < 0 {
			s.deleteObject(k)
			return
		}
		ob.YVel += 0x10
		objMove(ob)
	}
}

// dezBarrier is ObjC6_State3: solid ($13 by $20) to both players; when
// Eggman runs it opens (Ani_objC6) and goes, clearing Sonic's pushing.
func (s *engine) dezBarrier(k int) {
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0:
		if p := parentOf(ob); p >= 0 && s.slot(p).Status&robotMisc != 0 {
			ob.Routine2 = 2
			return
		}
		s.dezBarrierSolid(k)
	case 2:
		s.dezBarrierSolid(k)
		animateFA(s.slot(k), dezBarrierAnim)
	case 4:
		s.st.Pushing = false
		s.deleteObject(k)
	}
}

// dezBarrierSolid is loc_3D086: SolidObject, $13 by $20, both players.
func (s *engine) dezBarrierSolid(k int) {
	x := s.slot(k).X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, 0x13, 0x20, 0x20, x, false, nil)
		s.s2Swap(p)
	}
}
