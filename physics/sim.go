package physics

import (
	"math/bits"

	"loopwright/heightmask"
	"loopwright/hexangle"
	"loopwright/layers"
)

// anim is the player's animation-level state, kept for state names.
type anim uint8

const (
	animWalk anim = iota
	animWait
	animBalance
	animLookUp
	animDuck
	animSkid
)

// State is a snapshot of a simulation: everything Step reads and writes.
// It is copyable; Save reuses the destination's Sides buffer.
type State struct {
	Frame          int
	X, Y           Fixed
	XSpeed, YSpeed Fixed
	GSpeed         Fixed
	Angle          uint8
	Air            bool // the in_air status
	Rolling        bool // the rolling status (also set while jumping)
	RollJump       bool // jumped while rolling (no air control)
	Jumping        bool // the jumping flag (variable jump height active)
	Pushing        bool
	FacingLeft     bool
	Dead           bool
	XRadius        int
	YRadius        int
	MoveLock       int // the control lock timer (docs/physics.md "States")
	// StickConvex is Sonic 1's stick_to_convex, set by an object (the
	// running disc): the ground sensors keep the player on any floor
	// they find (anglePos) and the slope repel is skipped (slopeRepel).
	StickConvex bool
	Path        layers.Path
	Priority    layers.Priority
	// PrimaryAngle and SecondaryAngle are the games' two sensor angle
	// buffers; NextTilt and Tilt their values at the end of the last frame.
	PrimaryAngle, SecondaryAngle int16
	NextTilt, Tilt               int16
	PrevInput                    Input
	Anim                         anim
	// Spindash is set while charging a spindash; SpinRev is its charge
	// (docs/physics.md "Special Abilities", spindash.go).
	Spindash bool
	SpinRev  Fixed
	// Sides holds each layer switcher's current_side.
	Sides []layers.Side
	// Obj is the generic objects' state and the player's object status
	// (objstate.go; run by objects/generic).
	Obj ObjectsState
	// Cam is the game camera (camera.go).
	Cam Camera
	// S2 is the object RAM, managers and rings (objram.go; run by
	// objects/sonic2).
	S2 S2State
	// P is the player's abilities, water, shield, super and animation
	// state (player.go); Water the level's water surface (water.go).
	P     PlayerState
	Water WaterState
	// P2 is the second player (p2_state.go, docs/physics.md "Player 2").
	P2 P2State
	// Layout is the chunks level code wrote into the layout this run
	// (layoutpatch.go).
	Layout LayoutPatch
	// End is set when the game leaves the level at this frame (an object
	// engine's level code: Sonic 1's "fz", the Final Zone the game
	// restarts into from Scrap Brain 3, or "ending", its ending's game
	// mode); the run is over: Step changes nothing more (Ended).
	End string
	// Rec is the record of the last frame.
	Rec FrameRecord
}

// Sim simulates one player on a level, one frame per Step.
type Sim struct {
	level *layers.Level
	// terr is level's collision as the sensors read it (terrain.go),
	// reloaded at the start of each Step.
	terr terrain
	// patchBuf holds the layout with State.Layout's patches applied,
	// when there are any (layoutpatch.go).
	patchBuf []layers.ChunkID
	cfg      Config
	sizes    Sizes
	st       State
	// objs runs the level's objects (engine.go); ram is set when it is
	// an object-RAM engine.
	objs   ObjectEngine
	ram    bool
	engine int // objs' index in engines, -1 for none
	// events is objs when it runs the game's level events
	// (s2events.go: LevelEventer), else nil.
	events LevelEventer
	// starter is objs when it runs level code at the frame's start
	// (engine.go: FrameStarter), else nil.
	starter FrameStarter
	// leaver is objs when its level code can take the player out at the
	// bottom (engine.go: BottomLeaver), else nil.
	leaver BottomLeaver
	water  waterDef
	// waterStill is SetWaterStill's: the surface is the mean level, no
	// wobble (s2.asm MoveWater in Aquatic Ruin).
	waterStill bool
	// start is the spawn point New was given (a restart after death).
	start layers.Point
	// p2char and p2sizes are the other player's (swapped with cfg's and
	// sizes while it runs); p2in is a scripted second player's input.
	p2char  Character
	p2sizes Sizes
	p2in    Input
	p2run   bool // the second player is swapped in (p2_state.go)
	// sensed has a bit for each sensor record written since Step last
	// reset it to unusedSensors (bit i: Rec.Sensors[i], bit 6: Rec.Edge;
	// sense sets them): Step resets only those. spawn and Restore set all
	// (the record may then hold anything). stale has the bits of the
	// records written last frame, reset at this frame's end unless written
	// again (resetSensors).
	sensed, stale uint8
	// hurtMode is set while the frame's player runs the hurt routine
	// (Sonic 1's Sonic_Hurt runs no Sonic_Water: player.go, afterMode).
	hurtMode bool
}

