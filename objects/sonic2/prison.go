package sonic2

import "loopwright/physics"

// Obj3E, the egg prison (s2.asm Obj3E): the capsule at the end of a
// boss act. Its first run makes its parts, each an Obj3E by routine: 2
// the body (solid, $2B wide, $18 high), 4 the button on top (solid $1B by
// 8), 6 the lid, 8 the animals' spawner. A player standing on the button
// pushes it 8 down and opens the prison: the lid flies off (-$400 up,
// $800 right) with a puff of smoke (Obj27), $1D frames later 8 animals
// jump out (Obj28 from the prison: each waits its turn, $9A frames for
// the first and 8 fewer for each next, then falls and hops away), and for
// $B4 frames another comes every 8th frame; once no animal is left the
// act ends (Load_EndOfAct: the results, Obj3A).
//
// The body's Child1, Child2 and Parent hold the button, lid and spawner
// (objoff_38, objoff_3A, objoff_3C); the button's Flag is objoff_32 (it
// was pressed), BaseY every part's objoff_30; Timer the body's objoff_34
// and the spawner's anim_frame_duration word.

// Obj3E routines.
const (
	prisonBody    = 2
	prisonButton  = 4
	prisonLid     = 6
	prisonSpawner = 8
	prisonEnd     = 0xA
)

// prisonParts is Obj3E_ObjLoadData: each part's rise above the prison's
// y, routine, width_pixels and mapping_frame.
var prisonParts = [4]struct {
	rise, routine, width, frame uint8
}{
	{0, prisonBody, 0x20, 0},
	{0x28, prisonButton, 0x10, 4},
	{0x18, prisonLid, 8, 5},
	{0, prisonSpawner, 0x20, 0},
}

// eggPrison is Obj3E.
func (s *engine) eggPrison(k int) {
	switch s.slot(k).Routine {
	case 0:
		s.prisonInit(k)
	case prisonBody:
		s.prisonBody(k)
	case prisonButton:
		s.prisonButton(k)
	case prisonLid:
		s.prisonLid(k)
	case prisonSpawner:
		s.prisonSpawner(k)
	case prisonEnd:
		s.prisonEnd(k)
	}
}

// prisonInit is loc_3F212: the body is this slot; the button, lid and
// spawner take the first free slots (AllocateObject; a part the RAM has
// no room for is skipped).
func (s *engine) prisonInit(k int) {
	body := s.slot(k)
	x, y := body.X.Pixel(), body.Y.Pixel()
	var parts [3]int16
	for i, d := range prisonParts {
		j := k
		if i > 0 {
			if j = s.allocate(); j < 0 {
				continue
			}
			parts[i-1] = int16(j + 1)
		}
		p := s.slot(j)
		if i > 0 {
			*p = physics.S2Obj{ID: s2EggPrison, Layout: -1}
		}
		setXPixel(p, x)
		py := y - int(d.rise)
		setYPixel(p, py)
		p.BaseY = int16(py)
		p.Routine, p.Width, p.MapFrame = d.routine, d.width, d.frame
	}
	body = s.slot(k)
	body.Child1, body.Child2, body.Parent = parts[0], parts[1], parts[2]
}

// prisonBody is loc_3F278: it waits for the button; then the lid goes
// with a puff of smoke, and $1D frames later the animals come out and
// the spawner starts. The body is solid (SolidObject $2B, $18, $18).
func (s *engine) prisonBody(k int) {
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0:
		b := int(ob.Child1) - 1
		if b < 0 || !s.slot(b).Flag {
			break
		}
		if l := int(ob.Child2) - 1; l >= 0 {
			lid := s.slot(l)
			if j := s.allocate(); j >= 0 {
				*s.slot(j) = physics.S2Obj{ID: s2Explosion, Routine: 2, Layout: -1,
					X: physics.FromPixels(lid.X.Pixel()), Y: physics.FromPixels(lid.Y.Pixel())}
			}
			lid.YVel, lid.XVel = -0x400, 0x800
			lid.Routine2 += 2
		}
		ob = s.slot(k)
		ob.Timer = 0x1D
		ob.Routine2 += 2
	case 2:
		ob.Timer--
		if ob.Timer >= 0 {
			break
		}
		ob.Anim = 1
		d4, d5 := -0x1C, int16(0x9A)
		for i := 0; i < 8; i++ {
			j := s.allocate()
			if j < 0 {
				break
			}
			ob = s.slot(k)
			*s.slot(j) = physics.S2Obj{ID: s2Animal, Layout: -1, Flag: true, Timer: d5,
				X: physics.FromPixels(ob.X.Pixel() + d4), Y: physics.FromPixels(ob.Y.Pixel())}
			d4 += 7
			d5 -= 8
		}
		ob = s.slot(k)
		if sp := int(ob.Parent) - 1; sp >= 0 {
			sw := s.slot(sp)
			sw.Timer = 0xB4
			sw.Routine2 += 2
		}
		ob.Routine2 += 2
	}
	x := s.slot(k).X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, 0x2B, 0x18, 0x18, x, false, nil)
		s.s2Swap(p)
	}
	s.markGone(k, x)
}

