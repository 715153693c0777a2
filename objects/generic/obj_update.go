package generic

import (
	"loopwright/hexangle"
	"loopwright/physics"
)

// Each object's own code (docs/physics.md "Solid Objects", "Game Objects" and "Game Enemies"), run in level order
// after the player.

// updateObject runs object i for one frame.
func (s *engine) updateObject(i int) {
	st := s.st
	d := &s.ob.defs[i]
	o := &st.Obj.Objs[i]
	s.ob.landed = false
	o.PrevX = int32(o.X.Pixel())
	if o.Routine == rtGone {
		if d.kind == kAirBubble && o.Timer > 0 {
			o.Timer--
			if o.Timer == 0 {
				o.Routine = rtActive
			}
		}
		return
	}
	switch d.kind {
	case kSolidBox:
		s.movePlatform(i)
		s.solidFull(i, d.w, d.h, nil, false)
	case kSlopedSolid:
		s.movePlatform(i)
		s.solidFull(i, d.w, d.h, d.heights, false)
	case kPlatform:
		s.movePlatform(i)
		s.solidPlatform(i, d.w, d.h, nil, false)
	case kSlopedPlatform:
		s.movePlatform(i)
		s.solidPlatform(i, d.w, d.h, d.heights, false)
	case kPushBlock:
		s.pushBlock(i)
	case kSpring:
		s.spring(i)
	case kMonitor:
		if o.Routine == rtFalling {
			s.objFall(i, d.h)
			return
		}
		s.solidMonitor(i, d.w, d.h)
	case kSpikes:
		s.spikes(i)
	case kBridge:
		s.bridge(i)
	case kCheckpoint:
		if !o.Flag && s.inRect(o.X.Pixel()-8, o.Y.Pixel()-64, 16, 104) {
			o.Flag = true
			st.Obj.Checkpoint = true
			st.Obj.CheckpointX, st.Obj.CheckpointY = o.X.Pixel(), o.Y.Pixel()
			s.contact(i, physics.Trigger, "activate")
		}
	case kButton:
		s.solidFull(i, d.w, d.h, nil, false)
		on := st.Obj.On == i+1
		if on && !o.Flag {
			s.contact(i, physics.SolidTop, "press")
		}
		o.Flag = on
	case kBreakable:
		s.breakable(i)
	case kSeesaw:
		s.seesaw(i)
	case kFlipper:
		s.flipper(i)
	case kSpringRamp:
		s.springRamp(i)
	case kFan:
		s.fan(i)
	case kConveyor:
		if !st.Air && s.inRadius(o, d.w, d.h) {
			st.X += d.speed
			s.contact(i, physics.Trigger, "convey")
		}
	case kSpringCap:
		if s.solidFull(i, d.w, d.h, nil, false) == tTop && st.Obj.On == i+1 {
			st.YSpeed = -d.strength
			s.launch()
			s.contact(i, physics.SolidTop, "spring")
		}
	case kSpinner:
		if s.inRadius(o, d.w, d.h) {
			v := physics.Fixed(d.dir) * physics.RollSpeedCap
			if (d.dir > 0 && st.XSpeed < v) || (d.dir < 0 && st.XSpeed > v) {
				st.XSpeed = v
				if !st.Air {
					st.GSpeed = v
				}
				s.contact(i, physics.Trigger, "spin")
			}
		}
	case kCannon:
		if s.inRadius(o, d.w, d.h) {
			st.YSpeed = -0xC00
			st.XSpeed, st.GSpeed = 0, 0
			s.launch()
			s.contact(i, physics.Trigger, "launch")
		}
	case kMushroom:
		if s.solidPlatform(i, d.w, d.h, nil, false) == tTop && s.ob.landed {
			st.YSpeed = -0x800
			s.launch()
			s.contact(i, physics.SolidTop, "bounce")
		}
	case kSTunnel:
		if !st.Air && s.inRadius(o, d.w, d.h) {
			if !st.Rolling {
				s.ForceRoll()
				s.contact(i, physics.Trigger, "roll")
			}
			if st.GSpeed == 0 {
				st.GSpeed = 0x200
				if st.FacingLeft {
					st.GSpeed = -0x200
				}
			}
		}
	case kRing:
		s.magnetRing(i) // the lightning shield's attraction: shields.go
	case kAirBubble:
		if s.inRect(o.X.Pixel()-8, o.Y.Pixel()-8, 16, 16) {
			st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
			s.Breathe() // air back, breathing pose: water.go
			st.Obj.Breath++
			o.Routine = rtGone
			o.Timer = 120
			s.contact(i, physics.Trigger, "breathe")
		}
	case kMotobug:
		s.motobug(i)
	case kCrabmeat:
		s.crabmeat(i)
	case kBuzzBomber:
		s.buzzBomber(i)
	case kChomper:
		o.Y += o.YSpeed
		o.YSpeed += 0x18
		if o.YSpeed > 0 && o.Y >= physics.FromPixels(d.y) {
			o.Y = physics.FromPixels(d.y)
			o.YSpeed = -0x700
		}
	case kBoss:
		if o.Timer > 0 {
			o.Timer--
		}
	}
}

