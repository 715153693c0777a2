package sonic2

import (
	"fmt"

	"loopwright/physics"
)

// TopOK checks the object RAM's speed bound (S2State.Top,
// s2_manager.go): every slot from top up must be all zero, so that the
// loops stopping there skip only empty slots.
func TopOK(st *physics.State) error {
	o := &st.S2
	if o.Top < 0 || o.Top > physics.S2Slots {
		return fmt.Errorf("top %d out of range", o.Top)
	}
	for k := int(o.Top); k < physics.S2Slots; k++ {
		if o.Slots[k] != (physics.S2Obj{}) {
			return fmt.Errorf("slot %d (id %#x) at or above top %d is not empty", k, o.Slots[k].ID, o.Top)
		}
	}
	return nil
}
