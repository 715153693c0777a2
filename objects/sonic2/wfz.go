package sonic2

import "loopwright/physics"

// Wing Fortress's objects, each as its s2.asm routine runs it.

// Wing Fortress object ids (s2.asm ObjID_*).
const (
	s2WFZLaser      = 0xB9
	s2TornadoSmoke  = 0xC3 // ObjID_TornadoSmoke
	s2TornadoSmoke2 = 0xC4 // ObjID_TornadoSmoke2: the same code (ObjC3)
	// tornadoWFZSub is the Tornado's subtype at Wing Fortress's start
	// (routine subtype-$4E = 4, ObjB2_Main_WFZ_Start).
	tornadoWFZSub = 0x52
)

// tornadoWFZ is ObjB2_Main_WFZ_Start: the Tornado flies right at $100
// for $C1 frames carrying Sonic (solid; ObjB2_Horizontal_limit keeps the
// nearer player within $10 of its middle); then, shot down, it sinks at
// $100 both ways for $61 frames trailing smoke (ObjC3 every $E frames),
// drops whoever stands on it (loc_3B7BC: the sidekick's on_object is
// left set, the game's wrong bit) and falls away twice as fast. It goes
// when its column leaves the window (Obj_DeleteOffScreen).
func (s *engine) tornadoWFZ(k int) {
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0:
		ob.Routine2 = 2
		ob.Timer = 0xC0 // objoff_32
		ob.XVel = 0x100
	case 2:
		ob.Timer--
		if ob.Timer >= 0 {
			s.tornadoAlign(k)
			s.tornadoHoldPlayer(k)
			break
		}
		ob.Routine2 = 4
		ob.Timer2 = 0x60 // objoff_2A
		ob.Timer = 1
		ob.XVel, ob.YVel = 0x100, 0x100
	case 4:
		ob.Timer2--
		if ob.Timer2 < 0 {
			ob.Routine2 = 6
			s.tornadoDrop(k)
			break
		}
		s.tornadoSinking(k)
	case 6:
		objMove(ob)
		s.tornadoSinking(k)
	}
	if uint16(ob.X.Pixel()&0xFF80)-uint16(s.st.S2.Coarse) > 0x280 {
		s.deleteObject(k)
	}
}

// tornadoAlign is ObjB2_Align_plane: it moves (and by the Tornado's
// velocity) and is solid (half width $1B, half height 8) to both players.
func (s *engine) tornadoAlign(k int) {
	ob := s.slot(k)
	x0 := ob.X.Pixel()
	objMove(ob)
	s.tornadoMove(ob)
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, 0x1B, 8, 9, x0, false, nil)
		s.s2Swap(p)
	}
}

// tornadoSinking is loc_3A930: aligned, and a puff of smoke every $E
// frames (ObjB2_Main_WFZ_Start_load_smoke: an ObjC4, ObjC3's code, after
// it).
func (s *engine) tornadoSinking(k int) {
	ob := s.slot(k)
	s.tornadoAlign(k)
	ob.Timer--
	if ob.Timer != 0 {
		return
	}
	ob.Timer = 0xE
	if j := s.allocateAfter(k); j >= 0 {
		*s.slot(j) = physics.S2Obj{ID: s2TornadoSmoke2, Sub: 0x90, Layout: -1, Parent: int16(k + 1), X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF}
	}
}

// tornadoHoldPlayer is ObjB2_Horizontal_limit: the nearer player more
// than $10 from its middle is put $10 from it.
func (s *engine) tornadoHoldPlayer(k int) {
	ob := s.slot(k)
	p, d2, _ := s.nearerPlayer(ob)
	if uint16(d2+0x10) < 0x20 {
		return
	}
	d3 := 0x10
	if d2 < 0 {
		d3 = -0x10
	}
	x := ob.X.Pixel() - d3
	if p == 1 {
		b := &s.st.P2.Body
		b.X = physics.FromPixels(x) | b.X&0xFF
		return
	}
	s.st.X = physics.FromPixels(x) | s.st.X&0xFF
}