// inRect reports whether the (living) player's position is in the
// trigger rectangle with top-left (x, y), w x h pixels (docs/physics.md "Hitboxes",
// "Trigger Areas").
func (s *engine) inRect(x, y, w, h int) bool {
	st := s.st
	if st.Dead {
		return false
	}
	px, py := st.X.Pixel(), st.Y.Pixel()
	return px >= x && px < x+w && py >= y && py < y+h
}

// inRadius is inRect for the rectangle of radii w, h around o.
func (s *engine) inRadius(o *physics.ObjState, w, h int) bool {
	return s.inRect(o.X.Pixel()-w, o.Y.Pixel()-h, 2*w, 2*h)
}

// movePlatform moves a platform that has move set: range * sine of the
// frame's phase in the period, horizontally or vertically.
func (s *engine) movePlatform(i int) {
	d := &s.ob.defs[i]
	if d.mode == moveNone {
		return
	}
	o := &s.st.Obj.Objs[i]
	a := int((int64(s.st.Frame) * 256 / int64(d.period)) & 255)
	off := d.rng * hexangle.Sin(a) >> 8
	if d.mode == moveHorizontal {
		o.X = physics.FromPixels(d.x + off)
	} else {
		o.Y = physics.FromPixels(d.y + off)
	}
}

// objFall moves falling object i (Height Radius h) with gravity 0.21875
// and lands it on the floor; it reports landing. Objects that fall out of
// the level are gone.
func (s *engine) objFall(i, h int) bool {
	o := &s.st.Obj.Objs[i]
	o.X += o.XSpeed
	o.Y += o.YSpeed
	o.YSpeed += physics.Gravity
	if o.Y.Pixel() > s.level.Bounds.Max.Y+256 {
		o.Routine = rtGone
		return false
	}
	if o.YSpeed < 0 {
		return false
	}
	d := s.ObjFloor(o.X.Pixel(), o.Y.Pixel()+h)
	if d >= 0 {
		return false
	}
	o.Y += physics.FromPixels(d)
	o.YSpeed, o.XSpeed = 0, 0
	o.Routine = rtActive
	return true
}

// pushBlock is the pushable block (docs/physics.md "Solid Objects" "Pushable Blocks", section
// 13): solid; each side contact from a grounded player moves block and
// player 1 px the way of the push, X Speed 0, Ground Speed +-0.25; a
// moved block checks the floor below and, finding none (distance > 0),
// slides 16 px at speed 4 before falling.
func (s *engine) pushBlock(i int) {
	st := s.st
	d := &s.ob.defs[i]
	o := &st.Obj.Objs[i]
	switch o.Routine {
	case rtFalling:
		s.objFall(i, d.h)
	case rtSliding:
		o.X += physics.FromPixels(4 * int(o.Dir))
		o.Count += 4
		if o.Count >= 16 {
			o.Routine = rtFalling
			o.YSpeed = 0
		}
	}
	t := s.solidFull(i, d.w, d.h, nil, false)
	// A contact moves the block only when the player overlapped it (an
	// x_distance of 0 is touching, not pushing): this gives the 2-3
	// frames between pushes of docs/physics.md "Solid Objects".
	if t != tSide || st.Air || o.Routine != rtActive || s.ob.xd == 0 {
		return
	}
	dir := s.ob.side
	o.X += physics.FromPixels(dir)
	st.X += physics.FromPixels(dir)
	st.XSpeed = 0
	st.GSpeed = physics.Fixed(dir) * 0x40
	if s.ObjFloor(o.X.Pixel(), o.Y.Pixel()+d.h) > 0 {
		o.Routine = rtSliding
		o.Dir = int8(dir)
		o.Count = 0
		s.notPushing(i)
		s.contact(i, physics.SolidSide, "ledge")
	}
}

