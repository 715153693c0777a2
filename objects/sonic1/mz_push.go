package sonic1

import "loopwright/physics"

// Obj33: pushable blocks (Marble and Labyrinth).

// pushBVar is PushB_Var: the width and frame by subtype (0 the block, 1
// the long one).
var pushBVar = [2][2]uint8{{0x10, 0}, {0x40, 1}}

// pushBlock is Obj33 (_incObj/33 Pushable Blocks.asm), $F high and wide,
// solid (its width + $B, $10 high, stand height $11). Sonic pushing it
// while facing it (loc_C218: a side hit from Solid_ChkEnter) moves it and
// himself a pixel a frame (his ground speed $40, x speed 0) unless a
// wall is at its side (ObjHitWall); it follows the floor, and where the
// floor drops more than 4 it slides off at $400 to the next 16-pixel
// boundary and falls ($18 a frame) to the floor (obSolid 6, then 4).
// Standing on it, Sonic rides it (ExitPlatform, MvSonicOnPtfm). In
// Marble Zone 1, between x $A20 and $AA0 it sits on the chained stomper
// (v_obj31ypos - $1C) and is not pushed off ledges. Out of range it goes back to its start (deleted when that is out of range
// too, its respawn byte's bit 0 cleared), waiting while its start is on
// screen (ChkPartiallyVisible). Landing on lava (the floor's block
// number, $16A or more: mz_lava.go) it floats, drifting and sinking, and
// in Marble 2 and 3 makes lava geysers at set places (PushB_ChkLava).
// Slot fields: BaseX, BaseY objoff_34, objoff_36 (its start), Index
// objoff_30 (its slide speed), Flag objoff_32 (on lava), B3F the low
// byte of its y sub-pixel while it sinks, Routine2 obSolid.
func (s *engine) pushBlock(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.YRad, ob.XRad = 0x0F, 0x0F
		ob.Render = 4
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		v := pushBVar[ob.Sub&1]
		ob.Width, ob.MapFrame = v[0], v[1]
		if r := ob.Respawn; r != 0 {
			b := &o.Respawn[2+int(r)]
			*b &^= 0x80
			was := *b&1 != 0
			*b |= 1
			if was {
				s.deleteObject(k)
				return
			}
		}
		fallthrough
	case 2:
		if ob.Flag {
			s.pushFloat(k) // mz_lava.go
			return
		}
		s.pushSolid(k, ob.X.Pixel())
		if s.zoneAct == "mz1" {
			ob.Sub &^= 0x80
			if x := uint16(ob.X.Pixel()); x >= 0xA20 && x < 0xAA1 {
				ob.Y = physics.FromPixels(int(int16(o.Obj31Y-0x1C))) | ob.Y&0xFF
				o.Obj31Y |= 0x8000
				ob.Sub |= 0x80
			}
		}
		s.pushChkDel(k)
	case 4:
		if !s.chkPartiallyVisible(ob) {
			ob.Routine = 2
			ob.Flag = false
			ob.XVel, ob.YVel = 0, 0
		}
	default:
		s.deleteObject(k)
	}
}

// pushChkDel is loc_BFC6 and loc_ppppp: drawn in range; out of range it
// goes back to its start (routine 4), or is deleted when its start is
// out of range too.
func (s *engine) pushChkDel(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if !s.outOfRange(ob.X.Pixel()) {
		s.display(k)
		return
	}
	s.pushHome(k)
}

// pushHome is loc_ppppp: out of range, the block goes back to its start
// (routine 4), or is deleted when its start is out of range too.
func (s *engine) pushHome(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if s.outOfRange(int(ob.BaseX)) {
		if r := ob.Respawn; r != 0 {
			o.Respawn[2+int(r)] &^= 1
		}
		s.deleteObject(k)
		return
	}
	ob.X = physics.FromPixels(int(ob.BaseX)) | ob.X&0xFF // the pixel words: sub-pixels kept
	ob.Y = physics.FromPixels(int(ob.BaseY)) | ob.Y&0xFF
	ob.Routine = 4
	if !s.chkPartiallyVisible(ob) {
		ob.Routine = 2
		ob.Flag = false
		ob.XVel, ob.YVel = 0, 0
	}
}

// chkPartiallyVisible is ChkPartiallyVisible: the object's width within
// the screen's x and its y within the screen.
func (s *engine) chkPartiallyVisible(ob *physics.S2Obj) bool {
	c := &s.st.Cam
	w := int(ob.Width)
	dx := int(int16(ob.X.Pixel()-c.X+w)) - 2*w
	dy := int(int16(ob.Y.Pixel() - c.Y))
	return int16(ob.X.Pixel()-c.X+w) >= 0 && dx < 320 && dy >= 0 && dy < 224
}

// pushSolid is loc_C186 (d4 the block's x before it moved).
func (s *engine) pushSolid(k, d4 int) {
	st := s.st
	ob := &st.S2.Slots[k]
	d1 := int(ob.Width) + 0x0B
	switch ob.Routine2 {
	case 0:
		s.pushEnter(k, d1)
	case 2:
		s.exitPlatform(k, d1, d1)
		if st.S2.On != k+1 {
			ob.Routine2 = 0
			return
		}
		s.mvSonicOnPtfm(k, 0x11, d4)
	case 4:
		speedToPos(ob)
		ob.YVel += 0x18
		if d, n := s.objFloorBlock(ob); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.YVel = 0
			ob.Routine2 = 0
			s.pushLavaLand(ob, n)
		}
	default:
		speedToPos(ob)
		if ob.X.Pixel()&0x0C != 0 {
			return
		}
		ob.X = physics.FromPixels(ob.X.Pixel()&^0x0F) | ob.X&0xFF
		ob.Index = int16(ob.XVel)
		ob.XVel = 0
		ob.Routine2 -= 2
	}
}

// pushEnter is loc_C218: Solid_ChkEnter; a side hit by Sonic facing the
// block pushes it.
func (s *engine) pushEnter(k, d1 int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if ob.Render&physics.S2OnScreen == 0 {
		s.solidIgnore(k)
		return
	}
	// Solid_ChkEnter's d0: Sonic's overlap from the nearer side.
	d0 := int(int16(st.X.Pixel() - ob.X.Pixel() + d1))
	if d0 > d1 {
		d0 -= 2 * d1
	}
	if s.solidEnter(k, d1, 0x10, ob.Y.Pixel()) <= 0 || ob.Flag || d0 == 0 {
		return
	}
	w := int(ob.Width)
	dir := 1
	if d0 > 0 {
		if st.FacingLeft || s.objWallRight(ob.X.Pixel()+w, ob.Y.Pixel()) < 0 {
			return
		}
	} else {
		if !st.FacingLeft || s.objWallLeft(ob.X.Pixel()+int(int16(^uint16(w))), ob.Y.Pixel()) < 0 {
			return
		}
		dir = -1
	}
	ob.X += physics.FromPixels(dir)
	st.X += physics.FromPixels(dir)
	st.GSpeed = physics.Fixed(0x40 * dir)
	st.XSpeed = 0
	s.contact(k, physics.SolidSide, "push")
	if ob.Sub&0x80 != 0 {
		return
	}
	d := s.objFloorDist(ob)
	if d <= 4 {
		ob.Y += physics.FromPixels(d)
		return
	}
	ob.XVel = physics.Fixed(0x400 * dir)
	ob.Routine2 = 6
}
