package sonic2

import "loopwright/physics"

// Obj5D's pipe, pump and droplets, slot by slot (s2.asm Obj5D_Pipe,
// Obj5D_Pipe_Pump, Obj5D_Pipe_Retract, Obj5D_PipeSegment, Obj5D_Pump,
// Obj5D_Gunk_Droplets, Obj5D_Flame). They draw only, but they take their
// slots and timers as the game's do, so every later allocation lands
// where the game's does.
//
// The pipe's control object (routine 4) hangs from the Eggmobile: when
// the Eggmobile stops to fill (Obj5D_status2 bit 0) it becomes the top
// segment and makes one more segment a frame (AllocateObjectAfterCurrent,
// 11 of them, 8 pixels apart: Obj5D_pipe_segments counts down from $C),
// and a 13th allocation that is never filled in (the slot stays free,
// its Obj5D_parent written); then (routine 6) it makes the pump
// animation (routine 6, routine_secondary 2) and the dripper (routine
// $A) and turns into a segment (routine $E). The pump animation steps
// up 8 pixels every $12 frames from $58, waits $C frames at the top and
// 6 more, then hands the control object the retraction (routine 8) and
// deletes itself. Retracting, the control object looks each frame for
// the object whose y is its own plus Obj5D_y_offset ($58 down by 8)
// among the first $80 object slots; the first match, if Obj5D, is marked
// (status bit 7) and deleted when it runs; any match leaves d7 = $5D,
// RunObjects' slot counter (runLast). With the offset at 0 it marks
// itself next frame.
//
// Fields: Index Obj5D_pipe_segments, BaseY Obj5D_y_pos_next (a
// segment's offset below the control object), Logs[2] Obj5D_y_offset,
// Timer Obj5D_timer, Timer3 Obj5D_timer3, Flag Obj5D_flag.

// Obj5D routines of the pipe, the pump and the smoke.
const (
	cpzPipePump    = 6
	cpzPipeRetract = 8
	cpzSegment     = 0xE
	cpzPump        = 0x12
)

// cpzD7 is the value Obj5D_Pipe_Retract_ChkID leaves in d7, RunObjects'
// count of the slots still to run.
const cpzD7 = 0x5D

// cpzNew fills the free slot j with an Obj5D piece of routine r whose
// Obj5D_parent is slot parent.
func (s *engine) cpzNew(j, parent int, r, r2 uint8) *physics.S2Obj {
	*s.slot(j) = physics.S2Obj{ID: s2CPZBoss, Routine: r, Routine2: r2, Layout: -1, Width: 0x20,
		Parent: int16(parent + 1)}
	return s.slot(j)
}

// cpzPipe is Obj5D_Pipe_Wait and Obj5D_Pipe_Extend (routine 4).
func (s *engine) cpzPipe(k int) {
	ob := s.slot(k)
	m := parentOf(ob)
	if m < 0 {
		s.deleteObject(k)
		return
	}
	j := k
	if ob.Routine2 == 0 { // Obj5D_Pipe_Wait
		mb := s.slot(m)
		if mb.Logs[1]&cpzFilling == 0 {
			return
		}
		setXPixel(ob, mb.X.Pixel())
		setYPixel(ob, mb.Y.Pixel()+0x18)
		ob.Index = 0xC
		ob.Routine2 = 2
	} else { // Obj5D_Pipe_Extend
		j = s.allocateAfter(k)
		if j < 0 {
			return
		}
		s.slot(j).Parent = int16(k + 1)
	}
	// Obj5D_Pipe_Extend_Part2
	ob = s.slot(k)
	ob.Index--
	if ob.Index < 0 { // Obj5D_Pipe_Extend_End
		ob.Routine2 = 0
		ob.Routine = cpzPipePump
		s.cpzSegment(k)
		return
	}
	seg := s.slot(j)
	seg.ID = s2CPZBoss
	seg.Layout = -1
	seg.Width = 0x20
	setXPixel(seg, ob.X.Pixel())
	setYPixel(seg, ob.Y.Pixel())
	d := (0xC - 1 - int(ob.Index)) * 8
	seg.BaseY = int16(d)
	setYPixel(seg, seg.Y.Pixel()+d)
	seg.Anim = 1
	if seg.Routine2 != 2 {
		seg.Routine = cpzSegment
	}
	s.cpzSegment(k)
}

