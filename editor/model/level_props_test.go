package model

import "testing"

// TestModel_SetLevelProp: the level's water height (a
// level property the designer sets in the editor) is an undoable edit;
// an empty value removes it.
func TestModel_SetLevelProp(t *testing.T) {
	m := twoLevelModel(t, "pool")
	m.SelectLevel(len(m.Pack.Levels) - 1)
	m.SetLevelProp("water_level", "int", "400")
	if got := m.LevelProp("water_level"); got != "400" {
		t.Fatalf("water_level %q, want 400", got)
	}
	m.SetLevelProp("water_level", "int", "420")
	if !m.Undo() || m.LevelProp("water_level") != "400" {
		t.Errorf("undo: water_level %q, want 400", m.LevelProp("water_level"))
	}
	if !m.Redo() || m.LevelProp("water_level") != "420" {
		t.Errorf("redo: water_level %q, want 420", m.LevelProp("water_level"))
	}
	m.SetLevelProp("water_level", "int", "")
	if m.LevelProp("water_level") != "" || len(m.Level().Props) != 0 {
		t.Errorf("removed: props %+v", m.Level().Props)
	}
	m.Undo()
	if m.LevelProp("water_level") != "420" {
		t.Errorf("undo the removal: %q", m.LevelProp("water_level"))
	}
	saveable(t, m, "setting the water level")
}
