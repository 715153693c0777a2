package generic

import (
	"loopwright/internal/intmath"
	"loopwright/physics"
)

// Solid objects (docs/physics.md "Solid Objects"; solid-objects.txt gives the
// exact arithmetic, followed here line by line). Positions are compared
// as whole pixels; pushes move the player by whole pixels and keep the
// sub-pixel, as the guide's "Specifics" say.

// touch is what a solid routine did with the player.
type touch uint8

const (
	tNone   touch = iota
	tTop          // landed on, or standing on, the object
	tSide         // popped out left or right
	tBottom       // bumped the bottom (moving up), or crushed
)

// heightAt reads a compressed height array (docs/physics.md "Solid Objects", "Sloped
// Objects") at pixel column px for an object at ox: the array is centred
// on ox and stretched x2, so entry i covers ox - n + 2i and the next
// pixel (n entries). Outside the array the first or last value is used;
// flip reads it mirrored.
func heightAt(hs []int8, px, ox int, flip bool) int {
	n := len(hs)
	if n == 0 {
		return 0
	}
	i := (px - ox + n) >> 1
	if flip {
		i = (ox + n - 1 - px) >> 1
	}
	if i < 0 {
		i = 0
	}
	if i >= n {
		i = n - 1
	}
	return int(hs[i])
}

// solidFull is the general solid object collision (docs/physics.md "Solid Objects" "General
// Solid Object Collision", solid-objects.txt) of object i with Width
// Radius w and Height Radius h; hs, when not nil, is its compressed height
// array (a sloped solid) read mirrored when flip. It returns what
// happened; s.ob.side holds the side sign of a side contact.
func (s *engine) solidFull(i, w, h int, hs []int8, flip bool) touch {
	st := s.st
	ob := &st.Obj
	o := &ob.Objs[i]
	cx := w + physics.PushRadius + 1 // combined_x_radius
	if ob.On == i+1 {
		return s.standing(i, cx, h, hs, flip)
	}
	if st.Dead {
		return tNone
	}
	ox, oy := o.X.Pixel(), o.Y.Pixel()
	px, py := st.X.Pixel(), st.Y.Pixel()
	// Horizontal overlap.
	left := px - ox + cx // left_difference
	if left < 0 || left > 2*cx {
		s.clearPush(i)
		return tNone
	}
	// Sloped objects shift the whole box by Height Radius - current_height.
	oyEff := oy
	if hs != nil {
		oyEff = oy + h - heightAt(hs, px, ox, flip)
	}
	// Vertical overlap, with the 4 px grip.
	cy := h + st.YRadius // combined_y_radius
	top := py - oyEff + 4 + cy
	if top < 0 || top > 2*cy {
		s.clearPush(i)
		return tNone
	}
	// Direction of collision.
	xd := left
	if px > ox {
		xd = left - 2*cx
	}
	yd := top
	if py > oyEff {
		yd = top - 4 - 2*cy
	}
	ax, ay := intmath.Abs(xd), intmath.Abs(yd)
	s3k := s.cfg.Variant == physics.S3K || s.cfg.Variant == physics.Mania
	if ax > ay || (s3k && ay <= 4) {
		return s.solidVertical(i, w, xd, yd)
	}
	// Horizontal: only when |y_distance| > 4.
	if ay <= 4 {
		s.notPushing(i)
		return tNone
	}
	s.popSide(i, xd, px > ox)
	return tSide
}

// popSide pops the player out sideways by xd (docs/physics.md "Solid Objects" "Popped Left or
// Right"): speeds are stopped only when moving into the object and xd is
// not 0; a grounded player pushes.
func (s *engine) popSide(i, xd int, right bool) {
	st := s.st
	o := &st.Obj.Objs[i]
	if (xd > 0 && st.XSpeed > 0) || (xd < 0 && st.XSpeed < 0) {
		st.XSpeed = 0
		st.GSpeed = 0
	}
	st.X -= physics.FromPixels(xd)
	s.ob.side, s.ob.xd = 1, xd
	if right {
		s.ob.side = -1
	}
	if st.Air {
		s.notPushing(i)
		s.contact(i, physics.SolidSide, "pop")
		return
	}
	o.Pushed = true
	st.Pushing = true
	s.contact(i, physics.SolidSide, "push")
}

// solidVertical is the vertical pop: bumping the bottom, crushing, or
// landing on top (docs/physics.md "Solid Objects" "Popped Downwards", "Popped Upwards").
func (s *engine) solidVertical(i, w, xd, yd int) touch {
	st := s.st
	if yd < 0 {
		if st.YSpeed == 0 {
			if !st.Air {
				s.contact(i, physics.SolidBottom, "crush")
				s.KillPlayer()
			}
			return tBottom
		}
		if st.YSpeed > 0 {
			return tNone
		}
		st.Y -= physics.FromPixels(yd)
		st.YSpeed = 0
		s.contact(i, physics.SolidBottom, "bump")
		return tBottom
	}
	if yd >= 16 {
		return tNone
	}
	yd -= 4
	o := &st.Obj.Objs[i]
	// The landing check uses the object's own Width Radius.
	xc := o.X.Pixel() - st.X.Pixel() + w
	if xc < 0 || xc >= 2*w {
		return tNone
	}
	if st.YSpeed < 0 {
		return tNone
	}
	st.Y -= physics.FromPixels(yd + 1)
	s.land(i)
	s.contact(i, physics.SolidTop, "land")
	return tTop
}

