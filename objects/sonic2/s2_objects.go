package sonic2

import (
	"loopwright/internal/intmath"
	"loopwright/physics"
)

// Sonic 2's Emerald Hill objects, each as its s2.asm routine runs it.

// unmodelledHook, when set (by tests), hears each object id that
// runS2Object leaves to the default: a slot that only exists and goes.
var unmodelledHook func(id uint8)

// runS2Object runs the object in slot k for one frame.
func (s *engine) runS2Object(k int) {
	ob := s.slot(k)
	switch ob.ID {
	case s2Bridge:
		if ob.Render&physics.S2Child != 0 {
			return // the log sprites: drawn only; the bridge deletes them
		}
		s.bridge2(k)
	case s2Masher:
		s.masher(k)
	case s2SpindashDust:
		s.spindashDust(k) // s2_bubbles_dust.go
	case s2Coconuts:
		s.coconuts(k)
	case s2Projectile:
		s.projectile(k)
	case s2Buzzer:
		s.buzzer(k)
	case s2LostRings:
		s.lostRings(k)
	case s2Springs:
		s.spring2(k)
	case s2Spikes:
		s.spikes2(k)
	case s2Monitor:
		s.monitor(k)
	case s2MonitorContents:
		s.monitorContents(k)
	case s2Platform:
		s.platform(k)
	case s2Starpost:
		s.starpost(k)
	case s2Spiral:
		s.spiral(k)
	case s2Signpost:
		s.signpost(k)
	case s2RingObj:
		// Obj25 in its sparkle routine (the signpost's sparkles).
		s.sparkle(k)
	case s2Explosion:
		s.explosion(k)
	case s2Animal:
		s.animal(k)
	case s2Points:
		s.points(k)
	case s2PlaneSwitcher:
		s.planeSwitcher(k)
	case s2GrounderInWall, s2GrounderInWall2:
		s.grounder(k)
	case s2GrounderWall, s2GrounderRocks:
		s.grounderPiece(k)
	case s2RisingPillar:
		s.pillar(k)
	case s2Flipper:
		s.flipper(k)
	case s2HexBumper:
		s.hexBumper(k)
	case s2RoundBumper:
		s.roundBumper(k)
	case s2InvisibleBlock:
		s.invisibleBlock(k)
	case s2BigBlock:
		s.bigBlock(k)
	case s2Elevator:
		s.elevator(k)
	case s2Crawl:
		s.crawl(k)
	case s2SpeedBooster:
		s.speedBooster(k)
	case s2SpinyFloor, s2SpinyWall:
		s.spiny(k)
	case s2Grabber, s2GrabberLegs, s2GrabberBox, s2GrabberString:
		s.grabber(k) // cpz_grabber.go
	case s2Results:
		// Obj3A, the end of act tally: it holds its slot until the act
		// ends (it never calls MarkObjGone).
	default:
		if s.runZoneObject(k) || s.runLateZone(k) || s.runBoss(k) || s.runHTZObject(k) || s.runOOZMTZ(k) || s.runPrizeZoneObject(k) { // platforms.go, mcz.go, boss.go, htz_smash.go, mtz_ooz.go, cnz_slots.go
			return
		}
		if unmodelledHook != nil {
			unmodelledHook(ob.ID)
		}
		// Objects that do not touch the player in this engine yet
		// (scenery, waterfalls, plane switchers — the level's
		// switchers do their work — and the rest): they exist, take
		// their slot and go as MarkObjGone says.
		// Their init runs end in MarkObjGone too (Obj1C_Init falls into
		// BranchTo_MarkObjGone, Obj49_Init into Obj49_ChkDel).
		if ob.Routine == 0 {
			ob.Routine = 2
			ob.Width = 0x10
		}
		s.markGone(k, ob.X.Pixel())
	}
}

// objMove is ObjectMove: position += speed.
func objMove(ob *physics.S2Obj) {
	ob.X += ob.XVel
	ob.Y += ob.YVel
}

// ---------------------------------------------------------------------------
// Obj5C Masher