// allSensed is Sim.sensed with every sensor record's bit.
const allSensed = 1<<(len(unusedSensors)+1) - 1

// New returns a simulation of cfg's character spawned at start (its
// centre, pixel-exact) on level, as docs/cli.md says: speeds 0,
// facing right, path A and priority L, and standing on the floor when its
// ground sensors find one within the stick distance, airborne otherwise.
// Each layer switcher's current_side starts as the side start is on.
func New(level *layers.Level, cfg Config, start layers.Point) *Sim {
	s := &Sim{level: level, cfg: cfg, sizes: SizesOf(cfg.Character, cfg.Variant), start: start}
	s.spawn(start)
	return s
}

// spawn puts the player at start with everything else in its starting
// state (New; a restart after death, Respawn).
func (s *Sim) spawn(start layers.Point) {
	s.st = State{}
	s.sensed = allSensed
	s.sizePatchBuf()
	s.terr.load(s.level)
	st := &s.st
	st.X, st.Y = FromPixels(start.X), FromPixels(start.Y)
	st.XRadius, st.YRadius = s.sizes.Standing.W, s.sizes.Standing.H
	st.PrimaryAngle, st.SecondaryAngle = noAngle, noAngle
	st.Sides = make([]layers.Side, len(s.level.Switchers))
	for i := range s.level.Switchers {
		st.Sides[i] = s.level.Switchers[i].SideOf(start.X, start.Y)
	}
	st.Air = true
	s.spawnGround()
	s.initCamera()
	st.Obj.Rings = startRings(s.level)
	s.startObjects() // engine.go
	s.initPlayer()
	s.fillRecord()
	st.Rec.Frame = 0
	s.spawnP2() // p2_state.go
}

// spawnGround sets the player standing when the floor sensors find ground
// within the stick distance (the angle is the winning tile's, flagged
// tiles giving 0).
func (s *Sim) spawnGround() {
	st := &s.st
	x, y := st.X.Pixel(), st.Y.Pixel()
	st.PrimaryAngle, st.SecondaryAngle = noAngle, noAngle
	b := s.Probe(st.Path, heightmask.Down, x+st.XRadius, y+st.YRadius, true, &st.PrimaryAngle)
	a := s.Probe(st.Path, heightmask.Down, x-st.XRadius, y+st.YRadius, true, &st.SecondaryAngle)
	d, ang := a.Distance, st.SecondaryAngle
	if b.Distance < a.Distance {
		d, ang = b.Distance, st.PrimaryAngle
	}
	if d < -14 || d > s.stickLimit() {
		return
	}
	st.Air = false
	if flaggedAngle(ang) {
		ang = 0
	}
	st.Angle = uint8(ang)
	st.Anim = animWait
	st.NextTilt, st.Tilt = st.PrimaryAngle, st.SecondaryAngle
}

// Config returns the simulation's configuration.
func (s *Sim) Config() Config { return s.cfg }

// Level returns the level being simulated.
func (s *Sim) Level() *layers.Level { return s.level }

