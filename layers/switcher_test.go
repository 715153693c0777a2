package layers

import "testing"

func vsw() Switcher {
	return Switcher{X: 1000, Y: 500, Radius: 64, Layer: [2]Path{PathA, PathB}, Priority: [2]Priority{Low, High}}
}

// docs/physics.md "Solid Terrain", "Layer Switching", range table: a vertical switcher acts when
// the player's Y is within Y - radius to Y + radius (half-open at the far
// end, docs/assumptions.md); a horizontal one the same in X.
func TestSwitcher_InRange(t *testing.T) {
	for _, r := range []int{32, 64, 128, 256} {
		s := vsw()
		s.Radius = r
		cases := []struct {
			y    int
			want bool
		}{{500 - r - 1, false}, {500 - r, true}, {500, true}, {500 + r - 1, true}, {500 + r, false}}
		for _, c := range cases {
			if got := s.InRange(0, c.y); got != c.want {
				t.Errorf("vertical r=%d: InRange(y=%d) = %v, want %v", r, c.y, got, c.want)
			}
			// X never matters for a vertical switcher's range.
			if got := s.InRange(-99999, c.y); got != c.want {
				t.Errorf("vertical r=%d: InRange(x far, y=%d) = %v", r, c.y, got)
			}
		}
		s.Horizontal = true
		for _, c := range []struct {
			x    int
			want bool
		}{{1000 - r - 1, false}, {1000 - r, true}, {1000 + r - 1, true}, {1000 + r, false}} {
			if got := s.InRange(c.x, 12345); got != c.want {
				t.Errorf("horizontal r=%d: InRange(x=%d) = %v, want %v", r, c.x, got, c.want)
			}
		}
	}
}

// docs/physics.md "Solid Terrain": "They can use one of the following radiuses: 32, 64, 128, 256."
func TestSwitcher_Validate(t *testing.T) {
	for r := 0; r <= 512; r++ {
		s := vsw()
		s.Radius = r
		want := r == 32 || r == 64 || r == 128 || r == 256
		if (s.Validate() == nil) != want || ValidRadius(r) != want {
			t.Errorf("radius %d: Validate = %v", r, s.Validate())
		}
	}
	s := vsw()
	s.Layer[1] = 2
	if s.Validate() == nil {
		t.Error("bad layer accepted")
	}
	s = vsw()
	s.Priority[0] = 5
	if s.Validate() == nil {
		t.Error("bad priority accepted")
	}
}

// docs/physics.md "Solid Terrain": side 1 is left (vertical) or top (horizontal); X >= switcher X
// is the right side.
func TestSwitcher_SideOf(t *testing.T) {
	s := vsw()
	if s.SideOf(999, 0) != Side1 || s.SideOf(1000, 0) != Side2 || s.SideOf(5000, 0) != Side2 {
		t.Error("vertical sides")
	}
	s.Horizontal = true
	if s.SideOf(0, 499) != Side1 || s.SideOf(0, 500) != Side2 {
		t.Error("horizontal sides")
	}
}

// docs/physics.md "Solid Terrain", "If current_side is the left...": X < switcher X: nothing;
// X >= switcher X: trigger, layer_2 (if not priority_only) and priority_2.
func TestSwitcher_Update_FromLeft(t *testing.T) {
	s := vsw()
	side, path, prio, fired := s.Update(Side1, 999, 500, true, PathA, Low)
	if fired || side != Side1 || path != PathA || prio != Low {
		t.Errorf("still left: %v %v %v %v", side, path, prio, fired)
	}
	side, path, prio, fired = s.Update(Side1, 1000, 500, true, PathA, Low)
	if !fired || side != Side2 || path != PathB || prio != High {
		t.Errorf("crossed at X: %v %v %v %v", side, path, prio, fired)
	}
	// "It works no matter how fast the Player is moving."
	_, path, prio, fired = s.Update(Side1, 1000+300, 500, true, PathA, Low)
	if !fired || path != PathB || prio != High {
		t.Errorf("crossed fast: %v %v %v", path, prio, fired)
	}
}

// docs/physics.md "Solid Terrain", "If current_side is the right...": X >= switcher X: nothing;
// X < switcher X: trigger, layer_1 and priority_1.
func TestSwitcher_Update_FromRight(t *testing.T) {
	s := vsw()
	side, path, prio, fired := s.Update(Side2, 1000, 500, true, PathB, High)
	if fired || side != Side2 || path != PathB || prio != High {
		t.Errorf("still right: %v %v %v %v", side, path, prio, fired)
	}
	side, path, prio, fired = s.Update(Side2, 999, 500, true, PathB, High)
	if !fired || side != Side1 || path != PathA || prio != Low {
		t.Errorf("crossed back: %v %v %v %v", side, path, prio, fired)
	}
}