// tornadoDrop is loc_3B7BC: the players standing on it are let go in the
// air; the sidekick's on_object stays (the game clears his roll-jumping
// bit instead: status.npc.p2_standing).
func (s *engine) tornadoDrop(k int) {
	st := s.st
	ob := s.slot(k)
	if ob.Status&physics.S2P1Stand != 0 {
		ob.Status &^= physics.S2P1Stand
		if st.S2.On == k+1 {
			st.S2.On, st.Obj.On = 0, 0
		}
		st.Air = true
	}
	if ob.Status&physics.S2P2Stand != 0 && st.P2.On {
		ob.Status &^= physics.S2P2Stand
		s.s2Swap(1)
		st.RollJump = false
		st.Air = true
		s.s2Swap(1)
	}
}

// tornadoSmoke is ObjC3: it drifts up-left at $100, its x moved left by
// the random seed's bits (RandomNumber, RNG_seed & $1C) and $10 down at
// the start, and goes after 5 frames of 8 (Obj27's art).
func (s *engine) tornadoSmoke(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0xC
		ob.AnimDur = 7
		s.random()
		ob.X -= physics.FromPixels(int(uint16(s.st.S2.RNG>>16) & 0x1C))
		ob.Y += physics.FromPixels(0x10)
		ob.XVel, ob.YVel = -0x100, -0x100
		return
	}
	objMove(ob)
	ob.AnimDur--
	if int8(ob.AnimDur) < 0 {
		ob.AnimDur = 7
		ob.MapFrame++
		if ob.MapFrame == 5 {
			s.deleteObject(k)
		}
	}
}

// wfzLaser is ObjB9, the laser that shoots down the Tornado (no touch):
// once on screen it flies left at $1000, and goes when $40 left of the
// camera. Its first frame after ObjB9_Init sees it off screen
// (firstDrawn).
func (s *engine) wfzLaser(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width = 0x60
		return
	case 2:
		if firstDrawn(ob) && ob.Render&physics.S2OnScreen != 0 {
			ob.Routine = 4
			ob.XVel = -0x1000
		}
	case 4:
		objMove(ob)
	}
	if int16(ob.X.Pixel()) < int16(s.st.Cam.X-0x40) {
		s.deleteObject(k)
	}
}

// More of Wing Fortress's objects (s2.asm ObjID_*).
const (
	s2VPropeller   = 0xB4
	s2HPropeller   = 0xB5
	s2CluckerBase  = 0xAD
	s2Clucker      = 0xAE
	cluckerShotSub = 0x46 // ObjAD_SubObjData3: 4 wide, collision $98
)

// Animation scripts (Ani_objB4, Ani_objAE_a, _b, _c, Ani_CluckerShot).
var (
	vPropellerAnim  = [][]uint8{{1, 0, 1, 2, aniEndLoop, 0}}
	cluckerAnimA    = [][]uint8{{1, 0, 1, 2, 3, 4, 5, 6, 7, aniEndNext}}
	cluckerAnimB    = [][]uint8{{1, 8, 9, 0xA, 0xB, 0xB, 0xB, 0xB, aniEndNext}}
	cluckerAnimC    = [][]uint8{{3, 0xA, 0xB, aniEndNext}}
	cluckerShotAnim = [][]uint8{{3, 0xD, 0xE, 0xF, 0x10, 0x11, 0x12, 0x13, 0x14, aniEndLoop}}
)

// vPropeller is ObjB4, Wing Fortress's vertical propeller: it hurts
// (collision $A8, 4x$40) unless y-flipped in the layout (the flag is
// cleared, and the collision with it).
func (s *engine) vPropeller(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width, ob.Coll = 4, 0xA8
		if ob.Render&physics.S2YFlip != 0 {
			ob.Render &^= physics.S2YFlip
			ob.Coll = 0
		}
		return
	}
	animateSprite(ob, vPropellerAnim)
	s.markGone(k, ob.X.Pixel())
}

// hPropeller is ObjB5, the horizontal propeller: subtype $66 (Wing
// Fortress) lifts each player within $40 of it and up to $90 above it
// (the top swaying by Oscillating_Data+$14) as Oil Ocean's upward fan
// does, whatever his state (ObjB5_CheckPlayer); subtype $68 (Sky Chase)
// only spins.
func (s *engine) hPropeller(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Width = 0x40
		ob.Anim = 4
		ob.Routine = ob.Sub - 0x64
		if ob.Routine != 2 {
			ob.Routine = 4 // ObjB5_Animate (the table has no other entry)
		}
		return
	}
	if ob.Routine == 2 && ob.Anim == 4 {
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			s.liftPlayer(k)
			s.s2Swap(p)
		}
	}
	s.markGone(k, ob.X.Pixel())
}

