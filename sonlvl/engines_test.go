package sonlvl

// The tests simulate levels with objects: every object engine registers
// itself with the physics core.
import _ "loopwright/objects"
