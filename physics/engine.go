package physics

import (
	"sort"

	"loopwright/layers"
)

// Object engines. The core moves the player; the objects of a level are
// run by an object engine: one game's object set (package objects/sonic2:
// Sonic 2's own objects, in its object RAM) or the generic classes any
// level can place (package objects/generic). Each engine registers itself
// (RegisterEngine, from its package's init); the core never imports one.
// A program that simulates objects imports package objects, which imports
// every engine.
//
// The core calls the engine at fixed points of the frame (sim.go: Step):
// Run after the player's code and the layer switchers, AfterCamera after
// the camera (object-RAM engines only), AfterSidekick after the second
// player's code when the engine runs him from its object loop. The engine
// reads and writes the frame's State (Live) and uses the core's exported
// player routines (hurt, bounce, sensors); its own compiled, static data
// lives in the engine value, its changing state in the State (Obj for the
// generic classes, S2 for the object RAM), so that Save and Restore copy
// everything without allocating.

// ObjectEngine runs a level's objects for one Sim.
type ObjectEngine interface {
	// Reset compiles the level's objects and puts them in their starting
	// state (New, a restart after death).
	Reset()
	// LevelChanged recompiles the objects of an edited level (Sim.SetLevel),
	// keeping the state of those that did not change where it can.
	LevelChanged()
	// Active reports whether the level has objects the engine simulates.
	Active() bool
	// Run is the objects' part of a frame; in is the frame's buttons.
	Run(in Input)
	// AfterCamera is the part of the frame after the camera (object-RAM
	// engines: the ring and object managers).
	AfterCamera()
	// AfterSidekick runs after the second player's code (object-RAM
	// engines: his touch responses).
	AfterSidekick()
	// HyperAttack destroys every badnik on the screen (Hyper Sonic's
	// flash, HyperAttackTouchResponse).
	HyperAttack()
}

// FrameStarter is an ObjectEngine with level code that runs at the start
// of each frame, before the player's (Sonic 1's LZWaterFeatures: the
// currents and the water slides set Sonic's speeds before his code).
type FrameStarter interface {
	StartFrame(in Input)
}

// BottomLeaver is an ObjectEngine whose level code takes the player out
// of the level where he would die below its bottom (Sonic 1's
// Sonic_LevelBound: Scrap Brain 2's fall into Labyrinth's fourth act).
type BottomLeaver interface {
	// LeaveAtBottom reports whether the player, below the bottom limit,
	// leaves the level instead of dying (the engine then ends the level:
	// State.End).
	LeaveAtBottom() bool
}

// BoxLister is an ObjectEngine that lists its live objects' boxes for the
// preview (AppendLiveBoxes) and the range its object manager keeps
// (LiveWindow). Its method names differ from the Sim's that call them,
// as an engine embeds the Sim.
type BoxLister interface {
	AppendLiveBoxes(dst []ObjectBox) []ObjectBox
	LiveWindow() (left, right int, ok bool)
}

// Engine is a registered object engine.
type Engine struct {
	// Name names it ("sonic2", "generic").
	Name string
	// Order sorts the engines: the first (lowest Order) whose Claims
	// accepts a level runs its objects.
	Order int
	// Claims reports whether the engine runs l's objects under cfg.
	Claims func(l *layers.Level, cfg Config) bool
	// New returns the engine's instance for s.
	New func(s *Sim) ObjectEngine
	// ObjectRAM says the engine keeps its objects in the object RAM
	// (State.S2) and runs the second player from its object loop, its
	// level switchers acting only while their objects are loaded (Sonic
	// 2); the core then calls AfterCamera and AfterSidekick.
	ObjectRAM bool
}

// engines are the registered engines, by Order.
var engines []Engine

// RegisterEngine adds an object engine. Call it from an engine package's
// init; registering two engines of one name panics.
func RegisterEngine(e Engine) {
	for _, o := range engines {
		if o.Name == e.Name {
			panic("physics: object engine " + e.Name + " registered twice")
		}
	}
	engines = append(engines, e)
	sort.SliceStable(engines, func(i, j int) bool { return engines[i].Order < engines[j].Order })
}

// EngineNames returns the registered engines' names, in Order.
func EngineNames() []string {
	out := make([]string, len(engines))
	for i, e := range engines {
		out[i] = e.Name
	}
	return out
}

// noObjects is the engine of a Sim when none is registered (or none
// claims the level): no objects.
type noObjects struct{}

func (noObjects) Reset()         {}
func (noObjects) LevelChanged()  {}
func (noObjects) Active() bool   { return false }
func (noObjects) Run(Input)      {}
func (noObjects) AfterCamera()   {}
func (noObjects) AfterSidekick() {}
func (noObjects) HyperAttack()   {}

