package physics

// Sonic's moves: the insta-shield and shield moves (s3k, mania; S3K
// Sonic_ShieldMoves), the Super Peel-Out (cd; docs/physics.md "Special Abilities") and the drop
// dash (mania).

// Insta-shield (docs/physics.md "Special Abilities" "Insta-Shield").
const (
	InstaShieldFrames = 14
	InstaShieldRadius = 24
)

// Super Peel-Out (docs/physics.md "Special Abilities"): 30 frames of charge, then 12.
const (
	PeelOutFrames       = 30
	PeelOutSpeed  Fixed = 0xC00
)

// Drop dash (Sonic Mania; the guide lists it without figures: Mania's
// own values): 20 frames of charge with the button held; on landing
// Ground Speed = Ground Speed/4 + 8 forwards (capped at 12), or 8 (on a
// slope Ground Speed/2 + 8) when moving backwards; super: 12 and 13.
const (
	DropDashFrames         = 20
	DropDashSpeed    Fixed = 0x800
	DropDashMax      Fixed = 0xC00
	DropDashSuper    Fixed = 0xC00
	DropDashSuperMax Fixed = 0xD00
)

// sonicAirMove is Sonic_ShieldMoves: a jump press in the air, once per
// jump: super (nothing more), fire dash, lightning double jump, bubble
// bounce dive, transformation, or the insta-shield (s3k, without a blue
// shield) / drop dash (mania).
func (s *Sim) sonicAirMove(in Input) bool {
	st := &s.st
	p := &st.P
	if p.DoubleJumpFlag != 0 {
		return false
	}
	st.RollJump = false
	if p.Super {
		if p.Hyper {
			s.hyperDash(in) // hyper.go
			return true
		}
		p.DoubleJumpFlag = 1
		return true
	}
	if st.Obj.Invincible > 0 && p.Shield == ShieldFire {
		return false
	}
	switch p.Shield {
	case ShieldFire:
		p.DoubleJumpFlag = 1
		p.Move = "fire_dash"
		st.XSpeed = FireDashSpeed
		if st.FacingLeft {
			st.XSpeed = -FireDashSpeed
		}
		st.GSpeed = st.XSpeed
		st.YSpeed = 0
		s.flameLag() // hyper.go
		return true
	case ShieldLightning:
		p.DoubleJumpFlag = 1
		p.Move = "lightning_jump"
		st.YSpeed = LightningJumpSpeed
		st.Jumping = false
		return true
	case ShieldBubble:
		p.DoubleJumpFlag = 1
		p.Move = "bubble_bounce"
		if s.cfg.Variant == Mania {
			st.XSpeed >>= 1
		} else {
			st.XSpeed = 0
		}
		st.GSpeed = 0
		st.YSpeed = BubbleDownSpeed
		return true
	}
	if s.superPress() {
		return true
	}
	if s.cfg.Variant == Mania {
		p.DoubleJumpFlag = 1
		p.DropDash = 1
		p.Move = "drop_dash"
		return true
	}
	if p.Shield == ShieldNormal {
		return false
	}
	p.DoubleJumpFlag = 1
	p.Move = "insta_shield"
	p.InstaShield = InstaShieldFrames + 1 // afterMode counts this frame
	return true
}

// InstaShieldBox is the insta-shield's hitbox while it is out: 24 px
// each way of the player's centre (49 x 49).
func (s *Sim) InstaShieldBox() (l, t, w, h int, ok bool) {
	st := &s.st
	if st.P.InstaShield == 0 || s.cfg.Character != Sonic {
		return 0, 0, 0, 0, false
	}
	r := InstaShieldRadius
	return st.X.Pixel() - r, st.Y.Pixel() - r, 2 * r, 2 * r, true
}

// AbilityInvincible reports the moves that make the player invincible:
// the insta-shield while out, and the super form.
func (s *Sim) AbilityInvincible() bool {
	return s.st.P.InstaShield > 0 || s.st.P.Super
}

// AbilityAttack reports whether the player's move destroys a badnik at
// (ox, oy): the insta-shield, a shield move, Knuckles gliding or sliding,
// Tails' flight when the badnik is above him (docs/physics.md "Special Abilities" "Flying
// Attack": the angle to it within 46..135 degrees, straight up +/- 45).
func (s *Sim) AbilityAttack(ox, oy int) bool {
	st := &s.st
	p := &st.P
	if p.Super || p.InstaShield > 0 {
		return true
	}
	if p.DoubleJumpFlag == 0 || !s.HasDoubleJumpMoves() {
		return false
	}
	switch s.cfg.Character {
	case Knuckles:
		return p.DoubleJumpFlag == glideGliding || p.DoubleJumpFlag == glideSliding
	case Tails:
		dx, dy := ox-st.X.Pixel(), oy-st.Y.Pixel()
		if dy >= 0 {
			return false
		}
		if dx < 0 {
			dx = -dx
		}
		return dx <= -dy
	}
	return p.Shield == ShieldFire || p.Shield == ShieldLightning || p.Shield == ShieldBubble
}

