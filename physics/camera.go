package physics

import "loopwright/internal/intmath"

// The game camera (docs/physics.md "Camera"), run once a frame after the
// player and the objects, as the games' DeformBgLayer does (s2.asm
// Level_MainLoop: RunObjects, then DeformBgLayer with ScrollHoriz and
// ScrollVerti, then RunDynamicLevelEvents). It is part of State, so it
// rewinds with the rest; the object manager (objects/sonic2) and the level
// bounds (Sonic_LevelBound) read it.
//
// Its limits come from the level's bounds: Camera_Min_X_pos is
// Bounds.Min.X, Camera_Max_X_pos is Bounds.Max.X - 320 (the Tiled
// properties camera_left/right/top/bottom, tmx/import.go), likewise for Y.

// Screen size of the Mega Drive games (docs/physics.md "Camera").
const (
	ScreenWidth  = 320
	ScreenHeight = 224
)

// Camera constants (docs/physics.md "Camera"; s2.asm ScrollHoriz, ScrollVerti,
// Sonic_Lookup).
const (
	CameraBias      = ScreenHeight/2 - 16 // Camera_Y_pos_bias default, 96
	CameraBiasUp    = 0xC8                // looking up: 200
	CameraBiasDown  = 8                   // crouching
	CameraLookDelay = 0x78                // frames of holding before it scrolls (s2, s3k)
	CameraLeft      = ScreenWidth/2 - 16  // 144
	CameraRight     = ScreenWidth / 2     // 160
	CameraCDShift   = 64                  // Sonic CD's extended camera
)

// CamPoint is one entry of the player's position record
// (Sonic_Pos_Record_Buf).
type CamPoint struct{ X, Y int16 }

// Camera is the camera's state: the top-left of the 320x224 screen, its
// limits and the variables the games keep for it.
type Camera struct {
	// X, Y is the top-left level pixel of the screen (Camera_X_pos,
	// Camera_Y_pos).
	X, Y int
	// MinX, MaxX, MinY, MaxY are the current limits of X and Y
	// (Camera_Min_X_pos ... Camera_Max_Y_pos).
	MinX, MaxX, MinY, MaxY int
	// TargetMaxY is Camera_Max_Y_pos_target: MaxY moves toward it 2
	// pixels a frame (8 while the player falls and the camera is at the
	// limit), setting MaxYChanging (RunDynamicLevelEvents).
	TargetMaxY   int
	MaxYChanging bool
	// Bias is the vertical focal point (Camera_Y_pos_bias), 96 by default;
	// LookDelay counts the frames up or down has been held
	// (Sonic_Look_delay_counter).
	Bias      int
	LookDelay int
	// Delay is Horiz_scroll_delay_val: after a spindash its high byte is
	// the number of frames the camera follows the recorded positions.
	Delay uint16
	// RecIndex is Sonic_Pos_Record_Index (a byte offset, 4 per entry) and
	// Rec the position record itself.
	RecIndex uint8
	Rec      [64]CamPoint
	// ShiftX is Sonic CD's extended camera shift of the horizontal focal
	// point; CDTap and CDLook its double-tap look state.
	ShiftX int
	CDTap  int
	CDLook int8
	// wasSpindash is the spindash state of the previous frame (a release
	// starts the spindash lag).
	WasSpindash bool
	// Locked is Sonic 1's f_lockscreen, set by a level event when a boss
	// arena locks the screen: Sonic_LevelBound then keeps the player
	// within the screen's right edge (boundLimits).
	Locked bool
}

// CameraLimits returns the camera limits for level bounds b.
func cameraLimits(minX, minY, maxX, maxY int) (int, int, int, int) {
	mx, my := maxX-ScreenWidth, maxY-ScreenHeight
	if mx < minX {
		mx = minX
	}
	if my < minY {
		my = minY
	}
	return minX, mx, minY, my
}

