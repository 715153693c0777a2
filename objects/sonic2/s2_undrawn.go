package sonic2

import "loopwright/physics"

// Objects whose init draws nothing.
//
// BuildSprites updates render_flags.on_screen only for the objects queued
// for display that frame. An init routine that returns without
// DisplaySprite or MarkObjGone (rts, or a branch to LoadSubObject or
// Adjust2PArtPointer) leaves the flag as the object was made with it: the
// layout's render flags (clear), or what its creator or its SubObjData
// gave it. The routine that runs on the next frame sees that, not where
// the object is: a SolidObject there is not solid
// (SolidObject_OnScreenTest), an on-screen test fails or passes as made.
//
// Wing Fortress's laser and wall turret (ObjB9_Init, ObjB8_Init) and
// Aquatic Ruin's Whisp (Obj8C_Init) model the same with their own
// drawn-once flag and are not listed here.

// s2InitDrawsNothing reports whether the init of the object with id
// draws nothing, each checked against s2.asm:
//
//   - Obj36_Init ends bra.w Adjust2PArtPointer: the spikes are not solid
//     on their first frame after it (Obj36_Upright's SolidObject);
//   - Obj94_Init (Rexon's body), ObjAD_Init (Clucker's base), ObjC2_Init
//     (the rivet) end after LoadSubObject: their SolidObject likewise,
//     and ObjB6_Init (the tilting platform) too: loc_3B6E2's SolidObject
//     (its other routines read the flag only from their second frame);
//   - ObjA1_Init (Slicer) ends rts: ObjA1_Main's on-screen test fails on
//     its first frame after it; so does Obj92_Init (Spiker): loc_3703E's
//     look for a player fails on its first frame after it;
//   - Obj98_Init (the badniks' shots) ends bra.w LoadSubObject, whose
//     SubObjData gives it on_screen, and Obj93_Init (Spiker's drill) ors
//     in its parent's render flags: the first Obj98_Main and loc_37028
//     keep them wherever they are.
func s2InitDrawsNothing(id uint8) bool {
	switch id {
	case s2Spikes, s2Rexon, s2CluckerBase, s2Rivet, s2TiltPlatform, s2Slicer, s2Spiker, s2Projectile, s2SpikerDrill:
		return true
	}
	return false
}

// markUndrawn notes that slot k, which held id at routine 0 before it
// ran, has just run an init that draws nothing, so this frame's
// buildSprites leaves its on-screen flag alone. The note holds id+1, so
// a slot freed and filled again in the same frame is not taken for it.
func (s *engine) markUndrawn(k int, id uint8, wasInit bool) {
	if !wasInit || k >= physics.S2Slots || !s2InitDrawsNothing(id) {
		return
	}
	if ob := &s.st.S2.Slots[k]; ob.ID == id && ob.Routine != 0 {
		s.undrawn[k] = id + 1
	}
}

// undrawnNow reports whether slot k was marked by markUndrawn this frame
// for the object it holds.
func (s *engine) undrawnNow(k int, ob *physics.S2Obj) bool {
	return s.undrawn[k] != 0 && s.undrawn[k] == ob.ID+1
}
