package physics

import (
	"strconv"
	"strings"

	"loopwright/layers"
)

// Water (docs/physics.md "States" "Underwater"; the games' Sonic_Water,
// Obj0A/Obj_AirCountdown and DynamicWaterHeight).
//
// A level has water when its property water_level (int, pixels) is set:
// the surface's starting y; the player is underwater while the surface is
// above its centre (Water_level < y_pos). The optional property
// water_table ("X:Y X:Y ...", ascending X) is the level's water-level
// table as the games' DynamicWaterHeight routines keep one: once the
// player's x reaches X, the target level becomes Y, and the surface moves
// towards the target by water_speed pixels a frame (default 1), as
// DynamicWaterHeight moves Mean_water_level towards Target_water_level.
// The optional property water_camera_table ("X:Y X:Y ...", ascending X;
// a Y ending in "!" is set at once) is Sonic 3 & Knuckles' form of the
// table (sonic3k.asm DynamicWaterHeight_HCZ1 and its loop loc_6F2C): each
// frame the target is the Y of the first entry whose X is at least the
// camera's x (the last entry's past it), and an entry marked "!" sets
// the mean level too.

// Underwater constants (docs/physics.md "States"; Sonic_Water, Sonic_MdAir, Sonic_Jump).
const (
	// UnderwaterGravity is the air gravity underwater: 0.21875 - 0.15625
	// (the games add $38 then subtract $28), 0.0625.
	UnderwaterGravity Fixed = 0x10
	// UnderwaterGravityCut is what the games subtract after gravity.
	UnderwaterGravityCut Fixed = 0x28
	// UnderwaterJumpRelease is the variable jump height's limit underwater
	// (-2).
	UnderwaterJumpRelease Fixed = -0x200
	// WaterExitCap is the Y Speed cap on leaving water (-16).
	WaterExitCap Fixed = -0x1000
	// AirSeconds is the air a player has on entering water (air_left 30).
	AirSeconds = 30
	// DrownFrames is the drowning fall before the player counts as dead
	// (Obj0A: 2 seconds until the world pauses).
	DrownFrames = 120
	// DrownGravity is the drowning fall's gravity ($10).
	DrownGravity Fixed = 0x10
)

// WaterState is the level's water surface (not a player's): Level is the
// y tested each frame (Water_level), Target the level it moves to.
type WaterState struct {
	Level, Target int
	// Mean is the surface's mean height (S1 v_waterpos2, S2
	// Water_Level_2, S3K Mean_water_level), moved towards Target; Level
	// is the surface the player meets: in Sonic 1 and 2 Mean plus half
	// the first oscillator (the wobble), elsewhere Mean.
	Mean int
	// Osc is the first oscillator (value, rate) and OscDown its
	// direction (OscillateNumDo's oscillator 0: rate +/- 2, turning at
	// $10).
	Osc     [2]uint16
	OscDown bool
	// Speed is the pixels a frame Mean moves (Water_speed); Trigger is
	// a water routine's latch (S3K Level_trigger_array's first byte, as
	// DynamicWaterHeight_AIZ2 uses it).
	Speed   int
	Trigger bool
}

// newWaterState is the water at the level's start: the surface at y,
// the oscillator at its initial value (OscillateNumInit: $80, rate 0).
func newWaterState(y, speed int) WaterState {
	return WaterState{Level: y, Target: y, Mean: y, Osc: [2]uint16{0x80, 0}, Speed: speed}
}

// wobbles reports whether the variant's water surface wobbles: Sonic 1
// (LZWaterFeatures) and Sonic 2 (MoveWater; Aquatic Ruin excepted:
// SetWaterStill) add half the first oscillator's value to the mean
// level; Sonic 3 & Knuckles uses the mean level as it is; CD and Mania
// are not known to wobble.
func (s *Sim) wobbles() bool {
	return (s.cfg.Variant == S1 || s.cfg.Variant == S2) && !s.waterStill
}

// SetWaterStill makes the water surface the mean level without the
// wobble (an object engine's zone rule: s2.asm MoveWater adds nothing to
// Water_Level_2 in Aquatic Ruin), or gives the wobble back.
func (s *Sim) SetWaterStill(still bool) { s.waterStill = still }

// oscWater is OscillateNumDo for the first oscillator (frequency 2,
// amplitude $10; not while the player is dead), run at the end of the
// frame as the games' level loops do.
func (s *Sim) oscWater() {
	w := &s.st.Water
	if s.st.Dead {
		return
	}
	if !w.OscDown {
		w.Osc[1] += 2
		w.Osc[0] += w.Osc[1]
		if 0x10 <= uint8(w.Osc[0]>>8) {
			w.OscDown = true
		}
		return
	}
	w.Osc[1] -= 2
	w.Osc[0] += w.Osc[1]
	if 0x10 > uint8(w.Osc[0]>>8) {
		w.OscDown = false
	}
}