// initCamera places the camera as LevelSizeLoad does: the player 160
// pixels from the left and 96 from the top, inside the limits.
func (s *Sim) initCamera() {
	st := &s.st
	c := &st.Cam
	b := s.level.Bounds
	if b.Max.X <= b.Min.X || b.Max.Y <= b.Min.Y {
		b.Min.X, b.Min.Y = 0, 0
		b.Max.X, b.Max.Y = s.level.Width*16, s.level.Height*16
	}
	*c = Camera{Bias: CameraBias}
	c.MinX, c.MaxX, c.MinY, c.MaxY = cameraLimits(b.Min.X, b.Min.Y, b.Max.X, b.Max.Y)
	c.TargetMaxY = c.MaxY
	x := st.X.Pixel() - 0xA0
	if x < 0 {
		x = 0
	}
	if x > c.MaxX {
		x = c.MaxX
	}
	y := st.Y.Pixel() - 0x60
	if y < 0 {
		y = 0
	}
	if y > c.MaxY {
		y = c.MaxY
	}
	c.X, c.Y = x, y
	px, py := int16(st.X.Pixel()), int16(st.Y.Pixel())
	for i := range c.Rec {
		c.Rec[i] = CamPoint{px, py}
	}
}

// Camera returns the camera of the last frame.
func (s *Sim) Camera() Camera { return s.st.Cam }

// recordPos is Sonic_RecordPos: the player's position after his own code.
func (s *Sim) recordPos() {
	c := &s.st.Cam
	c.Rec[c.RecIndex>>2] = CamPoint{int16(s.st.X.Pixel()), int16(s.st.Y.Pixel())}
	c.RecIndex += 4
}

// cameraLook moves the vertical focal point as the player's code does
// (s2.asm Sonic_Lookup, Sonic_Duck, Obj01_ResetScr; docs/physics.md "Camera" "Looking Up
// and Down"): after 120 frames of looking up (crouching) it moves 2 a
// frame to 200 (8); otherwise back to 96 by 2 a frame. Sonic 1 has no
// delay; Sonic CD starts on a second press within 16 frames.
func (s *Sim) cameraLook(in Input) {
	st := &s.st
	c := &st.Cam
	if st.Dead || st.Obj.Hurt {
		return
	}
	look := 0
	if !st.Air && !st.Spindash {
		switch st.Anim {
		case animLookUp:
			look = 1
		case animDuck:
			if !st.Rolling {
				look = -1
			}
		}
	}
	if s.cfg.Variant == CD {
		s.cdLook(in, look)
		return
	}
	if look == 0 {
		if !st.Air && !st.Spindash && !st.Rolling {
			c.LookDelay = 0
		}
		c.resetBias()
		return
	}
	c.LookDelay++
	if s.cfg.Variant != S1 && c.LookDelay < CameraLookDelay {
		c.resetBias()
		return
	}
	if c.LookDelay > CameraLookDelay {
		c.LookDelay = CameraLookDelay
	}
	if look > 0 && c.Bias != CameraBiasUp {
		c.Bias += 2
	} else if look < 0 && c.Bias != CameraBiasDown {
		c.Bias -= 2
	}
}

// cdLook is Sonic CD's look: a press of up (down) within 16 frames of the
// last one starts the scroll; it goes back on release.
func (s *Sim) cdLook(in Input, look int) {
	c := &s.st.Cam
	prev := s.st.PrevInput
	pressed := (in&Up != 0 && prev&Up == 0) || (in&Down != 0 && prev&Down == 0)
	if c.CDTap > 0 {
		c.CDTap--
	}
	if pressed {
		if c.CDTap > 0 && look != 0 {
			c.CDLook = int8(look)
		}
		c.CDTap = 16
	}
	if look == 0 || int(c.CDLook) != look {
		c.CDLook = 0
		c.resetBias()
		return
	}
	if look > 0 && c.Bias != CameraBiasUp {
		c.Bias += 2
	} else if look < 0 && c.Bias != CameraBiasDown {
		c.Bias -= 2
	}
}