// masher is Obj5C: it jumps from its layout y with Y Speed -4 (the first
// time) or -5, falls at $18 a frame, and lands back at its start
// (collision size 9: 12x16, an enemy).
func (s *engine) masher(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Coll = 9
		ob.Width = 0x10
		ob.YVel = -0x400
		ob.BaseY = int16(ob.Y.Pixel())
	}
	objMove(ob)
	ob.YVel += 0x18
	if y0 := int(ob.BaseY); y0 < ob.Y.Pixel() {
		ob.Y = physics.FromPixels(y0) | ob.Y&0xFF
		ob.YVel = -0x500
	}
	s.markGone(k, ob.X.Pixel())
}

// ---------------------------------------------------------------------------
// Obj9D Coconuts and its coconuts (Obj98)

// coconutsClimb is Obj9D_ClimbData: Y Speed (pixels) and frames.
var coconutsClimb = [6][2]int8{{-1, 0x20}, {1, 0x18}, {-1, 0x10}, {1, 0x28}, {-1, 0x20}, {1, 0x10}}

// coconuts is Obj9D: it climbs its tree by Obj9D_ClimbData, and when the
// nearer player is within 96 pixels horizontally it throws a coconut every
// $20 frames of being near (raising its hand for 8 frames first).
func (s *engine) coconuts(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Coll = 9
		ob.Width = 0xC
		ob.Timer = 0x10
		return
	case 2:
		d2 := s.orientation(ob)
		ob.Render &^= physics.S2XFlip
		ob.Status &^= physics.S2XFlip
		if d2 < 0 {
			ob.Render |= physics.S2XFlip
			ob.Status |= physics.S2XFlip
		}
		if uint16(d2+0x60) < 0xC0 {
			if ob.Timer2 == 0 {
				ob.Routine = 6
				ob.Timer = 8
				ob.Timer2 = 0x20
				s.markGone(k, ob.X.Pixel())
				return
			}
			ob.Timer2--
		}
		ob.Timer--
		if int8(ob.Timer) < 0 {
			ob.Routine = 4
			s.coconutsClimbDir(ob)
		}
	case 4:
		ob.Timer--
		if ob.Timer == 0 {
			ob.Routine = 2
			ob.Timer = 0x10
		} else {
			objMove(ob)
		}
	case 6:
		ob.Timer--
		if ob.Timer >= 0 {
			break
		}
		if ob.Routine2 == 0 {
			ob.Routine2 = 2
			ob.Timer = 8
			s.throwCoconut(k)
		} else {
			ob.Routine2 = 0
			ob.Routine = 4
			s.coconutsClimbDir(ob)
		}
	}
	s.markGone(k, ob.X.Pixel())
}

func (s *engine) coconutsClimbDir(ob *physics.S2Obj) {
	i := ob.Index
	if i >= 0xC || i < 0 {
		i = 0
	}
	c := coconutsClimb[i/2]
	ob.Index = i + 2
	ob.YVel = physics.Fixed(int16(uint16(uint8(c[0]))<<8 | uint16(ob.YVel)&0xFF))
	ob.Timer = int16(uint8(c[1]))
}

// orientation is Obj_GetOrientationToPlayer's horizontal part: the object's
// x minus the nearer player's (main character or sidekick).
func (s *engine) orientation(ob *physics.S2Obj) int {
	ox := ob.X.Pixel()
	d2 := int(int16(ox - s.st.X.Pixel()))
	d3 := int(int16(ox - s.sidekickX()))
	if intmath.Abs(d2) > intmath.Abs(d3) {
		d2 = d3
	}
	return d2
}

// sidekickX is the Sidekick slot's x: the second player's, or 0 when the
// slot is empty ("Sonic alone").
func (s *engine) sidekickX() int {
	if s.st.P2.On {
		return s.st.P2.Body.X.Pixel()
	}
	return 0
}

