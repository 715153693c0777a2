package sonic2

import "loopwright/physics"

// Sonic 2's dynamic level events (s2.asm RunDynamicLevelEvents: each
// zone's LevEvents_* by Dynamic_Resize_Routine), run by the core after the
// camera scrolled (physics.LevelEventer). They move the camera limits,
// lock the boss arenas and load the bosses (Current_Boss_ID,
// Boss_spawn_delay), run Hill Top's earthquake (the background's offset
// that the rising ground, Obj30, follows), Wing Fortress's scripted
// parts that lock the camera or the controls, and Sky Chase's camera,
// which moves by the Tornado's velocity instead of following the player.
// Their state is physics.S2Events (State.S2.Ev). Camera limits the game
// writes for Tails (Tails_Min_X_pos ...) are the camera's here: the core
// bounds both players by the camera's limits (docs/assumptions.md).

// Zones with events, by the level property s2_zone_act.
const (
	evNone = iota
	evEHZ2
	evCPZ2
	evARZ2
	evCNZ2
	evHTZ1
	evHTZ2
	evMCZ2
	evOOZ2
	evMTZ3
	evWFZ
	evDEZ
	evSCZ
)

// eventZones maps s2_zone_act to the zone's events.
var eventZones = map[string]uint8{
	"ehz2": evEHZ2, "cpz2": evCPZ2, "arz2": evARZ2, "cnz2": evCNZ2,
	"htz1": evHTZ1, "htz2": evHTZ2, "mcz2": evMCZ2, "ooz2": evOOZ2,
	"mtz3": evMTZ3, "wfz1": evWFZ, "dez1": evDEZ, "scz1": evSCZ,
}

// Boss object ids (s2.asm ObjID_*) the events load.
const (
	s2CPZBoss    = 0x5D
	s2EHZBoss    = 0x56
	s2HTZBoss    = 0x52
	s2ARZBoss    = 0x89
	s2MCZBoss    = 0x57
	s2CNZBoss    = 0x51
	s2MTZBoss    = 0x54
	s2OOZBoss    = 0x55
	s2MechaSonic = 0xAF
)

// bossSpawnFrames is the arena's wait before the boss comes (Boss_spawn_delay
// reaching $5A).
const bossSpawnFrames = 0x5A

// CameraFollows reports whether the camera follows the player: not in
// Sky Chase, whose camera SwScrl_SCZ moves (DeformBgLayer).
func (s *engine) CameraFollows() bool { return s.s2.evZone != evSCZ }

// LevelEvents is the zone's part of RunDynamicLevelEvents
// (DynamicLevelEventIndex).
func (s *engine) LevelEvents() {
	if !s.s2.active {
		return
	}
	if s.isZone("cnz") {
		s.slotMachine() // LevEvents_CNZ, both acts (cnz_slots.go)
	}
	switch s.s2.evZone {
	case evEHZ2:
		s.levEventsEHZ2()
	case evCPZ2:
		s.levEventsCPZ2()
	case evARZ2:
		s.levEventsARZ2()
	case evCNZ2:
		s.levEventsCNZ2()
	case evHTZ1:
		s.levEventsHTZ1()
	case evHTZ2:
		s.levEventsHTZ2()
	case evMCZ2:
		s.levEventsMCZ2()
	case evOOZ2:
		s.levEventsOOZ2()
	case evMTZ3:
		s.levEventsMTZ3()
	case evWFZ:
		s.levEventsWFZ()
	case evDEZ:
		s.levEventsDEZ()
	case evSCZ:
		s.levEventsSCZ()
	}
}

// AfterLevelEvents is the camera's part of the zone's scroll routine:
// SwScrl_SCZ moves Sky Chase's camera by the Tornado's velocity, with no
// limit; SwScrl_HTZ moves Hill Top's background by ScrollBG's steps while
// the earthquake shakes it (HTZ_Screen_Shake).
func (s *engine) AfterLevelEvents() {
	if !s.s2.active {
		return
	}
	ev := &s.st.S2.Ev
	switch s.s2.evZone {
	case evSCZ:
		c := &s.st.Cam
		c.X += int(ev.TornadoVX)
		c.Y += int(ev.TornadoVY)
	case evHTZ1, evHTZ2:
		if ev.ShakingHTZ {
			ev.BGX += int16(ev.BGXDiff)
			ev.BGY += int16(ev.BGYDiff)
		}
	}
}

