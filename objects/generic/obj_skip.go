package generic

import "loopwright/physics"

// Skipping object updates that provably do nothing (speed only: no frame
// changes). Most of a level's objects are static and far from the player;
// their update (updateObject) then only compares the player's X with the
// object's box and returns. runObjects makes that comparison itself, from
// a reach computed once per object at compile time, and skips the call.
//
// An object is skipped in a frame only when all of these hold when its turn
// comes (the player's X read then, after the objects before it moved him):
//
//   - its kind's update, from an idle state, reads the player only through
//     a horizontal test that fails when |player X - object X| > reach, and
//     writes nothing before that test fails (listed in skipReach, routine
//     by routine);
//   - the object is idle (objIdle): routine rtActive, not being pushed
//     (else solidFull's failed test still clears the push), no Flag (a
//     button writes Flag from the standing test; a magnetised ring moves),
//     Timer 0 (a bridge eases its bend back; a spring ramp resets it);
//   - the player does not stand on it (every solid routine first runs the
//     standing code for the object stood on).
//
// A skipped object still gets what updateObject writes before its switch:
// PrevX (the pixel X: unchanged, since a skipped object does not move, but
// written so that State stays identical); ob.landed is scratch that every
// reader resets in its own update first. The same holds for gone objects
// (updateObject returns right after those writes, except a gone air
// bubble's respawn timer).

// skipObjects turns the skipping on (tests turn it off to check that it
// changes nothing).
var skipObjects = true

// noSkip is the reach of objects that always run.
const noSkip = -1

// skipReach returns the horizontal distance from object d beyond which an
// idle object's update does nothing, or noSkip.
func skipReach(d *objDef) int {
	// solidFull and solidMonitor: left_difference = px - ox + cx must be in
	// 0..2cx, else clearPush (a no-op when not pushed) and tNone.
	solid := d.w + physics.PushRadius + 1
	switch d.kind {
	case kSolidBox, kSlopedSolid:
		if d.mode != moveNone { // movePlatform writes X or Y every frame
			return noSkip
		}
		return solid
	case kPlatform, kSlopedPlatform:
		if d.mode != moveNone {
			return noSkip
		}
		// solidPlatform: ox - px + w must be in 0..2w-1 (before that only
		// the Dead and Y Speed tests, which write nothing).
		return d.w
	case kMushroom:
		return d.w // solidPlatform, then acts only on tTop
	case kSpring, kSpikes, kButton, kBreakable, kSpringCap, kPushBlock:
		// solidFull, then each acts only on tTop/tSide/tBottom (the button
		// writes Flag = standing, false when not stood on and idle; the
		// push block only runs solidFull while rtActive).
		return solid
	case kMonitor:
		return solid // solidMonitor while rtActive (falling ones always run)
	case kCheckpoint, kAirBubble:
		return 8 // inRect(ox-8, ..., 16, ...)
	case kConveyor, kSpinner, kCannon, kSTunnel:
		return d.w // inRadius: ox-w <= px < ox+w
	case kFan:
		// dist (|px-ox| on horizontal fans) < rng; across (px-ox on
		// upward fans) within w.
		return max(d.w, d.rng, 0)
	case kBridge:
		// Not stood on, bend 0: the logs span ox-8n <= px < ox+8n; the
		// platform test inside uses the same span (w = 8n).
		return max(8*d.count, d.w, 0)
	case kRing:
		// magnetRing: an unmagnetised ring reacts only to a lightning
		// shield within RingMagnetRange.
		return physics.RingMagnetRange
	}
	return noSkip
}

// objIdle reports whether object o is in the idle state skipReach assumes.
func objIdle(o *physics.ObjState) bool {
	return o.Routine == rtActive && !o.Pushed && !o.Flag && o.Timer == 0
}

// outsideReach reports whether dx (player X - object X) is beyond reach
// either way.
func outsideReach(dx, reach int) bool {
	return dx > reach || dx < -reach
}
