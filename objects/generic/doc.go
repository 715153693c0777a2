// Package generic is the object engine of the generic object classes
// (package objcatalog: springs, monitors, spikes, platforms, bridges,
// seesaws, badniks ...), which any level of any game variant can place:
// the physics guide's objects with each game's own rules where they
// differ (docs/objects.md, docs/physics.md "Solid Objects", "Game Objects"
// and "Game Enemies"). It registers itself with package physics; import it
// (or package objects, which imports every engine) where a simulation runs
// objects.
//
// The objects are compiled once (Reset, SetLevel) into objDefs, the static
// part kept in the engine; their changing part is one physics.ObjState per
// level object in State.Obj, so that Save and Restore copy it without
// allocating. Every frame, after the player's code and the layer
// switchers:
//
//  1. the player's hitbox is checked against the object hitboxes, in level
//     order, then the scattered rings and projectiles; the first overlap
//     reacts and no other does that frame (docs/physics.md "Hitboxes");
//  2. each object runs its own code in level order: movement, then its
//     solidity or trigger area; as in the games, when two objects push the
//     player, the last one wins;
//  3. scattered rings and projectiles move.
package generic
