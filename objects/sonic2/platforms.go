package sonic2

import "loopwright/physics"

// The objects shared across zones (platforms, collapsing floors, buttons,
// barriers, breakable blocks), each as its s2.asm routine runs it, and
// the dispatch of the Chemical Plant, Aquatic Ruin, Casino Night and Hill
// Top objects of cpz.go, arz.go, cnz.go and htz.go that runS2Object does
// not name itself.

// Object ids (s2.asm ObjID_*).
const (
	s2CPZPlatform = 0x19
)

// runZoneObject runs the object in slot k when it is one of this file's
// zones' objects, reporting whether it was.
func (s *engine) runZoneObject(k int) bool {
	switch s.slot(k).ID {
	case s2CPZPlatform:
		s.cpzPlatform(k)
	case s2ArrowShooter:
		s.arrowShooter(k)
	case s2PressureSpring:
		s.pressureSpring(k)
	case s2SpinTube:
		s.spinTube(k)
	case s2BreakableBlock:
		s.breakableBlock(k)
	case s2Barrier:
		s.barrier(k)
	case s2PinballSwitch:
		s.pinballSwitch(k) // cnz_pinball.go
	case s2Conveyor:
		s.conveyor(k) // cnz_pinball.go
	case s2DiagonalLift:
		s.diagonalLift(k) // htz.go
	case s2ChopChop:
		s.chopChop(k) // arz.go
	case s2SmallBubble:
		s.smallBubble(k) // arz.go
	case s2Bubbles:
		s.bubbles24(k) // arz_bubbles.go
	case s2Leaves:
		s.leaves(k) // arz_leaves.go
	case s2RotatingPlatforms:
		s.rotatingPlatforms(k) // arz_rotating.go
	case s2Whisp:
		s.whisp(k) // arz_whisp.go
	case s2FallingPlatform:
		s.fallingPlatform(k) // arz_falling.go
	case s2SwingingPlatform:
		s.swingingPlatform(k) // arz_swing.go
	case s2TubeSpring:
		s.tubeSpring(k) // cpz.go
	case s2BlueBalls:
		s.blueBalls(k) // cpz.go
	case s2CollapsingPlatform:
		s.collapsingPlatform(k)
	case s2Button:
		s.button(k)
	case s2Stairs:
		s.stairs(k) // cpz.go
	case s2Spiker:
		s.spiker(k) // htz.go
	case s2SpikerDrill:
		s.spikerDrill(k) // htz.go
	case s2Rexon, s2Rexon2:
		s.rexon(k) // htz_rexon.go
	case s2RexonHead:
		s.rexonHead(k) // htz_rexon.go
	case s2FlashBlocks:
		s.flashBlocks(k) // cnz_blocks.go
	case s2PullSpring:
		s.pullSpring(k) // cnz_pullspring.go
	case s2TippingPipe:
		s.tippingPipe(k) // cpz_pipe.go
	case s2SidewaysPform:
		s.sidewaysPform(k) // cpz_waterplatform.go
	case s2DroppingPillar:
		s.droppingPillar(k) // arz.go
	default:
		return false
	}
	return true
}

