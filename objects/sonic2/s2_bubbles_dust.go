package sonic2

import "loopwright/physics"

// Obj08 (s2.asm ObjID_SpindashDust): each player's splash and dust
// object. InitPlayers puts one per player in a level-only slot
// (Sonic_Dust, Tails_Dust: S2State.Dust), run after the breathing
// bubbles; its splash and spindash dust only draw, but its skid dust
// (Obj08_CheckSkid) takes dynamic slots: while the player skids, a puff
// every 4 frames in the first free slot (AllocateObject), which lives
// 17 frames and is deleted. That is the slot use modelled here.
//
// The reserved object keeps its routine in Routine and obj08_dust_timer
// in Timer; Anim remembers the player's animation of the frame before
// (the skid's start is the frame his animation becomes the stop, where
// Sonic_MoveLeft/Sonic_MoveRight set the routine). A puff keeps its
// player (parent: 0 the main character, 1 the sidekick) in B3F.

// s2SpindashDust is Obj08.
const s2SpindashDust = 0x08

// aniObj08 is Ani_obj08: nothing (0), the splash (1), the spindash dust
// (2) and the skid dust (3).
var aniObj08 = [][]uint8{
	{0x1F, 0, 0xFF},
	{3, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0xFD, 0},
	{1, 0xA, 0xB, 0xC, 0xD, 0xE, 0xF, 0x10, 0xFF},
	{3, 0x11, 0x12, 0x13, 0x14, 0xFC},
}

// dustAir is player i's air_left as Obj08 reads it (30 while he drowns:
// Obj0A_ReduceAir's ResumeMusic).
func (s *engine) dustAir(i uint8) int {
	p := &s.st.P
	if i == 1 && s.st.P2.On {
		p = &s.st.P2.Body.P
	}
	if p.Drowning > 0 {
		return physics.AirSeconds
	}
	return p.AirLeft
}

// skidDust runs Sonic_Dust, then Tails_Dust (when there is a sidekick),
// after the countdowns, as RunObjects runs the level-only slots.
func (s *engine) skidDust() {
	st := s.st
	s.dustPlayer(0, st.P.Anim.ID, st.X, st.Y)
	if st.P2.On {
		b := &st.P2.Body
		s.dustPlayer(1, b.P.Anim.ID, b.X, b.Y)
	}
}

// dustPlayer is player i's Obj08 in its reserved slot. The player's
// code sets routine 6 as he starts to skid with 12 seconds of air or
// more (Sonic_MoveLeft, Sonic_MoveRight; Tails' the same); then
// Obj08_CheckSkid: while his animation is the stop (AniIDSonAni_Stop)
// the dust timer counts down and, below 0, is set to 3 and a puff is
// made (Obj08_SkidDust): anim 3 at his x, $10 below his y ($C for
// Tails, who is shorter), routine 2, width 4. Once his animation is
// another, routine 2 and the timer 0. In routine 2 the reserved object
// only draws (its splash and spindash dust).
func (s *engine) dustPlayer(i uint8, anim physics.AnimID, x, y physics.Fixed) {
	o := &s.st.S2
	d := &o.Dust[i]
	skid := anim == physics.AnimSkid
	if skid && physics.AnimID(d.Anim) != physics.AnimSkid && s.dustAir(i) >= 12 {
		d.Routine = 6
	}
	d.Anim = uint8(anim)
	if d.Routine != 6 {
		return
	}
	if !skid {
		d.Routine = 2
		d.Timer = 0
		return
	}
	t := int8(d.Timer) - 1
	d.Timer = int16(t)
	if t >= 0 {
		return
	}
	d.Timer = 3
	j := s.allocate()
	if j < 0 {
		return
	}
	dy := 0x10
	if s.dustIsTails(i) {
		dy -= 4
	}
	*s.slot(j) = physics.S2Obj{ID: s2SpindashDust, Routine: 2, Anim: 3, Width: 4, Render: 4, Layout: -1, B3F: i,
		X: physics.FromPixels(int(uint16(x.Pixel()))), Y: physics.FromPixels(int(uint16(y.Pixel() + dy)))}
}

// dustIsTails reports whether player i's dust object is Tails' (the
// sidekick's, or the main character's when he plays alone as Tails):
// obj08_belongs_to_tails.
func (s *engine) dustIsTails(i uint8) bool {
	return i == 1 || s.cfg.Character == physics.Tails
}

// spindashDust is Obj08 in a dynamic slot: a skid dust puff, or a layout
// entry. Obj08_Init (a layout entry) goes on to Obj08_Main; in
// Obj08_MdSkidDust (anim 3) a puff whose player has fewer than 12
// seconds of air stops drawing (anim 0, Obj08_ResetDisplayMode), else it
// animates (Ani_obj08: 4 frames of 4, then routine 4: deleted the next
// frame). Anim 0 (a layout entry, a stopped puff) shows nothing for
// ever: never deleted.
func (s *engine) spindashDust(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0: // Obj08_Init
		ob.Routine = 2
		ob.Render |= 4
		ob.Width = 0x10
		fallthrough
	case 2: // Obj08_Main
		if ob.Anim == 3 && s.dustAir(ob.B3F) < 12 {
			ob.Anim = 0
			return
		}
		animateSprite(ob, aniObj08)
	default: // BranchTo16_DeleteObject
		s.deleteObject(k)
	}
}
