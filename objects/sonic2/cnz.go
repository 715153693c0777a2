package sonic2

import (
	"strconv"
	"strings"

	"loopwright/hexangle"
	"loopwright/physics"
)

// Casino Night's objects, each as its s2.asm routine runs it.

// Casino Night object ids (s2.asm ObjID_*).
const (
	s2Flipper = 0x86
)

// animateSprite is AnimateSprite with several scripts: a change of anim
// (from prev_anim) restarts at the script's first frame; $FF loops, $FE
// goes back the next byte's count of frames, $FD switches to the anim
// the next byte names, $FC moves the object to its next routine.
func animateSprite(ob *physics.S2Obj, scripts [][]uint8) {
	if ob.Anim != ob.PrevAnim {
		ob.PrevAnim = ob.Anim
		ob.AnimFrame = 0
		ob.AnimDur = 0
	}
	if ob.AnimDur > 0 {
		ob.AnimDur--
		return
	}
	if int(ob.Anim) >= len(scripts) {
		return
	}
	script := scripts[ob.Anim]
	ob.AnimDur = script[0]
	at := func(i int) uint8 {
		if i < len(script) {
			return script[i]
		}
		return 0xFF
	}
	f := at(1 + int(ob.AnimFrame))
	if f&0x80 != 0 {
		switch f {
		case 0xFF:
			ob.AnimFrame = 0
			f = at(1)
		case 0xFE:
			ob.AnimFrame -= at(2 + int(ob.AnimFrame))
			f = at(1 + int(ob.AnimFrame))
		case 0xFD:
			ob.Anim = at(2 + int(ob.AnimFrame))
			return
		case 0xFC:
			ob.Routine += 2
			ob.AnimDur = 0
			ob.AnimFrame++
			return
		default:
			return
		}
	}
	ob.MapFrame = f & 0x7F
	ob.AnimFrame++
}

// ---------------------------------------------------------------------------
// Obj86 flipper

// flipperAnims is Ani_obj86.
var flipperAnims = [][]uint8{
	{0xF, 0, 0xFF},
	{3, 1, 2, 1, 0xFD, 0},
	{0xF, 4, 0xFF},
	{0, 5, 4, 3, 3, 3, 3, 0xFD, 2},
	{0, 3, 4, 5, 5, 5, 5, 0xFD, 2},
}

// flipperSlopes are byte_2B3C6, byte_2B3EA and byte_2B40E: the upward
// flipper's surface (SlopedSolid) in its frames 0, 1 and 2.
var flipperSlopes = [3][]int8{
	{7, 7, 7, 7, 7, 7, 7, 8, 9, 0xA, 0xB, 0xA, 9, 8, 7, 6,
		5, 4, 3, 2, 1, 0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -0xA,
		-0xB, -0xC, -0xD, -0xE},
	{6, 6, 6, 6, 6, 6, 7, 8, 9, 9, 9, 9, 9, 9, 8, 8,
		8, 8, 8, 8, 7, 7, 7, 7, 6, 6, 6, 6, 5, 5, 4, 4,
		4, 4, 4, 4},
	{5, 5, 5, 5, 5, 6, 7, 8, 9, 0xA, 0xB, 0xB, 0xC, 0xC, 0xD, 0xD,
		0xE, 0xE, 0xF, 0xF, 0x10, 0x10, 0x11, 0x11, 0x12, 0x12, 0x11, 0x11, 0x10, 0x10, 0x10, 0x10,
		0x10, 0x10, 0x10, 0x10},
}

// Flipper routines (Obj86_Index).
const (
	flipperUp         = 2
	flipperHorizontal = 4
)

// flipper is Obj86, Casino Night's flipper. Subtype 0 (Obj86_UpwardsType)
// is a sloped solid (SlopedSolid, half width $23, its surface by frame):
// a player landing on it is held (obj_control 1), rolled (radii $E and
// 7, 5 pixels down if he was not rolling) and slides 1 pixel a frame
// down it (loc_2B254); a jump button pressed while held fires every
// player on it (loc_2B290) at a speed and angle by where he stands.
// Other subtypes (Obj86_HorizontalType) are solid ($13 by $18) and
// throw a player pushing their side away at $1000 (loc_2B35C).
func (s *engine) flipper(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = flipperUp
		ob.Width = 0x18
		if ob.Sub != 0 {
			ob.Routine = flipperHorizontal
			ob.Anim = 2
			s.flipperHorizontal(k)
			break
		}
		s.flipperUp(k)
	case flipperUp:
		s.flipperUp(k)
	case flipperHorizontal:
		s.flipperHorizontal(k)
	}
	s.markGone(k, ob.X.Pixel())
}