// zoneSolidSize is s2SolidSize for this file's objects (Routine past
// 0): the solid half width, half height and whether only the top is
// solid.
func zoneSolidSize(ob *physics.S2Obj) (int, int, bool) {
	switch ob.ID {
	case s2CPZPlatform:
		return int(ob.Width), 0x11, true
	case s2PressureSpring:
		return 0x27, 8, false
	case s2Barrier:
		return int(ob.Width) + 0xB, 0x20, false
	case s2Button:
		return 0x1B, 4, false
	case s2Stairs:
		return 0x1B, 0x10, false
	case s2TippingPipe:
		return tippingPipeSolid(ob) // cpz_pipe.go
	case s2SidewaysPform:
		return int(ob.Width), 8, true
	case s2PullSpring:
		switch ob.Routine {
		case 2:
			return 0x23, 0x20, false // Obj85_Up
		case 4:
			return 0x23, 8, false // Obj85_Diagonal
		}
	case s2FlashBlocks:
		if ob.Timer == 0 {
			w, h := flashBlockBox(ob) // cnz_blocks.go
			return w, h, false
		}
	case s2DroppingPillar:
		return int(ob.Width) + 0xB, int(ob.YRad), false
	case s2RotatingPlatforms:
		if ob.Render&physics.S2Child == 0 {
			return int(ob.Width) + 0xB, 9, true // arz_rotating.go
		}
	case s2FallingPlatform:
		return int(ob.Width) + 0xB, int(ob.YRad), false // arz_falling.go
	case s2SwingingPlatform:
		if r := ob.Routine; ob.Render&physics.S2Child == 0 && r != swingChains && r != swingBroken {
			return int(ob.Width), int(ob.YRad) + 1, true // arz_swing.go
		}
	case s2CollapsingPlatform:
		if ob.Routine == 2 || ob.Flag && ob.Timer != 0 {
			return int(ob.Width), 0x10, true
		}
	case s2TubeSpring:
		if ob.MapFrame != 1 {
			return 0x1B, 8, false
		}
	case s2DiagonalLift:
		return int(ob.Width), 8, true // drawn $30 lower (AppendLiveBoxes)
	case s2BreakableBlock:
		if ob.Routine == 2 {
			return int(ob.Width) + 0xB, 0x10, false
		}
	case s2Rexon, s2Rexon2:
		return 0x1B, 8, false // htz_rexon.go: Obj94_SolidCollision
	}
	return 0, 0, false
}

// ---------------------------------------------------------------------------
// Obj19 platform (Chemical Plant, Oil Ocean, Wing Fortress)

// cpzPlatformSizes is Obj19_SubtypeProperties' width_pixels, by
// (subtype >> 4) & 3.
var cpzPlatformSizes = [4]uint8{0x20, 0x18, 0x40, 0x20}

// cpzPlatform is Obj19: a platform (PlatformObject, top $11 above its y,
// half width its width_pixels) moving by its subtype's low nibble
// (Obj19_Move), deleted (DeleteObject: its respawn flag stays) once its
// starting x's column leaves the object window.
func (s *engine) cpzPlatform(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = cpzPlatformSizes[(ob.Sub>>4)&3]
		ob.MapFrame = (ob.Sub >> 4) & 3
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		ob.Sub &= 0xF
		if ob.Sub == 3 && ob.Status&physics.S2XFlip != 0 || ob.Sub == 7 {
			ob.Y -= physics.FromPixels(0xC0)
		}
	}
	x0 := ob.X.Pixel()
	s.cpzPlatformMove(ob)
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Platform(k, int(ob.Width), 0x11, x0)
		s.s2Swap(p)
	}
	if uint16(int(ob.BaseX)&0xFF80)-uint16(s.st.S2.Coarse) > 0x280 {
		s.deleteObject(k)
	}
}

// cpzPlatformMove is Obj19_Move: 0 and 1 swing horizontally on
// oscillators 2 ($40 wide) and 3 ($60), 2 vertically on oscillator 7
// ($80; x-flipped mirrored); 3 waits for a player to stand on it, then 4
// moves by its Y Speed, accelerating 8 towards $60 above its start until
// the speed comes back to 0 (5: stopped); 6 and 7 do so for ever; 8 to
// $B and $C to $F go round on oscillators 14 and 15.
func (s *engine) cpzPlatformMove(ob *physics.S2Obj) {
	flip := ob.Status&physics.S2XFlip != 0
	swing := func(d0 uint8, d1 int) int {
		v := int(d0)
		if flip {
			v = -v + d1
		}
		return v
	}
	switch sub := ob.Sub & 0xF; {
	case sub == 0:
		setXPixel(ob, int(ob.BaseX)-swing(s.osc(2), 0x40))
	case sub == 1:
		setXPixel(ob, int(ob.BaseX)-swing(s.osc(3), 0x60))
	case sub == 2:
		setYPixel(ob, int(ob.BaseY)-swing(s.osc(7), 0x80))
	case sub == 3:
		if ob.Status&(physics.S2P1Stand|physics.S2P2Stand) != 0 {
			ob.Sub++
		}
	case sub == 4, sub == 6, sub == 7:
		objMove(ob)
		d1 := physics.Fixed(8)
		if uint16(ob.BaseY-0x60) < uint16(ob.Y.Pixel()) {
			d1 = -8
		}
		ob.YVel += d1
		if sub == 4 && ob.YVel == 0 {
			ob.Sub++
		}
	case sub >= 8:
		d1 := int(int8(s.osc(14) - 0x40))
		d2 := int(int8(s.osc(15) - 0x40))
		d0 := sub * 2
		if d0&4 != 0 {
			d1, d2 = -d1, -d2
		}
		if d0&2 != 0 {
			d1, d2 = d2, -d1
		}
		if sub >= 0xC {
			d1 = -d1
		}
		setXPixel(ob, int(ob.BaseX)+d1)
		setYPixel(ob, int(ob.BaseY)+d2)
	}
}

