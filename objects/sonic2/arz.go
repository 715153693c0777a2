package sonic2

import "loopwright/physics"

// Aquatic Ruin's objects, each as its s2.asm routine runs it.

// Aquatic Ruin object ids (s2.asm ObjID_*).
const (
	s2GrounderInWall  = 0x8D
	s2GrounderInWall2 = 0x8E
	s2GrounderWall    = 0x8F
	s2GrounderRocks   = 0x90
)

// ---------------------------------------------------------------------------
// Obj8D/Obj8E Grounder, Obj8F its wall, Obj90 its rocks

// Grounder routines (Obj8D_Index).
const (
	grounderWait    = 2   // loc_36ADC: hidden until a player is near
	grounderAnimate = 4   // Obj8D_Animate: bursting out
	grounderTurn    = 6   // loc_36B0E: face the nearer player
	grounderWalk    = 8   // loc_36B34: walk along the floor
	grounderPause   = 0xA // loc_36B6A: wait, then walk back
)

// grounderBurst is Ani_obj8D_b and grounderWalkAnim Ani_obj8D_a.
var (
	grounderBurst    = []uint8{7, 0, 1, aniEndNext}
	grounderWalkAnim = []uint8{3, 2, 3, 4, aniEndLoop}
)

// grounderWallOffsets is byte_36CBC: the four wall pieces' offsets from
// the Grounder (x, y).
var grounderWallOffsets = [4][2]int8{{0, -0x14}, {0x10, -4}, {0, 0xC}, {-0x10, -4}}

// grounderWallSpeeds is Obj8F_Directions and grounderRockSpeeds
// Obj90_Directions: the pieces' X and Y Speed high bytes (pixels).
var (
	grounderWallSpeeds = [4][2]int8{{1, -2}, {1, -1}, {-1, -2}, {-1, -1}}
	grounderRockSpeeds = [5][2]int8{{-1, -4}, {4, -3}, {2, 0}, {-3, -1}, {-3, -3}}
)

// grounder is Obj8D (the Grounder hidden in a wall) and Obj8E (the one
// that walks from the start). Obj8D_Init (LoadSubObject: width $10,
// collision 2, an enemy 12x20... of Touch_Sizes) puts it on the floor
// (ObjCheckFloorDist with y_radius $14); Obj8D makes its four wall
// pieces (loc_36C64) and waits until the nearer player is within $60
// pixels (loc_36ADC), then sets objoff_2B (the walls fall), throws five
// rocks (loc_36C2C) and bursts out (Ani_obj8D_b); Obj8E starts there.
// It turns to the nearer player (loc_36B0E, 1 pixel a frame) and walks
// while the floor stays within -1 to 11 pixels below (loc_36B34); at an
// edge it waits $3B+1 frames and walks back (loc_36B6A).
func (s *engine) grounder(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = grounderWait

		ob.Width = 0x10
		ob.Coll = 2
		if ob.Render&physics.S2YFlip != 0 {
			ob.Render &^= physics.S2YFlip
			ob.Status &^= physics.S2YFlip
		}
		ob.YRad, ob.XRad = 0x14, 0x10
		if d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.YVel = 0
		}
		if ob.ID == s2GrounderInWall {
			s.grounderWalls(k)
			return
		}
		ob.Routine = grounderTurn
		return
	case grounderWait:
		if d := s.orientation(ob); d < -0x60 || d > 0x60 {
			break
		}
		ob.Routine = grounderAnimate
		ob.Flag = true // objoff_2B
		s.grounderRocks(k)
	case grounderAnimate:
		animateObj(ob, grounderBurst)
	case grounderTurn:
		ob.Routine = grounderWalk
		ob.XVel = -0x100
		ob.Status &^= physics.S2XFlip
		if s.orientation(ob) < 0 {
			ob.XVel = 0x100
			ob.Status |= physics.S2XFlip
		}
	case grounderWalk:
		objMove(ob)
		d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false)
		if d < -1 || d >= 0xC {
			ob.Routine = grounderPause
			ob.Timer = 0x3B // objoff_2A
			break
		}
		ob.Y += physics.FromPixels(d)
		animateObj(ob, grounderWalkAnim)
	case grounderPause:
		ob.Timer = int16(int8(ob.Timer - 1))
		if ob.Timer < 0 {
			ob.Routine = grounderWalk
			ob.XVel = -ob.XVel
			ob.Status ^= physics.S2XFlip
		}
	}
	s.markGone(k, ob.X.Pixel())
}

