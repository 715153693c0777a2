package sonic2

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// evSim is the player on flatLevel in a level whose s2_zone_act is za,
// with one object so that the Sonic 2 engine runs it.
func evSim(za string) (*physics.Sim, *engine) {
	tl := s2TestLevel(s2Obj(s2Scenery, 0, 3000, 700))
	tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_zone_act", Value: za})
	s := newSim(tl, physics.S2, 600, 716)
	return s, eng(s)
}

// camAt puts the camera at (x, y) and runs the zone's events once.
func camAt(e *engine, x, y int) {
	c := &e.st.Cam
	c.X, c.Y = x, y
	e.LevelEvents()
}

// s2.asm LevEvents_EHZ2: from camera x $2780 the left limit follows the
// camera and the bottom's target is $390; at $28F0 the arena locks
// ($28F0-$2940) and the boss fight starts (Current_Boss_ID 2); the top
// locks at $388, and $5A frames later the boss (Obj56, subtype $81, at
// $29D0,$426) is loaded; once it is beaten (Boss_defeated_flag) the left
// limit follows the camera again.
func TestLevelEvents_EHZ2(t *testing.T) {
	s, e := evSim("ehz2")
	st := s.Live()
	camAt(e, 0x2700, 0x300)
	if st.S2.Ev.Routine != 0 {
		t.Fatalf("stage %d before $2780, want 0", st.S2.Ev.Routine)
	}
	camAt(e, 0x2790, 0x300)
	if st.Cam.MinX != 0x2790 || st.Cam.TargetMaxY != 0x390 || st.S2.Ev.Routine != 2 {
		t.Fatalf("at $2790: min x %#x target %#x stage %d, want $2790 $390 2", st.Cam.MinX, st.Cam.TargetMaxY, st.S2.Ev.Routine)
	}
	camAt(e, 0x28F0, 0x390)
	if st.Cam.MinX != 0x28F0 || st.Cam.MaxX != 0x2940 || st.S2.Ev.BossID != 2 || !s.BossFight() {
		t.Fatalf("arena: %#x-%#x boss %d, want $28F0-$2940 boss 2", st.Cam.MinX, st.Cam.MaxX, st.S2.Ev.BossID)
	}
	for i := 1; i < bossSpawnFrames; i++ {
		camAt(e, 0x28F0, 0x390)
	}
	if st.Cam.MinY != 0x388 {
		t.Errorf("top %#x with the camera at y $390, want $388", st.Cam.MinY)
	}
	if findSlot(s, s2EHZBoss) >= 0 {
		t.Fatal("boss loaded before $5A frames")
	}
	camAt(e, 0x28F0, 0x390)
	k := findSlot(s, s2EHZBoss)
	if k < 0 {
		t.Fatal("no boss after $5A frames")
	}
	if b := st.S2.Slots[k]; b.Sub != 0x81 || b.X.Pixel() != 0x29D0 || b.Y.Pixel() != 0x426 || st.S2.Ev.Routine != 6 {
		t.Fatalf("boss %+v stage %d, want subtype $81 at $29D0,$426, stage 6", b, st.S2.Ev.Routine)
	}
	camAt(e, 0x2900, 0x390)
	if st.Cam.MinX != 0x28F0 {
		t.Errorf("left limit %#x before the boss is beaten, want $28F0", st.Cam.MinX)
	}
	st.S2.Ev.BossDefeated = true
	camAt(e, 0x2900, 0x390)
	if st.Cam.MinX != 0x2900 {
		t.Errorf("left limit %#x once beaten, want the camera's $2900", st.Cam.MinX)
	}
}

// s2.asm Sonic_LevelBound: in a boss fight (Current_Boss_ID) the player's
// right bound is Camera_Max_X_pos+320-24, without the $40 beyond.
func TestLevelEvents_BossBound(t *testing.T) {
	for _, boss := range []uint8{0, 2} {
		s, _ := evSim("ehz1")
		st := s.Live()
		st.S2.Ev.BossID = boss
		right := st.Cam.MaxX + physics.ScreenWidth - 24
		if boss == 0 {
			right += 0x40
		}
		st.X = physics.FromPixels(right - 1)
		st.XSpeed, st.GSpeed = 0x600, 0x600
		s.Step(physics.Right)
		if got := st.X.Pixel(); got != right {
			t.Errorf("boss %d: x %d, want stopped at %d", boss, got, right)
		}
	}
}