// flipperUp is Obj86_UpwardsType. Its per-player counters objoff_36 and
// objoff_37 are kept in Timer and Timer2; objoff_38 (fire) in Flag.
func (s *engine) flipperUp(k int) {
	ob := s.slot(k)
	slope := flipperSlopes[min(int(ob.MapFrame), 2)]
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, 0x23, 6, 0, x, true, slope)
		s.s2Swap(p)
	}
	for p := 0; p < s.s2Players(); p++ {
		// The buttons: Ctrl_1_Logical for the main character, Ctrl_2
		// (the second pad, idle under the CPU) for the sidekick.
		var in physics.Input
		if p == 0 {
			in = s.in
		}
		s.s2Swap(p)
		s.flipperHold(k, p, in)
		s.s2Swap(p)
	}
	if ob.Flag {
		ob.Flag = false
		for p := s.s2Players() - 1; p >= 0; p-- {
			s.s2Swap(p)
			s.flipperFire(k, p)
			s.s2Swap(p)
		}
	}
	animateSprite(ob, flipperAnims)
}

// flipperCounter is objoff_36 (player 0) or objoff_37 (player 1).
func flipperCounter(ob *physics.S2Obj, p int) *int16 {
	if p == 0 {
		return &ob.Timer
	}
	return &ob.Timer2
}

// flipperHold is loc_2B20A for the player swapped in.
func (s *engine) flipperHold(k, p int, in physics.Input) {
	st := s.st
	ob := s.slot(k)
	c := flipperCounter(ob, p)
	if *c == 0 {
		if ob.Status&s.StandBit() == 0 {
			return
		}
		st.Obj.Held = k + 1
		st.YRadius, st.XRadius = 0xE, 7
		if !st.Rolling {
			st.Rolling = true
			st.Y += physics.FromPixels(5)
		}
		*c = 1
		return
	}
	if in&physics.Jump != 0 && st.PrevInput&physics.Jump == 0 {
		ob.Flag = true
		return
	}
	if ob.Status&s.StandBit() == 0 {
		st.Obj.Held = 0
		*c = 0
		return
	}
	d1 := int(ob.MapFrame) - 1
	st.FacingLeft = true
	if ob.Status&physics.S2XFlip == 0 {
		d1 = -d1
		st.FacingLeft = false
	}
	st.X += physics.FromPixels(d1)
	st.XSpeed = physics.Fixed(d1 << 8)
	st.GSpeed = st.XSpeed
	st.YSpeed = 0
}

// flipperFire is loc_2B290: the player standing on the flipper is fired
// off it, up and away from its pivot, the faster the further out he
// stood: speed $800 + 32 per pixel (up to $40 pixels from the flipper's
// left end), at the angle (distance/4 + $40).
func (s *engine) flipperFire(k, p int) {
	st := s.st
	ob := s.slot(k)
	if ob.Status&s.StandBit() == 0 {
		return
	}
	s.s2Release(k)
	d0 := int(int16(st.X.Pixel() - ob.X.Pixel()))
	if ob.Status&physics.S2XFlip != 0 {
		d0 = -d0
	}
	d0 = int(int16(d0 + 0x23))
	d2 := d0
	if uint16(d2) >= 0x40 {
		d2 = 0x40
	}
	d2 = -(d2<<5 + 0x800)
	sin, cos := physics.SinCos(uint8(d0>>2 + 0x40))
	st.YSpeed = physics.Fixed(int16((sin * d2) >> 8))
	xv := int16((cos * d2) >> 8)
	if ob.Status&physics.S2XFlip != 0 {
		xv = -xv
	}
	st.XSpeed = physics.Fixed(xv)
	st.Air = true
	st.S2.On, st.Obj.On = 0, 0
	st.Obj.Hurt = false
	st.Obj.Held = 0
	ob.Anim = 1
	*flipperCounter(ob, p) = 0
}