// setXPixel is move.w d,x_pos(a0): the pixel part of x (a 16-bit word),
// the sub-pixels kept.
func setXPixel(ob *physics.S2Obj, px int) {
	ob.X = physics.FromPixels(int(uint16(px))) | ob.X&0xFF
}

// setYPixel is move.w d,y_pos(a0).
func setYPixel(ob *physics.S2Obj, py int) {
	ob.Y = physics.FromPixels(int(uint16(py))) | ob.Y&0xFF
}

// ---------------------------------------------------------------------------
// Obj40 pressure spring (the diving board: Chemical Plant, Aquatic Ruin,
// Mystic Cave)

const s2PressureSpring = 0x40

// pressureSpringAnims is Ani_obj40: 0 at rest (frame 0, tilted up), 1
// pressed (frame 1, straight, for 4 frames, then 0 again).
var pressureSpringAnims = [][]uint8{
	{0xF, 0, 0xFF},
	{3, 1, 0, 0xFD, 0},
}

// pressureSpringLaunch is byte_26550: the extra upward (and sideways)
// speed, in pixels, by where the player stands along the board.
var pressureSpringLaunch = [72]uint8{
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2,
	3, 3, 3, 3, 3, 3, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0,
}

// pressureSpringSlopes are Obj40_SlopeData_DiagUp (frame 0) and
// Obj40_SlopeData_Straight (frame 1).
var pressureSpringSlopes = [2][]int8{
	{8, 8, 8, 8, 8, 8, 8, 9, 0xA, 0xB, 0xC, 0xD, 0xE, 0xF, 0x10, 0x10,
		0x11, 0x12, 0x13, 0x14, 0x14, 0x15, 0x15, 0x16, 0x17, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18,
		0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18},
	{8, 8, 8, 8, 8, 8, 8, 9, 0xA, 0xB, 0xC, 0xC, 0xC, 0xC, 0xD, 0xD,
		0xD, 0xD, 0xD, 0xD, 0xE, 0xE, 0xF, 0xF, 0x10, 0x10, 0x10, 0x10, 0xF, 0xF, 0xE, 0xE,
		0xD, 0xD, 0xD, 0xD, 0xD, 0xD, 0xD, 0xD},
}

// pressureSpring is Obj40: a sloped solid (SlopedSolid, half width $27,
// its surface by its frame) for the main character, then the sidekick.
// A player standing on it past its first $10 pixels (x-flipped: short of
// its last) presses it (anim 1); while pressed, once it shows frame 0
// again, it throws him (loc_2645E): Y Speed -4 less byte_26550's pixels
// by where he stands (x-flipped, the index is $27 - 1 - his offset, not
// $38 - 1: the game's bug), the same added to his X Speed's high byte
// away from the board's root when he is moving at 4 or more, facing the
// board's way, airborne, springing; subtype bit 0 twirls him (bit 1: one
// flip, else three), bits 2-3 set his path as springs do.
func (s *engine) pressureSpring(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x1C
		ob.Status |= physics.S2NoBalancing
	}
	animateSprite(ob, pressureSpringAnims)
	slope := pressureSpringSlopes[0]
	if ob.MapFrame != 0 {
		slope = pressureSpringSlopes[1]
	}
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, 0x27, 8, 8, x, true, slope)
		if ob.Status&s.StandBit() != 0 {
			s.pressureSpringPress(k)
		}
		s.s2Swap(p)
	}
	s.markGone(k, ob.X.Pixel())
}

