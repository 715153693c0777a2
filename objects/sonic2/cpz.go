package sonic2

import "loopwright/physics"

// Chemical Plant's objects, each as its s2.asm routine runs it.

// Chemical Plant object ids (s2.asm ObjID_*).
const (
	s2SpeedBooster = 0x1B
)

// ---------------------------------------------------------------------------
// Obj1B speed booster

// speedBooster is Obj1B, Chemical Plant's speed booster: a player on the
// ground whose x and y are within 16 of it (x in [x-$10, x+$10), y
// likewise) is sent right ($1000, or $A00 with subtype bit 1; left when
// x-flipped) unless already that fast that way (Obj1B_GiveBoost: X and
// Ground Speed, facing, the controls locked $F frames, not pushing).
func (s *engine) speedBooster(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x20
		ob.Timer = 0x1000 // speedbooster_boostspeed
		if ob.Sub&2 != 0 {
			ob.Timer = 0xA00
		}
	}
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		st := s.st
		x, y := uint16(st.X.Pixel()), uint16(st.Y.Pixel())
		ox, oy := ob.X.Pixel(), ob.Y.Pixel()
		if !st.Air && x >= uint16(ox-0x10) && x < uint16(ox+0x10) && y >= uint16(oy-0x10) && y < uint16(oy+0x10) {
			s.boost(k)
		}
		s.s2Swap(p)
	}
	s.markGone(k, ob.X.Pixel())
}

// boost is Obj1B_GiveBoost for the player swapped in.
func (s *engine) boost(k int) {
	st := s.st
	ob := s.slot(k)
	left := ob.Status&physics.S2XFlip != 0
	v := int16(st.XSpeed)
	if left {
		v = -v
	}
	if v >= 0x1000 {
		return
	}
	st.XSpeed = physics.Fixed(ob.Timer)
	st.FacingLeft = false
	if left {
		st.FacingLeft = true
		st.XSpeed = -st.XSpeed
	}
	st.MoveLock = 0xF
	st.GSpeed = st.XSpeed
	ob.Status &^= s2P1Push | s2P2Push
	st.Pushing = false
	s.s2Contact(k, physics.Hitbox, "boost")
}

// ---------------------------------------------------------------------------
// ObjA5/ObjA6 Spiny and its shots (Obj98)

const (
	s2SpinyFloor = 0xA5
	s2SpinyWall  = 0xA6
	// spinyShotSub is the subtype of the Spiny's shot (Obj98 with
	// ObjA6_SubObjData: 4 wide, collision $98).
	spinyShotSub = 0x34
)

// spiny is ObjA5 (on the floor, crawling horizontally) and ObjA6 (on a
// wall, vertically), Chemical Plant's Spiny (collision $B: an enemy 8x8).
// It crawls at $40 a frame, turning every 256 frames (objoff_2A, a byte
// that the turn's move.w #$80 clears while setting objoff_2B to $80: for
// $80 frames after each turn it does not look). Looking, with the nearer
// player within $60 horizontally it stops (frame 2 or 5) for $28 frames,
// shooting at the $14th (loc_38C22: up at -3 and 1 a frame towards the
// main character; loc_38C6E from a wall: 3 a frame away from it), then
// crawls on not looking for $40 frames.
func (s *engine) spiny(k int) {
	ob := s.slot(k)
	t2a, t2b := uint8(ob.Timer), uint8(ob.Timer2) // objoff_2A, objoff_2B
	defer func() {
		if s.slot(k).ID != 0 {
			ob.Timer, ob.Timer2 = int16(t2a), int16(t2b)
		}
	}()
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width = 8
		ob.Coll = 0xB
		if ob.ID == s2SpinyFloor {
			ob.XVel = -0x40
		} else {
			ob.YVel = -0x40
		}
		t2a, t2b = 0, 0x80
		return
	case 2:
		if t2b != 0 {
			t2b--
		} else if d2 := s.orientation(ob); uint16(d2+0x60) < 0xC0 {
			ob.Routine = 4
			t2b = 0x28
			ob.MapFrame = 2
			if ob.ID == s2SpinyWall {
				ob.MapFrame = 5
			}
			break
		}
		t2a--
		if t2a == 0 {
			t2a, t2b = 0, 0x80
			ob.XVel, ob.YVel = -ob.XVel, -ob.YVel
		}
		objMove(ob)
	case 4:
		t2b--
		if int8(t2b) < 0 {
			ob.Routine = 2
			t2b = 0x40
			break
		}
		if t2b == 0x14 {
			s.spinyShoot(k)
		}
	}
	s.markGone(k, ob.X.Pixel())
}

