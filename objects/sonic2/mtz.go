package sonic2

import "loopwright/physics"

// Metropolis's objects, each as its s2.asm routine runs it.

// Metropolis object ids (s2.asm ObjID_*).
const (
	s2SteamSpring = 0x42
	s2Asteron     = 0xA4
)

// Obj98 subtypes (SubObjData_Index entries) of the later zones' shots.
const (
	asteronShotSub = 0x30 // ObjA4_SubObjData2: 4 wide, collision $98
)

// lateProjectile runs the Obj98 shots of the later zones' badniks
// (Obj98_Main with ObjectMove as the movement: they do not fall), and
// reports whether slot k held one.
func (s *engine) lateProjectile(k int) bool {
	ob := s.slot(k)
	var w, coll uint8
	switch ob.Sub {
	case asteronShotSub, turtloidShotSub, cluckerShotSub, turretShotSub, rexonShotSub, silverSpikeSub:
		w, coll = 4, 0x98
	case nebulaBombSub:
		w, coll = 8, 0x8B
	default:
		return false
	}
	if ob.Routine == 0 {
		// LoadSubObject: render_flags gain on_screen, so the first
		// Obj98_Main does not delete it.
		ob.Routine = 2
		ob.Render |= physics.S2OnScreen
		ob.Width = w
		ob.Coll = coll
		return true
	}
	if ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
		return true
	}
	switch ob.Sub {
	case nebulaBombSub:
		objMoveAndFall(ob) // Obj98_NebulaBombFall
	case turtloidShotSub:
		objMove(ob) // Obj98_TurtloidShotMove
		animateSprite(ob, turtloidShotAnim)
	case cluckerShotSub:
		objMove(ob) // Obj98_CluckerShotMove
		animateSprite(ob, cluckerShotAnim)
	case turretShotSub:
		objMove(ob) // Obj98_WallTurretShotMove
		animateSprite(ob, turretShotAnim)
	default:
		objMove(ob)
	}
	s.markGone(k, ob.X.Pixel())
	return true
}

// turtloidShotAnim is Ani_TurtloidShot.
var turtloidShotAnim = [][]uint8{{1, 4, 5, aniEndLoop}}

// ---------------------------------------------------------------------------
// ObjA4 Asteron

// asteronShots is word_38A68: each spike's x and y offset, X and Y Speed
// (whole pixels, the high byte) and mapping frame.
var asteronShots = [5][5]int8{
	{0, -8, 0, -4, 2},
	{8, -4, 3, -1, 3},
	{8, 8, 3, 3, 4},
	{-8, 8, -3, 3, 4},
	{-8, -4, -3, -1, 3},
}

// asteronAnim is Ani_objA4.
var asteronAnim = [][]uint8{{1, 0, 1, aniEndLoop}}

// asteron is ObjA4, Metropolis's Asteron (collision $B: an enemy 8x8).
// It waits for the nearer player within $60 horizontally and $40
// vertically (loc_389B6); then, once the player is $10 to $5F away on an
// axis, it moves $40 a frame towards him on that axis (loc_389DA) for $40
// frames and explodes (loc_38A44: an Obj27 without an animal) into five
// spikes (Obj98, collision $98) flying apart.
func (s *engine) asteron(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2 // LoadSubObject
		ob.Width = 0x10
		ob.Coll = 0xB
		return
	case 2:
		_, d2, d3 := s.nearerPlayer(ob)
		if uint16(d2+0x60) < 0xC0 && uint16(d3+0x40) < 0x80 {
			ob.Routine = 4
		}
	case 4:
		p, d2, d3 := s.nearerPlayer(ob)
		if a := abs16(d2); a >= 0x10 && a < 0x60 {
			ob.XVel = -0x40
			if d2 < 0 {
				ob.XVel = 0x40
			}
			ob.Routine, ob.Timer = 6, 0x40
		}
		if a := abs16(d3); a >= 0x10 && a < 0x60 {
			// d1: the sub.w's carry, the object's y below the player's
			// unsigned.
			py := s.st.Y.Pixel()
			if p == 1 {
				py = s.st.P2.Body.Y.Pixel()
			}
			ob.YVel = -0x40
			if uint16(ob.Y.Pixel()) < uint16(py) {
				ob.YVel = 0x40
			}
			ob.Routine, ob.Timer = 6, 0x40
		}
	case 6:
		t := uint8(ob.Timer) - 1 // objoff_2A
		ob.Timer = int16(t)
		if int8(t) < 0 {
			ob.ID = s2Explosion
			ob.Routine = 2
			s.asteronBurst(k)
			break
		}
		objMove(ob)
		animateSprite(ob, asteronAnim)
	}
	s.markGone(k, ob.X.Pixel())
}

// asteronBurst is loc_38A58 (Obj_CreateProjectiles): the spikes, each in
// the first free slot after the last.
func (s *engine) asteronBurst(k int) {
	ob := s.slot(k)
	for i, c := range asteronShots {
		j := s.allocateAfter(k)
		if j < 0 {
			return
		}
		sh := physics.S2Obj{ID: s2Projectile, Sub: asteronShotSub, Layout: -1,
			X: ob.X + physics.FromPixels(int(c[0])), Y: ob.Y + physics.FromPixels(int(c[1])),
			XVel: physics.Fixed(int16(c[2]) << 8), YVel: physics.Fixed(int16(c[3]) << 8), MapFrame: uint8(c[4])}
		if i == 1 || i == 2 {
			sh.Render = physics.S2XFlip
		}
		*s.slot(j) = sh
	}
}

// ---------------------------------------------------------------------------
// Obj42 steam spring

// steamSpring is Obj42, Metropolis's steam spring: solid for each player
// (SolidObject_Always_SingleCharacter, half width $1B, half height $10),
// it rests $10 below its layout y, rises 8 a frame to it, puffs steam
// (two Obj42 at routine 4, $28 left and right) and waits $3C frames,
// sinks back and waits $3C frames (routine_secondary). A player standing
// on it while it rises is launched at Y Speed -$A00 (loc_26798), as a
// spring's subtype says (bit 7 stops his X Speed, bit 0 twirls him,
// bits 2-3 set his plane).
func (s *engine) steamSpring(k int) {
	ob := s.slot(k)
	if ob.Routine == 4 {
		s.steamPuff(k)
		return
	}
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x10
		ob.MapFrame = 7
		ob.BaseY = int16(ob.Y.Pixel()) // objoff_34
		ob.Timer2 = 0x10               // objoff_36
		ob.Y += physics.FromPixels(0x10)
	}
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, 0x1B, 0x10, 0x10, x, true, nil)
		if ob.Status&s.StandBit() != 0 && ob.Routine2 == 2 {
			s.steamLaunch(k)
		}
		s.s2Swap(p)
	}
	switch ob.Routine2 {
	case 0, 4:
		ob.Timer-- // objoff_32
		if ob.Timer < 0 {
			ob.Timer = 0x3B
			ob.Routine2 += 2
		}
	case 2:
		ob.Timer2 -= 8
		if ob.Timer2 == 0 {
			ob.Routine2 = 4
			s.steamPuffAt(k, 0x28, false)
			s.steamPuffAt(k, -0x28, true)
		}
		setYPixel(ob, int(ob.Timer2)+int(ob.BaseY))
	default:
		ob.Timer2 += 8
		if ob.Timer2 == 0x10 {
			ob.Routine2 = 0
		}
		setYPixel(ob, int(ob.Timer2)+int(ob.BaseY))
	}
	s.markGone(k, x)
}

