package sonic1

import "loopwright/physics"

// AppendLiveBoxes appends the live objects' boxes for the preview: each
// object's touch box (ReactToItem's sizes) and reaction, and the solid
// box of the solid objects (solidSize).
func (s *engine) AppendLiveBoxes(dst []physics.ObjectBox) []physics.ObjectBox {
	if !s.active {
		return dst
	}
	o := &s.st.S2
	for k := 0; k < int(o.Top); k++ {
		ob := &o.Slots[k]
		if ob.ID == 0 {
			continue
		}
		b := physics.ObjectBox{ObjectID: s.objectID(k), Slot: k, ID: ob.ID, X: ob.X.Pixel(), Y: ob.Y.Pixel(),
			Standing: o.On == k+1}
		if ob.Coll != 0 {
			if sz := int(ob.Coll & 0x3F); sz < len(touchSizes) {
				b.HitW, b.HitH = int(touchSizes[sz][0]), int(touchSizes[sz][1])
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
		b.SolidW, b.SolidH, b.TopOnly = solidSize(ob)
		dst = append(dst, b)
	}
	return dst
}

// solidSize returns the half sizes an object's SolidObject or
// PlatformObject call uses (0: not solid), and whether only its top is.
func solidSize(ob *physics.S2Obj) (w, h int, top bool) {
	if w, h, top, ok := zoneSolidSize(ob); ok {
		return w, h, top
	}
	if w, h, top, ok := commonSolidSize(ob); ok {
		return w, h, top
	}
	if w, h, top, ok := lzSolidSize(ob); ok {
		return w, h, top
	}
	if w, h, top, ok := ghzSolidSize(ob); ok {
		return w, h, top
	}
	if w, h, top, ok := sbzSolidSize(ob); ok {
		return w, h, top
	}
	if w, h, top, ok := fzSolidSize(ob); ok {
		return w, h, top
	}
	if w, h, top, ok := sbzHoldSolidSize(ob); ok {
		return w, h, top
	}
	if w, h, top, ok := spinConveySolidSize(ob); ok {
		return w, h, top
	}
	switch ob.ID {
	case idPurpleRock:
		return 0x1B, 0x10, false
	case idEdgeWalls:
		if ob.Routine == 2 {
			return 0x13, 0x28, false
		}
	case idSpikes:
		switch ob.MapFrame {
		case 1:
			return 0x1B, 0x14, false
		case 5:
			return 0x1B, 4, false
		}
		return int(ob.Width) + 0x0B, 0x10, false
	case idSprings:
		if ob.Routine >= 8 && ob.Routine <= 0x0C {
			return 0x13, 0x0E, false
		}
		return 0x1B, 8, false
	case idMonitor:
		if ob.Routine == 2 {
			return 0x1A, 0x0F, false
		}
	case idButton:
		return 0x1B, 5, false
	case idLargeGrass:
		d2 := 0x20
		if ob.MapFrame == 2 {
			d2 = 0x30
		}
		return int(ob.Width) + 0x0B, d2, false
	case idBasicPlatform:
		return int(ob.Width), 8, true
	case idBridge:
		if ob.Routine != 0x0A {
			return int(ob.Sub) << 3, 8, true
		}
	}
	return 0, 0, false
}

// LiveWindow returns the range ObjPosLoad keeps objects in: the camera's
// 128-pixel column less $80 to the column plus $280.
func (s *engine) LiveWindow() (left, right int, ok bool) {
	if !s.active {
		return 0, 0, false
	}
	c := s.st.Cam.X &^ 0x7F
	return max(c-0x80, 0), c + 0x280, true
}