// s2.asm LevEvents_CPZ2, LevEvents_MCZ2, LevEvents_OOZ2, LevEvents_CNZ2
// and LevEvents_HTZ2's arena: each zone's arena entry (left limit at the
// camera, bottom target), its lock (left, right, boss id) and its boss
// $5A frames later.
func TestLevelEvents_Arenas(t *testing.T) {
	for _, c := range []struct {
		za            string
		enter, bottom int
		lock          int
		minX, maxX    int
		minY          int
		boss, id      uint8
	}{
		{"cpz2", 0x2680, 0x450, 0x2A20, 0x2A20, 0x2A20, 0x448, 1, s2CPZBoss},
		{"mcz2", 0x2080, 0x5D0, 0x20F0, 0x20F0, 0x20F0, 0x5C8, 5, s2MCZBoss},
		{"ooz2", 0x2668, 0x1E0, 0x2880, 0x2880, 0x28C0, 0x1D8, 8, s2OOZBoss},
		{"cnz2", 0x27C0, 0x62E, 0x2890, 0x2860, 0x28E0, 0x4E0, 6, s2CNZBoss},
		{"htz2", 0x2C50, 0x480, 0x2EDF, 0x2EE0, 0x2F5E, 0x478, 3, s2HTZBoss},
	} {
		s, e := evSim(c.za)
		st := s.Live()
		camAt(e, c.enter, c.minY-8)
		if st.Cam.MinX != c.enter || st.Cam.TargetMaxY != c.bottom {
			t.Errorf("%s: entering at %#x: left %#x bottom target %#x, want %#x %#x", c.za, c.enter, st.Cam.MinX, st.Cam.TargetMaxY, c.enter, c.bottom)
			continue
		}
		camAt(e, c.lock, c.minY)
		if st.Cam.MinX != c.minX || st.Cam.MaxX != c.maxX || st.S2.Ev.BossID != c.boss {
			t.Errorf("%s: locked %#x-%#x boss %d, want %#x-%#x boss %d", c.za, st.Cam.MinX, st.Cam.MaxX, st.S2.Ev.BossID, c.minX, c.maxX, c.boss)
			continue
		}
		for i := 0; i < bossSpawnFrames; i++ {
			camAt(e, c.minX, c.minY)
		}
		if st.Cam.MinY != c.minY || findSlot(s, c.id) < 0 {
			t.Errorf("%s: top %#x boss slot %d, want top %#x and the boss %#x loaded", c.za, st.Cam.MinY, findSlot(s, c.id), c.minY, c.id)
		}
	}
}

// s2.asm LevEvents_ARZ2: Current_Boss_ID is set on entering ($2810) and
// the boss (Obj89) is loaded as the arena locks at $2A40, not after the
// wait.
func TestLevelEvents_ARZ2(t *testing.T) {
	s, e := evSim("arz2")
	st := s.Live()
	camAt(e, 0x2810, 0x3F0)
	if st.S2.Ev.BossID != 4 || st.Cam.TargetMaxY != 0x400 {
		t.Fatalf("entering: boss %d target %#x, want 4 $400", st.S2.Ev.BossID, st.Cam.TargetMaxY)
	}
	camAt(e, 0x2A40, 0x3F8)
	if st.Cam.MinX != 0x2A40 || st.Cam.MaxX != 0x2A40 || findSlot(s, s2ARZBoss) < 0 {
		t.Fatalf("locked %#x-%#x boss slot %d, want $2A40 and Obj89 loaded", st.Cam.MinX, st.Cam.MaxX, findSlot(s, s2ARZBoss))
	}
}

// s2.asm LevEvents_MTZ3: from $2530 Camera_Max_Y_pos jumps to $500 with
// the target $450; from $2980 the left limit follows (target $400); the
// arena locks at $2AB0 (boss 7) and Obj54 comes $5A frames later.
func TestLevelEvents_MTZ3(t *testing.T) {
	s, e := evSim("mtz3")
	st := s.Live()
	camAt(e, 0x2530, 0x400)
	if st.Cam.MaxY != 0x500 || st.Cam.TargetMaxY != 0x450 {
		t.Fatalf("bottom %#x target %#x, want $500 $450", st.Cam.MaxY, st.Cam.TargetMaxY)
	}
	camAt(e, 0x2980, 0x400)
	camAt(e, 0x2A80, 0x400)
	if st.Cam.MinX != 0x2AB0 || st.Cam.MaxX != 0x2AB0 || st.S2.Ev.BossID != 7 {
		t.Fatalf("arena %#x-%#x boss %d, want $2AB0 7", st.Cam.MinX, st.Cam.MaxX, st.S2.Ev.BossID)
	}
	for i := 0; i < bossSpawnFrames; i++ {
		camAt(e, 0x2AB0, 0x400)
	}
	if findSlot(s, s2MTZBoss) < 0 {
		t.Fatal("no Obj54")
	}
}

