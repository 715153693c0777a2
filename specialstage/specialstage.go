// Package specialstage is Sonic 1's rotating maze special stage (guide
// section 19, "Rotating Maze"): a grid of 24x24 blocks that never moves,
// a player whose gravity, jump and left/right directions follow the
// stage's angle, and the blocks' reactions (bumper, goal, up/down,
// reverse, rings, emerald). It is a model package: integer fixed point,
// one frame per Step, no allocation while stepping.
package specialstage

import "loopwright/hexangle"

// BlockSize is the size of one maze tile in pixels.
const BlockSize = 24

// Block is one maze tile's content.
type Block uint8

// The blocks (section 19, "Maze Blocks" and "Reaction to Blocks").
const (
	Empty   Block = iota
	Solid         // a wall
	Bumper        // repels at speed 7 from its centre
	Goal          // ends the stage
	Up            // doubles the rotation speed, then becomes Down
	Down          // halves it back, then becomes Up
	Reverse       // the R block: negates the rotation speed
	Ring          // collected (not solid)
	Emerald       // collected (not solid), the stage is won
)

// solid reports whether b stops the player (rings and the emerald don't).
func (b Block) solid() bool { return b != Empty && b != Ring && b != Emerald }

var blockNames = [...]string{"empty", "solid", "bumper", "goal", "up", "down", "reverse", "ring", "emerald"}

// String returns the block's name.
func (b Block) String() string {
	if int(b) < len(blockNames) {
		return blockNames[b]
	}
	return "unknown"
}

// Stage is a maze: W*H blocks, row by row, and the player's start (its
// centre, in pixels).
type Stage struct {
	W, H           int
	Blocks         []Block
	StartX, StartY int
}

// At returns the block at grid (x, y); outside the grid it is Solid.
func (s *Stage) At(x, y int) Block {
	if x < 0 || y < 0 || x >= s.W || y >= s.H || y*s.W+x >= len(s.Blocks) {
		return Solid
	}
	return s.Blocks[y*s.W+x]
}

// Constants (section 19, "Variables and Properties"), in 1/256 pixel.
const (
	Acceleration = 12
	Deceleration = 64
	TopSpeed     = 8 * 256
	Gravity      = 42
	// JumpForce is the jump's speed (s1disasm Obj09_Jump: $680).
	JumpForce = 0x680
	// BumperForce is a bumper's repulsion, 7.
	BumperForce = 7 * 256
	// StartRotation is the rotation speed at the start: 0.25 hex angle a
	// frame (the angle is 8.8 fixed point).
	StartRotation = 0x40
	// Cooldown is the frames before an up/down or R block acts again.
	Cooldown = 48
)

// Input is the buttons held in a frame.
type Input struct {
	Left, Right, Jump bool
}

// State is the whole simulation state: a plain value (copy it to rewind)
// apart from Blocks, the stage's blocks as changed by play (up/down blocks
// flip, rings and the emerald vanish).
type State struct {
	Frame int
	// X, Y are the player's centre in 1/65536 pixel (the object's 16.16
	// position: Obj09_Move adds Ground Speed times the sine to it);
	// XSpeed, YSpeed, GSpeed its speeds in 1/256 pixel.
	X, Y                   int32
	XSpeed, YSpeed, GSpeed int32
	// Angle is stage_angle (8.8: the high byte is the hex angle); Rotation
	// the rotation speed added each frame.
	Angle    uint16
	Rotation int16
	// Hitting is the block_hitting flag; CurX, CurY the current_block.
	Hitting    bool
	CurX, CurY int
	// UpDownTimer and RTimer are the blocks' cooldowns.
	UpDownTimer, RTimer int
	Rings               int
	Emerald, Cleared    bool
	PrevJump            bool
	Blocks              []Block
}

// Sim runs a stage.
type Sim struct {
	stage *Stage
	st    State
	view  Stage
}

// New starts stage s: the player at its start, still, angle 0, rotation
// speed 0.25.
func New(s *Stage) *Sim {
	m := &Sim{stage: s}
	m.st = State{X: int32(s.StartX) << 16, Y: int32(s.StartY) << 16, Rotation: StartRotation,
		Blocks: append([]Block(nil), s.Blocks...)}
	m.view = Stage{W: s.W, H: s.H, Blocks: m.st.Blocks}
	return m
}

// State returns the current state (Blocks shared: copy it to keep).
func (m *Sim) State() *State { return &m.st }

// Save copies the state into dst, reusing dst's Blocks buffer.
func (m *Sim) Save(dst *State) {
	b := dst.Blocks
	*dst = m.st
	dst.Blocks = append(b[:0], m.st.Blocks...)
}

// Restore sets the state to a copy of src.
func (m *Sim) Restore(src *State) {
	b := m.st.Blocks
	m.st = *src
	m.st.Blocks = append(b[:0], src.Blocks...)
	m.view.Blocks = m.st.Blocks
}

// Snapped is snapped_stage_angle: the hex angle rounded down to 4.
func (st *State) Snapped() uint8 { return uint8(st.Angle>>8) & 0xFC }

// MovementAngle is movement_angle as a hex angle: the stage angle's
// nearest multiple of 90 degrees, negated (section 19, "Movement Angle";
// Obj09_Move: the sum moves by cosine across and sine down).
func (st *State) MovementAngle() uint8 { return -((uint8(st.Angle>>8) + 0x20) & 0xC0) }

