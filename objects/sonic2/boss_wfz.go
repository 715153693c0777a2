package sonic2

import "loopwright/physics"

// ObjC5, Wing Fortress's boss (s2.asm ObjC5): the laser case and its
// parts. The layout places the case (subtype $92); each part is an ObjC5
// whose subtype less $90 is its routine.
//
// The case sets the camera's bottom to $442, its course $60 either side
// of where it is, and waits for the nearer player within $20
// horizontally; then it makes the two laser walls ($88 either side, $60
// below: solid $13 by $40, both players), the laser shooter, the
// platform releaser and Robotnik, waits $5A+1 frames, comes down at $40
// for $5F frames, and goes round its pattern: $71 frames at $100 towards
// the nearer player turning at its course's ends (the releaser, once the
// case first moves, comes down and lets out a platform every $80 frames,
// three in all: each falls at $100 for $5F frames and then floats,
// $100 sideways turning every $C0 frames and curving about its height,
// a platform (PlatformObject, $10 wide) with its spikes below hurting
// ($98)); it opens (Ani_objC5), lowers the shooter $D pixels and can be
// hit (collision 6, 8 hits) while the laser charges ($41 frames, the
// flicker) and shoots down ($10 a frame for 4 frames, collision $AB to
// $AE); then it drifts at $80 towards the nearer player for $81 frames
// with the laser, stopping at its course's ends; the laser goes, the
// shooter rises, it closes and starts over. A hit leaves it untouchable
// $20 frames (ObjC5_HandleHits). Beaten (ObjC5_NoHitPointsLeft) its walls
// flicker and go, its platforms explode (loc_3B7BC drops their riders),
// the releaser explodes, Robotnik sinks $C0 frames and goes, and after
// $F0 frames of explosions the camera's bottom is $720 and it goes.
// The palette flash, sounds and the sprites' frames only draw.

// ObjC5's parts (ObjC5_Index) and status bits.
const (
	s2WFZBoss = 0xC5 // ObjID_WFZBoss

	wfzCase       = 2
	wfzWall       = 4
	wfzReleaser   = 6
	wfzPlatform   = 8
	wfzHurt       = 0xA
	wfzShooter    = 0xC
	wfzLaser      = 0xE
	wfzRobotnik   = 0x10
	wfzRobotnikPf = 0x12

	wfzMisc    = 0x04 // status.npc.misc
	wfzP1Stand = 0x08
	wfzP2Stand = 0x10
	wfzP1Push  = 0x20 // beaten: the parts go
	wfzP2Push  = 0x40
)

// wfzBossAnims is Ani_objC5 ($FA: routine_secondary += 2).
var wfzBossAnims = [][]uint8{
	{5, 0, 1, 2, 3, 3, 3, 3, 0xFA, 0},
	{3, 3, 2, 1, 0, 0, 0xFA, 0},
	{3, 5, 6, 0xFF},
	{3, 7, 8, 9, 0xA, 0xB, 0xFF},
}

// wfzLaserColl is ObjC5_LaserCollisionData from its second entry: the
// laser's collision as it shoots down.
var wfzLaserColl = [4]uint8{0xAB, 0xAC, 0xAD, 0xAE}

// wfzChild makes the part of routine r (subtype $90+r) after slot k
// (LoadChildObject: its parent k), or returns -1.
func (s *engine) wfzChild(k int, r uint8) int {
	j := s.allocateAfter(k)
	if j < 0 {
		return -1
	}
	ob := s.slot(k)
	*s.slot(j) = physics.S2Obj{ID: s2WFZBoss, Sub: 0x90 + r, Layout: -1, Parent: int16(k + 1), X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF}
	return j
}

// wfzParentBeaten is the parts' test of their parent's p1_pushing.
func (s *engine) wfzParentBeaten(ob *physics.S2Obj) bool {
	p := parentOf(ob)
	return p >= 0 && s.slot(p).Status&wfzP1Push != 0
}

