package sonic1

import "loopwright/physics"

// Obj11: Green Hill's bridge (sonic.asm: Bridge). Slot fields of the
// bridge object: Sub the log count, Logs the logs' slots left to right
// (the bridge's own slot among them, in the middle), B3E objoff_3E (the
// bend's angle), B3F objoff_3F (the log under Sonic); each log's BaseY
// is objoff_3C (its resting y).

// maxLogs is the most logs a bridge keeps (its slot's list).
const maxLogs = 16

// bridge runs Obj11. Bri_Main lays out the subtype's count of logs, 16
// apart, centred on the object (the object itself one of them), the
// others in free slots (routine $A: drawn only). Bri_Action: a falling
// Sonic within the logs lands on it (Plat_NoXCheck: 8 above its y); the
// bend relaxes by 4 a frame. Bri_Platform: while Sonic stays on it
// (ExitPlatform2) the log under him is his x's 16-pixel column, the bend
// deepens by 4 a frame up to $40, each log sinks by the bend tables
// (Bri_Bend: ghzbend1, ghzbend2) and Sonic stands 8 above his log. Out of
// range, the bridge and its logs go.
func (s *engine) bridge(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		s.bridgeMain(k)
		fallthrough
	case 2:
		s.bridgeSolid(k)
		ob = &o.Slots[k]
		if ob.B3E != 0 {
			ob.B3E -= 4
			s.bridgeBend(k)
		}
	case 4:
		s.bridgeWalkOff(k)
	case 0x0A:
		s.display(k)
		return
	default:
		s.deleteObject(k)
		return
	}
	s.display(k)
	ob = &o.Slots[k]
	if s.outOfRange(ob.X.Pixel()) {
		n := int(ob.Sub)
		for i := 0; i < n && i < maxLogs; i++ {
			if j := int(ob.Logs[i]); j != k && j >= 0 && j < Slots && o.Slots[j].ID == idBridge {
				s.deleteObject(j)
			}
		}
		s.deleteObject(k)
	}
}

func (s *engine) bridgeMain(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	ob.Routine = 2
	ob.Render = ob.Render&3 | 4
	ob.Width = 0x80
	d2 := ob.Y.Pixel()
	d3 := ob.X.Pixel()
	n := int(ob.Sub)
	if n > maxLogs {
		n = maxLogs
	}
	ob.Sub = 0
	d3 -= (n >> 1) << 4
	li := 0
	for d1 := n - 2; d1 >= 0; d1-- {
		j := s.findFree()
		if j < 0 {
			break
		}
		ob = &o.Slots[k]
		ob.Sub++
		if d3 == ob.X.Pixel() {
			d3 += 0x10
			ob.Y = physics.FromPixels(d2)
			ob.BaseY = int16(d2)
			if li < maxLogs {
				ob.Logs[li] = int16(k)
				li++
			}
			ob.Sub++
		}
		if li < maxLogs {
			ob.Logs[li] = int16(j)
			li++
		}
		o.Slots[j] = physics.S2Obj{ID: idBridge, Routine: 0x0A, Layout: -1, Y: physics.FromPixels(d2), BaseY: int16(d2),
			X: physics.FromPixels(d3), Render: 4, Width: 8}
		d3 += 0x10
	}
}

func (s *engine) bridgeSolid(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	d1 := int(ob.Sub) << 3
	d2 := 2 * d1
	d1 += 8
	if st.YSpeed < 0 {
		return
	}
	d0 := int(int16(st.X.Pixel() - ob.X.Pixel() + d1))
	if d0 < 0 || d0 >= d2 {
		return
	}
	s.platform3(k, ob.Y.Pixel()-8)
}

func (s *engine) bridgeWalkOff(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	d2 := int(ob.Sub) << 3
	d1 := d2 + 8
	d0 := int(int16(st.X.Pixel() - ob.X.Pixel() + d1))
	if st.Air || d0 < 0 || d0 >= 2*d2 {
		if st.S2.On == k+1 {
			st.S2.On, st.Obj.On = 0, 0
		}
		ob.Routine = 2
		ob.Status &^= standBit
		return
	}
	ob.B3F = uint8(d0 >> 4)
	if ob.B3E != 0x40 {
		ob.B3E += 4
	}
	s.bridgeBend(k)
	// Bri_MoveSonic
	i := int(ob.B3F)
	if i < maxLogs {
		if j := int(ob.Logs[i]); j >= 0 && j < Slots {
			y := st.S2.Slots[j].Y.Pixel() - 8 - st.YRadius
			st.Y = physics.FromPixels(y) | st.Y&0xFF
		}
	}
}

// bridgeBend is Bri_Bend.
func (s *engine) bridgeBend(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	b1, b2 := s.heights["ghzbend1"], s.heights["ghzbend2"]
	sn, _ := physics.SinCos(ob.B3E)
	d4 := uint32(uint16(int16(sn)))
	n := int(ob.Sub)
	idx := int(ob.B3F)
	d5 := uint32(heightAt(b1, n*16+idx))
	row := (idx & 0x0F) * 16
	li := 0
	set := func(b int) {
		if li >= maxLogs || li >= n {
			li++
			return
		}
		j := int(ob.Logs[li])
		li++
		if j < 0 || j >= Slots {
			return
		}
		lg := &o.Slots[j]
		v := uint32(uint16(uint32(b+1)*d5)) * d4
		lg.Y = physics.FromPixels(int(lg.BaseY)+int(int16(v>>16))) | lg.Y&0xFF
	}
	for c := 0; c <= idx; c++ {
		set(heightAt(b2, row+c))
	}
	r := n - idx - 1
	if r <= 0 {
		return
	}
	for c := r - 1; c >= 0; c-- {
		set(heightAt(b2, r*16+c))
	}
}