// flipperHorizontal is Obj86_HorizontalType.
func (s *engine) flipperHorizontal(k int) {
	ob := s.slot(k)
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, 0x13, 0x18, 0x19, x, true, nil)
		if ob.Status&s.pushBit() != 0 {
			s.flipperKick(k)
		}
		s.s2Swap(p)
	}
	animateSprite(ob, flipperAnims)
}

// flipperKick is loc_2B35C: the player pushing the flipper is thrown
// away from it at $1000, rolling, with the controls locked $F frames.
func (s *engine) flipperKick(k int) {
	st := s.st
	ob := s.slot(k)
	ob.Anim, ob.PrevAnim = 3, 0
	st.XSpeed = -0x1000
	st.X += physics.FromPixels(8)
	st.FacingLeft = true
	if uint16(ob.X.Pixel()) < uint16(st.X.Pixel()) { // sub.w then bcc: the player right of it
		st.FacingLeft = false
		st.X -= physics.FromPixels(0x10)
		st.XSpeed = 0x1000
		ob.Anim = 4
	}
	st.MoveLock = 0xF
	st.GSpeed = st.XSpeed
	st.YRadius, st.XRadius = 0xE, 7
	if !st.Rolling {
		st.Rolling = true
		st.Y += physics.FromPixels(5)
	}
}

// ---------------------------------------------------------------------------
// ObjD7 hexagonal bumper

const s2HexBumper = 0xD7

// hexBumperAnims is Ani_objD7.
var hexBumperAnims = [][]uint8{
	{0xF, 0, 0xFF},
	{3, 1, 0, 1, 0xFD, 0},
	{3, 2, 0, 2, 0xFD, 0},
}

// hexBumper is ObjD7, Casino Night's hexagonal bumper (collision $CA: a
// special 16x8 box whose touch sets collision_property, bit 0 for the
// main character, bit 1 for the sidekick: Touch_Special). Each player
// who touched it is bounced by the side he is on (ObjD7_BouncePlayerOff:
// CalcAngle to the bumper + $20, by quadrant): sideways at $800, or up or
// down at $800 with X Speed -$200 ($200 when left of it); he is in the
// air, not roll-jumping, pushing or jumping. With a subtype it moves 1
// pixel a frame between $60 left and $60 right of its start (starting
// leftwards when x-flipped) and is kept while either end is near.
func (s *engine) hexBumper(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x10
		ob.Coll = 0xCA
		ob.Flag = ob.Status&physics.S2XFlip != 0 // objoff_34
		ob.BaseX = int16(ob.X.Pixel() - 0x60)    // objoff_30
		ob.BaseY = int16(ob.X.Pixel() + 0x60)    // objoff_32
	}
	if ob.CollProp != 0 {
		if ob.CollProp&1 != 0 {
			s.hexBounce(k)
		}
		if ob.CollProp&2 != 0 && s.st.P2.On {
			s.s2Swap(1)
			s.hexBounce(k)
			s.s2Swap(1)
		}
		ob.CollProp = 0
	}
	animateSprite(ob, hexBumperAnims)
	if ob.Sub == 0 {
		s.markGone(k, ob.X.Pixel())
		return
	}
	x := ob.X.Pixel()
	if ob.Flag {
		x--
		if x == int(ob.BaseX) {
			ob.Flag = false
		}
	} else {
		x++
		if x == int(ob.BaseY) {
			ob.Flag = true
		}
	}
	ob.X = physics.FromPixels(x) | ob.X&0xFF
	o := &s.st.S2
	far := func(x int) bool { return uint16(x&0xFF80)-uint16(o.Coarse) > 0x280 }
	if far(int(ob.BaseX)) && far(int(ob.BaseY)) {
		if r := ob.Respawn; r != 0 {
			o.Respawn[2+int(r)] &^= 0x80
		}
		s.deleteObject(k)
	}
}

