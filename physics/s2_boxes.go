package physics

// ObjectBox is one live Sonic 2 object as the physics sees it this frame,
// for drawing (preview): its touch box (TouchResponse's Touch_Sizes) and
// its solid box (the sizes its SolidObject / PlatformObject call uses).
type ObjectBox struct {
	// ObjectID is the level object's id (its layout entry), or -(slot+1)
	// for objects made by other objects; Slot is its object RAM slot and
	// ID its object id.
	ObjectID int
	Slot     int
	ID       uint8
	X, Y     int
	// HitW, HitH are the touch box's half sizes (0: no touch box);
	// Reaction what touching it does.
	HitW, HitH int
	Reaction   Reaction
	// SolidW, SolidH are the solid box's half sizes (0: not solid);
	// TopOnly for platforms (a top surface only).
	SolidW, SolidH int
	TopOnly        bool
	// Standing reports the main character standing on it.
	Standing bool
}

// AppendObjectBoxes appends the boxes of the live Sonic 2 objects, in
// slot order, then the rings not yet collected, to dst. It returns dst unchanged when the Sonic 2 object
// machinery does not run.
func (s *Sim) AppendObjectBoxes(dst []ObjectBox) []ObjectBox {
	if !s.s2.active {
		return dst
	}
	for k := range s.st.S2.Slots {
		ob := &s.st.S2.Slots[k]
		if ob.ID == 0 || ob.Render&s2Child != 0 {
			continue
		}
		b := ObjectBox{ObjectID: s.s2ObjectID(k), Slot: k, ID: ob.ID, X: ob.X.Pixel(), Y: ob.Y.Pixel(),
			Standing: ob.Status&s2P1Stand != 0}
		if ob.Coll != 0 {
			if sz := int(ob.Coll & 0x3F); sz < len(s2TouchSizes) {
				b.HitW, b.HitH = int(s2TouchSizes[sz][0]), int(s2TouchSizes[sz][1])
			}
			switch ob.Coll & 0xC0 {
			case 0:
				b.Reaction = ReactAttackable
			case 0x40:
				b.Reaction = ReactIncrement
				if ob.Coll&0x3F == 6 {
					b.Reaction = ReactItem
				}
			case 0x80:
				b.Reaction = ReactHurt
			default:
				b.Reaction = ReactSpecial
			}
		}
		b.SolidW, b.SolidH, b.TopOnly = s2SolidSize(ob)
		dst = append(dst, b)
	}
	// The ring layout's rings not yet collected (RingsManager: not
	// objects; Slot -1): their 6x6 touch box.
	for i := range s.s2.rings {
		if s.st.S2.RingGot[i] {
			continue
		}
		r := &s.s2.rings[i]
		dst = append(dst, ObjectBox{ObjectID: r.objID, Slot: -1, X: r.x, Y: r.y, HitW: 6, HitH: 6, Reaction: ReactIncrement})
	}
	return dst
}

// s2SolidSize returns an object's solid half width, half height and
// whether only its top is solid.
func s2SolidSize(ob *S2Obj) (int, int, bool) {
	if ob.Routine == 0 {
		return 0, 0, false
	}
	switch ob.ID {
	case s2Bridge:
		return int(ob.Sub) * 8, 8, true
	case s2Springs:
		switch ob.Routine {
		case 4:
			return 0x13, 0xE, false
		case 8, 0xA:
			return 0x1B, 0x10, false
		}
		return 0x1B, 8, false
	case s2Spikes:
		return int(ob.Width) + 0xB, int(ob.YRad), false
	case s2Monitor:
		if ob.Routine == 2 {
			return 0x1A, 0xF, false
		}
	case s2Platform:
		if ob.Routine == 8 {
			return int(ob.Width) + 0xB, int(ob.YRad), false
		}
		return int(ob.Width), 8, true
	}
	return 0, 0, false
}

// ObjectWindow returns the x range [left, right) of level positions in
// which the object manager keeps objects alive this frame (ObjectsManager
// and MarkObjGone: from Camera_X_pos_coarse to $280 past it, whole
// 128-pixel columns), and whether the Sonic 2 object machinery runs.
func (s *Sim) ObjectWindow() (left, right int, ok bool) {
	if !s.s2.active {
		return 0, 0, false
	}
	c := s.st.S2.Coarse
	return c, c + 0x280 + 0x80, true
}