// throwCoconut is Obj9D_CreateCoconut: an Obj98 in the first free slot,
// 13 above the thrower, 11 ahead, X Speed 1 forward, Y Speed -1, falling
// at $20 a frame (collision $8B: 8x8, hurts).
func (s *engine) throwCoconut(k int) {
	ob := s.slot(k)
	j := s.allocate()
	if j < 0 {
		return
	}
	c := physics.S2Obj{ID: s2Projectile, Sub: 0x20, Layout: -1, X: ob.X, Y: ob.Y - physics.FromPixels(0xD), YVel: -0x100}
	if ob.Render&physics.S2XFlip != 0 {
		c.X -= physics.FromPixels(0xB)
		c.XVel = 0x100
	} else {
		c.X += physics.FromPixels(0xB)
		c.XVel = -0x100
	}
	*s.slot(j) = c
}

// projectile is Obj98 with Obj98_CoconutFall or Obj98_SpinyShotFall
// (both fall at $20 a frame, the speed added before moving): deleted once
// off screen.
func (s *engine) projectile(k int) {
	if s.lateProjectile(k) { // mtz.go: the later zones' shots
		return
	}
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render |= physics.S2OnScreen
		ob.Width = 8
		ob.Coll = 0x8B
		if ob.Sub == spinyShotSub { // ObjA6_SubObjData: the Spiny's shot
			ob.Width = 4
			ob.Coll = 0x98
		}
		return
	}
	if ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
		return
	}
	ob.YVel += 0x20
	objMove(ob)
	s.markGone(k, ob.X.Pixel())
}

// ---------------------------------------------------------------------------
// Obj4B Buzzer

// buzzer is Obj4B: it flies 256 frames at 1 pixel a frame, pauses 30 and
// turns; when the player (on even frames of Vint_runcount; the sidekick on
// odd ones) is 40 to 48 pixels ahead of it, it stops to shoot once per
// pass: 50 frames, firing at 30 a stinger shot (collision $98: 8x8,
// hurts) moving 1.5 down and forward. Its exhaust flame is a second
// object (routine 4) right after it.
func (s *engine) buzzer(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Coll = 0xA
		ob.Width = 0x10
		ob.YRad, ob.XRad = 0x10, 0x18
		j := s.allocateAfter(k)
		if j < 0 {
			return
		}
		f := s.slot(j)
		*f = physics.S2Obj{ID: s2Buzzer, Routine: 4, Layout: -1, Width: 0x10, Status: ob.Status, Render: ob.Render,
			Parent: int16(k + 1), X: ob.X, Y: ob.Y}
		ob.Timer2 = 0x100
		ob.XVel = -0x100
		if ob.Render&physics.S2XFlip != 0 {
			ob.XVel = 0x100
		}
		return
	case 2:
		if ob.Routine2 == 0 {
			s.buzzerCheck(ob)
			ob.Timer--
			switch {
			case ob.Timer == 0xF:
				ob.Flag = false
				ob.XVel = -ob.XVel
				ob.Render ^= physics.S2XFlip
				ob.Status ^= physics.S2XFlip
				ob.Timer2 = 0x100
			case ob.Timer < 0:
				ob.Timer2--
				if ob.Timer2 > 0 {
					objMove(ob)
				} else {
					ob.Timer = 0x1E
				}
			}
		} else {
			d0 := ob.Timer3 - 1
			if d0 < 0 {
				ob.Routine2 = 0
			} else {
				ob.Timer3 = d0
				if d0 == 0x14 {
					s.buzzerShoot(k)
				}
			}
		}
		s.markGone(k, ob.X.Pixel())
	case 4:
		p := int(ob.Parent) - 1
		if p < 0 || s.slot(p).ID == 0 {
			s.deleteObject(k)
			return
		}
		par := s.slot(p)
		if par.Timer >= 0 {
			return
		}
		ob.X, ob.Y = par.X, par.Y
		ob.Status, ob.Render = par.Status, par.Render&^physics.S2OnScreen|ob.Render&physics.S2OnScreen
		s.markGone(k, ob.X.Pixel())
	case 6:
		objMove(ob)
		s.markGone(k, ob.X.Pixel())
	}
}