// hexBounce is ObjD7_BouncePlayerOff for the player swapped in.
func (s *engine) hexBounce(k int) {
	st := s.st
	ob := s.slot(k)
	d1 := int(int16(ob.X.Pixel() - st.X.Pixel()))
	d2 := int(int16(ob.Y.Pixel() - st.Y.Pixel()))
	a := (hexangle.PointDirection(d1, d2) + 0x20) & 0xC0
	vertical := func(y physics.Fixed) {
		st.XSpeed -= 0x200
		if d1 < 0 {
			st.XSpeed += 0x400
		}
		st.YSpeed = y
		ob.Anim = 1
	}
	switch a {
	case 0x40:
		vertical(-0x800)
	case 0x80:
		st.XSpeed = 0x800
		ob.Anim = 2
	case 0xC0:
		vertical(0x800)
	default:
		st.XSpeed = -0x800
		ob.Anim = 2
	}
	st.Air = true
	st.RollJump = false
	st.Pushing = false
	st.Jumping = false
	s.s2Contact(k, physics.Hitbox, "bounce")
}

// ---------------------------------------------------------------------------
// Obj44 round bumper

const s2RoundBumper = 0x44

// roundBumperAnims is Ani_obj44.
var roundBumperAnims = [][]uint8{
	{0xF, 0, 0xFF},
	{3, 1, 0, 1, 0xFD, 0},
}

// roundBumper is Obj44, Casino Night's round bumper (collision $D7: a
// special 8x8 box, Touch_Special). Each player who touched it is thrown
// away from its centre at $700 (Obj44_BumpCharacter: CalcAngle from him
// to it, plus the high byte of Level_frame_counter & 3, through
// CalcSine), in the air, not
// roll-jumping, pushing or jumping; the first 10 bumps of a layout
// bumper (its respawn entry counting up to $8A) each put 10 points
// (Obj29, frame 4) in the first free slot.
func (s *engine) roundBumper(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x10
		ob.Coll = 0xD7
	}
	if ob.CollProp != 0 {
		if ob.CollProp&1 != 0 {
			s.roundBounce(k)
		}
		if ob.CollProp&2 != 0 && s.st.P2.On {
			s.s2Swap(1)
			s.roundBounce(k)
			s.s2Swap(1)
		}
		ob.CollProp = 0
	}
	animateSprite(ob, roundBumperAnims)
	s.markGone(k, ob.X.Pixel())
}

// roundBounce is Obj44_BumpCharacter for the player swapped in.
func (s *engine) roundBounce(k int) {
	st := s.st
	ob := s.slot(k)
	d1 := int(int16(ob.X.Pixel() - st.X.Pixel()))
	d2 := int(int16(ob.Y.Pixel() - st.Y.Pixel()))
	// move.b (Level_frame_counter).w reads the word's high byte.
	a := hexangle.PointDirection(d1, d2) + int(uint16(st.Frame)>>8)&3
	sin, cos := physics.SinCos(uint8(a))
	st.XSpeed = physics.Fixed(int16((cos * -0x700) >> 8))
	st.YSpeed = physics.Fixed(int16((sin * -0x700) >> 8))
	st.Air = true
	st.RollJump = false
	st.Pushing = false
	st.Jumping = false
	ob.Anim = 1
	s.s2Contact(k, physics.Hitbox, "bounce")
	if r := int(ob.Respawn); r != 0 {
		e := &st.S2.Respawn[2+r]
		if *e >= 0x8A {
			return
		}
		*e++
	}
	if j := s.allocate(); j >= 0 {
		*s.slot(j) = physics.S2Obj{ID: s2Points, Layout: -1, X: ob.X, Y: ob.Y, MapFrame: 4}
	}
}

// ---------------------------------------------------------------------------
// Casino Night's level bumpers (SpecialCNZBumpers, Check_CNZ_bumpers)

// s2Bumper is one entry of SpecialCNZBumpers_Act1/2: bumper_id (its kind,
// an even number to $A), bumper_x and bumper_y.
type s2Bumper struct {
	id   uint16
	x, y int
}

// parseBumpers reads the level property s2_cnz_bumpers ("id,x,y" in hex,
// space separated) into dst; an entry that does not read is skipped.
func parseBumpers(v string, dst []s2Bumper) []s2Bumper {
	for _, f := range strings.Fields(v) {
		p := strings.Split(f, ",")
		if len(p) != 3 {
			continue
		}
		var w [3]uint64
		ok := true
		for i := range p {
			n, err := strconv.ParseUint(p[i], 16, 16)
			w[i], ok = n, ok && err == nil
		}
		if ok {
			dst = append(dst, s2Bumper{id: uint16(w[0]), x: int(w[1]), y: int(w[2])})
		}
	}
	return dst
}

