package sonic1

import (
	"testing"

	"loopwright/physics"
)

// _incObj/32 Button.asm: But_MZBlock: a button with subtype bit 7 is
// pressed (its switch set) while a green block (PushBlock) on screen
// lies within $10 of the box $20 wide and $10 high from $10 left of and
// 8 above it; the block off screen, or too far, presses nothing; a
// button without bit 7 ignores the block.
func TestButton_MZBlock(t *testing.T) {
	for _, c := range []struct {
		sub        uint8
		dx, dy     int
		onScreen   bool
		wantSwitch bool
	}{
		{0x81, 0, -0x10, true, true},
		{0x81, 0x20, -0x10, true, true},
		{0x81, 0x21, -0x10, true, false},
		{0x81, 0, -0x18, true, true},
		{0x81, -0x20, -0x10, true, true},
		{0x81, -0x21, -0x10, true, false},
		{0x81, 0, -0x28, true, false},
		{0x81, 0, -0x10, false, false},
		{0x01, 0, -0x10, true, false},
	} {
		_, e := actSim(t, "mz1")
		o := &e.st.S2
		btn := &o.Slots[0]
		*btn = physics.S2Obj{ID: idButton, Sub: c.sub, Layout: -1, Routine: 2, Render: 4 | physics.S2OnScreen,
			X: physics.FromPixels(0x200), Y: physics.FromPixels(0x2D0)}
		blk := &o.Slots[1]
		*blk = physics.S2Obj{ID: idPushBlock, Layout: -1, Routine: 2, Render: 4, Width: 0x10,
			X: physics.FromPixels(0x200 + c.dx), Y: physics.FromPixels(0x2D0 + c.dy)}
		if c.onScreen {
			blk.Render |= physics.S2OnScreen
		}
		e.raiseTop(1)
		e.button(0)
		if got := o.Switch[1] != 0; got != c.wantSwitch {
			t.Errorf("subtype %#x, block at %+d,%+d on screen %v: switch %v, want %v", c.sub, c.dx, c.dy, c.onScreen, got, c.wantSwitch)
		}
	}
}
