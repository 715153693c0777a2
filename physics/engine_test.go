package physics

import (
	"testing"

	"loopwright/layers"
)

// fakeEngine records what the core calls, for TestEngine_Dispatch.
type fakeEngine struct {
	s                                        *Sim
	resets, changed, runs, afterCam, afterP2 int
}

func (f *fakeEngine) Reset()         { f.resets++ }
func (f *fakeEngine) LevelChanged()  { f.changed++ }
func (f *fakeEngine) Active() bool   { return true }
func (f *fakeEngine) Run(Input)      { f.runs++ }
func (f *fakeEngine) AfterCamera()   { f.afterCam++ }
func (f *fakeEngine) AfterSidekick() { f.afterP2++ }
func (f *fakeEngine) HyperAttack()   {}

// withEngines runs fn with the registered engines replaced by es (the
// physics tests register none of their own).
func withEngines(t *testing.T, es []Engine, fn func()) {
	t.Helper()
	saved := engines
	engines = nil
	for _, e := range es {
		RegisterEngine(e)
	}
	defer func() { engines = saved }()
	fn()
}

// claimsProp claims the levels that carry property name.
func claimsProp(name string) func(*layers.Level, Config) bool {
	return func(l *layers.Level, _ Config) bool {
		for _, p := range l.Props {
			if p.Name == name {
				return true
			}
		}
		return false
	}
}

// engine.go: the first engine by Order whose Claims accepts the level runs
// its objects; the core calls Run every frame and AfterCamera only for an
// object-RAM engine; SetLevel reaches LevelChanged; a restart on the same
// level keeps the engine; a level no engine claims runs none.
func TestEngine_Dispatch(t *testing.T) {
	var made []*fakeEngine
	mk := func(s *Sim) ObjectEngine {
		f := &fakeEngine{s: s}
		made = append(made, f)
		return f
	}
	es := []Engine{
		{Name: "late", Order: 50, Claims: claimsProp("any"), New: mk},
		{Name: "ram", Order: 10, Claims: claimsProp("ram"), New: mk, ObjectRAM: true},
	}
	withEngines(t, es, func() {
		tl := flatLevel()
		tl.Lvl.Props = []layers.Prop{{Name: "ram"}, {Name: "any"}}
		s := New(tl.Lvl, Config{}, layers.Point{X: 100, Y: 716})
		if s.Engine() != "ram" || len(made) != 1 || made[0].resets != 1 {
			t.Fatalf("engine %q, %d made", s.Engine(), len(made))
		}
		run(s, Right, 3)
		f := made[0]
		if f.runs != 3 || f.afterCam != 3 {
			t.Errorf("runs %d, after camera %d, want 3 and 3", f.runs, f.afterCam)
		}
		s.SetLevel(tl.Lvl)
		if f.changed != 1 {
			t.Errorf("LevelChanged %d times, want 1", f.changed)
		}
		s.Respawn(layers.Point{X: 100, Y: 716})
		if len(made) != 1 || f.resets != 2 {
			t.Errorf("a restart made %d engines (want 1) and reset it %d times (want 2)", len(made), f.resets)
		}

		tl2 := flatLevel()
		tl2.Lvl.Props = []layers.Prop{{Name: "any"}}
		s2 := New(tl2.Lvl, Config{}, layers.Point{X: 100, Y: 716})
		run(s2, Right, 2)
		g := made[len(made)-1]
		if s2.Engine() != "late" || g.runs != 2 || g.afterCam != 0 {
			t.Errorf("engine %q runs %d after camera %d, want late, 2 and 0 (not an object-RAM engine)", s2.Engine(), g.runs, g.afterCam)
		}

		s3 := New(flatLevel().Lvl, Config{}, layers.Point{X: 100, Y: 716})
		run(s3, Right, 2)
		if s3.Engine() != "" || s3.HasObjects() {
			t.Errorf("a level no engine claims runs %q", s3.Engine())
		}
	})
}

// RegisterEngine refuses a second engine of one name.
func TestRegisterEngine_Twice(t *testing.T) {
	withEngines(t, nil, func() {
		e := Engine{Name: "x", Claims: claimsProp("x"), New: func(*Sim) ObjectEngine { return noObjects{} }}
		RegisterEngine(e)
		defer func() {
			if recover() == nil {
				t.Error("registering x twice did not panic")
			}
		}()
		RegisterEngine(e)
	})
}