// cluckerBase is ObjAD, the Clucker's base: solid (half width $1B, 8
// high).
func (s *engine) cluckerBase(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x18
		ob.MapFrame = 0xC
		return
	}
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, 0x1B, 8, 8, x, false, nil)
		s.s2Swap(p)
	}
	s.markGone(k, x)
}

// clucker is ObjAE, Wing Fortress's Clucker: hidden (no collision) until
// the nearer player is within $80 horizontally, it rises (Ani_objAE_a),
// becomes an enemy (collision 6), and then shoots every $41 frames
// (loc_39526: Obj98 8 ahead and $B below, $200 forward, collision $98).
func (s *engine) clucker(k int) {
	ob := s.slot(k)
	clear := func(f uint8) {
		ob.MapFrame, ob.AnimFrame, ob.Anim, ob.PrevAnim, ob.AnimDur = f, 0, 0, 0, 0
	}
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width = 0x10
		ob.MapFrame = 0x15
		if ob.Render&physics.S2XFlip != 0 {
			ob.Status |= physics.S2XFlip
		}
		return
	case 2:
		if _, d2, _ := s.nearerPlayer(ob); uint16(d2+0x80) < 0x100 {
			ob.Routine = 4
		}
	case 4:
		animateSprite(ob, cluckerAnimA)
		if ob.Routine != 4 {
			clear(8)
			ob.Coll = 6
		}
	case 6:
		animateSprite(ob, cluckerAnimB)
	case 8:
		if ob.Timer != 0 { // objoff_2A
			ob.Timer--
			break
		}
		ob.Routine = 0xA
		clear(0xB)
		s.cluckerShoot(k)
	case 0xA:
		animateSprite(ob, cluckerAnimC)
	case 0xC:
		ob.Routine = 8
		ob.Timer = 0x40
	}
	s.markGone(k, ob.X.Pixel())
}

// cluckerShoot is loc_39526: the shot after the Clucker.
func (s *engine) cluckerShoot(k int) {
	j := s.allocateAfter(k)
	if j < 0 {
		return
	}
	ob := s.slot(k)
	sh := physics.S2Obj{ID: s2Projectile, Sub: cluckerShotSub, Layout: -1, MapFrame: 0xD, XVel: -0x200,
		X: ob.X&^0xFF - physics.FromPixels(8), Y: ob.Y&^0xFF + physics.FromPixels(0xB)}
	if ob.Render&physics.S2XFlip != 0 {
		sh.XVel = 0x200
		sh.X += physics.FromPixels(0x10)
	}
	*s.slot(j) = sh
}

// ---------------------------------------------------------------------------
// ObjC0 speed launcher

const s2SpeedLauncher = 0xC0

// speedLauncher is ObjC0, Wing Fortress's speed launcher: a platform
// (half width $10, top $11 above it). A player standing on it starts it
// (loc_3BF66): it shoots left at $C00 (right when x-flipped), $80 faster
// each frame, holding the player on it facing its way, to subtype*16
// pixels from its rest, where it throws him at its speed and Y Speed
// -$400 (loc_3C020), then slides back 4 a frame (loc_3C062).
func (s *engine) speedLauncher(k int) {
	ob := s.slot(k)
	flip := ob.Status&physics.S2XFlip != 0
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x10
		d0 := int(ob.Sub) << 4
		if !flip {
			d0 = -d0
		}
		ob.BaseX = int16(ob.X.Pixel())      // objoff_34
		ob.BaseY = int16(ob.X.Pixel() + d0) // objoff_32: the throw point
	}
	standing := ob.Status & (physics.S2P1Stand | physics.S2P2Stand)
	each := func(f func()) {
		for p := 0; p < s.s2Players(); p++ {
			if ob.Status&[2]uint8{physics.S2P1Stand, physics.S2P2Stand}[p] != 0 {
				s.s2Swap(p)
				f()
				s.s2Swap(p)
			}
		}
	}
	hold := func() { // loc_3BFB4
		st := s.st
		st.GSpeed, st.XSpeed = 0, 0
		st.X = physics.FromPixels(ob.X.Pixel()) | st.X&0xFF
		st.FacingLeft = !flip
	}
	switch ob.Routine2 {
	case 0:
		if standing != 0 {
			ob.Routine2 = 2
			ob.XVel, ob.Timer = 0xC00, 0x80 // objoff_30: the acceleration
			if !flip {
				ob.XVel, ob.Timer = -ob.XVel, -ob.Timer
			}
			objMove(ob)
			each(hold)
		}
	case 2:
		ob.XVel += physics.Fixed(ob.Timer)
		objMove(ob)
		d0 := int16(int(ob.BaseY) - ob.X.Pixel())
		if flip {
			d0 = -d0
		}
		if d0 < 0 {
			each(hold)
			break
		}
		ob.Routine2 = 4
		setXPixel(ob, int(ob.BaseY))
		each(func() { // loc_3C020
			st := s.st
			st.XSpeed = ob.XVel
			st.YSpeed = -0x400
			st.Air = true
			s.s2Contact(k, physics.SolidTop, "launch")
		})
		s.launcherBack(ob)
	case 4:
		s.launcherBack(ob)
	}
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Platform(k, 0x10, 0x11, x)
		s.s2Swap(p)
	}
	s.markGone(k, x)
}

