package physics

import (
	"strings"

	"loopwright/layers"
)

// The second player (docs/physics.md "Player 2" "Player 2"): a CPU-controlled Tails
// following the first player as Sonic 2 does (tails_cpu.go), or a second
// scripted player. Its whole per-player state lives in State.P2 (a plain
// value, copied by Save and Restore); the physics runs it by swapping that
// state with the first player's, so every player routine serves both.

// P2Config chooses the second player: On with its Character; Scripted
// players take their input from SetP2Input instead of the CPU.
type P2Config struct {
	On        bool
	Character Character
	Scripted  bool
}

// Body is one player's per-player state: what the player routines read
// and write besides the level's shared state.
type Body struct {
	X, Y                         Fixed
	XSpeed, YSpeed               Fixed
	GSpeed                       Fixed
	Angle                        uint8
	Air, Rolling, RollJump       bool
	Jumping, Pushing, FacingLeft bool
	Dead                         bool
	XRadius, YRadius             int
	MoveLock                     int
	Path                         layers.Path
	Priority                     layers.Priority
	PrimaryAngle, SecondaryAngle int16
	NextTilt, Tilt               int16
	PrevInput                    Input
	Anim                         anim
	Spindash                     bool
	SpinRev                      Fixed
	Sides                        []layers.Side
	P                            PlayerState
	// The per-player part of the objects' state.
	On, Held         int
	Hurt             bool
	Invuln, Regather int
	Invincible       int
	Shield           bool
	SpeedShoes       int
	S2On             int
	S2PrevHurt       bool
	Rec              FrameRecord
}

// P2State is the second player's state: its Body, the Tails CPU's
// variables and the first player's input and status history it follows.
type P2State struct {
	On   bool
	Body Body
	CPU  TailsCPU
	// Stat is Sonic_Stat_Record_Buf: the first player's input word
	// (held<<8 | pressed, Mega Drive buttons) and status byte, one entry per
	// frame, indexed like Cam.Rec by Cam.RecIndex.
	Stat [64]StatPoint
	// Input is the input the second player's routines ran with last frame
	// (the CPU's Ctrl_2_Logical or the script's buttons).
	Input Input
	Word  uint16
}

// StatPoint is one entry of Sonic_Stat_Record_Buf.
type StatPoint struct {
	Input  uint16
	Status uint8
}

