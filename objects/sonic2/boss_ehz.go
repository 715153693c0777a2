package sonic2

import "loopwright/physics"

// Obj56, Emerald Hill's boss (s2.asm Obj56): Robotnik's flying vehicle
// lands on a drill car and drives it back and forth; its wheels roll on
// the floor and set its height, its drill (spike) hurts. The main object
// (routine 2) is the vehicle's bottom: collision $F, 8 hits
// (collision_property). Its parts are Obj56 too, by routine: 4 the
// propeller, 6 the car, 8 the three wheels, $A the drill, $C the
// propeller coming back after the defeat, $E the vehicle's top.
//
// The vehicle's state: B3B is objoff_2D's flags (ehzOnGround ...), Index
// objoff_2C (the third-level routine), Timer objoff_2A, Timer2 objoff_3C,
// Timer3 objoff_2E (the front wheels' y, summed), B3E the invulnerability
// after a hit; Child1 is its top, each part's Parent the vehicle.

// Obj56 routines.
const (
	ehzVehicle   = 2
	ehzPropeller = 4
	ehzCar       = 6
	ehzWheel     = 8
	ehzDrill     = 0xA
	ehzPropBack  = 0xC
	ehzTop       = 0xE
)

// objoff_2D flags of the vehicle.
const (
	ehzOnGround = 1 << 0 // Robotnik on the ground (the propeller stops)
	ehzActive   = 1 << 1 // the boss moves (the parts follow it)
	ehzFlyOff   = 1 << 2 // flying away
	ehzDrillOff = 1 << 3 // the drill comes off
)

// Obj56's positions: where the car stops, the turning points, the parts'
// starting x.
const (
	ehzStopX  = 0x29D0
	ehzStartX = 0x2AF0
	ehzLeft   = 0x28A0
	ehzRight  = 0x2B08
	ehzArena  = 0x28F0 // the parts wait until Camera_Min_X_pos reaches it
	ehzDrillX = 0x299A
)

// ehzWheelStop is each wheel's stop on the approach (subtype 0, 1: the
// front wheels; 2 the back wheel).
var ehzWheelStop = [3]int{0x29EC, 0x29C4, 0x29A4}

// bossEHZ is Obj56.
func (s *engine) bossEHZ(k int) {
	switch s.slot(k).Routine {
	case 0:
		s.ehzInit(k)
	case ehzVehicle:
		s.ehzVehicle(k)
	case ehzPropeller:
		s.ehzPropeller(k)
	case ehzCar:
		s.ehzCar(k)
	case ehzWheel:
		s.ehzWheel(k)
	case ehzDrill:
		s.ehzDrill(k)
	case ehzPropBack:
		s.ehzPropBack(k)
	case ehzTop:
		s.ehzTop(k)
	}
}

// ehzPart puts an Obj56 part in the first free slot after k
// (AllocateObjectAfterCurrent) and returns it, or nil.
func (s *engine) ehzPart(k int, routine uint8, width uint8, x, y physics.Fixed) *physics.S2Obj {
	j := s.allocateAfter(k)
	if j < 0 {
		return nil
	}
	p := s.slot(j)
	*p = physics.S2Obj{ID: s2EHZBoss, Layout: -1, Routine: routine, Width: width, Parent: int16(k + 1), X: x, Y: y}
	return p
}

// ehzInit is Obj56_Init: the vehicle (8 hits), its top, the car, the
// wheels and the drill ($2AF0 onwards), then the vehicle itself moves to
// $2AF0,$2F8 and the propeller is made.
func (s *engine) ehzInit(k int) {
	ob := s.slot(k)
	ob.Sub = 0x81
	ob.X, ob.Y = physics.FromPixels(ehzStopX), physics.FromPixels(0x426)
	ob.Width, ob.YRad = 0x20, 0x14
	ob.Coll, ob.CollProp = bossColl, 8
	ob.Routine = ehzVehicle
	ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
	if top := s.ehzPart(k, ehzTop, 0x20, ob.X, ob.Y); top != nil {
		top.Anim = 1
		top.Render = ob.Render
		ob.Child1 = int16(s.slotOf(top) + 1)
	}
	y := ob.Y
	if car := s.ehzPart(k, ehzCar, 0x30, physics.FromPixels(ehzStartX)|ob.X&0xFF, y); car != nil {
		car.YRad = 0x10
	}
	for i, dx := range [3]int{0x1C, -0xC, -0x2C} {
		w := s.ehzPart(k, ehzWheel, 0x10, physics.FromPixels(ehzStartX+dx), y+physics.FromPixels(0xC))
		if w == nil {
			continue
		}
		w.XRad, w.YRad = 0x10, 0x10
		w.Sub = uint8(i)
		w.Timer = 0xA
		w.MapFrame, w.Anim = 4, 1
		if i == 2 {
			w.MapFrame, w.Anim = 6, 2
		}
	}
	if d := s.ehzPart(k, ehzDrill, 0x20, physics.FromPixels(ehzStartX-0x36), y+physics.FromPixels(8)); d != nil {
		d.MapFrame = 1
	}
	ob = s.slot(k)
	ob.BaseY -= 8
	setXPixel(ob, ehzStartX)
	setYPixel(ob, 0x2F8)
	if p := s.ehzPart(k, ehzPropeller, 0x40, ob.X, ob.Y); p != nil {
		p.Timer = 0x1E
	}
}

