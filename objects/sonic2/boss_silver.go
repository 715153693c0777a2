package sonic2

import "loopwright/physics"

// ObjAF, Silver Sonic (Mecha Sonic), Death Egg's first boss, and its
// parts: its booster flame, the spikes on its back and Eggman's window
// (s2.asm ObjAF). LevEvents_DEZ loads it (subtype $48) at $348,$A0.
//
// It waits (loc_397AC) for the camera to reach x $224, locks the camera
// there (both limits $224, Current_Boss_ID 9), waits 60 frames more
// (loc_397E6) and comes down at $100 (loc_397FE) to the floor
// (ObjCheckFloorDist, y_radius $1B), where it becomes hittable (collision
// $1A, 8 hits) and stands $64 frames (loc_3984A). Then it attacks by the
// next entry of byte_398B0 (objoff_2F, 16 entries): 0 two dashes at $800
// slowing $20 a frame for $40 frames, turning round after each (loc_3991E
// to loc_39976); 6 curls up, spins $20 frames and rolls at $800 slowing
// for $40 (loc_39A0A to loc_39A96); $10 curls, spins, rolls at $400 and
// jumps (-$600, gravity $38) after 4 frames (loc_39AAA to loc_39B28); $1E
// the same jump throwing its eight spikes (Obj98, collision $98, 3 pixels
// a frame) at the top (loc_39B44, loc_39D82); each ends standing again.
// The dashes alternate left and right (objoff_2D, loc_39D60). Curled (mapping
// frames 6 to 8) it hurts and cannot be hit (collision $9A, loc_39D24);
// standing, its back spikes hurt (the spikes' collision $98). A hit leaves
// it untouchable $20 frames (loc_39CAE). Beaten (collision_property 0,
// loc_39CF0) its flame and spikes go, it explodes $100 frames
// (loc_39B92), then the right limit opens to $1000, the level events go
// on (Dynamic_Resize_Routine) and it is deleted. Boss_defeated_flag is
// not set and Current_Boss_ID stays 9, as in the game.
//
// The boss's state: Routine routine, Routine2 routine_secondary, Timer
// objoff_2A (a byte but for loc_397BA's word), Timer2 objoff_2C (dashes
// left), Flag objoff_2D (the next dash goes right), B3B objoff_2E (the
// spikes thrown), B3F objoff_2F (the attacks made), B3E objoff_30 (the
// flash), Timer3 objoff_32, Child1 its flame (parent, objoff_3E), Child2
// its spikes (objoff_3C); a part's Parent is its objoff_2C. The palette
// flash, the sounds and the window's animation only draw.

// Silver Sonic's routines (ObjAF_Index) and status bits.
const (
	silverWait     = 2    // loc_397AC
	silverDelay    = 4    // loc_397E6
	silverDescend  = 6    // loc_397FE
	silverIdle     = 8    // loc_3984A
	silverAttack   = 0xA  // loc_398C0
	silverBeaten   = 0xC  // loc_39B92
	silverFlame    = 0xE  // loc_39BBA, then $10 shown, $12 hidden
	silverSpikes   = 0x14 // loc_39BEA, then $16 harmless, $18 hurting
	silverWindow   = 0x1A // loc_39C12, then $1C to $22
	silverLanded   = physics.S2YFlip
	silverMisc     = 0x04 // status.npc.misc: beaten
	silverSpikeSub = 0x4A // ObjAF_SubObjData: Obj98, 4 wide, collision $98
	silverColl     = 0x1A
	silverCurled   = 0x9A
)

// silverPatterns is byte_398B0: the attacks in turn.
var silverPatterns = [16]uint8{6, 0, 0x10, 6, 6, 0x1E, 0, 0x10, 6, 6, 0x10, 6, 0, 6, 0x10, 0x1E}

// silverAnims is off_39DE2 ($FD: routine_secondary += 2; $FC holds).
var silverAnims = [][]uint8{
	{2, 0, 1, 2, 0xFF, 0},
	{0x45, 3, 0xFD, 0},
	{3, 4, 5, 4, 3, 0xFC},
	{3, 3, 3, 6, 6, 6, 7, 7, 7, 8, 8, 8, 6, 6, 7, 7, 8, 8, 6, 7, 8, 0xFC},
	{2, 6, 7, 8, 0xFF, 0},
	{3, 8, 7, 6, 8, 8, 7, 7, 6, 6, 8, 8, 8, 7, 7, 7, 6, 6, 6, 3, 3, 0xFC},
}