// spawnBoss is the arena's last wait (LevEvents_*_Routine3): the camera's
// top locks at minY once it is there, and after $5A frames the boss id is
// put in the first free slot (AllocateObject; none when the RAM is full)
// and the next stage runs. It reports whether the boss came.
func (s *engine) spawnBoss(minY int, id, sub uint8, x, y int) bool {
	st := s.st
	ev := &st.S2.Ev
	if c := &st.Cam; c.Y >= minY {
		c.MinY = minY
	}
	ev.BossDelay++
	if ev.BossDelay < bossSpawnFrames {
		return false
	}
	if id != 0 {
		if k := s.allocate(); k >= 0 {
			st.S2.Slots[k] = physics.S2Obj{ID: id, Sub: sub, Layout: -1, X: physics.FromPixels(x), Y: physics.FromPixels(y)}
		}
	}
	ev.Routine += 2
	return true
}

// enterArena is the arena's first stage: once the camera reaches x, the
// left limit follows it and the bottom limit's target becomes maxY.
func (s *engine) enterArena(x, maxY int) {
	c := &s.st.Cam
	if c.X < x {
		return
	}
	c.MinX = c.X
	c.TargetMaxY = maxY
	s.st.S2.Ev.Routine += 2
}

// lockArena is the arena's second stage: once the camera reaches x, the
// left and right limits become minX and maxX and the boss fight starts
// (Current_Boss_ID; Boss_spawn_delay cleared).
func (s *engine) lockArena(x, minX, maxX int, boss uint8) bool {
	c := &s.st.Cam
	if c.X < x {
		return false
	}
	c.MinX, c.MaxX = minX, maxX
	ev := &s.st.S2.Ev
	ev.Routine += 2
	ev.BossDelay = 0
	ev.BossID = boss
	return true
}

// followCamera is the fight's last stage: the left limit follows the
// camera (the player cannot go back).
func (s *engine) followCamera() {
	c := &s.st.Cam
	c.MinX = c.X
}

// levEventsEHZ2 is LevEvents_EHZ2 (one-player mode): the arena from x
// $2780 (bottom $390), locked at $28F0-$2940, the boss (Obj56, subtype
// $81, at $29D0,$426) $5A frames later, the left limit following the
// camera once it is beaten.
func (s *engine) levEventsEHZ2() {
	ev := &s.st.S2.Ev
	switch ev.Routine {
	case 0:
		s.enterArena(0x2780, 0x390)
	case 2:
		s.lockArena(0x28F0, 0x28F0, 0x2940, 2)
	case 4:
		s.spawnBoss(0x388, s2EHZBoss, 0x81, 0x29D0, 0x426)
	case 6:
		if ev.BossDefeated {
			s.followCamera()
		}
	}
}

// levEventsCPZ2 is LevEvents_CPZ2: the arena from x $2680 (bottom $450),
// locked at $2A20, the boss (Obj5D) $5A frames later; then the left limit
// follows the camera.
func (s *engine) levEventsCPZ2() {
	switch s.st.S2.Ev.Routine {
	case 0:
		s.enterArena(0x2680, 0x450)
	case 2:
		s.lockArena(0x2A20, 0x2A20, 0x2A20, 1)
	case 4:
		s.spawnBoss(0x448, s2CPZBoss, 0, 0, 0)
	case 6:
		s.followCamera()
	}
}

// levEventsARZ2 is LevEvents_ARZ2: the arena from x $2810 (bottom $400,
// the boss id set at once), locked at $2A40 where the boss (Obj89) is
// loaded at once; the music waits $5A frames; then the left limit follows
// the camera.
func (s *engine) levEventsARZ2() {
	ev := &s.st.S2.Ev
	switch ev.Routine {
	case 0:
		if s.st.Cam.X >= 0x2810 {
			s.enterArena(0x2810, 0x400)
			ev.BossID = 4
		}
	case 2:
		if s.lockArena(0x2A40, 0x2A40, 0x2A40, 4) {
			if k := s.allocate(); k >= 0 {
				s.st.S2.Slots[k] = physics.S2Obj{ID: s2ARZBoss, Layout: -1}
			}
		}
	case 4:
		s.spawnBoss(0x3F8, 0, 0, 0, 0)
	case 6:
		s.followCamera()
	}
}

