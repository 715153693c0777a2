package sonic1

import "loopwright/physics"

// Spring Yard Zone's objects (and the Yadrin, also in Marble Zone).

// ---------------------------------------------------------------------------
// Obj47: bumper

// aniBump is Ani_Bump: still, hit.
var aniBump = [][]byte{{0x0F, 0, afEnd}, {3, 1, 2, 1, 2, afChange, 0}}

// bumper is Obj47 (_incObj/47 Bumper.asm). Bump_Main: collision $D7 (a
// special: ReactToItem counts touches in its collision property), $10
// wide. Bump_Hit: once touched, Sonic is thrown away from its centre at
// $700 (CalcAngle of the bumper less Sonic, CalcSine), in the air, not
// rolling-jumping, not pushing, his jumping flag cleared; the hit
// animation plays and, for its first 10 hits (counted in its respawn
// byte), a points object takes a free slot. Out of range it is deleted,
// its respawn byte's loaded bit cleared.
func (s *engine) bumper(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render = 4
		ob.Width = 0x10
		ob.Coll = 0xD7
	}
	if ob.CollProp != 0 {
		ob.CollProp = 0
		a := calcAngle(ob.X.Pixel()-st.X.Pixel(), ob.Y.Pixel()-st.Y.Pixel())
		sn, cs := physics.SinCos(a)
		st.XSpeed = physics.Fixed((int32(int16(cs)) * -0x700) >> 8)
		st.YSpeed = physics.Fixed((int32(int16(sn)) * -0x700) >> 8)
		st.Air = true
		st.RollJump = false
		st.Pushing = false
		st.Jumping = false
		ob.Anim = 1
		s.contact(k, physics.Hitbox, "bump")
		give := true
		if r := ob.Respawn; r != 0 {
			b := &o.Respawn[2+int(r)]
			if *b >= 0x8A {
				give = false
			} else {
				*b++
			}
		}
		if give {
			s.newPoints(k, 4)
			ob = &o.Slots[k]
		}
	}
	animateSprite(ob, aniBump)
	if s.outOfRange(ob.X.Pixel()) {
		if r := ob.Respawn; r != 0 {
			o.Respawn[2+int(r)] &^= 0x80
		}
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// ---------------------------------------------------------------------------
// Obj50: Yadrin

// aniYad is Ani_Yad: stand, walk.
var aniYad = [][]byte{{7, 0, afEnd}, {7, 0, 3, 1, 4, 0, 3, 2, 5, afEnd}}

// yadrin is Obj50 (_incObj/50 Yadrin.asm). Yad_Main: collision $CC (a
// special: its spiked top and back hurt, React_Special), $11 high, 8
// wide; it falls (ObjectFall) until ObjFloorDist finds the floor, then
// stands on it facing the other way. Yad_Move waits out its pause
// (objoff_30, 0 at first) and walks at $100 (left unless its facing
// flips it); Yad_FixToFloor follows the floor while it is within -8..$B
// and no wall is ahead (Yad_ChkWall, on the frames where v_framecount
// plus the slot's ExecuteObjects counter is a multiple of 4: ObjHitWall
// at its width), else pauses 60 frames. RememberState deletes it out of
// range.
func (s *engine) yadrin(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.Render = 4
		ob.Width = 0x14
		ob.YRad, ob.XRad = 0x11, 8
		ob.Coll = 0xCC
		objectFall(ob)
		if d := s.objFloorDist(ob); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.YVel = 0
			ob.Routine = 2
			ob.Status ^= 1
		}
		return
	}
	if ob.Routine2 == 0 {
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
	} else {
		speedToPos(ob)
		d := s.objFloorDist(ob)
		if d < -8 || d >= 0x0C {
			yadPause(ob)
		} else {
			ob.Y += physics.FromPixels(d)
			if s.yadChkWall(k) {
				yadPause(ob)
			}
		}
	}
	animateSprite(ob, aniYad)
	s.rememberState(k)
}

// yadPause is Yad_Pause: a 60-frame pause, standing.
func yadPause(ob *physics.S2Obj) {
	ob.Routine2 = 0
	ob.Timer = 59
	ob.XVel = 0
	ob.Anim = 0
}

// yadChkWall is Yad_ChkWall: every fourth frame (v_framecount plus the
// slot's ExecuteObjects counter d7), a wall at the object's width ahead.
func (s *engine) yadChkWall(k int) bool {
	o := &s.st.S2
	ob := &o.Slots[k]
	if (o.FrameCount+uint16(0x5F-k))&3 != 0 {
		return false
	}
	w := int(ob.Width)
	if ob.XVel >= 0 {
		return s.objWallRight(ob.X.Pixel()+w, ob.Y.Pixel()) < 0
	}
	return s.objWallLeft(ob.X.Pixel()+int(int16(^uint16(w))), ob.Y.Pixel()) < 0
}

// ---------------------------------------------------------------------------
// Obj12: spinning light

// spinningLight is Obj12 (_incObj/12 Light.asm): scenery; its frame
// steps every 8 frames through 6; deleted out of range. It touches
// nothing.
func (s *engine) spinningLight(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render = 4
		ob.Width = 0x10
	}
	ob.AnimDur--
	if int8(ob.AnimDur) < 0 {
		ob.AnimDur = 7
		ob.MapFrame++
		if ob.MapFrame >= 6 {
			ob.MapFrame = 0
		}
	}
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}