// check is the tile check: the 2x2 tiles around (x, y) (pixels), top left,
// top right, bottom left, bottom right; the last solid one becomes the
// current block. It reports whether any was solid.
func (m *Sim) check(x, y int32) bool {
	st := &m.st
	cx, cy := floorDiv(int(x>>16)-12, BlockSize), floorDiv(int(y>>16)-12, BlockSize)
	hit := false
	for _, d := range [4][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
		if m.view.At(cx+d[0], cy+d[1]).solid() {
			hit = true
			st.CurX, st.CurY = cx+d[0], cy+d[1]
		}
	}
	return hit
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// Step runs one frame (section 19, "Order of Events").
func (m *Sim) Step(in Input) {
	st := &m.st
	st.Frame++
	press := in.Jump && !st.PrevJump
	st.PrevJump = in.Jump
	st.CurX = -1 // objoff_30: no current block yet this frame
	if st.Hitting && press {
		m.jump()
	}
	m.move(in)
	m.fall()
	m.items() // Obj09_ChkItems, at the position before SpeedToPos
	switch {
	case st.Hitting && st.CurX >= 0:
		m.react()
	case st.CurX < 0:
		// Obj09_ChkItems2: the cooldowns run down only in frames
		// without a current block.
		st.UpDownTimer = max(st.UpDownTimer-1, 0)
		st.RTimer = max(st.RTimer-1, 0)
	}
	st.X += st.XSpeed << 8 // SpeedToPos
	st.Y += st.YSpeed << 8
	st.Angle += uint16(st.Rotation)
}

// jump is Obj09_Jump: speed $680 away from the gravity.
func (m *Sim) jump() {
	st := &m.st
	a := int(-st.Snapped() - 0x40)
	st.XSpeed = int32(hexangle.Cos(a)*JumpForce) >> 8
	st.YSpeed = int32(hexangle.Sin(a)*JumpForce) >> 8
}

// move is the Left/Right Movement routine.
func (m *Sim) move(in Input) {
	st := &m.st
	g := st.GSpeed
	// Obj09_MoveLeft, then Obj09_MoveRight (both when both are held).
	if in.Left {
		if g > 0 {
			g -= Deceleration
		} else {
			g = max(g-Acceleration, -TopSpeed)
		}
	}
	if in.Right {
		if g < 0 {
			g += Deceleration
		} else {
			g = min(g+Acceleration, TopSpeed)
		}
	}
	if !in.Left && !in.Right {
		if g > 0 {
			g = max(g-Acceleration, 0)
		} else if g < 0 {
			g = min(g+Acceleration, 0)
		}
	}
	st.GSpeed = g
	a := int(st.MovementAngle())
	px := g * int32(hexangle.Cos(a))
	py := g * int32(hexangle.Sin(a))
	if m.check(st.X+px, st.Y+py) {
		st.GSpeed = 0
		return
	}
	st.X += px
	st.Y += py
}

// fall is the Falling routine: gravity along the snapped angle, each axis
// stopped by a block.
func (m *Sim) fall() {
	st := &m.st
	st.Hitting = false
	a := int(st.Snapped())
	// Obj09_Fall: in 16.16, speed<<8 plus 42 times the sine.
	px := st.XSpeed<<8 + int32(Gravity*hexangle.Sin(a))
	py := st.YSpeed<<8 + int32(Gravity*hexangle.Cos(a))
	if m.check(st.X+px, st.Y) {
		px = 0
		st.Hitting = true
	}
	if m.check(st.X+px, st.Y+py) {
		py = 0
		st.Hitting = true
	}
	st.XSpeed, st.YSpeed = px>>8, py>>8
}

// react is the reaction to the current block (section 19, "Reaction to
// Blocks").
func (m *Sim) react() {
	st := &m.st
	i := st.CurY*m.view.W + st.CurX
	if st.CurX < 0 || st.CurY < 0 || st.CurX >= m.view.W || i >= len(st.Blocks) {
		return
	}
	switch st.Blocks[i] {
	case Bumper:
		bx, by := st.CurX*BlockSize+BlockSize/2, st.CurY*BlockSize+BlockSize/2
		a := hexangle.PointDirection(int(st.X>>16)-bx, int(st.Y>>16)-by)
		st.XSpeed = int32(hexangle.Cos(a)*BumperForce) >> 8
		st.YSpeed = int32(hexangle.Sin(a)*BumperForce) >> 8
	case Goal:
		st.Cleared = true
	case Up, Down:
		if st.UpDownTimer > 0 {
			return
		}
		st.UpDownTimer = Cooldown
		// Obj09_UPblock/DOWNblock: bit 6 of the speed tells normal
		// ($40) from doubled ($80).
		normal := st.Rotation&0x40 != 0
		if st.Blocks[i] == Up && normal {
			st.Rotation *= 2
			st.Blocks[i] = Down
		} else if st.Blocks[i] == Down && !normal {
			st.Rotation >>= 1
			st.Blocks[i] = Up
		}
	case Reverse:
		if st.RTimer > 0 {
			return
		}
		st.RTimer = Cooldown
		st.Rotation = -st.Rotation
	}
}

// items collects the ring or emerald in the tile under the player's
// centre (s1disasm Obj09_ChkItems; the guide does not say).
func (m *Sim) items() {
	st := &m.st
	x, y := floorDiv(int(st.X>>16), BlockSize), floorDiv(int(st.Y>>16), BlockSize)
	if x < 0 || y < 0 || x >= m.view.W || y*m.view.W+x >= len(st.Blocks) {
		return
	}
	switch b := &st.Blocks[y*m.view.W+x]; *b {
	case Ring:
		st.Rings++
		*b = Empty
	case Emerald:
		st.Emerald = true
		*b = Empty
	}
}
