package sonic2

import "loopwright/physics"

// ---------------------------------------------------------------------------
// Obj14 seesaw with its ball (Hill Top)

const s2Seesaw = 0x14

// Obj14's routines (Obj14_Index).
const (
	seesawMain     = 2
	seesawBallInit = 6
	seesawBallMain = 8
	seesawBallFly  = 0xA
)

// seesawSlope is byte_21C8E, the tilted seesaw's surface heights (frame
// 0; frame 2 reads it x-flipped); seesawFlat is byte_21CBF (frame 1).
var (
	seesawSlope = []int8{
		20, 20, 22, 24, 26, 28, 26, 24, 22, 20, 19, 18, 17, 16, 15, 14,
		13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, -1, -2,
		-3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -14, -14, -14, -14,
		-14,
	}
	seesawFlat = []int8{
		5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5,
		5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5,
		5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5,
	}
)

// seesawBallY is Obj14_YOffsets: the resting ball's y from the seesaw's
// bottom (its y + $10), by the seesaw's frame (+2 on the left end).
var seesawBallY = [5]int{-8, -28, -47, -28, -8}

// seesaw is Obj14: a sloped platform (SlopedPlatform, half width $30,
// its surface byte_21C8E by frame: 0 tilted, 1 flat (byte_21CBF),
// 2 tilted the other way) that tilts one frame a frame towards the side its
// players stand on (Obj14_Main: left of its x: 2, right: 0, within 8:
// 1; two players: their sum halved, 1+2 counting as 2), remembering the
// players' larger Y Speed while nobody stands on it (objoff_38). A
// subtype 0 seesaw makes its ball (the Sol, collision $8B: it hurts) at
// the end that is down. The ball rests on the seesaw (Obj14_YOffsets);
// when the seesaw tilts away from it, it is thrown (Obj14_Ball_Main: to
// the other end at -$818/-$114 from the middle, else -$AF0/-$CC, or
// -$E00/-$A0 when the remembered Y Speed was at least $A00), flies
// (ObjectMoveAndFall, twice a frame while more than $2F above the
// bottom and rising) and, landing on its end, tilts the seesaw its way:
// players standing on it are launched at the ball's Y Speed upwards
// (Obj14_LaunchCharacter: airborne, off it, spring anim).
func (s *engine) seesaw(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		s.seesawInit(k)
		s.seesawMain(k)
	case seesawMain:
		s.seesawMain(k)
	case seesawBallInit:
		s.seesawBallInit(k)
		s.seesawBallMain(k)
	case seesawBallMain:
		s.seesawBallMain(k)
	case seesawBallFly:
		s.seesawBallFly(k)
	}
	if ob := s.slot(k); ob.ID == s2Seesaw {
		s.markGone(k, int(ob.BaseX)) // JmpTo_MarkObjGone2, objoff_30
	}
}

// seesawInit is Obj14_Init: BaseX is objoff_30, Index objoff_3A (the
// frame it tilts towards).
func (s *engine) seesawInit(k int) {
	ob := s.slot(k)
	ob.Routine = seesawMain
	ob.Width = 0x30
	ob.BaseX = int16(ob.X.Pixel())
	if ob.Sub == 0 {
		if j := s.allocateAfter(k); j >= 0 {
			*s.slot(j) = physics.S2Obj{ID: s2Seesaw, Layout: -1, Routine: seesawBallInit,
				X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF, Status: ob.Status, Parent: int16(k + 1)}
		}
	}
	if ob.Status&physics.S2XFlip != 0 {
		ob.MapFrame = 2
	}
	ob.Index = int16(ob.MapFrame)
}

// seesawSide is where a standing player pulls the seesaw: 2 left of
// its x (or on it), 0 right, 1 within 8.
func seesawSide(ob *physics.S2Obj, px int) int {
	d := ob.X.Pixel() - px
	side := 2
	if d < 0 {
		d, side = -d, 0
	}
	if d < 8 {
		side = 1
	}
	return side
}

// seesawMain is Obj14_Main and Obj14_UpdateMappingAndCollision.
func (s *engine) seesawMain(k int) {
	st := s.st
	ob := s.slot(k)
	d1 := int(ob.Index)
	p1 := ob.Status&physics.S2P1Stand != 0
	p2 := ob.Status&physics.S2P2Stand != 0 && st.P2.On
	switch {
	case p1:
		d1 = seesawSide(ob, st.X.Pixel())
		if p2 {
			d1 += seesawSide(ob, st.P2.Body.X.Pixel())
			if d1 == 3 {
				d1 = 4
			}
			d1 >>= 1
		}
	case p2:
		d1 = seesawSide(ob, st.P2.Body.X.Pixel())
	default:
		v := st.YSpeed
		if st.P2.On && st.P2.Body.YSpeed >= v {
			v = st.P2.Body.YSpeed
		} else if !st.P2.On && v < 0 {
			v = 0 // the empty sidekick slot's y_vel
		}
		ob.Timer = int16(v)
	}
	// Obj14_SetMapping
	if f := int(ob.MapFrame); f != d1 {
		if f < d1 {
			f++
		} else {
			f--
		}
		ob.MapFrame = uint8(f)
		ob.Index = int16(d1)
		ob.Render &^= physics.S2XFlip
		if f&2 != 0 {
			ob.Render |= physics.S2XFlip
		}
	}
	slope := seesawSlope
	if ob.MapFrame&1 != 0 {
		slope = seesawFlat
	}
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.slopedPlatform(k, 0x30, x, slope)
		s.s2Swap(p)
	}
}

