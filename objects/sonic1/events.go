package sonic1

import "loopwright/physics"

// Sonic 1's dynamic level events (_inc/DynamicLevelEvents.asm:
// DynamicLevelEvents' level-specific part, DLE_GHZ1 ... DLE_FZ), run by the
// camera each frame after ScrollHoriz and ScrollVertical (DeformLayers),
// before the common part moves the bottom limit toward its target
// (physics.LevelEventer). They read the camera and write its limits:
// v_limitbtm1 is Cam.TargetMaxY, v_limitbtm2 Cam.MaxY, v_limitleft2
// Cam.MinX, v_limittop2 Cam.MinY, f_lockscreen Cam.Locked; v_dle_routine
// is S2.DLERoutine. The act is the level property s1_zone_act; the
// starting limits are LevelSizeArray's (the level's bounds, package
// sonlvl).

// The boss arenas (Constants.asm: boss_ghz_x ...).
const (
	bossGHZX, bossGHZY   = 0x2960, 0x300
	bossLZX, bossLZY     = 0x1DE0, 0xC0
	bossMZX, bossMZY     = 0x1800, 0x210
	bossSLZX, bossSLZY   = 0x2000, 0x210
	bossSYZX, bossSYZY   = 0x2C00, 0x4CC
	bossSBZ2X, bossSBZ2Y = 0x2050, 0x510
	bossFZX              = 0x2450
)

// The objects the level events make (_inc/Object Pointers.asm).
const (
	idBossGreenHill  = 0x3D
	idBossLabyrinth  = 0x77
	idBossMarble     = 0x73
	idBossStarLight  = 0x7A
	idBossBlock      = 0x76
	idBossSpringYard = 0x75
	idFalseFloor     = 0x83
	idScrapEggman    = 0x82
	idBossFinal      = 0x85
)

// LevelEvents runs the act's own level events (DLE_Index by zone, then
// by act); acts without any (Labyrinth 1 and 2, Star Light 1 and 2,
// Spring Yard 1, the Ending) do nothing.
func (s *engine) LevelEvents() {
	switch s.zoneAct {
	case "ghz1":
		s.dleGHZ1()
	case "ghz2":
		s.dleGHZ2()
	case "ghz3":
		s.dleGHZ3()
	case "lz3":
		s.dleLZ3()
	case "sbz3":
		s.dleSBZ3()
	case "mz1":
		s.dleMZ1()
	case "mz2":
		s.dleMZ2()
	case "mz3":
		s.dleMZ3()
	case "slz3":
		s.dleSLZ3()
	case "syz2":
		s.dleSYZ2()
	case "syz3":
		s.dleSYZ3()
	case "sbz1":
		s.dleSBZ1()
	case "sbz2":
		s.dleSBZ2()
	case "fz":
		s.dleFZ()
	}
}

// steps sets the bottom limit's target to the first of targets, then to
// each next one while the camera's x has reached its threshold: the
// shape of DLE_GHZ1, DLE_GHZ2, DLE_MZ2 and DLE_SBZ1.
func (s *engine) steps(first int, at ...[2]int) {
	c := &s.st.Cam
	c.TargetMaxY = first
	for _, a := range at {
		if c.X < a[0] {
			return
		}
		c.TargetMaxY = a[1]
	}
}

// dleGHZ1 is DLE_GHZ1: bottom $300, $400 from camera x $1780.
func (s *engine) dleGHZ1() { s.steps(0x300, [2]int{0x1780, 0x400}) }

// dleGHZ2 is DLE_GHZ2: bottom $300, $200 from x $ED0, $400 from $1600,
// $300 from $1D60.
func (s *engine) dleGHZ2() {
	s.steps(0x300, [2]int{0xED0, 0x200}, [2]int{0x1600, 0x400}, [2]int{0x1D60, 0x300})
}

// spawnBoss is FindFreeObj and the boss's id (and position when the event
// sets one, at is true): it reports whether a slot was free.
func (s *engine) spawnBoss(id uint8, x, y int, at bool) bool {
	k := s.findFree()
	if k < 0 {
		return false
	}
	ob := &s.st.S2.Slots[k]
	*ob = physics.S2Obj{ID: id, Layout: -1}
	if at {
		ob.X, ob.Y = physics.FromPixels(x), physics.FromPixels(y)
	}
	return true
}

