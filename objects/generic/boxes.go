package generic

import (
	"math"

	"loopwright/physics"
)

// shotRadius and lostRingRadius are the touch radii of a projectile and of
// a scattered ring (touchResponse: obj_touch.go).
const (
	shotRadius     = 6
	lostRingRadius = 6
)

// AppendLiveBoxes appends every level object as it is this frame, for
// drawing (physics.BoxLister): each object of the level where it is now,
// with the boxes the simulation collides with (geometryOf); objects of
// no generic class where they are placed, with no box; collected, broken
// and destroyed objects left out. Projectiles and scattered rings follow,
// with ObjectID -(len(level objects)+k+1) and -(len(level
// objects)+len(shots)+k+1): they are no level object.
func (s *engine) AppendLiveBoxes(dst []physics.ObjectBox) []physics.ObjectBox {
	ob := &s.st.Obj
	for i := range s.ob.defs {
		d := &s.ob.defs[i]
		if i >= len(ob.Objs) {
			break
		}
		b := physics.ObjectBox{ObjectID: d.id, Slot: i, X: d.x, Y: d.y}
		if d.kind != kNone {
			o := &ob.Objs[i]
			if o.Routine == rtGone {
				continue
			}
			g := geometryOf(*d)
			b.X, b.Y = o.X.Pixel(), o.Y.Pixel()
			b.HitW, b.HitH, b.Reaction = g.HitW, g.HitH, g.Reaction
			b.SolidW, b.SolidH, b.TopOnly = g.SolidW, g.SolidH, g.TopOnly
			b.Standing = ob.On == i+1
		}
		dst = append(dst, b)
	}
	n := len(s.ob.defs)
	for k := range ob.Shots {
		if sh := &ob.Shots[k]; sh.Active {
			dst = append(dst, physics.ObjectBox{ObjectID: -(n + k + 1), Slot: -1, X: sh.X.Pixel(), Y: sh.Y.Pixel(),
				HitW: shotRadius, HitH: shotRadius, Reaction: physics.ReactHurt})
		}
	}
	n += len(ob.Shots)
	if ob.LostTimer != 0 {
		for k := range ob.Lost {
			if r := &ob.Lost[k]; r.Active {
				dst = append(dst, physics.ObjectBox{ObjectID: -(n + k + 1), Slot: -1, X: r.X.Pixel(), Y: r.Y.Pixel(),
					HitW: lostRingRadius, HitH: lostRingRadius, Reaction: physics.ReactIncrement})
			}
		}
	}
	return dst
}

// LiveWindow reports that every object is alive wherever the camera is
// (the generic classes have no object manager): the whole line,
// math.MinInt to math.MaxInt (physics.Sim.ObjectWindow).
func (s *engine) LiveWindow() (left, right int, ok bool) {
	return math.MinInt, math.MaxInt, s.ob.any
}