// bossWFZ is ObjC5 by routine.
func (s *engine) bossWFZ(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0: // ObjC5_Init
		r := ob.Sub - 0x90
		switch r {
		case wfzCase, wfzRobotnik, wfzRobotnikPf:
			ob.Width = 0x20
		case wfzWall:
			ob.Width = 8
		default:
			ob.Width = 0x10
		}
		if r < wfzCase || r > wfzRobotnikPf || r&1 != 0 {
			r = wfzRobotnikPf + 2 // no such entry: it only takes its slot
		}
		ob.Routine = r
	case wfzCase:
		s.wfzCaseStep(k)
	case wfzWall:
		s.wfzWallStep(k)
	case wfzReleaser:
		s.wfzReleaserStep(k)
	case wfzPlatform:
		s.wfzPlatformStep(k)
	case wfzHurt:
		// ObjC5_PlatformHurt: $98, $C below its platform
		if ob.Routine2 == 0 {
			ob.Routine2 = 2
			ob.Coll = 0x98
			return
		}
		p := parentOf(ob)
		if p < 0 || s.slot(p).Status&wfzP1Push != 0 {
			s.deleteObject(k)
			return
		}
		setXPixel(ob, s.slot(p).X.Pixel())
		setYPixel(ob, s.slot(p).Y.Pixel()+0xC)
	case wfzShooter:
		// ObjC5_LaserShooter: with the case (its y its own once lowered)
		if s.wfzParentBeaten(ob) {
			s.deleteObject(k)
			return
		}
		p := parentOf(ob)
		switch ob.Routine2 {
		case 0:
			ob.Routine2 = 2
			ob.MapFrame = 4
		case 2:
			setXPixel(ob, s.slot(p).X.Pixel())
			setYPixel(ob, s.slot(p).Y.Pixel())
		default:
			setXPixel(ob, s.slot(p).X.Pixel())
		}
	case wfzLaser:
		s.wfzLaserStep(k)
	case wfzRobotnik:
		s.wfzRobotnikStep(k)
	case wfzRobotnikPf:
		// ObjC5_RobotnikPlatform: $26 below Robotnik
		if p := parentOf(ob); p >= 0 {
			setYPixel(ob, s.slot(p).Y.Pixel()+0x26)
		}
	}
}