// spinyShoot is loc_38C22 (floor) and loc_38C6E (wall): an Obj98 shot in
// the first free slot after the Spiny.
func (s *engine) spinyShoot(k int) {
	ob := s.slot(k)
	j := s.allocateAfter(k)
	if j < 0 {
		return
	}
	c := physics.S2Obj{ID: s2Projectile, Sub: spinyShotSub, Layout: -1, X: ob.X, Y: ob.Y, MapFrame: 6}
	if ob.ID == s2SpinyFloor {
		c.YVel = -0x300
		c.XVel = 0x100
		if uint16(ob.X.Pixel()) >= uint16(s.st.X.Pixel()) {
			c.XVel = -0x100
		}
	} else {
		c.XVel = 0x300
		if ob.Render&physics.S2XFlip != 0 {
			c.XVel = -0x300
		}
	}
	*s.slot(j) = c
}

// ---------------------------------------------------------------------------
// Obj1E spin tube

const s2SpinTube = 0x1E

// spinTubeRanges is word_225BC: how far right of the tube object (x) a
// player is caught, by subtype & 3.
var spinTubeRanges = [3]int16{0xA0, 0x100, 0x120}

// spinTubeRight is byte_2266E: the path a player caught $80 or more
// right of the object takes, by (subtype >> 2) & $F (2: by Timer_second's
// parity).
var spinTubeRight = [16]uint8{2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 0, 1, 2, 1}

// spinTubeNext is byte_227BE: the main tube (spinTubeMains; negative: run
// backwards; 0: none, the player leaves) an entry path leads to, by
// (subtype & $FC) + the entry path taken.
var spinTubeNext = [64]int8{
	2, 1, 0, 0, -1, 3, 0, 0, 4, -2, 0, 0, -3, -4, 0, 0,
	-5, -5, 0, 0, 7, 6, 0, 0, -7, -6, 0, 0, 8, 9, 0, 0,
	-8, -9, 0, 0, 11, 10, 0, 0, 12, 0, 0, 0, -11, -10, 0, 0,
	-12, 0, 0, 0, 0, 13, 0, 0, -13, 14, 0, 0, 0, -14, 0, 0,
}

// A player's state in a spin tube (objoff_2C for the main character,
// objoff_36 for the sidekick) is kept in the object's Logs, 8 words a
// player: the mode, the path (its direction: negative backwards), the
// frames to the next point, the path's bytes left, which table (0 the
// entries, 1 the main tubes), the path's number and the next point.
const (
	tubeMode = iota
	tubeSel
	tubeTimer
	tubeLeft
	tubeTable
	tubeEntry
	tubePtr
	tubeWords = 8
)

// spinTube is Obj1E, Chemical Plant's spin tube, for the main character
// then the sidekick. A player within its range right of it and less than
// $80 below it (mode 0, loc_225FC) is caught: rolling, obj_control $81
// (his own code does not move him, no touch responses), Ground Speed
// $800, airborne, and put on an entry path (relative to the object) by
// where he is; he moves from point to point at 8 pixels a frame
// (loc_22902 sets his speeds, Obj1E_MoveCharacter moves him). At the
// path's end byte_227BE names the main tube (level coordinates, forwards
// or backwards) that follows, or none: he is let go (obj_control 0) and
// the object waits (mode 6) for him to leave its range. At a main tube's
// end the object lets him be (mode 0, still under obj_control): the tube
// object at the other end catches him. The catch sets his anim to the
// roll but not his rolling status (physics ObjRollAnim): out of the tube
// he destroys badniks and breaks blocks until he lands. MarkObjGone only
// while neither player is in it.
func (s *engine) spinTube(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Timer = spinTubeRanges[min(int(ob.Sub&3), 2)] // objoff_2A
	}
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.spinTubePlayer(k, ob.Logs[p*tubeWords:(p+1)*tubeWords])
		s.s2Swap(p)
	}
	if uint8(ob.Logs[tubeMode])+uint8(ob.Logs[tubeWords+tubeMode]) == 0 {
		s.markGone(k, ob.X.Pixel())
	}
}