// SetLevel continues the simulation on level l (an edited copy of the
// level, say). Switcher sides are kept when the switcher count is
// unchanged and recomputed from the player's position otherwise.
func (s *Sim) SetLevel(l *layers.Level) {
	s.level = l
	s.sizePatchBuf()
	s.loadTerrain()
	s.water, _ = compileWater(l)
	if s.cfg.Run.Underwater && !s.water.has { // RunSettings: player.go
		s.water.has, s.water.start = true, l.Bounds.Min.Y
	}
	if len(l.Switchers) != len(s.st.Sides) {
		s.st.Sides = make([]layers.Side, len(l.Switchers))
		for i := range l.Switchers {
			s.st.Sides[i] = l.Switchers[i].SideOf(s.st.X.Pixel(), s.st.Y.Pixel())
		}
	}
	s.objs.LevelChanged()
}

// Ended returns what the game left the level for (State.End: "fz",
// "ending"), or "" while the level plays. A run stops there: the trace's
// last record says so (level_end), and further Steps change nothing.
func (s *Sim) Ended() string { return s.st.End }

// Frame returns the number of frames simulated.
func (s *Sim) Frame() int { return s.st.Frame }

// Record returns the record of the last frame (frame 0: the spawn state).
// The pointer stays valid; its contents change with each Step.
func (s *Sim) Record() *FrameRecord { return &s.st.Rec }

// Save copies the simulation state into dst, reusing dst's buffers: after
// the first Save into a State it allocates nothing.
func (s *Sim) Save(dst *State) {
	sides, objs, sides2 := dst.Sides, dst.Obj.Objs, dst.P2.Body.Sides
	*dst = s.st
	dst.Sides = append(sides[:0], s.st.Sides...)
	dst.Obj.Objs = append(objs[:0], s.st.Obj.Objs...)
	dst.P2.Body.Sides = append(sides2[:0], s.st.P2.Body.Sides...)
}

// Restore sets the simulation state to a copy of src.
func (s *Sim) Restore(src *State) {
	sides, objs, sides2 := s.st.Sides, s.st.Obj.Objs, s.st.P2.Body.Sides
	s.st = *src
	s.sensed = allSensed
	s.st.Sides = append(sides[:0], src.Sides...)
	s.st.Obj.Objs = append(objs[:0], src.Obj.Objs...)
	s.st.P2.Body.Sides = append(sides2[:0], src.P2.Body.Sides...)
	s.loadTerrain()
}

// Step advances the simulation by exactly one frame with buttons in held.
// A jump press is a frame where Jump is held and was not the frame before.
func (s *Sim) Step(in Input) {
	st := &s.st
	if st.End != "" {
		// The game has left the level: nothing of it runs any more.
		st.Frame++
		st.Rec.Frame = st.Frame
		return
	}
	s.loadTerrain()
	if s.wrapsY() {
		s.terr.wrap() // wrap.go
	}
	st.Frame++
	if st.S2.ControlLocked {
		in = Right // the signpost holds Right for the player (objects/sonic2: s2_signpost.go)
	} else if st.S2.LockCtrl {
		in = st.S2.LockIn // Sonic 1's f_lockctrl: the buttons an object wrote (v_jpadhold2)
	}
	press := in&Jump != 0 && st.PrevInput&Jump == 0
	s.resetSensors()
	if s.starter != nil {
		s.starter.StartFrame(in)
	}
	s.runPlayer(in, press)
	// Each guard below is the callee's own first test, hoisted: the
	// calls cost more than the frames that do nothing in them.
	if !s.ram && st.P2.On {
		s.StepP2() // an object-RAM engine runs it from its object loop
	}
	s.objs.Run(in)
	if st.End == "" {
		// An end set by the objects' part (Sonic 1's level restart,
		// f_restart, tested after ExecuteObjects) skips the rest.
		s.updateCamera(in)
		if s.ram {
			s.objs.AfterCamera()
		}
		if s.water.has {
			s.moveWater()
		}
	}
	if s.stale != 0 {
		s.resetStaleSensors()
	}
	st.PrevInput = in
	st.Rec.Input = in
	s.fillRecord()
	if st.P2.On {
		s.finishP2()
	}
}

