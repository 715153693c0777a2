package physics

import "loopwright/layers"

// The object RAM: Sonic 2's object slots and its managers' state (s2.asm:
// Object_RAM, Object_Respawn_Table, Ring_Positions ...), kept in State so
// that Save and Restore copy it with the rest. The Sonic 2 object engine
// (package objects/sonic2) runs it; the core reads the few parts the
// player and the second player share with the objects.

// S2Slots is the number of dynamic object slots (Dynamic_Object_RAM).
const S2Slots = 112

// S2OilSlot is the object index that stands for S2State.Oil (Oil Ocean's
// reserved oil slot) where an index into the dynamic slots is expected.
const S2OilSlot = S2Slots

// S2SlotBase is the absolute slot of dynamic slot 0 (Object_RAM + $400).
const S2SlotBase = 16

// S2TitleCardFrames is the number of RunObjects calls before the player
// has control.
const S2TitleCardFrames = 26

// S2MaxRings is the size of Ring_Positions.
const S2MaxRings = 511

// S2Obj is one object slot (an SST entry): the fields of s2.asm's object
// RAM that the simulated objects use.
type S2Obj struct {
	ID, Sub           uint8
	Routine, Routine2 uint8
	Render, Status    uint8
	X, Y              Fixed
	XVel, YVel        Fixed
	Width             uint8 // width_pixels
	XRad, YRad        uint8
	Coll              uint8 // collision_flags
	CollProp          uint8
	Respawn           uint8 // respawn_index (0: none)
	Anim              uint8
	// Layout is the index of the object's layout entry, -1 for objects
	// made by other objects.
	Layout int16
	// Parent, Child1 and Child2 are slots (+1; 0 none).
	Parent, Child1, Child2 int16
	// Timer, Timer2, Timer3 and Index are per-object counters; BaseX, BaseY
	// a remembered position; Flag a per-object switch.
	Timer, Timer2, Timer3, Index int16
	BaseX, BaseY                 int16
	Flag                         bool
	// B3E, B3F are the bridge's objoff_3E (depression angle) and
	// objoff_3F (log under Sonic); Logs its logs' y.
	B3E, B3F uint8
	// B3B is the bridge's objoff_3B: the second player's log.
	B3B  uint8
	Logs [16]int16
	// MapFrame, AnimFrame and AnimDur are mapping_frame, anim_frame and
	// anim_frame_duration (AnimateSprite); GXVel, GYVel and Base the
	// animal's animal_ground_x_vel, animal_ground_y_vel and
	// animal_ground_routine_base.
	MapFrame, AnimFrame, AnimDur uint8
	// PrevAnim is prev_anim: AnimateSprite restarts the script when anim
	// differs from it.
	PrevAnim     uint8
	GXVel, GYVel Fixed
	Base         uint8
	// HitCount is boss_hitcount2: the hits a multi-sprite boss takes
	// (Touch_Enemy counts it down instead of collision_property).
	HitCount uint8
}