// setPlayerControl sets the running player's obj_control.
func (s *engine) setPlayerControl(v uint8) {
	if s.SecondRunning() {
		s.st.P2.CPU.Control = v
		return
	}
	s.st.S2.Control = v
}

// tubePoint returns point i of the path t names (the entries' relative
// to the object).
func (s *engine) tubePoint(ob *physics.S2Obj, t []int16, i int) (int, int) {
	var path [][2]int16
	if t[tubeTable] == 0 {
		path = spinTubeEntries[t[tubeEntry]]
	} else {
		path = spinTubeMains[t[tubeEntry]]
	}
	if i < 0 || i >= len(path) {
		i = max(0, min(i, len(path)-1))
	}
	x, y := int(path[i][0]), int(path[i][1])
	if t[tubeTable] == 0 {
		x += ob.X.Pixel()
		y += ob.Y.Pixel()
	}
	return x, y
}

func (s *engine) spinTubePlayer(k int, t []int16) {
	st := s.st
	ob := s.slot(k)
	switch t[tubeMode] {
	case 0:
		s.spinTubeCatch(k, t)
	case 2, 4:
		t[tubeTimer] = int16(uint8(t[tubeTimer]) - 1)
		if int8(t[tubeTimer]) >= 0 {
			st.X += st.XSpeed // Obj1E_MoveCharacter: x_pos += x_vel << 8
			st.Y += st.YSpeed
			return
		}
		x, y := s.tubePoint(ob, t, int(t[tubePtr]))
		s.setPlayerXY(x, y)
		t[tubePtr]++
		if int8(t[tubeSel]) < 0 {
			t[tubePtr] -= 2
		}
		t[tubeLeft] -= 4
		if t[tubeLeft] != 0 {
			x, y = s.tubePoint(ob, t, int(t[tubePtr]))
			s.tubeAim(t, x, y)
			return
		}
		st.Y = physics.FromPixels(st.Y.Pixel()&0x7FF) | st.Y&0xFF
		if t[tubeMode] == 4 { // loc_22858: the main tube's end
			t[tubeMode] = 0
			return
		}
		// loc_22784: an entry path's end.
		if uint8(t[tubeSel]) < 4 {
			d0 := int(ob.Sub&0xFC) + int(t[tubeSel])
			t[tubeSel] = 4
			if n := spinTubeNext[d0&63]; n != 0 {
				s.spinTubeMain(k, t, n)
				return
			}
		}
		t[tubeMode] = 6 // loc_227A6: let go
		s.setPlayerControl(0)
	case 6:
		d0 := uint16(st.X.Pixel() - ob.X.Pixel())
		d1 := uint16(st.Y.Pixel() - ob.Y.Pixel())
		if d0 >= uint16(ob.Timer) || d1 >= 0x80 {
			t[tubeMode] = 0
		}
	}
}

// setPlayerXY is move.w to the running player's x_pos and y_pos: the
// pixels set, the sub-pixels kept.
func (s *engine) setPlayerXY(x, y int) {
	st := s.st
	st.X = physics.FromPixels(int(uint16(x))) | st.X&0xFF
	st.Y = physics.FromPixels(int(uint16(y))) | st.Y&0xFF
}

