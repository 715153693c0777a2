package sonic2

import "loopwright/physics"

// Oil Ocean's launcher block (s2.asm Obj3D): a striped block the players
// break by rolling onto it, leaving an invisible launcher in its place
// that sends them rolling at $800 towards the round ball (Obj48).

// s2LauncherBlock is ObjID_OOZLauncher.
const s2LauncherBlock = 0x3D

// launcherBlockSpeeds are word_2507A: the 16 pieces' speeds.
var launcherBlockSpeeds = [][2]int16{
	{-0x400, -0x400}, {-0x200, -0x400}, {0x200, -0x400}, {0x400, -0x400},
	{-0x3C0, -0x200}, {-0x1C0, -0x200}, {0x1C0, -0x200}, {0x3C0, -0x200},
	{-0x380, 0x200}, {-0x180, 0x200}, {0x180, 0x200}, {0x380, 0x200},
	{-0x340, 0x400}, {-0x140, 0x400}, {0x140, 0x400}, {0x340, 0x400},
}

// launcherBlock is Obj3D. Obj3D_Main: a solid block (SolidObject, half
// width $1B, $10 high) that, stood on by a player whose anim was the roll
// as its code began, sets each standing player off it (airborne, the
// rolling one keeping his Y Speed from before the collision, rolling with
// radii 7 and $E), puts a copy of itself (routine 6, the invisible
// launcher) in the first free slot after it and breaks into 16 pieces
// (BreakObjectToPieces, word_2507A) that fall $18 a frame until off
// screen (Obj3D_Fragment). Subtype 0 launches right, other subtypes up.
func (s *engine) launcherBlock(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0: // Obj3D_Init
		ob.Routine = 2
		ob.Width = 0x10
		ob.Status |= physics.S2NoBalancing
		if ob.Sub != 0 {
			ob.MapFrame = 2
		}
	case 4:
		s.breakableFragment(k)
		return
	case 6:
		s.invisibleLauncher(k)
		return
	}
	roll1, roll2 := s.playerRolling(false), s.playerRolling(true)
	yv1 := s.st.YSpeed
	var yv2 physics.Fixed
	if s.st.P2.On {
		yv2 = s.st.P2.Body.YSpeed
	}
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, 0x1B, 0x10, 0x11, x, false, nil)
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
		s.launcherSetOff(false, roll1, yv1)
		s.launcherSetOff(true, roll2, yv2)
	case stand&physics.S2P1Stand != 0:
		if !roll1 {
			s.markGone(k, ob.X.Pixel())
			return
		}
		s.launcherSetOff(false, true, yv1)
	default:
		if !roll2 {
			s.markGone(k, ob.X.Pixel())
			return
		}
		s.launcherSetOff(true, true, yv2)
	}
	// loc_24F04
	ob.Status &^= physics.S2P1Stand | physics.S2P2Stand
	if j := s.allocateAfter(k); j >= 0 {
		c := *ob
		c.Routine = 6
		c.Timer, c.Timer2 = 0, 0 // objoff_2C on: the copy's own
		*s.slot(j) = c
	}
	ob.MapFrame++
	s.breakToPieces(k, launcherBlockSpeeds)
	s.s2Contact(k, physics.SolidTop, "break")
	s.breakableFragment(k)
}

// launcherSetOff is loc_24EB2/loc_24EB8 for the main character or the
// sidekick: airborne, off the object; when rolling also rolling, radii 7
// and $E, and Y Speed yv (his speed before the block's SolidObject).
func (s *engine) launcherSetOff(p2, roll bool, yv physics.Fixed) {
	if p2 {
		if !s.st.P2.On {
			return
		}
		s.SwapP2()
		defer s.SwapP2()
	}
	st := s.st
	if roll {
		st.Rolling = true
		st.YRadius, st.XRadius = 0xE, 7
		st.P.Anim.ID = physics.AnimRoll
		st.YSpeed = yv
	}
	st.Air = true
	st.S2.On = 0
	st.Obj.On = 0
}

// invisibleLauncher is Obj3D_InvisibleLauncher: for each player (Timer
// the main character's state, Timer2 the sidekick's) loc_24F84 catches
// him within $10 of its x and $10 below its y (subtype non-zero: $10
// above to its y; never the sidekick flying in) and launches him under
// obj_control $81, his anim the roll without his rolling status (physics
// ObjRollAnim), with Ground Speed $800: subtype 0 at its y with X
// Speed $800, others at its x with Y Speed -$800; then (loc_25036)
// Obj3D_MoveCharacter moves him by his speeds each frame until he is off
// screen, when he is let go. With neither player held it is deleted once
// out of the object window (MarkObjGone3).
func (s *engine) invisibleLauncher(k int) {
	ob := s.slot(k)
	s.launcherPlayer(k, &ob.Timer)
	if s.st.P2.On {
		s.s2Swap(1)
		s.launcherPlayer(k, &ob.Timer2)
		s.s2Swap(1)
	}
	if ob.Timer+ob.Timer2 == 0 {
		s.markGone(k, ob.X.Pixel())
	}
}

func (s *engine) launcherPlayer(k int, state *int16) {
	st := s.st
	ob := s.slot(k)
	if *state != 0 {
		if !s.playerOnScreen() {
			s.setPlayerControl(0)
			st.Air = true
			st.S2.On = 0
			st.Obj.On = 0
			*state = 0
			return
		}
		// Obj3D_MoveCharacter
		st.X += st.XSpeed
		st.Y += st.YSpeed
		return
	}
	dx := st.X.Pixel() - ob.X.Pixel() + 0x10
	if uint16(dx) >= 0x20 {
		return
	}
	dy := st.Y.Pixel() - ob.Y.Pixel()
	if ob.Sub != 0 {
		dy += 0x10
	}
	if uint16(dy) >= 0x10 {
		return
	}
	if s.SecondRunning() && st.P2.CPU.Routine == physics.CPUFlying {
		return
	}
	*state = 2
	s.setPlayerControl(0x81)
	s.ObjRollAnim() // move.b #AniIDSonAni_Roll,anim(a1): not his rolling status
	st.GSpeed = 0x800
	if ob.Sub != 0 {
		st.X = physics.FromPixels(ob.X.Pixel()) | st.X&0xFF
		st.XSpeed, st.YSpeed = 0, -0x800
	} else {
		st.Y = physics.FromPixels(ob.Y.Pixel()) | st.Y&0xFF
		st.XSpeed, st.YSpeed = 0x800, 0
	}
	ob.Status &^= s2P1Push
	st.Pushing = false
	st.Air = true
	st.S2.On = k + 1
	st.Obj.On = k + 1
	s.s2Contact(k, physics.Trigger, "launch")
}
