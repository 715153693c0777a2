package sonic1

import "loopwright/physics"

// Scrap Brain's Ball Hog and the cannonball it throws (_incObj/1E Ball
// Hog.asm, 20 Cannonball.asm, _anim/Ball Hog.asm).

// Their object ids (_inc/Object Pointers.asm).
const (
	idBallHog    = 0x1E
	idCannonball = 0x20
)

// aniHog is Ani_Hog: the hop (frames 2 and 3) and the throw (frame 1).
var aniHog = [][]byte{{9, 0, 0, 2, 2, 3, 2, 0, 0, 2, 2, 3, 2, 0, 0, 2, 2, 3, 2, 0, 0, 1, afEnd}}

// ballHog is BallHog: touch 5 (an enemy, $C x $14 from Touch_Sizes),
// height $13. Hog_Main falls (ObjectFall) until ObjFloorDist finds the
// floor, then stands on it (its y speed cleared; it is not drawn until
// then). Hog_Action runs Ani_Hog (its hops are pictures only: it never
// leaves the floor) and, the first run frame 1 shows (hog_launchflag,
// objoff_32: Flag), throws a Cannonball from a free slot 4 pixels ahead
// (behind when not facing right, status bit 0) and $C down, its x speed
// $100 the way the Ball Hog faces, with the Ball Hog's subtype (its
// fuse). RememberState.
func (s *engine) ballHog(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.YRad, ob.XRad = 0x13, 8
		ob.Render, ob.Coll, ob.Width = 4, 5, 0xC
		objectFall(ob)
		if d := s.objFloorDist(ob); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.YVel = 0
			ob.Routine = 2
		}
		return
	}
	animateSprite(ob, aniHog)
	if ob.MapFrame != 1 {
		ob.Flag = false
	} else if !ob.Flag {
		ob.Flag = true
		if j := s.findFree(); j >= 0 {
			ob = &o.Slots[k]
			c := physics.S2Obj{ID: idCannonball, Layout: -1, X: ob.X, Y: ob.Y + physics.FromPixels(0xC),
				XVel: -0x100, Sub: ob.Sub}
			d := -4
			if ob.Status&1 != 0 {
				d = 4
				c.XVel = 0x100
			}
			c.X += physics.FromPixels(d)
			o.Slots[j] = c
		}
	}
	s.rememberState(k)
}

// cannonball is Cannonball: harmful ($87), height 7, its fuse (cbal_time,
// objoff_30: Timer) the subtype times 60 runs. Each run (Cbal_Bounce) it
// falls (ObjectFall); falling onto the floor (ObjFloorDist) it is put on
// it and bounces at -$300, its x speed turned away from a slope's rise
// (the floor angle's sign, 0 leaving it); the fuse counts down and, run
// out, it becomes an ExplosionBomb (no touch). Its picture flips between
// 4 and 5 every 6 runs; drawn, it is deleted once below the bottom limit
// + $E0 (v_limitbtm2).
func (s *engine) cannonball(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.YRad = 7
		ob.Render, ob.Coll, ob.Width = 4, 0x87, 8
		ob.Timer = int16(ob.Sub) * 60
		ob.MapFrame = 4
	}
	objectFall(ob)
	if ob.YVel >= 0 {
		d, a := s.ObjFloorAngle(ob.X.Pixel(), ob.Y.Pixel()+int(int8(ob.YRad)))
		if d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.YVel = -0x300
			switch {
			case a == 0:
			case int8(a) < 0:
				if ob.XVel >= 0 {
					ob.XVel = -ob.XVel
				}
			default:
				if ob.XVel < 0 {
					ob.XVel = -ob.XVel
				}
			}
		}
	}
	ob.Timer--
	if ob.Timer < 0 {
		ob.ID, ob.Routine = idExplosionBomb, 0
		s.explosionBomb(k)
		return
	}
	ob.AnimDur--
	if int8(ob.AnimDur) < 0 {
		ob.AnimDur = 5
		ob.MapFrame ^= 1
	}
	s.display(k)
	if st.Cam.MaxY+0xE0 < ob.Y.Pixel() {
		s.deleteObject(k)
	}
}
