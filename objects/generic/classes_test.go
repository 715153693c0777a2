package generic

import (
	"testing"

	"loopwright/layers"
	"loopwright/objcatalog"
	"loopwright/physics"
)

// TestClassKinds: every class of the catalog has one kind of its own here,
// every kind a class, and compiling each class (bare, and as a
// rectangle) reads only properties the catalog lists (Reader.Spec panics
// otherwise).
func TestClassKinds(t *testing.T) {
	seen := map[objKind]string{}
	for _, c := range objcatalog.Classes() {
		k, ok := classKinds[c.Name]
		if !ok || k == kNone || k >= kindCount {
			t.Errorf("%s: kind %d (%v)", c.Name, k, ok)
			continue
		}
		if other, dup := seen[k]; dup {
			t.Errorf("%s and %s share a kind", c.Name, other)
		}
		seen[k] = c.Name
		for _, o := range []layers.Object{{Class: c.Name}, {Class: c.Name, W: 40, H: 40}} {
			var errs objcatalog.ObjectErrors
			compileObject(&o, physics.S2, &errs)
		}
	}
	if len(seen) != int(kindCount)-1 || len(classKinds) != len(seen) {
		t.Errorf("%d kinds in the catalog, %d in the engine, %d mapped", len(seen), int(kindCount)-1, len(classKinds))
	}
}