// The layout cells LevEvents_CNZ2_Routine1 and _Routine2 write
// (Level_Layout+$C54 and +$C50: a row of the layout is $80 bytes of the
// foreground and $80 of the background) and the chunk they write.
const (
	cnz2ArenaRow     = 0xC
	cnz2ArenaColumn1 = 0x54
	cnz2ArenaColumn2 = 0x50
	cnz2ArenaChunk   = 0xF9
	// cnz2ArenaOpen is the chunk the boss's defeat writes back at column
	// $54 (Obj51, loc_31D7E).
	cnz2ArenaOpen = 0xDD
)

// levEventsCNZ2 is LevEvents_CNZ2 (one-player mode): the arena from x
// $27C0 (bottom $62E), locked at $2860-$28E0 from $2890, the boss (Obj51)
// $5A frames later; past x $2A00 the bottom goes to $5D0 and the left
// limit follows the camera. Entering and locking the arena each close a
// way in: chunk $F9 is written into the layout's row $C at column $54
// (Level_Layout+$C54), then at column $50 (Level_Layout+$C50).
func (s *engine) levEventsCNZ2() {
	ev := &s.st.S2.Ev
	switch ev.Routine {
	case 0:
		if s.enterArena(0x27C0, 0x62E); ev.Routine != 0 {
			s.SetLayoutChunk(cnz2ArenaColumn1, cnz2ArenaRow, cnz2ArenaChunk)
		}
	case 2:
		if s.lockArena(0x2890, 0x2860, 0x28E0, 6) {
			s.SetLayoutChunk(cnz2ArenaColumn2, cnz2ArenaRow, cnz2ArenaChunk)
		}
	case 4:
		s.spawnBoss(0x4E0, s2CNZBoss, 0, 0, 0)
	case 6:
		if s.st.Cam.X >= 0x2A00 {
			s.st.Cam.TargetMaxY = 0x5D0
			s.followCamera()
		}
	}
}

// levEventsMCZ2 is LevEvents_MCZ2 (one-player mode): the arena from x
// $2080 (bottom $5D0), locked at $20F0, the boss (Obj57) $5A frames
// later; then the left limit follows the camera.
func (s *engine) levEventsMCZ2() {
	switch s.st.S2.Ev.Routine {
	case 0:
		s.enterArena(0x2080, 0x5D0)
	case 2:
		s.lockArena(0x20F0, 0x20F0, 0x20F0, 5)
	case 4:
		s.spawnBoss(0x5C8, s2MCZBoss, 0, 0, 0)
	case 6:
		s.followCamera()
	}
}

// levEventsOOZ2 is LevEvents_OOZ2: the arena from x $2668 (bottom $1E0;
// the oil's surface to $2D8), locked at $2880-$28C0, the boss (Obj55)
// $5A frames later; once it is beaten the left limit follows the camera.
func (s *engine) levEventsOOZ2() {
	ev := &s.st.S2.Ev
	switch ev.Routine {
	case 0:
		s.enterArena(0x2668, 0x1E0)
		if ev.Routine != 0 {
			s.st.S2.Oil.Y = physics.FromPixels(oilArenaY)
		}
	case 2:
		s.lockArena(0x2880, 0x2880, 0x28C0, 8)
	case 4:
		s.spawnBoss(0x1D8, s2OOZBoss, 0, 0, 0)
	case 6:
		if ev.BossDefeated {
			s.followCamera()
		}
	}
}

// levEventsMTZ3 is LevEvents_MTZ3: from x $2530 the bottom limit jumps
// to $500 with target $450; from $2980 the left limit follows the camera
// (target $400); locked at $2AB0 from $2A80, the boss (Obj54) $5A frames
// later; then the left limit follows the camera.
func (s *engine) levEventsMTZ3() {
	c := &s.st.Cam
	ev := &s.st.S2.Ev
	switch ev.Routine {
	case 0:
		if c.X >= 0x2530 {
			c.MaxY, c.TargetMaxY = 0x500, 0x450
			ev.Routine += 2
		}
	case 2:
		s.enterArena(0x2980, 0x400)
	case 4:
		s.lockArena(0x2A80, 0x2AB0, 0x2AB0, 7)
	case 6:
		s.spawnBoss(0x400, s2MTZBoss, 0, 0, 0)
	case 8:
		s.followCamera()
	}
}

