package sonic1

import "loopwright/physics"

// Obj28 (animals): _incObj/28 Animals.asm. An animal keeps its type (objoff_30) in Index,
// its hop speeds (objoff_32, objoff_34) in GXVel and GYVel, the ending
// wait (objoff_36) in Timer, the ending hop toggle (objoff_29) in Flag
// and the points frame (objoff_3E, from ReactToItem's item bonus) in
// Timer2; obTimeFrame is AnimDur, obFrame MapFrame.

// zoneNumber is the level's v_zone (Green Hill 0, Labyrinth 1, Marble
// 2, Star Light 3, Spring Yard 4, Scrap Brain 5; Scrap Brain act 3 is
// Labyrinth's fourth act, the Final Zone Scrap Brain's third: the level
// select's "dc.b id_SBZ, 2"), 0 for a level without a Sonic 1 zone name.
func (s *engine) zoneNumber() int {
	za := s.zoneAct
	switch za {
	case "sbz3":
		return 1
	case "fz":
		return 5
	}
	for len(za) > 0 && za[len(za)-1] >= '0' && za[len(za)-1] <= '9' {
		za = za[:len(za)-1]
	}
	switch za {
	case "lz":
		return 1
	case "mz":
		return 2
	case "slz":
		return 3
	case "syz":
		return 4
	case "sbz":
		return 5
	}
	return 0
}

// anmlVarIndex is Anml_VarIndex: each zone's two animals.
var anmlVarIndex = [6][2]uint8{{0, 5}, {2, 3}, {6, 3}, {4, 5}, {4, 1}, {0, 1}}

// anmlSpeeds are Anml_Variables' speeds: each animal's hop (x, y).
var anmlSpeeds = [7][2]physics.Fixed{
	{-0x200, -0x400}, {-0x200, -0x300}, {-0x180, -0x300}, {-0x140, -0x180},
	{-0x1C0, -0x300}, {-0x300, -0x400}, {-0x280, -0x380},
}

// anmlEndSpeed is Anml_EndSpeed: the ending's animals' speeds, by
// subtype $0A-$14.
var anmlEndSpeed = [11][2]physics.Fixed{
	{-0x440, -0x400}, {-0x440, -0x400}, {-0x440, -0x400}, {-0x300, -0x400},
	{-0x300, -0x400}, {-0x180, -0x300}, {-0x180, -0x300}, {-0x140, -0x180},
	{-0x1C0, -0x300}, {-0x200, -0x300}, {-0x280, -0x380},
}

