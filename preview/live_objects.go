package preview

import (
	"math"

	"loopwright/physics"
)

// Span is a range of level x positions, [Left, Right); All marks the
// whole line (Left math.MinInt, Right math.MaxInt), which is not drawn.
type Span struct {
	Valid       bool
	Left, Right int
	All         bool
}

// SimObjects replaces sc's object boxes (those LevelObjects placed from
// the level) with the live objects of sim's object engine
// (physics.Sim.AppendObjectBoxes): only the objects that exist this
// frame, where they are, with the touch and solid boxes the simulation
// uses (a game's own engine: the game's; the generic classes: theirs);
// sets sc.ObjectWindow to the range the object manager keeps objects
// alive in, and sc.Layout to the chunks the level code wrote into the
// layout. buf is scratch space, returned for reuse, so calling
// it every frame allocates nothing once it has grown.
func SimObjects(sc *Scene, sim *physics.Sim, buf []physics.ObjectBox) []physics.ObjectBox {
	P2From(sc, sim) // the second player: p2.go
	sc.Layout = sim.Live().Layout
	l, r, ok := sim.ObjectWindow()
	if !ok {
		return buf
	}
	sc.ObjectWindow = Span{Valid: true, Left: l, Right: r, All: l == math.MinInt && r == math.MaxInt}
	buf = sim.AppendObjectBoxes(buf[:0])
	sc.Live = sc.Live[:0]
	for i := range buf {
		if b := &buf[i]; b.ObjectID > 0 {
			sc.Live = append(sc.Live, LiveObject{ObjectID: b.ObjectID, X: b.X, Y: b.Y})
		}
	}
	hit := sc.Hitboxes[:0]
	for _, h := range sc.Hitboxes {
		if h.Player {
			hit = append(hit, h)
		}
	}
	sol := sc.Solids[:0]
	rec := sim.Record()
	for i := range buf {
		b := &buf[i]
		if b.SolidW > 0 {
			sol = append(sol, Solid{ObjectID: b.ObjectID, X: b.X, Y: b.Y, WidthRadius: b.SolidW, HeightRadius: b.SolidH,
				TopOnly: b.TopOnly, Standing: b.Standing})
		}
		if b.HitW > 0 {
			h := Hitbox{ObjectID: b.ObjectID, X: b.X, Y: b.Y, WidthRadius: b.HitW, HeightRadius: b.HitH, Reaction: reactionOf(b.Reaction)}
			for _, ct := range rec.Contacts[:max(0, min(rec.ContactsCount, len(rec.Contacts)))] {
				if ct.Kind == physics.Hitbox && ct.Object == b.ObjectID {
					h.Touching = true
				}
			}
			hit = append(hit, h)
		}
	}
	sc.Hitboxes, sc.Solids = hit, sol
	return buf
}

func reactionOf(r physics.Reaction) Reaction {
	switch r {
	case physics.ReactAttackable:
		return ReactAttack
	case physics.ReactItem:
		return ReactItem
	case physics.ReactIncrement:
		return ReactIncrement
	case physics.ReactHurt:
		return ReactHurt
	case physics.ReactSpecial:
		return ReactSpecial
	}
	return ReactNone
}
