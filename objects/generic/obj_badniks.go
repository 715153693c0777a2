package generic

import (
	"loopwright/internal/intmath"
	"loopwright/physics"
)

// Badniks (docs/physics.md "Game Enemies"): Motobug, Crabmeat (with projectiles), Buzz Bomber
// (with its attack timing and projectile) and Chomper (in obj_update.go).

// motobug walks at 1 px per frame, following the floor with one sensor
// below its centre; a floor distance < -8 or >= 12 stops it for 60
// frames, then it turns (no wall checks, no floor checks while turning).
func (s *engine) motobug(i int) {
	d := &s.ob.defs[i]
	o := &s.st.Obj.Objs[i]
	switch o.Routine {
	case rtFalling:
		s.objFall(i, d.h)
	case rtActive:
		o.X += physics.FromPixels(int(o.Dir))
		f := s.ObjFloor(o.X.Pixel(), o.Y.Pixel()+d.h)
		if f < -8 || f >= 12 {
			o.Routine = rtPause
			o.Timer = 59
			return
		}
		o.Y += physics.FromPixels(f)
	case rtPause:
		o.Timer--
		if o.Timer < 0 {
			o.Dir = -o.Dir
			o.Routine = rtActive
		}
	}
}

// crabmeat walks at 0.5 for up to 128 frames, its floor sensor
// alternating between its centre (realigning, no limits) and 16 px ahead
// (a distance < -8 or > 12 is a ledge: it stops); stopped, it waits 90
// frames, fires two projectiles (from X -/+ 16 at its Y, X Speed -/+1, Y
// Speed -4, gravity 0.21875), waits 60 more and walks the other way.
func (s *engine) crabmeat(i int) {
	d := &s.ob.defs[i]
	o := &s.st.Obj.Objs[i]
	switch o.Routine {
	case rtFalling:
		if s.objFall(i, d.h) {
			o.Timer = 128
		}
	case rtActive:
		o.X += physics.Fixed(o.Dir) * 0x80
		o.Count++
		x, y := o.X.Pixel(), o.Y.Pixel()+d.h
		if o.Count&1 == 0 {
			o.Y += physics.FromPixels(s.ObjFloor(x, y))
		} else if f := s.ObjFloor(x+16*int(o.Dir), y); f < -8 || f > 12 {
			s.crabStop(o)
			return
		}
		o.Timer--
		if o.Timer <= 0 {
			s.crabStop(o)
		}
	case rtPause:
		o.Timer--
		if o.Timer > 0 {
			return
		}
		if !o.Flag {
			x, y := o.X.Pixel(), o.Y.Pixel()
			s.fire(i, x-16, y, -physics.One, -0x400, physics.Gravity, 256)
			s.fire(i, x+16, y, physics.One, -0x400, physics.Gravity, 256)
			o.Flag = true
			o.Timer = 60
			return
		}
		o.Flag = false
		o.Dir = -o.Dir
		o.Routine = rtActive
		o.Timer = 128
	}
}

func (s *engine) crabStop(o *physics.ObjState) {
	o.Routine = rtPause
	o.Timer = 90
	o.Flag = false
}

// buzzBomber flies at 4 px per frame, turning every 128 frames. When the
// player's X comes within 96 px of its X, it stops: 30 frames of pause
// (the frame it last moved being the first), 31 of shooting animation
// (14, 8, 9), then the projectile spawns (X +-24 ahead, Y + 28, speeds
// +-2 and 2) and 29 frames later it flies on. It shoots once per pass.
func (s *engine) buzzBomber(i int) {
	st := s.st
	o := &st.Obj.Objs[i]
	switch o.Routine {
	case rtActive:
		o.X += physics.FromPixels(4 * int(o.Dir))
		o.Timer++
		if o.Timer >= 128 {
			o.Timer = 0
			o.Dir = -o.Dir
			o.Flag = false
		}
		if !o.Flag && !st.Dead && intmath.Abs(st.X.Pixel()-o.X.Pixel()) <= 96 {
			o.Routine = rtPause
			o.Count = 0
		}
	case rtPause:
		o.Count++
		if o.Count == 61 {
			dir := int(o.Dir)
			s.fire(i, o.X.Pixel()+24*dir, o.Y.Pixel()+28, physics.Fixed(dir)*0x200, 0x200, 0, 256)
		}
		if o.Count >= 90 {
			o.Flag = true
			o.Routine = rtActive
			o.X += physics.FromPixels(4 * int(o.Dir))
			o.Timer++
		}
	}
}