// steamPuffAt is loc_2674C: a puff (Obj42 at routine 4) in the first
// free slot, dx right of the spring at its layout y.
func (s *engine) steamPuffAt(k, dx int, flip bool) {
	j := s.allocate()
	if j < 0 {
		return
	}
	ob := s.slot(k)
	p := physics.S2Obj{ID: s2SteamSpring, Routine: 4, Layout: -1, Width: 0x18, AnimDur: 7,
		X: ob.X + physics.FromPixels(dx), Y: physics.FromPixels(int(ob.BaseY))}
	if flip {
		p.Render = physics.S2XFlip
	}
	*s.slot(j) = p
}

// steamPuff is loc_2683A: every 8 frames the next mapping frame; it hurts
// (collision $A6) while on frame 3 and goes after frame 6.
func (s *engine) steamPuff(k int) {
	ob := s.slot(k)
	if ob.AnimDur > 0 {
		ob.AnimDur--
		return
	}
	ob.AnimDur = 7
	ob.Coll = 0
	ob.MapFrame++
	if ob.MapFrame == 3 {
		ob.Coll = 0xA6
	}
	if ob.MapFrame == 7 {
		s.deleteObject(k)
	}
}

// steamLaunch is loc_26798 for the player swapped in.
func (s *engine) steamLaunch(k int) {
	st := s.st
	ob := s.slot(k)
	st.YSpeed = -0xA00
	st.Air = true
	st.S2.On = 0
	st.Obj.On = 0
	st.Obj.Hurt = false
	st.Spindash = false
	if ob.Sub&0x80 != 0 {
		st.XSpeed = 0
	}
	if ob.Sub&1 == 0 {
		s.SpringAnim()
	}
	s.springTwirl(ob.Sub, false)
	s.springCommon(ob.Sub)
	s.s2Contact(k, physics.SolidTop, "spring")
}

// More of Metropolis's objects (s2.asm ObjID_*).
const (
	s2MTZPlatform  = 0x65
	s2SpringWall   = 0x66
	s2SpikeBlock   = 0x68
	s2FloorSpike   = 0x6D
	mtzCogRoutine  = 4 // Obj65's cog following its platform (loc_26EA4)
	mtzCogAlone    = 6 // Obj65's cog following MTZ_Platform_Cog_X (loc_26EC2)
	mtzPlatformMax = 8
)

// levelFrame is Level_frame_counter: the frame number (the title card's
// frames do not count).
func (s *engine) levelFrame() uint16 { return uint16(s.st.Frame) }

// mtzPlatformProps is Obj65_Properties, by (subtype >> 2) & $1C: width,
// y radius, travel (objoff_3C) and the mode a subtype with bit 7 takes.
var mtzPlatformProps = [4][4]uint8{
	{0x40, 0xC, 0x80, 1},
	{0x20, 0xC, 0x40, 3},
	{0x10, 0x10, 0x20, 0},
	{0x40, 0xC, 0x80, 7},
}

// mtzPlatform is Obj65, Metropolis's long platform: solid (SolidObject,
// half width its width + 5). By its mode (subtype & $F): 1 waits for its
// ButtonVine_Trigger and slides out its travel 2 a frame (2 then brings
// it back after $B4 frames); 7 slides back when triggered; 6 slides after
// a countdown; 3 slides $10 a frame while a player is in front of it and
// back when none; 4 waits for the main character to stand on it, then 5
// rides 2 a frame to its stop (MTZ_Platform_Cog_X follows it). The
// sliding modes move it under the players (d4 is the new x). Subtype $2x
// is a lone cog (display only), and a subtype with bit 7 has a cog
// beside it.
func (s *engine) mtzPlatform(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case mtzCogRoutine, mtzCogAlone:
		s.markGone(k, ob.X.Pixel())
		return
	case 0:
		ob.Routine = 2
		i := (ob.Sub >> 4) & 3
		pr := mtzPlatformProps[i]
		ob.Width, ob.YRad = pr[0], pr[1]
		ob.MapFrame = i
		if i == 1 {
			ob.Status |= physics.S2NoBalancing
		}
		if i == 2 {
			ob.Routine = mtzCogAlone
			s.markGone(k, ob.X.Pixel())
			return
		}
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel()) // objoff_34, objoff_30
		ob.Timer = int16(pr[2])                                       // objoff_3C
		if ob.Sub&0x80 != 0 {
			ob.B3E = ob.Sub & 0xF // objoff_3E: the trigger
			ob.Sub = pr[3]
			if pr[3] == 7 {
				ob.Timer2 = ob.Timer // objoff_3A
			}
			if j := s.allocateAfter(k); j >= 0 {
				c := physics.S2Obj{ID: s2MTZPlatform, Routine: mtzCogRoutine, Layout: -1, Width: 0x10, Parent: int16(k + 1),
					X: ob.X&^0xFF - physics.FromPixels(0x4C), Y: ob.Y&^0xFF + physics.FromPixels(0x14)}
				if ob.Status&physics.S2XFlip == 0 {
					c.X += physics.FromPixels(0x18)
					c.Render = physics.S2XFlip
				}
				*s.slot(j) = c
			}
			if r := ob.Respawn; r != 0 {
				s.st.S2.Respawn[2+int(r)] &^= 0x80
			}
		}
		ob.Sub &= 0xF
	}
	d4 := ob.X.Pixel() // objoff_2E
	if d := s.mtzPlatformMove(k); d >= 0 {
		d4 = d
	}
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, int(ob.Width)+5, int(ob.YRad), int(ob.YRad)+1, d4, false, nil)
		s.s2Swap(p)
	}
	if uint16(int(ob.BaseX)&0xFF80)-uint16(s.st.S2.Coarse) > 0x280 {
		if r := ob.Respawn; r != 0 {
			s.st.S2.Respawn[2+int(r)] &^= 0x80
		}
		s.deleteObject(k)
	}
}

// mtzPlatformMove runs the platform's mode; it returns the new x when the
// mode set objoff_2E to it, else -1.
func (s *engine) mtzPlatformMove(k int) int {
	ob := s.slot(k)
	trig := func() bool { return s.st.S2.Switch[ob.B3E&0xF]&1 != 0 }
	respawnBit := func(set bool) {
		if r := ob.Respawn; r != 0 {
			if set {
				s.st.S2.Respawn[2+int(r)] |= 1
			} else {
				s.st.S2.Respawn[2+int(r)] &^= 1
			}
		}
	}
	place := func(flipBase int) int { // loc_26CD0, loc_26D50, loc_26E1A
		d0 := int(ob.Timer2)
		if ob.Status&physics.S2XFlip != 0 {
			d0 = -d0 + flipBase
		}
		x := int(ob.BaseX) - d0
		setXPixel(ob, x)
		return int(uint16(x))
	}
	out := func() int { // loc_26CC2
		if ob.Timer != ob.Timer2 {
			ob.Timer2 += 2
			return place(0x80)
		}
		ob.Sub++
		ob.Timer3 = 0xB4
		ob.Flag = false
		respawnBit(true)
		return place(0x80)
	}
	back := func() int { // loc_26D46
		if ob.Timer2 != 0 {
			ob.Timer2 -= 2
			return place(0x80)
		}
		ob.Sub--
		ob.Timer3 = 0xB4
		ob.Flag = false
		respawnBit(false)
		return place(0x80)
	}
	switch ob.Sub {
	case 1:
		if !ob.Flag {
			if !trig() {
				return place(0x80)
			}
			ob.Flag = true
		}
		return out()
	case 6:
		if !ob.Flag {
			ob.Timer3--
			if ob.Timer3 != 0 {
				return place(0x80)
			}
			ob.Flag = true
		}
		return out()
	case 2:
		if !ob.Flag {
			ob.Timer3--
			if ob.Timer3 != 0 {
				return place(0x80)
			}
			ob.Flag = true
		}
		return back()
	case 7:
		if !ob.Flag {
			if !trig() {
				return place(0x80)
			}
			ob.Flag = true
		}
		return back()
	case 3:
		return s.mtzPlatformNear(k, place)
	case 4:
		if ob.Status&physics.S2P1Stand != 0 {
			ob.Sub++
		}
	case 5:
		x := uint16(ob.X.Pixel())
		if !ob.Flag {
			x += 2
			if s.s2.zoneAct == "mtz3" {
				if x == 0x1CC0 || x == 0x2940 {
					ob.Sub = 0
				}
			} else if x == 0x1BC0 {
				ob.Flag = true
			}
		} else {
			x -= 2
			if x == 0x1880 {
				ob.Flag = false
			}
		}
		setXPixel(ob, int(x))
		ob.BaseX = int16(x)
	}
	return -1
}