// launcherBack is loc_3C062: 4 a frame back to its rest.
func (s *engine) launcherBack(ob *physics.S2Obj) {
	d0 := uint16(ob.X.Pixel())
	back := ob.Timer >= 0 // spl d2
	d1 := uint16(4)
	if back {
		d1 = -d1
	}
	d0 += d1
	if d0 < uint16(ob.BaseX) {
		back = !back
	}
	if !back {
		ob.Routine2 = 0
		d0 = uint16(ob.BaseX)
	}
	setXPixel(ob, int(d0))
}

// ---------------------------------------------------------------------------
// ObjB8 wall turret, ObjBA wheel, ObjBF the unused badnik

const (
	s2WallTurret  = 0xB8
	s2WFZWheel    = 0xBA
	s2StickBadnik = 0xBF
	turretShotSub = 0x8E // ObjB8_SubObjData2: 4 wide, collision $98
)

// turretShots is byte_3BA2A, by the turret's frame (down, down-left,
// down-right): the shot's offset and X and Y Speed (whole pixels).
var turretShots = [3][4]int8{{0, 0x18, 0, 1}, {-0x11, 0x10, -1, 1}, {0x11, 0x10, 1, 1}}

// Animation scripts (Ani_WallTurretShot, Ani_objBF).
var (
	turretShotAnim  = [][]uint8{{2, 3, 4, aniEndLoop}}
	stickBadnikAnim = [][]uint8{{1, 0, 1, 2, aniEndLoop}}
)

// firstDrawn reports false on the first frame after an init that only
// ran LoadSubObject (ObjB8_Init, ObjB9_Init: no DisplaySprite, so
// BuildSprites left the on-screen flag as the layout's render flags had
// it, clear) and true from then on (Flag: drawn once); on that first
// frame the object's render_flags.on_screen test fails wherever it is.
func firstDrawn(ob *physics.S2Obj) bool {
	if ob.Flag {
		return true
	}
	ob.Flag = true
	return false
}

// wallTurret is ObjB8, Wing Fortress's wall turret: on screen, with the
// nearer player below it and within $60 horizontally, it wakes (never on
// its first frame after ObjB8_Init: firstDrawn); then it
// aims (straight down within $20, else towards him) and every $60 frames
// (the first after 2) fires a shot that way (loc_3B9D8: Obj98, collision
// $98, a pixel a frame).
func (s *engine) wallTurret(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width = 0x10
		return
	case 2:
		if firstDrawn(ob) && ob.Render&physics.S2OnScreen != 0 {
			if _, d1, d2, _ := s.orientBits(ob); d1 != 0 && uint16(d2+0x60) < 0xC0 {
				ob.Routine = 4
				ob.Timer = 2
			}
		}
	case 4:
		d0, _, d2, _ := s.orientBits(ob)
		f := 0
		if uint16(d2+0x20) >= 0x40 {
			f = d0/2 + 1
		}
		ob.MapFrame = uint8(f)
		ob.Timer--
		if ob.Timer == 0 {
			ob.Timer = 0x60
			if j := s.allocateAfter(k); j >= 0 {
				c := turretShots[f]
				*s.slot(j) = physics.S2Obj{ID: s2Projectile, Sub: turretShotSub, Layout: -1, MapFrame: 3,
					X: ob.X&^0xFF + physics.FromPixels(int(c[0])), Y: ob.Y&^0xFF + physics.FromPixels(int(c[1])),
					XVel: physics.Fixed(int16(c[2]) << 8), YVel: physics.Fixed(int16(c[3]) << 8)}
			}
		}
	}
	s.markGone(k, ob.X.Pixel())
}