// slopedPlatform is SlopedPlatform for the running player: top-solid,
// half width d1, its top slope's height above the object's y (by half
// pixel, read backwards when the object is x-flipped); d4 its x before
// moving.
func (s *engine) slopedPlatform(k, d1, d4 int, slope []int8) {
	st := s.st
	ob := s.slot(k)
	if ob.Status&s.StandBit() != 0 {
		dx := st.X.Pixel() - ob.X.Pixel() + d1
		if st.Air || dx < 0 || dx >= 2*d1 {
			s.s2Release(k)
			st.Air = true
			return
		}
		s.mvOnSlope(k, d1, d4, slope)
		return
	}
	// SlopedPlatform_cont
	if st.YSpeed < 0 {
		return
	}
	dx := st.X.Pixel() - ob.X.Pixel() + d1
	if dx < 0 || dx >= 2*d1 {
		return
	}
	if ob.Render&physics.S2XFlip != 0 {
		dx = 2*d1 - 1 - dx
	}
	i := dx >> 1
	if i >= len(slope) {
		i = len(slope) - 1
	}
	s.platformLand(k, d1, 2*d1, int(slope[i]))
}

// seesawBallInit is Obj14_Ball_Init: BaseX the seesaw's x (objoff_30),
// BaseY its bottom (objoff_34), Index the ball's side (objoff_3A).
func (s *engine) seesawBallInit(k int) {
	ob := s.slot(k)
	ob.Routine = seesawBallMain
	ob.Coll = 0x8B
	ob.Width = 0xC
	ob.BaseX = int16(ob.X.Pixel())
	ob.X += physics.FromPixels(0x28)
	ob.Y += physics.FromPixels(0x10)
	ob.BaseY = int16(ob.Y.Pixel())
	if ob.Status&physics.S2XFlip != 0 {
		ob.X -= physics.FromPixels(0x50)
		ob.Index = 2
	}
}

// seesawRestY is the ball's resting y on its seesaw's end.
func seesawRestY(ob, saw *physics.S2Obj) int {
	i := int(saw.MapFrame)
	if ob.X.Pixel() < int(ob.BaseX) {
		i += 2
	}
	if i >= len(seesawBallY) {
		i = len(seesawBallY) - 1
	}
	return int(ob.BaseY) + seesawBallY[i]
}

// seesawBallMain is Obj14_Ball_Main.
func (s *engine) seesawBallMain(k int) {
	ob := s.slot(k)
	saw := s.seesawOf(ob)
	if saw == nil {
		return
	}
	d := int8(uint8(ob.Index) - uint8(saw.Index))
	if d == 0 {
		// Obj14_SetBallToRestOnSeeSaw
		x := int(ob.BaseX) + 0x28
		if ob.X.Pixel() < int(ob.BaseX) {
			x = int(ob.BaseX) - 0x28
		}
		ob.Y = physics.FromPixels(seesawRestY(ob, saw))
		ob.X = physics.FromPixels(x)
		return
	}
	if d < 0 {
		d = -d
	}
	yv, xv := physics.Fixed(-0x818), physics.Fixed(-0x114)
	if d != 1 {
		yv, xv = -0xAF0, -0xCC
		if saw.Timer >= 0xA00 {
			yv, xv = -0xE00, -0xA0
		}
	}
	ob.YVel, ob.XVel = yv, xv
	if ob.X.Pixel() < int(ob.BaseX) {
		ob.XVel = -xv
	}
	ob.Routine = seesawBallFly
	s.seesawBallFly(k)
}

// seesawOf is the ball's seesaw (objoff_3C), nil when its slot holds
// something else.
func (s *engine) seesawOf(ob *physics.S2Obj) *physics.S2Obj {
	p := int(ob.Parent) - 1
	if p < 0 || s.slot(p).ID != s2Seesaw {
		return nil
	}
	return s.slot(p)
}

// seesawBallFly is Obj14_Ball_Fly.
func (s *engine) seesawBallFly(k int) {
	ob := s.slot(k)
	if ob.YVel < 0 {
		objMoveAndFall(ob)
		if int(ob.BaseY)-0x2F <= ob.Y.Pixel() {
			objMoveAndFall(ob)
		}
		return
	}
	objMoveAndFall(ob)
	saw := s.seesawOf(ob)
	if saw == nil || seesawRestY(ob, saw) > ob.Y.Pixel() {
		return
	}
	side := 0
	if ob.XVel < 0 {
		side = 2
	}
	saw.Index = int16(side)
	ob.Index = int16(side)
	if int(saw.MapFrame) != side {
		if saw.Status&physics.S2P1Stand != 0 {
			saw.Status &^= physics.S2P1Stand
			s.seesawLaunch(int(ob.Parent)-1, false, ob.YVel)
		}
		if saw.Status&physics.S2P2Stand != 0 {
			saw.Status &^= physics.S2P2Stand
			s.seesawLaunch(int(ob.Parent)-1, true, ob.YVel)
		}
	}
	ob.XVel, ob.YVel = 0, 0
	ob.Routine = seesawBallMain
}

// seesawLaunch is Obj14_LaunchCharacter: the player flies up at the
// ball's Y Speed, airborne, off the seesaw, not jumping, spring anim.
func (s *engine) seesawLaunch(k int, p2 bool, v physics.Fixed) {
	if p2 {
		if !s.st.P2.On {
			return
		}
		s.SwapP2()
		defer s.SwapP2()
	}
	st := s.st
	st.YSpeed = -v
	st.Air = true
	st.S2.On = 0
	st.Obj.On = 0
	st.Jumping = false
	s.SpringAnim()
	s.s2Contact(k, physics.SolidTop, "launch")
}