// cpzPipePumpRun is Obj5D_Pipe_Pump (routine 6): 0 the control object
// makes the pump animation and the dripper, 2 the pump animation, 4 its
// last wait.
func (s *engine) cpzPipePumpRun(k int) {
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0: // Obj5D_Pipe_Pump_0
		j := s.allocateAfter(k)
		if j < 0 {
			s.cpzSegment(k)
			return
		}
		ob.Routine = cpzSegment
		p := s.cpzNew(j, k, cpzPipePump, 2)
		p.Timer3 = 2
		setXPixel(p, ob.X.Pixel())
		setYPixel(p, ob.Y.Pixel()+0xB*8)
		p.Logs[2] = 0xB * 8
		p.Anim = 2
		p.Timer = 0x12
		if d := s.allocateAfter(k); d >= 0 {
			s.cpzNew(d, parentOf(s.slot(k)), cpzDripper, 0)
		}
		s.cpzSegment(k)
	case 2: // Obj5D_Pipe_Pump_2
		c := parentOf(ob)
		if c < 0 {
			s.deleteObject(k)
			return
		}
		cb := s.slot(c)
		if m := parentOf(cb); m < 0 || s.slot(m).Status&s2BossBeaten != 0 {
			s.deleteObject(k)
			return
		}
		setXPixel(ob, cb.X.Pixel())
		setYPixel(ob, cb.Y.Pixel())
		ob.Timer = int16(uint8(ob.Timer) - 1)
		if ob.Timer == 0 {
			ob.Timer = 0x12
			ob.Logs[2] = int16(uint8(ob.Logs[2]) - 8)
			switch off := int8(ob.Logs[2]); {
			case off < 0: // the pumping is over
				ob.Timer = 6
				ob.Routine2 = 4
				return
			case off == 0: // one last delay at the top
				ob.Anim = 3
				ob.Timer = 0xC
			}
		}
		setYPixel(ob, ob.Y.Pixel()+int(uint8(ob.Logs[2])))
	default: // Obj5D_Pipe_Pump_4
		ob.Timer = int16(uint8(ob.Timer) - 1)
		if ob.Timer != 0 {
			return
		}
		ob.Timer3--
		if ob.Timer3 != 0 {
			// The game restarts the pumping here and then falls through
			// to the retraction all the same.
			ob.Anim = 2
			ob.Timer = 0x12
			ob.Routine2 = 2
			ob.Logs[2] = 0xB * 8
		}
		if c := parentOf(ob); c >= 0 {
			cb := s.slot(c)
			cb.Routine = cpzPipeRetract
			cb.Logs[2] = 0xB * 8
		}
		s.deleteObject(k)
	}
}

// cpzPipeRetract is Obj5D_Pipe_Retract (routine 8): one segment marked
// for deletion a frame, from the bottom up, found by its y among the
// first $80 object slots (the game's loop does not step past an object
// of another id with that y: it stops there). Any match leaves d7 at $5D
// (runLast).
func (s *engine) cpzPipeRetract(k int) {
	ob := s.slot(k)
	if !ob.Flag {
		y := uint16(int(uint8(ob.Logs[2])) + ob.Y.Pixel())
		hit, found := s.cpzFindY(y)
		if !found {
			s.cpzSegment(k)
			return
		}
		s.runLast = s.cur2Game(k) + cpzD7
		if hit < 0 || s.slot(hit).ID != s2CPZBoss {
			s.cpzSegment(k)
			return
		}
		s.slot(hit).Status |= s2BossBeaten
	} else {
		ob.Status |= s2BossBeaten
	}
	ob = s.slot(k)
	ob.Logs[2] = int16(uint8(ob.Logs[2]) - 8)
	if ob.Logs[2] == 0 {
		ob.Flag = true
	}
	s.cpzSegment(k)
}