// silverFlameAnims is off_39E30, silverWindowAnims Ani_objAF_c.
var (
	silverFlameAnims  = [][]uint8{{1, 0xB, 0xC, 0xFF}, {1, 0xD, 0xE, 0xFF}, {1, 9, 0xA, 0xFF}}
	silverWindowAnims = [][]uint8{
		{3, 4, 3, 2, 1, 0, 0xFC, 0}, {3, 0, 1, 2, 3, 4, 0xFA, 0},
		{3, 5, 5, 0xFF}, {3, 5, 6, 0xFF}, {3, 7, 7, 0xFF},
	}
)

// silverSpikeShots is byte_39D92: each thrown spike's offset, X and Y
// Speed (whole pixels) and mapping frame.
var silverSpikeShots = [8][5]int8{
	{0, -0x18, 0, -3, 0xF}, {-0x10, -0x10, -2, -2, 0x10}, {-0x18, 0, -3, 0, 0x11}, {-0x10, 0x10, -2, 2, 0x12},
	{0, 0x18, 0, 3, 0x13}, {0x10, 0x10, 2, 2, 0x14}, {0x18, 0, 3, 0, 0x15}, {0x10, -0x10, 2, -2, 0x16},
}

// animateChecked is AnimateSprite_Checked: AnimateSprite without the
// render flags, reporting true where the script ended ($FF restarts, $FE
// moves routine on, $FD routine_secondary, $FC holds its frame for a
// frame).
func animateChecked(ob *physics.S2Obj, scripts [][]uint8) bool {
	if ob.Anim != ob.PrevAnim {
		ob.PrevAnim = ob.Anim
		ob.AnimFrame, ob.AnimDur = 0, 0
	}
	ob.AnimDur--
	if int8(ob.AnimDur) >= 0 {
		return false
	}
	sc := scripts[ob.Anim]
	ob.AnimDur = sc[0]
	at := func(i int) uint8 {
		if i < len(sc) {
			return sc[i]
		}
		return 0xFF
	}
	f := at(1 + int(ob.AnimFrame))
	if f&0x80 == 0 {
		ob.MapFrame = f
		ob.AnimFrame++
		return false
	}
	switch f {
	case 0xFF:
		ob.AnimFrame = 0
		ob.MapFrame = sc[1]
		ob.AnimFrame++
	case 0xFE:
		ob.Routine += 2
		ob.AnimDur = 0
		ob.AnimFrame++
	case 0xFD:
		ob.Routine2 += 2
	case 0xFC:
		ob.AnimDur = 1
	}
	return true
}

// bossSilver is ObjAF by routine.
func (s *engine) bossSilver(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		s.silverInit(k)
	case silverWait:
		if s.st.Cam.X < 0x224 {
			return
		}
		ob.Routine = silverDelay
		ob.Timer = 60
		ob.YVel = 0x100
		s.st.Cam.MinX, s.st.Cam.MaxX = 0x224, 0x224
		s.st.S2.Ev.BossID = 9
	case silverDelay:
		ob.Timer--
		if ob.Timer < 0 {
			ob.Routine = silverDescend
		}
	case silverDescend:
		d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false)
		if d < 0 {
			setYPixel(ob, ob.Y.Pixel()+d)
			ob.YVel = 0
			ob.Coll = silverColl
			ob.Status |= silverLanded
			s.silverStand(k)
			return
		}
		objMove(ob)
		s.silverAlign(k, int(ob.Child1)-1, 0, 0)
		s.silverAlignSpikes(k)
	case silverIdle:
		s.silverHitCheck(k)
		s.silverRestoreColl(ob)
		ob.Timer = int16(uint8(ob.Timer - 1))
		if ob.Timer == 0 {
			// loc_39886: the next attack
			ob.Routine = silverAttack
			ob.Routine2 = silverPatterns[ob.B3F&0xF]
			ob.B3F++
			ob.B3B = 0
			s.silverPart(int(ob.Child2)-1, silverSpikes+2)
			return
		}
		setYPixel(ob, ob.Y.Pixel()+s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false))
		animateChecked(ob, silverAnims)
		s.silverAlignSpikes(k)
	case silverAttack:
		s.silverHitCheck(k)
		s.silverRestoreColl(ob)
		s.silverAttackStep(k)
		ob = s.slot(k)
		s.silverAlign(k, int(ob.Child1)-1, 0, 0)
		s.silverAlignSpikes(k)
		objMove(ob)
	case silverBeaten:
		ob.Coll = 0
		ob.Timer3--
		if ob.Timer3 >= 0 {
			s.bossLoadExplosion(k)
			return
		}
		s.st.Cam.MaxX = 0x1000
		s.st.S2.Ev.Routine += 2
		s.deleteObject(k)
	case silverFlame, silverFlame + 2, silverFlame + 4:
		s.silverFlamePart(k)
	case silverSpikes, silverSpikes + 2, silverSpikes + 4:
		switch ob.Routine {
		case silverSpikes:
			ob.Routine += 2
			ob.Width, ob.MapFrame, ob.Coll = 8, 0xB, silverColl
		case silverSpikes + 2:
			ob.Coll = 0
		default:
			ob.Coll = 0x98
		}
	default:
		s.silverWindowPart(k)
	}
}