// grounderWalls is loc_36C64: four Obj8F wall pieces in the first free
// slots (subtype 4: Obj90_SubObjData), each at its byte_36CBC offset,
// remembering the Grounder (objoff_2C) and its index (objoff_2E).
func (s *engine) grounderWalls(k int) {
	ob := s.slot(k)
	for i := range grounderWallOffsets {
		j := s.allocate()
		if j < 0 {
			return
		}
		o := grounderWallOffsets[i]
		*s.slot(j) = physics.S2Obj{ID: s2GrounderWall, Sub: 4, Layout: -1, Parent: int16(k + 1), Index: int16(2 * i),
			X: ob.X + physics.FromPixels(int(o[0])), Y: ob.Y + physics.FromPixels(int(o[1]))}
	}
}

// grounderRocks is loc_36C2C: five Obj90 rocks (subtype 6:
// Obj90_SubObjData2) at the Grounder, in the first free slots.
func (s *engine) grounderRocks(k int) {
	ob := s.slot(k)
	for i := range grounderRockSpeeds {
		j := s.allocate()
		if j < 0 {
			return
		}
		*s.slot(j) = physics.S2Obj{ID: s2GrounderRocks, Sub: 6, Layout: -1, Parent: int16(k + 1), Index: int16(2 * i),
			X: ob.X, Y: ob.Y}
	}
}

// speedByte is move.b d,x_vel(a0) on a cleared speed: the byte is the
// speed's high byte.
func speedByte(b int8) physics.Fixed { return physics.Fixed(int16(b) << 8) }

// grounderPiece is Obj8F (a wall piece: it waits for its Grounder's
// objoff_2B, then flies off by Obj8F_Directions) and Obj90 (a rock:
// Obj90_Init sets its Obj90_Directions speed at once). Flying, both fall
// (ObjectMoveAndFall) and are deleted once off screen (Obj90_Move).
// Neither touches the players (collision 0).
func (s *engine) grounderPiece(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render |= physics.S2OnScreen
		ob.Width = 0x10
		if ob.ID == s2GrounderWall {
			return
		}
		ob.Width = 8
		v := grounderRockSpeeds[int(ob.Index/2)%len(grounderRockSpeeds)]
		ob.XVel, ob.YVel = speedByte(v[0]), speedByte(v[1])
	case 2:
		if ob.ID == s2GrounderWall {
			if p := int(ob.Parent) - 1; p < 0 || !s.slot(p).Flag {
				break
			}
			ob.Routine = 4
			v := grounderWallSpeeds[int(ob.Index/2)%len(grounderWallSpeeds)]
			ob.XVel, ob.YVel = speedByte(v[0]), speedByte(v[1])
			break
		}
		fallthrough
	case 4:
		if ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
		objMoveAndFall(ob)
	}
	s.markGone(k, ob.X.Pixel())
}

// ---------------------------------------------------------------------------
// Obj2B rising pillar

const s2RisingPillar = 0x2B

// pillarPieces is the number of pieces of Obj2B_MapUnc_25C6E's broken
// frames 7 to 13 (the frame when broken is the risen frame + 7).
var pillarPieces = [7]int{8, 10, 10, 12, 12, 14, 14}

// pillarDelays is byte_25BB0 (each piece's objoff_3F: frames before it
// starts falling) and pillarSpeeds word_25BBE (each piece's X and Y
// Speed).
var (
	pillarDelays = [14]uint8{0, 0, 0, 0, 4, 4, 8, 8, 0xC, 0xC, 0x10, 0x10, 0x14, 0x14}
	pillarSpeeds = [14][2]int16{
		{-0x200, -0x200}, {0x200, -0x200}, {-0x1C0, -0x1C0}, {0x1C0, -0x1C0},
		{-0x180, -0x180}, {0x180, -0x180}, {-0x140, -0x140}, {0x140, -0x140},
		{-0x100, -0x100}, {0x100, -0x100}, {-0xC0, -0xC0}, {0xC0, -0xC0},
		{-0x80, -0x80}, {0x80, -0x80},
	}
)

