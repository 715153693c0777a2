// Package specialstage is Sonic 1's rotating maze special stage (guide
// docs/physics.md "Special Stage", "Rotating Maze"): a grid of 24x24 blocks that never moves,
// a player whose gravity, jump and left/right directions follow the
// stage's angle, and every block of the game with its reaction and timers
// (walls, bumpers, GOAL, up/down, R, glass, 1-up, rings, emeralds, ghost
// blocks; s1disasm Obj09 where the guide is silent). It is a model
// package: integer fixed point, one frame per Step, no allocation while
// stepping.
package specialstage

import (
	"loopwright/hexangle"
	"loopwright/internal/intmath"
)

// BlockSize is the size of one maze tile in pixels.
const BlockSize = 24

// Stage is a maze: W*H blocks, row by row, the player's start (its
// centre, in pixels), and the stage's angle and rotation speed at the
// start (8.8 hex angles; the game starts every stage at angle 0 turning
// StartRotation a frame: GM_Special).
type Stage struct {
	W, H           int
	Blocks         []Block
	StartX, StartY int
	Angle          uint16
	Rotation       int16
}

// NewStage returns an empty w*h stage with the player in block (1, 1) and
// the game's start angle and rotation speed.
func NewStage(w, h int) *Stage {
	return &Stage{W: w, H: h, Blocks: make([]Block, w*h),
		StartX: BlockSize + BlockSize/2, StartY: BlockSize + BlockSize/2, Rotation: StartRotation}
}

// At returns the block at grid (x, y); outside the grid it is Solid.
func (s *Stage) At(x, y int) Block {
	if x < 0 || y < 0 || x >= s.W || y >= s.H || y*s.W+x >= len(s.Blocks) {
		return Solid
	}
	return s.Blocks[y*s.W+x]
}

// Clone returns a deep copy of s.
func (s *Stage) Clone() *Stage {
	c := *s
	c.Blocks = append([]Block(nil), s.Blocks...)
	return &c
}

// Constants (docs/physics.md "Special Stage", "Variables and Properties"), in 1/256 pixel.
const (
	Acceleration = 12
	Deceleration = 64
	TopSpeed     = 8 * 256
	Gravity      = 42
	// JumpForce is the jump's speed (s1disasm Obj09_Jump: $680).
	JumpForce = 0x680
	// BumperForce is a bumper's repulsion, 7 ($700 in Obj09_ChkBumper).
	BumperForce = 7 * 256
	// StartRotation is the rotation speed at the start: 0.25 hex angle a
	// frame (the angle is 8.8 fixed point; GM_Special: $40).
	StartRotation = 0x40
	// Cooldown is the frames before an up/down or R block acts again
	// (docs/physics.md "Special Stage": 48; the game's Obj09 uses $1E, see
	// docs/assumptions.md: the guide wins).
	Cooldown = 48
	// ItemSlots is the number of item animations that can run at once
	// (v_ssitembuffer: $100 bytes, 8 a slot).
	ItemSlots = 32
	// ExitEndRotation is the rotation speed at which the spin after GOAL
	// or an emerald ends the stage (Obj09_ExitStage: $1800).
	ExitEndRotation = 0x1800
)

// Input is the buttons held in a frame.
type Input struct {
	Left, Right, Jump bool
}

// Phase is the player object's routine (Obj09_Index).
type Phase uint8

// The phases.
const (
	Playing Phase = iota // Obj09_ChkDebug: the player moves
	Exiting              // Obj09_ExitStage: the stage spins faster until it ends
	Exit2                // Obj09_Exit2: a 60-frame wait after a very long spin
)

// Anim kinds of the item animations (SS_AniIndex).
const (
	animNone uint8 = iota
	animRing
	animBumper
	animOneUp
	animReverse
	animEmerald
	animGlass
)

// Item is one running item animation (an entry of v_ssitembuffer): its
// kind, frame timer and step, the block it writes, and for glass the id
// the block gets at the end.
type Item struct {
	Kind, Timer, Step uint8
	At                int32
	Next              Block
}

