package sonic2

import "loopwright/physics"

// Obj1A, the collapsing platform of Hidden Palace (and, unused, of Green
// Hill and Oil Ocean), as s2.asm runs it: Obj1F's rules with a sloped
// top (SlopedPlatform), its own delays and its mappings' pieces.

// s2Ledge is ObjID_CollapsPform (Obj1A).
const s2Ledge = 0x1A

// ledgeHPZSlope is Obj1A_HPZ_SlopeData (Oil Ocean's, Obj1A_OOZ_SlopeData,
// is its first 16 bytes, and the reads past it land on this one): a flat
// top $10 above the object.
var ledgeHPZSlope = [48]int8{
	0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10,
	0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10,
	0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10,
}

// ledgeGHZSlope is Obj1A_GHZ_SlopeData (Sonic 1's ledge).
var ledgeGHZSlope = [48]int8{
	0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x21, 0x21, 0x22, 0x22, 0x23, 0x23, 0x24, 0x24,
	0x25, 0x25, 0x26, 0x26, 0x27, 0x27, 0x28, 0x28, 0x29, 0x29, 0x2A, 0x2A, 0x2B, 0x2B, 0x2C, 0x2C,
	0x2D, 0x2D, 0x2E, 0x2E, 0x2F, 0x2F, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30,
}

// ledgeDelays are Obj1A_DelayData (Green Hill's and Oil Ocean's) and
// Obj1A_HPZ_DelayData: each piece's wait before it falls, in the order
// of the broken mapping frame's pieces.
var ledgeDelays = [2][]uint8{
	{0x1C, 0x18, 0x14, 0x10, 0x1A, 0x16, 0x12, 0xE, 0xA, 6, 0x18, 0x14, 0x10, 0xC, 8, 4,
		0x16, 0x12, 0xE, 0xA, 6, 2, 0x14, 0x10, 0xC},
	{0x18, 0x1C, 0x20, 0x1E, 0x1A, 0x16, 6, 0xE, 0x14, 0x12, 0xA, 2},
}

// Ledge kinds, by zone (Obj1A_Init): Index.
const (
	ledgeGHZ = 0 // elsewhere: Green Hill's (Obj1A_MapUnc_10C6C)
	ledgeHPZ = 1 // Hidden Palace (Obj1A_MapUnc_1101C)
	ledgeOOZ = 2 // Oil Ocean (Obj1F_MapUnc_110C6)
)

// ledgePieces is the number of pieces of the broken mapping frame
// (subtype + 2) in the kind's mappings: Green Hill's frames 2 and 3 have
// 25, Hidden Palace's frame 2 has 12 (it has no frame 3: a subtype past
// 0 is taken as 0), Oil Ocean's frames 7.
func ledgePieces(kind int16, frame uint8) int {
	switch kind {
	case ledgeHPZ:
		return 12
	case ledgeOOZ:
		return 7
	}
	if frame < 2 {
		return 16
	}
	return 25
}

// ledge is Obj1A: a platform with a sloped top (SlopedPlatform, both
// players; half width its width_pixels: Hidden Palace $30 with a flat
// top $10 up, Oil Ocean $40 the same, elsewhere $34 with Green Hill's
// slope) that, 7 frames after a player first stands on it
// (collapsing_platform_stood_on_flag: Flag, the count in Timer), breaks
// into its mapping frame's pieces (Obj1A_CreateFragments): itself and
// copies in the first free slots, each waiting its delay
// (Obj1A_HPZ_DelayData or Obj1A_DelayData), then falling
// (ObjectMoveAndFall) until off screen. The object itself stays a
// platform while it waits and at its end lets go of both players
// (sub_109DC: not on an object, not pushing).
func (s *engine) ledge(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0: // Obj1A_Init
		ob.Routine = 2
		ob.Timer = 7
		ob.MapFrame = ob.Sub
		switch {
		case s.isZone("hpz"):
			ob.Index = ledgeHPZ
			ob.Width = 0x30
		case s.isZone("ooz"):
			ob.Index = ledgeOOZ
			ob.Width = 0x40
		default:
			ob.Index = ledgeGHZ
			ob.Width = 0x34
			ob.YRad = 0x38
			ob.Render |= s2ExplicitHeight
		}
		fallthrough
	case 2: // Obj1A_Main
		if ob.Flag {
			if ob.Timer == 0 {
				s.ledgeBreak(k)
				return
			}
			ob.Timer--
		}
		if ob.Status&(physics.S2P1Stand|physics.S2P2Stand) != 0 {
			ob.Flag = true
		}
		s.ledgePlatform(k)
	case 4: // Obj1A_Fragment
		if ob.Timer == 0 { // Obj1A_FragmentFall
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
		if s.ledgePlatform(k) {
			return
		}
		if ob.Timer--; ob.Timer == 0 {
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

// ledgePlatform is sub_1099E: SlopedPlatform for both players, then
// MarkObjGone; it reports deletion.
func (s *engine) ledgePlatform(k int) bool {
	ob := s.slot(k)
	slope := ledgeHPZSlope[:]
	if ob.Index == ledgeGHZ {
		slope = ledgeGHZSlope[:]
	}
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.slopedPlatform(k, int(ob.Width), x, slope)
		s.s2Swap(p)
	}
	return s.markGone(k, x)
}

// ledgeBreak is Obj1A_CreateFragments: the mapping frame moves on by 2
// and the object becomes its first piece, copies in the first free
// slots the others, while slots last.
func (s *engine) ledgeBreak(k int) {
	ob := s.slot(k)
	ob.MapFrame += 2
	delays := ledgeDelays[0]
	if ob.Index == ledgeHPZ {
		delays = ledgeDelays[1]
	}
	n := min(ledgePieces(ob.Index, ob.MapFrame), len(delays))
	src := *ob
	for i := 0; i < n; i++ {
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