func (c *Camera) resetBias() {
	switch {
	case c.Bias < CameraBias:
		c.Bias += 2
	case c.Bias > CameraBias:
		c.Bias -= 2
	}
}

// fastCap is the camera's speed limit: 16, 24 in s3k and mania.
func (s *Sim) fastCap() int {
	if s.cfg.Variant == S3K || s.cfg.Variant == Mania {
		return 24
	}
	return 16
}

// updateCamera is DeformBgLayer's camera part for one frame.
func (s *Sim) updateCamera(in Input) {
	st := &s.st
	c := &st.Cam
	s.cameraLook(in)
	// A spindash release starts the lag (Sonic_UpdateSpindash): the delay
	// is $2000 minus twice the speed above 8, in whole frames.
	if c.WasSpindash && !st.Spindash && st.Rolling && s.cfg.Variant != CD {
		g := st.GSpeed
		if g < 0 {
			g = -g
		}
		d := (int(g) - 0x800) * 2 & 0x1F00
		c.Delay = uint16(0x2000 - d)
	}
	c.WasSpindash = st.Spindash
	// A dead player locks the scrolling (CheckGameOver's Scroll_lock).
	if !st.Dead && (s.events == nil || s.events.CameraFollows()) {
		s.scrollHoriz()
		s.scrollVerti()
	}
	if s.events != nil {
		s.events.LevelEvents() // the engine's level code (engine.go: LevelEventer)
	}
	c.levelEvents(st.Air)
	if s.events != nil {
		s.events.AfterLevelEvents()
	}
}

// scrollHoriz is ScrollHoriz (Sonic CD: the focal point, with the extended
// camera shift).
func (s *Sim) scrollHoriz() {
	st := &s.st
	c := &st.Cam
	px := st.X.Pixel()
	if c.Delay != 0 {
		c.Delay -= 0x100
		d := uint8(c.Delay>>8)*4 + 4
		px = int(c.Rec[(c.RecIndex-d)>>2].X) & 0x3FFF
	}
	fast := s.fastCap()
	d := px - c.X
	if s.cfg.Variant == CD {
		s.cdShift()
		d -= CameraRight + c.ShiftX
		switch {
		case d < 0:
			c.scrollX(max(d, -fast))
		case d > 0:
			c.scrollX(min(d, fast))
		}
		return
	}
	d -= CameraLeft
	if d < 0 {
		c.scrollX(max(d, -fast))
		return
	}
	d -= 16
	if d >= 0 {
		c.scrollX(min(d, fast))
	}
}

func (c *Camera) scrollX(d int) {
	x := c.X + d
	if d < 0 && x <= c.MinX {
		x = c.MinX
	}
	if d >= 0 && x >= c.MaxX {
		x = c.MaxX
	}
	c.X = x
}

// cdShift moves Sonic CD's horizontal focal point 64 pixels behind the
// player at Ground Speed 6 or more (or 16 frames into charging a Super
// Peel-Out), 2 a frame, and back below it (docs/physics.md "Camera" "Extended Camera").
func (s *Sim) cdShift() {
	st := &s.st
	c := &st.Cam
	target := 0
	g := st.GSpeed
	if g >= 6*One {
		target = -CameraCDShift
	} else if g <= -6*One {
		target = CameraCDShift
	} else if st.P.PeelOut && st.P.PeelOutCharge >= 16 {
		// 16 frames into charging a Super Peel-Out: behind the facing.
		target = -CameraCDShift
		if st.FacingLeft {
			target = CameraCDShift
		}
	}
	switch {
	case c.ShiftX < target:
		c.ShiftX += 2
	case c.ShiftX > target:
		c.ShiftX -= 2
	}
}

