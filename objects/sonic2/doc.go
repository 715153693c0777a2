// Package sonic2 is Sonic 2's own object engine: the objects of a Sonic 2
// object layout (the obj_id, subtype and flag properties that the SonLVL
// import and the disassembly layouts give level objects) run as s2.asm
// runs them, in the object RAM (physics.State.S2), with the game's object
// and ring managers (docs/objects.md, "Sonic 2 objects"). It registers
// itself with package physics and runs a level of the s2 variant whose
// objects carry obj_id; import it (or package objects, which imports
// every engine) where a simulation runs objects.
package sonic2