// s2.asm LevEvents_DEZ: Silver Sonic (ObjAF, subtype $48) is loaded at
// $348,$A0 once the camera is at x 320; later stages make the left limit
// follow the camera and lock the Egg Robo's room at $680-$740.
func TestLevelEvents_DEZ(t *testing.T) {
	s, e := evSim("dez1")
	st := s.Live()
	camAt(e, 320, 0xC8)
	k := findSlot(s, s2MechaSonic)
	if k < 0 || st.S2.Slots[k].Sub != 0x48 || st.S2.Slots[k].X.Pixel() != 0x348 || st.S2.Slots[k].Y.Pixel() != 0xA0 {
		t.Fatalf("Silver Sonic slot %d", k)
	}
	st.S2.Ev.Routine = 4
	camAt(e, 0x300, 0xC8)
	camAt(e, 0x680, 0xC8)
	if st.Cam.MinX != 0x680 || st.Cam.MaxX != 0x740 || st.S2.Ev.Routine != 8 {
		t.Fatalf("room %#x-%#x stage %d, want $680-$740 8", st.Cam.MinX, st.Cam.MaxX, st.S2.Ev.Routine)
	}
}

// s2.asm LevEvents_SCZ and SwScrl_SCZ: Sky Chase's camera does not follow
// the player; it moves by the Tornado's velocity, 1 pixel right a frame
// at first.
func TestLevelEvents_SCZ(t *testing.T) {
	s, _ := evSim("scz1")
	st := s.Live()
	x0, y0 := st.Cam.X, st.Cam.Y
	run(s, 0, 10)
	if st.Cam.X != x0+10 || st.Cam.Y != y0 {
		t.Fatalf("camera %d,%d after 10 frames from %d,%d, want 10 right", st.Cam.X, st.Cam.Y, x0, y0)
	}
	e := eng(s)
	camAt(e, 0x1180, 0x100)
	if st.S2.Ev.TornadoVX != -1 || st.S2.Ev.TornadoVY != 1 || st.Cam.TargetMaxY != 0x500 {
		t.Fatalf("at $1180: velocity %d,%d target %#x, want -1,1 $500", st.S2.Ev.TornadoVX, st.S2.Ev.TornadoVY, st.Cam.TargetMaxY)
	}
	camAt(e, 0x1180, 0x500)
	camAt(e, 0x1400, 0x500)
	if st.S2.Ev.TornadoVX != 0 || st.S2.Ev.TornadoVY != 0 {
		t.Fatalf("at $1400: velocity %d,%d, want stopped", st.S2.Ev.TornadoVX, st.S2.Ev.TornadoVY)
	}
}

// s2.asm LevEvents_WFZ_Routine5: from camera $2880,$400 the left limit
// is $2880.
func TestLevelEvents_WFZ(t *testing.T) {
	s, e := evSim("wfz1")
	st := s.Live()
	camAt(e, 0x2880, 0x3FF)
	if st.Cam.MinX == 0x2880 {
		t.Fatal("left limit set above y $400")
	}
	camAt(e, 0x2890, 0x400)
	if st.Cam.MinX != 0x2880 || st.S2.Ev.WFZSub != 2 {
		t.Fatalf("left %#x stage %d, want $2880 2", st.Cam.MinX, st.S2.Ev.WFZSub)
	}
}

// s2.asm LevEvents_HTZ: the earthquake starts at camera $1800,$400 with
// Camera_BG_Y_offset 320; at its top end it waits (HTZ_Terrain_Delay) and
// turns, then sinks 1 every 4th frame (Level_frame_counter) to 224; left
// of $1800 the section resets and the background settles, clearing
// Screen_Shaking_Flag_HTZ.
func TestLevelEvents_HTZ1(t *testing.T) {
	s, e := evSim("htz1")
	st := s.Live()
	ev := &st.S2.Ev
	camAt(e, 0x1800, 0x3FF)
	if ev.Routine != 0 || ev.ShakingHTZ {
		t.Fatal("earthquake started above y $400")
	}
	camAt(e, 0x1980, 0x400)
	if ev.Routine != 2 || !ev.ShakingHTZ || ev.BGYOff != 320 {
		t.Fatalf("start: stage %d shaking %v offset %d, want 2 true 320", ev.Routine, ev.ShakingHTZ, ev.BGYOff)
	}
	st.Frame = 1
	camAt(e, 0x1980, 0x400) // at the top: the delay (0) runs out, it turns
	if ev.TerrainDir != 1 || ev.TerrainDelay != 0x78 || !ev.Shaking {
		t.Fatalf("turn: direction %d delay %#x shaking %v, want 1 $78 true", ev.TerrainDir, ev.TerrainDelay, ev.Shaking)
	}
	sunk := 0
	for f := 2; f < 2+400; f++ {
		st.Frame = f
		before := ev.BGYOff
		camAt(e, 0x1980, 0x400)
		if ev.BGYOff != before {
			if f&3 != 0 {
				t.Fatalf("moved on frame %d", f)
			}
			sunk++
		}
	}
	if ev.BGYOff != 224 || sunk != 96 {
		t.Fatalf("offset %d after sinking %d steps, want 224 after 96", ev.BGYOff, sunk)
	}
	camAt(e, 0x17F0, 0x400)
	if ev.Routine != 0 || ev.BGYOff != 0 || ev.BGX != 0x400 {
		t.Fatalf("leaving left: stage %d offset %d bg x %#x, want 0 0 $400", ev.Routine, ev.BGYOff, ev.BGX)
	}
	for i := 0; i < 40 && ev.ShakingHTZ; i++ {
		camAt(e, 0x17F0, 0x300)
		e.AfterLevelEvents()
	}
	if ev.ShakingHTZ || ev.BGX != 0x200 {
		t.Fatalf("settling: shaking %v bg x %#x, want false at $200", ev.ShakingHTZ, ev.BGX)
	}
}

