package physics

// Sonic 2's CPU Tails (docs/physics.md "Player 2" "Player 2"; s2.asm TailsCPU_Control and
// its states TailsCPU_Init, _Spawning, _Flying, _Normal, _Panic, with
// TailsCPU_CheckDespawn). The CPU reads the first player's position, input
// and status 16 frames old (Sonic_RecordPos: Cam.Rec and P2.Stat) and
// writes player 2's input word (Ctrl_2_Logical).

// Tails CPU routines (Tails_CPU_routine).
const (
	CPUInit     = 0
	CPUSpawning = 2
	CPUFlying   = 4
	CPUNormal   = 6
	CPUPanic    = 8
)

// TailsCPU holds the CPU's variables as s2.asm names them.
type TailsCPU struct {
	Routine          uint16 // Tails_CPU_routine
	ControlCounter   uint16 // Tails_control_counter
	RespawnCounter   uint16 // Tails_respawn_counter
	TargetX, TargetY int16  // Tails_CPU_target_x/y
	InteractID       uint8  // Tails_interact_ID
	Jumping          bool   // Tails_CPU_jumping
	// Control is Tails' obj_control ($81 while flying in or waiting).
	Control uint8
	// OnScreen is Tails' render_flags on-screen bit (BuildSprites).
	OnScreen bool
	// Interact is 1 + the slot of Tails' interact byte (0: the main
	// character's slot).
	Interact int
	// Word is the last Ctrl_2_Logical the CPU wrote.
	Word uint16
}

// tailsCPU runs TailsCPU_Control with the second player swapped in and
// returns Ctrl_2_Logical. The first player's state is in st.P2.Body.
func (s *Sim) tailsCPU() uint16 {
	st := &s.st
	c := &st.P2.CPU
	c.Word = 0 // Ctrl_2_Logical: player 2's pad (none) unless the CPU writes it
	switch c.Routine {
	case CPUInit:
		c.Routine = CPUNormal
		c.Control = 0
		st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
		st.Air, st.Rolling, st.FacingLeft, st.Pushing, st.RollJump = false, false, false, false, false
		c.RespawnCounter = 0
	case CPUSpawning:
		s.cpuSpawning()
	case CPUFlying:
		s.cpuFlying()
	case CPUNormal:
		s.cpuNormal()
	case CPUPanic:
		s.cpuPanic()
	}
	return c.Word
}

// record returns the first player's recorded entry 16 frames old (index -
// $44): position, input word and status.
func (s *Sim) cpuRecord() (CamPoint, StatPoint) {
	st := &s.st
	i := (st.Cam.RecIndex - 0x44) >> 2
	return st.Cam.Rec[i], st.P2.Stat[i]
}

// p1 is the first player's state (swapped out while the CPU runs).
func (s *Sim) p1() *Body { return &s.st.P2.Body }

// cpuSpawning is TailsCPU_Spawning: every 64 frames, when Sonic is on
// the ground and free, Tails respawns above him (TailsCPU_Respawn).
func (s *Sim) cpuSpawning() {
	st := &s.st
	if uint16(st.Frame)&0x3F != 0 {
		return
	}
	p := s.p1()
	if p.Air || p.RollJump || p.P.Underwater || p.Held > 0 {
		return
	}
	s.cpuRespawn()
}

// cpuRespawn is TailsCPU_Respawn.
func (s *Sim) cpuRespawn() {
	st := &s.st
	c := &st.P2.CPU
	p := s.p1()
	c.Routine = CPUFlying
	st.X = FromPixels(p.X.Pixel())
	c.TargetX = int16(p.X.Pixel())
	c.TargetY = int16(p.Y.Pixel())
	st.Y = FromPixels(p.Y.Pixel() - 0xC0)
	st.Spindash, st.SpinRev = false, 0
}

