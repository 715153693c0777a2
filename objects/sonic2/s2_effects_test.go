package sonic2

import (
	"testing"

	"loopwright/physics"

	"loopwright/layers"
)

// s2.asm RandomNumber: from a cleared seed it starts at $2A6D365A; the
// seed times 41 with its words added (values worked by hand from the
// routine's instructions).
func TestSim_Random(t *testing.T) {
	s := newSim(s2TestLevel(s2Obj(s2Scenery, 0, 2000, 700)), physics.S2, 600, 716)
	s.Live().S2.RNG = 0
	if got := eng(s).random(); got != 0x2A6D7FE7 || s.Live().S2.RNG != 0x7FE7B46A {
		t.Fatalf("first: d0 %#x seed %#x, want 0x2A6D7FE7 0x7FE7B46A", got, s.Live().S2.RNG)
	}
	if got := eng(s).random(); got != 0x7FE76115 || s.Live().S2.RNG != 0x6115E4FA {
		t.Fatalf("second: d0 %#x seed %#x, want 0x7FE76115 0x6115E4FA", got, s.Live().S2.RNG)
	}
}

// runsUntilGone runs slot k's object until its slot is free and returns
// how many runs that took (the deleting run included).
func runsUntilGone(s *physics.Sim, k int, id uint8) int {
	n := 0
	for s.Live().S2.Slots[k].ID == id && n < 1000 {
		eng(s).runS2Object(k)
		n++
	}
	return n
}

// s2.asm Obj25_Sparkle / Obj37_Sparkle with Ani_Ring (5, 4, 5, 6, 7, $FC)
// and AnimateSprite: four frames of 6 runs, $FC on the 25th moves to
// Obj25_Delete, which deletes on the 26th.
func TestS2_SparkleLifetime(t *testing.T) {
	s := newSim(s2TestLevel(s2Obj(s2Scenery, 0, 2000, 700)), physics.S2, 600, 716)
	k := eng(s).allocate()
	*eng(s).slot(k) = physics.S2Obj{ID: s2RingObj, Routine: 6, Layout: -1}
	if n := runsUntilGone(s, k, s2RingObj); n != 26 {
		t.Errorf("signpost sparkle lasted %d runs, want 26", n)
	}
	// A collected lost ring: Obj37_Collect runs the first sparkle frame in
	// the same run.
	*eng(s).slot(k) = physics.S2Obj{ID: s2LostRings, Routine: 4, Layout: -1}
	if n := runsUntilGone(s, k, s2LostRings); n != 26 {
		t.Errorf("lost ring sparkle lasted %d runs, want 26", n)
	}
}

// s2.asm Obj27: a monitor's smoke (routine 2, Obj27_Init) shows frames 0-4
// (4 runs, then 8 each) and is deleted at frame 5: 36 runs, no animal.
func TestS2_ExplosionLifetime(t *testing.T) {
	s := newSim(s2TestLevel(s2Obj(s2Scenery, 0, 2000, 700)), physics.S2, 600, 716)
	k := eng(s).allocate()
	*eng(s).slot(k) = physics.S2Obj{ID: s2Explosion, Routine: 2, Layout: -1}
	if n := runsUntilGone(s, k, s2Explosion); n != 36 {
		t.Errorf("explosion lasted %d runs, want 36", n)
	}
	if findSlot(s, s2Animal) >= 0 {
		t.Error("a monitor's smoke freed an animal")
	}
}

// s2.asm Obj29: the points rise at -3, slowed by $18 a run, and are
// deleted on the 33rd run (Y Speed no longer negative).
func TestS2_PointsLifetime(t *testing.T) {
	s := newSim(s2TestLevel(s2Obj(s2Scenery, 0, 2000, 700)), physics.S2, 600, 716)
	k := eng(s).allocate()
	*eng(s).slot(k) = physics.S2Obj{ID: s2Points, Layout: -1, Y: physics.FromPixels(500)}
	if n := runsUntilGone(s, k, s2Points); n != 33 {
		t.Errorf("points lasted %d runs, want 33", n)
	}
}