// spring launches the player (docs/physics.md "Game Objects" "Springs"): up springs when
// stood on, down springs when bumped from below, side springs on a side
// contact from the side they face (with a 15-frame control lock),
// diagonal ones on their sloped top or from below.
func (s *engine) spring(i int) {
	st := s.st
	d := &s.ob.defs[i]
	f := d.strength
	switch d.sdir {
	case dirUp:
		if s.solidFull(i, d.w, d.h, nil, false) == tTop && st.Obj.On == i+1 {
			st.YSpeed = -f
			s.launch()
			s.SpringAnim()
			s.contact(i, physics.SolidTop, "spring")
		}
	case dirDown:
		if s.solidFull(i, d.w, d.h, nil, false) == tBottom && !st.Dead {
			st.YSpeed = f
			s.launch()
			s.contact(i, physics.SolidBottom, "spring")
		}
	case dirLeft, dirRight:
		if s.solidFull(i, d.w, d.h, nil, false) != tSide {
			return
		}
		want := -1 // a right spring pushes players on its right
		if d.sdir == dirLeft {
			want = 1
		}
		if s.ob.side != want {
			return
		}
		v := f
		if d.sdir == dirLeft {
			v = -f
		}
		st.XSpeed = v
		st.GSpeed = v
		st.FacingLeft = v < 0
		st.MoveLock = physics.SpringLockFrames
		s.notPushing(i)
		s.contact(i, physics.SolidSide, "spring")
	case dirUpLeft, dirUpRight:
		left := d.sdir == dirUpLeft
		if s.solidFull(i, d.w, d.h, d.heights, left) == tTop && st.Obj.On == i+1 {
			st.XSpeed = f
			if left {
				st.XSpeed = -f
			}
			st.YSpeed = -f
			st.FacingLeft = left
			s.launch()
			s.SpringAnim()
			s.contact(i, physics.SolidTop, "spring")
		}
	case dirDownLeft, dirDownRight:
		if s.solidFull(i, d.w, d.h, nil, false) == tBottom && !st.Dead {
			st.XSpeed = f
			if d.sdir == dirDownLeft {
				st.XSpeed = -f
			}
			st.YSpeed = f
			s.launch()
			s.contact(i, physics.SolidBottom, "spring")
		}
	}
}

// spikes are solid and hurt on their pointed side (docs/physics.md "Game Objects").
func (s *engine) spikes(i int) {
	st := s.st
	d := &s.ob.defs[i]
	o := &st.Obj.Objs[i]
	t := s.solidFull(i, d.w, d.h, nil, false)
	var hit bool
	var kind physics.ContactKind
	switch d.sdir {
	case dirUp:
		hit, kind = t == tTop && st.Obj.On == i+1, physics.SolidTop
	case dirDown:
		hit, kind = t == tBottom, physics.SolidBottom
	case dirLeft:
		hit, kind = t == tSide && s.ob.side == 1, physics.SolidSide
	case dirRight:
		hit, kind = t == tSide && s.ob.side == -1, physics.SolidSide
	}
	if !hit || st.Dead || s.Protected() {
		return
	}
	s.contact(i, kind, s.hurtPlayer(o.X.Pixel()))
}