// mtzPlatformNear is loc_26D94 (mode 3): a player (either slot) within
// the area in front of it ($20 behind to $60 ahead of its start, $10
// above to $40 below) draws it out $10 a frame to its travel; otherwise
// it goes back $10 a frame.
func (s *engine) mtzPlatformNear(k int, place func(int) int) int {
	st := s.st
	ob := s.slot(k)
	d4, d5 := uint16(ob.BaseX-0x20), uint16(ob.BaseX+0x60)
	if ob.Status&physics.S2XFlip != 0 {
		d4, d5 = uint16(ob.BaseX-0xA0), uint16(ob.BaseX-0x20)
	}
	d2, d3 := uint16(ob.Y.Pixel()-0x10), uint16(ob.Y.Pixel()+0x40)
	in := func(x, y int) bool {
		return uint16(x) >= d4 && uint16(x) < d5 && uint16(y) >= d2 && uint16(y) < d3
	}
	near := in(st.X.Pixel(), st.Y.Pixel())
	px, py := 0, 0
	if st.P2.On {
		px, py = st.P2.Body.X.Pixel(), st.P2.Body.Y.Pixel()
	}
	if in(px, py) {
		near = true
	}
	if near {
		if ob.Timer == ob.Timer2 {
			return -1
		}
		ob.Timer2 += 0x10
	} else if ob.Timer2 != 0 {
		ob.Timer2 -= 0x10
	}
	return place(0x40)
}

// ---------------------------------------------------------------------------
// Obj66 spring wall

// springWall is Obj66, Metropolis's invisible spring wall: solid for each
// player (SolidObject_Always_SingleCharacter, half width $13, half
// height $40, or $80 with subtype bits 4-6), it throws a player in the
// air who touches its face (right, or left when x-flipped) away at $800
// and up at -$800 (0 with subtype bit 7), controls locked $F frames,
// twirling and setting the plane as a spring's subtype says
// (loc_2704C).
func (s *engine) springWall(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 8
		ob.YRad = 0x40
		ob.MapFrame = (ob.Sub >> 4) & 7
		if ob.MapFrame != 0 {
			ob.YRad = 0x80
		}
	}
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		st := s.st
		if d4, _ := s.s2Solid(k, 0x13, int(ob.YRad), int(ob.YRad)+1, x, true, nil); d4 == 1 && st.Air {
			f := ob.Status & physics.S2XFlip
			if uint16(x) >= uint16(st.X.Pixel()) {
				f ^= physics.S2XFlip
			}
			if f == 0 && !st.Obj.Hurt && !st.Dead {
				s.springWallThrow(k)
			}
		}
		s.s2Swap(p)
	}
	if uint16(x&0xFF80)-uint16(s.st.S2.Coarse) > 0x280 {
		s.deleteObject(k)
	}
}

// springWallThrow is loc_2704C for the player swapped in.
func (s *engine) springWallThrow(k int) {
	st := s.st
	ob := s.slot(k)
	st.XSpeed, st.YSpeed = -0x800, -0x800
	st.FacingLeft = true
	if ob.Status&physics.S2XFlip == 0 {
		st.FacingLeft = false
		st.XSpeed = 0x800
	}
	st.MoveLock = 0xF
	st.GSpeed = st.XSpeed
	if !st.Rolling {
		s.ObjWalkAnim() // loc_2704C
	}
	if ob.Sub&0x80 != 0 {
		st.YSpeed = 0
	}
	s.springTwirl(ob.Sub, true)
	s.springCommon(ob.Sub)
	ob.Status &^= s2P1Push | s2P2Push
	st.Pushing = false
	s.s2Contact(k, physics.SolidSide, "spring")
}

// ---------------------------------------------------------------------------
// Obj68 block with a spike around it, Obj6D floor spike

// spikeBlockColl is Obj68_CollisionFlags, by direction.
var spikeBlockColl = [4]uint8{0x84, 0xA6, 0x84, 0xA6}

// spikeBlock is Obj68, Metropolis's block (solid, half width $1B, half
// height $10) with a spike (a second Obj68, routine 4) that thrusts $20
// pixels out of one side ($800 a frame in 8.8), waits for the next
// multiple of 64 of Level_frame_counter, pulls back the same way and
// turns to the next side; it hurts (collision $84, 4x16, up and down;
// $A6, 16x4, sideways). Its first side and state come from
// Level_frame_counter and the subtype.
func (s *engine) spikeBlock(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width = 0x10
		if j := s.allocateAfter(k); j >= 0 {
			f := s.levelFrame() >> 6
			d1 := uint8(f>>1) + ob.Sub
			d1 &= 3
			*s.slot(j) = physics.S2Obj{ID: s2SpikeBlock, Routine: 4, Layout: -1, Width: 0x10,
				X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF, BaseX: int16(ob.X.Pixel()), BaseY: int16(ob.Y.Pixel()),
				Flag: f&1 != 0, Routine2: d1, MapFrame: d1, Coll: spikeBlockColl[d1]}
		}
		ob.MapFrame = 4
		fallthrough
	case 2:
		x := ob.X.Pixel()
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			s.s2Solid(k, 0x1B, 0x10, 0x11, x, false, nil)
			s.s2Swap(p)
		}
		s.markGone(k, x)
	case 4:
		s.spikeAction(k)
		off := int(uint16(ob.Timer) >> 8) // spikearoundblock_offset's high byte
		switch ob.Routine2 {
		case 0:
			setYPixel(ob, int(ob.BaseY)-off)
		case 1:
			setXPixel(ob, int(ob.BaseX)+off)
		case 2:
			setYPixel(ob, int(ob.BaseY)+off)
		case 3:
			setXPixel(ob, int(ob.BaseX)-off)
		}
		s.markGone(k, int(ob.BaseX))
	}
}

// spikeAction is Obj68_Spike_Action: Timer is spikearoundblock_offset
// (8.8), Flag spikearoundblock_position (out), Timer2
// spikearoundblock_waiting.
func (s *engine) spikeAction(k int) {
	ob := s.slot(k)
	if ob.Timer2 != 0 {
		if s.levelFrame()&0x3F != 0 {
			return
		}
		ob.Timer2 = 0
	}
	off := uint16(ob.Timer)
	if ob.Flag {
		if off >= 0x800 {
			ob.Timer = int16(off - 0x800)
			return
		}
		ob.Timer, ob.Flag, ob.Timer2 = 0, false, 1
		ob.Routine2 = (ob.Routine2 + 1) & 3
		ob.MapFrame = ob.Routine2
		ob.Coll = spikeBlockColl[ob.Routine2]
		return
	}
	off += 0x800
	if off >= 0x2000 {
		off = 0x2000
		ob.Flag, ob.Timer2 = true, 1
	}
	ob.Timer = int16(off)
}