// dleGHZ3 is DLE_GHZ3: DLE_GHZ3main moves the bottom ($300, $310 from
// x $380; from $960 $400, or $4C0 at once left of $1380) until the camera
// is above y $280 past x $960 or reaches x $1700: the arena's bottom
// boss_ghz_y. DLE_GHZ3boss goes back left of $960 and at boss_ghz_x
// makes the boss (BossGreenHill at boss_ghz_x+$100, boss_ghz_y-$80) and
// locks the screen; DLE_GHZ3end keeps the left limit at the camera.
func (s *engine) dleGHZ3() {
	c := &s.st.Cam
	o := &s.st.S2
	switch o.DLERoutine {
	case 0:
		c.TargetMaxY = 0x300
		if c.X < 0x380 {
			return
		}
		c.TargetMaxY = 0x310
		if c.X < 0x960 {
			return
		}
		if c.Y >= 0x280 {
			c.TargetMaxY = 0x400
			if c.X < 0x1380 {
				c.TargetMaxY, c.MaxY = 0x4C0, 0x4C0
			}
			if c.X < 0x1700 {
				return
			}
		}
		c.TargetMaxY = bossGHZY
		o.DLERoutine += 2
	case 2:
		if c.X < 0x960 {
			o.DLERoutine -= 2
		}
		if c.X < bossGHZX {
			return
		}
		s.spawnBoss(idBossGreenHill, bossGHZX+0x100, bossGHZY-0x80, true)
		c.Locked = true
		o.DLERoutine += 2
	case 4:
		c.MinX = c.X
	}
}

// lz3WallX, lz3WallY are the layout cell Labyrinth 3's level code
// rewrites: v_lvllayout+$80*2+6, row 2 (the layout RAM's rows are $80
// bytes, the foreground's first $40), column 6.
const lz3WallX, lz3WallY = 6, 2

// dleLZ3 is DLE_LZ3: while switch $F is pressed (f_switch+$F) the
// layout's row 2, column 6 becomes chunk 7 (when it is not already);
// then, once, with the camera right of boss_lz_x-$140 and above
// boss_lz_y+$540, it makes the boss (BossLabyrinth) and locks the
// screen.
func (s *engine) dleLZ3() {
	c := &s.st.Cam
	o := &s.st.S2
	if o.Switch[0xF] != 0 && s.LayoutChunk(lz3WallX, lz3WallY) != 7 {
		s.SetLayoutChunk(lz3WallX, lz3WallY, 7)
	}
	if o.DLERoutine != 0 || c.X < bossLZX-0x140 || c.Y >= bossLZY+0x540 {
		return
	}
	s.spawnBoss(idBossLabyrinth, 0, 0, false)
	c.Locked = true
	o.DLERoutine += 2
}

// dleSBZ3 is DLE_SBZ3 (Labyrinth's fourth act): with the camera at x
// $D00 or right of it and Sonic above y $18 (his y word, unsigned), the
// game restarts into the Final Zone: v_lastlamp cleared, f_restart set,
// v_zone the Final Zone's ($502), and Sonic's controls taken
// (f_playerctrl 1: his movement code stops). REV01's Level_MainLoop tests
// f_restart after the next frame's ExecuteObjects: the level ends there
// (engine.go: leaveLevel; State.End "fz").
func (s *engine) dleSBZ3() {
	st := s.st
	if st.Cam.X < 0xD00 || uint16(st.Y.Pixel()) >= 0x18 {
		return
	}
	o := &st.S2
	o.Star.Last = 0
	o.GoLevel = "fz"
	o.Control = 1
}

