// Package sonic1 is Sonic 1's own object engine: the objects of a Sonic 1
// object layout (the obj_id, subtype, flip and respawn properties the
// SonLVL import gives level objects) run as sonic.asm runs them, in the
// object RAM (physics.State.S2, the games' shared SST layout), with the
// game's object manager (ObjPosLoad), its update order (ExecuteObjects),
// its touch responses (ReactToItem), rings as objects, and Sonic 1's hurt
// and death (docs/objects.md, "Sonic 1 objects"). It registers itself with
// package physics and runs a level of the s1 variant whose objects carry
// obj_id; import it (or package objects) where a simulation runs objects.
package sonic1