// bumperSizes is byte_17558: each kind's half width and half height.
var bumperSizes = [6][2]int{{0x20, 0x20}, {0x20, 0x20}, {0x40, 8}, {0x40, 8}, {8, 0x40}, {8, 0x40}}

// bumperWindow is the bumpers SpecialCNZBumpers keeps in view: from the
// first whose x is at least the camera's x - 8 (1 at least) to the
// first whose x is at least that + $150 (CNZ_Visible_bumpers_start and
// _end). It runs after the camera each frame, so the touch code of the
// next frame reads the window of the camera it sees.
func (s *engine) bumperWindow() (int, int) {
	b := s.s2.bumpers
	d4 := s.st.Cam.X - 8
	if d4 <= 0 {
		d4 = 1
	}
	i := 0
	for i < len(b) && uint16(b[i].x) < uint16(d4) {
		i++
	}
	j := i
	for j < len(b) && uint16(b[j].x) < uint16(d4+0x150) {
		j++
	}
	return i, j
}

// checkBumpers is Check_CNZ_bumpers, run at the start of TouchResponse
// (after the rings) for the player swapped in: the first bumper of the
// window whose box (byte_17558) meets the player's (18 wide from x - 9,
// 2*(y_radius-3) high, lowered when ducking) reacts by its kind, and no
// other.
func (s *engine) checkBumpers() {
	st := s.st
	i, end := s.bumperWindow()
	d2 := st.X.Pixel() - 9
	d5 := st.YRadius - 3
	d3 := st.Y.Pixel() - d5
	if s.ducking() {
		d3 += 0xC
		d5 = 0xA
	}
	d5 *= 2
	for ; i < end; i++ {
		b := &s.s2.bumpers[i]
		sz := bumperSizes[int(b.id&0xE)/2%len(bumperSizes)]
		if !boxHit(int(int16(b.x-sz[0]-d2)), 2*sz[0], 0x12) || !boxHit(int(int16(b.y-sz[1]-d3)), 2*sz[1], d5) {
			continue
		}
		if s.bumperBounce(b) {
			st.Air = true
			st.RollJump = false
			st.Pushing = false
			st.Jumping = false
		}
		return
	}
}

// bumperBounce is off_1757A's routine for bumper b's kind: from a flat
// side the player is thrown straight off at $A00; from a corner or the
// slanted face, bumperReflect. It reports whether he was thrown
// (loc_177FA then puts him in the air).
func (s *engine) bumperBounce(b *s2Bumper) bool {
	st := s.st
	px, py := st.X.Pixel(), st.Y.Pixel()
	dx := int(int16(b.x - px)) // bumper_x - x_pos
	dy := int(int16(b.y - py))
	switch b.id {
	case 0, 2:
		// loc_17586 (0) and loc_17638 (2): triangles sloping up to
		// the right (0) or the left (2).
		if -dy >= 0x20 {
			st.YSpeed = 0xA00
			return true
		}
		var d0 int
		if b.id == 0 {
			if -dx >= 0x20 {
				st.XSpeed = 0xA00
				return true
			}
			d0 = min(dx, 0x20)
		} else {
			if dx >= 0x20 {
				st.XSpeed = -0xA00
				return true
			}
			d0 = min(-dx, 0x20)
		}
		// sub.w then bcc: no borrow (unsigned) means he is above the
		// slope's face: return_175E8, no bounce.
		if uint16(d0+b.y-8) >= uint16(py+0xE) {
			return false
		}
		if b.id == 0 {
			s.bumperReflect(0x20)
		} else {
			s.bumperReflect(0x60)
		}
		return true
	case 4, 6:
		// loc_1769E (4) and loc_176F6 (6): horizontal bars, thrown
		// down from below 4's centre, up from above 6's.
		if b.id == 4 {
			if -dy >= 8 {
				st.YSpeed = 0xA00
				return true
			}
		} else if dy >= 8 {
			st.YSpeed = -0xA00
			return true
		}
		if dx >= 0x40 {
			st.XSpeed = -0xA00
			return true
		}
		if -dx >= 0x40 {
			st.XSpeed = 0xA00
			return true
		}
		d3 := 0x38
		if b.id == 6 {
			d3 = 0xC8
		}
		if -dx >= 0 {
			if b.id == 4 {
				d3 = 0x48
			} else {
				d3 = 0xB8
			}
		}
		s.bumperReflect(d3)
		return true
	case 8, 0xA:
		// loc_1774C (8) and loc_177A4 ($A): vertical bars.
		if b.id == 8 {
			if -dx >= 8 {
				st.XSpeed = 0xA00
				return true
			}
		} else if dx >= 8 {
			st.XSpeed = 0xA00
			return true
		}
		if dy >= 0x40 {
			st.YSpeed = -0xA00
			return true
		}
		if -dy >= 0x40 {
			st.XSpeed = 0xA00
			return true
		}
		d3 := 8
		if b.id == 0xA {
			d3 = 0x78
		}
		if -dy >= 0 {
			if b.id == 8 {
				d3 = 0xF8
			} else {
				d3 = 0x88
			}
		}
		s.bumperReflect(d3)
		return true
	}
	return false
}