// swapBody exchanges the current player's state in st with b: every
// field of Body once, in place (building a whole Body and copying it back
// was most of a two-player frame); with sensors false, the frame
// records' sensor records (Sensors, Edge: 60% of a record) stay where
// they are (swapP2Keep).
func swapBody(st *State, b *Body, sensors bool) {
	swapV(&st.X, &b.X)
	swapV(&st.Y, &b.Y)
	swapV(&st.XSpeed, &b.XSpeed)
	swapV(&st.YSpeed, &b.YSpeed)
	swapV(&st.GSpeed, &b.GSpeed)
	swapV(&st.Angle, &b.Angle)
	swapV(&st.Air, &b.Air)
	swapV(&st.Rolling, &b.Rolling)
	swapV(&st.RollJump, &b.RollJump)
	swapV(&st.Jumping, &b.Jumping)
	swapV(&st.Pushing, &b.Pushing)
	swapV(&st.FacingLeft, &b.FacingLeft)
	swapV(&st.Dead, &b.Dead)
	swapV(&st.XRadius, &b.XRadius)
	swapV(&st.YRadius, &b.YRadius)
	swapV(&st.MoveLock, &b.MoveLock)
	swapV(&st.Path, &b.Path)
	swapV(&st.Priority, &b.Priority)
	swapV(&st.PrimaryAngle, &b.PrimaryAngle)
	swapV(&st.SecondaryAngle, &b.SecondaryAngle)
	swapV(&st.NextTilt, &b.NextTilt)
	swapV(&st.Tilt, &b.Tilt)
	swapV(&st.PrevInput, &b.PrevInput)
	swapV(&st.Anim, &b.Anim)
	swapV(&st.Spindash, &b.Spindash)
	swapV(&st.SpinRev, &b.SpinRev)
	swapV(&st.Sides, &b.Sides)
	swapV(&st.P, &b.P)
	o := &st.Obj
	swapV(&o.On, &b.On)
	swapV(&o.Held, &b.Held)
	swapV(&o.Hurt, &b.Hurt)
	swapV(&o.Invuln, &b.Invuln)
	swapV(&o.Regather, &b.Regather)
	swapV(&o.Invincible, &b.Invincible)
	swapV(&o.Shield, &b.Shield)
	swapV(&o.SpeedShoes, &b.SpeedShoes)
	swapV(&st.S2.On, &b.S2On)
	swapV(&st.S2.PrevHurt, &b.S2PrevHurt)
	if sensors {
		swapV(&st.Rec, &b.Rec)
		return
	}
	r, q := &st.Rec, &b.Rec
	swapV(&r.Frame, &q.Frame)
	swapV(&r.CameraX, &q.CameraX)
	swapV(&r.CameraY, &q.CameraY)
	swapV(&r.CameraBias, &q.CameraBias)
	swapV(&r.X, &q.X)
	swapV(&r.Y, &q.Y)
	swapV(&r.XSpeed, &q.XSpeed)
	swapV(&r.YSpeed, &q.YSpeed)
	swapV(&r.GSpeed, &q.GSpeed)
	swapV(&r.Angle, &q.Angle)
	swapV(&r.Mode, &q.Mode)
	swapV(&r.Grounded, &q.Grounded)
	swapV(&r.Rolling, &q.Rolling)
	swapV(&r.State, &q.State)
	swapV(&r.Path, &q.Path)
	swapV(&r.Priority, &q.Priority)
	swapV(&r.ControlLock, &q.ControlLock)
	swapV(&r.FacingLeft, &q.FacingLeft)
	swapV(&r.WidthRadius, &q.WidthRadius)
	swapV(&r.HeightRadius, &q.HeightRadius)
	swapV(&r.Input, &q.Input)
	swapV(&r.Rings, &q.Rings)
	swapV(&r.StandingOn, &q.StandingOn)
	swapV(&r.OnObject, &q.OnObject)
	swapV(&r.Pushing, &q.Pushing)
	swapV(&r.Contacts, &q.Contacts)
	swapV(&r.ContactsCount, &q.ContactsCount)
	swapV(&r.Invulnerable, &q.Invulnerable)
	swapV(&r.Player, &q.Player)
	swapV(&r.End, &q.End)
}

// swapV exchanges *a and *b.
func swapV[T any](a, b *T) {
	t := *a
	*a = *b
	*b = t
}

// swapP2 exchanges the current player with the second player: the
// player routines then run on the other one. The Sim's character and
// sizes follow.
func (s *Sim) swapP2() { s.swapPlayers(true) }

// SwapP2 is swapP2 leaving the sensor records in place: for the
// swapped stretches that run no sensor (every write to a sensor record
// is the player's own code through sense, or the resets before it), so
// that swapping twice leaves them as they were: the objects' per-player
// parts, finishP2's record, and stepP2, which moves them itself.
func (s *Sim) SwapP2() { s.swapPlayers(false) }

// swapPlayers is swapP2 (sensors: the sensor records too) and swapP2Keep.
func (s *Sim) swapPlayers(sensors bool) {
	swapBody(&s.st, &s.st.P2.Body, sensors)
	s.cfg.Character, s.p2char = s.p2char, s.cfg.Character
	s.sizes, s.p2sizes = s.p2sizes, s.sizes
	s.p2run = !s.p2run
}

// StandBit is the object status bit of the player running: p1_standing,
// or p2_standing while the second player runs.
func (s *Sim) StandBit() uint8 {
	if s.p2run {
		return S2P2Stand
	}
	return S2P1Stand
}

// P2 reports whether the simulation has a second player.
func (s *Sim) P2() bool { return s.st.P2.On }

// P2Record returns the second player's record of the last frame (nil
// without a second player). The pointer stays valid.
func (s *Sim) P2Record() *FrameRecord {
	if !s.st.P2.On {
		return nil
	}
	return &s.st.P2.Body.Rec
}

// P2CPU returns the Tails CPU's variables.
func (s *Sim) P2CPU() TailsCPU { return s.st.P2.CPU }