// floorSpike is Obj6D, Metropolis's floor spike (collision $84: hurts,
// 4x16): when Level_frame_counter minus its subtype is a multiple of
// $80 it rises $20 pixels ($400 a frame in 8.8), stays 3 frames, sinks
// back and waits again (Obj6D_Action).
func (s *engine) floorSpike(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 4
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		ob.Coll = 0x84
	}
	// Timer: floorspike_offset, Flag: position, Timer2: waiting, Timer3: delay.
	switch {
	case ob.Timer3 != 0:
		ob.Timer3--
	case ob.Timer2 != 0 && (uint8(s.levelFrame())-ob.Sub)&0x7F != 0:
	default:
		ob.Timer2 = 0
		off := uint16(ob.Timer)
		if ob.Flag {
			if off >= 0x400 {
				ob.Timer = int16(off - 0x400)
			} else {
				ob.Timer, ob.Flag, ob.Timer2 = 0, false, 1
			}
		} else {
			off += 0x400
			if off >= 0x2000 {
				off = 0x2000
				ob.Flag, ob.Timer3 = true, 3
			}
			ob.Timer = int16(off)
		}
	}
	setYPixel(ob, int(ob.BaseY)-int(uint16(ob.Timer)>>8))
	s.markGone(k, int(ob.BaseX))
}

// ---------------------------------------------------------------------------
// Obj9F Shellcracker and its claw (ObjA0)

// Metropolis's badniks (s2.asm ObjID_*).
const (
	s2Shellcracker      = 0x9F
	s2ShellcrackerClaw  = 0xA0
	shellcrackerClawSub = 0x26 // ObjA0_SubObjData: $C wide, collision $9A
)

// shellcrackerAnim is Ani_obj9F.
var shellcrackerAnim = [][]uint8{{0xE, 0, 1, 2, aniEndLoop, 0}, {0xE, 0, 2, 1, aniEndLoop}}

// Shellcracker claw timings: byte_381A4 (the delay before each piece
// moves) and byte_38222 (how long it moves out and back).
var (
	clawDelay = [8]uint8{0, 3, 5, 7, 9, 0xB, 0xD, 0xF}
	clawReach = [8]uint8{0xD, 0xC, 0xA, 8, 6, 4, 2, 0}
)

// shellcrackerSees is the Shellcracker's look (loc_3804E, loc_380C4):
// the nearer player within $60 either way, on the side it faces (left,
// or right when x-flipped: a player right of an unflipped one is not
// seen).
func (s *engine) shellcrackerSees(ob *physics.S2Obj) bool {
	_, d2, _ := s.nearerPlayer(ob)
	if d2 < 0 && ob.Render&physics.S2XFlip == 0 {
		return false
	}
	return uint16(d2+0x60) < 0xC0
}

// shellcracker is Obj9F, Metropolis's Shellcracker (collision $A: an
// enemy 16x8). It walks at $40 along the floor (ObjCheckFloorDist, turning
// at a step of more than 8 up or $C down) for $141 frames, waits $3C and
// walks on; seeing a player it stops 9 frames and shoots its claw: eight
// pieces (ObjA0, collision $9A) that go out at $400 and come back one
// after another; when the first is back it waits $21 frames and walks
// again.
func (s *engine) shellcracker(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width, ob.Coll = 0x18, 0xA
		if ob.Render&physics.S2XFlip != 0 {
			ob.Status |= physics.S2XFlip
		}
		ob.XVel = -0x40
		ob.YRad, ob.XRad = 0xC, 0x18
		ob.Timer = 0x140 // objoff_2A
		return
	case 2:
		if s.shellcrackerSees(ob) {
			s.shellcrackerStop(ob)
			break
		}
		objMove(ob)
		d1 := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false)
		if d1 < -8 || d1 >= 0xC {
			ob.XVel = -ob.XVel
			ob.Routine, ob.MapFrame, ob.Timer = 4, 0, 0x3B
			break
		}
		setYPixel(ob, ob.Y.Pixel()+d1)
		ob.Timer--
		if ob.Timer < 0 {
			ob.Routine, ob.MapFrame, ob.Timer = 4, 0, 0x3B
			break
		}
		animateSprite(ob, shellcrackerAnim)
	case 4:
		if ob.Render&physics.S2OnScreen != 0 && s.shellcrackerSees(ob) {
			s.shellcrackerStop(ob)
			break
		}
		ob.Timer--
		if ob.Timer < 0 {
			ob.Routine, ob.Timer = 2, 0x140
		}
	case 6:
		switch ob.Routine2 {
		case 0:
			ob.Timer--
			if ob.Timer < 0 {
				ob.Routine2 = 2
				ob.MapFrame = 3
				s.shellcrackerClaws(k)
			}
		case 2:
			if ob.Flag { // objoff_2C: the first piece is back
				ob.Routine2 = 4
				ob.Timer = 0x20
			}
		case 4:
			ob.Timer--
			if ob.Timer < 0 {
				ob.Routine2 = 0
				ob.Flag = false
				ob.Routine, ob.Timer = 2, 0x140
			}
		}
	}
	s.markGone(k, ob.X.Pixel())
}

// shellcrackerStop is loc_380AE.
func (s *engine) shellcrackerStop(ob *physics.S2Obj) {
	ob.Routine, ob.MapFrame, ob.Timer = 6, 0, 8
}

// shellcrackerClaws is loc_38292: eight pieces, each after the last.
func (s *engine) shellcrackerClaws(k int) {
	ob := s.slot(k)
	for d1 := 0; d1 < 16; d1 += 2 {
		j := s.allocateAfter(k)
		if j < 0 {
			return
		}
		d2 := -0x14
		if ob.Render&physics.S2XFlip != 0 {
			d2 = 0x14
			if d1 != 0 {
				d2 -= 0xC
			}
		}
		*s.slot(j) = physics.S2Obj{ID: s2ShellcrackerClaw, Sub: shellcrackerClawSub, Layout: -1, MapFrame: 5,
			Parent: int16(k + 1), Index: int16(d1), X: ob.X&^0xFF + physics.FromPixels(d2), Y: ob.Y&^0xFF - physics.FromPixels(8)}
	}
}

// shellcrackerClaw is ObjA0 (Index is objoff_2E, the piece's number
// times 2; Timer and Timer2 the bytes objoff_2A and objoff_2B). Once its
// Shellcracker is gone it falls for $41 frames (loc_38280).
func (s *engine) shellcrackerClaw(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width, ob.Coll = 0xC, 0x9A
		if p := int(ob.Parent) - 1; p >= 0 {
			ob.Render |= s.slot(p).Render & physics.S2XFlip
		}
		if ob.Index != 0 {
			ob.MapFrame = 4
			ob.X += physics.FromPixels(6)
			ob.Y += physics.FromPixels(6)
		}
		ob.Timer = int16(clawDelay[(ob.Index>>1)&7])
	case 2:
		p := int(ob.Parent) - 1
		if p < 0 || s.slot(p).ID != s2Shellcracker {
			ob.Routine = 4
			ob.Timer3 = 0x40
			break
		}
		if s.clawStep(k) {
			return
		}
	case 4:
		objMoveAndFall(ob)
		ob.Timer3--
		if ob.Timer3 < 0 {
			s.deleteObject(k)
			return
		}
	}
	s.markGone(k, ob.X.Pixel())
}