// slotOf returns the slot of an object pointer into the object RAM.
func (s *engine) slotOf(ob *physics.S2Obj) int {
	for k := range s.st.S2.Slots {
		if &s.st.S2.Slots[k] == ob {
			return k
		}
	}
	return -1
}

// mainX is the main character's x (MainCharacter+x_pos): the objects run
// with him swapped in.
func (s *engine) mainX() int { return s.st.X.Pixel() }

// ehzVehicle is loc_2F262, the vehicle's routines: 0 it flies in
// diagonally to x $29D0 (no collision), 2 it comes down to y $41E and
// waits 60 frames, 4 it drives at -$200 (its height from the front
// wheels', turning at $28A0 and $2B08), 6 beaten it falls exploding for
// $B3 frames, 8 it waits $C frames, $A it flies away (Boss_defeated_flag)
// and is deleted off screen once the camera's right limit has moved to
// $2AB0.
func (s *engine) ehzVehicle(k int) {
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0:
		ob.Coll = 0
		if ob.X.Pixel() > ehzStopX {
			setXPixel(ob, ob.X.Pixel()-1)
			setYPixel(ob, ob.Y.Pixel()+1)
			return
		}
		setXPixel(ob, ehzStopX)
		ob.Routine2 = 2
	case 2:
		if ob.Index == 0 {
			if ob.Y.Pixel() < 0x41E {
				setYPixel(ob, ob.Y.Pixel()+1)
				return
			}
			ob.Index = 2
			ob.B3B |= ehzOnGround
			ob.Timer = 60
			return
		}
		ob.Timer--
		if ob.Timer >= 0 {
			return
		}
		ob.XVel = -0x200
		ob.Routine2 = 4
		ob.Coll = bossColl
		ob.B3B |= ehzActive
	case 4:
		s.ehzHits(k)
		ehzTurn(ob)
		setYPixel(ob, int(uint16(ob.Timer3)>>1)-0x14)
		ob.Timer3 = 0
		ob.X += ob.XVel
	case 6:
		ob.Timer2--
		if ob.Timer2 < 0 {
			ob.XVel = 0
			ob.Routine2 = 8
			ob.Timer2 = -0x26
			ob.Timer = 0xC
			return
		}
		s.bossLoadExplosion(k)
		ob = s.slot(k)
		objMoveAndFall(ob)
		if d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.YVel = 0
		}
	case 8:
		ob.Timer--
		if ob.Timer < 0 {
			ob.Routine2 = 0xA
			ob.Index = 0
		}
	case 0xA:
		s.ehzFlyAway(k)
	}
}

// ehzFlyAway is loc_2F38A: the propeller comes back (Boss_defeated_flag
// set), $32 frames later the vehicle rises for $60 frames, then turns
// right and flies off at 6 a frame; meanwhile the camera's right limit
// moves to $2AB0, 2 a frame, and once there the vehicle (with its top) is
// deleted when off screen.
func (s *engine) ehzFlyAway(k int) {
	ob := s.slot(k)
	switch ob.Index {
	case 0:
		ob.B3B &^= ehzOnGround
		p := s.ehzPart(k, ehzPropBack, 0x20, ob.X, ob.Y+physics.FromPixels(0xC))
		if p == nil {
			return
		}
		ob = s.slot(k)
		p.Status, p.Render = ob.Status, ob.Render
		p.Anim = 2
		p.Timer = 0x10
		ob.Timer = 0x32
		ob.Index = 2
		s.st.S2.Ev.BossDefeated = true
	case 2:
		ob.Timer--
		if ob.Timer < 0 {
			ob.B3B |= ehzFlyOff
			ob.Timer = 0x60
			ob.Index = 4
		}
	case 4:
		ob.Timer--
		if ob.Timer < 0 {
			ob.Status |= physics.S2XFlip
			ob.Render |= physics.S2XFlip
			setXPixel(ob, ob.X.Pixel()+6)
		} else {
			setYPixel(ob, ob.Y.Pixel()-1)
		}
		c := &s.st.Cam
		if c.MaxX < 0x2AB0 {
			c.MaxX += 2
			return
		}
		if ob.Render&physics.S2OnScreen != 0 {
			return
		}
		if top := int(ob.Child1) - 1; top >= 0 {
			s.deleteObject(top)
		}
		s.deleteObject(k)
	}
}