// s2.asm LevEvents_HTZ2: entering the earthquake at camera y $380 or
// below takes the bottom path (stage 8, offsets -$680 and $300);
// LevEvents_HTZ2_Prepare jumps to the boss stages at camera x $2B00.
func TestLevelEvents_HTZ2(t *testing.T) {
	s, e := evSim("htz2")
	st := s.Live()
	ev := &st.S2.Ev
	camAt(e, 0x14C0, 0x380)
	if ev.Routine != 8 || ev.BGXOff != -0x680 || ev.BGYOff != 0x300 {
		t.Fatalf("bottom path: stage %d offsets %d,%d, want 8 -$680 $300", ev.Routine, ev.BGXOff, ev.BGYOff)
	}
	camAt(e, 0x1A00, 0x380) // stage 8 left of $1B00: back into the section
	if ev.Routine != 6 {
		t.Fatalf("stage %d, want 6", ev.Routine)
	}
	camAt(e, 0x2B00, 0x380)
	if ev.Routine != 0xA || ev.ShakingHTZ {
		t.Fatalf("prepare: stage %#x shaking %v, want $A false", ev.Routine, ev.ShakingHTZ)
	}
}

// s2.asm Obj30: Hill Top's rising ground is at its layout y plus
// Camera_BG_Y_offset, solid to the player who lands on it; subtype 4
// hurts whoever stands on it (Obj30_HurtSupportedPlayers).
func TestRisingLava_Obj30(t *testing.T) {
	for _, sub := range []uint8{0, 4} {
		tl := s2TestLevel(s2Obj(s2RisingLava, sub, 700, 900))
		tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_zone_act", Value: "htz1"})
		s := newSim(tl, physics.S2, 700, 250)
		st := s.Live()
		k := findSlot(s, s2RisingLava)
		if k < 0 {
			t.Fatal("no Obj30")
		}
		st.S2.Ev.BGYOff = -0x1C0 // the ground raised: top at 900-$1C0-$80
		st.Obj.Rings = 5
		landed := false
		for f := 0; f < 120 && !landed; f++ {
			s.Step(0)
			landed = st.S2.On == k+1 || st.Obj.Hurt
		}
		lava := &st.S2.Slots[k]
		if lava.Y.Pixel() != 900-0x1C0 {
			t.Fatalf("subtype %d: y %d, want %d", sub, lava.Y.Pixel(), 900-0x1C0)
		}
		top := 900 - 0x1C0 - 0x81 // standing height d3 $81 (MvSonicOnPtfm)
		if sub == 0 && (st.S2.On != k+1 || st.Y.Pixel()+st.YRadius != top) {
			t.Errorf("subtype 0: Sonic on slot %d at feet %d, want standing on the ground's top %d", st.S2.On-1, st.Y.Pixel()+st.YRadius, top)
		}
		if sub == 4 && !st.Obj.Hurt {
			t.Errorf("subtype 4: Sonic not hurt standing on it")
		}
	}
}

// s2.asm Obj31: lava that hurts, collision $96, $94, $95 by subtype.
func TestLavaMarker_Obj31(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2LavaMarker, 1, 640, 716))
	s := newSim(tl, physics.S2, 600, 716)
	st := s.Live()
	st.Obj.Rings = 3
	k := findSlot(s, s2LavaMarker)
	if k < 0 || st.S2.Slots[k].Coll != 0x94 {
		t.Fatalf("Obj31 slot %d", k)
	}
	for f := 0; f < 30 && !st.Obj.Hurt; f++ {
		s.Step(physics.Right)
	}
	if !st.Obj.Hurt {
		t.Fatal("not hurt by the lava")
	}
}
