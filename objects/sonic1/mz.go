package sonic1

import (
	"encoding/hex"
	"strings"

	"loopwright/physics"
)

// heightmaps reads the level property s1_heightmaps ("name:hex ...",
// the SonLVL import's copy of the disassembly's misc heightmaps) into
// s.heights (once per level: a restart allocates nothing).
func (s *engine) heightmaps() {
	if s.heightsOf == s.level {
		return
	}
	s.heightsOf = s.level
	for k := range s.heights {
		delete(s.heights, k)
	}
	for _, p := range s.level.Props {
		if p.Name != "s1_heightmaps" {
			continue
		}
		for _, w := range strings.Fields(p.Value) {
			name, h, ok := strings.Cut(w, ":")
			if !ok {
				continue
			}
			if d, err := hex.DecodeString(h); err == nil {
				if s.heights == nil {
					s.heights = map[string][]byte{}
				}
				s.heights[name] = d
			}
		}
	}
}

// heightAt returns byte i of heightmap h (0 past its end or when the
// level has none: a flat surface).
func heightAt(h []byte, i int) int {
	if i < 0 || i >= len(h) {
		return 0
	}
	return int(h[i])
}

// oscSettings is OscillateNumDo's table: each oscillator's frequency and
// amplitude.
var oscSettings = [16][2]uint16{
	{2, 0x10}, {2, 0x18}, {2, 0x20}, {2, 0x30}, {4, 0x20}, {8, 8}, {8, 0x40}, {4, 0x40},
	{2, 0x50}, {2, 0x50}, {2, 0x20}, {3, 0x30}, {5, 0x50}, {7, 0x70}, {2, 0x10}, {2, 0x10},
}

// oscInit is OscillateNumInit: the direction bits and each oscillator's
// value and rate.
func (s *engine) oscInit() {
	o := &s.st.S2
	o.OscBits = 0x007C
	for i := range o.Osc {
		o.Osc[i] = [2]uint16{0x80, 0}
	}
	o.Osc[9] = [2]uint16{0x50F0, 0x11E}
	o.Osc[10] = [2]uint16{0x2080, 0xB4}
	o.Osc[11] = [2]uint16{0x3080, 0x10E}
	o.Osc[12] = [2]uint16{0x5080, 0x1C2}
	o.Osc[13] = [2]uint16{0x7080, 0x276}
}

// oscDo is OscillateNumDo (not while Sonic is dead): each oscillator's
// rate grows by its frequency toward its direction, its value by the
// rate; the direction turns when the value's high byte reaches the
// amplitude (going up) or falls below it (going down).
func (s *engine) oscDo() {
	st := s.st
	if st.Dead {
		return
	}
	o := &st.S2
	for i := range o.Osc {
		bit := uint16(1) << uint(15-i)
		f, a := oscSettings[i][0], oscSettings[i][1]
		v := &o.Osc[i]
		if o.OscBits&bit == 0 {
			v[1] += f
			v[0] += v[1]
			if uint8(a) <= uint8(v[0]>>8) {
				o.OscBits |= bit
			}
			continue
		}
		v[1] -= f
		v[0] += v[1]
		if uint8(a) > uint8(v[0]>>8) {
			o.OscBits &^= bit
		}
	}
}

// osc returns v_oscillate+2+4i's byte: oscillator i's value's high byte.
func (s *engine) osc(i int) int { return int(s.st.S2.Osc[i][0] >> 8) }

// ---------------------------------------------------------------------------
// Obj2F: Marble Zone's large grassy platforms

// lgrassData is LGrass_Data: per subtype bits 4-6 (/4), the heightmap,
// the frame and the half width.
var lgrassData = [...]struct {
	heights string
	frame   uint8
	width   uint8
}{{"mz_pfm1", 0, 0x40}, {"mz_pfm3", 1, 0x40}, {"mz_pfm2", 2, 0x20}}

// largeGrass is Obj2F (sonic.asm: LargeGrass). Its shape (LGrass_Data:
// heightmap, width) comes from subtype bits 4-6; bits 0-3 its motion: 0
// still, 1-4 up and down by oscillators 0-3 ($20, $30, $40, $60 range;
// bit 3 reverses), 5 sinking while stood on (up to $40 by CalcSine),
// lighting the burning grass (GrassFire) once half sunk. Sonic meets its sides and
// its shaped top (SolidObject2F) and stands on the shape (SlopeObject2)
// until he leaves its width (ExitPlatform). Deleted out of range (by its
// first x).
func (s *engine) largeGrass(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render |= 4
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		i := int(ob.Sub>>2) & 0x1C / 4
		if i >= len(lgrassData) {
			i = len(lgrassData) - 1
		}
		ob.Index = int16(i)
		ob.MapFrame = lgrassData[i].frame
		ob.Width = lgrassData[i].width
		ob.Sub &= 0x0F
		ob.YRad = 0x40
		ob.Render |= 0x10
	}
	s.lgrassTypes(k)
	ob = &o.Slots[k]
	h := s.heights[lgrassData[ob.Index].heights]
	d1 := int(ob.Width) + 0x0B
	if ob.Routine2 != 0 {
		if s.exitPlatform(k, d1, d1) {
			ob.Routine2 = 0
		} else {
			s.slopeObject2(k, d1, ob.X.Pixel(), h)
		}
	} else {
		d2 := 0x20
		if ob.MapFrame == 2 {
			d2 = 0x30
		}
		s.solidObject2F(k, d1, d2, h)
	}
	s.display(k)
	if ob.Flag && ob.Render&physics.S2OnScreen == 0 {
		s.lgrassDelFlames(k)
		return
	}
	if s.outOfRange(int(ob.BaseX)) {
		s.deleteObject(k)
	}
}

