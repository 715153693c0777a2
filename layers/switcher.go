package layers

import "fmt"

// Switcher is a layer switcher (docs/physics.md "Solid Terrain", "Layer Switchers";
// docs/tiled.md). Side 1 is left of a vertical switcher's threshold or
// above a horizontal one's; side 2 is right or below. The switcher's
// remembered current_side lives in the simulation, not here: see Update.
type Switcher struct {
	ID int // the object id in the level file, 0 if none
	X  int // threshold position (centre)
	Y  int
	// Horizontal is false for a vertical threshold (crossed moving left or
	// right), true for a horizontal one (crossed moving up or down).
	Horizontal bool
	// Radius is half the threshold's length: 32, 64, 128 or 256.
	Radius       int
	Layer        [2]Path     // layer_1, layer_2
	Priority     [2]Priority // priority_1, priority_2
	GroundedOnly bool
	PriorityOnly bool
}

// ValidRadius reports whether r is one of the radii the games use.
func ValidRadius(r int) bool { return r == 32 || r == 64 || r == 128 || r == 256 }

// Side is the side of a switcher's threshold the player is on: Side1 (left
// or top, the zero value) or Side2 (right or bottom).
type Side uint8

// The two sides of a threshold.
const (
	Side1 Side = iota
	Side2
)

// SideOf returns the side of s's threshold that position (x, y) is on: Side2
// when x >= s.X (vertical) or y >= s.Y (horizontal).
func (s *Switcher) SideOf(x, y int) Side {
	if s.Horizontal {
		if y >= s.Y {
			return Side2
		}
		return Side1
	}
	if x >= s.X {
		return Side2
	}
	return Side1
}

// InRange reports whether (x, y) is within the switcher's range along its
// threshold: for a vertical switcher s.Y - Radius <= y < s.Y + Radius, for a
// horizontal one the same in x. (The guide says "Y - radius to Y +
// radius"; the half-open end is the original games' unsigned compare, see
// docs/assumptions.md.)
func (s *Switcher) InRange(x, y int) bool {
	v, c := y, s.Y
	if s.Horizontal {
		v, c = x, s.X
	}
	return v >= c-s.Radius && v < c+s.Radius
}

// Update runs the switcher for one frame, as docs/physics.md "Solid Terrain" describes it: if the
// player at (x, y) is in range, has crossed the threshold away from side
// (the switcher's current_side) and, for a grounded_only switcher, is
// grounded, the player's path (unless PriorityOnly) and priority are set to
// those of the side it is now on, and fired is true. Whatever happened,
// newSide is the side the player is now on: the caller stores it as the
// switcher's current_side.
func (s *Switcher) Update(side Side, x, y int, grounded bool, path Path, prio Priority) (newSide Side, newPath Path, newPrio Priority, fired bool) {
	now := s.SideOf(x, y)
	if now != side && s.InRange(x, y) && (!s.GroundedOnly || grounded) {
		if !s.PriorityOnly {
			path = s.Layer[now]
		}
		prio = s.Priority[now]
		fired = true
	}
	return now, path, prio, fired
}

// Validate returns a description of what is wrong with s, or nil.
func (s *Switcher) Validate() error {
	if !ValidRadius(s.Radius) {
		return fmt.Errorf("radius %d is not 32, 64, 128 or 256", s.Radius)
	}
	if s.Layer[0] > PathB || s.Layer[1] > PathB {
		return fmt.Errorf("bad layer")
	}
	if s.Priority[0] > High || s.Priority[1] > High {
		return fmt.Errorf("bad priority")
	}
	return nil
}