// s2.asm Obj28_InitRandom and Obj28_Main: the first animal after the
// level's start is the zone's second (RandomNumber's bit 0 is 1: Flicky),
// jumps at -4, puts the points (Obj29) in the first free slot, falls with
// ObjectMoveAndFall, and on landing takes Flicky's speeds (-3, -4) and
// Obj28_Fly.
func TestS2_Animal(t *testing.T) {
	s := newSim(s2TestLevel(s2Obj(s2Scenery, 0, 2000, 700)), physics.S2, 600, 716)
	k := eng(s).allocate()
	*eng(s).slot(k) = physics.S2Obj{ID: s2Animal, Layout: -1, X: physics.FromPixels(620), Y: physics.FromPixels(700)}
	eng(s).runS2Object(k)
	a := eng(s).slot(k)
	if a.YVel != -0x400 || a.Routine != animalMain || a.GXVel != -0x300 || a.GYVel != -0x400 {
		t.Fatalf("after init: %+v", *a)
	}
	if p := findSlot(s, s2Points); p != k+1 {
		t.Fatalf("points in slot %d, want %d", p, k+1)
	}
	y0 := a.Y
	a.Render |= physics.S2OnScreen
	eng(s).runS2Object(k)
	if a.Y != y0-0x400 || a.YVel != -0x400+0x38 {
		t.Fatalf("ObjectMoveAndFall: y %v yv %v", a.Y, a.YVel)
	}
	for i := 0; i < 200 && a.Routine == animalMain; i++ {
		a.Render |= physics.S2OnScreen
		eng(s).runS2Object(k)
	}
	if a.Routine != 0xE || a.XVel != -0x300 || a.YVel != -0x400 {
		t.Fatalf("after landing: routine %#x xv %v yv %v, want Obj28_Fly -3 -4", a.Routine, a.XVel, a.YVel)
	}
	if foot := a.Y.Pixel() + int(a.YRad); foot != 735 {
		t.Errorf("landed with its foot at %d, want 735 (floor top 736)", foot)
	}
	// Off screen (BuildSprites cleared the flag) it is deleted.
	a.Render &^= physics.S2OnScreen
	eng(s).runS2Object(k)
	if eng(s).slot(k).ID != 0 {
		t.Error("the animal off screen was not deleted")
	}
}

// s2.asm ObjectsManager_Main going backward (.nextObject1: cmp.w
// -6(a0),d6 / bge): an entry comes back only when its x is right of the
// camera's column - $80, not on it.
func TestS2_ObjectsManagerBackward(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Scenery, 0, 640, 700), s2Obj(s2Scenery, 0, 641, 700))
	s := newSim(tl, physics.S2, 2000, 716)
	if findSlot(s, s2Scenery) >= 0 {
		t.Fatal("objects far left of the camera were loaded")
	}
	s.Live().Cam.X = 768 // column 768: d6 - $80 = 640
	eng(s).objectsManagerMain()
	k := findSlot(s, s2Scenery)
	if k < 0 || eng(s).slot(k).X.Pixel() != 641 {
		t.Fatalf("loaded %d, want only the entry at 641", k)
	}
	for j := k + 1; j < physics.S2Slots; j++ {
		if eng(s).slot(j).ID == s2Scenery {
			t.Errorf("the entry at x 640 (on the column edge) was loaded too")
		}
	}
}

// s2.asm Obj06_Spiral_MoveCharacter: a player on the corkscrew is put on
// its curve while on_object is set, whichever object that flag came from.
func TestS2_SpiralOnObject(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Spiral, 0, 1000, 700))
	s := newSim(tl, physics.S2, 1000, 716)
	k := findSlot(s, s2Spiral)
	ob := eng(s).slot(k)
	ob.Routine = 2
	ob.Status |= physics.S2P1Stand
	s.Live().GSpeed, s.Live().Air = 0x800, false
	s.Live().X = physics.FromPixels(1000)
	s.Live().S2.On = k + 2 // on_object set by another slot
	eng(s).spiralPlayer(k)
	want := 700 + int(spiralHeights[0xD0]) - (s.Live().YRadius - 0x13)
	if s.Live().Y.Pixel() != want {
		t.Errorf("y %d, want %d on the curve", s.Live().Y.Pixel(), want)
	}
	s.Live().S2.On = 0
	s.Live().Y = physics.FromPixels(600)
	eng(s).spiralPlayer(k)
	if s.Live().Y.Pixel() != 600 {
		t.Error("moved without on_object")
	}
}

