package sonic1

import "loopwright/physics"

// Green Hill's collapsing ledge (_incObj/1A Collapsing Ledge (part
// 1).asm, with sonic.asm's Ledge_Fragment and SlopeObject).

// idCollapseLedge is CollapseLedge's object id.
const idCollapseLedge = 0x1A

// cfloData1 is CFlo_Data1: the fragments' delays before they fall.
var cfloData1 = [...]int16{0x1C, 0x18, 0x14, 0x10, 0x1A, 0x16, 0x12, 0xE, 0xA, 6, 0x18, 0x14, 0x10, 0xC, 8, 4,
	0x16, 0x12, 0xE, 0xA, 6, 2, 0x14, 0x10, 0xC, 0}

// collapseLedge is CollapseLedge: a top-only ledge $30 each side of its
// x whose surface is the ledge heightmap (misc/GHZ Collapsing Ledge
// Heightmap.bin, the level's s1_heightmaps "ghz_ledge"; SlopeObject,
// SlopeObject2 while stood on). Stood on, it counts 7 runs
// (ledge_timedelay in Timer; ledge_collapse_flag in Flag, which keeps
// counting once Sonic left), then breaks (Ledge_Fragment): the ledge's
// slot and up to 24 free slots become fragments (routine 6) with
// CFlo_Data1's delays; each falls (ObjectFall) once its delay ran out,
// deleted off screen. The fragment Sonic stands on keeps him until its
// delay runs out (loc_82D0), then drops him. RememberState.
func (s *engine) collapseLedge(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	h := s.heights["ghz_ledge"]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render |= 4 | 0x10
		ob.Timer = 7
		ob.Width = 0x64
		ob.MapFrame = ob.Sub
		ob.YRad = 0x38
		fallthrough
	case 2:
		if ob.Flag {
			if ob.Timer == 0 {
				ob.Flag = false
				s.ledgeFragment(k)
				return
			}
			ob.Timer--
		}
		s.slopeObject(k, 0x30, h)
		s.rememberState(k)
	case 4:
		if ob.Timer == 0 {
			s.ledgeFragment(k)
			return
		}
		ob.Flag = true
		ob.Timer--
		s.ledgeWalkOff(k, h)
	case 6:
		s.ledgeDisplay(k, h)
	case 0xA:
		s.ledgeWalkOff(k, h)
	default:
		s.deleteObject(k)
	}
}

// ledgeWalkOff is Ledge_WalkOff: ExitPlatform, then SlopeObject2 with
// the ledge's x, then RememberState.
func (s *engine) ledgeWalkOff(k int, h []byte) {
	s.exitPlatformR(k, 0x30)
	s.slopeObject2(k, 0x30, s.st.S2.Slots[k].X.Pixel(), h)
	s.rememberState(k)
}

// ledgeDisplay is Ledge_Display: a fragment's delay counts down (the one
// Sonic stands on keeps him until it ends: loc_82D0), then it falls.
func (s *engine) ledgeDisplay(k int, h []byte) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	if ob.Timer == 0 {
		objectFall(ob)
		s.display(k)
		if ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
		}
		return
	}
	if !ob.Flag {
		ob.Timer--
		s.display(k)
		return
	}
	ob.Timer--
	s.ledgeWalkOff(k, h)
	ob = &o.Slots[k]
	if o.On != 0 {
		if ob.Timer != 0 {
			return
		}
		o.On, st.Obj.On = 0, 0
		st.Pushing = false
	}
	ob.Flag = false
	ob.Routine = 6
}

// ledgeFragment is Ledge_Fragment (loc_847A): the ledge's next frame (the
// broken one), then the fragments, the ledge's slot first.
func (s *engine) ledgeFragment(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	ob.MapFrame += 2
	ob.Render |= 0x20
	id, render, x, y, w := ob.ID, ob.Render, ob.X, ob.Y, ob.Width
	for i := 0; i <= 0x18; i++ {
		j := k
		if i > 0 {
			if j = s.findFree(); j < 0 {
				break
			}
			o.Slots[j] = physics.S2Obj{Layout: -1}
		}
		f := &o.Slots[j]
		f.Routine, f.ID, f.Render, f.X, f.Y, f.Width = 6, id, render, x, y, w
		f.Timer = cfloData1[i]
		if j < k {
			s.display(j)
		}
	}
	s.display(k)
}