// bumperReflect is loc_175EA: the player's direction of motion (CalcAngle
// of his speeds) mirrored about the bumper face's angle d3, or d3 itself
// when he came in more than $38 off it, at $A00.
func (s *engine) bumperReflect(d3 int) {
	st := s.st
	a := hexangle.PointDirection(int(st.XSpeed), int(st.YSpeed))
	d0 := int(int16(a - d3))
	d1 := d0
	if d1 < 0 {
		d1 = -d1
	}
	d0 = -d0 + d3
	if uint8(d1) >= 0x38 {
		d0 = d3
	}
	sin, cos := physics.SinCos(uint8(d0))
	st.XSpeed = physics.Fixed(int16((cos * -0xA00) >> 8))
	st.YSpeed = physics.Fixed(int16((sin * -0xA00) >> 8))
}

// ---------------------------------------------------------------------------
// ObjD4 big moving block

const s2BigBlock = 0xD4

// bigBlock is ObjD4, Casino Night's big block: it swings about its
// layout position, $60 either way, horizontally (subtype 0, starting at
// the left end, the right when x-flipped) or vertically (subtype 2,
// starting at the top, the bottom when y-flipped), accelerating 4 a frame
// towards the middle (ObjD4_Horizontal, ObjD4_Vertical), from half a
// pixel (x_sub, y_sub $8000); it is solid ($2B by $20: SolidObject) and
// kept while its layout x is near (MarkObjGone2).
func (s *engine) bigBlock(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x20
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		ob.X = physics.FromPixels(ob.X.Pixel()) | 0x80
		ob.Y = physics.FromPixels(ob.Y.Pixel()) | 0x80
		if ob.Sub == 0 {
			ob.X -= physics.FromPixels(0x60)
			if ob.Status&physics.S2XFlip != 0 {
				ob.X += physics.FromPixels(0xC0)
			}
		} else {
			ob.Y -= physics.FromPixels(0x60)
			if ob.Status&physics.S2YFlip != 0 {
				ob.Y += physics.FromPixels(0xC0)
			}
		}
	}
	x0 := ob.X.Pixel()
	if ob.Sub == 0 {
		if uint16(ob.BaseX) > uint16(ob.X.Pixel()) {
			ob.XVel += 4
		} else {
			ob.XVel -= 4
		}
	} else {
		if uint16(ob.BaseY) > uint16(ob.Y.Pixel()) {
			ob.YVel += 4
		} else {
			ob.YVel -= 4
		}
	}
	objMove(ob)
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, 0x2B, 0x20, 0x21, x0, false, nil)
		s.s2Swap(p)
	}
	s.markGone(k, int(ob.BaseX))
}

// ---------------------------------------------------------------------------
// ObjD5 elevator

const s2Elevator = 0xD5

