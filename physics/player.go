package physics

// PlayerState is one player's state beyond position and speed: the speed
// variables, water and air, shield, abilities, super form and animation.
// It is a plain value (no pointers), one per player, so a
// second player gets its own copy; State.P is the first player's.
type PlayerState struct {
	// Speeds are the games' Max_speed, Acceleration and Deceleration
	// variables. Events set them (spawn, entering and leaving water, speed
	// shoes starting and ending, super form), exactly as the games write
	// them, so that e.g. falling into water cancels the speed shoes for
	// good (docs/physics.md "States" "Super Speeds", note).
	Speeds SpeedSet
	// Underwater is the status bit 6 (docs/physics.md "States" "Underwater").
	Underwater bool
	// AirLeft is the air countdown in seconds (30 on entering water), and
	// AirTimer the frames left of the current second.
	AirLeft, AirTimer int
	// Drowning counts down the frames of the drowning fall (water.go).
	Drowning int
	// Shield is the shield held (shields.go).
	Shield ShieldKind
	// DoubleJumpFlag and DoubleJumpProperty are the games' fields of the
	// same name (S3K): Knuckles' glide mode (1 gliding, 2 falling, 3
	// sliding, 4 climbing, 5 clambering) and glide angle / climb step;
	// Tails' flight (1) and its frames left; Sonic's shield move in use
	// (1) and the insta-shield (abilities_sonic.go).
	DoubleJumpFlag     uint8
	DoubleJumpProperty uint8
	// FlyUp is Tails' flight lift: gravity -0.125 until Y Speed < -1.
	FlyUp bool
	// InstaShield counts the insta-shield's enlarged hitbox frames.
	InstaShield int
	// ClimbX is the x Knuckles caught the wall at; ClimbFrame his climbing
	// frame (the games' mapping frame offset 0-5) and ClimbTimer its
	// timer.
	ClimbX         int
	ClimbFrame     int
	ClimbTimer     int
	XSubLow        uint8 // the low byte of the games' 16-bit x sub-pixel
	PeelOut        bool  // charging a Super Peel-Out (cd)
	PeelOutCharge  int   // its frames charged
	DropDash       int   // Mania's drop dash charge (frames)
	DropDashReady  bool
	Super          bool // super form (super.go)
	SuperRingTimer int
	Transform      int // frames of the transformation pose left
	Emeralds       int // chaos emeralds held (7 allow super)
	// Hyper is the hyper form (s3k Sonic and Knuckles with the seven
	// Super Emeralds: Super_Sonic_Knux_flag -1; hyper.go); Super is set
	// with it. SuperEmeralds counts the Super Emeralds held and
	// ScreenShake the frames of a wall quake's shake left.
	Hyper         bool
	SuperEmeralds int
	ScreenShake   int
	// HyperAttack asks the objects' pass for a screen nuke
	// (HyperAttackTouchResponse; hyper.go).
	HyperAttack bool
	Anim        AnimState
	// Move is the double-jump move under way (Sonic's: insta_shield,
	// fire_dash, lightning_jump, bubble_bounce, drop_dash), "" when none.
	Move string
	// landed and landFlag carry a landing (and the double_jump_flag it
	// ended) from the collision to afterMode.
	landed   bool
	landFlag uint8
}

// SpeedSet is the games' Max_speed, Acceleration and Deceleration.
type SpeedSet struct{ Top, Acc, Dec Fixed }

// The speed sets the games write (S2/S3K ApplySpeedSettings; docs/physics.md "States").
var (
	speedsNormal          = SpeedSet{0x600, 0xC, 0x80}
	speedsUnderwater      = SpeedSet{0x300, 6, 0x40}
	speedsShoes           = SpeedSet{0xC00, 0x18, 0x80}
	speedsSuperSonic      = SpeedSet{0xA00, 0x30, 0x100}
	speedsSuperSonicWater = SpeedSet{0x500, 0x18, 0x80}
	speedsSuperOther      = SpeedSet{0x800, 0x18, 0xC0}
	speedsSuperOtherWater = SpeedSet{0x400, 0xC, 0x60}
)

// LandSpeeds returns the speed set the games write on leaving water or
// when speed shoes run out: normal, or super.
func (s *Sim) LandSpeeds() SpeedSet {
	if s.st.P.Super {
		if s.cfg.Character == Sonic {
			return speedsSuperSonic
		}
		return speedsSuperOther
	}
	return speedsNormal
}

// waterSpeeds returns the speed set the games write on entering water.
func (s *Sim) waterSpeeds() SpeedSet {
	if s.st.P.Super {
		if s.cfg.Character == Sonic {
			return speedsSuperSonicWater
		}
		return speedsSuperOtherWater
	}
	return speedsUnderwater
}