// State is the whole simulation state: a plain value (copy it to rewind)
// apart from Blocks, the stage's blocks as changed by play (up/down blocks
// flip, rings and the emerald vanish, glass cracks).
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
	// Hitting is the block_hitting flag; CurX, CurY the current_block
	// (CurX -1: none found this frame), Cur its id when found.
	Hitting    bool
	CurX, CurY int
	Cur        Block
	// UpDownTimer and RTimer are the blocks' cooldowns.
	UpDownTimer, RTimer int
	// Rings collected; Lives and Continues won (a life at 100 and 200
	// rings and per 1-up, a continue at 50 rings: CollectRing,
	// Obj09_GetCont); LifeFlags the game's v_lifecount bits.
	Rings, Lives, Continues int
	LifeFlags               uint8
	// Emerald is set when an emerald was collected, EmeraldID its number
	// (0-5: the id minus $3B) of the last one.
	Emerald   bool
	EmeraldID int
	// Ghost is objoff_3A: 1 after passing a ghost block, 2 after a ghost
	// switch too (the ghosts turn solid on the next empty tile).
	Ghost uint8
	// Phase is the player's routine; ExitTimer Exit2's countdown; Cleared
	// is set from the frame the game leaves the stage on (v_gamemode set
	// to the level: the spin reached $1800, or Exit2 ran out; the game
	// then fades out for 60 frames while the objects still run).
	Phase     Phase
	ExitTimer int
	Cleared   bool
	PrevJump  bool
	Items     [ItemSlots]Item
	// running counts the Items in use (animate skips the slots when 0).
	running int
	Blocks  []Block
}

// Sim runs a stage.
type Sim struct {
	stage *Stage
	st    State
	view  Stage
}

// New starts stage s: the player still at its start, the stage at its
// start angle and rotation speed.
func New(s *Stage) *Sim {
	m := &Sim{stage: s}
	m.st = State{X: int32(s.StartX) << 16, Y: int32(s.StartY) << 16, Angle: s.Angle, Rotation: s.Rotation,
		CurX: -1, Blocks: append([]Block(nil), s.Blocks...)}
	m.view = Stage{W: s.W, H: s.H, Blocks: m.st.Blocks}
	return m
}

// Stage returns the stage being played (as loaded, unchanged by play).
func (m *Sim) Stage() *Stage { return m.stage }

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
// nearest multiple of 90 degrees, negated (docs/physics.md "Special Stage", "Movement Angle";
// Obj09_Move: the sum moves by cosine across and sine down).
func (st *State) MovementAngle() uint8 { return -((uint8(st.Angle>>8) + 0x20) & 0xC0) }

// check is the tile check: the 2x2 tiles around (x, y) (pixels), top left,
// top right, bottom left, bottom right; the last solid one becomes the
// current block. It reports whether any was solid.
func (m *Sim) check(x, y int32) bool {
	st := &m.st
	cx, cy := intmath.FloorDiv(int(x>>16)-12, BlockSize), intmath.FloorDiv(int(y>>16)-12, BlockSize)
	hit := false
	for _, d := range [4][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
		if b := m.view.At(cx+d[0], cy+d[1]); b.solid() {
			hit = true
			st.CurX, st.CurY, st.Cur = cx+d[0], cy+d[1], b
		}
	}
	return hit
}

// Step runs one frame (docs/physics.md "Special Stage", "Order of Events"): the player object
// (Obj09), then the item animations (SS_ShowLayout's SS_AniItems).
func (m *Sim) Step(in Input) {
	st := &m.st
	st.Frame++
	press := in.Jump && !st.PrevJump
	st.PrevJump = in.Jump
	switch st.Phase {
	case Playing:
		m.play(in, press)
	case Exiting:
		m.exitStage()
	case Exit2:
		st.ExitTimer--
		if st.ExitTimer == 0 {
			st.Cleared = true
		}
	}
	m.animate()
}

