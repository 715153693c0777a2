package sonic2

import (
	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/physics"
)

// Sonic 2's short-lived effect objects and the helpers they share, each
// as its s2.asm routine runs it: AnimateSprite (for the animations that
// end an object's life), RandomNumber, ObjCheckFloorDist and
// RingCheckFloorDist, the explosion (Obj27), the freed animal (Obj28), the
// points (Obj29) and the ring sparkle (Obj25 / Obj37 routine 6). They
// matter to the physics through the slots they hold: AllocateObject gives
// later objects the first free slot, so how long each one lives decides
// where the next object goes and when it runs.

// aniRing is Ani_Ring: the sparkle of a collected ring (duration 5,
// frames 4-7, then $FC: the next routine).
var aniRing = [...]uint8{5, 4, 5, 6, 7, 0xFC}

// Animation script end codes (AnimateSprite).
const (
	aniEndLoop = 0xFF // afEnd: restart
	aniEndNext = 0xFC // afRoutine: routine += 2
)

// animateObj is AnimateSprite for an object with one animation script (anim
// and prev_anim both 0, so it never restarts): every duration+1 runs it
// shows the script's next frame; $FF restarts the script and $FC moves the
// object to its next routine.
func animateObj(ob *physics.S2Obj, script []uint8) {
	if ob.AnimDur > 0 {
		ob.AnimDur--
		return
	}
	ob.AnimDur = script[0]
	i := int(ob.AnimFrame) + 1
	if i >= len(script) {
		i = len(script) - 1
	}
	f := script[i]
	if f&0x80 != 0 {
		switch f {
		case aniEndLoop:
			ob.AnimFrame = 0
			f = script[1]
		case aniEndNext:
			ob.Routine += 2
			ob.AnimDur = 0
			ob.AnimFrame++
			return
		default:
			return
		}
	}
	ob.MapFrame = f & 0x7F
	ob.AnimFrame++
}

// sparkle is Obj25_Sparkle / Obj37_Sparkle: Ani_Ring, and when it ends
// (routine 8) the next run deletes the object (Obj25_Delete,
// Obj37_Delete): a sparkle lives 26 runs from its first.
func (s *engine) sparkle(k int) {
	ob := s.slot(k)
	if ob.Routine >= 8 {
		s.deleteObject(k)
		return
	}
	animateObj(ob, aniRing[:])
}

// random is RandomNumber: the seed (RNG_seed, cleared by the level's
// start, $2A6D365A when 0) times 41, its two words added into the low
// word; it returns d0 (the old seed's high word, the sum in the low word).
func (s *engine) random() uint32 {
	o := &s.st.S2
	d1 := o.RNG
	if d1 == 0 {
		d1 = 0x2A6D365A
	}
	d0 := d1 & 0xFFFF0000
	d1 *= 41
	sum := uint16(d1) + uint16(d1>>16)
	d0 |= uint32(sum)
	o.RNG = uint32(sum)<<16 | d1&0xFFFF
	return d0
}

// objPath is the path FindFloor reads blocks through for objects
// (Collision_addr): the path of the last player whose code ran a sensor
// this frame — the sidekick's when there is one (he runs after the main
// character), else the main character's (Sonic_DoLevelCollision,
// AnglePos and the other sensor routines set it from top_solid_bit).
func (s *engine) objPath() layers.Path {
	st := s.st
	if st.P2.On && !s.SecondRunning() {
		return st.P2.Body.Path
	}
	return st.Path
}

// objCell is one block as an object's floor check sees it: solid when the
// chunk's path A top-solid bit (d5 = $C) is set, its height mask from the
// collision index Collision_addr points at (objPath). A block whose path A
// collision index is 0 is blank in the model whatever its bits say, so it
// reads as not solid here.
func (s *engine) objCell(bx, by int) (layers.Cell, *heightmask.Mask, bool) {
	by = s.objRow(by) // mtz_ooz.go
	a, m := s.level.Cell(layers.PathA, bx, by)
	if a.Tile == 0 || !a.Solidity.Floor() {
		return a, m, false
	}
	c := a
	if s.objPath() == layers.PathB {
		c, m = s.level.Cell(layers.PathB, bx, by)
		if c.Tile == 0 {
			return c, m, false
		}
	}
	if m.Empty() {
		return c, m, false
	}
	return c, m, true
}