// cpzFindY is Obj5D_Pipe_Retract_Loop: the first of the object slots $00
// to $7F whose y is y: -1 for a player (the main character, then the
// second), else its dynamic slot. The reserved slots' other objects (the
// title card, Chemical Plant's pylon, the water surfaces) are not
// matched (docs/assumptions.md).
func (s *engine) cpzFindY(y uint16) (int, bool) {
	st := s.st
	if uint16(st.Y.Pixel()) == y {
		return -1, true
	}
	if st.P2.On && uint16(st.P2.Body.Y.Pixel()) == y {
		return -1, true
	}
	o := &st.S2
	for j := 0; j < int(o.Top) && j < 0x80-0x10; j++ {
		if o.Slots[j].ID != 0 && uint16(o.Slots[j].Y.Pixel()) == y {
			return j, true
		}
	}
	return -1, false
}

// cur2Game is the game's object slot of dynamic slot k.
func (s *engine) cur2Game(k int) int { return k + 0x10 }

// cpzSegment is Obj5D_PipeSegment (routine $E, and the end of the control
// object's routines): the segment hangs Obj5D_y_pos_next below its
// parent; marked, it is deleted; with the boss beaten (the parent's
// parent's status bit 7: the Eggmobile for a segment, Robotnik for the
// control object) it falls off (Obj5D_PipeSegment_End).
func (s *engine) cpzSegment(k int) {
	ob := s.slot(k)
	p := parentOf(ob)
	if p < 0 {
		s.deleteObject(k)
		return
	}
	pb := s.slot(p)
	if g := parentOf(pb); g >= 0 && s.slot(g).Status&s2BossBeaten != 0 {
		// Obj5D_PipeSegment_End
		ob.Routine = cpzFalling
		r := s.random()
		ob = s.slot(k)
		cpzFallSpeeds(ob, r)
		ob.Timer = int16((uint8(r>>16) + 0x1E) & 0x7F)
		return
	}
	setXPixel(ob, pb.X.Pixel())
	setYPixel(ob, pb.Y.Pixel())
	if ob.Routine2 == 4 {
		setYPixel(ob, ob.Y.Pixel()+0x18)
	}
	if ob.Status&s2BossBeaten != 0 {
		s.deleteObject(k)
		return
	}
	setYPixel(ob, ob.Y.Pixel()+int(ob.BaseY))
}

// cpzPumpTop is Obj5D_Pump (routine $12), the large pump on top of the
// Eggmobile: it rides with it, and with the boss beaten (its status, the
// Eggmobile's a frame late) it breaks into three falling pieces: itself
// ($78 frames before its explosion) and two more (AllocateObject; none
// free: it is deleted), each with RandomNumber's speeds. That frame it
// is not drawn.
func (s *engine) cpzPumpTop(k int) {
	ob := s.slot(k)
	m := parentOf(ob)
	if m < 0 {
		s.deleteObject(k)
		return
	}
	mb := s.slot(m)
	if ob.Status&s2BossBeaten == 0 {
		ob.X, ob.Y = mb.X, mb.Y
		ob.Render = mb.Render
		ob.Status = mb.Status
		return
	}
	ob.Timer = 0x78
	setXPixel(ob, mb.X.Pixel())
	setYPixel(ob, mb.Y.Pixel())
	ob.MapFrame = 0x22
	ob.Routine = cpzFalling
	cpzFallSpeeds(ob, s.random())
	for i := 0; i < 2; i++ {
		j := s.allocate()
		if j < 0 {
			s.deleteObject(k)
			return
		}
		ob = s.slot(k)
		c := physics.S2Obj{ID: s2CPZBoss, Routine: cpzFalling, Layout: -1, Width: 0x20,
			MapFrame: uint8(0x23 + i), Status: ob.Status, Render: ob.Render}
		setXPixel(&c, ob.X.Pixel())
		setYPixel(&c, ob.Y.Pixel())
		r := s.random()
		cpzFallSpeeds(&c, r)
		c.Timer = int16((uint8(r>>16) + 0x1E) & 0x7F)
		*s.slot(j) = c
	}
}