// play is Obj09_ChkDebug's frame: jump, move, fall, items, reactions,
// SpeedToPos, the stage's turn.
func (m *Sim) play(in Input, press bool) {
	st := &m.st
	st.CurX, st.Cur = -1, Empty // objoff_30: no current block yet this frame
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

// exitStage is Obj09_ExitStage: the rotation speed grows by $40 a frame;
// at $1800 the game leaves the stage; from $3000 on (a speed that never
// equals $1800) the stage stops at angle $4000 and Exit2 waits 60 frames.
func (m *Sim) exitStage() {
	st := &m.st
	st.Rotation += 0x40
	if st.Rotation == ExitEndRotation {
		st.Cleared = true
	}
	if st.Rotation >= 0x3000 {
		st.Rotation = 0
		st.Angle = 0x4000
		st.Phase = Exit2
		st.ExitTimer = 0x3C
	}
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

// slot is SS_RemoveCollectedItem: the first free item slot, or nil when
// all 32 run (the game then skips the animation and its effect on the
// block).
func (m *Sim) slot() *Item {
	for i := range m.st.Items {
		if m.st.Items[i].Kind == animNone {
			return &m.st.Items[i]
		}
	}
	return nil
}

// startAnim starts an animation of kind k on block i.
func (m *Sim) startAnim(k uint8, i int, next Block) {
	if it := m.slot(); it != nil {
		*it = Item{Kind: k, At: int32(i), Next: next}
		m.st.running++
	}
}

// react is the reaction to the current block (docs/physics.md "Special Stage", "Reaction to
// Blocks"; Obj09_ChkItems2 for the blocks the guide does not list).
func (m *Sim) react() {
	st := &m.st
	i := st.CurY*m.view.W + st.CurX
	if st.CurX < 0 || st.CurY < 0 || st.CurX >= m.view.W || i >= len(st.Blocks) {
		return
	}
	switch b := st.Cur; {
	case b == Bumper:
		// Obj09_ChkBumper: CalcAngle from the player to the bumper's
		// centre, speed -$700 along it; the player is in the air.
		bx, by := st.CurX*BlockSize+BlockSize/2, st.CurY*BlockSize+BlockSize/2
		a := hexangle.PointDirection(bx-int(st.X>>16), by-int(st.Y>>16))
		st.XSpeed = int32(hexangle.Cos(a)*-BumperForce) >> 8
		st.YSpeed = int32(hexangle.Sin(a)*-BumperForce) >> 8
		st.Hitting = false
		m.startAnim(animBumper, i, Bumper)
	case b == Goal:
		st.Phase = Exiting
	case b == Up || b == Down:
		if st.UpDownTimer > 0 {
			return
		}
		st.UpDownTimer = Cooldown
		// Obj09_UPblock/DOWNblock: bit 6 of the speed tells normal
		// ($40) from doubled ($80).
		normal := st.Rotation&0x40 != 0
		if b == Up && normal {
			st.Rotation *= 2
			st.Blocks[i] = Down
		} else if b == Down && !normal {
			st.Rotation >>= 1
			st.Blocks[i] = Up
		}
	case b == Reverse:
		if st.RTimer > 0 {
			return
		}
		st.RTimer = Cooldown
		m.startAnim(animReverse, i, Reverse)
		st.Rotation = -st.Rotation
	case b >= Glass1 && b <= Glass4:
		// Obj09_Glass: the block cracks (SS_AniGlassBlock) and becomes
		// the next glass id, or empty after the last.
		next := b + 1
		if next > Glass4 {
			next = Empty
		}
		m.startAnim(animGlass, i, next)
	}
}

// items collects the item in the tile under the player's centre
// (s1disasm Obj09_ChkItems; the guide does not say): rings, the 1-up,
// emeralds, and the ghost blocks' state.
func (m *Sim) items() {
	st := &m.st
	x, y := intmath.FloorDiv(int(st.X>>16), BlockSize), intmath.FloorDiv(int(st.Y>>16), BlockSize)
	if x < 0 || y < 0 || x >= m.view.W || y*m.view.W+x >= len(st.Blocks) {
		return // outside the stage: nothing to collect
	}
	i := y*m.view.W + x
	switch b := st.Blocks[i]; {
	case b == Empty:
		if st.Ghost == 2 { // Obj09_MakeGhostSolid
			for j, g := range st.Blocks {
				if g == Ghost {
					st.Blocks[j] = RedWhite
				}
			}
		}
		st.Ghost = 0
	case b == Ring:
		m.startAnim(animRing, i, Empty)
		m.collectRing()
	case b == OneUp:
		m.startAnim(animOneUp, i, Empty)
		st.Lives++
	case b >= Emerald && b <= Emerald6:
		m.startAnim(animEmerald, i, Empty)
		st.Emerald, st.EmeraldID = true, int(b-Emerald)
	case b == Ghost:
		st.Ghost = 1
	case b == GhostSwitch:
		if st.Ghost == 1 {
			st.Ghost = 2
		}
	}
}

// collectRing is CollectRing plus Obj09_GetCont: a life at 100 and at
// 200 rings, a continue at 50 (each once).
func (m *Sim) collectRing() {
	st := &m.st
	st.Rings++
	if st.Rings >= 100 {
		if st.LifeFlags&2 == 0 {
			st.LifeFlags |= 2
			st.Lives++
		} else if st.Rings >= 200 && st.LifeFlags&4 == 0 {
			st.LifeFlags |= 4
			st.Lives++
		}
	}
	if st.Rings >= 50 && st.LifeFlags&1 == 0 {
		st.LifeFlags |= 1
		st.Continues++
	}
}

// The animations' frames (SS_AniRingData, SS_AniBumpData, SS_Ani1UpData,
// SS_AniRevData, SS_AniEmerData, SS_AniGlassData) and frame lengths.
var (
	animFrames = [...][]Block{
		animRing:    {RingSparkle, RingSparkle + 1, RingSparkle + 2, RingSparkle + 3, 0},
		animBumper:  {BumperHit1, BumperHit2, BumperHit1, BumperHit2, 0},
		animOneUp:   {Sparkle, Sparkle + 1, Sparkle + 2, Sparkle + 3, 0},
		animReverse: {Reverse, ReverseFlash, Reverse, ReverseFlash, 0},
		animEmerald: {Sparkle, Sparkle + 1, Sparkle + 2, Sparkle + 3, 0},
		animGlass:   {GlassCrack, GlassCrack + 1, GlassCrack + 2, GlassCrack + 3, GlassCrack, GlassCrack + 1, GlassCrack + 2, GlassCrack + 3, 0},
	}
	animDelay = [...]uint8{animRing: 5, animBumper: 7, animOneUp: 5, animReverse: 7, animEmerald: 5, animGlass: 1}
)

// animate is SS_AniItems: each running animation writes its next frame
// into its block every delay+1 frames, starting on the frame it began;
// at its end the block gets its final id (empty for collected items, the
// bumper or R block back, the glass's next id), and an emerald's end
// starts the exit (SS_AniEmeraldSparks sets Obj09's routine to 4).
func (m *Sim) animate() {
	st := &m.st
	if st.running == 0 {
		return
	}
	for i := range st.Items {
		it := &st.Items[i]
		if it.Kind == animNone {
			continue
		}
		if it.Timer > 0 {
			it.Timer--
			continue
		}
		it.Timer = animDelay[it.Kind]
		f := animFrames[it.Kind][it.Step]
		it.Step++
		if int(it.At) >= len(st.Blocks) {
			*it = Item{}
			st.running--
			continue
		}
		if f != 0 {
			st.Blocks[it.At] = f
			continue
		}
		st.Blocks[it.At] = it.Next
		if it.Kind == animEmerald {
			st.Phase = Exiting
		}
		*it = Item{}
		st.running--
	}
}
