package sonic2

import (
	"loopwright/layers"
	"loopwright/physics"
)

// Sonic 2's starposts (Obj79), the player's death fall (Obj01_Dead,
// CheckGameOver, Obj01_Gone) and the level restart from the last starpost
// (LevelSizeLoad with Obj79_LoadData).

// starpost is Obj79: a player whose centre comes within x-8..x+7 and
// y-64..y+39 of a starpost with a higher number than the last one hit
// activates it: it saves the restart point and spins (its dongle object
// takes a slot for 33 frames).
func (s *engine) starpost(k int) {
	st := s.st
	o := &st.S2
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width = 8
		if r := ob.Respawn; r != 0 {
			o.Respawn[2+int(r)] &^= 0x80
			if o.Respawn[2+int(r)]&1 != 0 || o.Star.Last&0x7F >= ob.Sub&0x7F {
				o.Respawn[2+int(r)] |= 1
				ob.Anim = 2
			}
		} else if o.Star.Last&0x7F >= ob.Sub&0x7F {
			ob.Anim = 2
		}
		fallthrough
	case 2:
		if o.Star.Last&0x7F >= ob.Sub&0x7F {
			if ob.Anim == 0 {
				ob.Anim = 2
			}
		} else if uint16(st.X.Pixel()-ob.X.Pixel()+8) < 0x10 && uint16(st.Y.Pixel()-ob.Y.Pixel()+0x40) < 0x68 {
			if j := s.allocate(); j >= 0 {
				*s.slot(j) = physics.S2Obj{ID: s2Starpost, Routine: 6, Layout: -1, Width: 8, X: ob.X, Y: ob.Y - physics.FromPixels(0x14),
					Timer: 0x20, Parent: int16(k + 1)}
				// With 50 rings or more (and fewer than 7
				// emeralds) the special stage stars come out.
				if st.P.Emeralds < 7 && st.Obj.Rings >= 50 {
					s.starpostStars(k)
				}
			}
			ob.Anim = 1
			o.Star = physics.S2Starpost{Last: ob.Sub, X: ob.X.Pixel(), Y: ob.Y.Pixel(), Path: st.Path,
				MaxY: st.Cam.MaxY, CamX: st.Cam.X, CamY: st.Cam.Y}
			if r := ob.Respawn; r != 0 {
				o.Respawn[2+int(r)] |= 1
			}
			s.s2Contact(k, physics.Trigger, "activate")
		}
		s.markGone(k, ob.X.Pixel())
	case 8:
		s.starpostStar(k)
	case 6:
		// Obj79_Dongle: the spinning ball, 33 frames.
		ob.Timer--
		if ob.Timer < 0 {
			s.deleteObject(k)
			return
		}
		s.markGone(k, ob.X.Pixel())
	}
}

// s2Death runs while the player is dead (CheckGameOver, Obj01_Gone): once
// he has fallen $100 below Camera_Max_Y_pos the level restarts 60 frames
// later. It reports whether it restarted the level.
func (s *engine) s2Death() bool {
	st := s.st
	o := &st.S2
	if o.Restart == 0 {
		if st.Y.Pixel() > st.Cam.MaxY+0x100 {
			o.Restart = 60
		}
		return false
	}
	o.Restart--
	if o.Restart > 0 {
		return false
	}
	s.s2Respawn()
	return true
}

// s2Respawn restarts the level (Level, LevelSizeLoad): every object and
// ring back as at the start, the player at the last starpost (or the
// start) with 0 rings and one life less, the camera on him, the bottom
// limit the starpost saved.
func (s *engine) s2Respawn() {
	st := s.st
	star, frame, lives := st.S2.Star, st.Frame, st.Obj.Lives-1
	at := s.Start()
	if star.Last != 0 {
		at = layers.Point{X: star.X, Y: star.Y}
	}
	s.Respawn(at)
	st.Frame = frame
	st.Obj.Lives = lives
	st.S2.Star = star
	if star.Last != 0 {
		st.Path = star.Path
		st.Cam.MaxY, st.Cam.TargetMaxY = star.MaxY, star.MaxY
		// The starposts already hit show as hit (Obj79_Init).
		s.initS2Keep()
	}
	s.RefillRecord()
	st.Rec.Frame = frame
}

// starpostStars is Obj79_MakeSpecialStars: four stars (routine 8) in the
// first free slots after the starpost (AllocateObjectAfterCurrent), $30
// above it, their angles 0, $40, $80, $C0.
func (s *engine) starpostStars(k int) {
	ob := s.slot(k)
	y := ob.Y.Pixel() - 0x30
	for i := 0; i < 4; i++ {
		j := s.allocateAfter(k)
		if j < 0 {
			return
		}
		*s.slot(j) = physics.S2Obj{ID: s2Starpost, Routine: 8, Layout: -1, Width: 8, X: physics.FromPixels(ob.X.Pixel()), Y: physics.FromPixels(y),
			BaseX: int16(ob.X.Pixel()), BaseY: int16(y), XVel: -0x400, Index: int16(i * 0x40), MapFrame: 1}
	}
}

// starpostStar is Obj79_Star: each run its angle (objoff_34) grows by $A
// and its lifetime count (objoff_36) by 1; it circles the point above the
// starpost, its radius growing over the first $80 runs and shrinking after
// $180; at $80 it becomes touchable (collision $D8: a special-stage
// entrance; touching it enters the special stage, which the physics does
// not simulate); after $200 runs it is deleted.
func (s *engine) starpostStar(k int) {
	ob := s.slot(k)
	ob.Index += 0xA
	sin, cos := physics.SinCos(uint8(ob.Index))
	d0 := int(int16(sin) >> 5)
	d1 := int(int16(cos) >> 3)
	d3 := d1
	d2 := (int(uint16(ob.Index)) & 0x3E0) >> 5
	if d2 > 0x10 {
		d1 = -d1
	}
	d2 &= 0xF
	if d2 > 8 {
		d2 = -d2 & 7
	}
	d4 := 0
	for i := 0; i < 3; i++ {
		d2 >>= 1
		if d2 != 0 {
			d4 += d1
		}
		d1 <<= 1
	}
	d0 += int(int16(d4) >> 4)
	ob.Timer2++
	n := int(ob.Timer2)
	scale := func(n int) {
		d0 = int(int16(int32(int16(d0))*int32(n)) >> 7)
		d3 = int(int16(int32(int16(d3))*int32(n)) >> 7)
	}
	switch {
	case n < 0x80:
		scale(n)
	case n == 0x80:
		ob.Coll = 0xD8
	case n > 0x180:
		n = 0x200 - n
		if n < 0 {
			s.deleteObject(k)
			return
		}
		scale(n)
	}
	ob.X = physics.FromPixels(int(ob.BaseX) + d3)
	ob.Y = physics.FromPixels(int(ob.BaseY) + d0)
	s.markGone(k, ob.X.Pixel())
}
