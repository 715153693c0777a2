package sonic1

import (
	"testing"

	"loopwright/internal/leveltest"
	"loopwright/layers"
	"loopwright/physics"
)

// actSim is Sonic 1 on leveltest.Flat named as the game's act za
// (s1_zone_act), with no objects: the act's level events run.
func actSim(t *testing.T, za string) (*physics.Sim, *engine) {
	t.Helper()
	tl := leveltest.Flat()
	tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s1_zone_act", Type: "string", Value: za})
	sim := physics.New(tl.Lvl, physics.Config{Variant: physics.S1, Character: physics.Sonic}, layers.Point{X: 64, Y: 716})
	e, ok := sim.ObjectEngine().(*engine)
	if !ok {
		t.Fatalf("engine %q, want sonic1 for an act without objects", sim.Engine())
	}
	return sim, e
}

// camAt puts the camera at (x, y) and runs the act's level events once.
func (e *engine) camAt(x, y int) *physics.Camera {
	c := &e.st.Cam
	c.X, c.Y = x, y
	e.LevelEvents()
	return c
}

// targets checks the bottom limit's target set by the level events with
// the camera at each x (y 0).
func targets(t *testing.T, za string, want map[int]int) {
	t.Helper()
	_, e := actSim(t, za)
	for x, w := range want {
		if c := e.camAt(x, 0); c.TargetMaxY != w {
			t.Errorf("%s: camera x %#x: bottom target %#x, want %#x", za, x, c.TargetMaxY, w)
		}
	}
}

// _inc/DynamicLevelEvents.asm: DLE_GHZ1: bottom $300, $400 from x $1780.
func TestEngine_LevelEventsGHZ1(t *testing.T) {
	targets(t, "ghz1", map[int]int{0: 0x300, 0x177F: 0x300, 0x1780: 0x400})
}

// _inc/DynamicLevelEvents.asm: DLE_GHZ2: $300, $200 from x $ED0, $400
// from $1600, $300 from $1D60.
func TestEngine_LevelEventsGHZ2(t *testing.T) {
	targets(t, "ghz2", map[int]int{0xECF: 0x300, 0xED0: 0x200, 0x1600: 0x400, 0x1D5F: 0x400, 0x1D60: 0x300})
}

// _inc/DynamicLevelEvents.asm: DLE_MZ2 ($520, $200 from x $1700) and
// DLE_SBZ1 ($720, $620 from $1880, $2A0 from $2000).
func TestEngine_LevelEventsMZ2SBZ1(t *testing.T) {
	targets(t, "mz2", map[int]int{0x16FF: 0x520, 0x1700: 0x200})
	targets(t, "sbz1", map[int]int{0: 0x720, 0x1880: 0x620, 0x2000: 0x2A0})
}

// _inc/DynamicLevelEvents.asm: DLE_SYZ2: $520; from x $25A0 $420, $520
// again with Sonic at y $4D0 or below (his position, not the camera's).
func TestEngine_LevelEventsSYZ2(t *testing.T) {
	_, e := actSim(t, "syz2")
	if c := e.camAt(0x25A0, 0); c.TargetMaxY != 0x420 {
		t.Errorf("x $25A0, Sonic above $4D0: %#x, want $420", c.TargetMaxY)
	}
	e.st.Y = physics.FromPixels(0x4D0)
	if c := e.camAt(0x25A0, 0); c.TargetMaxY != 0x520 {
		t.Errorf("x $25A0, Sonic at $4D0: %#x, want $520", c.TargetMaxY)
	}
}