// S2State is the Sonic 2 part of a State.
type S2State struct {
	Slots [S2Slots]S2Obj
	// Oil is Oil Ocean's oil (Obj07), in its reserved slot (Oil, before
	// the dynamic slots): the level's start fills it in Oil Ocean only.
	// An object index of S2Slots (S2OilSlot) means it.
	Oil S2Obj
	// Respawn is Object_Respawn_Table: [0] the respawn index of the next
	// object to the right, [1] to the left, then one byte per entry.
	Respawn [0x102]uint8
	// Right and Left are Obj_load_addr_right/left (layout indices);
	// CamLast is Camera_X_pos_last and Coarse Camera_X_pos_coarse.
	Right, Left int
	CamLast     int
	Coarse      int
	// Rings: Ring_start_addr/end (indices into the sorted ring list) and
	// each ring's collected flag.
	RingStart, RingEnd int
	RingGot            [S2MaxRings]bool
	// Vint is Vint_runcount; SpillTimer is Ring_spill_anim_counter.
	Vint       uint32
	SpillTimer uint8
	// On is 1 + the slot Sonic stands on (interact), 0 when none.
	On int
	// PrevHurt is the hurt state when Sonic's code began this frame.
	PrevHurt bool
	// P1Shown says the main character's code queued him for display this
	// frame (Sonic_Display: not on the frames his hurt invulnerability
	// blinks him out); P1OnScreen is his render_flags on-screen bit as
	// BuildSprites last set it (kept as it was on a frame he is not shown).
	P1Shown, P1OnScreen bool
	// Osc and OscBits are Oscillating_Numbers (value, speed) and
	// Oscillation_Control.
	Osc     [16][2]uint16
	OscBits uint16
	// Star is the last starpost's saved data; Restart counts down the
	// frames to the level restart after death; PrevDead is the death
	// state when the frame began (RunObjects pauses the objects then).
	Star     S2Starpost
	Restart  int16
	PrevDead bool
	// GameOverStop asks for Sonic 1's end of the death fall (sonic.asm:
	// Sonic_Death's GameOver): once the dead player is more than $100
	// below Camera_Max_Y_pos his y speed becomes -$38 and, after that
	// frame's fall, DeathDone is set; from then on he does not move
	// (Sonic_ResetLevel).
	GameOverStop, DeathDone bool
	// Time is Sonic 1's level timer v_time (a byte each: unused,
	// minutes, seconds, sixtieths), counted by the V-int's HUD_Update
	// before each frame's code while TimeCount (f_timecount) is set;
	// TimeBonus and RingBonus are v_timebonus and v_ringbonus, which
	// GotThroughAct sets.
	Time                 uint32
	TimeCount            bool
	TimeBonus, RingBonus uint16
	// Switch is Sonic 1's f_switch: the buttons' flags, by subtype;
	// WaterRoutine is v_wtr_routine (Labyrinth's dynamic water stage).
	Switch       [16]uint8
	WaterRoutine uint8
	// DLERoutine is Sonic 1's v_dle_routine: the stage of the act's level
	// events (objects/sonic1 events.go), cleared by LevelSizeLoad.
	DLERoutine uint8
	// Obj6B is Sonic 1's v_obj6B: bit 0 set while a Labyrinth-zone
	// stomper (ScrapStomp in Scrap Brain 3) is loaded.
	Obj6B uint8
	// BigRing is Sonic 1's f_bigring: a giant ring's flash has taken
	// Sonic (no hidden bonus any more).
	BigRing bool
	// SignHit is set once the signpost is passed; ControlLocked when it
	// has taken the controls (Control_Locked, Right held).
	SignHit, ControlLocked bool
	// LockCtrl is Sonic 1's f_lockctrl set by an object that then
	// writes Sonic's buttons itself (BossFinal: v_jpadhold2): while set
	// his code reads LockIn, not the joypad.
	LockCtrl bool
	LockIn   Input
	// GoLevel is the act Sonic 1's level code restarts the game into
	// (DLE_SBZ3: f_restart with v_zone the Final Zone's, "fz"): the level
	// ends (State.End) after the next frame's objects. GoMode is the game
	// mode an object sets ("ending": BossFinal's v_gamemode): the level
	// ends with that frame.
	GoLevel, GoMode string
	// Cur is the slot running (RunObjects' a0).
	Cur int16
	// Control is the main character's obj_control (the sidekick's is
	// P2.CPU.Control): bit 0 set, his own movement code does not run
	// (an object moves him: Chemical Plant's spin tubes); bit 7 set, no
	// TouchResponse.
	Control uint8
	// RNG is RNG_seed (RandomNumber), cleared by the level's start.
	RNG uint32
	// ExtraLife is Extra_life_flags (bit 1: 100 rings, bit 2: 200).
	ExtraLife uint8
	// FrameCount is Sonic 1's v_framecount: cleared by the level's start,
	// one more each frame before the objects run.
	FrameCount uint16
	// Ani0Time and Ani0Frame are Sonic 1's v_ani0_time and v_ani0_frame
	// (SynchroAnimate's first animation: Green Hill's spiked helix),
	// cleared by the level's start.
	Ani0Time, Ani0Frame uint8
	// BossStatus is Sonic 1's v_bossstatus (set once an act's boss is
	// beaten: the animals then wait); ItemBonus its v_itembonus (the
	// enemies broken in one jump, two each: the points shown).
	BossStatus uint8
	ItemBonus  uint16
	// Obj56 is Sonic 1's f_obj56 (REV01: Labyrinth 3's large door has
	// slid all the way open).
	Obj56 bool
	// Obj31Y is Sonic 1's v_obj31ypos: the y of the last chained stomper
	// run (Marble Zone 1's pushable block sits on one, setting bit 15).
	Obj31Y uint16
	// WasUnderwater is Sonic's underwater status when Sonic 1's objects
	// last ran (Sonic_Water's dive and surfacing, objects/sonic1
	// lz_drown.go); WindTunnel is f_wtunnelmode (Sonic in one of
	// Labyrinth's currents), WindOff f_wtunnelallow (the currents
	// stopped by an object), SlideMode f_slidemode (Sonic on a water
	// slide: the core's ground movement then takes no input and no
	// friction, Sonic_Move and Sonic_RollSpeed, and he cannot start a
	// roll, Sonic_Roll).
	WasUnderwater, WindTunnel, WindOff, SlideMode bool
	// Obj63 is v_obj63 (Labyrinth's conveyor spawners loaded, by
	// subtype); ConveyRev f_conveyrev (the belts run backward).
	Obj63     [0x80]uint8
	ConveyRev bool
	// SwLoaded counts, per level switcher (the first S2MaxSwitchers), the
	// Obj03 slots that hold it: a switcher acts only while loaded.
	// SwMask has switcher i's bit set while SwLoaded[i] > 0 (speed only:
	// RunSwitchers visits the loaded ones). LoadSwitcher and
	// UnloadSwitcher keep the two in step.
	SwLoaded [S2MaxSwitchers]uint8
	SwMask   [S2MaxSwitchers / 64]uint64
	// Ev is the dynamic level events' state (s2events.go).
	Ev S2Events
	// Slot is Casino Night's slot machine (s2slot.go).
	Slot S2SlotMachine
	// Breath is each player's drowning countdown (Obj0A in
	// Sonic_BreathingBubbles, then Tails_BreathingBubbles): the part that
	// makes the bubbles (objects/sonic2 breathing.go).
	Breath [2]S2Breath
	// Dust is Sonic_Dust and Tails_Dust (Obj08: the splash and dust, whose
	// skid dust takes dynamic slots; objects/sonic2 s2_bubbles_dust.go).
	Dust [2]S2Obj
	// Top bounds the slots in use (speed only): every slot from Top up is
	// all zero, as the level's start left it. The engines' slot finders
	// (Sonic 2's allocate and allocateAfter, Sonic 1's findFree and
	// findNextFree) raise it before handing out a slot at or above it;
	// the end of the objects' loop lowers it over all-zero slots. The loops over the object
	// RAM stop there: the slots they skip are empty (ID 0, collision_flags
	// 0), which those loops pass over anyway.
	Top int16
}

