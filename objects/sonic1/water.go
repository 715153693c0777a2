package sonic1

// Labyrinth's water heights (sonic.asm _inc/LZWaterFeatures.asm:
// LZDynamicWater, DynWater_LZ1 ... DynWater_SBZ3): each act's routine
// sets the target height (v_waterpos3) from the camera's x and Sonic's
// y; some set the mean height (v_waterpos2) at once. The core moves the
// mean toward the target a pixel a frame and adds the wobble
// (physics: moveWater). The game runs it at the start of a frame,
// before Sonic; the engine runs it at the end of the one before
// (AfterCamera), with the same camera and Sonic, just before the core
// moves the water. Not while Sonic is dead.
func (s *engine) dynamicWater() {
	st := s.st
	if st.Dead {
		return
	}
	w := &st.Water
	o := &st.S2
	cx := uint16(st.Cam.X)
	sy := uint16(st.Y.Pixel())
	switch s.zoneAct {
	case "lz1":
		if o.WaterRoutine == 0 {
			d1 := 0xB8
			switch {
			case cx < 0x600:
			case sy < 0x200:
				d1 = 0x108
				if cx >= 0xC80 {
					d1 = 0xE8
					if cx >= 0x1500 {
						d1 = 0x108
					}
				}
			default:
				d1 = 0x108
				if cx >= 0xC00 {
					d1 = 0x318
					if cx >= 0x1080 {
						o.Switch[5] = 0x80
						d1 = 0x5C8
						if cx >= 0x1380 {
							d1 = 0x3A8
							if w.Mean == d1 {
								o.WaterRoutine = 1
							}
						}
					}
				}
			}
			w.Target = d1
			return
		}
		if o.WaterRoutine == 1 && sy < 0x2E0 {
			d1 := 0x3A8
			if cx >= 0x1300 {
				d1 = 0x108
				o.WaterRoutine = 2
			}
			w.Target = d1
		}
	case "lz2":
		d1 := 0x328
		if cx >= 0x500 {
			d1 = 0x3C8
			if cx >= 0xB00 {
				d1 = 0x428
			}
		}
		w.Target = d1
	case "lz3":
		s.dynWaterLZ3(cx, sy)
	case "sbz3":
		d1 := 0x228
		if cx >= 0xF00 {
			d1 = 0x4C8
		}
		w.Target = d1
	}
}

// dynWaterLZ3 is DynWater_LZ3. Its first stage, once the camera is
// right of $600 with Sonic between y $3C0 and $600, also opens the wall:
// chunk $4B written into the layout at row 2, column 6 (lz3Wall).
func (s *engine) dynWaterLZ3(cx, sy uint16) {
	st := s.st
	w := &st.Water
	o := &st.S2
	switch o.WaterRoutine {
	case 0:
		d1 := 0x900
		if cx >= 0x600 && sy >= 0x3C0 && sy < 0x600 {
			d1 = 0x4C8
			s.SetLayoutChunk(lz3WallX, lz3WallY, 0x4B)
			o.WaterRoutine = 1
		}
		w.Target, w.Mean = d1, d1
	case 1:
		d1 := 0x4C8
		if cx >= 0x770 {
			d1 = 0x308
			if cx >= 0x1400 {
				if w.Target == 0x508 || sy >= 0x600 || sy < 0x280 {
					d1 = 0x508
					w.Mean = d1
					if cx >= 0x1770 {
						o.WaterRoutine = 2
					}
				}
			}
		}
		w.Target = d1
	case 2:
		d1 := 0x508
		if cx >= 0x1860 {
			d1 = 0x188
			if cx >= 0x1AF0 || w.Mean == d1 {
				o.WaterRoutine = 3
			}
		}
		w.Target = d1
	case 3:
		d1 := 0x188
		if cx >= 0x1AF0 {
			d1 = 0x900
			if cx >= 0x1BC0 {
				o.WaterRoutine = 4
				w.Target, w.Mean = 0x608, 0x7C0
				o.Switch[8] = 1
				return
			}
		}
		w.Target, w.Mean = d1, d1
	default:
		if cx >= 0x1E00 {
			w.Target = 0x128
		}
	}
}