// pressureSpringPress is loc_2641E for the player swapped in.
func (s *engine) pressureSpringPress(k int) {
	st := s.st
	ob := s.slot(k)
	flip := ob.Status&physics.S2XFlip != 0
	ox, px := uint16(ob.X.Pixel()), uint16(st.X.Pixel())
	if !flip && !(ox-0x10 < px) || flip && !(ox+0x10 >= px) {
		return
	}
	if ob.Anim != 1 {
		ob.Anim, ob.PrevAnim = 1, 0
		return
	}
	if ob.MapFrame != 0 {
		return
	}
	d0 := int(int16(px - (ox - 0x1C)))
	if flip {
		d0 = ^d0 + 0x27
	}
	d0 = max(d0, 0)
	d0 = int(pressureSpringLaunch[min(d0, len(pressureSpringLaunch)-1)])
	st.YSpeed = physics.Fixed(int16(uint16(uint8(0xFC-d0)) << 8)) // -$400, then sub.b from the high byte
	st.FacingLeft = true
	if !flip {
		st.FacingLeft = false
		d0 = int(uint8(-d0))
	}
	if v := int(int16(st.XSpeed)); v >= 0x400 || v <= -0x400 {
		hi := uint8(uint16(int16(st.XSpeed))>>8) - uint8(d0)
		st.XSpeed = physics.Fixed(int16(uint16(hi)<<8 | uint16(int16(st.XSpeed))&0xFF))
	}
	s.springAir(k)
	st.Spindash = false
	if ob.Sub&1 == 0 { // the twirl sets the walking animation instead
		s.SpringAnim()
	}
	s.springTwirl(ob.Sub, true)
	s.springCommon(ob.Sub)
	s.s2Contact(k, physics.SolidTop, "spring")
}

// ---------------------------------------------------------------------------
// Obj32 breakable block (Chemical Plant's metal block, Hill Top's rock)

const s2BreakableBlock = 0x32

// breakableBlockSpeeds are Obj32_VelArray1 (Hill Top's rock: 6 pieces)
// and Obj32_VelArray2 (Chemical Plant's block: 4 pieces), x_vel and y_vel
// of each piece of the mapping frame, in order.
var breakableBlockSpeeds = [2][][2]int16{
	{{-0x200, -0x200}, {0, -0x280}, {0x200, -0x200}, {-0x1C0, -0x1C0}, {0, -0x200}, {0x1C0, -0x1C0}},
	{{-0x100, -0x200}, {0x100, -0x200}, {-0xC0, -0x1C0}, {0xC0, -0x1C0}},
}

// isZone reports whether the level's s2_zone_act names zone z ("cpz").
func (s *engine) isZone(z string) bool {
	za := s.s2.zoneAct
	return len(za) >= len(z) && za[:len(z)] == z
}

// playerRolling reports whether the game's anim of the main character
// (p2: the sidekick) is AniIDSonAni_Roll.
func (s *engine) playerRolling(p2 bool) bool {
	id := s.st.P.Anim.ID
	if p2 {
		if !s.st.P2.On {
			return false
		}
		id = s.st.P2.Body.P.Anim.ID
	}
	return id == physics.AnimRoll || id == physics.AnimRollFast
}