// cpzDroplets is Obj5D_Gunk_Droplets (the landed Mega Mack, routine $C
// routine_secondary 4): the first frame (subtype 0) it moves $18 down
// and $C forward, bounces at half its speed up with a random x speed,
// loses its collision and makes 4 more droplets (AllocateObjectAfterCurrent,
// each with RandomNumber's speeds, the last free slot ending the
// loop); droplets (subtype 1) fall (gravity $38) until the floor
// (ObjCheckFloorDist with y_radius 4) deletes them, or MarkObjGone.
func (s *engine) cpzDroplets(k int) {
	ob := s.slot(k)
	if ob.Sub != 0 { // Obj5D_Gunk_Droplets_Move
		objMoveAndFall(ob)
		if s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false) < 0 {
			s.deleteObject(k)
			return
		}
		s.markGone(k, ob.X.Pixel())
		return
	}
	setYPixel(ob, ob.Y.Pixel()+0x18)
	setXPixel(ob, ob.X.Pixel()+0xC)
	if ob.Render&physics.S2XFlip != 0 {
		setXPixel(ob, ob.X.Pixel()-0x18)
	}
	ob.YRad, ob.XRad = 4, 4
	ob.Sub++
	ob.MapFrame = 9
	ob.YVel = physics.Fixed(-int16(uint16(ob.YVel) >> 1))
	ob.XVel = cpzDropletSpeed(s.random(), 0x200, -0x100)
	ob.Coll = 0
	for n := 0; n < 4; n++ {
		j := s.allocateAfter(k)
		if j < 0 {
			return
		}
		ob = s.slot(k)
		d := s.cpzNew(j, k, cpzGunk, 4)
		d.X, d.Y = ob.X, ob.Y
		d.YRad, d.XRad = 4, 4
		d.MapFrame = 9
		d.Sub = 1
		d.YVel = ob.YVel
		d.Coll = ob.Coll
		r := s.random()
		d.XVel = cpzDropletSpeed(r, 0x80, -0x80)
		d.YVel = physics.Fixed(int16(d.YVel) - int16(uint16(r>>16)&0x3FF))
	}
}

// cpzDropletSpeed is a droplet's x speed from RandomNumber r: its low
// word asr 6, plus up when not negative, then plus add.
func cpzDropletSpeed(r uint32, up, add int16) physics.Fixed {
	d := int16(r) >> 6
	if d >= 0 {
		d += up
	}
	return physics.Fixed(d + add)
}

// cpzFlame is Obj5D_Flame: it rides with the Eggmobile taking its
// status; once that status has bit 7 (the boss beaten) it stays where it
// is and, when the Eggmobile retreats (Obj5D_status2 bit 6), moves $28
// behind and 4 under it every frame: the game meant to start the smoke
// there but bumps routine_secondary instead of routine, so the flame
// stays, never deleted.
func (s *engine) cpzFlame(k int) {
	ob := s.slot(k)
	m := parentOf(ob)
	if m < 0 {
		return
	}
	mb := s.slot(m)
	if ob.Status&s2BossBeaten == 0 {
		ob.X, ob.Y = mb.X, mb.Y
		ob.Status = mb.Status
		ob.Render = mb.Render
		return
	}
	if mb.Logs[1]&cpzRetreat == 0 {
		return
	}
	ob.Routine2 += 2
	ob.MapFrame = 0
	setXPixel(ob, mb.X.Pixel()-0x28)
	setYPixel(ob, mb.Y.Pixel()+4)
}

// cpzRobotnik is Obj5D_Robotnik: he rides with the Eggmobile, taking its
// status; the Eggmobile deletes him as it leaves (Obj5D_Main_Delete).
func (s *engine) cpzRobotnik(k int) {
	ob := s.slot(k)
	m := parentOf(ob)
	if m < 0 {
		return
	}
	mb := s.slot(m)
	ob.X, ob.Y = mb.X, mb.Y
	ob.Status = mb.Status
	ob.Render = mb.Render
}
