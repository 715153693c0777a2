package sonic1

import "loopwright/physics"

// Obj0A: the drowning countdown and the bubbles from Sonic's mouth
// (_incObj/0A Drowning Countdown.asm: DrownCount). The air itself (v_air,
// the countdown's seconds and the drowning) is the physics core's
// (physics: airCountdown); the engine runs the countdown object's part
// that touches the object RAM and the random numbers: the bubbles it
// makes in the level slots.
//
// The countdown lives in the reserved slot v_sonicbubbles
// (v_objspace+$340), here the slot after the level slots' end
// (slotSonicBubbles), and runs before the level slots as ExecuteObjects
// runs it. Sonic_Water writes only its id and subtype ($81) on each dive:
// the rest of it (its timers) carries over from the dive before. Its
// drown_time (objoff_38) is Timer, objoff_36 Timer3, objoff_3A Index,
// objoff_34 B3E, objoff_32 B3B and objoff_33 B3F. A bubble keeps its
// drown_origX (objoff_30) in BaseX, its obAngle in B3F, its drown_time
// in Timer and its obScreenY in BaseY.

// idDrownCount is Obj0A's id.
const idDrownCount = 0x0A

// slotSonicBubbles is v_sonicbubbles: reserved slot $0D, kept in the
// object RAM after the $60 level slots.
const slotSonicBubbles = Slots + 0x0D

// aniDrown is Ani_Drown: the numbers appearing (0-5), the small bubble
// (6), the numbers flashing (7-12), blank (13) and the medium bubble
// (14).
var aniDrown = [][]byte{
	{5, 0, 1, 2, 3, 4, 9, 0x0D, afRoutine},
	{5, 0, 1, 2, 3, 4, 0x0C, 0x12, afRoutine},
	{5, 0, 1, 2, 3, 4, 0x0C, 0x11, afRoutine},
	{5, 0, 1, 2, 3, 4, 0x0B, 0x10, afRoutine},
	{5, 0, 1, 2, 3, 4, 9, 0x0F, afRoutine},
	{5, 0, 1, 2, 3, 4, 0x0A, 0x0E, afRoutine},
	{0x0E, 0, 1, 2, afRoutine},
	{7, 0x16, 0x0D, 0x16, 0x0D, 0x16, 0x0D, afRoutine},
	{7, 0x16, 0x12, 0x16, 0x12, 0x16, 0x12, afRoutine},
	{7, 0x16, 0x11, 0x16, 0x11, 0x16, 0x11, afRoutine},
	{7, 0x16, 0x10, 0x16, 0x10, 0x16, 0x10, afRoutine},
	{7, 0x16, 0x0F, 0x16, 0x0F, 0x16, 0x0F, afRoutine},
	{7, 0x16, 0x0E, 0x16, 0x0E, 0x16, 0x0E, afRoutine},
	{0x0E, afRoutine},
	{0x0E, 1, 2, 3, 4, afRoutine},
}

// drownWobble is Drown_WobbleData (REV01), the first 128 entries (the
// bubbles read them by angle & $7F).
var drownWobble = [128]int8{
	0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2,
	2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
	3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2,
	2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0,
	0, -1, -1, -1, -1, -1, -2, -2, -2, -2, -2, -3, -3, -3, -3, -3,
	-3, -3, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4,
	-4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -3,
	-3, -3, -3, -3, -3, -3, -2, -2, -2, -2, -2, -1, -1, -1, -1, -1,
}

// sonicWater is Sonic_Water's part in the object RAM: on each dive
// (Sonic's underwater status newly set) the countdown's id and subtype
// $81 are written into v_sonicbubbles; ResumeMusic clears its objoff_32
// on the dive and on leaving the water. It runs before the objects,
// after Sonic's code.
func (s *engine) sonicWater() {
	o := &s.st.S2
	uw := s.st.P.Underwater
	if uw == o.WasUnderwater {
		return
	}
	o.WasUnderwater = uw
	ob := &o.Slots[slotSonicBubbles]
	ob.B3B = 0
	if uw {
		ob.ID = idDrownCount
		ob.Sub = 0x81
	}
}