// elevator is ObjD5, Casino Night's elevator: a platform (half width
// $10, top 9 above its y) starting subtype*4 above its layout y (below
// when x-flipped). A player standing on it (loc_2BA9C) sends it to the
// other end, accelerating 8 a frame towards the layout y and slowing past
// it until its speed is 0 (loc_2BAB6); once nobody stands on it
// (loc_2BAEE) it goes back the same way (loc_2BB08), not a platform while
// returning. PlatformObjectD5 lands no player who already stands on an
// object.
func (s *engine) elevator(k int) {
	ob := s.slot(k)
	end := func(far bool) {
		d0 := int(ob.Sub) * 4
		y := int(ob.BaseY) - d0
		if far == (ob.Status&physics.S2XFlip == 0) {
			y += 2 * d0
		}
		ob.Y = physics.FromPixels(y) | ob.Y&0xFF
	}
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x10
		ob.BaseY = int16(ob.Y.Pixel()) // objoff_32
		ob.Y = physics.FromPixels(ob.Y.Pixel()) | 0x80
		end(false)
	}
	objMove(ob)
	standing := ob.Status&(physics.S2P1Stand|physics.S2P2Stand) != 0
	move := func() bool {
		d1 := physics.Fixed(8)
		if uint16(ob.BaseY) < uint16(ob.Y.Pixel()) {
			d1 = -8
		}
		ob.YVel += d1
		return int16(ob.YVel) == 0
	}
	switch ob.Index { // objoff_34
	case 0:
		if standing {
			ob.Index = 2
		}
	case 2:
		if move() {
			ob.Index = 4
			end(true)
		}
	case 4:
		if !standing {
			ob.Index = 6
		}
	case 6:
		if move() {
			ob.Index = 0
			end(false)
		}
	}
	if ob.Index < 6 {
		x := ob.X.Pixel()
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			// PlatformObjectD5: a player on another object is not landed.
			if ob.Status&s.StandBit() != 0 || s.st.S2.On == 0 {
				s.s2Platform(k, 0x10, 9, x)
			}
			s.s2Swap(p)
		}
	}
	s.markGone(k, ob.X.Pixel())
}

// ---------------------------------------------------------------------------
// ObjC8 Crawl

const s2Crawl = 0xC8

// crawlAnim is Ani_objC8.
var crawlAnim = []uint8{0x13, 0, 1, aniEndLoop}

// nearerPlayer is Obj_GetOrientationToPlayer: the player nearer
// horizontally (the main character on a tie; 1 for the sidekick) and the
// object's x and y minus that player's.
func (s *engine) nearerPlayer(ob *physics.S2Obj) (p, dx, dy int) {
	st := s.st
	dx = int(int16(ob.X.Pixel() - st.X.Pixel()))
	dy = int(int16(ob.Y.Pixel() - st.Y.Pixel()))
	d3 := int(int16(ob.X.Pixel() - s.sidekickX()))
	if abs16(dx) > abs16(d3) {
		return 1, d3, int(int16(ob.Y.Pixel() - st.P2.Body.Y.Pixel()))
	}
	return 0, dx, dy
}

func abs16(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// crawlNear is loc_3D416: within $40 of the nearer player both ways the
// Crawl stops to guard (routine 6), remembering its routine (objoff_2C,
// kept in Timer2).
func (s *engine) crawlNear(ob *physics.S2Obj) {
	_, dx, dy := s.nearerPlayer(ob)
	if uint16(dx+0x40) >= 0x80 || uint16(dy+0x40) >= 0x80 {
		return
	}
	ob.Timer2 = int16(ob.Routine)
	ob.Routine = 6
	ob.MapFrame = 0
}

// crawl is ObjC8, Casino Night's Crawl: it walks $200 frames at $20 a
// frame, waits $3B+1 and turns (loc_3D27C, loc_3D2A6). Within $40 of a
// player it raises its shield (loc_3D2D4, collision $D7: special, so a
// touch is only counted): a rolling player on the ground in front of the
// shield or in the air is bounced away at $700 like Obj44's (loc_3D3A4);
// rolling from behind, it turns into a plain enemy box ($17, loc_3D390);
// not rolling, it hurts ($97, or $17 against an invincible player) on the
// next frame's touch (loc_3D36C, p1_standing marking the frame).
func (s *engine) crawl(k int) {
	st := s.st
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width = 0x10
		ob.Coll = 0xD7
		ob.Timer = 0x200 // objoff_2A
		ob.XVel = -0x20
		if ob.Render&physics.S2XFlip != 0 {
			ob.XVel = 0x20
		}
		ob.YRad, ob.XRad = 0xF, 0x10
		return
	case 2:
		ob.Timer--
		if ob.Timer == 0 {
			ob.Routine = 4
			ob.Timer = 0x3B
			break
		}
		objMove(ob)
		s.crawlNear(ob)
		animateObj(ob, crawlAnim)
	case 4:
		ob.Timer--
		if ob.Timer < 0 {
			ob.Routine = 2
			ob.Timer = 0x200
			ob.XVel = -ob.XVel
			ob.Render ^= physics.S2XFlip
			ob.Status ^= physics.S2XFlip
			break
		}
		s.crawlNear(ob)
	case 6:
		s.crawlGuard(k)
		if st.S2.Slots[k].ID == 0 {
			return
		}
	}
	s.markGone(k, ob.X.Pixel())
}