// _inc/DynamicLevelEvents.asm: DLE_GHZ3: the bottom $300, $310 from x
// $380, $4C0 at once (target and limit) from $960 below y $280, $400
// from $1380; at $1700 (or above y $280) the arena's bottom boss_ghz_y;
// at boss_ghz_x BossGreenHill at boss_ghz_x+$100, boss_ghz_y-$80, the
// screen locked, and from then on the left limit is the camera.
func TestEngine_LevelEventsGHZ3(t *testing.T) {
	_, e := actSim(t, "ghz3")
	if c := e.camAt(0x380, 0x300); c.TargetMaxY != 0x310 {
		t.Errorf("x $380: %#x, want $310", c.TargetMaxY)
	}
	if c := e.camAt(0x1000, 0x300); c.TargetMaxY != 0x4C0 || c.MaxY != 0x4C0 {
		t.Errorf("x $1000: target %#x limit %#x, want $4C0 both", c.TargetMaxY, c.MaxY)
	}
	if c := e.camAt(0x1400, 0x300); c.TargetMaxY != 0x400 || e.st.S2.DLERoutine != 0 {
		t.Errorf("x $1400: target %#x routine %d, want $400, 0", c.TargetMaxY, e.st.S2.DLERoutine)
	}
	if c := e.camAt(0x1700, 0x300); c.TargetMaxY != bossGHZY || e.st.S2.DLERoutine != 2 {
		t.Errorf("x $1700: target %#x routine %d, want boss_ghz_y, 2", c.TargetMaxY, e.st.S2.DLERoutine)
	}
	if e.camAt(0x900, 0x300); e.st.S2.DLERoutine != 0 {
		t.Errorf("back left of $960: routine %d, want 0", e.st.S2.DLERoutine)
	}
	e.camAt(0x1700, 0x300)
	e.camAt(bossGHZX, 0x200)
	boss := -1
	for k := range Slots {
		if e.st.S2.Slots[k].ID == idBossGreenHill {
			boss = k
		}
	}
	if boss < 0 {
		t.Fatal("no BossGreenHill made at boss_ghz_x")
	}
	if ob := &e.st.S2.Slots[boss]; ob.X.Pixel() != bossGHZX+0x100 || ob.Y.Pixel() != bossGHZY-0x80 {
		t.Errorf("boss at %d,%d, want %d,%d", ob.X.Pixel(), ob.Y.Pixel(), bossGHZX+0x100, bossGHZY-0x80)
	}
	if c := &e.st.Cam; !c.Locked || e.st.S2.DLERoutine != 4 {
		t.Errorf("locked %v routine %d, want true, 4", c.Locked, e.st.S2.DLERoutine)
	}
	if c := e.camAt(bossGHZX+0x20, 0x200); c.MinX != bossGHZX+0x20 {
		t.Errorf("DLE_GHZ3end: left limit %#x, want the camera's %#x", c.MinX, bossGHZX+0x20)
	}
}

// _inc/DynamicLevelEvents.asm: DLE_MZ1 (REV01): $1D0, $220 from x $700,
// $340 from $D00; below y $340 the top $340 and the bottom $500 (left of
// $A90); below $500 and right of $B80 the top $500; left of $B80 it
// eases back to $340 by 2; from x $E70 the top 0, the bottom $500, $210
// from $1430.
func TestEngine_LevelEventsMZ1(t *testing.T) {
	_, e := actSim(t, "mz1")
	o := &e.st.S2
	if c := e.camAt(0x700, 0); c.TargetMaxY != 0x220 {
		t.Errorf("x $700: %#x, want $220", c.TargetMaxY)
	}
	e.camAt(0xD00, 0x340)
	if o.DLERoutine != 2 {
		t.Fatalf("x $D00 y $340: routine %d, want 2", o.DLERoutine)
	}
	if c := e.camAt(0xA00, 0x340); c.MinY != 0x340 || c.TargetMaxY != 0x500 {
		t.Errorf("x $A00 y $340: top %#x bottom %#x, want $340 $500", c.MinY, c.TargetMaxY)
	}
	e.camAt(0xA00, 0x370)
	e.camAt(0xC00, 0x500)
	if c := &e.st.Cam; o.DLERoutine != 6 || c.MinY != 0x500 {
		t.Fatalf("x $C00 y $500: routine %d top %#x, want 6 $500", o.DLERoutine, c.MinY)
	}
	if c := e.camAt(0xB00, 0x500); c.MinY != 0x4FE {
		t.Errorf("left of $B80: top %#x, want $4FE", c.MinY)
	}
	if c := e.camAt(0x1430, 0x500); c.MinY != 0 || c.TargetMaxY != 0x210 {
		t.Errorf("x $1430: top %#x bottom %#x, want 0 $210", c.MinY, c.TargetMaxY)
	}
}

// bossMade reports whether an object of id was made.
func (e *engine) bossMade(id uint8) bool {
	for k := range Slots {
		if e.st.S2.Slots[k].ID == id {
			return true
		}
	}
	return false
}