// waterDef is a level's water, compiled from its properties.
type waterDef struct {
	has   bool
	start int
	speed int
	table [8]waterStep // the first n entries are used
	n     int
	cam   [8]waterStep // water_camera_table: the first camN entries
	camN  int
	// kcam is water_camera_table_knuckles, Knuckles' own table (kcamN
	// entries; 0: Knuckles has the others' table).
	kcam  [8]waterStep
	kcamN int
	// routine is water_routine's (0: none); chars the
	// characters water_characters gives the water to (a bit per
	// Character; 0: every character).
	routine waterRoutine
	chars   uint8
}

// waterRoutine is a DynamicWaterHeight routine that is not a table.
type waterRoutine uint8

// The water routines; the zero waterRoutine is none.
const (
	// waterAIZ2 is sonic3k.asm DynamicWaterHeight_AIZ2 (Sim.waterAIZ2).
	waterAIZ2 waterRoutine = iota + 1
)

// waterRoutines names the water_routine values.
var waterRoutines = map[string]waterRoutine{"aiz2": waterAIZ2}

// waterStep is one entry of a water table: from x (the player's, or up to
// the camera's), the level y; now sets the mean level at once.
type waterStep struct {
	x, y int
	now  bool
}

// WaterOf reads level l's water properties: whether it has water, the
// starting level, and an error naming the property when one is malformed.
func WaterOf(l *layers.Level) (has bool, start int, err error) {
	d, err := compileWater(l)
	return d.has, d.start, err
}

func compileWater(l *layers.Level) (waterDef, error) {
	var d waterDef
	d.speed = 1
	if l == nil {
		return d, nil
	}
	for _, p := range l.Props {
		switch p.Name {
		case "water_level":
			v, err := strconv.Atoi(strings.TrimSpace(p.Value))
			if err != nil {
				return waterDef{speed: 1}, &PropError{Prop: p.Name, Value: p.Value, Msg: "want an integer (pixels)"}
			}
			d.has, d.start = true, v
		case "water_speed":
			v, err := strconv.Atoi(strings.TrimSpace(p.Value))
			if err != nil || v < 1 {
				return waterDef{speed: 1}, &PropError{Prop: p.Name, Value: p.Value, Msg: "want a positive integer (pixels a frame)"}
			}
			d.speed = v
		case "water_table":
			d.n = 0
			for _, f := range strings.Fields(strings.ReplaceAll(p.Value, ",", " ")) {
				xs, ys, ok := strings.Cut(f, ":")
				x, err1 := strconv.Atoi(xs)
				y, err2 := strconv.Atoi(ys)
				if !ok || err1 != nil || err2 != nil {
					return waterDef{speed: 1}, &PropError{Prop: p.Name, Value: p.Value, Msg: "want X:Y pairs"}
				}
				if d.n == len(d.table) {
					return waterDef{speed: 1}, &PropError{Prop: p.Name, Value: p.Value, Msg: "at most 8 entries"}
				}
				if d.n > 0 && x <= d.table[d.n-1].x {
					return waterDef{speed: 1}, &PropError{Prop: p.Name, Value: p.Value, Msg: "X must ascend"}
				}
				d.table[d.n] = waterStep{x: x, y: y}
				d.n++
			}
		case "water_routine":
			r, ok := waterRoutines[strings.ToLower(strings.TrimSpace(p.Value))]
			if !ok {
				return waterDef{speed: 1}, &PropError{Prop: p.Name, Value: p.Value, Msg: "want aiz2"}
			}
			d.routine = r
		case "water_characters":
			d.chars = 0
			for _, f := range strings.Split(p.Value, ",") {
				c, err := ParseCharacter(f)
				if err != nil || strings.TrimSpace(f) == "" {
					return waterDef{speed: 1}, &PropError{Prop: p.Name, Value: p.Value, Msg: "want character names (sonic, tails, knuckles) separated by commas"}
				}
				d.chars |= 1 << c
			}
		case "water_camera_table":
			n, err := parseCameraTable(p, &d.cam)
			if err != nil {
				return waterDef{speed: 1}, err
			}
			d.camN = n
		case "water_camera_table_knuckles":
			n, err := parseCameraTable(p, &d.kcam)
			if err != nil {
				return waterDef{speed: 1}, err
			}
			d.kcamN = n
		}
	}
	return d, nil
}