// breakableBlock is Obj32: a solid block (SolidObject, half width its
// width_pixels + $B, $10 high) that breaks when a player whose anim was
// the roll as the block's code began stands on it (Obj32_Main): he is
// bounced off rolling (Obj32_BouncePlayer: Y Speed -3, radii 7 and $E)
// — with both on it, if either was rolling, each rolling one bounces and
// the other just falls (Obj32_SetCharacterOffBlock) — and the block
// breaks into its mapping frame's pieces (BreakObjectToPieces: itself
// and copies in the first free slots after it), flying at Obj32_VelArray's
// speeds and falling $18 a frame until off screen, and gives points
// (SmashableObject_LoadPoints: Obj29 in the first free slot).
func (s *engine) breakableBlock(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x18
		ob.Index = 0
		if s.isZone("cpz") {
			ob.Width = 0x10
			ob.Index = 1
		}
	}
	if ob.Routine == 4 {
		s.breakableFragment(k)
		return
	}
	roll1, roll2 := s.playerRolling(false), s.playerRolling(true)
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, int(ob.Width)+0xB, 0x10, 0x11, x, false, nil)
		s.s2Swap(p)
	}
	stand := ob.Status & (physics.S2P1Stand | physics.S2P2Stand)
	switch {
	case stand == 0:
		s.markGone(k, ob.X.Pixel())
		return
	case stand == physics.S2P1Stand|physics.S2P2Stand:
		if !roll1 && !roll2 {
			s.markGone(k, ob.X.Pixel())
			return
		}
		s.blockSetOff(false, roll1)
		s.blockSetOff(true, roll2)
	case stand&physics.S2P1Stand != 0:
		if !roll1 {
			s.markGone(k, ob.X.Pixel())
			return
		}
		s.blockSetOff(false, true)
	default:
		if !roll2 {
			s.markGone(k, ob.X.Pixel())
			return
		}
		s.blockSetOff(true, true)
	}
	// Obj32_Destroy
	ob.Status &^= physics.S2P1Stand | physics.S2P2Stand
	s.breakToPieces(k, breakableBlockSpeeds[ob.Index])
	s.s2Contact(k, physics.SolidTop, "break")
	if j := s.allocate(); j >= 0 {
		*s.slot(j) = physics.S2Obj{ID: s2Points, Layout: -1, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF}
	}
	s.breakableFragment(k)
}

// blockSetOff is Obj32_SetCharacterOffBlock (and Obj32_BouncePlayer when
// bounce) for the main character or the sidekick: airborne, off the
// object; bounced: rolling, radii 7 and $E, Y Speed -3.
func (s *engine) blockSetOff(p2, bounce bool) {
	if p2 {
		if !s.st.P2.On {
			return
		}
		s.SwapP2()
		defer s.SwapP2()
	}
	st := s.st
	if bounce {
		st.Rolling = true
		st.YRadius, st.XRadius = 0xE, 7
		st.YSpeed = -0x300
	}
	st.Air = true
	st.S2.On = 0
	st.Obj.On = 0
	st.Obj.Hurt = false
}

// breakToPieces is BreakObjectToPieces for slot k, whose mapping frame
// has len(speeds) pieces: the object becomes the first piece (routine 4)
// and each further one a copy in the first free slot after it
// (AllocateObjectAfterCurrent), until the slots run out.
func (s *engine) breakToPieces(k int, speeds [][2]int16) {
	src := *s.slot(k)
	for i := range speeds {
		j := k
		if i > 0 {
			if j = s.allocateAfter(k); j < 0 {
				return
			}
			*s.slot(j) = physics.S2Obj{ID: src.ID, Layout: -1, Render: src.Render, X: src.X &^ 0xFF, Y: src.Y &^ 0xFF,
				Width: src.Width, Index: src.Index}
		}
		p := s.slot(j)
		p.Routine = 4
		p.XVel, p.YVel = physics.Fixed(speeds[i][0]), physics.Fixed(speeds[i][1])
	}
}

// breakableFragment is Obj32_Fragment: the piece moves and falls $18 a
// frame; off screen it is deleted.
func (s *engine) breakableFragment(k int) {
	ob := s.slot(k)
	objMove(ob)
	ob.YVel += 0x18
	if ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
	}
}