// buzzerCheck is Obj4B_ChkPlayers.
func (s *engine) buzzerCheck(ob *physics.S2Obj) {
	if ob.Flag {
		return
	}
	tx := s.st.X.Pixel()
	if s.st.S2.Vint&1 != 0 {
		tx = s.sidekickX() // the sidekick on odd frames
	}
	d1 := int(int16(ob.X.Pixel() - tx))
	d0 := intmath.Abs(d1)
	if d0 < 0x28 || d0 > 0x30 {
		return
	}
	flip := ob.Render&physics.S2XFlip != 0
	if d1 >= 0 && flip || d1 < 0 && !flip {
		return
	}
	ob.Flag = true
	ob.Routine2 = 2
	ob.Timer3 = 0x32
}

// buzzerShoot is Obj4B_ShootProjectile.
func (s *engine) buzzerShoot(k int) {
	ob := s.slot(k)
	j := s.allocateAfter(k)
	if j < 0 {
		return
	}
	p := physics.S2Obj{ID: s2Buzzer, Routine: 6, Layout: -1, Coll: 0x98, Width: 0x10, Status: ob.Status, Render: ob.Render,
		X: ob.X, Y: ob.Y + physics.FromPixels(0x18), XVel: -0x180, YVel: 0x180}
	d0 := 0xD
	if p.Render&physics.S2XFlip != 0 {
		p.XVel = 0x180
		d0 = -0xD
	}
	p.X += physics.FromPixels(d0)
	*s.slot(j) = p
}

// ---------------------------------------------------------------------------
// Obj11 log bridge (Emerald Hill)

// bridgeDepth is Obj11_DepressionOffsets for 8 to 16 logs: how far (x2 at
// full depression) the bridge sinks with the player on each log.
var bridgeDepth = [9][16]uint8{
	{2, 4, 6, 8, 8, 6, 4, 2},
	{2, 4, 6, 8, 0xA, 8, 6, 4, 2},
	{2, 4, 6, 8, 0xA, 0xA, 8, 6, 4, 2},
	{2, 4, 6, 8, 0xA, 0xC, 0xA, 8, 6, 4, 2},
	{2, 4, 6, 8, 0xA, 0xC, 0xC, 0xA, 8, 6, 4, 2},
	{2, 4, 6, 8, 0xA, 0xC, 0xE, 0xC, 0xA, 8, 6, 4, 2},
	{2, 4, 6, 8, 0xA, 0xC, 0xE, 0xE, 0xC, 0xA, 8, 6, 4, 2},
	{2, 4, 6, 8, 0xA, 0xC, 0xE, 0x10, 0xE, 0xC, 0xA, 8, 6, 4, 2},
	{2, 4, 6, 8, 0xA, 0xC, 0xE, 0x10, 0x10, 0xE, 0xC, 0xA, 8, 6, 4, 2},
}

// bridgeCurve is byte_FB28: the shape of the depression, row n for the
// n+1 logs from the bridge's end to the player's log.
var bridgeCurve = [16][16]uint8{
	{0xFF},
	{0xB5, 0xFF},
	{0x7E, 0xDB, 0xFF},
	{0x61, 0xB5, 0xEC, 0xFF},
	{0x4A, 0x93, 0xCD, 0xF3, 0xFF},
	{0x3E, 0x7E, 0xB0, 0xDB, 0xF6, 0xFF},
	{0x38, 0x6D, 0x9D, 0xC5, 0xE4, 0xF8, 0xFF},
	{0x31, 0x61, 0x8E, 0xB5, 0xD4, 0xEC, 0xFB, 0xFF},
	{0x2B, 0x56, 0x7E, 0xA2, 0xC1, 0xDB, 0xEE, 0xFB, 0xFF},
	{0x25, 0x4A, 0x73, 0x93, 0xB0, 0xCD, 0xE1, 0xF3, 0xFC, 0xFF},
	{0x1F, 0x44, 0x67, 0x88, 0xA7, 0xBD, 0xD4, 0xE7, 0xF4, 0xFD, 0xFF},
	{0x1F, 0x3E, 0x5C, 0x7E, 0x98, 0xB0, 0xC9, 0xDB, 0xEA, 0xF6, 0xFD, 0xFF},
	{0x19, 0x38, 0x56, 0x73, 0x8E, 0xA7, 0xBD, 0xD1, 0xE1, 0xEE, 0xF8, 0xFE, 0xFF},
	{0x19, 0x38, 0x50, 0x6D, 0x83, 0x9D, 0xB0, 0xC5, 0xD8, 0xE4, 0xF1, 0xF8, 0xFE, 0xFF},
	{0x19, 0x31, 0x4A, 0x67, 0x7E, 0x93, 0xA7, 0xBD, 0xCD, 0xDB, 0xE7, 0xF3, 0xF9, 0xFE, 0xFF},
	{0x19, 0x31, 0x4A, 0x61, 0x78, 0x8E, 0xA2, 0xB5, 0xC5, 0xD4, 0xE1, 0xEC, 0xF4, 0xFB, 0xFE, 0xFF},
}

