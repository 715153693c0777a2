package sonic1

import (
	"sort"
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// slotOnly lists the object ids the game's layouts place that the engine
// runs as unmodelled (a slot kept in range, nothing more; docs/objects.md
// "Sonic 1's own objects"): each must be scenery or work done elsewhere,
// never an object that meets the player.
var slotOnly = map[uint8]string{}

// TestEngine_EveryPlacedObjectModelled: every object id that a level of
// the Sonic 1 disassembly places is run by its own routine in that
// level, unless slotOnly says why it only takes its slot. It skips when
// ../shared is absent (fails under CI).
func TestEngine_EveryPlacedObjectModelled(t *testing.T) {
	p, err := sonlvl.Open(sharedtest.Path(t, "disasm", "s1disasm", "SonLVL INI Files", "SonLVL.ini"))
	if err != nil {
		t.Fatal(err)
	}
	var hit [256]bool
	where := map[uint8]string{}
	unmodelledHook = func(id uint8) { hit[id] = true }
	defer func() { unmodelledHook = nil }()
	placed := map[uint8]bool{}
	var saved physics.State
	var e0 *engine
	for _, name := range p.Names() {
		l, err := p.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		sim := physics.New(l.Model, physics.Config{Variant: physics.S1}, l.Model.Start)
		e, ok := sim.ObjectEngine().(*engine)
		if !ok {
			t.Fatalf("%s: engine %q, want sonic1", name, sim.Engine())
		}
		e0 = e
		// Each placed object, in turn, in slot $20 of this level's
		// engine for a frame (its init and first routine).
		for i := range l.Model.Objects {
			o := &l.Model.Objects[i]
			id, ok := hexProp(o, "obj_id")
			if !ok || placed[id] {
				continue
			}
			sub, _ := hexProp(o, "subtype")
			placed[id] = true
			where[id] = name
			sim.Save(&saved)
			putSlot(&e.st.S2, 0x20, physics.S2Obj{ID: id, Sub: sub,
				X: physics.FromPixels(o.X), Y: physics.FromPixels(o.Y)})
			e.runObject(0x20)
			sim.Restore(&saved)
		}
	}
	// The harness hears an object no level places: $0E, the title
	// screen's Sonic.
	if !hit[0x0E] {
		putSlot(&e0.st.S2, 0x20, physics.S2Obj{ID: 0x0E})
		e0.runObject(0x20)
		if !hit[0x0E] {
			t.Fatal("the title screen's Sonic ($0E) was not heard as unmodelled: the check hears nothing")
		}
	}
	var ids []int
	for id := range placed {
		ids = append(ids, int(id))
	}
	sort.Ints(ids)
	for _, id := range ids {
		why, listed := slotOnly[uint8(id)]
		switch {
		case hit[id] && !listed:
			t.Errorf("object $%02X (placed in %s) only takes its slot: model it or say why in slotOnly", id, where[uint8(id)])
		case !hit[id] && listed:
			t.Errorf("object $%02X is modelled now, but slotOnly still says %q", id, why)
		}
	}
}