// SetP2Input sets the buttons a scripted second player holds next frame.
func (s *Sim) SetP2Input(in Input) { s.p2in = in }

// S2ZoneActProp is the level property naming a Sonic 2 level's zone and
// act ("ehz1", "scz1"; package sonlvl sets it, the Sonic 2 object engine
// runs the zone's level code by it).
const S2ZoneActProp = "s2_zone_act"

// SidekickLoaded reports whether the game loads the second player in
// level l: Sonic 2's InitPlayers loads Tails beside Sonic except in Sky
// Chase, Wing Fortress and Death Egg (s2_zone_act scz, wfz, dez), where
// Sonic plays alone whatever the second player chosen (a Sim of such a
// level has no second player: P2 is false, its records have no p2).
func SidekickLoaded(l *layers.Level) bool {
	for _, p := range l.Props {
		if p.Name != S2ZoneActProp {
			continue
		}
		z := strings.TrimRight(p.Value, "0123456789")
		if z == "scz" || z == "wfz" || z == "dez" {
			return false
		}
	}
	return true
}

// spawnP2 creates the second player as Sonic 2's InitPlayers does: 32
// pixels left of and 4 below the first player (s2.asm InitPlayers), then
// runs the title card's object updates (Obj01_Init fills Sonic's position
// record with that same point; 27 updates run before the first frame, see
// docs/player2.md).
func (s *Sim) spawnP2() {
	st := &s.st
	st.P2 = P2State{}
	if !s.cfg.P2.On || !SidekickLoaded(s.level) {
		return
	}
	st.P2.On = true
	s.p2char = s.cfg.P2.Character
	s.p2sizes = SizesOf(s.p2char, s.cfg.Variant)
	start := layers.Point{X: st.X.Pixel() - 32, Y: st.Y.Pixel() + 4}
	sides := make([]layers.Side, len(s.level.Switchers))
	for i := range s.level.Switchers {
		sides[i] = s.level.Switchers[i].SideOf(start.X, start.Y)
	}
	// Sonic_Pos_Record_Buf after Obj01_Init.
	for i := range st.Cam.Rec {
		st.Cam.Rec[i] = CamPoint{int16(start.X), int16(start.Y)}
	}
	st.Cam.RecIndex = 0
	s.swapP2()
	st.X, st.Y = FromPixels(start.X), FromPixels(start.Y)
	st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
	st.XRadius, st.YRadius = s.sizes.Standing.W, s.sizes.Standing.H
	st.Sides = sides
	st.Air = true
	s.spawnGround()
	st.P = PlayerState{Speeds: speedsNormal, AirLeft: AirSeconds}
	if s.water.has && st.Water.Level < st.Y.Pixel() {
		st.P.Underwater = true
		st.P.Speeds = s.waterSpeeds()
	}
	st.P.Anim.set(AnimWait)
	st.Rec = FrameRecord{}
	s.swapP2()
	if !s.cfg.P2.Scripted {
		// TailsCPU_Init on the first update, then the title card's updates
		// with Sonic standing still (Level_frame_counter stays 0).
		st.P2.CPU = TailsCPU{OnScreen: true} // Obj02_Init: render_flags on screen
		frame := st.Frame
		st.Frame = 0
		for i := 0; i <= S2TitleCardFrames; i++ {
			if i > 0 {
				s.recordPos()
				s.recordStat(0)
			}
			s.StepP2()
		}
		st.Frame = frame
	}
	s.swapP2()
	s.fillRecord()
	st.Rec.Frame = st.Frame
	s.swapP2()
}

// recordStat is the second half of Sonic_RecordPos: the first player's
// input word and status byte into Sonic_Stat_Record_Buf at the entry
// recordPos just filled.
func (s *Sim) recordStat(in Input) {
	st := &s.st
	if !st.P2.On {
		return
	}
	press := in &^ st.PrevInput
	st.P2.Stat[(st.Cam.RecIndex-4)>>2] = StatPoint{Input: mdWord(in, press), Status: s.statusByte()}
}