// docs/physics.md "Solid Terrain": a horizontal switcher "works exactly the same in the other
// axis": top is side 1, Y >= switcher Y is side 2.
func TestSwitcher_Update_Horizontal(t *testing.T) {
	s := vsw()
	s.Horizontal = true
	s.Layer = [2]Path{PathB, PathA}
	s.Priority = [2]Priority{High, Low}
	side, path, prio, fired := s.Update(Side1, 1000, 500, true, PathB, High)
	if !fired || side != Side2 || path != PathA || prio != Low {
		t.Errorf("down across: %v %v %v %v", side, path, prio, fired)
	}
	side, path, prio, fired = s.Update(Side2, 1000, 499, true, PathA, Low)
	if !fired || side != Side1 || path != PathB || prio != High {
		t.Errorf("up across: %v %v %v %v", side, path, prio, fired)
	}
	// Out of range in X: no trigger, side still updated.
	side, _, _, fired = s.Update(Side1, 1000+64, 600, true, PathB, High)
	if fired || side != Side2 {
		t.Errorf("out of range: %v %v", side, fired)
	}
}

// docs/physics.md "Solid Terrain": the layer is only switched within range; "current_side is
// updated after the actual layer switching is checked/performed", whether
// it triggered or not, and even out of range.
func TestSwitcher_Update_OutOfRange(t *testing.T) {
	s := vsw()
	for _, y := range []int{500 - 64 - 1, 500 + 64, -10000, 10000} {
		side, path, prio, fired := s.Update(Side1, 1200, y, true, PathA, Low)
		if fired || path != PathA || prio != Low {
			t.Errorf("y=%d: fired out of range", y)
		}
		if side != Side2 {
			t.Errorf("y=%d: current_side not updated out of range: %v", y, side)
		}
	}
}

// docs/physics.md "Solid Terrain", "Result": jumping over a switcher (out of range) updates
// current_side, so coming back into range on the other side does not
// trigger.
func TestSwitcher_Update_JumpOver(t *testing.T) {
	s := vsw()
	side, path, prio := Side1, PathA, Low
	type pos struct{ x, y int }
	// Left of it in range, up and over out of range, down on the right.
	for i, p := range []pos{{900, 500}, {960, 300}, {1000, 300}, {1040, 300}, {1100, 500}, {1100, 520}} {
		var fired bool
		side, path, prio, fired = s.Update(side, p.x, p.y, false, path, prio)
		if fired {
			t.Fatalf("step %d at %v: triggered", i, p)
		}
	}
	if side != Side2 || path != PathA || prio != Low {
		t.Errorf("after the jump: side %v path %v prio %v", side, path, prio)
	}
}

// docs/physics.md "Solid Terrain", "Grounded Only Flag": active only while the player is on the
// ground; current_side is still updated while airborne.
func TestSwitcher_Update_GroundedOnly(t *testing.T) {
	s := vsw()
	s.GroundedOnly = true
	side, path, prio, fired := s.Update(Side1, 1000, 500, false, PathA, Low)
	if fired || path != PathA || prio != Low || side != Side2 {
		t.Errorf("airborne: %v %v %v %v", side, path, prio, fired)
	}
	side, path, prio, fired = s.Update(Side1, 1000, 500, true, PathA, Low)
	if !fired || path != PathB || prio != High || side != Side2 {
		t.Errorf("grounded: %v %v %v %v", side, path, prio, fired)
	}
}

// docs/physics.md "Solid Terrain", "Visual Priority Flags": a priority_only switcher sets the
// priority and never the collision layer.
func TestSwitcher_Update_PriorityOnly(t *testing.T) {
	s := vsw()
	s.PriorityOnly = true
	_, path, prio, fired := s.Update(Side1, 1000, 500, true, PathA, Low)
	if !fired || path != PathA || prio != High {
		t.Errorf("right: path %v prio %v fired %v", path, prio, fired)
	}
	_, path, prio, fired = s.Update(Side2, 999, 500, true, PathB, High)
	if !fired || path != PathB || prio != Low {
		t.Errorf("left: path %v prio %v fired %v", path, prio, fired)
	}
}

// docs/physics.md "Solid Terrain": a switch sets the side's values whatever the player had:
// triggering to a side whose layer is the current one is still a trigger.
func TestSwitcher_Update_SameValues(t *testing.T) {
	s := vsw()
	s.Layer = [2]Path{PathA, PathA}
	_, path, prio, fired := s.Update(Side1, 1001, 500, true, PathA, Low)
	if !fired || path != PathA || prio != High {
		t.Errorf("%v %v %v", path, prio, fired)
	}
}