// spinTubeCatch is loc_225FC.
func (s *engine) spinTubeCatch(k int, t []int16) {
	st := s.st
	ob := s.slot(k)
	d2 := uint16(ob.Timer)
	d0 := uint16(st.X.Pixel() - ob.X.Pixel())
	if d0 >= d2 {
		return
	}
	d1 := uint16(st.Y.Pixel() - ob.Y.Pixel())
	if d1 >= 0x80 {
		return
	}
	d3 := uint16(0)
	if d2 != 0xA0 {
		d3 = 8
		if d2 != 0x120 {
			d3 = 4
			d0 = 0x100 - d0
		}
	}
	var sel uint16
	if d0 >= 0x80 {
		sel = uint16(spinTubeRight[(ob.Sub>>2)&0xF])
		if sel == 2 {
			sel = uint16(s.timerSecond() & 1)
		}
	} else {
		sel = 3
		if d1 >= 0x40 {
			sel = 2
		}
	}
	t[tubeSel] = int16(sel)
	t[tubeTable] = 0
	t[tubeEntry] = int16((sel + d3) & 0xF)
	if int(t[tubeEntry]) >= len(spinTubeEntries) {
		return // beyond off_22980: a subtype the game never places
	}
	t[tubeLeft] = int16(4*len(spinTubeEntries[t[tubeEntry]]) - 4)
	x, y := s.tubePoint(ob, t, 0)
	s.setPlayerXY(x, y)
	t[tubePtr] = 1
	x, y = s.tubePoint(ob, t, 1)
	t[tubeMode] = 2
	s.setPlayerControl(0x81)
	st.GSpeed = 0x800
	st.XSpeed, st.YSpeed = 0, 0
	ob.Status &^= s2P1Push // bclr p1_pushing, whichever player
	st.Pushing = false
	st.Air = true
	st.Jumping = false
	s.ObjRollAnim() // move.b #AniIDSonAni_Roll,anim(a1); the rolling status untouched
	s.tubeAim(t, x, y)
	s.s2Contact(k, physics.Hitbox, "tube")
}

// spinTubeMain is loc_22892: the player goes on main tube n (negative:
// from its end backwards).
func (s *engine) spinTubeMain(k int, t []int16, n int8) {
	ob := s.slot(k)
	t[tubeTable] = 1
	if n < 0 {
		n = -n
		t[tubeSel] = -4
	}
	t[tubeEntry] = int16(n)
	if int(n) >= len(spinTubeMains) {
		t[tubeMode] = 6
		s.setPlayerControl(0)
		return
	}
	m := len(spinTubeMains[n])
	t[tubeLeft] = int16(4*m - 4)
	if t[tubeSel] < 0 {
		x, y := s.tubePoint(ob, t, m-1)
		s.setPlayerXY(x, y)
		t[tubePtr] = int16(m - 2)
	} else {
		x, y := s.tubePoint(ob, t, 0)
		s.setPlayerXY(x, y)
		t[tubePtr] = 1
	}
	x, y := s.tubePoint(ob, t, int(t[tubePtr]))
	s.tubeAim(t, x, y)
	t[tubeMode] = 4
}

// tubeAim is loc_22902: speeds of 8 pixels a frame along the longer axis
// towards (x, y), the other in proportion (the game's divisions), and
// the frames to get there.
func (s *engine) tubeAim(t []int16, x, y int) {
	st := s.st
	d2, d3 := int16(0x800), int16(0x800)
	dx := int16(uint16(x) - uint16(st.X.Pixel()))
	dy := int16(uint16(y) - uint16(st.Y.Pixel()))
	ax, ay := dx, dy
	if ax < 0 {
		ax, d2 = -ax, -d2
	}
	if ay < 0 {
		ay, d3 = -ay, -d3
	}
	var frames int16
	if uint16(ay) >= uint16(ax) {
		q1 := divs(int32(dy)<<16, d3)
		xv := int16(0)
		if dx != 0 {
			xv = int16(divs(int32(dx)<<16, int16(q1)))
		}
		st.XSpeed, st.YSpeed = physics.Fixed(xv), physics.Fixed(d3)
		frames = int16(q1)
	} else {
		q0 := divs(int32(dx)<<16, d2)
		yv := int16(0)
		if dy != 0 {
			yv = int16(divs(int32(dy)<<16, int16(q0)))
		}
		st.XSpeed, st.YSpeed = physics.Fixed(d2), physics.Fixed(yv)
		frames = int16(q0)
	}
	if frames < 0 {
		frames = -frames
	}
	t[tubeTimer] = int16(uint16(frames) >> 8) // the word's high byte, counted down
}