// breakable is a breakable wall (hit from the side while rolling at
// |X Speed| >= 4.5: it breaks and the player keeps the speed) or rock
// (landed on while rolling: it breaks and the player bounces up at 3,
// curled).
func (s *engine) breakable(i int) {
	st := s.st
	d := &s.ob.defs[i]
	o := &st.Obj.Objs[i]
	xs, gs, rolling := st.XSpeed, st.GSpeed, st.Rolling
	t := s.solidFull(i, d.w, d.h, nil, false)
	if d.mode == 0 {
		if t == tSide && rolling && (xs >= 0x480 || xs <= -0x480) {
			o.Routine = rtGone
			st.XSpeed, st.GSpeed = xs, gs
			s.notPushing(i)
			s.contact(i, physics.SolidSide, "break")
		}
		return
	}
	if t == tTop && s.ob.landed && rolling {
		o.Routine = rtGone
		s.ForceRoll()
		st.YSpeed = -0x300
		s.launch()
		s.contact(i, physics.SolidTop, "break")
	}
}

// springRamp is the spring ramp (docs/physics.md "Game Objects"): stood on with X at or past
// its centre, it presses for 4 frames (pressed array), comes back up for
// one, then launches the player with Y Speed -4 minus a modifier from X
// (docs/assumptions.md).
func (s *engine) springRamp(i int) {
	st := s.st
	d := &s.ob.defs[i]
	o := &st.Obj.Objs[i]
	hs := d.heights
	if o.Timer >= 1 && o.Timer <= 4 {
		hs = d.alt
	}
	t := s.solidFull(i, d.w, d.h, hs, false)
	on := t == tTop && st.Obj.On == i+1
	if !on {
		o.Timer = 0
		return
	}
	if o.Timer == 0 {
		if st.X.Pixel() >= o.X.Pixel() {
			o.Timer = 1
			s.contact(i, physics.SolidTop, "press")
		}
		return
	}
	o.Timer++
	if o.Timer < 7 {
		return
	}
	o.Timer = 0
	m := (st.X.Pixel() - o.X.Pixel() + d.w) >> 4
	if m < 0 {
		m = 0
	}
	if m > 4 {
		m = 4
	}
	st.YSpeed = -physics.FromPixels(4 + m)
	s.launch()
	s.contact(i, physics.SolidTop, "spring")
}

// fan shifts the player's position (never the speeds) away from the fan,
// more when closer (docs/physics.md "Game Objects" "Fans"; the strength and falloff are
// docs/assumptions.md's).
func (s *engine) fan(i int) {
	st := s.st
	d := &s.ob.defs[i]
	o := &st.Obj.Objs[i]
	if st.Dead {
		return
	}
	px, py := st.X.Pixel(), st.Y.Pixel()
	ox, oy := o.X.Pixel(), o.Y.Pixel()
	var dist, across int
	switch d.sdir {
	case dirUp:
		dist, across = oy-py, px-ox
	case dirLeft:
		dist, across = ox-px, py-oy
	default:
		dist, across = px-ox, py-oy
	}
	lim := d.h
	if d.sdir == dirUp {
		lim = d.w
	}
	if dist < 0 || dist >= d.rng || across < -lim || across > lim {
		return
	}
	px0 := d.speed.Pixel() * (d.rng - dist) / d.rng
	if px0 < 1 {
		px0 = 1
	}
	push := physics.FromPixels(px0)
	switch d.sdir {
	case dirUp:
		st.Y -= push
	case dirLeft:
		st.X -= push
	default:
		st.X += push
	}
	s.contact(i, physics.Trigger, "blow")
}

// Bridge bend (docs/physics.md "Game Objects" "Bridge Movement" eased in as the games do):
// the dip is the guide's formula times sine(bend); bend grows by
// BridgeBendStep each frame the player stands on the bridge, up to
// BridgeBendMax (sine 1: the full dip), and shrinks by the same step
// each frame nobody does (Sonic 1 and 2's bridge objects).
const (
	BridgeBendStep = 4
	BridgeBendMax  = 0x40
)