// s2.asm Obj79_CheckActivation and Obj79_MakeSpecialStars: with 50 rings
// a starpost puts its dongle in the first free slot and four stars
// (routine 8) in the first free slots after it; Obj79_Star makes them
// touchable (collision $D8) on their $80th run and deletes them on their
// $201st.
func TestS2_StarpostSpecialStars(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Starpost, 1, 700, 700))
	s := newSim(tl, physics.S2, 600, 716)
	s.Live().Obj.Rings = 50
	k := findSlot(s, s2Starpost)
	s.Live().X = physics.FromPixels(700)
	eng(s).runS2Object(k)
	var stars []int
	for j := range s.Live().S2.Slots {
		if ob := eng(s).slot(j); ob.ID == s2Starpost && ob.Routine == 8 {
			stars = append(stars, j)
		}
	}
	if len(stars) != 4 || stars[0] <= k {
		t.Fatalf("stars in slots %v (starpost %d), want 4 after it", stars, k)
	}
	j := stars[0]
	n := 0
	for eng(s).slot(j).ID == s2Starpost && n < 1000 {
		eng(s).runS2Object(j)
		n++
		if n == 0x7F && eng(s).slot(j).Coll != 0 || n == 0x80 && eng(s).slot(j).Coll != 0xD8 {
			t.Fatalf("run %d: collision %#x", n, eng(s).slot(j).Coll)
		}
	}
	if n != 0x201 {
		t.Errorf("a star lasted %d runs, want $201", n)
	}
	// Fewer rings: no stars.
	s2 := newSim(s2TestLevel(s2Obj(s2Starpost, 1, 700, 700)), physics.S2, 600, 716)
	s2.Live().Obj.Rings = 49
	s2.Live().X = physics.FromPixels(700)
	eng(s2).runS2Object(findSlot(s2, s2Starpost))
	for j := range s2.Live().S2.Slots {
		if eng(s2).slot(j).Routine == 8 {
			t.Fatal("stars with 49 rings")
		}
	}
}

// s2.asm Obj03: a plane switcher acts only while its object is loaded;
// Obj03_Init reads which side each player is on, so a player who crossed
// it while it was unloaded is not switched afterwards.
func TestS2_PlaneSwitcherLoaded(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Scenery, 0, 2000, 700))
	tl.Lvl.Switchers = []layers.Switcher{{ID: 99, X: 3000, Y: 716, Radius: 64, Layer: [2]layers.Path{layers.PathA, layers.PathB}}}
	s := newSim(tl, physics.S2, 600, 716)
	if s.SwitcherLoaded(0) {
		t.Fatal("a switcher far right of the camera is loaded")
	}
	// Crossing it while unloaded does nothing.
	s.Live().X = physics.FromPixels(3010)
	s.RunSwitchers()
	if s.Live().Path != layers.PathA {
		t.Fatal("an unloaded switcher switched the path")
	}
	// Loading it (Obj03_Init) takes Sonic's side as he is now: no switch.
	k := eng(s).allocate()
	for i := range eng(s).s2.layout {
		if eng(s).s2.layout[i].id == s2PlaneSwitcher {
			*eng(s).slot(k) = physics.S2Obj{ID: s2PlaneSwitcher, Layout: int16(i), X: physics.FromPixels(3000), Y: physics.FromPixels(716)}
		}
	}
	s.Live().S2.Coarse = 3000 & 0xFF80
	eng(s).runS2Object(k)
	if !s.SwitcherLoaded(0) || s.Live().Sides[0] != layers.Side2 {
		t.Fatalf("after Obj03_Init: loaded %v side %v", s.SwitcherLoaded(0), s.Live().Sides[0])
	}
	s.RunSwitchers()
	if s.Live().Path != layers.PathA {
		t.Error("switched on loading")
	}
	// Crossing back and forth now switches.
	s.Live().X = physics.FromPixels(2990)
	s.RunSwitchers()
	s.Live().X = physics.FromPixels(3010)
	s.RunSwitchers()
	if s.Live().Path != layers.PathB {
		t.Error("a loaded switcher did not switch")
	}
	// Unloaded again (MarkObjGone3 deletes it): it stops acting.
	eng(s).deleteObject(k)
	if s.SwitcherLoaded(0) {
		t.Error("still loaded after its slot was deleted")
	}
}