// LeaveAtBottom is Sonic_LevelBound's .bottom in Scrap Brain 2: Sonic
// below the bottom limit at x $2000 or right of it (unsigned) does not
// die: the game restarts into Labyrinth's fourth act, Scrap Brain 3
// (v_lastlamp cleared, f_restart set, v_zone $0103), which REV01 enters
// right after this frame's ExecuteObjects (engine.go: leaveLevel;
// State.End "sbz3"). Elsewhere he dies (KillSonic).
func (s *engine) LeaveAtBottom() bool {
	st := s.st
	if s.zoneAct != "sbz2" || uint16(st.X.Pixel()) < 0x2000 {
		return false
	}
	st.S2.Star.Last = 0
	st.S2.GoLevel = "sbz3"
	return true
}

// dleMZ1 is DLE_MZ1 (the REV01 game's): four stages that move the
// bottom ($1D0, $220 from x $700, $340 from $D00) and, below y $340, the
// top ($340 left of $E00, 0 right of it; the bottom $500 left of $A90),
// and below y $370 and $500 the lower room's top $500 (right of $B80),
// easing back to $340 left of $B80; from x $E70 the top is 0 and the
// bottom $500, $210 from $1430.
func (s *engine) dleMZ1() {
	c := &s.st.Cam
	o := &s.st.S2
	switch o.DLERoutine {
	case 0:
		s.steps(0x1D0, [2]int{0x700, 0x220}, [2]int{0xD00, 0x340})
		if c.X >= 0xD00 && c.Y >= 0x340 {
			o.DLERoutine += 2
		}
	case 2:
		if c.Y < 0x340 {
			o.DLERoutine -= 2
			return
		}
		c.MinY = 0
		if c.X >= 0xE00 {
			return
		}
		c.MinY, c.TargetMaxY = 0x340, 0x340
		if c.X >= 0xA90 {
			return
		}
		c.TargetMaxY = 0x500
		if c.Y >= 0x370 {
			o.DLERoutine += 2
		}
	case 4:
		if c.Y < 0x370 {
			o.DLERoutine -= 2
			return
		}
		if c.Y < 0x500 || c.X < 0xB80 {
			return
		}
		c.MinY = 0x500
		o.DLERoutine += 2
	case 6:
		if c.X < 0xB80 {
			if c.MinY != 0x340 {
				c.MinY -= 2
			}
			return
		}
		if c.MinY != 0x500 {
			if c.Y < 0x500 {
				return
			}
			c.MinY = 0x500
		}
		if c.X < 0xE70 {
			return
		}
		c.MinY, c.TargetMaxY = 0, 0x500
		if c.X >= 0x1430 {
			c.TargetMaxY = 0x210
		}
	}
}

// dleMZ2 is DLE_MZ2: bottom $520, $200 from x $1700.
func (s *engine) dleMZ2() { s.steps(0x520, [2]int{0x1700, 0x200}) }

// dleMZ3 is DLE_MZ3: bottom $720, boss_mz_y from boss_mz_x-$2A0; at
// boss_mz_x-$10 the boss (BossMarble at boss_mz_x+$1F0, boss_mz_y+$1C)
// and the locked screen, then the left limit follows the camera.
func (s *engine) dleMZ3() {
	c := &s.st.Cam
	o := &s.st.S2
	switch o.DLERoutine {
	case 0:
		s.steps(0x720, [2]int{bossMZX - 0x2A0, bossMZY})
		if c.X < bossMZX-0x10 {
			return
		}
		s.spawnBoss(idBossMarble, bossMZX+0x1F0, bossMZY+0x1C, true)
		c.Locked = true
		o.DLERoutine += 2
	case 2:
		c.MinX = c.X
	}
}

// dleSLZ3 is DLE_SLZ3: from boss_slz_x-$190 the bottom boss_slz_y; at
// boss_slz_x the boss (BossStarLight, placed by its own code) and the
// locked screen, then the left limit follows the camera.
func (s *engine) dleSLZ3() {
	c := &s.st.Cam
	o := &s.st.S2
	switch o.DLERoutine {
	case 0:
		if c.X >= bossSLZX-0x190 {
			c.TargetMaxY = bossSLZY
			o.DLERoutine += 2
		}
	case 2:
		if c.X < bossSLZX {
			return
		}
		s.spawnBoss(idBossStarLight, 0, 0, false)
		c.Locked = true
		o.DLERoutine += 2
	case 4:
		c.MinX = c.X
	}
}