// parseCameraTable reads a water_camera_table property into t and
// returns its number of entries.
func parseCameraTable(p layers.Prop, t *[8]waterStep) (int, error) {
	n := 0
	for _, f := range strings.Fields(strings.ReplaceAll(p.Value, ",", " ")) {
		xs, ys, ok := strings.Cut(f, ":")
		ys, now := strings.CutSuffix(ys, "!")
		x, err1 := strconv.Atoi(xs)
		y, err2 := strconv.Atoi(ys)
		if !ok || err1 != nil || err2 != nil {
			return 0, &PropError{Prop: p.Name, Value: p.Value, Msg: "want X:Y pairs (Y! sets the level at once)"}
		}
		if n == len(t) {
			return 0, &PropError{Prop: p.Name, Value: p.Value, Msg: "at most 8 entries"}
		}
		if n > 0 && x <= t[n-1].x {
			return 0, &PropError{Prop: p.Name, Value: p.Value, Msg: "X must ascend"}
		}
		t[n] = waterStep{x: x, y: y, now: now}
		n++
	}
	return n, nil
}

// PropError is a malformed level property.
type PropError struct {
	Prop, Value, Msg string
}

func (e *PropError) Error() string {
	return "physics: level property " + e.Prop + " " + strconv.Quote(e.Value) + ": " + e.Msg
}

// initWater compiles the level's water (a malformed property counts as no
// water; tools report it with WaterOf) and puts the surface at its start.
func (s *Sim) initWater() {
	s.water, _ = compileWater(s.level)
	if s.water.chars != 0 && s.water.chars&(1<<s.cfg.Character) == 0 {
		s.water.has = false // water_characters: not this character's
	}
	if s.cfg.Character == Knuckles && s.water.kcamN > 0 {
		s.water.cam, s.water.camN = s.water.kcam, s.water.kcamN
	}
	s.st.Water = newWaterState(s.water.start, s.water.speed)
}

// LevelWater returns the water surface's starting y of level l (its
// water_level property) and whether it has water; a malformed property
// counts as none (ValidateLevel reports it).
func LevelWater(l *layers.Level) (int, bool) {
	d, err := compileWater(l)
	if err != nil || !d.has {
		return 0, false
	}
	return d.start, true
}

// HasWater reports whether the level has water.
func (s *Sim) HasWater() bool { return s.water.has }

// Underwater reports whether the player is underwater.
func (s *Sim) Underwater() bool { return s.st.P.Underwater }

// moveWater is the water's part of the frame: DynamicWaterHeight (the
// target from the table by the player's x, then the mean level one step
// towards it), the oscillator, and the surface the next frame's player
// meets (S1 LZWaterFeatures, S2 MoveWater: mean + oscillator/2 in Sonic
// 1 and 2, run at the start of the next frame, from this frame's
// OscillateNumDo).
func (s *Sim) moveWater() {
	if !s.water.has {
		return
	}
	w := &s.st.Water
	x := s.st.X.Pixel()
	for i := 0; i < s.water.n; i++ {
		if x >= s.water.table[i].x {
			w.Target = s.water.table[i].y
		}
	}
	if n := s.water.camN; n > 0 {
		// loc_6F2C: the first entry at or right of the camera.
		i := 0
		for i < n-1 && s.st.Cam.X > s.water.cam[i].x {
			i++
		}
		e := s.water.cam[i]
		w.Target = e.y
		if e.now {
			w.Mean = e.y
		}
	}
	if s.water.routine == waterAIZ2 {
		s.waterAIZ2()
	}
	switch {
	case w.Mean < w.Target:
		w.Mean += w.Speed
		if w.Mean > w.Target {
			w.Mean = w.Target
		}
	case w.Mean > w.Target:
		w.Mean -= w.Speed
		if w.Mean < w.Target {
			w.Mean = w.Target
		}
	}
	w.Level = w.Mean
	if s.wobbles() {
		s.oscWater()
		w.Level += int(uint8(w.Osc[0]>>8) >> 1)
	}
}

// Angel Island 2's water levels (DynamicWaterHeight_AIZ2).
const (
	aiz2WaterHigh  = 0x528  // the act's level, restored left of aiz2WaterBack
	aiz2WaterLow   = 0x618  // the level once the camera reaches aiz2WaterDrain
	aiz2WaterBack  = 0x2440 // left of it, a drained act refills
	aiz2WaterDrain = 0x2850 // the camera x that drains the act (the latch)
	// aiz2WaterKnucklesEnd is where Knuckles' routine stops.
	aiz2WaterKnucklesEnd = 0x3B60
)

// waterAIZ2 is sonic3k.asm DynamicWaterHeight_AIZ2: left of camera x
// $2440 a drained act (target $618) refills to $528 at 2 pixels a frame;
// from $2440 on, once the camera has reached $2850 (the latch, kept from
// then on), the target is $618. For Knuckles the routine does nothing
// from camera x $3B60 on, nor while Camera_target_max_Y_pos is $820 (his
// boss arena, set by a resize event the model does not run:
// docs/assumptions.md). The game shakes the screen while the camera is
// left of $2900 (drawing only).
func (s *Sim) waterAIZ2() {
	w := &s.st.Water
	cx := s.st.Cam.X
	if s.cfg.Character == Knuckles && cx >= aiz2WaterKnucklesEnd {
		return
	}
	if cx < aiz2WaterBack {
		if w.Target == aiz2WaterLow {
			w.Target, w.Speed = aiz2WaterHigh, 2
		}
		return
	}
	if !w.Trigger {
		if cx < aiz2WaterDrain {
			return
		}
		w.Trigger = true
	}
	w.Target = aiz2WaterLow
}