// pillar is Obj2B, Aquatic Ruin's rising pillar: a solid (SolidObject,
// half width $10+$B, y_radius $18 as the game has it without its fix).
// Once a player is within $40 pixels horizontally (loc_25B3C) it rises 4
// pixels every 4 frames, growing by 4, six times (loc_25B66). A player
// standing on it breaks it (loc_25ACE): it falls apart into its
// mapping's pieces (loc_25BF6: the pillar itself is the first, the rest
// in slots after it, each with its word_25BBE speed and byte_25BB0 delay)
// and whoever stood on it is thrown into the air rolling (loc_25AF6).
// The pieces fall at $18 a frame and are deleted off screen (loc_25B8E).
func (s *engine) pillar(k int) {
	st := s.st
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width = 0x10
		ob.YRad = 0x18
		fallthrough
	case 2:
		x0 := ob.X.Pixel()
		s.pillarRise(ob)
		d1 := int(ob.Width) + 0xB
		d2 := int(ob.YRad)
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			s.s2Solid(k, d1, d2, d2+1, x0, false, nil)
			s.s2Swap(p)
		}
		if ob.Status&(physics.S2P1Stand|physics.S2P2Stand) == 0 {
			s.markGone(k, ob.X.Pixel())
			return
		}
		ob.MapFrame += 7
		s.pillarBreak(k)
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			if ob.Status&s.StandBit() != 0 {
				s.s2Release(k)
				st.Rolling = true
				st.YRadius, st.XRadius = 0xE, 7
				st.P.Anim.ID = physics.AnimRoll // AniIDSonAni_Roll
				st.Air = true
				st.S2.On, st.Obj.On = 0, 0
				st.Obj.Hurt = false
			}
			s.s2Swap(p)
		}
		s.pillarPiece(k)
	case 4:
		s.pillarPiece(k)
	}
}

// pillarRise is loc_25B28: wait for a player within $40 pixels
// (routine_secondary 0), rise (2), risen (4).
func (s *engine) pillarRise(ob *physics.S2Obj) {
	switch ob.Routine2 {
	case 0:
		near := func(x int) bool {
			d := uint16(ob.X.Pixel() - x)
			if int16(d) < 0 {
				d = -d
			}
			return d < 0x40
		}
		if near(s.st.X.Pixel()) {
			ob.Routine2 = 2
		}
		if near(s.sidekickX()) {
			ob.Routine2 = 2
		}
	case 2:
		// objoff_34: a word counting down from 0, so the first rise
		// is at once, then every 4 frames.
		ob.Timer--
		if ob.Timer >= 0 {
			return
		}
		ob.Timer = 3
		ob.Y -= physics.FromPixels(4)
		ob.YRad += 4
		ob.MapFrame++
		if ob.MapFrame == 6 {
			ob.Routine2 = 4
		}
	}
}

// pillarBreak is loc_25BF6: the pillar (slot k) becomes the first piece,
// and each further piece of its mapping frame a copy in the first free
// slot after it (AllocateObjectAfterCurrent), until the slots run out.
func (s *engine) pillarBreak(k int) {
	ob := s.slot(k)
	n := pillarPieces[min(int(ob.MapFrame)-7, len(pillarPieces)-1)]
	src := *ob
	j := k
	for i := 0; i < n; i++ {
		if i > 0 {
			if j = s.allocateAfter(k); j < 0 {
				return
			}
		}
		p := s.slot(j)
		if i > 0 {
			*p = physics.S2Obj{ID: src.ID, Layout: -1, Render: src.Render, X: src.X, Y: src.Y, Width: src.Width}
		}
		p.Routine = 4
		p.XVel, p.YVel = physics.Fixed(pillarSpeeds[i][0]), physics.Fixed(pillarSpeeds[i][1])
		p.B3F = pillarDelays[i]
	}
}

