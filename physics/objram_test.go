package physics

import "testing"

// LoadSwitcher and UnloadSwitcher keep SwMask in step with SwLoaded (a
// switcher held by two Obj03 slots stays loaded until both go).
func TestS2State_LoadSwitcher(t *testing.T) {
	var o S2State
	o.LoadSwitcher(70)
	o.LoadSwitcher(70)
	o.LoadSwitcher(3)
	if o.SwLoaded[70] != 2 || o.SwMask[1] != 1<<6 || o.SwMask[0] != 1<<3 {
		t.Fatalf("loaded %d, mask %x", o.SwLoaded[70], o.SwMask)
	}
	o.UnloadSwitcher(70)
	if o.SwMask[1] != 1<<6 {
		t.Error("switcher 70 unloaded while one slot still holds it")
	}
	o.UnloadSwitcher(70)
	o.UnloadSwitcher(70) // one too many: nothing
	if o.SwLoaded[70] != 0 || o.SwMask[1] != 0 || o.SwMask[0] != 1<<3 {
		t.Errorf("loaded %d, mask %x", o.SwLoaded[70], o.SwMask)
	}
}