// cpuFlying is TailsCPU_Flying: fly towards Sonic's recorded position, at
// most 12+|Sonic's x speed|+1 pixels a frame across and 1 down or up;
// land (TailsCPU_Normal) once there while Sonic's recorded status is calm.
// Off screen for 300 frames he waits to respawn.
func (s *Sim) cpuFlying() {
	st := &s.st
	c := &st.P2.CPU
	c.Word = 0
	if !c.OnScreen {
		c.RespawnCounter++
		if c.RespawnCounter >= 0x12C {
			c.RespawnCounter = 0
			c.Routine = CPUSpawning
			c.Control = 0x81
			st.Air = true
			st.Rolling, st.FacingLeft, st.Pushing, st.RollJump = false, false, false, false
			st.X, st.Y = 0, 0
			return
		}
	} else {
		c.RespawnCounter = 0
	}
	pt, stat := s.cpuRecord()
	c.TargetX, c.TargetY = pt.X, pt.Y
	if s.water.has {
		if w := int16(st.Water.Level - 0x10); w < c.TargetY {
			c.TargetY = w
		}
	}
	d0 := int(int16(st.X.Pixel()) - c.TargetX)
	if d0 != 0 {
		d2 := d0
		if d2 < 0 {
			d2 = -d2
		}
		d2 >>= 4
		if d2 > 0xC {
			d2 = 0xC
		}
		xv := int(int8(uint8(uint16(s.p1().XSpeed) >> 8)))
		if xv < 0 {
			xv = -xv
		}
		d2 += xv + 1
		if d0 > 0 {
			st.FacingLeft = true
			if d2 >= d0 {
				d2, d0 = d0, 0
			}
			d2 = -d2
		} else {
			st.FacingLeft = false
			d0 = -d0
			if d2 >= d0 {
				d2, d0 = d0, 0
			}
		}
		st.X += FromPixels(d2)
	}
	d1 := int(int16(st.Y.Pixel()) - c.TargetY)
	if d1 != 0 {
		step := 1
		if d1 > 0 {
			step = -1
		}
		st.Y += FromPixels(step)
	}
	if stat.Status&0xD2 != 0 || d0|d1 != 0 {
		return
	}
	c.Routine = CPUNormal
	c.Control = 0
	st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
	st.Air = true
	st.Rolling, st.Pushing, st.RollJump = false, false, false
	st.MoveLock = 0
	st.Path = s.p1().Path
}

// cpuNormal is TailsCPU_Normal: follow Sonic's recorded input, taking
// left/right towards his recorded x when 16 or more pixels away, and jump
// when he was 32 or more pixels higher (every 64 frames), or when stuck.
func (s *Sim) cpuNormal() {
	st := &s.st
	c := &st.P2.CPU
	p := s.p1()
	if p.Dead {
		c.Routine = CPUFlying
		st.Spindash, st.SpinRev = false, 0
		c.Control = 0x81
		st.Air = true
		st.Rolling, st.FacingLeft, st.Pushing, st.RollJump = false, false, false, false
		return
	}
	s.cpuCheckDespawn()
	if c.Routine != CPUNormal {
		return
	}
	if c.ControlCounter != 0 || c.Control&0x80 != 0 {
		s.cpuHumanControl()
		return
	}
	if st.MoveLock != 0 && st.GSpeed == 0 {
		c.Routine = CPUPanic
	}
	pt, stat := s.cpuRecord()
	d1 := stat.Input
	d4 := stat.Status
	d2 := int16(pt.X)
	d3 := int16(pt.Y)
	frame := uint16(st.Frame)
	if st.Pushing && d4&0x20 == 0 {
		s.cpuJumpFilter2(d1, frame)
		return
	}
	d2 -= int16(st.X.Pixel())
	switch {
	case d2 == 0:
		st.FacingLeft = d4&1 != 0
	case d2 < 0:
		d2 = -d2
		if d2 >= 0x10 {
			d1 = d1&^(uint16(mdLeft|mdRight)<<8|mdLeft|mdRight) | uint16(mdLeft)<<8 | mdLeft
		}
		if st.GSpeed != 0 && st.FacingLeft {
			st.X -= FromPixels(1)
		}
	default:
		if d2 >= 0x10 {
			d1 = d1&^(uint16(mdLeft|mdRight)<<8|mdLeft|mdRight) | uint16(mdRight)<<8 | mdRight
		}
		if st.GSpeed != 0 && !st.FacingLeft {
			st.X += FromPixels(1)
		}
	}
	// TailsCPU_Normal_FilterAction
	if c.Jumping {
		d1 |= uint16(mdABC) << 8
		if st.Air {
			c.Word = d1
			return
		}
		c.Jumping = false
	}
	if frame&0xFF != 0 && uint16(d2) >= 0x40 {
		c.Word = d1
		return
	}
	d3 -= int16(st.Y.Pixel())
	if d3 >= 0 {
		c.Word = d1
		return
	}
	if -d3 < 0x20 {
		c.Word = d1
		return
	}
	s.cpuJumpFilter2(d1, frame)
}