// ---------------------------------------------------------------------------
// Obj2D one-way barrier (Chemical Plant, Hill Top, Aquatic Ruin,
// Metropolis, Death Egg)

const s2Barrier = 0x2D

// barrier is Obj2D: a solid gate (SolidObject, half width its
// width_pixels + $B, $20 high; 8 wide, $C in Metropolis) that rises 8 a
// frame to $40 above its place while a player (not under obj_control bit
// 7) is in the area on its approach side — from $200 left of it to its
// x, or to $18 right of it once rising (x-flipped: mirrored) — and
// within $20 of its place vertically (Obj2D_CheckCharacter), and sinks
// back 8 a frame when nobody is.
func (s *engine) barrier(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 8
		if s.isZone("mtz") {
			ob.Width = 0xC
		}
		ob.BaseY = int16(ob.Y.Pixel())
		ob.MapFrame = ob.Sub
		x := int16(ob.X.Pixel())
		ob.BaseX, ob.Timer2 = x-0x200, x+0x18 // objoff_38, objoff_3A
		if ob.Status&physics.S2XFlip != 0 {
			ob.BaseX, ob.Timer2 = x-0x18, x+0x200
		}
	}
	x := int16(ob.X.Pixel())
	d2, d3 := ob.BaseX, x
	if ob.Routine2 != 0 {
		d3 = ob.Timer2
	}
	if ob.Status&physics.S2XFlip != 0 {
		d2, d3 = x, ob.Timer2
		if ob.Routine2 != 0 {
			d2 = ob.BaseX
		}
	}
	d4, d5 := uint16(ob.BaseY-0x20), uint16(ob.BaseY+0x20)
	ob.Routine2 = 0
	check := func(px, py int, control uint8) {
		if int16(px) < d2 || uint16(px) >= uint16(d3) || uint16(py) < d4 || uint16(py) >= d5 || control&0x80 != 0 {
			return
		}
		ob.Routine2 = 2
	}
	check(s.st.X.Pixel(), s.st.Y.Pixel(), s.st.S2.Control)
	if s.st.P2.On {
		check(s.st.P2.Body.X.Pixel(), s.st.P2.Body.Y.Pixel(), s.st.P2.CPU.Control)
	} else {
		check(0, 0, 0) // the empty Sidekick slot
	}
	switch {
	case ob.Routine2 != 0 && ob.Timer != 0x40:
		ob.Timer += 8
		setYPixel(ob, int(ob.BaseY-ob.Timer))
	case ob.Routine2 == 0 && ob.Timer != 0:
		ob.Timer -= 8
		setYPixel(ob, int(ob.BaseY-ob.Timer))
	}
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, int(ob.Width)+0xB, 0x20, 0x21, int(x), false, nil)
		s.s2Swap(p)
	}
	s.markGone(k, ob.X.Pixel())
}

// ---------------------------------------------------------------------------
// Obj1F collapsing platform (Aquatic Ruin, Mystic Cave, Oil Ocean)

const s2CollapsingPlatform = 0x1F

// collapseDelays are the fragments' delays by zone (Obj1F_ARZ_DelayData,
// Obj1F_MCZ_DelayData, Obj1F_OOZ_DelayData, and the others' by subtype
// parity: Obj1F_DelayData_EvenSubtype, Obj1F_DelayData_OddSubtype); each
// has one entry per piece of the broken mapping frame (frame 1).
var collapseDelays = [5][]uint8{
	{0x16, 0x1A, 0x18, 0x12, 6, 0xE, 0xA, 2},
	{0x1A, 0x16, 0x12, 0xE, 0xA, 2},
	{0x1A, 0x12, 0xA, 2, 0x16, 0xE, 6},
	{0x1E, 0x16, 0xE, 6, 0x1A, 0x12, 0xA, 2},
	{0x16, 0x1E, 0x1A, 0x12, 6, 0xE, 0xA, 2},
}