// silverInit is ObjAF_Init: y_radius $1B, x_radius $10, not yet
// hittable (collision 0), 8 hits; its flame, spikes and Eggman's window
// after it (LoadChildObject).
func (s *engine) silverInit(k int) {
	ob := s.slot(k)
	ob.Routine = silverWait
	ob.Width = 0x10
	ob.YRad, ob.XRad = 0x1B, 0x10
	ob.Coll, ob.CollProp = 0, 8
	x, y := ob.X&^0xFF, ob.Y&^0xFF
	for i, r := range [3]uint8{silverFlame, silverSpikes, silverWindow} {
		j := s.allocateAfter(k)
		if j < 0 {
			return
		}
		sub := uint8(0x48)
		if r == silverWindow {
			sub = 0xA4
		}
		*s.slot(j) = physics.S2Obj{ID: s2MechaSonic, Sub: sub, Routine: r, Layout: -1, Parent: int16(k + 1), X: x, Y: y}
		switch i {
		case 0:
			s.slot(k).Child1 = int16(j + 1)
		case 1:
			s.slot(k).Child2 = int16(j + 1)
		}
	}
}

// silverPart sets the routine of the part in slot j (the game writes it
// through its pointer; a part already gone is left alone).
func (s *engine) silverPart(j int, routine uint8) *physics.S2Obj {
	if j < 0 || s.slot(j).ID == 0 {
		return nil
	}
	p := s.slot(j)
	p.Routine = routine
	return p
}

// silverAlign is Obj_AlignChildXY: the part in slot j at the boss's
// position plus dx, dy (whole pixels).
func (s *engine) silverAlign(k, j, dx, dy int) {
	if j < 0 || s.slot(j).ID == 0 {
		return
	}
	ob, p := s.slot(k), s.slot(j)
	setXPixel(p, ob.X.Pixel()+dx)
	setYPixel(p, ob.Y.Pixel()+dy)
}

// silverAlignSpikes is loc_39D4A: the back spikes $C behind (right when
// facing left) and $C up.
func (s *engine) silverAlignSpikes(k int) {
	ob := s.slot(k)
	dx := 0xC
	if ob.Render&physics.S2XFlip != 0 {
		dx = -dx
	}
	s.silverAlign(k, int(ob.Child2)-1, dx, -0xC)
}

// silverStand is loc_399D6: standing $64 frames, still, the flame hidden
// and the back spikes hurting.
func (s *engine) silverStand(k int) {
	ob := s.slot(k)
	ob.Routine = silverIdle
	ob.Anim = 0
	ob.Timer = 0x64
	ob.XVel = 0
	s.silverPart(int(ob.Child1)-1, silverFlame+4)
	s.silverPart(int(ob.Child2)-1, silverSpikes+4)
}

// silverHitCheck is loc_39CAE: out of hits it is beaten (loc_39CF0:
// routine $C for $FF+1 frames of explosions, its flame and spikes
// deleted); hit, it stays untouchable $20 frames and then takes its
// collision back (loc_39D24).
func (s *engine) silverHitCheck(k int) {
	ob := s.slot(k)
	if ob.CollProp == 0 {
		ob.Timer3 = 0xFF
		ob.Routine = silverBeaten
		ob.Coll = 0
		ob.Status |= silverMisc
		for _, c := range [2]int16{ob.Child2, ob.Child1} {
			if j := int(c) - 1; j >= 0 && s.slot(j).ID == s2MechaSonic && parentOf(s.slot(j)) == k {
				s.deleteObject(j)
			}
		}
		return
	}
	if ob.Coll != 0 {
		return
	}
	if ob.B3E == 0 {
		ob.B3E = 0x20
	}
	ob.B3E--
	if ob.B3E == 0 {
		silverCollision(ob)
	}
}

