package sonic1

import "loopwright/physics"

// Labyrinth's level features (_inc/LZWaterFeatures.asm: LZWaterFeatures,
// LZWindTunnels, LZWaterSlides). The game runs them at the start of each
// frame, before ExecuteObjects (Sonic's code); the engine runs them
// there too (physics: FrameStarter). The dynamic water heights are
// water.go's.

// lzAct is the level's act in Labyrinth (v_act: 0-2, 3 for Scrap Brain
// act 3), -1 outside Labyrinth.
func (s *engine) lzAct() int {
	switch s.zoneAct {
	case "lz1":
		return 0
	case "lz2":
		return 1
	case "lz3":
		return 2
	case "sbz3":
		return 3
	}
	return -1
}

// lzWind is LZWind_Data: each current's left, top, right and bottom
// (act 1 has two).
var lzWind = [5][4]uint16{
	{0xA80, 0x300, 0xC10, 0x380},
	{0xF80, 0x100, 0x1410, 0x180},
	{0x460, 0x400, 0x710, 0x480},
	{0xA20, 0x600, 0x1610, 0x6E0},
	{0xC80, 0x600, 0x13D0, 0x680},
}

// slideChunks and slideSpeeds are Slide_Chunks and Slide_Speeds: the
// water slides' 256x256 chunks and the ground speed (its high byte)
// each gives.
var (
	slideChunks = [7]uint8{2, 7, 3, 0x4C, 0x4B, 8, 4}
	slideSpeeds = [7]int8{10, -11, 10, -10, -11, -12, 11}
)

// StartFrame is the V-int's level timer (hudTime), then
// LZWaterFeatures' part before Sonic's code: in
// Labyrinth, while Sonic is alive (and, REV01, not drowning:
// f_nobgscroll), the currents and the water slides. The currents read
// Up and Down from v_jpadhold2, Sonic's copy of the joypad, which
// Sonic_Control makes later in the frame (ExecuteObjects): here it still
// holds the last frame's buttons (physics: State.PrevInput, the buttons
// Sonic's code read then).
func (s *engine) StartFrame(in physics.Input) {
	if !s.active {
		return
	}
	s.hudTime() // the V-int's HUD_Update, before the frame's code
	act := s.lzAct()
	if act < 0 || s.st.Dead || s.st.P.Drowning > 0 {
		return
	}
	s.windTunnels(act, s.st.PrevInput)
	s.waterSlides()
}

// windTunnels is LZWindTunnels: Sonic inside a current's box (his x
// and y, unsigned) is carried: 4 pixels right a frame, x speed $400, y
// speed 0, in the air; Up and Down held in hold (v_jpadhold2) move him
// a pixel. Near the current's left end he also drifts 2 down (act 2:
// up): the game tests x - $80 against the left edge, where its x word's
// low byte has become this frame's V-int counter's low 6 bits (REV01
// reuses d0; $D0 on the frames the sound plays). The currents do
// nothing while an object stops them (f_wtunnelallow) or while Sonic is
// hurt; out of every current, Sonic leaves the current mode
// (f_wtunnelmode).
func (s *engine) windTunnels(act int, hold physics.Input) {
	st := s.st
	o := &st.S2
	sets := lzWind[act+1 : act+2]
	if act == 0 {
		sets = lzWind[0:2]
	}
	sx, sy := uint16(st.X.Pixel()), uint16(st.Y.Pixel())
	// v_vbla_byte: this frame's V-int has been counted (VBlank, before
	// LZWaterFeatures); the engine counts it in Run, after StartFrame.
	vint := uint8(o.Vint + 1)
	for _, w := range sets {
		if sx < w[0] || sx >= w[2] || sy < w[1] || sy >= w[3] {
			continue
		}
		d0 := sx&0xFF00 | uint16(vint&0x3F)
		if vint&0x3F == 0 {
			d0 = 0xD0 // move.w #sfx_Waterfall,d0
		}
		if o.WindOff {
			return
		}
		if st.Obj.Hurt {
			o.WindTunnel = false
			return
		}
		o.WindTunnel = true
		if d0-0x80 < w[0] {
			d := 2
			if act == 1 {
				d = -2
			}
			st.Y += physics.FromPixels(d)
		}
		st.X += physics.FromPixels(4)
		st.XSpeed, st.YSpeed = 0x400, 0
		st.Air = true
		if hold&physics.Up != 0 {
			st.Y -= physics.FromPixels(1)
		}
		if hold&physics.Down != 0 {
			st.Y += physics.FromPixels(1)
		}
		return
	}
	o.WindTunnel = false
}

// waterSlides is LZWaterSlides: Sonic on the ground in one of the slide
// chunks (the 256x256 chunk of the foreground layout at his x and y)
// takes its speed (Slide_Speeds, the ground speed's high byte; facing
// left when negative) and the slide mode; off them (or in the air) the
// slide mode ends with a 5-frame control lock.
func (s *engine) waterSlides() {
	st := s.st
	o := &st.S2
	if !st.Air {
		ch := s.layoutChunk(st.X.Pixel(), st.Y.Pixel())
		for i := len(slideChunks) - 1; i >= 0; i-- {
			if slideChunks[i] != ch {
				continue
			}
			v := slideSpeeds[i]
			st.FacingLeft = v < 0
			st.GSpeed = physics.Fixed(int16(v) << 8)
			o.SlideMode = true
			return
		}
	}
	if o.SlideMode {
		st.MoveLock = 5
		o.SlideMode = false
	}
}

// layoutChunk is the foreground layout's byte for the 256x256 chunk at
// (x, y) as LZWaterSlides reads it (row y / 256 mod 8, column x / 256
// mod $80), with the chunks the level events wrote (events.go: the
// run's layout patches), 0 outside the layout.
func (s *engine) layoutChunk(x, y int) uint8 {
	return uint8(s.LayoutChunk((x>>8)&0x7F, (y>>8)&7))
}
