package examples

import (
	"path/filepath"
	"strings"
	"testing"

	"loopwright/examples/internal/abilities"
	"loopwright/internal/goldentest"
	"loopwright/layers"
	"loopwright/physics"
)

// runAbility simulates an abilities level with its script as `loopwright
// sim --variant v --character c` does.
func runAbility(t *testing.T, l *layers.Level, v, c string) []physics.FrameRecord {
	t.Helper()
	var run physics.RunSettings
	_, levels := abilities.Build()
	for _, lv := range levels {
		if lv.Level.Name == l.Name {
			run = lv.Run
		}
	}
	sc, err := Inputs(abilities.Name, l.Name)
	if err != nil {
		t.Fatal(err)
	}
	vv, _ := physics.ParseVariant(v)
	cc, _ := physics.ParseCharacter(c)
	s := physics.New(l, physics.Config{Variant: vv, Character: cc, Run: run}, l.Start)
	recs := make([]physics.FrameRecord, 0, sc.Len())
	for f := 1; f <= sc.Len(); f++ {
		s.Step(sc.At(f))
		recs = append(recs, *s.Record())
	}
	return recs
}

// TestAbilities_Golden compares each level's trace, per game it is for,
// with testdata/abilities-<level>-<variant>.jsonl (-update rewrites them).
func TestAbilities_Golden(t *testing.T) {
	p, err := Load(abilities.Name)
	if err != nil {
		t.Fatal(err)
	}
	_, levels := abilities.Build()
	for _, lv := range levels {
		l := p.Level(lv.Level.Name)
		for _, v := range lv.Variants {
			got := trace(t, l, runAbility(t, l, v, lv.Character))
			file := filepath.Join("testdata", abilities.Name+"-"+l.Name+"-"+v+".jsonl")
			goldentest.Trace(t, file, got)
		}
	}
}

// abilityRuns runs level name with each of its games.
func abilityRuns(t *testing.T, name string) map[string][]physics.FrameRecord {
	t.Helper()
	p, err := Load(abilities.Name)
	if err != nil {
		t.Fatal(err)
	}
	_, levels := abilities.Build()
	out := map[string][]physics.FrameRecord{}
	for _, lv := range levels {
		if lv.Level.Name == name {
			for _, v := range lv.Variants {
				out[v] = runAbility(t, p.Level(name), v, lv.Character)
			}
		}
	}
	return out
}

// seen reports whether any record's ability is a.
func seen(recs []physics.FrameRecord, a string) bool {
	for i := range recs {
		if recs[i].Player.Ability == a {
			return true
		}
	}
	return false
}

// TestAbilities_Demos: each level shows its move (docs/physics.md "Special Abilities", "Elemental Shields" and "States").
func TestAbilities_Demos(t *testing.T) {
	for v, recs := range abilityRuns(t, "glide_gap") {
		last := recs[len(recs)-1]
		if !seen(recs, "gliding") || last.State == "dead" || !last.Grounded || last.X.Pixel() < 56*16 {
			t.Errorf("glide_gap %s: glided %v, ends %s at x %v", v, seen(recs, "gliding"), last.State, last.X)
		}
	}
	for v, recs := range abilityRuns(t, "climb_wall") {
		last := recs[len(recs)-1]
		if !seen(recs, "climbing") || !seen(recs, "clambering") || !last.Grounded || last.Y.Pixel() > (abilities.Floor-16)*16 {
			t.Errorf("climb_wall %s: ends at %v,%v grounded %v", v, last.X, last.Y, last.Grounded)
		}
	}
	for v, recs := range abilityRuns(t, "water") {
		under, out, breaths := false, false, 0
		for _, r := range recs {
			for _, c := range r.Contacts[:r.ContactsCount] {
				if c.Reaction == "breathe" {
					breaths++
				}
			}
			if r.Player.Underwater {
				under = true
			} else if under {
				out = true
			}
		}
		last := recs[len(recs)-1]
		if !under || !out || last.X.Pixel() < 80*16 || breaths != 2 {
			t.Errorf("water %s: underwater %v, out again %v, %d bubbles, ends at x %v", v, under, out, breaths, last.X)
		}
	}
	for v, recs := range abilityRuns(t, "drop_dash") {
		max := physics.Fixed(0)
		for _, r := range recs {
			if r.GSpeed > max {
				max = r.GSpeed
			}
		}
		if max < 0x800 {
			t.Errorf("drop_dash %s: top ground speed %v", v, max)
		}
	}
	for v, recs := range abilityRuns(t, "peel_out") {
		max := physics.Fixed(0)
		for _, r := range recs {
			if r.GSpeed > max {
				max = r.GSpeed
			}
		}
		if max != 0xC00 || !seen(recs, "peel_out") {
			t.Errorf("peel_out %s: top ground speed %v", v, max)
		}
	}
	for v, recs := range abilityRuns(t, "tails_flight") {
		last := recs[len(recs)-1]
		if !seen(recs, "flying") || last.State == "dead" || last.X.Pixel() < 72*16 {
			t.Errorf("tails_flight %s: ends %s at x %v", v, last.State, last.X)
		}
	}
	for v, recs := range abilityRuns(t, "hyper") {
		destroyed := 0
		for _, r := range recs {
			for _, c := range r.Contacts[:r.ContactsCount] {
				if c.Reaction == "destroy" {
					destroyed++
				}
			}
		}
		if !seen(recs, "hyper_dash") || destroyed != 2 || !recs[0].Player.Hyper {
			t.Errorf("hyper %s: dash %v, %d badniks destroyed, want 2", v, seen(recs, "hyper_dash"), destroyed)
		}
	}
	for v, recs := range abilityRuns(t, "shield_course") {
		var moves []string
		for i, r := range recs {
			a := r.Player.Ability
			if a != "" && (i == 0 || recs[i-1].Player.Ability != a) {
				moves = append(moves, a)
			}
		}
		got := strings.Join(moves, " ")
		for _, m := range []string{"fire_dash", "lightning_jump", "bubble_bounce"} {
			if !strings.Contains(got, m) {
				t.Errorf("shield_course %s: no %s in %q", v, m, got)
			}
		}
	}
}