// wfzWheel is ObjBA, the conveyor's wheel: scenery that takes its slot
// (LoadSubObject, then MarkObjGone).
func (s *engine) wfzWheel(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x10
		return
	}
	s.markGone(k, ob.X.Pixel())
}

// stickBadnik is ObjBF, the unused rotating-stick badnik: an enemy
// (collision 4) that only animates.
func (s *engine) stickBadnik(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width, ob.Coll = 4, 4
		return
	}
	animateSprite(ob, stickBadnikAnim)
	s.markGone(k, ob.X.Pixel())
}

// ---------------------------------------------------------------------------
// ObjBD the belt's metal platforms

const s2MetalPlatform = 0xBD

// metalPlatformAnims is Ani_objBD ($FA: routine_secondary += 2).
var metalPlatformAnims = [][]uint8{{3, 2, 1, 0, 0xFA, 0}, {1, 0, 1, 2, 0xFA}}

// animateFA is AnimateSprite with its $FA command (Anim_End_FA: the
// next routine_secondary) besides animateSprite's.
func animateFA(ob *physics.S2Obj, scripts [][]uint8) {
	if ob.Anim == ob.PrevAnim && ob.AnimDur == 0 && int(ob.Anim) < len(scripts) {
		sc := scripts[ob.Anim]
		if i := 1 + int(ob.AnimFrame); i < len(sc) && sc[i] == 0xFA {
			ob.AnimDur = sc[0]
			ob.Routine2 += 2
			return
		}
	}
	animateSprite(ob, scripts)
}

// metalPlatform is ObjBD, Wing Fortress's conveyor of small platforms:
// the layout object makes a platform (ObjBD at routine 4, after it) every
// $40 frames (the first at once). Each unfolds (Ani_objBD), rides up at
// $100 (subtype $7E; down for $80) for $C8 frames ($1C8 when x-flipped)
// as a platform (half width $23, top 5 above it), folds and goes,
// dropping whoever stood on it (loc_3B7BC).
func (s *engine) metalPlatform(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Timer = 1 // objoff_2A
		return
	case 2:
		ob.Timer--
		if ob.Timer == 0 {
			ob.Timer = 0x40
			if j := s.allocateAfter(k); j >= 0 {
				*s.slot(j) = physics.S2Obj{ID: s2MetalPlatform, Routine: 4, Sub: ob.Sub, Layout: -1,
					X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF, Render: ob.Render}
			}
		}
		if uint16(ob.X.Pixel()&0xFF80)-uint16(s.st.S2.Coarse) > 0x280 { // MarkObjGone3
			if r := ob.Respawn; r != 0 {
				s.st.S2.Respawn[2+int(r)] &^= 0x80
			}
			s.deleteObject(k)
		}
		return
	}
	switch ob.Routine2 {
	case 0:
		ob.Width = 0x18
		ob.MapFrame = 2
		ob.Routine2 = 2
		ob.Timer = 0xC7
		if ob.Render&physics.S2XFlip != 0 {
			ob.Timer = 0x1C7
		}
		ob.Sub -= 0x7E
		ob.YVel = -0x100
		if ob.Sub != 0 {
			ob.YVel = 0x100
		}
	case 2, 6:
		animateFA(ob, metalPlatformAnims)
	case 4:
		ob.Timer--
		if ob.Timer < 0 {
			ob.Routine2 = 6
			ob.Anim = 1
			break
		}
		x0 := ob.X.Pixel()
		objMove(ob)
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			s.s2Platform(k, 0x23, 5, x0)
			s.s2Swap(p)
		}
	case 8:
		s.tornadoDrop(k)
		s.deleteObject(k)
		return
	}
	s.markGone(k, ob.X.Pixel())
}