// bridge2 is Obj11 in Emerald Hill: subtype logs of 16 pixels centred on
// its x, drawn by one or two child objects (8 logs each) made right after
// it. While the player stands on it the depression angle rises by 4 a
// frame to $40, else falls by 4; the logs sink by Obj11_Depress and the
// player stands on his log (its y - 8 - his Height Radius). It is a
// platform (PlatformObject11_cont) for a player falling onto it.
func (s *engine) bridge2(k int) {
	ob := s.slot(k)
	n := int(ob.Sub)
	if n > 16 {
		n = 16
	}
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x80
		ob.BaseY = int16(ob.Y.Pixel())
		for i := range ob.Logs {
			ob.Logs[i] = ob.BaseY
		}
		if j := s.allocateAfter(k); j >= 0 {
			*s.slot(j) = physics.S2Obj{ID: s2Bridge, Layout: -1, Render: ob.Render | physics.S2Child, Parent: int16(k + 1), X: ob.X, Y: ob.Y, Width: 0x40}
			ob.Child1 = int16(j + 1)
		}
		if n > 8 {
			if j := s.allocateAfter(k); j >= 0 {
				*s.slot(j) = physics.S2Obj{ID: s2Bridge, Layout: -1, Render: ob.Render | physics.S2Child, Parent: int16(k + 1), X: ob.X, Y: ob.Y, Width: 0x40}
				ob.Child2 = int16(j + 1)
			}
		}
	}
	if ob.Status&(physics.S2P1Stand|physics.S2P2Stand) == 0 {
		if ob.B3E != 0 {
			ob.B3E -= 4
			s.bridgeDepress(ob, n)
		}
	} else {
		// The second player standing pulls the sinking point one log a
		// frame towards his log (Obj11_EHZ).
		if ob.Status&physics.S2P2Stand != 0 && ob.B3F != ob.B3B {
			if ob.B3F < ob.B3B {
				ob.B3F++
			} else {
				ob.B3F--
			}
		}
		if ob.B3E != 0x40 {
			ob.B3E += 4
		}
		s.bridgeDepress(ob, n)
	}
	d1 := n*8 + 8
	d2 := n * 16
	if s.st.P2.On { // sub_F872: the sidekick first (p2_state.go)
		s.SwapP2() // objects run no sensor
		s.bridgeStand(k, d1, d2)
		s.SwapP2()
	}
	s.bridgeStand(k, d1, d2)
	// Obj11_Unload: MarkObjGone, deleting the log sprites too.
	o := &s.st.S2
	if uint16(ob.X.Pixel()&0xFF80)-uint16(o.Coarse) > 0x280 {
		if c := int(ob.Child1) - 1; c >= 0 {
			s.deleteObject(c)
		}
		if c := int(ob.Child2) - 1; c >= 0 && n > 8 {
			s.deleteObject(c)
		}
		// DeleteObject, not MarkObjGone's tail: the respawn flag stays.
		s.deleteObject(k)
	}
}

