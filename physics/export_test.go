package physics

import "fmt"

// S2TopOK checks the object RAM's speed bound (S2State.top,
// s2_manager.go): every slot from top up must be all zero, so that the
// loops stopping there skip only empty slots.
func S2TopOK(st *State) error {
	o := &st.S2
	if o.top < 0 || o.top > S2Slots {
		return fmt.Errorf("top %d out of range", o.top)
	}
	for k := int(o.top); k < S2Slots; k++ {
		if o.Slots[k] != (S2Obj{}) {
			return fmt.Errorf("slot %d (id %#x) at or above top %d is not empty", k, o.Slots[k].ID, o.top)
		}
	}
	return nil
}