// drownCount is Obj0A (DrownCount) in slot k.
func (s *engine) drownCount(k int) {
	ob := &s.st.S2.Slots[k]
	switch ob.Routine {
	case 0: // Drown_Main
		ob.Routine = 2
		ob.Render, ob.Width = 0x84, 0x10
		if ob.Sub&0x80 != 0 {
			ob.Routine = 0x0A
			ob.B3F = ob.Sub & 0x7F
			s.drownCountdown(k)
			return
		}
		ob.Anim = ob.Sub
		ob.BaseX = int16(ob.X.Pixel())
		ob.YVel = -0x88
		s.drownAnimate(k)
	case 2:
		s.drownAnimate(k)
	case 4:
		s.drownChkWater(k)
	case 6, 0x0E:
		s.drownDisplay(k)
	case 0x0A:
		s.drownCountdown(k)
	case 0x0C:
		s.drownAirLeft(k)
	default: // Drown_Delete
		s.deleteObject(k)
	}
}

// drownAnimate is Drown_Animate: AnimateSprite, then Drown_ChkWater.
func (s *engine) drownAnimate(k int) {
	animateSprite(&s.st.S2.Slots[k], aniDrown)
	s.drownChkWater(k)
}

// drownChkWater is Drown_ChkWater: at the surface (v_waterpos1 not
// above the bubble's y) it bursts
// (Drown_Display, animation +7); under it it wobbles round its x
// (Drown_WobbleData by its angle; 4 more to the right each frame in a
// water tunnel), rises (SpeedToPos), and is deleted off screen.
func (s *engine) drownChkWater(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if uint16(s.st.Water.Level) >= uint16(ob.Y.Pixel()) {
		ob.Routine = 6
		ob.Anim += 7
		s.drownDisplay(k)
		return
	}
	if o.WindTunnel {
		ob.BaseX += 4
	}
	a := ob.B3F
	ob.B3F++
	ob.X = physics.FromPixels(int(int16(ob.BaseX)+int16(drownWobble[a&0x7F]))) | ob.X&0xFF
	s.drownShowNumber(k)
	ob = &o.Slots[k]
	speedToPos(ob)
	if ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// drownDisplay is Drown_Display: Drown_ShowNumber, AnimateSprite (the
// burst ends in Drown_Delete), displayed.
func (s *engine) drownDisplay(k int) {
	s.drownShowNumber(k)
	animateSprite(&s.st.S2.Slots[k], aniDrown)
	s.display(k)
}

// drownAirLeft is Drown_AirLeft: a number stays while 12 seconds of air
// or fewer are left; after its time it flashes (Drown_Display); off
// screen it is deleted.
func (s *engine) drownAirLeft(k int) {
	ob := &s.st.S2.Slots[k]
	if s.st.P.AirLeft > 0x0C {
		s.deleteObject(k)
		return
	}
	ob.Timer--
	if ob.Timer == 0 {
		ob.Routine = 0x0E
		ob.Anim += 7
		s.drownDisplay(k)
		return
	}
	animateSprite(ob, aniDrown)
	if ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// drownShowNumber is Drown_ShowNumber: a number bubble's time runs out
// and it becomes the number on screen: it stops, takes screen
// coordinates (render $80) and goes to Drown_AirLeft for 15 frames.
func (s *engine) drownShowNumber(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Timer == 0 {
		return
	}
	ob.Timer--
	if ob.Timer != 0 || ob.Anim >= 7 {
		return
	}
	c := &s.st.Cam
	ob.Timer = 15
	ob.YVel = 0
	ob.Render = 0x80
	ob.X = physics.FromPixels(int(int16(ob.X.Pixel()-c.X+0x80))) | ob.X&0xFF
	ob.BaseY = int16(ob.Y.Pixel() - c.Y + 0x80)
	ob.Routine = 0x0C
}

// drownCountdown is Drown_Countdown (routine $A): while Sonic is alive
// and underwater, every 60 frames (drown_time) a second of air goes
// (the core's) and a run of bubbles begins (objoff_36; objoff_34 by
// RandomNumber: one bubble or two); a bubble leaves his mouth each time
// objoff_3A (RandomNumber & $F) runs out (.makenum): an Obj0A of subtype
// 6 in the first free slot, 6 px ahead of him; with 12 seconds or fewer
// left, one bubble of the run shows the seconds (subtype air/2, timer
// $1C). Drowning (the core's fall), the bubbles come every 0-7 frames
// from 12 px above his centre, at a random angle, every fourth frame a
// medium one.
func (s *engine) drownCountdown(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	p := &st.P
	switch {
	case p.Drowning > 0 && p.Drowning < physics.DrownFrames:
		// .loc_13F86: the drowning fall (the core's), bubbles on.
		s.drownNoChange(k)
		return
	case p.Drowning == 0 && (st.Dead || !p.Underwater):
		return
	case p.Drowning == 0:
		ob.Timer--
		if ob.Timer >= 0 {
			s.drownNoChange(k)
			return
		}
	}
	// A second of air goes (the core's v_air: air is its value before).
	ob.Timer = 59
	ob.Timer3 = 1
	ob.B3E = uint8(s.random() & 1)
	ob = &st.S2.Slots[k]
	air := p.AirLeft + 1
	if p.Drowning > 0 {
		air = 0
	}
	if air <= 12 {
		ob.B3B--
		if int8(ob.B3B) < 0 {
			ob.B3B = ob.B3F
			ob.Timer3 |= 0x80
		}
	}
	if air == 0 {
		// The air is out: Sonic drowns (the core), objoff_34 $A.
		ob.B3E = 0x0A
		ob.Timer3 = 1
		return
	}
	s.drownMakeNum(k)
}

// drownNoChange is .nochange: during a run of bubbles, objoff_3A counts
// down to the next.
func (s *engine) drownNoChange(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Timer3 == 0 {
		return
	}
	ob.Index--
	if ob.Index >= 0 {
		return
	}
	s.drownMakeNum(k)
}

// drownMakeNum is .makenum: the next bubble.
func (s *engine) drownMakeNum(k int) {
	st := s.st
	drowning := st.P.Drowning > 0
	o := &st.S2
	ob := &o.Slots[k]
	ob.Index = int16(s.random() & 0x0F)
	j := s.findFree()
	if j < 0 {
		return
	}
	b := &o.Slots[j]
	*b = physics.S2Obj{ID: idDrownCount, Layout: -1, X: st.X &^ 0xFF, Y: st.Y &^ 0xFF, Sub: 6}
	d := 6
	if st.FacingLeft {
		d = -6
		b.B3F = 0x40
	}
	b.X += physics.FromPixels(d)
	if drowning {
		ob.Index &= 7
		b.Y = physics.FromPixels(st.Y.Pixel() - 0x0C)
		b.B3F = uint8(s.random())
		if o.FrameCount&3 == 0 {
			b.Sub = 0x0E
		}
	} else if ob.Timer3&0x80 != 0 {
		d2 := uint8(st.P.AirLeft >> 1)
		if s.random()&3 == 0 {
			if ob.Timer3&0x40 == 0 {
				ob.Timer3 |= 0x40
				b.Sub = d2
				b.Timer = 0x1C
			}
		} else if ob.B3E == 0 && ob.Timer3&0x40 == 0 {
			ob.Timer3 |= 0x40
			b.Sub = d2
			b.Timer = 0x1C
		}
	}
	ob.B3E--
	if int8(ob.B3E) < 0 {
		ob.Timer3 = 0
	}
}