// silverRestoreColl is loc_39D1C: while touchable its collision follows
// its frame (loc_39D24).
func (s *engine) silverRestoreColl(ob *physics.S2Obj) {
	if ob.Coll != 0 {
		silverCollision(ob)
	}
}

// silverCollision is loc_39D24: curled (mapping frames 6 to 8) $9A, a
// hurting object; else $1A, an enemy that can be hit.
func silverCollision(ob *physics.S2Obj) {
	ob.Coll = silverColl
	if f := ob.MapFrame; f >= 6 && f <= 8 {
		ob.Coll = silverCurled
	}
}

// silverDash is loc_39D60: the X Speed v, leftward and rightward in turn
// (objoff_2D).
func silverDash(ob *physics.S2Obj, v physics.Fixed) {
	if !ob.Flag {
		v = -v
	}
	ob.Flag = !ob.Flag
	ob.XVel = v
}

// silverSlow is loc_39D72: $20 a frame towards standing still.
func silverSlow(ob *physics.S2Obj) {
	if ob.XVel < 0 {
		ob.XVel += 0x20
	} else {
		ob.XVel -= 0x20
	}
}

// silverStopRoll is loc_39A7C: the next stage, uncurling (anim 5),
// turned round, still.
func silverStopRoll(ob *physics.S2Obj) {
	ob.Routine2 += 2
	ob.Anim = 5
	ob.Render ^= physics.S2XFlip
	ob.XVel, ob.YVel = 0, 0
}

// silverDashStart is loc_3992E: $20 frames to the dash, the flame lit
// (anim 1).
func (s *engine) silverDashStart(k int) {
	ob := s.slot(k)
	ob.Timer = 0x20
	if f := s.silverPart(int(ob.Child1)-1, silverFlame+2); f != nil {
		f.Anim = 1
	}
}

// silverTick is subq.b #1,objoff_2A / bmi: true when the count ran out.
func silverTick(ob *physics.S2Obj) bool {
	ob.Timer = int16(uint8(ob.Timer - 1))
	return int8(ob.Timer) < 0
}

// silverAttackStep is off_398F2 by routine_secondary.
func (s *engine) silverAttackStep(k int) {
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0: // loc_3991E
		ob.Routine2 += 2
		ob.MapFrame = 3
		ob.Timer2 = 2
		s.silverDashStart(k)
	case 2: // loc_39946
		if !silverTick(ob) {
			return
		}
		ob.Routine2 += 2
		ob.Timer = 0x40
		ob.Anim = 1
		silverDash(ob, 0x800)
		if j := int(ob.Child1) - 1; j >= 0 && s.slot(j).ID != 0 {
			s.slot(j).Anim = 2
		}
	case 4: // loc_39976
		if silverTick(ob) {
			// loc_399C2
			ob.Timer2 = int16(uint8(ob.Timer2 - 1))
			if ob.Timer2 == 0 {
				s.silverStand(k)
				return
			}
			ob.Routine2 = 2
			ob.XVel = 0
			s.silverDashStart(k)
			return
		}
		if ob.Timer == 0x20 {
			ob.Anim = 2
			s.silverPart(int(ob.Child1)-1, silverFlame+4)
		}
		silverSlow(ob)
		animateChecked(ob, silverAnims)
		if ob.Anim == 2 && ob.AnimFrame == 2 && ob.AnimDur == 3 {
			ob.Render ^= physics.S2XFlip
		}
	case 6, 0x10, 0x1E: // loc_39A0A: curling up
		ob.Routine2 += 2
		ob.MapFrame = 3
		ob.Anim = 3
	case 8, 0x12, 0x20: // loc_39A1C
		if animateChecked(ob, silverAnims) {
			ob.Routine2 += 2
			ob.Timer = 0x20
			ob.Anim = 4
		}
	case 0xA: // loc_39A44: spinning
		if !silverTick(ob) {
			animateChecked(ob, silverAnims)
			return
		}
		ob.Routine2 += 2
		ob.Timer = 0x40
		silverDash(ob, 0x800)
	case 0xC: // loc_39A68: rolling
		if silverTick(ob) {
			silverStopRoll(ob)
			return
		}
		silverSlow(ob)
		animateChecked(ob, silverAnims)
	case 0xE, 0x1C, 0x2A: // loc_39A96: uncurling
		if animateChecked(ob, silverAnims) {
			s.silverStand(k)
		}
	case 0x14, 0x22: // loc_39AAA
		if !silverTick(ob) {
			animateChecked(ob, silverAnims)
			return
		}
		ob.Routine2 += 2
		ob.Timer = 0x40
		silverDash(ob, 0x400)
	case 0x16, 0x24: // loc_39ACE: the jump at 60 frames left
		ob.Timer = int16(uint8(ob.Timer - 1))
		if ob.Timer == 60 {
			ob.Routine2 += 2
			ob.YVel = -0x600
		}
		animateChecked(ob, silverAnims)
	case 0x18: // loc_39AF4
		if silverTick(ob) {
			silverStopRoll(ob)
			return
		}
		s.silverFall(ob)
	case 0x1A, 0x28: // loc_39B28: rolling on the floor
		if silverTick(ob) {
			silverStopRoll(ob)
			return
		}
		setYPixel(ob, ob.Y.Pixel()+s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false))
		animateChecked(ob, silverAnims)
	case 0x26: // loc_39B44: the spikes at the top of the jump
		if silverTick(ob) {
			silverStopRoll(ob)
			return
		}
		if ob.B3B == 0 && ob.YVel >= 0 {
			ob.B3B = 0xFF
			s.silverThrowSpikes(k)
			ob = s.slot(k)
		}
		s.silverFall(ob)
	}
}