// playerWater is Sonic_Water, run after the player's mode routine: set
// or clear the underwater status by the surface, and on the change write
// the speed variables and halve (entering: X Speed / 2, Y Speed / 4) or
// double (leaving: Y Speed * 2, capped at -16) the speeds.
func (s *Sim) playerWater() {
	if !s.water.has || s.st.Dead {
		return
	}
	st := &s.st
	p := &st.P
	if s.st.Water.Level >= st.Y.Pixel() {
		if !p.Underwater {
			return
		}
		p.Underwater = false
		p.AirLeft = AirSeconds
		s.resetAirTimer()
		p.Speeds = s.LandSpeeds()
		if !st.Obj.Hurt && p.Drowning == 0 {
			// S3K doubles only when Y Speed >= -4 (Sonic_OutWater).
			if s.cfg.Variant != S3K && s.cfg.Variant != Mania || st.YSpeed >= -0x400 {
				st.YSpeed = Fixed(int16(st.YSpeed << 1))
			}
		}
		if st.YSpeed < WaterExitCap {
			st.YSpeed = WaterExitCap
		}
		return
	}
	if p.Underwater {
		return
	}
	p.Underwater = true
	p.AirLeft = AirSeconds
	s.resetAirTimer()
	p.Speeds = s.waterSpeeds()
	// Fire and lightning shields go out in water (docs/physics.md "Elemental Shields"; S3K
	// Sonic_Water via the shield objects).
	if p.Shield == ShieldFire || p.Shield == ShieldLightning {
		p.Shield = ShieldNone
	}
	if p.Drowning != 0 {
		return
	}
	st.XSpeed >>= 1
	st.YSpeed >>= 2
}

// resetAirTimer starts a new second of air on a dive, on surfacing or
// on a bubble breathed, except in Sonic 1 and Sonic 2: there Sonic_Water
// (Obj01_InWater, Obj02's) writes only the countdown object's id and
// subtype (v_sonicbubbles, Sonic_BreathingBubbles) and ResumeMusic only
// the air, so the countdown's second (S1 drown_time, S2 obj0a_timer)
// carries on (the level's start clears it): the first second of a second
// dive is what the first left.
func (s *Sim) resetAirTimer() {
	if s.cfg.Variant != S1 && s.cfg.Variant != S2 {
		s.st.P.AirTimer = 0
	}
}

// airCountdown is Obj0A_Countdown: underwater, every 60 frames one second
// of air goes (the first on the frame the player enters); when none is
// left the player drowns: speeds 0, airborne, no control, falling with
// gravity 0.0625 for 120 frames, then dead. A bubble (airBubble) or
// leaving the water gives the air back.
func (s *Sim) airCountdown() {
	st := &s.st
	p := &st.P
	if p.Drowning > 0 {
		p.Drowning--
		if p.Drowning == 0 {
			st.Dead = true
			return
		}
		st.X += st.XSpeed
		st.Y += st.YSpeed
		st.YSpeed += DrownGravity
		return
	}
	if !p.Underwater || st.Dead {
		return
	}
	p.AirTimer--
	if p.AirTimer >= 0 {
		return
	}
	p.AirTimer = 59
	p.AirLeft--
	if p.AirLeft >= 0 {
		return
	}
	p.AirLeft = 0
	p.Drowning = DrownFrames
	s.ResetOnFloor()
	st.Air = true
	st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
	p.DoubleJumpFlag, p.DoubleJumpProperty = 0, 0
}

// Breathe is collecting an air bubble (Obj24 / docs/physics.md "Game Objects" "Air Bubble"):
// the air is full again and the player stops, upright, for 35 frames of
// the breathing pose.
func (s *Sim) Breathe() {
	st := &s.st
	p := &st.P
	p.AirLeft = AirSeconds
	s.resetAirTimer()
	st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
	st.Jumping = false
	st.Pushing = false
	st.RollJump = false
	if st.Rolling {
		st.Rolling = false
		st.XRadius, st.YRadius = s.sizes.Standing.W, s.sizes.Standing.H
		st.Y -= FromPixels(s.sizes.Standing.H - s.sizes.Rolling.H)
	}
	p.DoubleJumpFlag, p.DoubleJumpProperty = 0, 0
	p.Anim.set(AnimGetAir)
	st.MoveLock = 35
}
