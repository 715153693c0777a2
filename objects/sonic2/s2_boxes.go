package sonic2

import "loopwright/physics"

// AppendLiveBoxes appends the boxes of the live Sonic 2 objects, in
// slot order, then the rings not yet collected, to dst. It returns dst unchanged when the Sonic 2 object
// machinery does not run.
func (s *engine) AppendLiveBoxes(dst []physics.ObjectBox) []physics.ObjectBox {
	if !s.s2.active {
		return dst
	}
	for k := range s.st.S2.Slots {
		ob := &s.st.S2.Slots[k]
		if ob.ID == 0 || ob.Render&physics.S2Child != 0 && ob.Coll == 0 && ob.HitCount == 0 {
			// multi_sprite: parts drawn by another object (a
			// multi-sprite boss has hits to take: its box is drawn)
			continue
		}
		b := physics.ObjectBox{ObjectID: s.s2ObjectID(k), Slot: k, ID: ob.ID, X: ob.X.Pixel(), Y: ob.Y.Pixel(),
			Standing: ob.Status&physics.S2P1Stand != 0}
		if ob.Coll != 0 {
			if sz := int(ob.Coll & 0x3F); sz < len(s2TouchSizes) {
				b.HitW, b.HitH = int(s2TouchSizes[sz][0]), int(s2TouchSizes[sz][1])
			}
			switch ob.Coll & 0xC0 {
			case 0:
				b.Reaction = physics.ReactAttackable
			case 0x40:
				b.Reaction = physics.ReactIncrement
				if ob.Coll&0x3F == 6 {
					b.Reaction = physics.ReactItem
				}
			case 0x80:
				b.Reaction = physics.ReactHurt
			default:
				b.Reaction = physics.ReactSpecial
			}
		}
		b.SolidW, b.SolidH, b.TopOnly = s2SolidSize(ob)
		if ob.ID == s2DiagonalLift && b.SolidW > 0 {
			b.Y += 0x28 + 8 // its top is $28 below its y (htz.go)
		}
		dst = append(dst, b)
	}
	if oil := &s.st.S2.Oil; oil.Routine != 0 {
		// Oil Ocean's oil (ooz_oil.go): a top at the main character's x,
		// its submersion above its y.
		dst = append(dst, physics.ObjectBox{ObjectID: oilID, Slot: physics.S2OilSlot, ID: oil.ID, X: oil.X.Pixel(),
			Y: oil.Y.Pixel() - int(oil.Timer), SolidW: oilHalf, SolidH: 1, TopOnly: true, Standing: oil.Status&physics.S2P1Stand != 0})
	}
	// The ring layout's rings not yet collected (RingsManager: not
	// objects; Slot -1): their 6x6 touch box.
	for i := range s.s2.rings {
		if s.st.S2.RingGot[i] {
			continue
		}
		r := &s.s2.rings[i]
		dst = append(dst, physics.ObjectBox{ObjectID: r.objID, Slot: -1, X: r.x, Y: r.y, HitW: 6, HitH: 6, Reaction: physics.ReactIncrement})
	}
	return dst
}

// s2SolidSize returns an object's solid half width, half height and
// whether only its top is solid.
func s2SolidSize(ob *physics.S2Obj) (int, int, bool) {
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
	case s2Elevator:
		return 0x10, 9, true
	case s2LauncherBlock:
		if ob.Routine == 2 {
			return 0x1B, 0x10, false
		}
	case s2BigBlock:
		return 0x2B, 0x20, false
	case s2InvisibleBlock, s2RisingPillar:
		if ob.Routine == 2 {
			return int(ob.Width) + 0xB, int(ob.YRad), false
		}
	case s2Flipper:
		if ob.Routine == flipperHorizontal {
			return 0x13, 0x18, false
		}
		return 0x23, 6, false
	}
	if w, h, top := zoneSolidSize(ob); w != 0 { // platforms.go
		return w, h, top
	}
	if w, h, top := htzSolidSize(ob); w != 0 { // htz_smash.go
		return w, h, top
	}
	if w, h, top := oozMTZSolidSize(ob); w != 0 { // mtz_ooz.go
		return w, h, top
	}
	if w, h, top := prizeZoneSolidSize(ob); w != 0 { // cnz_slots.go
		return w, h, top
	}
	if w, h, top, ok := wfzSolidSize(ob); ok { // wfz_platforms.go
		return w, h, top
	}
	return lateSolidSize(ob) // mcz.go
}

// LiveWindow returns the x range [left, right) of level positions in
// which the object manager keeps objects alive this frame (ObjectsManager
// and MarkObjGone: from Camera_X_pos_coarse to $280 past it, whole
// 128-pixel columns), and whether the Sonic 2 object machinery runs.
func (s *engine) LiveWindow() (left, right int, ok bool) {
	if !s.s2.active {
		return 0, 0, false
	}
	c := s.st.S2.Coarse
	return c, c + 0x280 + 0x80, true
}