// silverFall is loc_39AF4's and loc_39B44's fall: on the floor
// (ObjCheckFloorDist) it lands (loc_39B1A: the next stage); gravity $38.
func (s *engine) silverFall(ob *physics.S2Obj) {
	if d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false); d < 0 {
		ob.Routine2 += 2
		setYPixel(ob, ob.Y.Pixel()+d)
		ob.YVel = 0
	}
	ob.YVel += 0x38
	animateChecked(ob, silverAnims)
}

// silverThrowSpikes is loc_39D82 (Obj_CreateProjectiles): its eight
// spikes (Obj98, subtype $4A) after it, each moving by byte_39D92.
func (s *engine) silverThrowSpikes(k int) {
	for _, c := range silverSpikeShots {
		j := s.allocateAfter(k)
		if j < 0 {
			return
		}
		ob := s.slot(k)
		*s.slot(j) = physics.S2Obj{ID: s2Projectile, Sub: silverSpikeSub, Layout: -1, MapFrame: uint8(c[4]),
			X: physics.FromPixels(ob.X.Pixel() + int(c[0])), Y: physics.FromPixels(ob.Y.Pixel() + int(c[1])),
			XVel: physics.Fixed(int16(c[2]) << 8), YVel: physics.Fixed(int16(c[3]) << 8)}
	}
}

// silverFlamePart is the flame: loc_39BBA (8 wide, collision 0),
// loc_39BCC (the boss's flip, off_39E30), loc_39BE2 (hidden).
func (s *engine) silverFlamePart(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case silverFlame:
		ob.Routine += 2
		ob.Width, ob.Coll = 8, 0
	case silverFlame + 2:
		if p := parentOf(ob); p >= 0 {
			f := s.slot(p).Render & (physics.S2XFlip | physics.S2YFlip)
			ob.Render = ob.Render&^(physics.S2XFlip|physics.S2YFlip) | f
			ob.Status = ob.Status&^(physics.S2XFlip|physics.S2YFlip) | f
		}
		animateChecked(ob, silverFlameAnims)
	default:
		ob.Render &^= physics.S2OnScreen
	}
}

// silverWindowPart is Eggman's window (loc_39C12 at $2C0,$139; loc_39C2A
// waits for the boss's landing flag and clears it; loc_39C42,
// loc_39C50 and loc_39CA0 animate it by the fight): it touches nothing.
func (s *engine) silverWindowPart(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case silverWindow:
		ob.Routine += 2
		ob.Width, ob.Coll = 0x10, 0
		ob.MapFrame = 4
		setXPixel(ob, 0x2C0)
		setYPixel(ob, 0x139)
	case silverWindow + 2:
		if p := parentOf(ob); p >= 0 && s.slot(p).Status&silverLanded != 0 {
			s.slot(p).Status &^= silverLanded
			ob.Routine += 2
		}
	case silverWindow + 4:
		animateSprite(ob, silverWindowAnims)
	case silverWindow + 6:
		p := parentOf(ob)
		if p >= 0 && s.slot(p).Status&silverMisc != 0 {
			ob.Routine += 2
			ob.Anim = 1
			return
		}
		ob.Anim = 2
		if s.st.Obj.Hurt {
			ob.Anim = 3
		} else if p >= 0 && s.slot(p).Coll == 0 {
			ob.Anim = 4
		}
		animateSprite(ob, silverWindowAnims)
	default:
		animateSprite(ob, silverWindowAnims)
		s.markGone(k, ob.X.Pixel())
	}
}
