package generic

import "loopwright/physics"

// Casino Night Zone flippers (docs/physics.md "Game Objects" "Flippers"; the launch, the
// hold and the animation follow Sonic 2's object 86 as commonly
// documented from the disassembly, docs/assumptions.md).

// FlipperLaunchFrames is the length of the flipper's launch animation:
// straight for 4 frames, up for 4, straight for 5, then down again.
const FlipperLaunchFrames = 13

// flipperFrame returns the flipper's shape (0 down, 1 straight, 2 up)
// t frames into its launch animation (0: at rest).
func flipperFrame(t int32) int {
	switch {
	case t <= 0 || t > FlipperLaunchFrames:
		return 0
	case t <= 4:
		return 1
	case t <= 8:
		return 2
	}
	return 1
}

// flipper is a sloped solid (24x6) with the docs/physics.md "Game Objects" arrays for its
// current shape, mirrored facing left. A player standing on it is held
// and curled; each following frame the held player is moved 1 px down
// the flipper (X Speed and Ground Speed +-1, Y Speed 0; up the flipper
// while it points up), until they roll off its end or press jump. A
// jump press launches the player: with d = the player's X - flipper X
// (mirrored facing left) + 35, the speed is -(min(d, 64) * 32 + 8) px/256
// at hex angle d/4 + 64 (Y Speed its sine, X Speed its cosine, mirrored
// facing left), so from 8 at the pivot to 16 at the tip, ever more
// sideways; the flipper then swings up and back (FlipperLaunchFrames).
func (s *engine) flipper(i int) {
	st := s.st
	ob := &st.Obj
	d := &s.ob.defs[i]
	o := &ob.Objs[i]
	frame := flipperFrame(o.Timer)
	flip := d.dir < 0
	s.solidFull(i, d.w, d.h, flipperHeights(frame), flip)
	on := ob.On == i+1 && !st.Air && !st.Dead
	launched := false
	switch {
	case ob.Held != i+1:
		if on {
			ob.Held = i + 1
			s.ForceRoll()
			s.contact(i, physics.SolidTop, "roll")
		}
	case s.ob.press:
		if on {
			s.flipperLaunch(i, flip)
			launched = o.Timer == 0
			if launched {
				o.Timer = 1
			}
		}
	case !on:
		ob.Held = 0
	default:
		step := frame - 1
		if !flip {
			step = -step
		}
		st.FacingLeft = flip
		st.X += physics.FromPixels(step)
		st.XSpeed = physics.FromPixels(step)
		st.GSpeed = st.XSpeed
		st.YSpeed = 0
	}
	if o.Timer > 0 && !launched {
		o.Timer++
		if o.Timer > FlipperLaunchFrames {
			o.Timer = 0
		}
	}
}

// flipperLaunch throws the held player off flipper i (see flipper).
func (s *engine) flipperLaunch(i int, flip bool) {
	st := s.st
	o := &st.Obj.Objs[i]
	dx := st.X.Pixel() - o.X.Pixel()
	if flip {
		dx = -dx
	}
	dx += 0x23
	f := dx
	if f < 0 || f >= 0x40 {
		f = 0x40
	}
	f = -(f<<5 + 0x800)
	sin, cos := physics.SinCos(uint8((dx >> 2) + 0x40))
	st.YSpeed = physics.Fixed((sin * f) >> 8)
	xs := physics.Fixed((cos * f) >> 8)
	if flip {
		xs = -xs
	}
	st.XSpeed = xs
	st.RollJump = false
	st.Obj.Held = 0
	s.launch()
	s.contact(i, physics.SolidTop, "flip")
}