// wfzCaseStep is ObjC5_LaserCase by routine_secondary, then
// ObjC5_HandleHits.
func (s *engine) wfzCaseStep(k int) {
	st := s.st
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0: // ObjC5_CaseBoundary
		ob.Routine2 = 2
		ob.Coll, ob.CollProp = 0, 8
		st.Cam.MaxY, st.Cam.TargetMaxY = 0x442, 0x442
		ob.BaseX = int16(ob.X.Pixel() - 0x60)
		ob.BaseY = ob.BaseX + 0xC0
	case 2: // ObjC5_CaseWaitStart
		if _, d2, _ := s.nearerPlayer(ob); uint16(d2+0x20) < 0x40 {
			ob.Routine2 = 4
			ob.YVel = 0x40
			for _, dx := range [2]int{-0x88, 0x88} {
				if j := s.wfzChild(k, wfzWall); j >= 0 {
					w := s.slot(j)
					setXPixel(w, w.X.Pixel()+dx)
					setYPixel(w, w.Y.Pixel()+0x60)
				}
			}
			for i, r := range [3]uint8{wfzShooter, wfzReleaser, wfzRobotnik} {
				if j := s.wfzChild(k, r); j >= 0 {
					s.slot(k).Logs[i] = int16(j + 1)
				}
			}
			ob = s.slot(k)
			ob.Timer = 0x5A
		}
	case 4: // ObjC5_CaseWaitDown
		ob.Timer--
		if ob.Timer < 0 {
			ob.Routine2 = 6
			ob.Timer = 0x60
		}
	case 6: // ObjC5_CaseDown
		ob.Timer--
		if ob.Timer == 0 {
			ob.Routine2 = 8
			ob.YVel = 0
		} else {
			objMove(ob)
		}
	case 8: // ObjC5_CaseXSpeed
		s.wfzCaseXSpeed(k)
	case 0xA: // ObjC5_CaseBoundaryChk
		ob.Timer--
		if ob.Timer < 0 {
			ob.Routine2 = 0xC
			ob.Anim = 0
			break
		}
		x := uint16(ob.X.Pixel())
		if ob.XVel >= 0 && x >= uint16(ob.BaseY) || ob.XVel < 0 && x < uint16(ob.BaseX) {
			ob.XVel = -ob.XVel
		}
		objMove(ob)
	case 0xC, 0x1A: // ObjC5_CaseAnimate
		animateFA(ob, wfzBossAnims)
	case 0xE: // ObjC5_CaseLSLoad
		ob.Routine2 = 0x10
		ob.Timer = 0xE
		if j := s.wfzPart(k, 0); j >= 0 {
			s.slot(j).Routine2 = 4
		}
	case 0x10: // ObjC5_CaseLSDown
		ob.Timer--
		if ob.Timer == 0 {
			ob.Routine2 = 0x12
			ob.Timer = 0x40
			ob.Status |= wfzP2Stand | wfzP2Push
			ob.Coll = 6
		} else if j := s.wfzPart(k, 0); j >= 0 {
			setYPixel(s.slot(j), s.slot(j).Y.Pixel()+1)
		}
	case 0x12: // ObjC5_CaseWaitLoadLaser
		ob.Timer--
		if ob.Timer < 0 {
			ob.Routine2 = 0x14
			if j := s.wfzChild(k, wfzLaser); j >= 0 {
				s.slot(k).Logs[3] = int16(j + 1)
			}
		}
	case 0x14: // ObjC5_CaseWaitMove
		if j := s.wfzPart(k, 3); j >= 0 && s.slot(j).Status&wfzMisc != 0 {
			ob.Routine2 = 0x16
			ob.Timer = 0x80
			d0, _, _, _ := s.orientBits(ob)
			ob.XVel = -0x80
			if d0 != 0 {
				ob.XVel = 0x80
			}
		}
	case 0x16: // ObjC5_CaseBoundaryLaserChk
		ob.Timer--
		if ob.Timer < 0 {
			ob.Routine2 = 0x18
			ob.Timer = 0xE
			ob.Status &^= wfzP1Stand | wfzP2Stand | wfzP2Push
			ob.Coll = 0
			if j := s.wfzPart(k, 3); j >= 0 {
				s.deleteObject(j)
			}
			break
		}
		x := uint16(ob.X.Pixel())
		if ob.XVel >= 0 && x >= uint16(ob.BaseY) || ob.XVel < 0 && x < uint16(ob.BaseX) {
			ob.XVel = 0
		}
		objMove(ob)
	case 0x18: // ObjC5_CaseLSUp
		ob.Timer--
		if ob.Timer == 0 {
			ob.Routine2 = 0x1A
			ob.Anim = 1
		} else if j := s.wfzPart(k, 0); j >= 0 {
			setYPixel(s.slot(j), s.slot(j).Y.Pixel()-1)
		}
	case 0x1C: // ObjC5_CaseStartOver
		ob.Routine2 = 8
		s.wfzCaseXSpeed(k)
	case 0x1E: // ObjC5_CaseDefeated
		ob.Coll = 0
		ob.CollProp = 0xFF
		ob.Status &^= wfzP2Push
		ob.Timer3--
		if ob.Timer3 < 0 {
			st.Cam.MaxY, st.Cam.TargetMaxY = 0x720, 0x720
			s.deleteObject(k)
			return
		}
		s.bossLoadExplosion(k)
	}
	s.wfzHandleHits(k)
}

// wfzPart is the case's part i (Logs: 0 the shooter, 1 the releaser, 2
// Robotnik, 3 the laser), or -1.
func (s *engine) wfzPart(k, i int) int {
	if j := int(s.slot(k).Logs[i]) - 1; j >= 0 && s.slot(j).ID == s2WFZBoss && parentOf(s.slot(j)) == k {
		return j
	}
	return -1
}

// wfzCaseXSpeed is ObjC5_CaseXSpeed: $100 towards the nearer player for
// $71 frames; the releaser may start (status.npc.misc).
func (s *engine) wfzCaseXSpeed(k int) {
	ob := s.slot(k)
	ob.Routine2 += 2
	d0, _, _, _ := s.orientBits(ob)
	ob.XVel = -0x100
	if d0 != 0 {
		ob.XVel = 0x100
	}
	ob.Status |= wfzMisc
	ob.Timer = 0x70
}

// wfzHandleHits is ObjC5_HandleHits: out of hits the case is beaten
// (ObjC5_NoHitPointsLeft: $EF+1 frames of explosions, its parts told
// by p1_pushing); hit, $20 frames untouchable, its collision back while
// the shooter is down (p2_standing).
func (s *engine) wfzHandleHits(k int) {
	ob := s.slot(k)
	if ob.ID != s2WFZBoss {
		return
	}
	if ob.CollProp == 0 {
		ob.Coll = 0
		ob.Timer3 = 0xEF
		ob.B3E = 0
		ob.Routine2 = 0x1E
		ob.Status |= wfzP1Push
		ob.Status &^= wfzP2Push
		return
	}
	if ob.Coll != 0 {
		return
	}
	if ob.B3E == 0 {
		if ob.Status&wfzP2Push == 0 {
			return
		}
		ob.B3E = 0x20
	}
	ob.B3E--
	if ob.B3E == 0 && ob.Status&wfzP2Stand != 0 {
		ob.Coll = 6
	}
}