// collapsingPlatform is Obj1F: a platform (PlatformObject, half width
// $20; Oil Ocean $40, elsewhere $44; top $10 above its y) that, 7 frames
// after a player first stands on it, breaks (Obj1F_CreateFragments):
// itself and copies in the first free slots (AllocateObject), one per
// piece, each waiting its delay. The pieces then fall (ObjectMoveAndFall)
// until off screen; the first one (the object) stays a platform while it
// waits, and at its end lets go of both players (sub_10B36: not on an
// object, not pushing), who then fall.
func (s *engine) collapsingPlatform(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Timer = 7 // collapsing_platform_delay_counter
		ob.Width = 0x44
		ob.Index = 3 + int16(ob.Sub&1)
		switch {
		case s.isZone("ooz"):
			ob.Width, ob.Index = 0x40, 2
		case s.isZone("mcz"):
			ob.Width, ob.Index = 0x20, 1
		case s.isZone("arz"):
			ob.Width, ob.Index = 0x20, 0
		}
		fallthrough
	case 2:
		if ob.Flag { // collapsing_platform_stood_on_flag
			if ob.Timer == 0 {
				s.collapse(k)
				return
			}
			ob.Timer--
		}
		if ob.Status&(physics.S2P1Stand|physics.S2P2Stand) != 0 {
			ob.Flag = true
		}
		s.collapsePlatform(k)
	case 4:
		if ob.Timer == 0 {
			objMoveAndFall(ob)
			if ob.Render&physics.S2OnScreen == 0 {
				s.deleteObject(k)
			}
			return
		}
		if !ob.Flag {
			ob.Timer--
			return
		}
		if s.collapsePlatform(k) {
			return
		}
		ob.Timer--
		if ob.Timer == 0 {
			for p := 0; p < s.s2Players(); p++ {
				s.s2Swap(p)
				if s.st.S2.On != 0 {
					s.st.S2.On, s.st.Obj.On = 0, 0
					s.st.Pushing = false
				}
				s.s2Swap(p)
			}
		}
	}
}

// collapsePlatform is sub_10AF8: PlatformObject for both players, then
// MarkObjGone; it reports deletion.
func (s *engine) collapsePlatform(k int) bool {
	ob := s.slot(k)
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Platform(k, int(ob.Width), 0x10, ob.X.Pixel())
		s.s2Swap(p)
	}
	return s.markGone(k, ob.X.Pixel())
}

// collapse is Obj1F_CreateFragments.
func (s *engine) collapse(k int) {
	ob := s.slot(k)
	ob.MapFrame++
	delays := collapseDelays[ob.Index]
	src := *ob
	for i := range delays {
		j := k
		if i > 0 {
			if j = s.allocate(); j < 0 {
				break
			}
			*s.slot(j) = physics.S2Obj{ID: src.ID, Layout: -1, Index: src.Index, MapFrame: src.MapFrame}
		}
		f := s.slot(j)
		f.Routine = 4
		f.Render = src.Render
		f.X, f.Y = src.X&^0xFF|f.X&0xFF, src.Y&^0xFF|f.Y&0xFF
		f.Width, f.YRad = src.Width, src.YRad
		f.Timer = int16(delays[i])
	}
	s.s2Contact(k, physics.SolidTop, "break")
}

// ---------------------------------------------------------------------------
// Obj47 button

const s2Button = 0x47

// button is Obj47: 4 below its layout place, while on screen a solid
// (SolidObject, half width $1B, 4 high) that sets bit 0 (subtype bit 6:
// bit 7) of ButtonVine_Trigger's byte subtype & $F (S2State.Switch) while
// either player stands on it, and clears it when nobody does.
func (s *engine) button(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x10
		ob.Render = 0 // 1<<render_flags.level_fg
		ob.Y += physics.FromPixels(4)
	}
	if ob.Render&physics.S2OnScreen != 0 {
		x := ob.X.Pixel()
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			s.s2Solid(k, 0x1B, 4, 5, x, false, nil)
			s.s2Swap(p)
		}
		ob.MapFrame = 0
		bit := uint8(1)
		if ob.Sub&0x40 != 0 {
			bit = 0x80
		}
		trig := &s.st.S2.Switch[ob.Sub&0xF]
		if ob.Status&(physics.S2P1Stand|physics.S2P2Stand) == 0 {
			*trig &^= bit
		} else {
			*trig |= bit
			ob.MapFrame = 1
		}
	}
	s.markGone(k, ob.X.Pixel())
}

