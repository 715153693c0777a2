package sonic2

import (
	"sort"
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// slotOnly lists the object ids the game's layouts place that the engine
// runs as a slot that only exists and goes (docs/objects.md "Every Sonic
// 2 object"): each must be scenery or work done elsewhere, never an
// object that meets the player.
var slotOnly = map[uint8]string{
	0x1C: "scenery (Obj1C_Init, then MarkObjGone): no collision, not solid",
	0x49: "Emerald Hill's waterfall (Obj49): animation and sound only",
	0x71: "Hidden Palace's bridge stake and orb, Metropolis's lava bubble (Obj71_Main: AnimateSprite, MarkObjGone)",
	0x8B: "Wing Fortress's cycling palette switcher (Obj8B): the palette only",
}

// TestS2_EveryPlacedObjectModelled: every object id that a level of the
// Sonic 2 disassembly places is run by its own routine, unless slotOnly
// says why it only takes its slot. A placed object nobody modelled (as
// Casino Night's saucer bumpers once were) fails here. It skips when
// ../shared is absent (fails under CI).
func TestS2_EveryPlacedObjectModelled(t *testing.T) {
	p, err := sonlvl.Open(sharedtest.Path(t, "disasm", "s2disasm", "SonLVL INI Files", "SonLVL.ini"))
	if err != nil {
		t.Fatal(err)
	}
	placed := map[uint8][]string{}
	sub := map[uint8]uint8{}
	for _, name := range p.Names() {
		l, err := p.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		for i := range l.Model.Objects {
			o := &l.Model.Objects[i]
			v, ok := propOf(o, "obj_id")
			if !ok {
				continue
			}
			id, ok := parseHexByte(v)
			if !ok {
				continue
			}
			s := uint8(0)
			if v, ok := propOf(o, "subtype"); ok {
				s, _ = parseHexByte(v)
			}
			if n := placed[id]; len(n) == 0 || n[len(n)-1] != name {
				placed[id] = append(n, name)
			}
			if _, ok := sub[id]; !ok {
				sub[id] = s
			}
		}
	}
	var ids []int
	for id := range placed {
		ids = append(ids, int(id))
	}
	sort.Ints(ids)
	var hit [256]bool
	unmodelledHook = func(id uint8) { hit[id] = true }
	defer func() { unmodelledHook = nil }()
	for _, id := range ids {
		s := newSim(s2TestLevel(s2Obj(uint8(id), sub[uint8(id)], 700, 600)), physics.S2, 600, 700)
		for i := 0; i < 3; i++ {
			s.Step(0)
		}
	}
	for _, id := range ids {
		why, listed := slotOnly[uint8(id)]
		switch {
		case hit[id] && !listed:
			t.Errorf("Obj%02X (placed in %v) only takes its slot: model it or say why in slotOnly", id, placed[uint8(id)])
		case !hit[id] && listed:
			t.Errorf("Obj%02X is modelled now, but slotOnly still says %q", id, why)
		}
	}
}