// RunSettings are a run's start conditions, as `loopwright sim`'s flags
// and the editor's Play setup give them (docs/abilities.md). The zero
// value is a plain start.
type RunSettings struct {
	Shield   ShieldKind
	Super    bool
	Rings    int // > 0: start with this many rings instead of the level's
	Emeralds int
	// Hyper starts in the hyper form (s3k Sonic and Knuckles; elsewhere
	// the super form); SuperEmeralds are the Super Emeralds held.
	Hyper         bool
	SuperEmeralds int
	// Underwater puts the water surface at the level's top when the
	// level has no water of its own.
	Underwater bool
}

// applyRun applies cfg.Run at the spawn.
func (s *Sim) applyRun() {
	r := &s.cfg.Run
	if r.Underwater && !s.water.has {
		s.water.has = true
		s.water.start = s.level.Bounds.Min.Y
		s.st.Water = newWaterState(s.water.start, s.water.speed)
		if s.st.Water.Level < s.st.Y.Pixel() {
			s.st.P.Underwater = true
			s.st.P.Speeds = s.waterSpeeds()
		}
	}
	if r.Rings > 0 {
		s.SetRings(r.Rings)
	}
	s.SetEmeralds(r.Emeralds)
	if r.Shield != ShieldNone {
		s.SetShield(r.Shield)
	}
	s.SetSuperEmeralds(r.SuperEmeralds)
	if r.Super {
		s.SetSuper(true)
	}
	if r.Hyper {
		s.SetHyper(true)
	}
}

// initPlayer sets the spawn's player state: normal speeds, no shield,
// above water unless the level's surface is above the spawn (then the
// player starts underwater, as Sonic_Water decides on the first frame).
func (s *Sim) initPlayer() {
	s.initWater()
	st := &s.st
	st.P = PlayerState{Speeds: speedsNormal, AirLeft: AirSeconds}
	if s.water.has && st.Water.Level < st.Y.Pixel() {
		st.P.Underwater = true
		st.P.Speeds = s.waterSpeeds()
	}
	st.P.Anim.set(AnimWait)
	s.applyRun()
}

// afterMode is the player's routine after its mode (Obj01_Control after
// the mode routine): the super form's ring drain, the water check, the
// air countdown, the insta-shield's timer and the animation.
func (s *Sim) afterMode(in Input, press bool) {
	if s.st.P.landed {
		s.afterLanding(in)
	}
	s.dropDashCharge(in)
	if s.st.P.Super { // superUpdate's own first test
		s.superUpdate()
	}
	s.shakeUpdate()
	if s.water.has && !(s.hurtMode && s.cfg.Variant == S1) { // playerWater's own first test; Sonic 1's Sonic_Hurt has no Sonic_Water
		s.playerWater()
	}
	if p := &s.st.P; p.Drowning > 0 || p.Underwater { // airCountdown acts on nothing else
		s.airCountdown()
	}
	if p := &s.st.P; p.InstaShield > 0 {
		p.InstaShield--
		if p.InstaShield == 0 && p.DoubleJumpFlag == 1 {
			p.DoubleJumpFlag = 2 // used: no second one this jump
		}
	}
	s.animate(in)
}

// PlayerRecord is the frame record's part for the player's state: water, air,
// shield, abilities, super form and animation.
type PlayerRecord struct {
	Underwater bool
	Air        int // seconds of air left
	WaterLevel int // the water surface's y (valid when HasWater)
	HasWater   bool
	Shield     ShieldKind
	// DoubleJumpFlag/Property: the games' fields (PlayerState).
	DoubleJumpFlag, DoubleJumpProperty uint8
	Ability                            string // "" or gliding, climbing, flying, ...
	InstaShield                        bool   // the enlarged hitbox is out
	Super                              bool
	Hyper                              bool
	Anim                               AnimID
	AnimFrame                          int
	XSubLow                            uint8
}

func (s *Sim) fillPlayerRecord() {
	st := &s.st
	p := &st.P
	r := &st.Rec.Player
	r.Underwater = p.Underwater
	r.Air = p.AirLeft
	r.HasWater = s.water.has
	r.WaterLevel = st.Water.Level
	r.Shield = p.Shield
	r.DoubleJumpFlag, r.DoubleJumpProperty = p.DoubleJumpFlag, p.DoubleJumpProperty
	r.Ability = ""
	if p.Drowning > 0 || p.PeelOut || p.DropDash > 0 || p.DoubleJumpFlag != 0 { // abilityName's "" otherwise
		r.Ability = s.abilityName()
	}
	r.InstaShield = p.InstaShield > 0
	r.Super = p.Super
	r.Hyper = p.Hyper
	r.Anim = p.Anim.ID
	r.AnimFrame = p.Anim.Frame
	r.XSubLow = p.XSubLow
}

// jumpForce is the jump speed now (Sonic_Jump): the character's (6.5,
// Knuckles 6), 8 for Super Sonic, and underwater 3.5 (Knuckles 3).
func (s *Sim) jumpForce() Fixed {
	p := &s.st.P
	switch {
	case p.Underwater && s.cfg.Character == Knuckles:
		return 0x300
	case p.Underwater:
		return 0x380
	case p.Super && s.cfg.Character == Sonic:
		return 0x800
	}
	return JumpForce(s.cfg.Character)
}