// runPlayer runs the player swapped in (the first, or the second:
// p2_state.go) for one frame: its mode, the routines after it, its
// position record (the first player's only), switchers and Sonic 1's loops.
func (s *Sim) runPlayer(in Input, press bool) {
	st := &s.st
	hurt := st.Obj.Hurt
	s.hurtMode = hurt
	if st.Dead {
		s.deathFall()
		return
	}
	switch {
	case s.p2run && st.P2.CPU.Control&0x01 != 0:
		// obj_control bit 0: Tails flying in (tails_cpu.go moves him).
	case st.P.Drowning > 0, st.P.Transform > 0:
		// Drowning: the air countdown moves the player (water.go);
		// transforming: held still (super.go).
	case st.Obj.Hurt:
		s.modeHurt()
	case !s.p2run && st.S2.Control&0x01 != 0:
		// The main character's obj_control bit 0 (S2State.Control): an
		// object moves him (Obj01_Control skips Obj01_Modes).
	case s.objControl():
		// An object holds the player (objplayer.go: objControl; the generic flipper): no movement.
	case st.Air:
		s.modeAir(in, press)
	case st.Rolling:
		s.modeRoll(in, press)
	default:
		s.modeNormal(in, press)
	}
	s.wrapY()              // Obj01_Control: the vertical wrap (wrap.go)
	s.afterMode(in, press) // super, water, air, animation: player.go
	if st.Dead {
		return
	}
	if !s.p2run {
		s.recordPos()
		if st.P2.On { // recordStat's own first test
			s.recordStat(in) // p2_state.go
		}
	}
	st.NextTilt, st.Tilt = st.PrimaryAngle, st.SecondaryAngle
	if len(s.level.Switchers) > 0 {
		s.RunSwitchers()
	}
	if !hurt && s.cfg.Variant == S1 { // s1Loops' own first test
		s.s1Loops() // s1loops.go
	}
}

// deathFall is the dead player's frame: he falls (ObjectFall); under an
// engine asking for Sonic 1's GameOver (S2State.GameOverStop) the fall
// ends once he is $100 below the bottom limit.
func (s *Sim) deathFall() {
	st := &s.st
	if st.S2.DeathDone {
		return
	}
	if st.S2.GameOverStop && st.Y.Pixel() > st.Cam.MaxY+0x100 {
		st.YSpeed = -0x38
		st.S2.DeathDone = true
	}
	s.objectMoveAndFall()
}

var defaultDir = [6]heightmask.Dir{heightmask.Down, heightmask.Down, heightmask.Up, heightmask.Up, heightmask.Left, heightmask.Right}

// unusedSensors are the sensor records of a frame before its sensors run:
// each named, with its default direction, inactive.
var unusedSensors = func() (r [6]SensorRecord) {
	for i := range r {
		r[i] = SensorRecord{Name: byte('A' + i), Dir: defaultDir[i]}
	}
	return r
}()

// resetSensors starts a frame's sensor records: every record must end the
// frame as unusedSensors unless a sensor wrote it this frame. sense writes
// every field of a record but its constant Name, so a record written last
// frame and again this frame needs no reset: resetSensors only notes the
// records written last frame (stale), and resetStaleSensors, at the frame's
// end, resets those not written again. In a steady run the same sensors run
// every frame and nothing is copied (the copies were 3% of a flat run's
// frame). A full reset is done after spawn or Restore (the record may hold
// anything) and while the second player runs (its swaps move records).
func (s *Sim) resetSensors() {
	st := &s.st
	s.stale = 0
	if st.P2.On || s.sensed == allSensed {
		st.Rec.Sensors, st.Rec.Edge = unusedSensors, SensorRecord{Name: 'X'}
	} else {
		s.stale = s.sensed
	}
	s.sensed = 0
}

