package examples

import (
	"path/filepath"
	"testing"

	"loopwright/examples/internal/abilities"
	"loopwright/internal/goldentest"
	"loopwright/physics"
	"loopwright/specialstage"
)

// runMaze plays the abilities pack's special stage with its script as
// `loopwright special --stage rotating_maze.ss --inputs rotating_maze.txt`
// does, and returns the trace lines.
func runMaze(t *testing.T) ([]byte, *specialstage.State) {
	t.Helper()
	p, err := Load(abilities.Name)
	if err != nil {
		t.Fatal(err)
	}
	sp := p.Special(abilities.SpecialName)
	if sp == nil {
		t.Fatal("the abilities pack has no rotating maze")
	}
	sc, err := Inputs(abilities.Name, abilities.SpecialName)
	if err != nil {
		t.Fatal(err)
	}
	m := specialstage.New(sp.Stage)
	var out []byte
	for f := 1; f <= sc.Len(); f++ {
		in := sc.At(f)
		m.Step(specialstage.Input{Left: in&physics.Left != 0, Right: in&physics.Right != 0, Jump: in&physics.Jump != 0})
		out = append(specialstage.AppendJSON(out, m.State()), '\n')
	}
	return out, m.State()
}

// TestAbilities_MazeGolden compares the rotating maze's trace with
// testdata/abilities-rotating_maze-s1.jsonl (-update rewrites it).
func TestAbilities_MazeGolden(t *testing.T) {
	got, _ := runMaze(t)
	goldentest.Trace(t, filepath.Join("testdata", abilities.Name+"-"+abilities.SpecialName+"-s1.jsonl"), got)
}

// TestAbilities_MazeDemo: the maze's script shows the docs/physics.md "Special Stage" blocks
// at work: rings, the 1-up, R (the rotation reversed), up and down (the
// speed doubled and halved), glass cracked.
func TestAbilities_MazeDemo(t *testing.T) {
	p, err := Load(abilities.Name)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := Inputs(abilities.Name, abilities.SpecialName)
	if err != nil {
		t.Fatal(err)
	}
	m := specialstage.New(p.Special(abilities.SpecialName).Stage)
	rots := map[int16]bool{}
	glass := false
	for f := 1; f <= sc.Len(); f++ {
		in := sc.At(f)
		m.Step(specialstage.Input{Left: in&physics.Left != 0, Right: in&physics.Right != 0, Jump: in&physics.Jump != 0})
		st := m.State()
		rots[st.Rotation] = true
		glass = glass || (st.Cur >= specialstage.GlassCrack && st.Cur <= specialstage.LastBlock)
	}
	st := m.State()
	if st.Rings < 10 || st.Lives != 1 || !glass || !rots[-0x40] || !rots[-0x80] || !rots[0x80] {
		t.Errorf("rings %d lives %d glass %v rotations %v", st.Rings, st.Lives, glass, rots)
	}
}