// landAbilities is the landing's part for the moves (Player_TouchFloor):
// the double jump is over; what was under way is kept for afterMode
// (the bubble shield bounces, a charged drop dash launches).
func (s *Sim) landAbilities() {
	p := &s.st.P
	if s.HasDoubleJumpMoves() && p.DoubleJumpFlag != 0 {
		p.landFlag = p.DoubleJumpFlag
	}
	if s.cfg.Character != Knuckles || p.DoubleJumpFlag != glideSliding {
		p.DoubleJumpFlag = 0
	}
	p.landed = true
	if p.Move != "bubble_bounce" || p.Shield != ShieldBubble {
		p.Move = ""
	}
}

// landed runs the landing moves after the mode routine: the bubble
// shield's bounce (BubbleShield_Bounce: 7.5 off the ground, 4
// underwater, back into a jump) and the drop dash.
func (s *Sim) afterLanding(in Input) {
	st := &s.st
	p := &st.P
	flag := p.landFlag
	p.landed, p.landFlag = false, 0
	if st.Air {
		return
	}
	if flag != 0 && s.cfg.Character == Sonic && p.Shield == ShieldBubble {
		f := BubbleBounce
		if p.Underwater {
			f = BubbleBounceWater
		}
		sin, cos := SinCos(st.Angle - 0x40)
		st.XSpeed += Fixed((cos * int(f)) >> 8)
		st.YSpeed += Fixed((sin * int(f)) >> 8)
		a := st.Angle
		if (a+0x20)&0x40 != 0 || (a+0x10)&0x20 != 0 {
			st.GSpeed = st.YSpeed
			if a >= 0x80 {
				st.GSpeed = -st.GSpeed
			}
		}
		st.Air = true
		st.Pushing = false
		st.Jumping = true
		st.XRadius, st.YRadius = s.sizes.Rolling.W, s.sizes.Rolling.H
		st.Rolling = true
		st.Y += FromPixels(s.sizes.Standing.H - s.sizes.Rolling.H)
		p.Move = "" // the bounce is the move's end
		return
	}
	if p.DropDash > 0 {
		charged := p.DropDash > DropDashFrames
		p.DropDash = 0
		if charged && in&Jump != 0 {
			s.dropDash()
		}
	}
}

// dropDash launches the drop dash on landing.
func (s *Sim) dropDash() {
	st := &s.st
	spd, top := DropDashSpeed, DropDashMax
	if st.P.Super {
		spd, top = DropDashSuper, DropDashSuperMax
	}
	g := st.GSpeed
	if st.FacingLeft {
		g = -g
	}
	switch {
	case g >= 0: // moving forwards
		g = g/4 + spd
		if g > top {
			g = top
		}
	case st.Angle == 0:
		g = spd
	default:
		g = g/2 + spd
	}
	if st.FacingLeft {
		g = -g
	}
	st.GSpeed = g
	st.Rolling = true
	st.XRadius, st.YRadius = s.sizes.Rolling.W, s.sizes.Rolling.H
	st.Y += FromPixels(s.sizes.Standing.H - s.sizes.Rolling.H)
	sin, cos := SinCos(st.Angle)
	st.XSpeed = Fixed((cos * int(g)) >> 8)
	st.YSpeed = Fixed((sin * int(g)) >> 8)
}

// dropDashCharge counts the drop dash's charge while the button is held
// in the air; releasing it cancels the dash (the move stays used).
func (s *Sim) dropDashCharge(in Input) {
	p := &s.st.P
	if p.DropDash == 0 || !s.st.Air {
		return
	}
	if in&Jump == 0 {
		p.DropDash = 0
		return
	}
	if p.DropDash <= DropDashFrames {
		p.DropDash++
	}
}

// peelOut is the Super Peel-Out (cd, Sonic only; docs/physics.md "Special Abilities"): standing
// still with Up held, a jump press starts the charge; the player stays
// put; after 30 frames releasing Up launches him at 12, earlier nothing
// happens. Like the spindash it takes the frame (the rest is the level
// bounds and the ground sensors) and reports so.
func (s *Sim) peelOut(in Input, press bool) bool {
	st := &s.st
	p := &st.P
	if s.cfg.Variant != CD || s.cfg.Character != Sonic {
		return false
	}
	if !p.PeelOut {
		if !press || in&Up == 0 || st.GSpeed != 0 {
			return false
		}
		p.PeelOut = true
		p.PeelOutCharge = 0
		s.spindashEnd()
		return true
	}
	if in&Up != 0 {
		if p.PeelOutCharge < PeelOutFrames {
			p.PeelOutCharge++
		}
		s.spindashEnd()
		return true
	}
	p.PeelOut = false
	if p.PeelOutCharge >= PeelOutFrames {
		st.GSpeed = PeelOutSpeed
		if st.FacingLeft {
			st.GSpeed = -PeelOutSpeed
		}
		sin, cos := SinCos(st.Angle)
		st.XSpeed = Fixed((cos * int(st.GSpeed)) >> 8)
		st.YSpeed = Fixed((sin * int(st.GSpeed)) >> 8)
	}
	s.spindashEnd()
	return true
}