// objFloorDist is FindFloor (ObjCheckFloorDist: ring false) or
// Ring_FindFloor (RingCheckFloorDist: ring true) at (x, y) for objects:
// the distance from y down to the floor (negative: y is inside it).
// Ring_FindFloor does not extend to the next block: where FindFloor would,
// it answers 16.
func (s *engine) objFloorDist(x, y int, ring bool) int {
	col := x & 15
	height := func(yy int) (int, bool) {
		c, m, ok := s.objCell(x>>4, yy>>4)
		if !ok {
			return 0, false
		}
		return m.Sense(heightmask.Down, c.XFlip, c.YFlip, col), true
	}
	// second is FindFloor2.
	second := func(a int) int {
		h, ok := height(a)
		if !ok || h == 0 {
			return 15 - (a & 15)
		}
		if h < 0 {
			if (a&15)+h >= 0 {
				return 15 - (a & 15)
			}
			return -1 - (a & 15)
		}
		return 15 - (h + a&15)
	}
	h, ok := height(y)
	switch {
	case !ok || h == 0 || (h < 0 && (y&15)+h >= 0):
		if ring {
			return 16
		}
		return second(y+16) + 16
	case h == 16 || h < 0:
		return second(y-16) - 16
	}
	return 15 - (h + y&15)
}

// ---------------------------------------------------------------------------
// Obj27 explosion

// explosion is Obj27: from routine 0 (a badnik destroyed by
// Touch_KillEnemy) it first puts an animal (Obj28) in the first free
// slot (Obj27_InitWithAnimal); from routine 2 (a broken monitor's smoke)
// it does not. Obj27_Init then shows frame 0 for 4 runs and frames 1-4
// for 8 each; Obj27_Main deletes it when the frame reaches 5 (36 runs).
func (s *engine) explosion(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		if j := s.allocate(); j >= 0 {
			*s.slot(j) = physics.S2Obj{ID: s2Animal, Layout: -1, X: ob.X, Y: ob.Y}
		}
		fallthrough
	case 2:
		ob.Routine = 4
		ob.Coll = 0
		ob.Width = 0xC
		ob.AnimDur = 3
		ob.MapFrame = 0
		fallthrough
	case 4:
		if ob.AnimDur > 0 {
			ob.AnimDur--
			return
		}
		ob.AnimDur = 7
		ob.MapFrame++
		if ob.MapFrame == 5 {
			s.deleteObject(k)
		}
	}
}

// ---------------------------------------------------------------------------
// Obj28 animal, Obj29 points

// zoneAnimal is one entry of Obj28_Properties: the speeds after the first
// bounce and the routine base (the entry's index in Obj28_Properties).
type zoneAnimal struct {
	xv, yv physics.Fixed
	base   uint8
}

// Obj28_Properties, by name.
var (
	animalRabbit   = zoneAnimal{-0x200, -0x400, 0}
	animalChicken  = zoneAnimal{-0x200, -0x300, 1}
	animalPenguin  = zoneAnimal{-0x180, -0x300, 2}
	animalSeal     = zoneAnimal{-0x140, -0x180, 3}
	animalPig      = zoneAnimal{-0x1C0, -0x300, 4}
	animalFlicky   = zoneAnimal{-0x300, -0x400, 5}
	animalSquirrel = zoneAnimal{-0x280, -0x380, 6}
	animalEagle    = zoneAnimal{-0x280, -0x300, 7}
	animalMouse    = zoneAnimal{-0x200, -0x380, 8}
	animalMonkey   = zoneAnimal{-0x2C0, -0x300, 9}
	animalTurtle   = zoneAnimal{-0x140, -0x200, 10}
	animalBear     = zoneAnimal{-0x200, -0x300, 11}
)