// cpuJumpFilter2 is TailsCPU_Normal_FilterAction_Part2: every 64 frames,
// unless ducking, press jump.
func (s *Sim) cpuJumpFilter2(d1, frame uint16) {
	st := &s.st
	c := &st.P2.CPU
	if frame&0x3F == 0 && st.Anim != animDuck {
		d1 |= uint16(mdABC)<<8 | mdABC
		c.Jumping = true
	}
	c.Word = d1
}

// cpuHumanControl is TailsCPU_Normal_HumanControl.
func (s *Sim) cpuHumanControl() {
	c := &s.st.P2.CPU
	if c.ControlCounter != 0 {
		c.ControlCounter--
	}
}

// cpuCheckDespawn is TailsCPU_CheckDespawn: off screen (or on an object
// that changed) for 300 frames, Tails despawns (TailsCPU_Despawn).
func (s *Sim) cpuCheckDespawn() {
	st := &s.st
	c := &st.P2.CPU
	if st.S2.On > 0 {
		c.Interact = st.S2.On
	}
	if c.OnScreen {
		c.RespawnCounter = 0
		c.InteractID = s.interactID()
		return
	}
	if st.S2.On > 0 && s.interactID() != c.InteractID {
		s.cpuDespawn()
		return
	}
	c.RespawnCounter++
	if c.RespawnCounter >= 0x12C {
		s.cpuDespawn()
		return
	}
	c.InteractID = s.interactID()
}

// interactID is the id of the object Tails' interact byte points at.
func (s *Sim) interactID() uint8 {
	st := &s.st
	if k := st.P2.CPU.Interact; k > 0 && k-1 < len(st.S2.Slots) {
		return st.S2.Slots[k-1].ID
	}
	if st.P2.CPU.Interact == S2OilSlot+1 {
		return st.S2.Oil.ID
	}
	return 1 // interact 0: the main character's slot (Obj01)
}

// cpuDespawn is TailsCPU_Despawn.
func (s *Sim) cpuDespawn() {
	st := &s.st
	c := &st.P2.CPU
	c.ControlCounter, c.RespawnCounter = 0, 0
	c.Routine = CPUSpawning
	c.Control = 0x81
	st.Air = true
	st.Rolling, st.FacingLeft, st.Pushing, st.RollJump = false, false, false, false
	st.X, st.Y = FromPixels(0x4000), 0
	st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
}

// cpuPanic is TailsCPU_Panic: stopped with the control lock on, Tails
// faces Sonic, crouches and spindashes (revving every 32 frames, released
// when the frame counter's low 7 bits are 0).
func (s *Sim) cpuPanic() {
	st := &s.st
	c := &st.P2.CPU
	s.cpuCheckDespawn()
	if c.Routine != CPUPanic || c.ControlCounter != 0 || st.MoveLock != 0 {
		return
	}
	f := uint8(st.Frame) & 0x7F
	if st.Spindash {
		c.Word = uint16(mdDown)<<8 | mdDown
		if f == 0 {
			c.Word = 0
			c.Routine = CPUNormal
			return
		}
		if f&0x1F == 0 {
			c.Word |= uint16(mdABC)<<8 | mdABC
		}
		return
	}
	if st.GSpeed != 0 {
		return
	}
	st.FacingLeft = st.X.Pixel() >= s.p1().X.Pixel()
	c.Word = uint16(mdDown)<<8 | mdDown
	if f == 0 {
		c.Word = 0
		c.Routine = CPUNormal
		return
	}
	if st.Anim == animDuck {
		c.Word = uint16(mdDown|mdABC)<<8 | mdDown | mdABC
	}
}
