// Package physics is the physics core: it moves a player (Sonic, Tails or
// Knuckles) over a layers.Level exactly as the physics guide describes
// (docs/physics.md names its topics), one frame per Step, recording every
// sensor it used. Where the guide leaves the arithmetic open it follows
// the original games' routines (Sonic 2 for the s2 variant), so that an s2
// run matches the original game frame for frame; docs/assumptions.md lists
// those choices and docs/variants.md the differences between games.
//
// The level's objects are run by an object engine (engine.go): a package
// beside this one (objects/generic, objects/sonic2) that registers itself
// with RegisterEngine; the core never imports one. The objects' changing
// state is part of State (Obj, S2), so Save and Restore copy it. The trace
// and input-script formats are package traceio's.
//
// Units: positions and speeds are Fixed, 1/256 pixel (per frame); angles
// are hex angles (0-255, clockwise on screen, 0 a flat floor); sine and
// cosine come from the games' table (package hexangle). Y grows down.
// Nothing here uses floating point, clocks or map iteration: the same
// inputs give the same trace bit for bit, and Step allocates nothing.
//
// # Sensors
//
// Sense is one sensor read (docs/physics.md "Solid Tiles" and "Slope Collision"): FindFloor for vertical
// sensors, FindWall for horizontal ones, with regression and extension
// over two blocks. The player uses six: A and B (ground, at the feet, at
// X -/+ Width Radius), C and D (ceiling, mirrored at the head), E and F
// (push, left and right at Push Radius 10). A is the sensor that wins
// ties; in ceiling mode it is still the one at X - Width Radius.
//
// # Frame order
//
// Each Step runs the player for the mode it is in (docs/physics.md "Main Game Loop"; the
// original games' Obj01 modes), then the layer switchers:
//
// Grounded, not rolling (normal):
//  0. spindash (s2, s3k, mania; docs/physics.md "Special Abilities"): crouching plus a jump press
//     starts it; while it charges or is released the frame runs only the
//     level bounds and the ground sensors (spindash.go);
//  1. jump check: on a jump press, C and D check the room overhead
//     (distance >= 6); if the player jumps, X/Y Speed get the jump
//     velocity and the rest of the frame is skipped (the jump-frame
//     quirk: the player does not move on the frame of the jump and
//     sinks by the height change);
//  2. slope factor;
//  3. input (acceleration, deceleration, top speed), standing checks
//     (balancing with the centre sensor, looking up, crouching), friction,
//     then X/Y Speed from Ground Speed and the push sensor (E or F, ahead
//     by X/Y Speed) which stops the player at walls by adjusting X/Y
//     Speed;
//  4. roll check (Down held, |Ground Speed| >= 0.5);
//  5. level bounds;
//  6. move (position += X/Y Speed);
//  7. ground sensors A and B (mode from the previous frame's angle): new
//     angle, snap to the surface or leave the ledge;
//  8. slip/fall check and the control lock countdown.
//
// Grounded, rolling: jump check; rolling slope factor; rolling input and
// friction, X/Y Speed (X capped at 16) and push sensor; level bounds;
// move; ground sensors; slip/fall check.
//
// Airborne: variable jump height; air input and top speed; air drag;
// level bounds; move; gravity (then Sonic CD's Y Speed cap); angle
// rotation back to 0; air collision (walls E/F, ceiling C/D, floor A/B by
// the direction of motion, landing on floors and ceilings).
//
// After the player: the layer switchers, in level order, with the
// player's position and grounded state (docs/physics.md "Solid Terrain");
// then the object engine's Run, the camera, and an object-RAM engine's
// AfterCamera.
package physics