// prisonButton is loc_3F354: solid ($1B, 8, 8) at its place, 8 lower
// while a player stands on it, which opens the prison (objoff_32).
func (s *engine) prisonButton(k int) {
	ob := s.slot(k)
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, 0x1B, 8, 8, ob.X.Pixel(), false, nil)
		s.s2Swap(p)
	}
	setYPixel(ob, int(ob.BaseY))
	if ob.Status&(physics.S2P1Stand|physics.S2P2Stand) != 0 {
		setYPixel(ob, int(ob.BaseY)+8)
		ob.Flag = true
	}
	s.markGone(k, ob.X.Pixel())
}

// prisonLid is loc_3F38E: once thrown it flies (ObjectMoveAndFall) and
// is deleted off screen.
func (s *engine) prisonLid(k int) {
	ob := s.slot(k)
	if ob.Routine2 != 0 {
		if ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
		objMoveAndFall(ob)
	}
	s.markGone(k, ob.X.Pixel())
}

// prisonSpawner is loc_3F3A8: for $B4 frames after the prison opens,
// every 8th frame (Vint_runcount) an animal in the first free slot, up to
// 25 pixels to one side (RandomNumber), waiting $C frames; then the act's
// end.
func (s *engine) prisonSpawner(k int) {
	ob := s.slot(k)
	if ob.Routine2 == 0 {
		return
	}
	if s.st.S2.Vint&7 == 0 {
		if j := s.allocate(); j >= 0 {
			r := s.random()
			d := int(r&0x1F) - 6
			if int16(s.st.S2.RNG) < 0 {
				d = -d
			}
			ob = s.slot(k)
			*s.slot(j) = physics.S2Obj{ID: s2Animal, Layout: -1, Flag: true, Timer: 0xC,
				X: physics.FromPixels(ob.X.Pixel() + d), Y: physics.FromPixels(ob.Y.Pixel())}
		}
	}
	ob = s.slot(k)
	ob.Timer--
	if ob.Timer != 0 {
		return
	}
	ob.Routine = prisonEnd
	ob.Timer = 0xB4
}

// prisonEnd is loc_3F406: once no animal (Obj28) is left in the object
// RAM the act ends (Load_EndOfAct: status_secondary cleared, the results
// in the first free slot) and the spawner is deleted.
func (s *engine) prisonEnd(k int) {
	st := s.st
	for j := range st.S2.Slots[:st.S2.Top] {
		if st.S2.Slots[j].ID == s2Animal {
			return
		}
	}
	st.Obj.Shield, st.Obj.Invincible = false, 0
	st.S2.Ev.EndAct = true
	if j := s.allocate(); j >= 0 {
		*s.slot(j) = physics.S2Obj{ID: s2Results, Layout: -1}
	}
	s.deleteObject(k)
}

// prisonAnimal is Obj28_Prison (routine $1C): an animal from a prison
// waits objoff_36 frames (Timer), then falls and hops as a freed animal
// (Obj28_Main); it is deleted off screen.
func (s *engine) prisonAnimal(k int) {
	ob := s.slot(k)
	if ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
		return
	}
	ob.Timer--
	if ob.Timer == 0 {
		ob.Routine = animalMain
	}
}