// clawStep is the claw's routine_secondary (loc_381E0 to loc_38258); it
// reports deletion. The byte counters end when they reach 0 or below.
func (s *engine) clawStep(k int) bool {
	ob := s.slot(k)
	tick := func(v *int16) bool {
		b := int8(uint8(*v)) - 1
		*v = int16(uint8(b))
		return b <= 0
	}
	switch ob.Routine2 {
	case 0:
		if tick(&ob.Timer) {
			ob.Routine2 = 2
			if ob.Index >= 0xE {
				ob.Timer, ob.Timer2 = 0, 0xB // move.w #$B,objoff_2A
				break
			}
			ob.XVel = -0x400
			if ob.Render&physics.S2XFlip != 0 {
				ob.XVel = 0x400
			}
			r := clawReach[(ob.Index>>1)&7]
			ob.Timer, ob.Timer2 = int16(r), int16(r)
		}
	case 2:
		objMove(ob)
		if tick(&ob.Timer) {
			ob.Routine2 = 4
			ob.Timer = 8
		}
	case 4:
		if tick(&ob.Timer) {
			ob.Routine2 = 6
			ob.XVel = -ob.XVel
		}
	case 6:
		objMove(ob)
		if tick(&ob.Timer2) {
			if ob.Index == 0 {
				p := s.slot(int(ob.Parent) - 1)
				p.MapFrame = 0
				p.Flag = true
			}
			s.deleteObject(k)
			return true
		}
	}
	return false
}

// ---------------------------------------------------------------------------
// ObjA1 Slicer and its pincers (ObjA2)

const (
	s2Slicer        = 0xA1
	s2SlicerPincers = 0xA2
	slicerPincerSub = 0x2A // ObjA2_SubObjData: $10 wide, collision $9A
)

// The Slicer's and its pincers' animations (Ani_objA1, Ani_objA2).
var (
	slicerAnim = [][]uint8{{0x13, 0, 2, aniEndLoop}}
	pincerAnim = [][]uint8{{3, 5, 6, 7, 8, aniEndLoop}}
)

// orientBits is Obj_GetOrientationToPlayer's d0 and d1: 2 when the
// nearer player is right of (d0) or below (d1, unsigned) the object.
func (s *engine) orientBits(ob *physics.S2Obj) (d0, d1 int, d2, d3 int) {
	p, d2, d3 := s.nearerPlayer(ob)
	if d2 < 0 {
		d0 = 2
	}
	py := s.st.Y.Pixel()
	if p == 1 {
		py = s.st.P2.Body.Y.Pixel()
	}
	if uint16(ob.Y.Pixel()) < uint16(py) {
		d1 = 2
	}
	return d0, d1, d2, d3
}

// slicer is ObjA1, Metropolis's Slicer (collision 6: an enemy 16x16). It
// walks at $40 along the floor, turning after $3C frames at a step; when
// on screen and facing the nearer player within $80 by $40 it stops 9
// frames and throws its two pincers (ObjA2, collision $9A), which home
// in on the nearer player (accelerating $10 a frame to at most $200) for
// $79 frames, then fall for $61; the Slicer stays put without them.
func (s *engine) slicer(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width, ob.Coll = 0x10, 6
		ob.XVel = -0x40
		if ob.Render&physics.S2XFlip != 0 {
			ob.XVel = 0x40
		}
		ob.YRad, ob.XRad = 0x10, 0x10
		return
	case 2:
		if ob.Render&physics.S2OnScreen != 0 {
			d0, _, d2, d3 := s.orientBits(ob)
			if ob.Render&physics.S2XFlip != 0 {
				d0 -= 2
			}
			if d0 == 0 && uint16(d2+0x80) < 0x100 && uint16(d3+0x40) < 0x80 {
				ob.Routine, ob.MapFrame, ob.Timer = 6, 3, 8
				break
			}
		}
		objMove(ob)
		d1 := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false)
		if d1 < -8 || d1 >= 0xC {
			ob.Routine, ob.Timer = 4, 0x3B
			break
		}
		setYPixel(ob, ob.Y.Pixel()+d1)
		animateFlip(ob, slicerAnim)
	case 4:
		ob.Timer--
		if int8(ob.Timer) < 0 {
			ob.Routine = 2
			ob.XVel = -ob.XVel
			ob.Status ^= physics.S2XFlip
		}
	case 6:
		ob.Timer--
		if int8(ob.Timer) < 0 {
			ob.Routine, ob.MapFrame = 8, 4
			s.slicerPincers(k)
		}
	}
	s.markGone(k, ob.X.Pixel())
}

// slicerPincerOffsets is ObjA1_Pincer_Offsets.
var slicerPincerOffsets = [2][2]int8{{6, 0}, {-0x10, 0}}

// slicerPincers is ObjA1_LoadPincers: two pincers after the Slicer,
// thrown at $200 the way it faces.
func (s *engine) slicerPincers(k int) {
	ob := s.slot(k)
	for _, o := range slicerPincerOffsets {
		j := s.allocateAfter(k)
		if j < 0 {
			return
		}
		p := physics.S2Obj{ID: s2SlicerPincers, Sub: slicerPincerSub, Layout: -1, Render: ob.Render, MapFrame: 5,
			Timer: 0x78, Parent: int16(k + 1), XVel: -0x200, Y: ob.Y &^ 0xFF}
		dx := int(o[0])
		if p.Render&physics.S2XFlip != 0 {
			p.XVel = 0x200
			p.Status |= physics.S2XFlip
			dx = -dx
		}
		p.X = physics.FromPixels(ob.X.Pixel() + dx)
		p.Y += physics.FromPixels(int(o[1]))
		*s.slot(j) = p
	}
}

// slicerPincer is ObjA2 (Timer is objoff_2A).
func (s *engine) slicerPincer(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width, ob.Coll = 0x10, 0x9A // its render flags are the Slicer's, on screen
	case 2:
		if ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
		ob.Timer--
		p := int(ob.Parent) - 1
		if ob.Timer >= 0 && p >= 0 && s.slot(p).ID == s2Slicer {
			d0, d1, _, _ := s.orientBits(ob)
			acc := [2]physics.Fixed{-0x10, 0x10}
			ob.XVel += acc[d0/2]
			ob.YVel += acc[d1/2]
			ob.XVel, ob.YVel = capSpeed(ob.XVel, 0x200), capSpeed(ob.YVel, 0x200)
			objMove(ob)
			animateFlip(ob, pincerAnim)
			break
		}
		ob.Routine = 4
		ob.Timer = 0x60
		fallthrough
	case 4:
		ob.Timer--
		if ob.Timer < 0 {
			s.deleteObject(k)
			return
		}
		objMoveAndFall(ob)
		animateFlip(ob, pincerAnim)
	}
	s.markGone(k, ob.X.Pixel())
}

// capSpeed is one axis of Obj_CapSpeed: the speed within -max..max
// (unsigned compares, as the game makes them).
func capSpeed(v physics.Fixed, max uint16) physics.Fixed {
	u := uint16(int16(v))
	if int16(u) >= 0 {
		if u > max {
			u = max
		}
	} else if u < -max {
		u = -max
	}
	return physics.Fixed(int16(u))
}