// statusByte is the player's status byte (bit 0 facing left, 1 in air, 2
// rolling, 3 on an object, 4 roll-jumping, 5 pushing, 6 underwater).
func (s *Sim) statusByte() uint8 {
	st := &s.st
	var b uint8
	set := func(v bool, bit uint8) {
		if v {
			b |= bit
		}
	}
	set(st.FacingLeft, 0x01)
	set(st.Air, 0x02)
	set(st.Rolling, 0x04)
	set(st.Obj.On > 0 || st.S2.On > 0, 0x08)
	set(st.RollJump, 0x10)
	set(st.Pushing, 0x20)
	set(st.P.Underwater, 0x40)
	return b
}

// Mega Drive button bits (Ctrl_1: up, down, left, right, B, C, A, start).
const (
	mdUp    = 0x01
	mdDown  = 0x02
	mdLeft  = 0x04
	mdRight = 0x08
	mdB     = 0x10
	mdC     = 0x20
	mdA     = 0x40
	mdABC   = mdA | mdB | mdC
)

// mdByte maps buttons to a Mega Drive joypad byte (Jump is A).
func mdByte(in Input) uint16 {
	var b uint16
	if in&Up != 0 {
		b |= mdUp
	}
	if in&Down != 0 {
		b |= mdDown
	}
	if in&Left != 0 {
		b |= mdLeft
	}
	if in&Right != 0 {
		b |= mdRight
	}
	if in&Jump != 0 {
		b |= mdA
	}
	return b
}

// mdWord is a Ctrl_1_Logical word: held buttons in the high byte, newly
// pressed ones in the low byte.
func mdWord(held, press Input) uint16 { return mdByte(held)<<8 | mdByte(press) }

// fromMD maps a joypad byte back to buttons (any of A, B, C is Jump).
func fromMD(b uint16) Input {
	var in Input
	if b&mdUp != 0 {
		in |= Up
	}
	if b&mdDown != 0 {
		in |= Down
	}
	if b&mdLeft != 0 {
		in |= Left
	}
	if b&mdRight != 0 {
		in |= Right
	}
	if b&mdABC != 0 {
		in |= Jump
	}
	return in
}

// StepP2 runs the second player's object for one frame (Obj02: the CPU,
// then the same routines as the first player, then its touch response).
func (s *Sim) StepP2() {
	st := &s.st
	if !st.P2.On {
		return
	}
	// The second player's sensor records of the last frame are reset
	// below before any sensor runs: instead of swapping them in, the
	// first player's are parked in their place (and swapped back out at
	// the end, the new ones going to the second player).
	s.SwapP2()
	b := &st.P2.Body.Rec
	b.Sensors, b.Edge = st.Rec.Sensors, st.Rec.Edge
	defer s.swapP2()
	var in Input
	var press bool
	if s.cfg.P2.Scripted {
		in = s.p2in
		press = in&Jump != 0 && st.PrevInput&Jump == 0
		st.P2.Word = mdWord(in, in&^st.PrevInput)
	} else {
		w := s.tailsCPU()
		st.P2.Word = w
		in = fromMD(w >> 8)
		press = w&mdABC != 0
	}
	st.P2.Input = in
	for i := range st.Rec.Sensors {
		st.Rec.Sensors[i] = SensorRecord{Name: byte('A' + i), Dir: defaultDir[i]}
	}
	st.Rec.Edge = SensorRecord{Name: 'X'}
	s.runPlayer(in, press) // sim.go
	if s.ram {
		s.objs.AfterSidekick()
	}
	st.S2.PrevHurt = st.Obj.Hurt
	st.PrevInput = in
}

// finishP2 fills the second player's record at the end of the frame.
func (s *Sim) finishP2() {
	st := &s.st
	if !st.P2.On {
		return
	}
	s.SwapP2() // fillRecord runs no sensor
	st.Rec.Input = st.P2.Input
	s.fillRecord()
	// BuildSprites: Tails' on-screen flag (width_pixels $18).
	c := &st.Cam
	x := st.X.Pixel() - c.X
	y := (st.Y.Pixel() - c.Y + 128) & 0x7FF
	st.P2.CPU.OnScreen = x+0x18 >= 0 && x-0x18 < ScreenWidth && y >= 128-32 && y < 128+ScreenHeight+32
	s.SwapP2()
}