// ehzTurn is loc_2F484: at x $28A0 or less, or $2B08 or more, the object
// turns (x flip) and its x speed reverses.
func ehzTurn(ob *physics.S2Obj) {
	if x := ob.X.Pixel(); x > ehzLeft && x < ehzRight {
		return
	}
	ob.Status ^= physics.S2XFlip
	ob.Render ^= physics.S2XFlip
	ob.XVel = -ob.XVel
}

// ehzHits is loc_2F4A6: a hit (collision cleared) starts $20 frames of
// invulnerability, after which the collision returns; the last hit
// (status bit 7) beats the boss: it stops, jumps (-$180), the drill comes
// off, the top shows its flying-off face, and it explodes for $B3 frames.
func (s *engine) ehzHits(k int) {
	ob := s.slot(k)
	if ob.Routine2 >= 6 {
		return
	}
	if ob.Status&s2BossBeaten != 0 {
		ob.Routine2 = 6
		ob.XVel = 0
		ob.YVel = -0x180
		ob.Timer2 = 0xB3
		ob.B3B |= ehzDrillOff
		if top := int(ob.Child1) - 1; top >= 0 {
			t := s.slot(top)
			t.Anim, t.MapFrame = 4, 6
		}
		return
	}
	bossFlash(ob, bossColl)
}

// ehzParent returns the vehicle of a part, or -1 when its slot no longer
// holds an Obj56 (the part then deletes itself).
func (s *engine) ehzParent(k int) int {
	p := parentOf(s.slot(k))
	if p < 0 || s.slot(p).ID != s2EHZBoss {
		return -1
	}
	return p
}

// ehzPropeller is loc_2F54E: it follows the vehicle; once Robotnik is on
// the ground it winds down for $18 frames, sinks $10 pixels and goes.
func (s *engine) ehzPropeller(k int) {
	ob := s.slot(k)
	if ob.Routine2 == 0 {
		p := s.ehzParent(k)
		if p < 0 {
			s.deleteObject(k)
			return
		}
		v := s.slot(p)
		if v.B3B&ehzOnGround != 0 {
			ob.Anim = 1
			ob.Timer = 0x18
			ob.Routine2 = 2
		}
		setXPixel(ob, v.X.Pixel())
		setYPixel(ob, v.Y.Pixel())
		ob.Status, ob.Render = v.Status, v.Render
		return
	}
	ob.Timer--
	if ob.Timer >= 0 {
		return
	}
	if ob.Timer <= -0x10 {
		s.deleteObject(k)
		return
	}
	setYPixel(ob, ob.Y.Pixel()+1)
}

// ehzPropBack is loc_2F52A: the propeller rises $10 frames, then it is
// the propeller again (following the vehicle).
func (s *engine) ehzPropBack(k int) {
	ob := s.slot(k)
	setYPixel(ob, ob.Y.Pixel()-1)
	ob.Timer--
	if ob.Timer < 0 {
		ob.Routine = ehzPropeller
	}
}

// ehzCar is loc_2F5F6: once the arena is locked it drives in to $29D0;
// then, while the boss moves and has not flown off, it is 8 below the
// vehicle.
func (s *engine) ehzCar(k int) {
	ob := s.slot(k)
	if ob.Routine2 == 0 {
		if s.st.Cam.MinX < ehzArena {
			return
		}
		if ob.X.Pixel() > ehzStopX {
			setXPixel(ob, ob.X.Pixel()-1)
			return
		}
		setXPixel(ob, ehzStopX)
		ob.Routine2 = 2
		return
	}
	p := parentOf(ob)
	if p < 0 {
		return
	}
	v := s.slot(p)
	if v.B3B&ehzActive == 0 || v.B3B&ehzFlyOff != 0 {
		return
	}
	setXPixel(ob, v.X.Pixel())
	setYPixel(ob, v.Y.Pixel()+8)
	ob.Status = v.Status
	if ob.Status&s2BossBeaten != 0 {
		return
	}
	ob.Render = v.Render
}