// scrollVerti is ScrollVerti: in the air the player roams 32 pixels either
// side of the focal point; on the ground the camera follows him to it,
// at most 6 a frame (16 at Ground Speed 8 or more; 2 while the focal
// point is shifted). Rolling lowers the player's point by 5.
func (s *Sim) scrollVerti() {
	st := &s.st
	c := &st.Cam
	d := st.Y.Pixel() - c.Y
	wrap := s.wrapsY()
	if wrap {
		d &= WrapHeight - 1 // the level wraps vertically (wrap.go)
	}
	if st.Rolling {
		d -= 5
	}
	fast := s.fastCap()
	if st.Air || st.Dead {
		d += 32 - c.Bias
		switch {
		case d < 0:
			c.scrollY(intmath.Clamp(d, -fast, fast), wrap)
		case d >= 64:
			c.scrollY(intmath.Clamp(d-64, -fast, fast), wrap)
		case c.MaxYChanging:
			c.MaxYChanging = false
			c.scrollY(0, wrap)
		}
		return
	}
	d -= c.Bias
	if d == 0 {
		if c.MaxYChanging {
			c.MaxYChanging = false
			c.scrollY(0, wrap)
		}
		return
	}
	lim := 2
	if c.Bias == CameraBias {
		g := st.GSpeed
		if g < 0 {
			g = -g
		}
		lim = 6
		if g >= 0x800 {
			lim = fast
		}
	}
	c.scrollY(intmath.Clamp(d, -lim, lim), wrap)
}

// scrollY moves the camera by d within its limits (ScrollVerti's
// .scrollUp and .scrollDown); in a level that wraps vertically (wrap.go)
// it wraps instead: reaching y -$100 (or less) it moves $800 down the
// level, reaching its bottom limit ($800) $800 up.
func (c *Camera) scrollY(d int, wrap bool) {
	y := c.Y + d
	if d < 0 {
		if y <= c.MinY {
			if wrap && y <= WrapTop {
				y &= WrapHeight - 1
			} else {
				y = c.MinY
			}
		}
	} else if y >= c.MaxY {
		if wrap && y-WrapHeight >= 0 {
			y -= WrapHeight
		} else {
			y = c.MaxY
		}
	}
	c.Y = y
}

// levelEvents is RunDynamicLevelEvents' common part: MaxY moves toward
// TargetMaxY by 2 a frame (8 down while the player is airborne and the
// camera within 8 of the limit); moving up, it first jumps to the camera.
func (c *Camera) levelEvents(air bool) {
	d := c.TargetMaxY - c.MaxY
	switch {
	case d == 0:
		return
	case d < 0:
		if c.Y > c.TargetMaxY {
			c.MaxY = c.Y &^ 1
		}
		c.MaxY -= 2
	default:
		step := 2
		if c.Y+8 >= c.MaxY && air {
			step = 8
		}
		c.MaxY += step
	}
	c.MaxYChanging = true
}

// SetCameraTarget sets the camera's limits as a level event does
// (Camera_Min_X_pos, Camera_Max_X_pos at once; Camera_Max_Y_pos_target,
// reached 2 pixels a frame).
func (s *Sim) SetCameraTarget(minX, maxX, maxY int) {
	c := &s.st.Cam
	c.MinX, c.MaxX, c.TargetMaxY = minX, maxX, maxY
}

// boundLimits returns Sonic_LevelBound's limits from the camera: left
// Camera_Min_X_pos+16, right Camera_Max_X_pos+320-24 (+64 more in s2, s3k
// and mania; in s2 outside boss fights: Current_Boss_ID; in s1 unless
// f_lockscreen, Camera.Locked, is set), and the bottom Camera_Max_Y_pos+224
// below which the player dies.
func (s *Sim) boundLimits() (left, right, bottom int) {
	c := &s.st.Cam
	left = c.MinX + 16
	right = c.MaxX + ScreenWidth - 24
	switch s.cfg.Variant {
	case S2:
		if st := &s.st; st.S2.Ev.BossID == 0 {
			right += 64 // not in a boss fight (Current_Boss_ID)
		}
	case S3K, Mania:
		right += 64
	case S1:
		if !c.Locked {
			right += 64
		}
	}
	return left, right, c.MaxY + ScreenHeight
}
