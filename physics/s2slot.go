package physics

// S2SlotMachine is Casino Night's slot machine (s2.asm SlotMachine):
// SlotMachineVariables and SlotMachineInUse, which the level's slot
// machine cages (ObjD6 with a subtype) share. objects/sonic2 cnz_slots.go
// runs it.
type S2SlotMachine struct {
	// Routine is SlotMachine_Routine (0, 4 ... $14; $18 the idle one),
	// Timer SlotMachine_Timer, Index SlotMachine_Index (the reel drawn
	// next: 0, 4, 8).
	Routine, Timer, Index uint8
	// Reward is SlotMachine_Reward (slots_targ): the reels' target faces
	// (slot 1 in the high byte, slots 2 and 3 in the low byte's nibbles)
	// while they turn, then the prize (rings; negative: bombs).
	Reward uint16
	// Pos, Speed and Rout are each reel's SlotMachine_SlotNPos (the face
	// index in the high byte, the pixel offset in the low byte),
	// SlotMachine_SlotNSpeed and SlotMachine_SlotNRout.
	Pos   [3]uint16
	Speed [3]uint8
	Rout  [3]uint8
	// InUse is SlotMachineInUse: a player sits in a slot machine cage.
	InUse bool
}