// levEventsDEZ is LevEvents_DEZ: from x 320 Silver Sonic (ObjAF, subtype
// $48, at $348,$A0) is loaded; after it (its defeat moves the stage on)
// the left limit follows the camera; from $300 the next stage, and from
// $680 the Egg Robo's room ($680-$740).
func (s *engine) levEventsDEZ() {
	c := &s.st.Cam
	ev := &s.st.S2.Ev
	switch ev.Routine {
	case 0:
		if c.X >= 320 {
			ev.Routine += 2
			if k := s.allocate(); k >= 0 {
				s.st.S2.Slots[k] = physics.S2Obj{ID: s2MechaSonic, Sub: 0x48, Layout: -1,
					X: physics.FromPixels(0x348), Y: physics.FromPixels(0xA0)}
			}
		}
	case 4:
		s.followCamera()
		if c.X >= 0x300 {
			ev.Routine += 2
		}
	case 6:
		s.followCamera()
		if c.X >= 0x680 {
			ev.Routine += 2
			c.MinX, c.MaxX = 0x680, 0x680+0xC0
		}
	}
}

// levEventsSCZ is LevEvents_SCZ (act 1): the Tornado flies right at 1
// pixel a frame; from camera x $1180 it dives (-1, +1; bottom target
// $500), from camera y $500 flies level again, and stops at x $1400.
func (s *engine) levEventsSCZ() {
	c := &s.st.Cam
	ev := &s.st.S2.Ev
	switch ev.Routine {
	case 0:
		ev.TornadoVX, ev.TornadoVY = 1, 0
		ev.Routine += 2
	case 2:
		if c.X >= 0x1180 {
			ev.TornadoVX, ev.TornadoVY = -1, 1
			c.TargetMaxY = 0x500
			ev.Routine += 2
		}
	case 4:
		if c.Y >= 0x500 {
			ev.TornadoVX, ev.TornadoVY = 1, 0
			ev.Routine += 2
		}
	case 6:
		if c.X >= 0x1400 {
			ev.TornadoVX, ev.TornadoVY = 0, 0
			ev.Routine += 2
		}
	}
}

// levEventsWFZ is LevEvents_WFZ: its Dynamic_Resize_Routine part moves
// the departing ship's background offsets (LevEvents_WFZ_Routine1 to 4:
// Camera_BG_X_offset and _Y_offset, which the end's Tornado waits on;
// the picture's scrolling, ScrollBG, is not modelled), and
// WFZ_LevEvent_Subrout: from camera $2880,$400 the left limit is $2880;
// from camera y $500 the controls are locked (Control_Locked:
// wfz_end.go).
func (s *engine) levEventsWFZ() {
	c := &s.st.Cam
	ev := &s.st.S2.Ev
	switch ev.Routine {
	case 0:
		ev.BGXOff, ev.BGYOff = 0, 0
		ev.Routine += 2
	case 2:
		if c.X >= 0x2BC0 && c.Y >= 0x580 {
			ev.Routine += 2
			ev.WFZBGYSpeed = 0
		}
	case 4:
		if ev.BGXOff != 0x800 {
			ev.BGXOff += 2
		}
		if ev.BGXOff >= 0x600 {
			d0 := uint16(ev.WFZBGYSpeed)
			if d0 < 0x840 {
				d0 += 4
				ev.WFZBGYSpeed = int16(d0)
			}
			ev.BGYOff += int16(d0 >> 8)
		}
	case 6:
		if ev.BGXOff == -0x2C0 {
			break
		}
		ev.BGXOff -= 2
		if ev.BGYOff == 0x1B81 {
			break
		}
		d0 := uint16(ev.WFZBGYSpeed)
		if d0 != 0 {
			d0 -= 4
			ev.WFZBGYSpeed = int16(d0)
			d0 >>= 8
		}
		ev.BGYOff += int16(d0 + 1)
	}
	switch ev.WFZSub {
	case 0:
		if c.X >= 0x2880 && c.Y >= 0x400 {
			ev.WFZSub += 2
			c.MinX = 0x2880
		}
	case 2:
		if c.Y >= 0x500 {
			ev.WFZSub += 2
			s.wfzLockControls() // wfz_end.go
		}
	}
}