// _inc/DynamicLevelEvents.asm: the boss arenas: DLE_MZ3 (bottom
// boss_mz_y from boss_mz_x-$2A0, BossMarble at boss_mz_x-$10), DLE_SLZ3
// (boss_slz_y from boss_slz_x-$190, BossStarLight at boss_slz_x),
// DLE_SYZ3 (BossBlock at boss_syz_x-$140, BossSpringYard and bottom
// boss_syz_y at boss_syz_x), DLE_LZ3 (BossLabyrinth right of
// boss_lz_x-$140 above boss_lz_y+$540), DLE_SBZ2 (FalseFloor at
// boss_sbz2_x-$1A0, ScrapEggman at boss_sbz2_x-$F0), DLE_FZ (BossFinal at
// boss_fz_x-$150): each locks the screen.
func TestEngine_LevelEventsBossArenas(t *testing.T) {
	for _, c := range []struct {
		za     string
		steps  [][2]int // camera positions in turn
		id     uint8
		bottom int // the target after the steps, 0: not checked
	}{
		{"mz3", [][2]int{{bossMZX - 0x2A0, 0x200}, {bossMZX - 0x10, 0x200}}, idBossMarble, bossMZY},
		{"slz3", [][2]int{{bossSLZX - 0x190, 0x200}, {bossSLZX, 0x200}}, idBossStarLight, bossSLZY},
		{"syz3", [][2]int{{bossSYZX - 0x140, 0x400}, {bossSYZX, 0x400}}, idBossSpringYard, bossSYZY},
		{"lz3", [][2]int{{bossLZX - 0x140, bossLZY + 0x53F}}, idBossLabyrinth, 0},
		{"sbz2", [][2]int{{0x1E00, 0x500}, {bossSBZ2X - 0x1A0, 0x500}, {bossSBZ2X - 0xF0, 0x500}}, idScrapEggman, bossSBZ2Y},
		{"fz", [][2]int{{bossFZX - 0x308, 0x510}, {bossFZX - 0x150, 0x510}}, idBossFinal, 0},
	} {
		_, e := actSim(t, c.za)
		for _, p := range c.steps {
			e.camAt(p[0], p[1])
		}
		cam := &e.st.Cam
		if !e.bossMade(c.id) || !cam.Locked {
			t.Errorf("%s: boss %#x made %v, locked %v; want both", c.za, c.id, e.bossMade(c.id), cam.Locked)
		}
		if c.bottom != 0 && cam.TargetMaxY != c.bottom {
			t.Errorf("%s: bottom %#x, want %#x", c.za, cam.TargetMaxY, c.bottom)
		}
	}
	_, e := actSim(t, "syz3")
	e.camAt(bossSYZX-0x140, 0x400)
	if !e.bossMade(idBossBlock) {
		t.Error("syz3: no BossBlock at boss_syz_x-$140")
	}
	_, e = actSim(t, "lz3")
	if e.camAt(bossLZX-0x140, bossLZY+0x540); e.bossMade(idBossLabyrinth) {
		t.Error("lz3: boss made with the camera at boss_lz_y+$540")
	}
}

// _inc/DynamicLevelEvents.asm: the acts without events (DLE_LZ12,
// DLE_SLZ12, DLE_SYZ1, DLE_Ending) keep LevelSizeArray's limits; and a
// level that is no act of the game has none.
func TestEngine_LevelEventsNone(t *testing.T) {
	for _, za := range []string{"lz1", "lz2", "slz1", "slz2", "syz1", ""} {
		_, e := actSim(t, za)
		before := e.st.Cam
		e.camAt(0x3000, 0x300)
		c := &e.st.Cam
		if c.TargetMaxY != before.TargetMaxY || c.MinX != before.MinX || c.MinY != before.MinY || c.Locked {
			t.Errorf("%q: limits changed", za)
		}
	}
}

// _inc/DeformLayers.asm: DeformLayers runs DynamicLevelEvents each frame
// after the scrolling, and its common part moves the bottom limit 2 a
// frame toward the act's target; the act's events run without objects.
func TestEngine_LevelEventsEachFrame(t *testing.T) {
	sim, e := actSim(t, "ghz1")
	c := &e.st.Cam
	c.MaxY, c.TargetMaxY = 0x300, 0x300
	c.X = 0x17A0 // ScrollHoriz moves it 16 toward Sonic, left
	sim.Step(0)
	if c.TargetMaxY != 0x400 || c.MaxY != 0x302 {
		t.Errorf("after a frame at x $1780: target %#x limit %#x, want $400 $302", c.TargetMaxY, c.MaxY)
	}
}