// wfzWallStep is ObjC5_LaserWall: solid ($13 by $40, $80 standing) to
// both players; once the case is beaten it flickers out (the
// anim_frame_duration count, five steps of $11 frames) and goes.
func (s *engine) wfzWallStep(k int) {
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0:
		ob.Routine2 = 2
		ob.MapFrame = 0xC
	case 2:
		if s.wfzParentBeaten(ob) {
			ob.Routine2 = 4
			ob.B3E = 4
		}
	case 4:
		ob.AnimDur--
		if int8(ob.AnimDur) < 0 && int8(ob.AnimDur+2) < 0 {
			d1 := ob.AnimFrame
			ob.AnimDur = d1
			ob.B3E--
			if int8(ob.B3E) < 0 {
				ob.B3E = 0x10
				d1++
				if d1 >= 5 {
					s.deleteObject(k)
					return
				}
				ob.AnimFrame, ob.AnimDur = d1, d1
			}
		}
	}
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, 0x13, 0x40, 0x80, x, false, nil)
		s.s2Swap(p)
	}
}

// wfzReleaserStep is ObjC5_PlatformReleaser: 8 below the case; once the
// case moves it comes down at $40 for $3F frames, then every $80 frames
// lets out the next of its three platforms not yet out (objoff_30:
// each once); the case beaten, it tells them to explode and explodes
// until the case is gone.
func (s *engine) wfzReleaserStep(k int) {
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0:
		ob.Routine2 = 2
		ob.MapFrame = 5
		setYPixel(ob, ob.Y.Pixel()+8)
	case 2:
		if p := parentOf(ob); p >= 0 && s.slot(p).Status&wfzMisc != 0 {
			ob.Routine2 = 4
			ob.Timer = 0x40
			ob.YVel = 0x40
		}
	case 4:
		ob.Timer--
		if ob.Timer == 0 {
			ob.Routine2 = 6
			ob.YVel = 0
			ob.Timer = 0x10
		} else {
			objMove(ob)
		}
	case 6:
		if s.wfzParentBeaten(ob) {
			ob.Routine2 = 8
			ob.Status |= wfzP1Push
			return
		}
		ob.Timer--
		if ob.Timer != 0 {
			return
		}
		ob.Timer = 0x80
		d0 := ob.Index + 1
		if d0 >= 3 {
			d0 = 0
		}
		ob.Index = d0
		if ob.Logs[d0] != 0 {
			return
		}
		ob.Logs[d0] = 0xFF
		if j := s.wfzChild(k, wfzPlatform); j >= 0 {
			s.slot(j).Index = d0
		}
	case 8:
		if p := parentOf(ob); p < 0 || s.slot(p).ID != s2WFZBoss {
			s.deleteObject(k)
			return
		}
		s.bossLoadExplosion(k)
	}
}

// wfzPlatformStep is ObjC5_Platform: its spikes (ObjC5_PlatformHurt)
// below it; it falls at $100 for $5F frames, then floats ($100 sideways
// turning every $C0 frames, its Y Speed 4 a frame towards its height);
// a platform ($10 wide, 8 high) to both players; when the releaser says
// it explodes (Obj58), dropping its riders.
func (s *engine) wfzPlatformStep(k int) {
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0:
		ob.Routine2 = 2
		ob.Anim = 3
		ob.MapFrame = 7
		ob.YVel = 0x100
		ob.Timer = 0x60
		if j := s.wfzChild(k, wfzHurt); j >= 0 {
			s.slot(k).Child1 = int16(j + 1)
		}
		ob = s.slot(k)
		animateSprite(ob, wfzBossAnims)
		return
	case 2:
		if s.wfzPlatformExplode(k) {
			return
		}
		ob.Timer--
		if ob.Timer == 0 {
			ob.Routine2 = 4
			ob.Timer = 0x60
			ob.XVel = -0x100
			ob.BaseY = int16(ob.Y.Pixel())
		}
	case 4:
		if s.wfzPlatformExplode(k) {
			return
		}
		ob.Timer--
		if ob.Timer == 0 {
			ob.Timer = 0xC0
			ob.XVel = -ob.XVel
		}
		if uint16(ob.Y.Pixel()) < uint16(ob.BaseY) {
			ob.YVel += 4
		} else {
			ob.YVel -= 4
		}
	}
	// ObjC5_PlatformMakeSolid
	x0 := ob.X.Pixel()
	objMove(ob)
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Platform(k, 0x10, 8, x0)
		s.s2Swap(p)
	}
	animateSprite(s.slot(k), wfzBossAnims)
}