// s2ZoneAnimals is Obj28_ZoneAnimals: each zone's two animals, by the
// zone's abbreviation (the level property s2_zone_act without its act);
// a level naming no zone gets Emerald Hill's.
var s2ZoneAnimals = map[string][2]zoneAnimal{
	"ehz": {animalSquirrel, animalFlicky},
	"mtz": {animalMonkey, animalEagle},
	"wfz": {animalMonkey, animalEagle},
	"htz": {animalMonkey, animalEagle},
	"hpz": {animalMouse, animalSeal},
	"ooz": {animalPenguin, animalSeal},
	"mcz": {animalMouse, animalChicken},
	"cnz": {animalBear, animalFlicky},
	"cpz": {animalRabbit, animalEagle},
	"dez": {animalPig, animalChicken},
	"arz": {animalPenguin, animalFlicky},
	"scz": {animalTurtle, animalChicken},
}

// Obj28 routines for the animals a badnik frees (subtype 0).
const (
	animalMain   = 2
	animalPrison = 0x1C // Obj28_Prison
)

// animalFlies reports whether an Obj28 routine is Obj28_Fly (Chicken,
// Flicky, Eagle: routines 6, $E, $12 of Obj28_Index); the others from 4
// to $1A are Obj28_Walk.
func animalFlies(routine uint8) bool { return routine == 6 || routine == 0xE || routine == 0x12 }

// animal is Obj28 with subtype 0, the animal a destroyed badnik frees.
// Obj28_InitRandom: RandomNumber's bit 0 picks the zone's first or second
// animal (Obj28_ZoneAnimals); it starts with Y Speed -4 and puts the points (Obj29) in the
// first free slot. Obj28_Main: deleted once off screen, it falls
// (ObjectMoveAndFall) and, landing (ObjCheckFloorDist, y_radius $C), takes
// its animal's speeds and routine: Obj28_Walk (hops with gravity $38) or
// Obj28_Fly (ObjectMove, gravity $18, wings flap every 2 runs); both
// bounce on the floor and are deleted once off screen.
func (s *engine) animal(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = animalMain
		a := s.s2.animals[s.random()&1]
		ob.GXVel, ob.GYVel, ob.Base = a.xv, a.yv, a.base
		ob.YRad = 0xC
		ob.Render |= physics.S2XFlip
		ob.Width = 8
		ob.AnimDur = 7
		ob.MapFrame = 2
		ob.YVel = -0x400
		if ob.Flag {
			// objoff_38: an animal from an egg prison (prison.go)
			// waits, without points.
			ob.Routine = animalPrison
			ob.XVel = 0
			return
		}
		if j := s.allocate(); j >= 0 {
			*s.slot(j) = physics.S2Obj{ID: s2Points, Layout: -1, X: ob.X, Y: ob.Y}
		}
		return
	case animalPrison:
		s.prisonAnimal(k)
		return
	case animalMain:
		if ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
		objMoveAndFall(ob)
		if ob.YVel < 0 {
			return
		}
		if d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.XVel, ob.YVel = ob.GXVel, ob.GYVel
			ob.MapFrame = 1
			ob.Routine = ob.Base*2 + 4
		}
		return
	default:
		if animalFlies(ob.Routine) { // Obj28_Fly
			objMove(ob)
			ob.YVel += 0x18
			if ob.YVel >= 0 {
				if d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false); d < 0 {
					ob.Y += physics.FromPixels(d)
					ob.YVel = ob.GYVel
				}
			}
			if ob.AnimDur > 0 {
				ob.AnimDur--
			} else {
				ob.AnimDur = 1
				ob.MapFrame = (ob.MapFrame + 1) & 1
			}
		} else { // Obj28_Walk
			objMoveAndFall(ob)
			ob.MapFrame = 1
			if ob.YVel >= 0 {
				ob.MapFrame = 0
				if d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false); d < 0 {
					ob.Y += physics.FromPixels(d)
					ob.YVel = ob.GYVel
				}
			}
		}
	}
	if ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
	}
}

// points is Obj29, the score over a destroyed badnik: Y Speed -3, slowed
// by $18 a run, deleted on the run it is no longer rising (33 runs).
func (s *engine) points(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 8
		ob.YVel = -0x300
	}
	if ob.YVel >= 0 {
		s.deleteObject(k)
		return
	}
	objMove(ob)
	ob.YVel += 0x18
}

// objMoveAndFall is ObjectMoveAndFall: position += speed with the Y
// Speed before gravity ($38) is added.
func objMoveAndFall(ob *physics.S2Obj) {
	ob.X += ob.XVel
	ob.Y += ob.YVel
	ob.YVel += 0x38
}