// pillarPiece is loc_25B8E: a piece waits objoff_3F frames, then moves
// and falls ($18 a frame); off screen it is deleted.
func (s *engine) pillarPiece(k int) {
	ob := s.slot(k)
	if ob.B3F != 0 {
		ob.B3F--
	} else {
		objMove(ob)
		ob.YVel += 0x18
	}
	if ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
	}
}

// ---------------------------------------------------------------------------
// Obj22 arrow shooter and its arrows

const s2ArrowShooter = 0x22

// Obj22's routines (Obj22_Index).
const (
	arrowShooterMain  = 2
	arrowShooterShoot = 4
	arrowInit         = 6
	arrowFly          = 8
)

// arrowShooterAnims is Ani_obj22: 0 idle, 1 a player near (blinking), 2
// shooting (frames 3, 4, then Obj22_ShootArrow, then 4, 3, 1 and back to
// idle).
var arrowShooterAnims = [][]uint8{
	{0x1F, 1, 0xFF},
	{3, 1, 2, 0xFF},
	{7, 3, 4, 0xFC, 4, 3, 1, 0xFD, 0},
}

// arrowShooter is Obj22, Aquatic Ruin's arrow shooter. While not shooting
// (Obj22_Main) its anim is 1 when either player is within $40 pixels
// horizontally (Obj22_DetectPlayer), and 2 when nobody is but it was
// blinking: the shot's script then moves it to Obj22_ShootArrow, which
// puts an arrow in the first free slot (AllocateObject). The arrow
// (Obj22_Arrow_Init: collision $9B, hurting, 8 wide) flies at 4 pixels a
// frame (x-flipped: to the left) until ObjCheckLeftWallDist (-8; right
// wall +8 x-flipped) finds a wall.
func (s *engine) arrowShooter(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = arrowShooterMain
		ob.Width = 0x10
		ob.MapFrame = 1
		ob.Sub &= 0xF
		fallthrough
	case arrowShooterMain:
		if ob.Anim != 2 {
			d2 := uint8(0)
			if s.arrowDetect(ob, s.st.X.Pixel()) || s.arrowDetect(ob, s.sidekickX()) {
				d2 = 1
			}
			if d2 == 0 && ob.Anim != 0 {
				d2 = 2
			}
			ob.Anim = d2
		}
		animateSprite(ob, arrowShooterAnims)
		s.markGone(k, ob.X.Pixel())
	case arrowShooterShoot:
		if j := s.allocate(); j >= 0 {
			*s.slot(j) = physics.S2Obj{ID: s2ArrowShooter, Routine: arrowInit, Layout: -1,
				X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF, Render: ob.Render, Status: ob.Status}
		}
		ob.Routine -= 2
		animateSprite(ob, arrowShooterAnims)
		s.markGone(k, ob.X.Pixel())
	case arrowInit:
		ob.Routine = arrowFly
		ob.YRad, ob.XRad = 8, 0x10
		ob.Coll = 0x9B
		ob.Width = 8
		ob.MapFrame = 0
		ob.XVel = 0x400
		if ob.Status&physics.S2XFlip != 0 {
			ob.XVel = -ob.XVel
		}
		fallthrough
	case arrowFly:
		objMove(ob)
		var d1 int
		if ob.Status&physics.S2XFlip == 0 {
			d1 = s.objWallDist(ob.X.Pixel()-8, ob.Y.Pixel(), true)
		} else {
			d1 = s.objWallDist(ob.X.Pixel()+8, ob.Y.Pixel(), false)
		}
		if d1 < 0 {
			s.deleteObject(k)
			return
		}
		s.markGone(k, ob.X.Pixel())
	}
}

// arrowDetect is Obj22_DetectPlayer for a player at x: within $40
// pixels either side.
func (s *engine) arrowDetect(ob *physics.S2Obj, x int) bool {
	d0 := uint16(ob.X.Pixel() - x)
	if int16(d0) < 0 {
		d0 = -d0
	}
	return d0 < 0x40
}

// ---------------------------------------------------------------------------
// Obj91 Chop Chop

const s2ChopChop = 0x91