// bridgeDepress is Obj11_Depress.
func (s *engine) bridgeDepress(ob *physics.S2Obj, n int) {
	if n < 8 {
		return
	}
	sin, _ := physics.SinCos(ob.B3E)
	d4 := uint32(uint16(sin))
	p := int(ob.B3F)
	if p > 15 {
		p = 15
	}
	d5 := uint32(bridgeDepth[n-8][p])
	row := &bridgeCurve[p&15]
	for i := 0; i <= p && i < 16; i++ {
		v := (uint32(row[i]) + 1) * d5
		v = (v & 0xFFFF) * d4
		ob.Logs[i] = int16(int(ob.BaseY) + int(v>>16))
	}
	r := n - p - 1
	if r <= 0 {
		return
	}
	row = &bridgeCurve[r&15]
	for i := 0; i < r && p+1+i < 16; i++ {
		v := (uint32(row[r-1-i]) + 1) * d5
		v = (v & 0xFFFF) * d4
		ob.Logs[p+1+i] = int16(int(ob.BaseY) + int(v>>16))
	}
}

// bridgeStand is sub_F872 for the player running (objoff_3F for the
// main character, objoff_3B for the sidekick).
func (s *engine) bridgeStand(k, d1, d2 int) {
	st := s.st
	ob := s.slot(k)
	log := &ob.B3F
	if s.SecondRunning() {
		log = &ob.B3B
	}
	if ob.Status&s.StandBit() != 0 {
		d0 := st.X.Pixel() - ob.X.Pixel() + d1
		if st.Air || d0 < 0 || d0 >= d2 {
			s.s2Release(k)
			return
		}
		d0 >>= 4
		*log = uint8(d0)
		y := int(ob.Logs[d0&15]) - 8 - st.YRadius
		st.Y = physics.FromPixels(y) | st.Y&0xFF
		return
	}
	if s.platformLand(k, d1, d2, 8) {
		*log = uint8((st.X.Pixel() - ob.X.Pixel() + d1) >> 4)
	}
}

// platformLand is PlatformObject11_cont / PlatformObject_ChkYRange: a
// player falling (Y Speed >= 0) within the platform's width whose feet
// are from 3 above to 12 below its top (y - d3) lands on it
// (RideObject_SetRide). d0 = top - (feet + 4) must lie in -$10..-1: bhi
// rejects above 0, and d0 = 0 fails the unsigned blo against -$10.
func (s *engine) platformLand(k, d1, d2, d3 int) bool {
	st := s.st
	ob := s.slot(k)
	if st.YSpeed < 0 || st.Dead {
		return false
	}
	dx := st.X.Pixel() - ob.X.Pixel() + d1
	if dx < 0 || dx >= d2 {
		return false
	}
	top := ob.Y.Pixel() - d3
	py := st.Y.Pixel()
	d0 := top - (py + st.YRadius + 4)
	if d0 >= 0 || d0 < -0x10 || s.s2ObjControl()&0x80 != 0 {
		return false
	}
	st.Y = physics.FromPixels(py+d0+3) | st.Y&0xFF
	s.rideObject(k)
	return true
}

// rideObject is RideObject_SetRide: the player stands on slot k (the
// previous object loses him), angle 0, Y Speed 0, Ground Speed = X Speed,
// and lands if he was airborne (Sonic_ResetOnFloor_Part2).
func (s *engine) rideObject(k int) {
	st := s.st
	if p := st.S2.On - 1; p >= 0 && p != k {
		s.slot(p).Status &^= s.StandBit()
	}
	st.S2.On = k + 1
	st.Obj.On = k + 1
	st.Angle = 0
	st.YSpeed = 0
	st.GSpeed = st.XSpeed
	if st.Air {
		s.ResetOnFloor()
		if !s.SecondRunning() {
			st.Cam.LookDelay = 0
		}
	}
	st.Air = false
	s.slot(k).Status |= s.StandBit()
	s.s2Contact(k, physics.SolidTop, "land")
}

// s2ObjControl is the running player's obj_control: the CPU Tails' while
// he flies in or waits ($81), the main character's S2State.Control.
func (s *engine) s2ObjControl() uint8 {
	if s.SecondRunning() {
		return s.st.P2.CPU.Control
	}
	return s.st.S2.Control
}

// s2Release clears the standing flags between the player and slot k.
func (s *engine) s2Release(k int) {
	st := s.st
	s.slot(k).Status &^= s.StandBit()
	if st.S2.On == k+1 {
		st.S2.On = 0
		st.Obj.On = 0
	}
}
