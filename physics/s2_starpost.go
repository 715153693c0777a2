package physics

import "loopwright/layers"

// Sonic 2's starposts (Obj79), the player's death fall (Obj01_Dead,
// CheckGameOver, Obj01_Gone) and the level restart from the last starpost
// (LevelSizeLoad with Obj79_LoadData).

// S2Starpost is what the last starpost saved (Obj79_SaveData).
type S2Starpost struct {
	// Last is Last_star_pole_hit (the starpost's subtype), 0 for none.
	Last       uint8
	X, Y       int
	Path       layers.Path
	MaxY       int
	CamX, CamY int
}

// starpost is Obj79: a player whose centre comes within x-8..x+7 and
// y-64..y+39 of a starpost with a higher number than the last one hit
// activates it: it saves the restart point and spins (its dongle object
// takes a slot for 33 frames).
func (s *Sim) starpost(k int) {
	st := &s.st
	o := &st.S2
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width = 8
		if r := ob.Respawn; r != 0 {
			o.Respawn[2+int(r)] &^= 0x80
			if o.Respawn[2+int(r)]&1 != 0 || o.Star.Last&0x7F >= ob.Sub&0x7F {
				o.Respawn[2+int(r)] |= 1
				ob.Anim = 2
			}
		} else if o.Star.Last&0x7F >= ob.Sub&0x7F {
			ob.Anim = 2
		}
		fallthrough
	case 2:
		if o.Star.Last&0x7F >= ob.Sub&0x7F {
			if ob.Anim == 0 {
				ob.Anim = 2
			}
		} else if !st.Dead && uint16(st.X.Pixel()-ob.X.Pixel()+8) < 0x10 && uint16(st.Y.Pixel()-ob.Y.Pixel()+0x40) < 0x68 {
			if j := s.allocate(); j >= 0 {
				*s.slot(j) = S2Obj{ID: s2Starpost, Routine: 6, Layout: -1, Width: 8, X: ob.X, Y: ob.Y - FromPixels(0x14),
					Timer: 0x20, Parent: int16(k + 1)}
			}
			ob.Anim = 1
			o.Star = S2Starpost{Last: ob.Sub, X: ob.X.Pixel(), Y: ob.Y.Pixel(), Path: st.Path,
				MaxY: st.Cam.MaxY, CamX: st.Cam.X, CamY: st.Cam.Y}
			if r := ob.Respawn; r != 0 {
				o.Respawn[2+int(r)] |= 1
			}
			s.s2Contact(k, Trigger, "activate")
		}
		s.markGone(k, ob.X.Pixel())
	case 6:
		// Obj79_Dongle: the spinning ball, 33 frames.
		ob.Timer--
		if ob.Timer < 0 {
			s.deleteObject(k)
			return
		}
		s.markGone(k, ob.X.Pixel())
	}
}

// s2Death runs while the player is dead (CheckGameOver, Obj01_Gone): once
// he has fallen $100 below Camera_Max_Y_pos the level restarts 60 frames
// later. It reports whether it restarted the level.
func (s *Sim) s2Death() bool {
	st := &s.st
	o := &st.S2
	if o.Restart == 0 {
		if st.Y.Pixel() > st.Cam.MaxY+0x100 {
			o.Restart = 60
		}
		return false
	}
	o.Restart--
	if o.Restart > 0 {
		return false
	}
	s.s2Respawn()
	return true
}

// s2Respawn restarts the level (Level, LevelSizeLoad): every object and
// ring back as at the start, the player at the last starpost (or the
// start) with 0 rings and one life less, the camera on him, the bottom
// limit the starpost saved.
func (s *Sim) s2Respawn() {
	st := &s.st
	star, frame, lives := st.S2.Star, st.Frame, st.Obj.Lives-1
	at := s.start
	if star.Last != 0 {
		at = layers.Point{X: star.X, Y: star.Y}
	}
	s.spawn(at)
	st.Frame = frame
	st.Obj.Lives = lives
	st.S2.Star = star
	if star.Last != 0 {
		st.Path = star.Path
		st.Cam.MaxY, st.Cam.TargetMaxY = star.MaxY, star.MaxY
		// The starposts already hit show as hit (Obj79_Init).
		s.initS2Keep()
	}
	for i := range st.Rec.Sensors {
		st.Rec.Sensors[i] = SensorRecord{Name: byte('A' + i), Dir: defaultDir[i]}
	}
	st.Rec.Edge = SensorRecord{Name: 'X'}
	s.fillRecord()
	st.Rec.Frame = frame
}
