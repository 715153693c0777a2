package sonic1

import (
	"testing"

	"loopwright/internal/leveltest"
	"loopwright/layers"
	"loopwright/physics"
)

// wetSim is Sonic 1 on leveltest.Flat with water from y water, Sonic
// standing at x, and one ring far away.
func wetSim(t *testing.T, x, water int) (*physics.Sim, *engine) {
	t.Helper()
	tl := leveltest.Flat()
	tl.Lvl.Objects = []layers.Object{s1Obj(1, 3000, 700, "obj_id=0x25", "subtype=0x00", "respawn=true")}
	tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "water_level", Type: "int", Value: itoa(water)})
	sim := physics.New(tl.Lvl, physics.Config{Variant: physics.S1, Character: physics.Sonic}, layers.Point{X: x, Y: 716})
	e, ok := sim.ObjectEngine().(*engine)
	if !ok || !sim.HasWater() {
		t.Fatalf("engine %q water %v, want sonic1 with water", sim.Engine(), sim.HasWater())
	}
	return sim, e
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

// countBubbles counts the level slots holding Sonic's bubbles (Obj0A).
func countBubbles(e *engine) int {
	n := 0
	for k := 0; k < Slots; k++ {
		if e.st.S2.Slots[k].ID == idDrownCount {
			n++
		}
	}
	return n
}

// _incObj/Sonic Water.asm: Sonic_Water's dive loads the countdown
// (v_sonicbubbles: Obj0A, subtype $81); _incObj/0A Drowning
// Countdown.asm: Drown_Countdown's second (drown_time) starts a run of
// bubbles (RandomNumber), and they leave Sonic's mouth as Obj0A
// objects in the level slots, 6 px ahead of him, rising at -$88.
func TestDrownCount_Bubbles(t *testing.T) {
	sim, e := wetSim(t, 100, 600)
	sim.Step(0)
	o := &e.st.S2
	cd := &o.Slots[slotSonicBubbles]
	if cd.ID != idDrownCount || cd.Sub != 0x81 || cd.Routine != 0x0A {
		t.Fatalf("countdown: id %#x subtype %#x routine %#x, want $0A, $81, $0A", cd.ID, cd.Sub, cd.Routine)
	}
	if o.RNG == 0 {
		t.Error("the first second called no RandomNumber")
	}
	if countBubbles(e) != 1 {
		t.Fatalf("%d bubbles after the first second, want 1 (.makenum)", countBubbles(e))
	}
	var b *physics.S2Obj
	for k := 0; k < Slots; k++ {
		if o.Slots[k].ID == idDrownCount {
			b = &o.Slots[k]
		}
	}
	if b.YVel != -0x88 || b.X.Pixel() != e.st.X.Pixel()+6 {
		t.Errorf("bubble at x %d y speed %d, want x %d, -136", b.X.Pixel(), int(b.YVel), e.st.X.Pixel()+6)
	}
	most := 0
	for i := 0; i < 240; i++ {
		sim.Step(0)
		if n := countBubbles(e); n > most {
			most = n
		}
		if cd.Timer != int16(e.st.P.AirTimer) {
			t.Fatalf("frame %d: drown_time %d, the core's second %d: want the same", i, cd.Timer, e.st.P.AirTimer)
		}
	}
	if most == 0 {
		t.Error("no bubbles in four seconds")
	}
}

// _incObj/0A Drowning Countdown.asm: Drown_ChkWater: a bubble that
// reaches the surface bursts (animation +7: blank) and is deleted
// (Drown_Delete) the frame after.
func TestDrownCount_Burst(t *testing.T) {
	_, e := wetSim(t, 100, 600)
	o := &e.st.S2
	e.st.Water.Level = 600
	putSlot(o, 40, physics.S2Obj{ID: idDrownCount, Layout: -1, X: physics.FromPixels(200), Y: physics.FromPixels(602), Sub: 6})
	e.drownCount(40)
	b := &o.Slots[40]
	if b.Routine != 2 || b.Anim != 6 {
		t.Fatalf("routine %d anim %d, want 2, 6", b.Routine, b.Anim)
	}
	n := 1
	for ; n < 20 && b.Routine < 6; n++ {
		b.Render |= physics.S2OnScreen
		e.drownCount(40)
	}
	if b.Routine != 8 || b.Anim != 13 {
		t.Fatalf("after %d calls: routine %d anim %d, want 8 (burst), 13", n, b.Routine, b.Anim)
	}
	e.drownCount(40)
	if o.Slots[40].ID != 0 {
		t.Error("the burst bubble is not deleted")
	}
}

// _incObj/Sonic Water.asm: a second dive writes only the countdown's id
// and subtype: its drown_time carries on, and so does the core's second
// of air (physics: resetAirTimer), where the other games start a new one.
func TestDrownCount_SecondDive(t *testing.T) {
	sim, e := wetSim(t, 100, 600)
	for i := 0; i < 20; i++ {
		sim.Step(0)
	}
	left := e.st.P.AirTimer
	e.st.Water.Level, e.st.Water.Mean, e.st.Water.Target = 760, 760, 760
	sim.Step(0)
	if e.st.P.Underwater {
		t.Fatal("still underwater")
	}
	e.st.Water.Level, e.st.Water.Mean, e.st.Water.Target = 600, 600, 600
	sim.Step(0)
	sim.Step(0)
	if !e.st.P.Underwater {
		t.Fatal("not underwater again")
	}
	if cd := &e.st.S2.Slots[slotSonicBubbles]; e.st.P.AirTimer != left-2 || int(cd.Timer) != e.st.P.AirTimer {
		t.Errorf("second dive: the core's second %d, drown_time %d; want both %d", e.st.P.AirTimer, cd.Timer, left-2)
	}
}