// animals is Obj28 (_incObj/28 Animals.asm: Animals). From a destroyed
// enemy (subtype 0, Anml_FromEnemy): RandomNumber's bit 0 picks one of
// the zone's two animals (Anml_VarIndex), it jumps up at -$400 and a
// Points object takes the first free slot (not once a boss is beaten:
// then it waits, loc_911C); it falls (ObjectFall) to the floor
// (ObjFloorDist), then hops away with its animal's speeds: the walkers
// fall and hop (loc_9184), the birds flap with gravity $18 (loc_91C0).
// Off screen it is deleted. The ending's animals (subtypes $0A-$14,
// Anml_Ending) take their speeds from Anml_EndSpeed and hop in place or
// after Sonic (loc_9260 ... loc_92D6), deleted off screen once Sonic is
// $180 past them (loc_9224).
func (s *engine) animals(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		s.anmlInit(k)
		return
	case 2: // loc_912A
		if ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
		objectFall(ob)
		if ob.YVel >= 0 {
			if d := s.objFloorDist(ob); d < 0 {
				ob.Y += physics.FromPixels(d)
				ob.XVel, ob.YVel = ob.GXVel, ob.GYVel
				ob.MapFrame = 1
				ob.Routine = uint8(ob.Index)*2 + 4
				if o.BossStatus != 0 && o.Vint&0x10 != 0 {
					ob.XVel = -ob.XVel
					ob.Render ^= 1
				}
			}
		}
		s.display(k)
		return
	case 0x04, 0x08, 0x0A, 0x0C, 0x10: // loc_9184
		s.anmlWalk(k)
		return
	case 0x06, 0x0E: // loc_91C0
		s.anmlFly(k)
		return
	case 0x12: // loc_9240
		if ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
		ob.Timer--
		if ob.Timer == 0 {
			ob.Routine = 2
		}
		s.display(k)
		return
	case 0x14, 0x16: // loc_9260
		if uint16(s.st.X.Pixel())-uint16(ob.X.Pixel()) < 0xB8 {
			ob.XVel, ob.YVel = ob.GXVel, ob.GYVel
			ob.Routine = 0x0E
			s.anmlFly(k)
			return
		}
	case 0x18: // loc_9280
		if s.anmlSonicDist(ob) < 0 {
			ob.XVel, ob.GXVel = 0, 0
			speedToPos(ob)
			ob.YVel += 0x18
			s.anmlHop(ob)
			s.anmlFace(ob)
			s.anmlFlap(ob)
		}
	case 0x1A: // loc_92BA
		if s.anmlSonicDist(ob) < 0 {
			ob.XVel, ob.YVel = ob.GXVel, ob.GYVel
			ob.Routine = 4
			s.anmlWalk(k)
			return
		}
	case 0x28: // loc_92D6
		objectFall(ob)
		ob.MapFrame = 1
		if ob.YVel >= 0 {
			ob.MapFrame = 0
			s.anmlBounce(ob)
		}
	case 0x1C, 0x20, 0x24: // loc_9314
		if s.anmlSonicDist(ob) < 0 {
			ob.XVel, ob.GXVel = 0, 0
			objectFall(ob)
			s.anmlHop(ob)
			s.anmlFace(ob)
		}
	case 0x1E, 0x22: // loc_9332
		if s.anmlSonicDist(ob) < 0 {
			objectFall(ob)
			ob.MapFrame = 1
			if ob.YVel >= 0 {
				ob.MapFrame = 0
				if d := s.objFloorDist(ob); d < 0 {
					ob.XVel = -ob.XVel
					ob.Render ^= 1
					ob.Y += physics.FromPixels(d)
					ob.YVel = ob.GYVel
				}
			}
		}
	case 0x26: // loc_9370
		if s.anmlSonicDist(ob) < 0 {
			speedToPos(ob)
			ob.YVel += 0x18
			if ob.YVel >= 0 {
				s.anmlBounce(ob)
			}
			s.anmlFlap(ob)
		}
	default:
		s.deleteObject(k)
		return
	}
	s.anmlPast(k)
}

// anmlInit is Anml_Ending and Anml_FromEnemy (routine 0).
func (s *engine) anmlInit(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	ob.YRad, ob.Width, ob.AnimDur = 0x0C, 8, 7
	ob.Render = 4 | 1
	if sub := int(ob.Sub); sub != 0 {
		ob.Routine = uint8(sub * 2)
		if i := sub - 0x0A; i >= 0 && i < len(anmlEndSpeed) {
			ob.GXVel, ob.GYVel = anmlEndSpeed[i][0], anmlEndSpeed[i][1]
			ob.XVel, ob.YVel = ob.GXVel, ob.GYVel
		}
		s.display(k)
		return
	}
	ob.Routine = 2
	r := s.random() & 1
	ob = &o.Slots[k]
	z := s.zoneNumber()
	a := anmlVarIndex[z][r]
	ob.Index = int16(a)
	ob.GXVel, ob.GYVel = anmlSpeeds[a][0], anmlSpeeds[a][1]
	ob.MapFrame = 2
	ob.YVel = -0x400
	if o.BossStatus != 0 {
		ob.Routine = 0x12
		ob.XVel = 0
		s.display(k)
		return
	}
	s.newPoints(k, uint8(uint16(ob.Timer2)>>1))
	s.display(k)
}