// land sets the player standing on object i (RideObject_SetRide):
// standing-on-object flag, angle 0, Y Speed 0, Ground Speed = X Speed,
// grounded (unrolling as a landing does).
func (s *engine) land(i int) {
	st := s.st
	st.Obj.On = i + 1
	st.Angle = 0
	st.YSpeed = 0
	st.GSpeed = st.XSpeed
	if st.Air {
		s.ResetOnFloor()
	}
	st.Air = false
	s.ob.landed = true
}

// standing is the standing-on-object part (docs/physics.md "Solid Objects" "Standing On
// Solid Objects"): walking off the edges with walk radius cx (combined
// for solids, the plain Width Radius for platforms), else the player is
// placed on the surface (object Y - Height Radius, or the height array's
// value, - player Height Radius - 1) and carried by the object's
// horizontal movement.
func (s *engine) standing(i, cx, h int, hs []int8, flip bool) touch {
	st := s.st
	o := &st.Obj.Objs[i]
	if st.Air || st.Dead {
		st.Obj.On = 0
		return tNone
	}
	ox, oy := o.X.Pixel(), o.Y.Pixel()
	px := st.X.Pixel()
	left := px - ox + cx
	if left < 0 || left >= 2*cx {
		s.release()
		s.contact(i, physics.SolidTop, "walk_off")
		return tNone
	}
	top := oy - h
	if hs != nil {
		top = oy - heightAt(hs, px, ox, flip)
	}
	st.Y += physics.FromPixels(top - st.YRadius - 1 - st.Y.Pixel())
	st.X += physics.FromPixels(ox - int(o.PrevX))
	s.contact(i, physics.SolidTop, "stand")
	return tTop
}

// solidPlatform is a jump-through platform (docs/physics.md "Solid Objects" "Jump Through
// Platforms"): only while Y Speed >= 0, the landing X check with the
// plain Width Radius, the surface and bottom checks (4 px grip, 16 px
// depth) and the +3 px pop; walking off uses the plain Width Radius.
func (s *engine) solidPlatform(i, w, h int, hs []int8, flip bool) touch {
	st := s.st
	ob := &st.Obj
	if ob.On == i+1 {
		return s.standing(i, w, h, hs, flip)
	}
	if st.Dead || st.YSpeed < 0 {
		return tNone
	}
	o := &ob.Objs[i]
	ox, oy := o.X.Pixel(), o.Y.Pixel()
	px, py := st.X.Pixel(), st.Y.Pixel()
	xc := ox - px + w
	if xc < 0 || xc >= 2*w {
		return tNone
	}
	surface := oy - h
	if hs != nil {
		surface = oy - heightAt(hs, px, ox, flip)
	}
	bottom := py + st.YRadius + 4
	if surface > bottom {
		return tNone
	}
	dist := surface - bottom
	if dist < -16 || dist >= 0 {
		return tNone
	}
	st.Y += physics.FromPixels(dist + 3)
	s.land(i)
	s.contact(i, physics.SolidTop, "land")
	return tTop
}

// solidMonitor is the item monitor's own solidity (docs/physics.md "Solid Objects" "Item
// Monitor"): the overlap without the 4 px grip; landing only when
// Y - top of the combined box < 16 and X is over the monitor with 4 px to
// spare either side; otherwise popped out left (X <= monitor X) or right,
// never down. Curled players pass (s1: only while Y Speed >= 0).
func (s *engine) solidMonitor(i, w, h int) touch {
	st := s.st
	ob := &st.Obj
	cx := w + physics.PushRadius + 1
	if ob.On == i+1 {
		return s.standing(i, cx, h, nil, false)
	}
	if st.Dead {
		return tNone
	}
	if st.Rolling && (s.cfg.Variant != physics.S1 || st.YSpeed >= 0) {
		s.clearPush(i)
		return tNone
	}
	o := &ob.Objs[i]
	ox, oy := o.X.Pixel(), o.Y.Pixel()
	px, py := st.X.Pixel(), st.Y.Pixel()
	left := px - ox + cx
	if left < 0 || left > 2*cx {
		s.clearPush(i)
		return tNone
	}
	cy := h + st.YRadius
	top := py - oy + cy
	if top < 0 || top > 2*cy {
		s.clearPush(i)
		return tNone
	}
	if top < 16 {
		lw := w + 4
		xc := ox - px + lw
		if xc >= 0 && xc < 2*lw {
			if st.YSpeed < 0 {
				return tNone
			}
			st.Y -= physics.FromPixels(top + 1)
			s.land(i)
			s.contact(i, physics.SolidTop, "land")
			return tTop
		}
	}
	xd := left
	if px > ox {
		xd = left - 2*cx
	}
	s.popSide(i, xd, px > ox)
	return tSide
}

// clearPush clears the pushing status when the player stops touching an
// object it was pushing (SolidObject_TestClearPush).
func (s *engine) clearPush(i int) {
	o := &s.st.Obj.Objs[i]
	if o.Pushed {
		o.Pushed = false
		s.st.Pushing = false
	}
}

// notPushing clears the object's and the player's pushing status.
func (s *engine) notPushing(i int) {
	s.st.Obj.Objs[i].Pushed = false
	s.st.Pushing = false
}