// dleSYZ2 is DLE_SYZ2: bottom $520; from x $25A0 $420, $520 again while
// Sonic is at y $4D0 or below.
func (s *engine) dleSYZ2() {
	s.steps(0x520, [2]int{0x25A0, 0x420})
	if s.st.Cam.X >= 0x25A0 && s.st.Y.Pixel() >= 0x4D0 {
		s.st.Cam.TargetMaxY = 0x520
	}
}

// dleSYZ3 is DLE_SYZ3: at boss_syz_x-$140 the blocks the boss lifts
// (BossBlock, when a slot is free); at boss_syz_x the bottom boss_syz_y,
// the boss (BossSpringYard; tried again each frame until a slot is free)
// and the locked screen; then the left limit follows the camera.
func (s *engine) dleSYZ3() {
	c := &s.st.Cam
	o := &s.st.S2
	switch o.DLERoutine {
	case 0:
		if c.X >= bossSYZX-0x140 && s.spawnBoss(idBossBlock, 0, 0, false) {
			o.DLERoutine += 2
		}
	case 2:
		if c.X < bossSYZX {
			return
		}
		c.TargetMaxY = bossSYZY
		if s.spawnBoss(idBossSpringYard, 0, 0, false) {
			o.DLERoutine += 2
		}
		c.Locked = true
	case 4:
		c.MinX = c.X
	}
}

// dleSBZ1 is DLE_SBZ1: bottom $720, $620 from x $1880, $2A0 from $2000.
func (s *engine) dleSBZ1() { s.steps(0x720, [2]int{0x1880, 0x620}, [2]int{0x2000, 0x2A0}) }

// dleSBZ2 is DLE_SBZ2: bottom $800, boss_sbz2_y from x $1800; from $1E00
// the collapsing floor (FalseFloor) at boss_sbz2_x-$1A0, Eggman
// (ScrapEggman) and the locked screen at boss_sbz2_x-$F0, the left limit
// following the camera until boss_sbz2_x.
func (s *engine) dleSBZ2() {
	c := &s.st.Cam
	o := &s.st.S2
	switch o.DLERoutine {
	case 0:
		s.steps(0x800, [2]int{0x1800, bossSBZ2Y})
		if c.X >= 0x1E00 {
			o.DLERoutine += 2
		}
	case 2:
		if c.X >= bossSBZ2X-0x1A0 && s.spawnBoss(idFalseFloor, 0, 0, false) {
			o.DLERoutine += 2
		}
	case 4:
		if c.X >= bossSBZ2X-0xF0 {
			if s.spawnBoss(idScrapEggman, 0, 0, false) {
				o.DLERoutine += 2
			}
			c.Locked = true
		}
		c.MinX = c.X
	case 6:
		if c.X < bossSBZ2X {
			c.MinX = c.X
		}
	}
}

// dleFZ is DLE_FZ: the left limit follows the camera; at boss_fz_x-$150
// the boss (BossFinal) and the locked screen; the stage after
// boss_fz_x waits for the boss (which moves it on), the last follows
// the camera again.
func (s *engine) dleFZ() {
	c := &s.st.Cam
	o := &s.st.S2
	switch o.DLERoutine {
	case 0:
		if c.X >= bossFZX-0x308 {
			o.DLERoutine += 2
		}
	case 2:
		if c.X >= bossFZX-0x150 && s.spawnBoss(idBossFinal, 0, 0, false) {
			o.DLERoutine += 2
			c.Locked = true
		}
	case 4:
		if c.X >= bossFZX {
			o.DLERoutine += 2
		}
	case 6:
		return
	}
	c.MinX = c.X
}

// CameraFollows reports that ScrollHoriz and ScrollVertical always move
// Sonic 1's camera (DeformLayers).
func (s *engine) CameraFollows() bool { return true }

// AfterLevelEvents does nothing: no Sonic 1 zone moves the camera itself.
func (s *engine) AfterLevelEvents() {}
