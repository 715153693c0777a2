// Package objects brings in every object engine: importing it (for its
// side effect) registers each one with package physics, so that a
// simulation runs its level's objects. The programs and packages that
// make simulations import it (preview/session, levelcheck, and the tests
// that simulate objects); the physics core itself never does.
//
// The engines, one package each:
//
//	generic  the generic object classes any level can place (objcatalog)
//	sonic1   Sonic 1's own objects, from a Sonic 1 object layout
//	sonic2   Sonic 2's own objects, from a Sonic 2 object layout
package objects

import (
	_ "loopwright/objects/generic" // registers the generic classes
	_ "loopwright/objects/sonic1"  // registers Sonic 1's objects
	_ "loopwright/objects/sonic2"  // registers Sonic 2's objects
)