// divs is the 68000's divs.w: the 32-bit dividend by the 16-bit divisor,
// the quotient in the low word and the remainder in the high word; on
// overflow the dividend is left as it was (and by 0, as no tube divides,
// 0).
func divs(dividend int32, divisor int16) int32 {
	if divisor == 0 {
		return 0
	}
	q := dividend / int32(divisor)
	r := dividend % int32(divisor)
	if q < -0x8000 || q > 0x7FFF {
		return dividend
	}
	return int32(uint32(uint16(r))<<16 | uint32(uint16(q)))
}

// timerSecond is Timer_second, the HUD time's seconds: the level's frames
// (State.Frame, from the first frame of play) / 60, modulo 60.
func (s *engine) timerSecond() int { return s.st.Frame / 60 % 60 }

// ---------------------------------------------------------------------------
// Obj7B warp tube exit spring

const s2TubeSpring = 0x7B

// tubeSpringAnims is Ani_obj7B: 0 closed, 1 launching (frame 3), 2 and 3
// opening for the main character and the sidekick (frames 1, 2, 2, 2, 4).
var tubeSpringAnims = [][]uint8{
	{0xF, 0, 0xFF},
	{0, 3, 0xFD, 0},
	{5, 1, 2, 2, 2, 4, 0xFD, 0},
	{5, 1, 2, 2, 2, 4, 0xFD, 0},
}

// tubeSpring is Obj7B, Chemical Plant's spring at a warp tube's exit:
// unless it shows frame 1 (opening), a solid (SolidObject_Always, half
// width $1B, 8 high) for each player that throws one standing on it up
// at -$10 (subtype bit 1: -$A.8) (loc_296C2: 4 down, airborne, springing;
// subtype bit 7 stops his X Speed, bit 0 twirls him, bits 2-3 set his
// path). A player from $10 left to $10 right of it and up to $30 below
// its y opens it (anim 2; 3 for the sidekick, not while the CPU flies
// him in). Deleted (DeleteObject) once its column leaves the object
// window.
func (s *engine) tubeSpring(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x10
		ob.Timer = -0x1000 // objoff_30
		if ob.Sub&2 != 0 {
			ob.Timer = -0xA80
		}
	}
	if ob.MapFrame != 1 {
		x := ob.X.Pixel()
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			s.s2Solid(k, 0x1B, 8, 0x10, x, true, nil)
			if ob.Status&s.StandBit() != 0 {
				s.tubeSpringLaunch(k)
			}
			s.s2Swap(p)
		}
	}
	near := func(px, py int) bool {
		ox, oy := uint16(ob.X.Pixel()), uint16(ob.Y.Pixel())
		return uint16(px) >= ox-0x10 && uint16(px) < ox+0x10 && uint16(py) >= oy && uint16(py) < oy+0x30
	}
	if near(s.st.X.Pixel(), s.st.Y.Pixel()) && ob.PrevAnim != 2 {
		ob.Anim = 2
	}
	if s.st.P2.On && near(s.st.P2.Body.X.Pixel(), s.st.P2.Body.Y.Pixel()) &&
		s.st.P2.CPU.Routine != physics.CPUFlying && ob.PrevAnim != 3 {
		ob.Anim = 3
	}
	animateSprite(ob, tubeSpringAnims)
	if uint16(ob.X.Pixel()&0xFF80)-uint16(s.st.S2.Coarse) > 0x280 {
		s.deleteObject(k)
	}
}