// ---------------------------------------------------------------------------
// Obj06 as Metropolis's rotating cylinder

// cylinder is Obj06_Cylinder (Obj06 with subtype bit 7, routine 4): a
// player alive whose feet are 1 to $10 below its y + 60 and within $C0
// of its x is put on it (RideObject_SetRide), his y moved up by that
// depth less 3, with his angle (MTZCylinder_Angle_Sonic/_Tails, B3E and B3F
// here) 0; while he stays on the ground within it his y follows the
// cosine of that angle ($28 pixels round its y) and it turns 4 a frame;
// jumping off, his Y Speed is halved near the top (angle + $20 below $40)
// or stopped; leaving its $180 pixels he falls off.
func (s *engine) cylinder(k int) {
	ob := s.slot(k)
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		angle := &ob.B3E
		if p == 1 {
			angle = &ob.B3F
		}
		s.cylinderPlayer(k, angle)
		s.s2Swap(p)
	}
	if uint16(ob.X.Pixel()&0xFF80)-uint16(s.st.S2.Coarse) > 0x280 { // Obj06_ChkDel
		s.deleteObject(k)
	}
}

// cylinderPlayer is the cylinder's part for the player swapped in.
func (s *engine) cylinderPlayer(k int, angle *uint8) {
	st := s.st
	ob := s.slot(k)
	fall := func() { // loc_218A8
		s.s2Release(k)
		st.P.Anim.FlipsLeft, st.P.Anim.FlipSpeed = 0, 4
		st.Air = true
	}
	if ob.Status&s.StandBit() == 0 {
		if dx := int(int16(st.X.Pixel() - ob.X.Pixel())); dx < -0xC0 || dx >= 0xC0 {
			return
		}
		top := uint16(ob.Y.Pixel() + 60)
		feet := uint16(st.Y.Pixel() + st.YRadius + 4)
		if top > feet {
			return
		}
		d0 := top - feet
		if d0 < 0xFFF0 || st.Dead { // $10 above his feet to 1 (d0 = 0 included: blo)
			return
		}
		st.Y = physics.FromPixels(st.Y.Pixel()+int(int16(d0))+3) | st.Y&0xFF
		s.rideObject(k)
		*angle = 0
		if st.GSpeed == 0 {
			st.GSpeed = 1
		}
		return
	}
	if st.Air {
		if *angle+0x20 < 0x40 {
			st.YSpeed >>= 1 // asr y_vel
		} else {
			st.YSpeed = 0
		}
		fall()
		return
	}
	if d0 := int(int16(st.X.Pixel()-ob.X.Pixel())) + 0xC0; d0 < 0 || d0 >= 0x180 {
		fall()
		return
	}
	if st.S2.On == 0 { // btst on_object
		return
	}
	_, cos := physics.SinCos(*angle)
	y := ob.Y.Pixel() + int(int16((int32(cos)*0x2800)>>16)) - (st.YRadius - 0x13)
	st.Y = physics.FromPixels(y) | st.Y&0xFF
	st.P.Anim.Flip = *angle
	*angle += 4
	if st.GSpeed == 0 {
		st.GSpeed = 1
	}
}

// ---------------------------------------------------------------------------
// Obj64 twin stompers, Obj6B immobile (and moving) platform

const (
	s2TwinStompers = 0x64
	s2MTZBlock     = 0x6B
)

// twinStompersProps is Obj64_Properties by (subtype >> 2) & $1C: width,
// half height (objoff_2E) and travel (objoff_3C).
var twinStompersProps = [2][3]uint8{{0x40, 0xC, 0x40}, {0x10, 0x20, 0x40}}

// twinStompers is Obj64, Metropolis's twin stompers: solid while on
// screen (half width its width + $B, half height objoff_2E). Mode 1 waits
// $5B frames, goes down 8 a frame to its travel ($40), waits $5B frames
// and comes back up 8 a frame (loc_269FA); x-flipped it starts down.
func (s *engine) twinStompers(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		i := (ob.Sub >> 4) & 1
		pr := twinStompersProps[i]
		ob.Width, ob.B3E = pr[0], pr[1] // B3E: objoff_2E, the solid half height
		ob.MapFrame = (ob.Sub >> 4) & 7
		if ob.MapFrame == 0 {
			ob.YRad = 0x6C
			ob.Render |= s2ExplicitHeight // BuildSprites checks y by y_radius
		}
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel()) // objoff_34, objoff_30
		ob.Timer = int16(pr[2])                                       // objoff_3C
		ob.Sub &= 0xF
	}
	x := ob.X.Pixel()
	if ob.Sub == 1 {
		// Timer2 objoff_3A (the drop), Timer3 objoff_36 (the wait), Flag objoff_38.
		if !ob.Flag {
			if ob.Timer2 != 0 {
				ob.Timer2 -= 8
			} else if ob.Timer3--; ob.Timer3 < 0 {
				ob.Timer3 = 0x5A
				ob.Flag = true
			}
		}
		if ob.Flag {
			if ob.Timer2 != ob.Timer {
				ob.Timer2 += 8
			} else if ob.Timer3--; ob.Timer3 < 0 {
				ob.Timer3 = 0x5A
				ob.Flag = false
			}
		}
		d0 := int(ob.Timer2)
		if ob.Status&physics.S2XFlip != 0 {
			d0 = -d0 + 0x40
		}
		setYPixel(ob, int(ob.BaseY)+d0)
	}
	if ob.Render&physics.S2OnScreen != 0 {
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			s.s2Solid(k, int(ob.Width)+0xB, int(ob.B3E), int(ob.B3E)+1, x, false, nil)
			s.s2Swap(p)
		}
	}
	if uint16(int(ob.BaseX)&0xFF80)-uint16(s.st.S2.Coarse) > 0x280 {
		s.deleteObject(k)
	}
}

// mtzBlockProps is Obj6B_Properties: width, half height, mapping frame.
var mtzBlockProps = [2][3]uint8{{32, 12, 1}, {16, 16, 0}}

// mtzBlock is Obj6B, the Metropolis (and Chemical Plant) block: solid
// while on screen (half width its width + $B). Its mode (subtype & $F):
// 0 still; 1, 2 sway sideways and 3, 4 up and down by the oscillators
// (Oscillating_Data+8: $40, +$1C: $80; x-flipped the other way); 5 bobs
// until stood on, then 6 sinks, accelerating 8 a frame, to below the
// camera's bottom limit; 7, stood on, descends easing in and out ($2A8
// at the middle); 8 to $B go round a square (the stairs, by Oscillating
// Data +$28 to +$36).
func (s *engine) mtzBlock(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		pr := mtzBlockProps[(ob.Sub>>4)&1]
		if (ob.Sub>>4)&7 > 1 {
			pr = [3]uint8{0, 0, 0} // past the table: the next bytes of code, none placed
		}
		ob.Width, ob.YRad, ob.MapFrame = pr[0], pr[1], pr[2]
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		ob.B3E = ob.Status // obj6B_base_flip
		if m := int(ob.Sub & 0xF); m >= 8 {
			if int16(s.st.S2.Osc[10+m-8][1]) < 0 {
				ob.B3E ^= physics.S2XFlip
			}
		}
	}
	x0 := ob.X.Pixel()
	s.mtzBlockMove(k)
	if ob.Render&physics.S2OnScreen != 0 {
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			s.s2Solid(k, int(ob.Width)+0xB, int(ob.YRad), int(ob.YRad)+1, x0, false, nil)
			s.s2Swap(p)
		}
	}
	s.markGone(k, int(ob.BaseX))
}

