package sonic2

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// s2.asm ObjB2_Main_SCZ (the Tornado in Sky Chase): Sonic lands on it
// (SolidObject) and it dips ($200 down, ObjB2_Move_vert); it flies by
// the level events' Tornado velocity (loc_36776) carrying him; Up held
// steers it up at $80 (ObjB2_Move_obbey_player); the camera's limits
// follow the screen (left its x, right $40 less).
func TestTornado_ObjB2(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Tornado, tornadoSCZSub, 300, 600))
	tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_zone_act", Value: "scz1"})
	s := newSim(tl, physics.S2, 300, 560)
	k := findSlot(s, s2Tornado)
	if k < 0 {
		t.Fatal("no Tornado")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	dipped := false
	for i := 0; i < 60 && st.S2.On != k+1; i++ {
		s.Step(0)
	}
	if st.S2.On != k+1 {
		t.Fatal("Sonic did not land on the Tornado")
	}
	for i := 0; i < 4; i++ {
		if ob.YVel > 0 {
			dipped = true
		}
		s.Step(0)
	}
	if !dipped {
		t.Error("the Tornado did not dip under Sonic's landing")
	}
	run(s, 0, 40)
	x, sx := ob.X, st.X
	run(s, 0, 50)
	if ob.X-x != physics.FromPixels(50) || st.X-sx != physics.FromPixels(50) || st.S2.On != k+1 {
		t.Fatalf("in 50 frames the Tornado moved %v and Sonic %v (on %d), want 50 pixels together", ob.X-x, st.X-sx, st.S2.On)
	}
	// The objects run before the camera scrolls (SwScrl_SCZ: 1 right).
	if c := &st.Cam; c.MinX != c.X-1 || c.MaxX != c.X-1-0x40 {
		t.Errorf("camera x %d limits %d..%d, want %d..%d", c.X, c.MinX, c.MaxX, c.X-1, c.X-1-0x40)
	}
	y := ob.Y
	s.Step(physics.Up)
	if ob.Y != y-0x80 || st.S2.On != k+1 {
		t.Errorf("Up held: y %v after %v, want $80 up with Sonic on it", ob.Y, y)
	}
}