// tubeSpringLaunch is loc_296C2 for the player swapped in.
func (s *engine) tubeSpringLaunch(k int) {
	st := s.st
	ob := s.slot(k)
	ob.Anim, ob.PrevAnim = 1, 0
	st.Y += physics.FromPixels(4)
	st.YSpeed = physics.Fixed(ob.Timer)
	s.springAir(k)
	if ob.Sub&0x80 != 0 {
		st.XSpeed = 0
	}
	if ob.Sub&1 == 0 { // the twirl sets the walking animation instead
		s.SpringAnim()
	}
	s.springTwirl(ob.Sub, false)
	s.springCommon(ob.Sub)
	s.s2Contact(k, physics.SolidTop, "spring")
}

// ---------------------------------------------------------------------------
// Obj1D blue balls

const s2BlueBalls = 0x1D

// blueBalls is Obj1D, Chemical Plant's jumping droplets: (subtype & $F)
// + 1 balls (Obj1D_Init: the object and copies in the first free slots
// after it), each hurting (collision $8B), starting 3 frames after the
// one before. Each jumps from its place at Y Speed -$480, falling $18 a
// frame, back to its place: along an arc (subtype & $F0 zero: X Speed
// changing by $B a frame, the other way after the top; x-flipped
// mirrored), then waits $3B frames (Obj1D_Wait) before the next; or
// straight up, moving $60 across at the top and back on landing, and up
// again at once (Obj1D_MoveStraight never returns to Obj1D_Wait).
func (s *engine) blueBalls(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		n := int(ob.Sub & 0xF)
		d5 := uint8(2)
		if ob.Sub&0xF0 != 0 {
			d5 = 6
		}
		flip := ob.Status&physics.S2XFlip != 0
		src := *ob
		for i, j := 0, k; i <= n; i++ {
			if i > 0 {
				if j = s.allocateAfter(k); j < 0 {
					break
				}
				*s.slot(j) = physics.S2Obj{ID: src.ID, Layout: -1}
			}
			b := s.slot(j)
			b.Routine = d5
			b.X, b.Y = src.X&^0xFF, src.Y&^0xFF
			if i == 0 {
				b.X, b.Y = src.X, src.Y
			}
			b.Render = 0 // 1<<render_flags.level_fg only
			b.Coll = 0x8B
			b.BaseX, b.BaseY = int16(b.X.Pixel()), int16(b.Y.Pixel())
			b.YVel = -0x480
			b.GYVel = -0x480 // blueballs_y_vel
			b.Width = 8
			b.Timer2, b.Timer3 = 0x60, 0xB // blueballs_offset, blueballs_x_vel
			if flip {
				b.Timer2, b.Timer3 = -0x60, -0xB
			}
			b.Timer = int16(3 * i) // objoff_32
		}
		return
	case 2, 6:
		ob.Timer--
		if ob.Timer < 0 {
			ob.Routine += 2
			ob.Timer = 0x3B
		}
	case 4:
		objMove(ob)
		ob.XVel += physics.Fixed(ob.Timer3)
		ob.YVel += 0x18
		if ob.YVel == 0 {
			ob.Timer3 = -ob.Timer3
		}
		if uint16(ob.BaseY) <= uint16(ob.Y.Pixel()) {
			ob.YVel = ob.GYVel
			ob.XVel = 0
			ob.Routine -= 2
		}
	case 8:
		objMove(ob)
		ob.YVel += 0x18
		if ob.YVel == 0 {
			setXPixel(ob, int(ob.Timer2)+int(ob.BaseX))
		}
		if uint16(ob.BaseY) <= uint16(ob.Y.Pixel()) {
			// Obj1D_MoveStraight lands without going back to Obj1D_Wait:
			// the ball jumps again at once.
			ob.YVel = ob.GYVel
			setXPixel(ob, int(ob.BaseX))
		}
	}
	s.markGone(k, ob.X.Pixel())
}

// ---------------------------------------------------------------------------
// Obj78 stairs

const s2Stairs = 0x78