// s2.asm CollectRing and super_ring: reaching 100 rings adds a life once
// (Extra_life_flags bit 1), 200 a second (bit 2); losing the rings
// (Obj37_Init) clears the flags.
func TestS2_ExtraLife(t *testing.T) {
	s := newSim(s2TestLevel(s2Obj(s2Scenery, 0, 2000, 700)), physics.S2, 600, 716)
	lives := s.Live().Obj.Lives
	s.Live().Obj.Rings = 98
	eng(s).collectRing()
	eng(s).collectRing()
	eng(s).collectRing()
	if s.Live().Obj.Lives != lives+1 {
		t.Fatalf("lives %d at %d rings, want %d", s.Live().Obj.Lives, s.Live().Obj.Rings, lives+1)
	}
	s.Live().Obj.Rings = 199
	eng(s).collectRing()
	eng(s).collectRing()
	if s.Live().Obj.Lives != lives+2 {
		t.Fatalf("lives %d at 201 rings, want %d", s.Live().Obj.Lives, lives+2)
	}
	k := eng(s).allocate()
	*eng(s).slot(k) = physics.S2Obj{ID: s2LostRings, Layout: -1, X: s.Live().X, Y: s.Live().Y}
	eng(s).runS2Object(k)
	if s.Live().S2.ExtraLife != 0 || s.Live().Obj.Rings != 0 {
		t.Errorf("after losing the rings: flags %#x rings %d", s.Live().S2.ExtraLife, s.Live().Obj.Rings)
	}
}

// s2.asm MvSonicOnSlope: the player is put on the slope while on_object
// is set (whichever object set it); MvSonicOnPtfm skips a player whose
// obj_control has bit 7 set (the CPU Tails flying in).
func TestS2_MvOnSlopeOnObject(t *testing.T) {
	s := newSim(s2TestLevel(s2Obj(s2Springs, 0x30, 700, 700)), physics.S2, 700, 600)
	k := findSlot(s, s2Springs)
	eng(s).runS2Object(k)
	s.Live().X = physics.FromPixels(700)
	s.Live().S2.On = k + 2
	eng(s).mvOnSlope(k, 0x1B, 700, springDiagUp)
	d0 := (0x1B) >> 1
	if want := 700 - int(springDiagUp[d0]) - s.Live().YRadius; s.Live().Y.Pixel() != want {
		t.Errorf("y %d, want %d on the slope", s.Live().Y.Pixel(), want)
	}
}

// s2.asm Obj28_ZoneAnimals: a zone's badniks free its own two animals
// (Aquatic Ruin: Penguin, Flicky; Casino Night: Bear, Flicky); a level
// naming no zone gets Emerald Hill's; Chicken, Flicky and Eagle fly
// (Obj28_Index), the rest walk.
func TestAnimal_ZoneAnimals(t *testing.T) {
	for _, c := range []struct {
		zone string
		want [2]zoneAnimal
	}{
		{"arz1", [2]zoneAnimal{animalPenguin, animalFlicky}},
		{"cnz2", [2]zoneAnimal{animalBear, animalFlicky}},
		{"", [2]zoneAnimal{animalSquirrel, animalFlicky}},
	} {
		tl := s2TestLevel(s2Obj(s2Scenery, 0, 3000, 600))
		if c.zone != "" {
			tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_zone_act", Value: c.zone})
		}
		s := newSim(tl, physics.S2, 600, 716)
		if got := eng(s).s2.animals; got != c.want {
			t.Errorf("zone %q: animals %v, want %v", c.zone, got, c.want)
		}
	}
	for r, fly := range map[uint8]bool{4: false, 6: true, 0xE: true, 0x10: false, 0x12: true, 0x1A: false} {
		if animalFlies(r) != fly {
			t.Errorf("routine %#x flies %v, want %v", r, !fly, fly)
		}
	}
}