// mtzBlockMove is Obj6B_Types.
func (s *engine) mtzBlockMove(k int) {
	ob := s.slot(k)
	flip := ob.Status&physics.S2XFlip != 0
	sway := func(d0, d1 int) int {
		if flip {
			d0 = -d0 + d1
		}
		return d0
	}
	switch m := ob.Sub & 0xF; m {
	case 1:
		setXPixel(ob, int(ob.BaseX)-sway(int(s.osc(2)), 0x40))
	case 2:
		setXPixel(ob, int(ob.BaseX)-sway(int(s.osc(7)), 0x80))
	case 3:
		setYPixel(ob, int(ob.BaseY)-sway(int(s.osc(2)), 0x40))
	case 4:
		setYPixel(ob, int(ob.BaseY)-sway(int(s.osc(7)), 0x80))
	case 5:
		setYPixel(ob, int(ob.BaseY)+int(s.osc(0)>>1))
		if ob.Status&(physics.S2P1Stand|physics.S2P2Stand) != 0 {
			ob.Sub++
		}
	case 6:
		ob.Y += ob.YVel
		ob.YVel += 8
		if uint16(s.st.Cam.MaxY+physics.ScreenHeight) < uint16(ob.Y.Pixel()) {
			ob.Sub = 0
		}
	case 7:
		acc := int8(ob.B3F) // obj6B_acceleration
		if acc == 0 {
			if ob.Status&(physics.S2P1Stand|physics.S2P2Stand) == 0 {
				return
			}
			acc = 8
		}
		objMove(ob)
		setYPixel(ob, ob.Y.Pixel()&0x7FF)
		if ob.YVel == 0x2A8 {
			acc = -acc
		}
		ob.B3F = uint8(acc)
		ob.YVel += physics.Fixed(acc)
		if ob.YVel == 0 {
			ob.Sub = 0
		}
	case 8, 9, 10, 11:
		radius := [4]int{0x10, 0x30, 0x50, 0x70}[m-8]
		o := &s.st.S2.Osc[10+m-8]
		d0 := int(uint8(o[0] >> 8))
		if m == 8 {
			d0 >>= 1
		}
		if o[1] == 0 {
			ob.B3E = (ob.B3E + physics.S2XFlip) & (physics.S2XFlip | physics.S2YFlip)
		}
		d1 := radius
		switch ob.B3E & (physics.S2XFlip | physics.S2YFlip) {
		case 0:
			setXPixel(ob, d0-d1+int(ob.BaseX))
			setYPixel(ob, int(ob.BaseY)-d1)
		case 1:
			setYPixel(ob, -(d0-(d1-1))+int(ob.BaseY))
			setXPixel(ob, d1+int(ob.BaseX))
		case 2:
			setXPixel(ob, -(d0-(d1-1))+int(ob.BaseX))
			setYPixel(ob, d1+int(ob.BaseY))
		default:
			setYPixel(ob, d0-d1+int(ob.BaseY))
			setXPixel(ob, int(ob.BaseX)-d1)
		}
	}
}

// ---------------------------------------------------------------------------
// Obj6A Metropolis's platform that moves when walked off, Mystic Cave's
// crates

const s2WalkOffPlatform = 0x6A

// Obj6A's motions (X Speed, Y Speed, frames): byte_27CDC (Metropolis),
// byte_27CF4 and byte_27D12 (Mystic Cave, x-flipped), indexed by
// objoff_38 in steps of 6 bytes, wrapping after four.
var (
	walkOffMotions   = [5][3]int16{{0, 0x400, 0x10}, {0x400, -0x200, 0x20}, {0, 0x400, 0x10}, {-0x400, -0x200, 0x20}, {0, 0x100, 0x40}}
	crateMotions     = [5][3]int16{{0, 0x100, 0x40}, {-0x100, 0, 0x80}, {0, -0x100, 0x40}, {0x100, 0, 0x80}, {0x100, 0, 0x40}}
	crateMotionsFlip = [5][3]int16{{0, 0x100, 0x40}, {0x100, 0, 0x80}, {0, -0x100, 0x40}, {-0x100, 0, 0x80}, {-0x100, 0, 0x40}}
)

// walkOffPlatform is Obj6A: in Metropolis (routine 2) a platform
// (solid on screen, half width $2B, half height $C) that, each time a
// player walks off it, makes its next move of byte_27CDC; in Mystic Cave
// (routine 4) a crate (half height $20) going round its square without
// stopping, subtype $18 bringing two more crates $40 below either side
// (Obj6A_InitSubObject).
func (s *engine) walkOffPlatform(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width, ob.YRad = 0x20, 0xC
		ob.MapFrame = 1
		sub := ob.Sub
		if s.isZone("mcz") {
			ob.Routine = 4
			ob.YRad = 0x20
			ob.MapFrame = 0
			if ob.Sub == 0x18 {
				for _, c := range [2][2]int{{0x40, 6}, {-0x40, 0xC}} {
					j := s.allocateAfter(k)
					if j < 0 {
						break
					}
					cs := uint8(c[1])
					if ob.Status&physics.S2XFlip != 0 {
						cs = 0x12 - cs
					}
					*s.slot(j) = physics.S2Obj{ID: s2WalkOffPlatform, Sub: cs, Layout: -1, Status: ob.Status,
						X: ob.X&^0xFF + physics.FromPixels(c[0]), Y: ob.Y&^0xFF + physics.FromPixels(0x40),
						BaseX: int16(ob.X.Pixel()), BaseY: int16(ob.Y.Pixel())}
				}
				ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
			}
		} else {
			ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		}
		ob.Index = int16(sub) // objoff_38
		s.walkOffNext(ob)
		return
	}
	x0 := ob.X.Pixel()
	if ob.Routine == 2 && !ob.Flag { // objoff_36: moving
		now, was := ob.Status, ob.B3E // objoff_3C: the status last seen stood on
		p2 := true
		if now&physics.S2P1Stand != 0 {
			ob.B3E = now
		} else if was&physics.S2P1Stand != 0 {
			ob.Flag, ob.B3E = true, 0
			p2 = false
		}
		if p2 {
			if now&physics.S2P2Stand != 0 {
				ob.B3E = now
			} else if was&physics.S2P2Stand != 0 {
				ob.Flag, ob.B3E = true, 0
			}
		}
	} else {
		objMove(ob)
		ob.Timer-- // objoff_34
		if ob.Timer == 0 {
			s.walkOffNext(ob)
		}
	}
	if ob.Render&physics.S2OnScreen != 0 {
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			s.s2Solid(k, int(ob.Width)+0xB, int(ob.YRad), int(ob.YRad)+1, x0, false, nil)
			s.s2Swap(p)
		}
	}
	s.markGone(k, int(ob.BaseX))
}

// walkOffNext is loc_27CA2: the next motion, and it stops (objoff_36).
func (s *engine) walkOffNext(ob *physics.S2Obj) {
	t := &walkOffMotions
	if ob.Routine == 4 {
		t = &crateMotions
		if ob.Status&physics.S2XFlip != 0 {
			t = &crateMotionsFlip
		}
	}
	i := int(uint8(ob.Index)) / 6
	if i >= len(t) {
		i = len(t) - 1
	}
	ob.XVel, ob.YVel, ob.Timer = physics.Fixed(t[i][0]), physics.Fixed(t[i][1]), t[i][2]
	ob.Flag = false
	ob.Index = int16(uint8(ob.Index) + 6)
	if uint8(ob.Index) >= 6*4 {
		ob.Index = 0
	}
}

