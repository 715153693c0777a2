package sonic2

import "loopwright/physics"

// Wing Fortress's objects, each as its s2.asm routine runs it.

// Wing Fortress object ids (s2.asm ObjID_*).
const (
	s2WFZLaser      = 0xB9
	s2TornadoSmoke  = 0xC3 // ObjID_TornadoSmoke
	s2TornadoSmoke2 = 0xC4 // ObjID_TornadoSmoke2: the same code (ObjC3)
	// tornadoWFZSub is the Tornado's subtype at Wing Fortress's start
	// (routine subtype-$4E = 4, ObjB2_Main_WFZ_Start).
	tornadoWFZSub = 0x52
)

// tornadoWFZ is ObjB2_Main_WFZ_Start: the Tornado flies right at $100
// for $C1 frames carrying Sonic (solid; ObjB2_Horizontal_limit keeps the
// nearer player within $10 of its middle); then, shot down, it sinks at
// $100 both ways for $61 frames trailing smoke (ObjC3 every $E frames),
// drops whoever stands on it (loc_3B7BC: the sidekick's on_object is
// left set, the game's wrong bit) and falls away twice as fast. It goes
// when its column leaves the window (Obj_DeleteOffScreen).
func (s *engine) tornadoWFZ(k int) {
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0:
		ob.Routine2 = 2
		ob.Timer = 0xC0 // objoff_32
		ob.XVel = 0x100
	case 2:
		ob.Timer--
		if ob.Timer >= 0 {
			s.tornadoAlign(k)
			s.tornadoHoldPlayer(k)
			break
		}
		ob.Routine2 = 4
		ob.Timer2 = 0x60 // objoff_2A
		ob.Timer = 1
		ob.XVel, ob.YVel = 0x100, 0x100
	case 4:
		ob.Timer2--
		if ob.Timer2 < 0 {
			ob.Routine2 = 6
			s.tornadoDrop(k)
			break
		}
		s.tornadoSinking(k)
	case 6:
		objMove(ob)
		s.tornadoSinking(k)
	}
	if uint16(ob.X.Pixel()&0xFF80)-uint16(s.st.S2.Coarse) > 0x280 {
		s.deleteObject(k)
	}
}

// tornadoAlign is ObjB2_Align_plane: it moves (and by the Tornado's
// velocity) and is solid (half width $1B, half height 8) to both players.
func (s *engine) tornadoAlign(k int) {
	ob := s.slot(k)
	x0 := ob.X.Pixel()
	objMove(ob)
	s.tornadoMove(ob)
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, 0x1B, 8, 9, x0, false, nil)
		s.s2Swap(p)
	}
}

// tornadoSinking is loc_3A930: aligned, and a puff of smoke every $E
// frames (ObjB2_Main_WFZ_Start_load_smoke: an ObjC4, ObjC3's code, after
// it).
func (s *engine) tornadoSinking(k int) {
	ob := s.slot(k)
	s.tornadoAlign(k)
	ob.Timer--
	if ob.Timer != 0 {
		return
	}
	ob.Timer = 0xE
	if j := s.allocateAfter(k); j >= 0 {
		*s.slot(j) = physics.S2Obj{ID: s2TornadoSmoke2, Sub: 0x90, Layout: -1, Parent: int16(k + 1), X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF}
	}
}

// tornadoHoldPlayer is ObjB2_Horizontal_limit: the nearer player more
// than $10 from its middle is put $10 from it.
func (s *engine) tornadoHoldPlayer(k int) {
	ob := s.slot(k)
	p, d2, _ := s.nearerPlayer(ob)
	if uint16(d2+0x10) < 0x20 {
		return
	}
	d3 := 0x10
	if d2 < 0 {
		d3 = -0x10
	}
	x := ob.X.Pixel() - d3
	if p == 1 {
		b := &s.st.P2.Body
		b.X = physics.FromPixels(x) | b.X&0xFF
		return
	}
	s.st.X = physics.FromPixels(x) | s.st.X&0xFF
}

// tornadoDrop is loc_3B7BC: the players standing on it are let go in the
// air; the sidekick's on_object stays (the game clears his roll-jumping
// bit instead: status.npc.p2_standing).
func (s *engine) tornadoDrop(k int) {
	st := s.st
	ob := s.slot(k)
	if ob.Status&physics.S2P1Stand != 0 {
		ob.Status &^= physics.S2P1Stand
		if st.S2.On == k+1 {
			st.S2.On, st.Obj.On = 0, 0
		}
		st.Air = true
	}
	if ob.Status&physics.S2P2Stand != 0 && st.P2.On {
		ob.Status &^= physics.S2P2Stand
		s.s2Swap(1)
		st.RollJump = false
		st.Air = true
		s.s2Swap(1)
	}
}

// tornadoSmoke is ObjC3: it drifts up-left at $100, its x moved left by
// the random seed's bits (RandomNumber, RNG_seed & $1C) and $10 down at
// the start, and goes after 5 frames of 8 (Obj27's art).
func (s *engine) tornadoSmoke(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0xC
		ob.AnimDur = 7
		s.random()
		ob.X -= physics.FromPixels(int(uint16(s.st.S2.RNG>>16) & 0x1C))
		ob.Y += physics.FromPixels(0x10)
		ob.XVel, ob.YVel = -0x100, -0x100
		return
	}
	objMove(ob)
	ob.AnimDur--
	if int8(ob.AnimDur) < 0 {
		ob.AnimDur = 7
		ob.MapFrame++
		if ob.MapFrame == 5 {
			s.deleteObject(k)
		}
	}
}

// wfzLaser is ObjB9, the laser that shoots down the Tornado (no touch):
// once on screen it flies left at $1000, and goes when $40 left of the
// camera.
func (s *engine) wfzLaser(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width = 0x60
		return
	case 2:
		if ob.Render&physics.S2OnScreen != 0 {
			ob.Routine = 4
			ob.XVel = -0x1000
		}
	case 4:
		objMove(ob)
	}
	if int16(ob.X.Pixel()) < int16(s.st.Cam.X-0x40) {
		s.deleteObject(k)
	}
}