// startObjects chooses the engine that claims the level and resets it
// (spawn).
func (s *Sim) startObjects() {
	k := -1
	for i := range engines {
		if engines[i].Claims(s.level, s.cfg) {
			k = i
			break
		}
	}
	if s.objs == nil || k != s.engine {
		// A restart on the same level keeps the engine (and its buffers).
		s.engine = k
		s.objs, s.ram = noObjects{}, false
		if k >= 0 {
			s.objs, s.ram = engines[k].New(s), engines[k].ObjectRAM
		}
		s.events, _ = s.objs.(LevelEventer)
		s.leaver, _ = s.objs.(BottomLeaver)
		s.starter, _ = s.objs.(FrameStarter)
	}
	s.objs.Reset()
}

// Engine returns the name of the object engine running the level's
// objects ("" when none does).
func (s *Sim) Engine() string {
	if s.engine < 0 || s.engine >= len(engines) {
		return ""
	}
	return engines[s.engine].Name
}

// Live returns the simulation's state itself, not a copy, for the object
// engines: they read and write it as the frame runs. Other callers read
// Record and Save.
func (s *Sim) Live() *State { return &s.st }

// LiveConfig returns the configuration as the frame runs: while the
// second player runs, his character's (p2_state.go swaps them in place).
func (s *Sim) LiveConfig() *Config { return &s.cfg }

// SecondRunning reports whether the second player is swapped in.
func (s *Sim) SecondRunning() bool { return s.p2run }

// Start returns the spawn point New was given (a restart after death).
func (s *Sim) Start() layers.Point { return s.start }

// HasObjects reports whether the level has objects the physics simulates
// (the trace then carries the object keys, docs/cli.md, trace).
func (s *Sim) HasObjects() bool { return s.objs.Active() }

// Rings returns the player's ring count.
func (s *Sim) Rings() int { return s.st.Obj.Rings }

// AppendObjectBoxes appends the boxes of the live objects of an
// object-RAM engine to dst (ObjectBox); other engines append nothing.
func (s *Sim) AppendObjectBoxes(dst []ObjectBox) []ObjectBox {
	if b, ok := s.objs.(BoxLister); ok {
		return b.AppendLiveBoxes(dst)
	}
	return dst
}

// ObjectWindow returns the range of x in which the engine's object
// manager keeps objects alive this frame, and whether the engine lists
// its live objects (BoxLister). An engine without an object manager,
// whose objects live wherever the camera is, returns math.MinInt and
// math.MaxInt.
func (s *Sim) ObjectWindow() (left, right int, ok bool) {
	if b, ok := s.objs.(BoxLister); ok {
		return b.LiveWindow()
	}
	return 0, 0, false
}

// SwitcherLoaded reports whether level switcher i acts this frame: always
// but under an object-RAM engine, where it acts while its object is loaded
// (s2.asm Obj03: the slot's count in State.S2.SwLoaded).
func (s *Sim) SwitcherLoaded(i int) bool {
	return !s.ram || i >= S2MaxSwitchers || s.st.S2.SwLoaded[i] > 0
}

// ObjectBox is one live Sonic 2 object as the physics sees it this frame,
// for drawing (preview): its touch box (TouchResponse's Touch_Sizes) and
// its solid box (the sizes its SolidObject / PlatformObject call uses).
type ObjectBox struct {
	// ObjectID is the level object's id (its layout entry), or -(slot+1)
	// for objects made by other objects; Slot is its object RAM slot and
	// ID its object id.
	ObjectID int
	Slot     int
	ID       uint8
	X, Y     int
	// HitW, HitH are the touch box's half sizes (0: no touch box);
	// Reaction what touching it does.
	HitW, HitH int
	Reaction   Reaction
	// SolidW, SolidH are the solid box's half sizes (0: not solid);
	// TopOnly for platforms (a top surface only).
	SolidW, SolidH int
	TopOnly        bool
	// Standing reports the main character standing on it.
	Standing bool
}

// Respawn puts the player at `at` with everything else in its starting
// state, as a level restart after death does (an object engine's restart:
// the engine is reset too); the caller restores what the game keeps.
func (s *Sim) Respawn(at layers.Point) { s.spawn(at) }

// RefillRecord refills the frame record after a restart: no sensor ran
// this frame.
func (s *Sim) RefillRecord() {
	st := &s.st
	st.Rec.Sensors, st.Rec.Edge = unusedSensors, SensorRecord{Name: 'X'}
	s.sensed = allSensed
	s.fillRecord()
}

// Crouching reports the player crouching, standing still on the ground
// (the ducking frame the games' touch code checks).
func (s *Sim) Crouching() bool {
	st := &s.st
	return st.Anim == animDuck && !st.Air && !st.Rolling
}

// ObjectEngine returns the engine running the level's objects (an engine
// package's tests reach their own engine through it).
func (s *Sim) ObjectEngine() ObjectEngine { return s.objs }