// ---------------------------------------------------------------------------
// Obj6E platform moving in a circle

const s2CirclingPlatform = 0x6E

// circlingProps is byte_283C0 by (subtype >> 4) & 7 (width, half
// height). Its four entries end where Obj6E_Init's code begins, and the
// game reads entries 4 to 7 from that code's bytes: addq.b #2,routine(a0)
// ($5428 $0024) and move.l #Obj6E_MapUnc_2852C,mappings(a0) ($217C
// $0002 ...); those forms are solid (only frame 3 is the indent).
var circlingProps = [8][2]uint8{{0x10, 0xC}, {0x28, 8}, {0x60, 0x18}, {0xC, 0xC},
	{0x54, 0x28}, {0x00, 0x24}, {0x21, 0x7C}, {0x00, 0x02}}

// circlingPlatform is Obj6E, Metropolis's platform going round a circle
// by the oscillators (Oscillating_Data+$20 and +$24, less $38; subtype
// bit 0 the other way round, bit 1 a quarter turn on), solid (half width
// its width + $B); its frame 3 is the wheel's indent, on half the circle,
// not solid.
func (s *engine) circlingPlatform(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		i := int(ob.Sub>>4) & 7
		ob.Width, ob.YRad = circlingProps[i][0], circlingProps[i][1]
		ob.MapFrame = uint8(i)
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel()) // objoff_34, objoff_30
		if i == 3 {
			ob.Routine = 4
		}
	}
	a, b := s.osc(8), s.osc(9)
	var d1, d2 int
	if ob.Routine == 4 {
		d1, d2 = int(int8(a>>1-0x1C)), int(int8(b>>1-0x1C))
	} else {
		d1, d2 = int(int8(a-0x38)), int(int8(b-0x38))
	}
	if ob.Sub&1 != 0 {
		d1, d2 = -d1, -d2
	}
	if ob.Sub&2 != 0 {
		d1, d2 = d2, -d1
	}
	x0 := ob.X.Pixel()
	setXPixel(ob, int(ob.BaseX)+d1)
	setYPixel(ob, int(ob.BaseY)+d2)
	if ob.Routine == 2 {
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			s.s2Solid(k, int(ob.Width)+0xB, int(ob.YRad), int(ob.YRad)+1, x0, false, nil)
			s.s2Swap(p)
		}
	}
	if uint16(int(ob.BaseX)&0xFF80)-uint16(s.st.S2.Coarse) > 0x280 {
		if r := ob.Respawn; r != 0 {
			s.st.S2.Respawn[2+int(r)] &^= 0x80
		}
		s.deleteObject(k)
	}
}

// ---------------------------------------------------------------------------
// Obj70 giant cog

const s2GiantCog = 0x70

// cogPositions is Obj70_Positions: four turns of a sixteenth each (rows
// of $18 bytes), eight teeth (x, y from the centre, mapping frame).
var cogPositions = [32][3]int8{
	{0, -0x48, 0}, {0x32, -0x32, 4}, {0x48, 0, 8}, {0x32, 0x32, 0xC}, {0, 0x48, 0x10}, {-0x32, 0x32, 0x14}, {-0x48, 0, 0x18}, {-0x32, -0x32, 0x1C},
	{0xD, -0x48, 1}, {0x3F, -0x26, 5}, {0x48, 0xC, 9}, {0x27, 0x3C, 0xD}, {-0xD, 0x48, 0x11}, {-0x3F, 0x26, 0x15}, {-0x48, -0xC, 0x19}, {-0x27, -0x3C, 0x1D},
	{0x19, -0x44, 2}, {0x46, -0x17, 6}, {0x46, 0x17, 0xA}, {0x19, 0x44, 0xE}, {-0x19, 0x44, 0x12}, {-0x46, 0x17, 0x16}, {-0x46, -0x17, 0x1A}, {-0x19, -0x44, 0x1E},
	{0x27, -0x3C, 3}, {0x48, -0xC, 7}, {0x3F, 0x26, 0xB}, {0xD, 0x48, 0xF}, {-0x27, 0x3C, 0x13}, {-0x48, 0xC, 0x17}, {-0x3F, -0x26, 0x1B}, {-0xD, -0x48, 0x1F},
}

// cogToothSizes is byte_28706: each tooth's solid half width and half
// height by its mapping frame & $F.
var cogToothSizes = [16][2]uint8{
	{0x10, 0x10}, {0x10, 0x10}, {0x10, 0x10}, {0x10, 0x10}, {0x10, 0x10}, {0x10, 0x10}, {0x10, 0x10}, {0x10, 0xC},
	{0x10, 8}, {0x10, 0xC}, {0x10, 0x10}, {0x10, 0x10}, {0x10, 0x10}, {0x10, 0x10}, {0x10, 0x10}, {0x10, 0x10},
}

// giantCog is Obj70, Metropolis's giant cog: eight solid teeth (the
// layout object and seven Obj70 after it) round its point that every
// 16th frame (Level_frame_counter & $F = 0) turn a sixteenth clockwise
// (anticlockwise when x-flipped), each solid by its frame (byte_28706).
// Timer is objoff_34 (the tooth's place, 3 bytes a tooth), Timer2
// objoff_36 (the turn's row, $18 bytes).
func (s *engine) giantCog(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		cx, cy := ob.X.Pixel(), ob.Y.Pixel()
		ob.Status |= physics.S2NoBalancing // the teeth copy it (Obj70_LoadSubObject)
		for i := 0; i < 8; i++ {
			j := k
			if i > 0 {
				if j = s.allocateAfter(k); j < 0 {
					break
				}
				*s.slot(j) = physics.S2Obj{ID: s2GiantCog, Layout: -1, Status: ob.Status}
			}
			t := s.slot(j)
			t.Routine = 2
			t.Width = 0x10
			t.BaseX, t.BaseY = int16(cx), int16(cy) // objoff_32, objoff_30
			p := cogPositions[i]
			setXPixel(t, cx+int(p[0]))
			setYPixel(t, cy+int(p[1]))
			t.MapFrame = uint8(p[2])
			t.Timer = int16(3 * i)
		}
		ob = s.slot(k)
	}
	x0 := ob.X.Pixel()
	if s.levelFrame()&0xF == 0 {
		d1 := int(ob.Timer2)
		if ob.Status&physics.S2XFlip != 0 {
			d1 -= 0x18
			if d1 < 0 {
				d1 = 0x48
				ob.Timer -= 3
				if ob.Timer < 0 {
					ob.Timer = 0x15
				}
			}
		} else {
			d1 += 0x18
			if d1 >= 0x60 {
				d1 = 0
				ob.Timer += 3
				if ob.Timer >= 0x18 {
					ob.Timer = 0
				}
			}
		}
		ob.Timer2 = int16(d1)
		p := cogPositions[(d1+int(ob.Timer))/3]
		setXPixel(ob, int(ob.BaseX)+int(p[0]))
		setYPixel(ob, int(ob.BaseY)+int(p[1]))
		ob.MapFrame = uint8(p[2])
	}
	sz := cogToothSizes[ob.MapFrame&0xF]
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, int(sz[0]), int(sz[1]), int(sz[1]), x0, false, nil)
		s.s2Swap(p)
	}
	if uint16(int(ob.BaseX)&0xFF80)-uint16(s.st.S2.Coarse) > 0x280 {
		s.deleteObject(k)
	}
}