// resetStaleSensors resets the records written last frame and not this
// one (see resetSensors); Step calls it after the frame's last sensor.
func (s *Sim) resetStaleSensors() {
	st := &s.st
	for m := s.stale &^ s.sensed; m != 0; m &= m - 1 {
		i := bits.TrailingZeros8(m)
		if i < len(unusedSensors) {
			st.Rec.Sensors[i] = unusedSensors[i]
		} else {
			st.Rec.Edge = SensorRecord{Name: 'X'}
		}
	}
	s.stale = 0
}

// RunSwitchers applies every layer switcher (docs/physics.md "Solid Terrain") with the player's
// position and grounded state.
func (s *Sim) RunSwitchers() {
	st := &s.st
	n := min(len(s.level.Switchers), len(st.Sides))
	if !s.ram {
		for i := 0; i < n; i++ {
			s.runSwitcher(i)
		}
		return
	}
	// Under an object-RAM engine a switcher acts only while its Obj03 is
	// loaded (engine.go, SwitcherLoaded): the loaded ones by the mask, in
	// index order, then those past S2MaxSwitchers, which always act.
	for w, m := range st.S2.SwMask {
		for m != 0 {
			i := w<<6 + bits.TrailingZeros64(m)
			m &= m - 1
			if i >= n {
				return
			}
			s.runSwitcher(i)
		}
	}
	for i := S2MaxSwitchers; i < n; i++ {
		s.runSwitcher(i)
	}
}

// runSwitcher applies level switcher i to the player.
func (s *Sim) runSwitcher(i int) {
	st := &s.st
	x, y := st.X.Pixel(), st.Y.Pixel()
	sw := &s.level.Switchers[i]
	if sw.SideOf(x, y) == st.Sides[i] {
		return // not crossed: Update would change nothing
	}
	st.Sides[i], st.Path, st.Priority, _ = sw.Update(st.Sides[i], x, y, !st.Air, st.Path, st.Priority)
}

func (s *Sim) fillRecord() {
	st := &s.st
	r := &st.Rec
	r.Frame = st.Frame
	r.CameraX, r.CameraY, r.CameraBias = st.Cam.X, st.Cam.Y, st.Cam.Bias
	r.Invulnerable = st.Obj.Invuln
	r.X, r.Y = st.X, st.Y
	r.XSpeed, r.YSpeed, r.GSpeed = st.XSpeed, st.YSpeed, st.GSpeed
	r.Angle = st.Angle
	r.Grounded = !st.Air && !st.Dead
	r.Mode = Floor
	if r.Grounded {
		r.Mode = GroundMode(st.Angle)
	}
	r.Rolling = st.Rolling
	r.Path, r.Priority = st.Path, st.Priority
	r.ControlLock = st.MoveLock
	r.FacingLeft = st.FacingLeft
	r.WidthRadius, r.HeightRadius = st.XRadius, st.YRadius
	r.Pushing = st.Pushing
	r.State = s.stateName()
	r.End = st.End
	s.fillPlayerRecord()
}

func (s *Sim) stateName() string {
	st := &s.st
	switch {
	case st.Dead:
		return "dead"
	case st.Obj.Hurt:
		return "hurt"
	case st.Air && st.Jumping:
		return "jumping"
	case st.Air:
		return "airborne"
	case st.Spindash:
		return "spindash"
	case st.Rolling:
		return "rolling"
	case st.Pushing:
		return "pushing"
	}
	switch st.Anim {
	case animBalance:
		return "balancing"
	case animLookUp:
		return "looking_up"
	case animDuck:
		return "crouching"
	case animSkid:
		return "skidding"
	}
	if st.GSpeed == 0 {
		return "normal"
	}
	return "walking"
}

// SinCos returns the games' CalcSine of a: sine and cosine, 256 = 1.
func SinCos(a uint8) (int, int) { return hexangle.Sin(int(a)), hexangle.Cos(int(a)) }

// asr8 is the games' "muls; asr.l #8": (v * k) >> 8, rounding down.
func mulAsr8(v Fixed, k int) Fixed { return Fixed((int64(v) * int64(k)) >> 8) }