// lgrassTypes is LGrass_Types.
func (s *engine) lgrassTypes(k int) {
	ob := &s.st.S2.Slots[k]
	var d0, d1 int
	switch ob.Sub & 7 {
	case 1:
		d0, d1 = s.osc(0), 0x20
	case 2:
		d0, d1 = s.osc(1), 0x30
	case 3:
		d0, d1 = s.osc(2), 0x40
	case 4:
		d0, d1 = s.osc(3), 0x60
	case 5:
		a := int(uint8(ob.Timer2))
		if ob.Routine2 == 0 {
			a -= 2
			if a < 0 {
				a = 0
			}
		} else {
			a += 4
			if a >= 0x40 {
				a = 0x40
			}
		}
		ob.Timer2 = int16(a)
		sn, _ := physics.SinCos(uint8(a))
		d1 := int(uint16(sn) >> 4)
		ob.Y = physics.FromPixels(int(ob.BaseY)+d1) | ob.Y&0xFF
		s.lgrassBurn(k, d1)
		return
	default:
		return
	}
	if ob.Sub&8 != 0 {
		d0 = -d0 + d1
	}
	ob.Y = physics.FromPixels(int(ob.BaseY)-d0) | ob.Y&0xFF
}

// exitPlatform is ExitPlatform (d1 the half width, d2 the width's half
// for the right edge): Sonic in the air or off its width leaves the
// object; it reports that he left.
func (s *engine) exitPlatform(k, d1, d2 int) bool {
	st := s.st
	ob := &st.S2.Slots[k]
	dx := int(int16(st.X.Pixel() - ob.X.Pixel() + d1))
	if !st.Air && dx >= 0 && dx < 2*d2 {
		return false
	}
	if st.S2.On == k+1 {
		st.S2.On, st.Obj.On = 0, 0
	}
	ob.Status &^= standBit
	return true
}

// slopeObject2 is SlopeObject2: Sonic, standing on an object, stands on
// its heightmap h (a byte per 2 pixels from its left edge, mirrored when
// flipped) and moves with its x since d2.
func (s *engine) slopeObject2(k, d1, d2 int, h []byte) {
	st := s.st
	if st.S2.On == 0 {
		return
	}
	ob := &st.S2.Slots[k]
	d0 := int(uint16(st.X.Pixel()-ob.X.Pixel()+d1)) >> 1
	if ob.Render&physics.S2XFlip != 0 {
		d0 = int(uint16(^uint16(d0)) + uint16(d1))
	}
	y := ob.Y.Pixel() - heightAt(h, d0) - st.YRadius
	st.Y = physics.FromPixels(y) | st.Y&0xFF
	st.X -= physics.FromPixels(d2 - ob.X.Pixel())
}

// solidObject2F is SolidObject2F: Solid_ChkEnter with the top lowered by
// the heightmap at Sonic's x (less its first byte).
func (s *engine) solidObject2F(k, d1, d2 int, h []byte) int {
	st := s.st
	ob := &st.S2.Slots[k]
	if ob.Render&physics.S2OnScreen == 0 {
		s.solidIgnore(k)
		return 0
	}
	d0 := int(int16(st.X.Pixel() - ob.X.Pixel() + d1))
	if d0 < 0 || d0 > 2*d1 {
		s.solidIgnore(k)
		return 0
	}
	d5 := d0
	if ob.Render&physics.S2XFlip != 0 {
		d5 = int(^uint16(d5)) + 2*d1
		d5 &= 0xFFFF
	}
	d3 := int(uint8(heightAt(h, d5>>1) - heightAt(h, 0)))
	return s.solidEnter(k, d1, d2, ob.Y.Pixel()-d3)
}

// ---------------------------------------------------------------------------
// Obj54: lava tag

// lavaTag is Obj54 (sonic.asm: LavaTag): an invisible harmful box
// (subtype 0-2: collision $96, $94, $95), always "on screen" (render $84),
// deleted when its column leaves the camera's range.
func (s *engine) lavaTag(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		cols := [3]uint8{0x96, 0x94, 0x95}
		ob.Coll = cols[0]
		if int(ob.Sub) < len(cols) {
			ob.Coll = cols[ob.Sub]
		}
		ob.Render = 0x84
	}
	d := int(int16(uint16(ob.X.Pixel()&0xFF80) - uint16(s.st.Cam.X-0x80)&0xFF80))
	if d < 0 || d > 0x280 {
		s.deleteObject(k)
	}
}