// anmlWalk is loc_9184: ObjectFall; on the floor it hops again at its
// y speed. An enemy's animal is deleted off screen; the ending's go on
// to loc_9224.
func (s *engine) anmlWalk(k int) {
	ob := &s.st.S2.Slots[k]
	objectFall(ob)
	ob.MapFrame = 1
	if ob.YVel >= 0 {
		ob.MapFrame = 0
		if d := s.objFloorDist(ob); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.YVel = ob.GYVel
		}
	}
	s.anmlEnd(k)
}

// anmlFly is loc_91C0: a bird flaps (SpeedToPos, gravity $18), bounces
// off the floor (the ending's, but for subtype $0A, turn round) and
// flaps its wings every other frame.
func (s *engine) anmlFly(k int) {
	ob := &s.st.S2.Slots[k]
	speedToPos(ob)
	ob.YVel += 0x18
	if ob.YVel >= 0 {
		if d := s.objFloorDist(ob); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.YVel = ob.GYVel
			if ob.Sub != 0 && ob.Sub != 0x0A {
				ob.XVel = -ob.XVel
				ob.Render ^= 1
			}
		}
	}
	s.anmlFlap(ob)
	s.anmlEnd(k)
}

// anmlFlap is loc_91FC's timer: the frame toggles between 0 and 1 every
// second frame.
func (s *engine) anmlFlap(ob *physics.S2Obj) {
	ob.AnimDur--
	if int8(ob.AnimDur) < 0 {
		ob.AnimDur = 1
		ob.MapFrame = (ob.MapFrame + 1) & 1
	}
}

// anmlBounce is loc_92F0 and loc_9386: on the floor, every other
// landing turns it round; it hops again.
func (s *engine) anmlBounce(ob *physics.S2Obj) {
	d := s.objFloorDist(ob)
	if d >= 0 {
		return
	}
	ob.Flag = !ob.Flag
	if !ob.Flag {
		ob.XVel = -ob.XVel
		ob.Render ^= 1
	}
	ob.Y += physics.FromPixels(d)
	ob.YVel = ob.GYVel
}

// anmlHop is loc_93C4: frame 1 rising; falling, frame 0, and on the
// floor it hops again.
func (s *engine) anmlHop(ob *physics.S2Obj) {
	ob.MapFrame = 1
	if ob.YVel < 0 {
		return
	}
	ob.MapFrame = 0
	if d := s.objFloorDist(ob); d < 0 {
		ob.Y += physics.FromPixels(d)
		ob.YVel = ob.GYVel
	}
}

// anmlFace is loc_93EC: it faces Sonic.
func (s *engine) anmlFace(ob *physics.S2Obj) {
	ob.Render |= 1
	if uint16(ob.X.Pixel()) < uint16(s.st.X.Pixel()) {
		ob.Render &^= 1
	}
}

// anmlSonicDist is sub_9404: Sonic's x less the animal's, less $B8 (the
// ending's animals act while it is negative; loc_9260's birds fly off
// while Sonic is less than $B8 right of them, unsigned).
func (s *engine) anmlSonicDist(ob *physics.S2Obj) int16 {
	return int16(uint16(s.st.X.Pixel()) - uint16(ob.X.Pixel()) - 0xB8)
}

// anmlEnd is loc_91AE: an enemy's animal is deleted off screen; the
// ending's run loc_9224.
func (s *engine) anmlEnd(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Sub != 0 {
		s.anmlPast(k)
		return
	}
	if ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// anmlPast is loc_9224: an animal at or right of Sonic by less than
// $180 is deleted off screen; otherwise it is displayed.
func (s *engine) anmlPast(k int) {
	ob := &s.st.S2.Slots[k]
	d := uint16(ob.X.Pixel()) - uint16(s.st.X.Pixel())
	if uint16(ob.X.Pixel()) >= uint16(s.st.X.Pixel()) && int16(d-0x180) < 0 && ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
		return
	}
	s.display(k)
}