// ehzWheel is loc_2F664: each wheel rolls in to its stop once the arena
// is locked, falling onto the floor (ObjectMoveAndFall, y_radius $10);
// while the boss moves it turns with the vehicle and rolls at -$200, the
// front wheels adding their y to the vehicle's objoff_2E; once the boss
// is beaten they wait $A frames, jump (-$300; the back wheel turns), wait
// $A more and bounce away (-$200 on each landing) until MarkObjGone.
func (s *engine) ehzWheel(k int) {
	ob := s.slot(k)
	front := ob.Sub < 2
	switch ob.Routine2 {
	case 0:
		if s.st.Cam.MinX < ehzArena {
			return
		}
		ob.YVel = 0x100
		stop := ehzWheelStop[min(int(ob.Sub), 2)]
		if ob.X.Pixel() > stop {
			setXPixel(ob, ob.X.Pixel()-1)
		} else {
			setXPixel(ob, stop)
			ob.Routine2 = 2
		}
		s.ehzWheelFall(ob)
		if ob.Routine2 != 0 {
			ob.XVel = -0x200
		}
	case 2:
		p := s.ehzParent(k)
		if p < 0 {
			s.deleteObject(k)
			return
		}
		v := s.slot(p)
		if v.B3B&ehzActive == 0 {
			return
		}
		ob.Routine2 = 4
		if front {
			v.Timer3 += int16(ob.Y.Pixel())
		}
	case 4:
		p := s.ehzParent(k)
		if p < 0 {
			s.deleteObject(k)
			return
		}
		v := s.slot(p)
		ob.Status, ob.Render = v.Status, v.Render
		if ob.Status&s2BossBeaten != 0 {
			ob.Routine2 = 6
		}
		ehzTurn(ob)
		s.ehzWheelFall(ob)
		ob.YVel = 0x100
		if front {
			v.Timer3 += int16(ob.Y.Pixel())
		}
	case 6:
		ob.Timer--
		if ob.Timer >= 0 {
			return
		}
		ob.Routine2 = 8
		ob.Timer = 0xA
		ob.YVel = -0x300
		if !front {
			ob.XVel = -ob.XVel
		}
	case 8:
		ob.Timer--
		if ob.Timer >= 0 {
			return
		}
		objMoveAndFall(ob)
		if d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false); d < 0 {
			ob.YVel = -0x200
			ob.Y += physics.FromPixels(d)
		}
		s.markGone(k, ob.X.Pixel())
	}
}

// ehzWheelFall is ObjectMoveAndFall and the floor check of the wheels.
func (s *engine) ehzWheelFall(ob *physics.S2Obj) {
	objMoveAndFall(ob)
	if d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false); d < 0 {
		ob.Y += physics.FromPixels(d)
	}
}

// ehzDrill is loc_2F7F4: it moves in to $299A once the arena is locked;
// while the boss moves it is at the vehicle's front ($36 ahead, $10
// below) and hurts (collision $8B); with one hit left it comes off when
// the main character is in front of it, and then flies on at 3 a frame.
func (s *engine) ehzDrill(k int) {
	ob := s.slot(k)
	if ob.Routine2 == 0 {
		if s.st.Cam.MinX < ehzArena {
			return
		}
		if ob.X.Pixel() > ehzDrillX {
			setXPixel(ob, ob.X.Pixel()-1)
			return
		}
		setXPixel(ob, ehzDrillX)
		ob.Routine2 = 2
		return
	}
	p := s.ehzParent(k)
	if p < 0 {
		s.deleteObject(k)
		return
	}
	v := s.slot(p)
	if v.B3B&ehzDrillOff != 0 {
		d := -3
		if ob.Status&physics.S2XFlip != 0 {
			d = 3
		}
		setXPixel(ob, ob.X.Pixel()+d)
		return
	}
	if v.CollProp == 1 {
		// loc_2F8AA: the main character in front of the drill.
		behind := ob.X.Pixel()-s.mainX() < 0
		if behind == (v.Status&physics.S2XFlip != 0) {
			v.B3B |= ehzDrillOff
		}
	}
	if v.B3B&ehzActive == 0 {
		return
	}
	ob.Coll = 0x8B
	setXPixel(ob, v.X.Pixel())
	setYPixel(ob, v.Y.Pixel()+0x10)
	ob.Status, ob.Render = v.Status, v.Render
	d := -0x36
	if ob.Status&physics.S2XFlip != 0 {
		d = 0x36
	}
	setXPixel(ob, ob.X.Pixel()+d)
}

// ehzTop is loc_2F8DA: the vehicle's top is where the vehicle is.
func (s *engine) ehzTop(k int) {
	ob := s.slot(k)
	p := parentOf(ob)
	if p < 0 {
		return
	}
	v := s.slot(p)
	ob.X, ob.Y = v.X, v.Y
	ob.Status, ob.Render = v.Status, v.Render
}