// chopChop is Obj91, Aquatic Ruin's Chop Chop (collision 2: an enemy,
// 16 wide). It swims at $40 a frame (right when x-flipped), turning
// every $201 frames (Obj91_Main); when the nearer player is within $20
// above or below it, ahead of it, $20 to $A0 away
// (Obj91_TestCharacterPos), it stops for $11 frames (Obj91_Waiting: the
// high byte of its timer) and charges (Obj91_MoveTowardsPlayer): 2 a
// frame towards him, and down at $80 when he is not within $10 of its
// height, for good. While it swims it lets out a small bubble (Obj0A,
// subtype 6: chopChopBubble) every 256 frames (Obj91_MakeBubble): its
// bubble timer is a word set to $50 whose high byte (0) is the one
// counted down, kept in Timer2.
func (s *engine) chopChop(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width = 0x10
		ob.Coll = 2
		ob.Timer = 0x200 // Obj91_move_timer
		ob.XVel = -0x40
		if ob.Status&physics.S2XFlip != 0 {
			ob.XVel = 0x40
		}
		return // LoadSubObject's init returns
	case 2:
		ob.Timer2 = int16(uint8(ob.Timer2) - 1) // subq.b #1,Obj91_bubble_timer
		if ob.Timer2 == 0 {
			s.chopChopMakeBubble(k)
		}
		ob.Timer--
		if ob.Timer < 0 {
			ob.Timer = 0x200
			ob.Status ^= physics.S2XFlip
			ob.Render ^= physics.S2XFlip
			ob.XVel = -ob.XVel
		}
		objMove(ob)
		_, d2, d3 := s.nearerPlayer(ob)
		if s.chopChopSees(ob, d2, d3) {
			ob.Routine = 4
			ob.Timer = int16(uint16(0x10)<<8 | uint16(ob.Timer)&0xFF) // move.b #$10: the high byte
			ob.XVel = 0
		}
	case 4:
		hi := uint8(uint16(ob.Timer)>>8) - 1
		ob.Timer = int16(uint16(hi)<<8 | uint16(ob.Timer)&0xFF)
		if int8(hi) < 0 {
			ob.Routine = 6
			_, d2, d3 := s.nearerPlayer(ob)
			ob.XVel = -0x200 // Obj91_HorizontalSpeeds: the high byte
			if d2 < 0 {
				ob.XVel = 0x200
			}
			if uint16(d3+0x10) >= 0x20 {
				ob.YVel = ob.YVel&^0xFF | 0x80 // Obj91_VerticalSpeeds: the low byte
			}
		}
	case 6:
		objMove(ob)
	}
	s.markGone(k, ob.X.Pixel())
}

// chopChopMakeBubble is Obj91_MakeBubble: a small bubble (Obj0A,
// subtype 6) in the first free slot (AllocateObject), $14 pixels to the
// right of the Chop Chop ($14 to the left when its render flags are
// x-flipped) and 6 below. Resetting the timer to $50 leaves its counted
// high byte at 0: the next bubble is 256 frames later.
func (s *engine) chopChopMakeBubble(k int) {
	ob := s.slot(k)
	ob.Timer2 = 0
	j := s.allocate()
	if j < 0 {
		return
	}
	d0 := 0x14
	if ob.Render&physics.S2XFlip != 0 {
		d0 = -0x14
	}
	*s.slot(j) = physics.S2Obj{ID: s2SmallBubble, Sub: 6, Layout: -1,
		X: physics.FromPixels(int(uint16(ob.X.Pixel() + d0))), Y: physics.FromPixels(int(uint16(ob.Y.Pixel() + 6)))}
}

// s2SmallBubble is Obj0A (ObjID_SmallBubbles) as the Chop Chop makes it.
const s2SmallBubble = 0x0A

