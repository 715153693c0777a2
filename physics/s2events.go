package physics

// Sonic 2's dynamic level events (s2.asm RunDynamicLevelEvents and each
// zone's LevEvents_*) are run by the Sonic 2 object engine (package
// objects/sonic2, events.go), which keeps their state in S2State.Ev. The
// core calls them from the camera's part of the frame (updateCamera), as
// DeformBgLayer does, when the running engine is a LevelEventer.

// LevelEventer is an ObjectEngine that runs a game's own dynamic level
// events (Sonic 2: RunDynamicLevelEvents; Sonic 1: DynamicLevelEvents,
// objects/sonic1 events.go) from the camera's part of the frame.
type LevelEventer interface {
	// CameraFollows reports whether ScrollHoriz and ScrollVerti move
	// the camera this frame (false in Sky Chase, whose camera
	// AfterLevelEvents moves: DeformBgLayer skips them there).
	CameraFollows() bool
	// LevelEvents is the zone's part of RunDynamicLevelEvents, after
	// the camera scrolled and before the bottom limit moves toward its
	// target.
	LevelEvents()
	// AfterLevelEvents is the part of the zone's scroll routine that
	// moves the camera itself (SwScrl_SCZ), after RunDynamicLevelEvents.
	AfterLevelEvents()
}

// S2Events is the state of Sonic 2's dynamic level events: the RAM
// variables of s2.asm that LevEvents_* and the bosses share.
type S2Events struct {
	// Routine is Dynamic_Resize_Routine, the zone's event stage.
	Routine uint8
	// BossID is Current_Boss_ID (0: no boss fight): while it is set the
	// player's right bound does not reach past the camera's
	// (Sonic_LevelBound) and TouchResponse runs Touch_Boss.
	BossID uint8
	// BossDelay is Boss_spawn_delay, BossDefeated Boss_defeated_flag.
	BossDelay    uint8
	BossDefeated bool
	// Shaking is Screen_Shaking_Flag, ShakingHTZ
	// Screen_Shaking_Flag_HTZ (the picture shakes; nothing moves).
	Shaking, ShakingHTZ bool
	// BGX, BGY are Camera_BG_X_pos and Camera_BG_Y_pos (whole pixels),
	// BGXOff, BGYOff Camera_BG_X_offset and Camera_BG_Y_offset: Hill
	// Top's rising ground and Wing Fortress's departing ship, which the
	// background layer and its objects (Obj30) follow.
	BGX, BGY       int16
	BGXOff, BGYOff int16
	// BGXDiff, BGYDiff are Camera_BG_X_pos_diff and _Y_pos_diff as
	// ScrollBG leaves them.
	BGXDiff, BGYDiff int8
	// TerrainDelay and TerrainDir are HTZ_Terrain_Delay and
	// HTZ_Terrain_Direction (0 rising, 1 sinking).
	TerrainDelay int16
	TerrainDir   uint8
	// WFZSub is WFZ_LevEvent_Subrout, WFZBGYSpeed WFZ_BG_Y_Speed.
	WFZSub      uint8
	WFZBGYSpeed int16
	// TornadoVX, TornadoVY are Tornado_Velocity_X and _Y: Sky Chase's
	// camera moves by them each frame (SwScrl_SCZ).
	TornadoVX, TornadoVY int16
	// BossX, BossY are Boss_X_pos and Boss_Y_pos (16.16: whole pixels
	// in the high half), BossXVel, BossYVel Boss_X_vel and Boss_Y_vel
	// (Boss_MoveObject); BossCountdown is Boss_Countdown, the frames of
	// a beaten boss's explosions.
	BossX, BossY       int32
	BossXVel, BossYVel int16
	BossCountdown      int16
	// BossAnim is Boss_AnimationArray: AnimateBoss's script, frame and
	// timer for the boss's main sprite and its child sprites.
	BossAnim [16]uint8
	// BossCollRoutine is Boss_CollisionRoutine: which extra boxes of
	// the boss hurt (BossSpecificCollision).
	BossCollRoutine uint8
	// EndAct is set when the act ends (an Egg prison opened or the
	// results counted): the game loads the next level.
	EndAct bool
}

// BossFight reports whether a Sonic 2 boss fight is on (Current_Boss_ID
// set).
func (s *Sim) BossFight() bool { return s.cfg.Variant == S2 && s.st.S2.Ev.BossID != 0 }

// SetCameraLimits sets the camera's four limits at once, as a level event
// writes Camera_Min_X_pos, Camera_Max_X_pos, Camera_Min_Y_pos and
// Camera_Max_Y_pos (the bottom limit's target is left alone).
func (s *Sim) SetCameraLimits(minX, maxX, minY, maxY int) {
	c := &s.st.Cam
	c.MinX, c.MaxX, c.MinY, c.MaxY = minX, maxX, minY, maxY
}