// stairs is Obj78, Chemical Plant's four stair blocks: the object and
// three copies in the first free slots after it, $20 apart, each solid
// (SolidObject, half width $1B, $10 high) at its place plus its own
// offset of the first block's four (objoff_34 to objoff_3A, in Logs;
// x-flipped in the other order). The first block gathers the touches
// (objoff_2E) and by subtype & 7 (Obj78_Types): 0 and 4 wait for a
// player on top, then after $1E frames become 1 or 5; 2 and 6 wait for
// a touch from below, shake 60 frames, then become 3 or 7; 1 and 3 move
// down to $80 (the blocks by all, 3/4, 1/2 and 1/4 of it), 5 and 7 up.
// All go (MarkObjGone2) by the first block's x.
func (s *engine) stairs(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		d3, d4 := int8(0), int8(1)
		if ob.Status&physics.S2XFlip != 0 {
			d3, d4 = 3, -1
		}
		src := *ob
		for i, j := 0, k; i < 4; i++ {
			if i > 0 {
				if j = s.allocateAfter(k); j < 0 {
					break
				}
				*s.slot(j) = physics.S2Obj{ID: src.ID, Routine: 4, Layout: -1, Y: src.Y &^ 0xFF}
			} else {
				ob.Routine = 2
			}
			b := s.slot(j)
			b.Render = 0
			b.Width = 0x10
			b.Sub = src.Sub
			setXPixel(b, src.X.Pixel()+0x20*i)
			b.BaseX, b.BaseY = int16(src.X.Pixel()), int16(b.Y.Pixel())
			b.B3F = uint8(d3)
			b.Parent = int16(k + 1)
			d3 += d4
		}
	}
	if ob.Routine == 2 {
		s.stairsMove(ob)
	}
	s.stairsBlock(k)
	if uint16(int(ob.BaseX)&0xFF80)-uint16(s.st.S2.Coarse) > 0x280 {
		if r := ob.Respawn; r != 0 {
			s.st.S2.Respawn[2+int(r)] &^= 0x80
		}
		s.deleteObject(k)
	}
}

// stairsBlock is loc_29280 for slot k.
func (s *engine) stairsBlock(k int) {
	ob := s.slot(k)
	p := int(ob.Parent) - 1
	if p < 0 || s.slot(p).ID != s2Stairs {
		return
	}
	par := s.slot(p)
	setYPixel(ob, int(ob.BaseY)+int(par.Logs[ob.B3F&3]))
	x := ob.X.Pixel()
	for q := 0; q < s.s2Players(); q++ {
		s.s2Swap(q)
		_, f := s.s2Solid(k, 0x1B, 0x10, 0x11, x, false, nil)
		if q == 1 {
			f <<= 1
		}
		par.B3E |= uint8(f)
		s.s2Swap(q)
	}
}

// stairsMove is Obj78_Types for the first block.
func (s *engine) stairsMove(ob *physics.S2Obj) {
	off := ob.Logs[:4]
	switch ob.Sub & 7 {
	case 0, 4:
		if ob.Timer == 0 {
			if ob.B3E&0x30 != 0 { // touch_top_mask
				ob.Timer = 0x1E
			}
			return
		}
		ob.Timer--
		if ob.Timer == 0 {
			ob.Sub++
		}
	case 2, 6:
		if ob.Timer == 0 {
			if ob.B3E&0xC != 0 { // touch_bottom_mask
				ob.Timer = 60
			}
			return
		}
		ob.Timer--
		if ob.Timer == 0 {
			ob.Sub++
			return
		}
		d0 := int16(uint8(ob.Timer)>>2) & 1
		off[0], off[1], off[2], off[3] = d0, d0^1, d0, d0^1
	case 1, 3, 5, 7:
		lim, step := int16(0x80), int16(1)
		if ob.Sub&7 >= 5 {
			lim, step = -0x80, -1
		}
		if off[0] == lim {
			return
		}
		off[0] += step
		d2 := int32(off[0]) << 16 >> 1
		d1 := d2 >> 1
		if step > 0 { // lsr.l: the word zero-extended
			d2 = int32(uint32(uint16(off[0])) << 16 >> 1)
			d1 = int32(uint32(d2) >> 1)
		}
		d3 := d1 + d2
		off[1], off[2], off[3] = int16(d3>>16), int16(d2>>16), int16(d1>>16)
	}
}
