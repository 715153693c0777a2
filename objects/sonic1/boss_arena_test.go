package sonic1_test

import (
	"path/filepath"
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// _inc/DynamicLevelEvents.asm (DLE_MZ3, DLE_SLZ3, DLE_SYZ3) makes each
// boss once the camera reaches its arena; the boss (_incObj/73, 7A, 75)
// then runs in the act's own level, the same way twice.
func TestBoss_Arenas(t *testing.T) {
	ini := sharedtest.Path(t, "disasm", "s1disasm", "SonLVL INI Files", "SonLVL.ini")
	p, err := sonlvl.Open(filepath.Clean(ini))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		at   layers.Point
		id   uint8
	}{
		{"Marble Zone Act 3", layers.Point{X: 6400, Y: 600}, 0x73},
		{"Star Light Zone Act 3", layers.Point{X: 8400, Y: 600}, 0x7A},
		{"Spring Yard Zone Act 3", layers.Point{X: 11500, Y: 1300}, 0x75},
	} {
		lv, err := p.Load(c.name)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		run := func() (bool, int32) {
			sim := physics.New(lv.Model, physics.Config{Variant: physics.S1, Character: physics.Sonic}, c.at)
			sim.SetRings(50)
			seen := false
			var sum int32
			for f := 0; f < 900; f++ {
				sim.Step(0)
				st := sim.Live()
				for k := range st.S2.Slots {
					if ob := &st.S2.Slots[k]; ob.ID != 0 {
						seen = seen || ob.ID == c.id
						sum = sum*31 + int32(ob.ID) + int32(ob.X)*7 + int32(ob.Y)*13
					}
				}
				sum = sum*17 + int32(st.X) + int32(st.Y)*3
			}
			return seen, sum
		}
		seen, a := run()
		if !seen {
			t.Errorf("%s: boss %#x never made", c.name, c.id)
		}
		if _, b := run(); a != b {
			t.Errorf("%s: two runs differ", c.name)
		}
	}
}