// crawlGuard is loc_3D2D4.
func (s *engine) crawlGuard(k int) {
	st := s.st
	ob := s.slot(k)
	ob.Coll = 0xD7
	_, dx, dy := s.nearerPlayer(ob)
	if uint16(dx+0x40) >= 0x80 || uint16(dy+0x40) >= 0x80 {
		ob.Routine = uint8(ob.Timer2)
		return
	}
	if ob.Status&physics.S2P1Stand != 0 {
		ob.Status &^= physics.S2P1Stand
		ob.MapFrame = 1
		return
	}
	if ob.CollProp == 0 {
		return
	}
	for p := 0; p < 2; p++ {
		if ob.CollProp&(1<<p) == 0 {
			continue
		}
		if p == 1 && !st.P2.On {
			break
		}
		s.s2Swap(p)
		stop := s.crawlTouched(k)
		s.s2Swap(p)
		if stop {
			return
		}
	}
	ob.CollProp = 0
}

// crawlTouched is the part of loc_3D2D4 for one player who touched the
// raised shield (swapped in); it reports whether the Crawl's code ends
// there.
func (s *engine) crawlTouched(k int) bool {
	st := s.st
	ob := s.slot(k)
	ob.CollProp &^= 1
	if s.SecondRunning() {
		ob.CollProp &^= 2
	}
	if id := st.P.Anim.ID; !st.Rolling || (id != physics.AnimRoll && id != physics.AnimRollFast) {
		// loc_3D36C: not curled up: the next touch hurts.
		ob.Coll = 0x97
		if st.Obj.Invincible > 0 {
			ob.Coll = 0x17
		}
		ob.Status |= physics.S2P1Stand
		ob.MapFrame = 1
		return true
	}
	if !st.Air {
		// Obj_GetOrientationToPlayer's d0: 2 when the player is right
		// of it. The game asks it again here and then bounces whichever
		// player is nearer; we take the player who touched it (the
		// same one unless both players are close: docs/assumptions.md).
		facing := 0
		if int16(ob.X.Pixel()-st.X.Pixel()) < 0 {
			facing = 2
		}
		if ob.Render&physics.S2XFlip != 0 {
			facing -= 2
		}
		if facing != 0 {
			ob.Coll = 0x17 // loc_3D390: from behind it is a plain badnik
			return true
		}
	}
	// loc_3D3A4: bounced off the shield.
	ob.MapFrame = 2
	if st.Air {
		ob.MapFrame = 3
	}
	d1 := int(int16(ob.X.Pixel() - st.X.Pixel()))
	d2 := int(int16(ob.Y.Pixel() - st.Y.Pixel()))
	a := hexangle.PointDirection(d1, d2) + int(uint16(st.Frame)>>8)&3
	sin, cos := physics.SinCos(uint8(a))
	st.XSpeed = physics.Fixed(int16((cos * -0x700) >> 8))
	st.YSpeed = physics.Fixed(int16((sin * -0x700) >> 8))
	st.Air = true
	st.RollJump = false
	st.Pushing = false
	st.Jumping = false
	s.s2Contact(k, physics.Hitbox, "bounce")
	return false
}