// aniObj0A is Ani_obj0A: the countdown bubbles (0-5), the small bubble
// (6), the numbers (7-$C) and the burst ($D).
var aniObj0A = [][]uint8{
	{5, 0, 1, 2, 3, 4, 8, 8, 0xFC},
	{5, 0, 1, 2, 3, 4, 9, 9, 0xFC},
	{5, 0, 1, 2, 3, 4, 0xA, 0xA, 0xFC},
	{5, 0, 1, 2, 3, 4, 0xB, 0xB, 0xFC},
	{5, 0, 1, 2, 3, 4, 0xC, 0xC, 0xFC},
	{5, 0, 1, 2, 3, 4, 0xD, 0xD, 0xFC},
	{0xE, 0, 1, 2, 0xFC},
	{7, 0x10, 8, 0x10, 8, 0x10, 8, 0xFC},
	{7, 0x10, 9, 0x10, 9, 0x10, 9, 0xFC},
	{7, 0x10, 0xA, 0x10, 0xA, 0x10, 0xA, 0xFC},
	{7, 0x10, 0xB, 0x10, 0xB, 0x10, 0xB, 0xFC},
	{7, 0x10, 0xC, 0x10, 0xC, 0x10, 0xC, 0xFC},
	{7, 0x10, 0xD, 0x10, 0xD, 0x10, 0xD, 0xFC},
	{0xE, 0xFC},
	{0xE, 1, 2, 3, 4, 0xFC},
}

// smallBubble is Obj0A with a positive subtype (a bubble, not a
// player's countdown: the Chop Chop's and the countdown's, breathing.go):
// Obj0A_Init (anim the subtype, its x remembered in BaseX, rising at
// -$88), Obj0A_Animate until its animation ends, then Obj0A_ChkWater: at
// the water's surface (Water_Level_1 not above it, unsigned) it bursts
// (anim + 7, at most $D: Obj0A_Display, then deleted when the burst
// ends); below it, it wobbles about BaseX by Obj0A_WobbleData (angle
// B3E), rises, and is deleted once off screen. A bubble given a number
// (obj0a_timer, kept in Timer: 28) becomes that number when the timer
// runs out (Obj0A_BecomeNumberMaybe: still, drawn on the screen, so
// never off screen), shows it 15 frames (Obj0A_AirLeft), then flashes
// it (Obj0A_DisplayNumber); a number goes as soon as its player (B3F: 0
// the main character, 1 the sidekick) has more than 12 seconds of air.
// Nobody breathes these bubbles and they touch nobody.
func (s *engine) smallBubble(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0: // Obj0A_Init
		ob.Routine = 2
		ob.Render = physics.S2OnScreen | 4 // on_screen, level_fg
		ob.Width = 16
		ob.Anim = ob.Sub
		ob.BaseX = int16(ob.X.Pixel())
		ob.YVel = -0x88
		fallthrough
	case 2: // Obj0A_Animate
		animateSprite(ob, aniObj0A)
		fallthrough
	case 4: // Obj0A_ChkWater
		if uint16(s.st.Water.Level) >= uint16(ob.Y.Pixel()) {
			ob.Routine = 6
			ob.Anim += 7
			if ob.Anim > 0xD {
				ob.Anim = 0xD
			}
			s.smallBubbleDisplay(ob)
			return
		}
		a := ob.B3E
		ob.B3E++
		ob.X = physics.FromPixels(int(uint16(ob.BaseX+int16(obj0AWobble[a&0x7F])))) | ob.X&0xFF
		smallBubbleNumber(ob)
		objMove(ob)
		if ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
		}
	case 6: // Obj0A_Display
		s.smallBubbleDisplay(ob)
	case 0xC: // Obj0A_AirLeft
		if s.bubbleAir(ob) > 12 {
			s.deleteObject(k)
			return
		}
		ob.Timer--
		if ob.Timer == 0 {
			ob.Routine = 0xE
			ob.Anim += 7
			s.smallBubbleDisplay(ob)
			return
		}
		// Obj0A_Display2: a number is drawn on the screen, never off it
		animateSprite(ob, aniObj0A)
	case 0xE: // Obj0A_DisplayNumber
		if s.bubbleAir(ob) > 12 {
			s.deleteObject(k)
			return
		}
		s.smallBubbleDisplay(ob)
	default: // JmpTo5_DeleteObject
		s.deleteObject(k)
	}
}

// smallBubbleDisplay is Obj0A_Display.
func (s *engine) smallBubbleDisplay(ob *physics.S2Obj) {
	smallBubbleNumber(ob)
	animateSprite(ob, aniObj0A)
}