// ---------------------------------------------------------------------------
// Obj18's falling, rising, button and short vertical kinds (s2_things.go
// runs the others)

// platformMoveMore is Obj18_Move for subtypes 3 (Obj18_Falling: 30
// frames after a player stands on it, it becomes 4), 7
// (Obj18_ButtonTrigger: 60 frames after ButtonVine_Trigger's byte 0 —
// the subtype was cut to its low nibble, so always button 0 — it becomes
// 8), 8 (Obj18_Rise: 2 up a frame to $200 above its start, then
// stationary), $A and $B (Obj18_ShortVertical: half the vertical swing)
// and $C and $D (Obj18_Vertical.altNormal/.altReversed: oscillator 3, $30
// either way). Its y_actual is Timer (pixels) and Timer3 (sub-pixels),
// its delay Timer2.
func (s *engine) platformMoveMore(ob *physics.S2Obj) {
	a := uint8(ob.Index)
	switch ob.Sub {
	case 3:
		if ob.Timer2 == 0 {
			if ob.Status&(physics.S2P1Stand|physics.S2P2Stand) != 0 {
				ob.Timer2 = 30
			}
			return
		}
		ob.Timer2--
		if ob.Timer2 == 0 {
			ob.Timer2 = 0x20
			ob.Sub++
		}
	case 7:
		if ob.Timer2 == 0 {
			if s.st.S2.Switch[0] != 0 {
				ob.Timer2 = 60
			}
			return
		}
		ob.Timer2--
		if ob.Timer2 == 0 {
			ob.Sub++
		}
	case 8:
		ob.Timer -= 2
		if ob.BaseY-0x200 == ob.Timer {
			ob.Sub = 0
		}
	case 0xA:
		ob.Timer = ob.BaseY + int16(int8(a-0x40))>>1
		ob.Index = int16(s.osc(6))
	case 0xB:
		ob.Timer = ob.BaseY + int16(int8(-a+0x40))>>1
		ob.Index = int16(s.osc(6))
	case 0xC:
		ob.Timer = ob.BaseY + int16(int8(s.osc(3)-0x30))
		ob.Index = int16(s.osc(6))
	case 0xD:
		ob.Timer = ob.BaseY + int16(int8(-s.osc(3)+0x30))
		ob.Index = int16(s.osc(6))
	}
}

// platformFall is Obj18_Fall: the platform falls (y_actual += Y Speed,
// then $38 more a frame); $20 frames after it began, the players on it
// are dropped with its Y Speed (Obj18_DropPlayer); below
// Camera_Max_Y_pos + 224 + $40 it is deleted (Obj18_Delete).
func (s *engine) platformFall(k int) {
	ob := s.slot(k)
	if ob.Timer2 != 0 {
		ob.Timer2--
		if ob.Timer2 == 0 {
			for p := 0; p < s.s2Players(); p++ {
				s.s2Swap(p)
				if ob.Status&s.StandBit() != 0 {
					ob.Status &^= s.StandBit()
					st := s.st
					st.Air = true
					if st.S2.On == k+1 {
						st.S2.On, st.Obj.On = 0, 0
					}
					st.Obj.Hurt = false
					st.YSpeed = ob.YVel
				}
				s.s2Swap(p)
			}
		}
	}
	y := physics.Fixed(int32(ob.Timer)<<8|int32(uint8(ob.Timer3))) + ob.YVel
	ob.Timer, ob.Timer3 = int16(y>>8), int16(uint8(y))
	ob.YVel += 0x38
	if uint16(s.st.Cam.MaxY+224+0x40) < uint16(ob.Timer) {
		ob.Routine = 4
	}
}