// wfzPlatformExplode is ObjC5_PlatformCheckExplode: the releaser beaten,
// the platform drops its riders (loc_3B7BC), becomes an explosion (Obj58)
// and its spikes go.
func (s *engine) wfzPlatformExplode(k int) bool {
	ob := s.slot(k)
	if !s.wfzParentBeaten(ob) {
		return false
	}
	s.tornadoDrop(k)
	hurt := int(ob.Child1) - 1
	*ob = physics.S2Obj{ID: s2BossExplosion, Layout: -1, X: ob.X, Y: ob.Y}
	if hurt >= 0 && s.slot(hurt).ID == s2WFZBoss && s.slot(hurt).Routine == wfzHurt {
		s.deleteObject(hurt)
	}
	return true
}

// wfzLaserStep is ObjC5_Laser: $D below the shooter it charges (the
// flicker: anim_frame from $C down, each step its count of frames and 3
// more), waits $41 frames, drops $10 and shoots down $10 a frame for 4
// frames (collision $AB to $AE), then tells the case (misc, the case's
// p1_standing) and follows its x; it goes when the case is beaten.
func (s *engine) wfzLaserStep(k int) {
	ob := s.slot(k)
	if s.wfzParentBeaten(ob) {
		s.deleteObject(k)
		return
	}
	switch ob.Routine2 {
	case 0:
		ob.Routine2 = 2
		ob.MapFrame = 0xD
		ob.Coll = 0
		setYPixel(ob, ob.Y.Pixel()+0x10-3)
		ob.AnimFrame = 0xC
	case 2:
		ob.AnimDur--
		if int8(ob.AnimDur) >= 0 || int8(ob.AnimDur+2) >= 0 {
			return
		}
		d0 := ob.AnimFrame - 1
		if d0 == 0 {
			ob.Routine2 = 4
			ob.Timer = 0x40
			return
		}
		ob.AnimFrame, ob.AnimDur = d0, d0
	case 4:
		ob.Timer--
		if ob.Timer < 0 {
			ob.Routine2 = 6
			setYPixel(ob, ob.Y.Pixel()+0x10)
		}
	case 6:
		d0 := ob.Index + 1
		if d0 >= 5 {
			ob.Routine2 = 8
			ob.Timer = 0x80
			ob.Status |= wfzMisc
			if p := parentOf(ob); p >= 0 {
				s.slot(p).Status |= wfzP1Stand
			}
			return
		}
		setYPixel(ob, ob.Y.Pixel()+0x10)
		ob.Index = d0
		ob.MapFrame = uint8(0xE + d0)
		ob.Coll = wfzLaserColl[d0-1]
	case 8:
		if p := parentOf(ob); p >= 0 {
			setXPixel(ob, s.slot(p).X.Pixel())
		}
	}
}

// wfzRobotnikStep is ObjC5_Robotnik: at $2C60,$4E6 on his platform
// ($A2, $26 below him) until the case is beaten, then sinking a pixel a
// frame for $C1 frames and gone with his platform.
func (s *engine) wfzRobotnikStep(k int) {
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0:
		ob.Routine2 = 2
		ob.MapFrame, ob.Anim = 0, 1
		setXPixel(ob, 0x2C60)
		setYPixel(ob, 0x4E6)
		if j := s.wfzChild(k, wfzRobotnikPf); j >= 0 {
			s.slot(k).Child1 = int16(j + 1)
		}
	case 2:
		if s.wfzParentBeaten(ob) {
			ob.Routine2 = 4
			ob.Timer = 0xC0
			return
		}
		animateSprite(ob, dezEggmanAnims)
	case 4:
		ob.Timer--
		if ob.Timer < 0 {
			if j := int(ob.Child1) - 1; j >= 0 && s.slot(j).ID == s2WFZBoss && s.slot(j).Routine == wfzRobotnikPf {
				s.deleteObject(j)
			}
			s.deleteObject(k)
			return
		}
		setYPixel(ob, ob.Y.Pixel()+1)
	}
}