// bridge is the log bridge (docs/physics.md "Game Objects" "Bridges"): a jump-through
// platform as wide as all its logs at the bridge's Y (Y Speed >= 0, X
// over a log); once on, the player stands on the log under X, lowered by
// that log's eased dip; walking off uses the platform rule. ObjState
// Count is the log the player is (or was last) on, -1 before any; Timer
// is the bend. As in the games, the bend is updated first, then the
// player is placed on the log under them as the logs were bent around
// the log of the previous frame, then the log is updated.
func (s *engine) bridge(i int) {
	st := s.st
	d := &s.ob.defs[i]
	o := &st.Obj.Objs[i]
	n := d.count
	ox, oy := o.X.Pixel(), o.Y.Pixel()
	left := ox - 8*n
	on := st.Obj.On == i+1
	if on {
		if o.Timer < BridgeBendMax {
			o.Timer += BridgeBendStep
		}
	} else if o.Timer > 0 {
		o.Timer -= BridgeBendStep
	}
	if on {
		if st.Air || st.Dead {
			st.Obj.On = 0
			return
		}
		px := st.X.Pixel()
		if px-ox+d.w < 0 || px-ox+d.w >= 2*d.w {
			s.release()
			s.contact(i, physics.SolidTop, "walk_off")
			return
		}
		c := (px - left) / 16
		cur := int(o.Count)
		if cur < 0 {
			cur = c
		}
		top := oy + BridgeDipEased(n, cur, c, int(o.Timer)) - d.h
		st.Y += physics.FromPixels(top - st.YRadius - 1 - st.Y.Pixel())
		o.Count = int32(c)
		s.contact(i, physics.SolidTop, "stand")
		return
	}
	if st.Dead || st.YSpeed < 0 {
		return
	}
	px := st.X.Pixel()
	if px < left || px >= left+16*n {
		return
	}
	if s.solidPlatform(i, d.w, d.h, nil, false) == tTop {
		o.Count = int32((px - left) / 16)
	}
}

// bridgeLogDip returns how far log j of bridge object i sinks below the
// bridge's Y this frame (0 for other objects): BridgeDipEased with the
// bridge's log and bend.
func (s *engine) bridgeLogDip(i, j int) int {
	if i < 0 || i >= len(s.ob.defs) || i >= len(s.st.Obj.Objs) || s.ob.defs[i].kind != kBridge {
		return 0
	}
	o := &s.st.Obj.Objs[i]
	return BridgeDipEased(s.ob.defs[i].count, int(o.Count), j, int(o.Timer))
}

// BridgeDip returns how far log j of an n-log bridge sinks below the
// bridge's Y while the player stands on log cur (docs/physics.md "Game Objects" "Bridge
// Movement"): maximum_dip is 2, 4, 6 ... from the nearer end (12, 12 in
// the middle of a 12-log bridge); log_distance is (j+1)/(cur+1) left of
// the player and (n-j)/(n-cur) right of it; the dip is maximum_dip *
// sine(90 degrees * log_distance), with the games' sine table.
func BridgeDip(n, cur, j int) int {
	if n <= 0 || cur < 0 || cur >= n || j < 0 || j >= n {
		return 0
	}
	maxDip := 2 * min(cur+1, n-cur)
	var num, den int
	if j <= cur {
		num, den = j+1, cur+1
	} else {
		num, den = n-j, n-cur
	}
	a := 0x40 * num / den
	return maxDip * hexangle.Sin(a) >> 8
}

// BridgeDipEased is BridgeDip eased by the bend (0 to BridgeBendMax):
// maximum_dip * sine(90 degrees * log_distance) * sine(bend), with the
// games' sine table; at BridgeBendMax it equals BridgeDip.
func BridgeDipEased(n, cur, j, bend int) int {
	if bend <= 0 || n <= 0 || cur < 0 || cur >= n || j < 0 || j >= n {
		return 0
	}
	bend = min(bend, BridgeBendMax)
	maxDip := 2 * min(cur+1, n-cur)
	var num, den int
	if j <= cur {
		num, den = j+1, cur+1
	} else {
		num, den = n-j, n-cur
	}
	a := 0x40 * num / den
	return maxDip * hexangle.Sin(a) * hexangle.Sin(bend) >> 16
}