// S2MaxSwitchers is how many of a level's switchers the Sonic 2 object
// machinery tracks as objects; switchers beyond it always act.
const S2MaxSwitchers = 128

// LoadSwitcher counts one more Obj03 slot holding level switcher i
// (i < S2MaxSwitchers).
func (o *S2State) LoadSwitcher(i int) {
	o.SwLoaded[i]++
	o.SwMask[i>>6] |= 1 << (i & 63)
}

// UnloadSwitcher counts one Obj03 slot fewer holding level switcher i; at
// none it no longer acts.
func (o *S2State) UnloadSwitcher(i int) {
	if o.SwLoaded[i] == 0 {
		return
	}
	if o.SwLoaded[i]--; o.SwLoaded[i] == 0 {
		o.SwMask[i>>6] &^= 1 << (i & 63)
	}
}

// Render and status bits.
const (
	S2XFlip    = 0x01
	S2YFlip    = 0x02
	S2Child    = 0x40 // render_flags.multi_sprite
	S2OnScreen = 0x80
	S2P1Stand  = 0x08 // status.npc.p1_standing
	S2P2Stand  = 0x10 // status.npc.p2_standing
	// S2NoBalancing is status.npc.no_balancing: a player standing still
	// on the object does not balance at its edges (Sonic_Move); the
	// bosses use it as "beaten".
	S2NoBalancing = 0x80
)

// S2Starpost is what the last starpost saved (Obj79_SaveData).
type S2Starpost struct {
	// Last is Last_star_pole_hit (the starpost's subtype), 0 for none.
	Last       uint8
	X, Y       int
	Path       layers.Path
	MaxY       int
	CamX, CamY int
	// Sonic 1's lamp post saves more (Lamp_StoreInfo): DLE is
	// v_dle_routine, WaterRoutine v_wtr_routine, Water v_waterpos2.
	DLE, WaterRoutine uint8
	Water             int
	// Time is Sonic 1's v_lamp_time: the level timer as the post saved it.
	Time uint32
}

// S2Breath is the bubble-making part of Sonic 2's drowning countdown
// (Obj0A_Countdown); the air itself is the core's (airCountdown).
type S2Breath struct {
	// Flags is obj0a_flags: bit 0 bubbles are being made this second,
	// bit 15 a number bubble is due, bit 14 one was made.
	Flags uint16
	// Total is obj0a_total_bubbles_to_spawn (counted below zero);
	// Numbers obj0a_seconds_between_numbers_timer; Next
	// obj0a_next_bubble_timer.
	Total, Numbers int8
	Next           int16
	// Last is the core's count of the second (AirTimer) when the
	// countdown last ran.
	Last int16
}