// smallBubbleNumber is Obj0A_BecomeNumberMaybe: a bubble whose timer
// runs out while it shows a bubble (anim below 7) becomes its number:
// still, on the screen's coordinates, 15 frames (Obj0A_AirLeft).
func smallBubbleNumber(ob *physics.S2Obj) {
	if ob.Timer == 0 {
		return
	}
	ob.Timer--
	if ob.Timer != 0 || ob.Anim >= 7 {
		return
	}
	ob.Timer = 15
	ob.YVel = 0
	ob.Render = physics.S2OnScreen
	ob.Routine = 0xC
}

// bubbleAir is the air_left of the bubble's player (obj0a_character):
// 30 once he drowns (Obj0A_ReduceAir's ResumeMusic fills it as he
// starts to drown, where the core keeps 0), so his numbers go.
func (s *engine) bubbleAir(ob *physics.S2Obj) int {
	p := &s.st.P
	if ob.B3F == 1 && s.st.P2.On {
		p = &s.st.P2.Body.P
	}
	if p.Drowning > 0 {
		return physics.AirSeconds
	}
	return p.AirLeft
}

// chopChopSees is Obj91_TestCharacterPos with d2 and d3 the object's x
// and y minus the nearer player's.
func (s *engine) chopChopSees(ob *physics.S2Obj, d2, d3 int) bool {
	if uint16(d3+0x20) >= 0x40 {
		return false
	}
	if d2 >= 0 {
		if ob.XVel >= 0 {
			return false
		}
	} else {
		if ob.XVel < 0 {
			return false
		}
		d2 = -d2
	}
	return uint16(d2) >= 0x20 && uint16(d2) < 0xA0
}

// ---------------------------------------------------------------------------
// Obj23 pillar that drops its lower part

const s2DroppingPillar = 0x23

// pillarShake is byte_259B0: the lower part's x offsets while it shakes.
var pillarShake = [8]int8{0, 1, -1, 1, 0, -1, 0, 1}

// droppingPillar is Obj23, Aquatic Ruin's pillar: a solid upper part
// (SolidObject, half width $1B, $20 high) and, in the first free slot
// after it, a solid lower part $30 below ($10 high) that, once either
// player is within $80 horizontally, shakes 8 frames (byte_259B0) and
// drops ($38 a frame) to the floor (ObjCheckFloorDist), where it stays.
func (s *engine) droppingPillar(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render |= 4 // render_flags.level_fg
		ob.Width = 0x10
		ob.YRad = 0x20
		if j := s.allocateAfter(k); j >= 0 {
			*s.slot(j) = physics.S2Obj{ID: ob.ID, Routine: 2, Routine2: 2, Layout: -1, Render: ob.Render,
				X: ob.X &^ 0xFF, Y: ob.Y&^0xFF + physics.FromPixels(0x30), BaseX: int16(ob.X.Pixel()),
				Width: 0x10, YRad: 0x10, MapFrame: 1}
		}
	}
	x0 := ob.X.Pixel()
	switch ob.Routine2 {
	case 2:
		for _, px := range [2]int{s.st.X.Pixel(), s.sidekickX()} {
			d0 := uint16(ob.X.Pixel() - px)
			if int16(d0) < 0 {
				d0 = -d0
			}
			if d0 < 0x80 {
				ob.Routine2 = 4
				ob.Timer = 8
			}
		}
	case 4:
		if ob.Timer == 0 {
			ob.Routine2 = 6
			break
		}
		ob.Timer--
		setXPixel(ob, int(ob.BaseX)+int(pillarShake[ob.Timer&7]))
	case 6:
		objMove(ob)
		ob.YVel += 0x38
		if d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.YVel = 0
			ob.BaseY = int16(ob.Y.Pixel())
			ob.MapFrame = 2
			ob.Routine2 = 0
		}
	}
	d2 := int(ob.YRad)
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, int(ob.Width)+0xB, d2, d2+1, x0, false, nil)
		s.s2Swap(p)
	}
	s.markGone(k, ob.X.Pixel())
}
