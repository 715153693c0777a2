package physics

// Animations (docs/physics.md "Animations"): which animation the player shows
// each frame and which of its subimages, with the games' timing: a
// subimage's duration counter is set when the subimage is shown and
// counts down one a frame; on the frame it passes below 0 the next
// subimage shows and the counter is set again (so a subimage stays
// duration+1 frames). Walk, run, push and roll set their duration from
// Ground Speed each time the subimage changes (docs/physics.md "Animations" "Variable Speed
// Animation Timings"); in the air Ground Speed does not change, so the
// speed stays what it was at take-off.

// AnimID is an animation. The zero value is AnimWalk.
type AnimID uint8

// The animations.
const (
	AnimWalk AnimID = iota
	AnimRun
	AnimDash // Sonic CD's figure-eight run (|gsp| >= 10)
	AnimRoll
	AnimRollFast // the ball shown twice a spin (|gsp| >= 6)
	AnimPush
	AnimWait
	AnimBalance
	AnimLookUp
	AnimDuck
	AnimSpindash
	AnimSkid
	AnimHurt
	AnimDeath
	AnimDrown
	AnimGetAir
	AnimPeelOut
	AnimDropDash
	AnimInstaShield
	AnimFly
	AnimFlyTired
	AnimSwim
	AnimSwimTired
	AnimGlide
	AnimGlideFall
	AnimGlideSlide
	AnimClimb
	AnimClamber
	AnimFireDash
	AnimBubbleBounce
	AnimTransform
	AnimBalance2 // s2 Sonic further over the edge, facing it
	AnimBalance3 // s2 Sonic at the edge, facing away
	AnimBalance4 // s2 Sonic further over, turned to face it
	AnimSpring   // launched by an upward spring
	AnimTumble   // the corkscrew's flip (s2 SAnim_Tumble): subimage from the flip angle
	animCount
)

var animNames = [animCount]string{
	"walk", "run", "dash", "roll", "roll_fast", "push", "wait", "balance",
	"look_up", "duck", "spindash", "skid", "hurt", "death", "drown",
	"get_air", "peel_out", "drop_dash", "insta_shield", "fly", "fly_tired",
	"swim", "swim_tired", "glide", "glide_fall", "glide_slide", "climb",
	"clamber", "fire_dash", "bubble_bounce", "transform", "balance2",
	"balance3", "balance4", "spring", "tumble",
}

// String returns the animation's trace name (walk, run, glide, ...).
func (a AnimID) String() string {
	if a < animCount {
		return animNames[a]
	}
	return "walk"
}

// animDef is an animation's subimage count and fixed duration (the game
// value: one less than the frames a subimage shows); variable ones
// compute it from Ground Speed.
type animDef struct {
	frames   int
	duration int
	variable uint8 // 0 fixed, 1 walk/run (8), 2 roll (4), 3 push
	once     bool  // stops on its last subimage instead of looping
	// back is the script's $FE N end: after the last subimage it goes
	// back N (0: $FF, back to the first).
	back int
	// change is the script's $FD end: after the last subimage the
	// animation is over (the games change to the walking animation).
	change bool
}

// animDefs are Sonic 2's scripts' sizes and the guide's durations.
var animDefs = [animCount]animDef{
	AnimWalk:         {8, 0, 1, false, 0, false},
	AnimRun:          {4, 0, 1, false, 0, false},
	AnimDash:         {4, 0, 1, false, 0, false},
	AnimRoll:         {5, 0, 2, false, 0, false}, // 4 body subimages and the ball
	AnimRollFast:     {6, 0, 2, false, 0, false}, // the ball after every 2 body ones
	AnimPush:         {4, 0, 3, false, 0, false},
	AnimWait:         {1, 5, 0, false, 0, false}, // s2/s3k: 6 frames a subimage
	AnimBalance:      {3, 9, 0, false, 0, false}, // s2's forward balance: 10 frames
	AnimLookUp:       {2, 5, 0, true, 0, false},
	AnimDuck:         {1, 5, 0, false, 0, false},
	AnimSpindash:     {6, 0, 0, false, 0, false}, // 1 frame a subimage
	AnimSkid:         {4, 7, 0, true, 0, false},  // 8 frames (s1 loops)
	AnimHurt:         {1, 0x7F, 0, false, 0, false},
	AnimDeath:        {1, 0x7F, 0, false, 0, false},
	AnimDrown:        {1, 0x7F, 0, false, 0, false},
	AnimGetAir:       {4, 0xB, 0, false, 0, true}, // s1/s2/s3k Bubble: $B, 4, $FD 0
	AnimPeelOut:      {4, 0, 1, false, 0, false},
	AnimDropDash:     {6, 1, 0, false, 0, false},
	AnimInstaShield:  {6, 0, 0, true, 0, false}, // 6 subimages, 1 frame each
	AnimFly:          {2, 1, 0, false, 0, false},
	AnimFlyTired:     {2, 7, 0, false, 0, false},
	AnimSwim:         {5, 7, 0, false, 0, false},
	AnimSwimTired:    {3, 7, 0, false, 0, false},
	AnimGlide:        {5, 0x7F, 0, false, 0, false}, // the subimage follows the turn angle
	AnimGlideFall:    {2, 7, 0, true, 0, false},
	AnimGlideSlide:   {1, 0x7F, 0, false, 0, false},
	AnimClimb:        {6, 0x7F, 0, false, 0, false}, // the subimage follows the climb
	AnimClamber:      {3, 5, 0, true, 0, false},     // 3 subimages of 6 frames (docs/physics.md "Special Abilities")
	AnimFireDash:     {2, 1, 0, false, 0, false},
	AnimBubbleBounce: {2, 3, 0, false, 0, false},
	AnimTransform:    {5, 3, 0, true, 0, false},
	// s2.asm SonAni_Balance2 (3, 4 subimages, $FF), SonAni_Balance3
	// ($13, 2, $FF), SonAni_Balance4 (3, 5, $FE 4).
	AnimBalance2: {4, 3, 0, false, 0, false},
	AnimBalance3: {2, 0x13, 0, false, 0, false},
	AnimBalance4: {5, 3, 0, false, 4, false},
	// The spring animation: one subimage of $30 frames, then $FD 0 (the
	// walking animation): s1 SonAni_Spring, s2 SonAni_Spring, s3k
	// AniSonic10 / AniKnuckles10. Tails: springTails.
	AnimSpring: {1, 0x2F, 0, false, 0, true},
	AnimTumble: {12, 0, 0, false, 0, false},
}

// springTails is Tails' spring script: 12 subimages of 4 frames, then
// walking (s2 TailsAni_Spring, s3k AniTails10).
var springTails = animDef{frames: 12, duration: 3, change: true}

// AnimState is the animation shown: its id, subimage and duration
// counter.
type AnimState struct {
	ID    AnimID
	Frame int
	Timer int
	fresh bool
	// started is false in the zero value: the first set starts afresh.
	started bool
	// ended is set when a script with a $FD end (s2/s3k braking) has
	// shown its last subimage; skidSign is the sign of Ground Speed when
	// the braking animation began (s1/cd keep it until that changes).
	ended    bool
	skidSign int8
	// spring is 1 while the game's anim is the spring animation (set by
	// an upward spring, springAnim) and 2 after its $FD end set the
	// walking animation, until landing or any other animation: in the
	// air nothing else sets the anim, so even a player still flagged
	// rolling shows it and then walks.
	spring uint8
	// objRoll is 1 while the game's anim is the roll set by an object
	// without the rolling status (ObjRollAnim), 2 on the frame he lands
	// (the ground routines set another anim only the frame after).
	objRoll uint8
	// Flip, FlipSpeed and FlipsLeft are the games' flip_angle,
	// flip_speed and flips_remaining (s2: the corkscrew sets the angle,
	// the air routine turns it, landing clears it).
	Flip, FlipSpeed, FlipsLeft uint8
	// next is the games' anim_frame for the walking animations (the
	// index SAnim_WalkRun shows next; see animate).
	next int
	// balance is the balancing animation the physics chose this frame
	// (balanceKind; zero: AnimBalance).
	balance AnimID
}

// set changes the animation (a change restarts it at subimage 0; the same
// animation keeps running).
func (a *AnimState) set(id AnimID) {
	if a.started && a.ID == id {
		return
	}
	a.change(id)
}

// change is set for another animation than the one shown (or the
// first).
func (a *AnimState) change(id AnimID) {
	if a.started {
		if sameScriptSlot(a.ID, id) {
			// Walk and run (and roll and fast roll) are one anim value in
			// the games, the script chosen by speed each frame (s2.asm
			// SAnim_WalkRun, SAnim_Roll): the subimage index and its
			// counter carry on.
			a.ID = id
			return
		}
	}
	a.ID, a.Frame, a.Timer, a.fresh, a.started = id, 0, -1, true, true
}

// duration is the duration counter's value for the animation now.
func (s *Sim) animDuration(d *animDef) int {
	g := s.st.GSpeed
	if g < 0 {
		g = -g
	}
	// floor(max(0, 8-|gsp|)) with |gsp| in 1/256 px: (0x800-|gsp|)>>8,
	// as s2.asm SAnim_WalkRun (neg.w d2; addi.w #$800; bpl; lsr.w #8),
	// SAnim_Roll ($400, >>8) and SAnim_Push ($800, >>6) compute it.
	switch d.variable {
	case 1:
		return int(max(0, 0x800-g) >> 8)
	case 2:
		return int(max(0, 0x400-g) >> 8)
	case 3:
		return int(max(0, 0x800-g) >> 6)
	}
	return d.duration
}

// animFor picks the animation for the player's state this frame (section
// 21 "Animation Rules").
func (s *Sim) animFor(in Input) AnimID {
	st := &s.st
	p := &st.P
	g := st.GSpeed
	if g < 0 {
		g = -g
	}
	switch {
	case st.Dead:
		return AnimDeath
	case p.Drowning > 0:
		return AnimDrown
	case st.Obj.Hurt:
		return AnimHurt
	}
	if id, ok := s.abilityAnim(); ok {
		return id
	}
	if p.Anim.objRoll != 0 && !st.Rolling {
		if g >= 0x600 && !(s.cfg.Character == Tails && s.cfg.Variant != S1 && s.cfg.Variant != CD) {
			return AnimRollFast
		}
		return AnimRoll
	}
	if p.Anim.spring != 0 && st.Air {
		if p.Anim.spring == 1 {
			return AnimSpring
		}
		if walkRun(p.Anim.ID) {
			return p.Anim.ID
		}
		return s.walkRunFor(g)
	}
	if p.Anim.ID == AnimGetAir && !p.Anim.ended && (st.MoveLock > 0 || st.Air) {
		// The breathing script (s2.asm SonAni_Bubble, s1 GetAir, s3k
		// AniSonic15: 4 subimages of 12 frames, then walking) runs until
		// its end unless something sets the anim: Sonic_Move does not
		// while move_lock holds (the bubble's 35 frames), and nothing
		// does in the air.
		return AnimGetAir
	}
	switch {
	case st.Spindash:
		return AnimSpindash
	case st.Rolling:
		if g >= 0x600 && !(s.cfg.Character == Tails && s.cfg.Variant != S1 && s.cfg.Variant != CD) {
			return AnimRollFast
		}
		return AnimRoll
	case st.Air:
		// In the air the walking animations keep running.
		switch p.Anim.ID {
		case AnimWalk, AnimRun, AnimDash:
			return p.Anim.ID
		}
	}
	switch {
	case st.Pushing:
		return AnimPush
	case st.Anim == animSkid || s.skidHolds(in):
		if s.skidOver() {
			break // s2, s3k: the braking animation played once: walking
		}
		return AnimSkid
	case st.Anim == animBalance:
		if p.Anim.balance != AnimWalk {
			return p.Anim.balance
		}
		return AnimBalance
	case st.Anim == animLookUp:
		return AnimLookUp
	case st.Anim == animDuck:
		return AnimDuck
	}
	if g == 0 && !st.Air {
		return AnimWait
	}
	return s.walkRunFor(g)
}

// walkRunFor is the walking animation for |Ground Speed| g: walk, run
// from 6, Sonic CD's dash from 10 (docs/physics.md "Animations" "Animation Rules").
func (s *Sim) walkRunFor(g Fixed) AnimID {
	run := Fixed(0x600)
	if s.superSonic() {
		run = 0x800 // s2 SAnim_Super, s3k loc_135B2: cmpi.w #$800,d2
	}
	switch {
	case g >= 0xA00 && s.cfg.Variant == CD:
		return AnimDash
	case g >= run:
		return AnimRun
	}
	return AnimWalk
}

// walkRun reports the walking animations (the game's anim 0).
func walkRun(id AnimID) bool {
	return id == AnimWalk || id == AnimRun || id == AnimDash
}

// animate runs the animation system for one frame (in: the buttons
// held).
func (s *Sim) animate(in Input) {
	a := &s.st.P.Anim
	prev := a.ID
	if a.objRoll != 0 {
		st := &s.st
		switch {
		case st.Dead || st.Obj.Hurt || st.P.Drowning > 0 || st.Rolling:
			a.objRoll = 0 // another anim set, or the roll's own
		case st.Air:
			a.objRoll = 1
		case a.objRoll == 1:
			a.objRoll = 2 // the landing frame keeps the anim
		default:
			a.objRoll = 0 // Sonic_Move and the like set theirs
		}
	}
	id := s.animFor(in)
	if !s.st.Air || id != AnimSpring && (a.spring == 1 || !walkRun(id)) {
		a.spring = 0 // landed, or another animation replaced it
	}
	a.set(id)
	if a.ID == AnimSkid && prev != AnimSkid {
		a.skidSign = 1
		if s.st.GSpeed < 0 {
			a.skidSign = -1
		}
	}
	if a.ID != AnimSkid && !(a.ID == AnimWalk && a.ended && s.skidHolds(in)) {
		a.ended = false // braking again starts the animation again
	}
	if a.ID == AnimSpindash && !a.fresh && in&Jump != 0 && s.st.PrevInput&Jump == 0 {
		// Each charging press restarts the spindash animation (docs/physics.md "Animations"
		// "Spindash"; Sonic_UpdateSpindash: move.w #(Spindash<<8),anim).
		a.fresh = true
	}
	if walkRun(a.ID) && a.Flip != 0 {
		// SAnim_WalkRun: a flip angle shows the tumble instead, its
		// subimage from the angle, anim_frame_duration 0.
		// anim_frame is kept: the walk goes on from it afterwards.
		a.ID, a.Frame, a.Timer = AnimTumble, s.tumbleFrame(), 0
		return
	}
	d := s.animDef(a.ID)
	if walkRun(a.ID) {
		// SAnim_WalkRun (s2.asm; s1 Sonic_Animate's walk/run part, s3k
		// likewise): unlike the other scripts it shows the subimage at
		// anim_frame first (an index past the script's end, $FF, goes
		// back to 0), then counts the duration down and, when it passes
		// below 0, sets it from Ground Speed and moves anim_frame on. A
		// new animation starts at anim_frame 0 with the counter 0, so its
		// first subimage shows one frame and the next ones duration+1
		// frames.
		if a.fresh {
			a.fresh = false
			a.next, a.Timer = 0, 0
		}
		if a.next >= d.frames {
			a.next = 0
		}
		a.Frame = a.next
		a.Timer--
		if a.Timer < 0 {
			a.Timer = s.animDuration(d)
			a.next++
		}
		return
	}
	if a.fresh {
		a.fresh = false
		a.Frame = 0
		a.Timer = s.animDuration(d)
		return
	}
	a.Timer--
	if a.Timer >= 0 {
		return
	}
	a.Frame++
	if a.Frame >= d.frames {
		switch {
		case d.change:
			a.Frame = d.frames - 1
			a.ended = true
			if a.ID == AnimSpring {
				a.spring = 2 // $FD 0: the walking animation next
			}
		case d.once:
			a.Frame = d.frames - 1
		case d.back > 0:
			a.Frame = d.frames - d.back
		default:
			a.Frame = 0
		}
	}
	a.Timer = s.animDuration(d)
}

// skidHolds is the braking animation staying on after the braking
// frames (docs/physics.md "Animations" "Braking Animation"): the games set it while
// turning round at |gsp| >= 4 and nothing resets it until the player
// accelerates (Sonic_MoveLeft/Right: the walking animation) or Ground
// Speed reaches zero or changes sign. Sonic 1 and CD loop it all that
// time; the other games end it after one showing (skidOver).
func (s *Sim) skidHolds(in Input) bool {
	st := &s.st
	a := &st.P.Anim
	if a.ID != AnimSkid && !(a.ended && a.ID == AnimWalk) || st.Air || st.Rolling {
		return false
	}
	if st.GSpeed > 0 && a.skidSign > 0 {
		return in&Right == 0
	}
	if st.GSpeed < 0 && a.skidSign < 0 {
		return in&Left == 0
	}
	return false
}

// skidOver reports the other games' braking rule: the animation shows
// its subimages once, then walking (docs/physics.md "Animations" "Braking Animation",
// "Breaking/Skidding").
func (s *Sim) skidOver() bool {
	a := &s.st.P.Anim
	return a.ended && (a.ID == AnimSkid || a.ID == AnimWalk)
}

// animDef is the animation's timing in the variant's game for the
// character (gameAnimDef), Super Sonic's own (superSonicAnimDef), or the
// common table: animDefTable's entry, computed once by animDefOf.
func (s *Sim) animDef(id AnimID) *animDef {
	v, c := s.cfg.Variant, s.cfg.Character
	if int(v) < len(animDefTable) && int(c) < len(animDefTable[v]) && id < animCount {
		super := 0
		if s.st.P.Super {
			super = 1
		}
		return &animDefTable[v][c][super][id]
	}
	return animDefOf(v, c, s.superSonic(), id)
}

// animDefTable holds animDefOf for every variant, character, Super
// flag (PlayerState.Super) and animation: the frame's lookup is an
// address instead of the rules' branches.
var animDefTable = func() (t [len(variantNames)][len(characterNames)][2][animCount]animDef) {
	for v := range t {
		for c := range t[v] {
			for super := range t[v][c] {
				for id := range t[v][c][super] {
					t[v][c][super][id] = *animDefOf(Variant(v), Character(c), superSonicOf(Variant(v), Character(c), super == 1), AnimID(id))
				}
			}
		}
	}
	return t
}()

// animDefOf is animDef's rule: superSonic says whether Super Sonic's
// scripts apply.
func animDefOf(v Variant, c Character, superSonic bool, id AnimID) *animDef {
	if superSonic {
		if d := superSonicAnimDef(v, id); d != nil {
			return d
		}
	}
	if d := gameAnimDef(v, c, id); d != nil {
		return d
	}
	return &animDefs[id]
}

// Idle, balancing and braking per game and character (docs/physics.md "Animations"
// "Normal Animation Timings"; where the guide gives no figures, the
// games' animation scripts: s1 Ani_Sonic, s2 SonAni_/TailsAni_,
// s3k AniSonic/AniTails/AniKnuckles Wait, Balance, Stop). Only the
// timing is kept (subimage count, duration, how the script ends), not
// the games' sprite frame numbers. Sonic CD uses Sonic 1's, Mania
// Sonic 3 & Knuckles' (docs/assumptions.md).
var (
	// Sonic 1: idle 24 frames a subimage, 12 still (288 frames), the
	// waiting subimages, then two alternating (back 2); balance 32;
	// braking 8, looping.
	s1Wait    = animDef{frames: 18, duration: 0x17, back: 2}
	s1Balance = animDef{frames: 2, duration: 0x1F}
	s1Skid    = animDef{frames: 2, duration: 7}
	// Sonic 2 Sonic: idle 6 frames a subimage, 30 still (180), blink,
	// eyes open, foot taps, the watch, lying down, the finger tap (back
	// 6); the forward balance 10; braking 6, once.
	s2SonicWait    = animDef{frames: 179, duration: 5, back: 6}
	s2SonicBalance = animDef{frames: 4, duration: 9}
	s2SonicSkid    = animDef{frames: 4, duration: 5, change: true}
	// Tails (s2 and s3k share the idle and balance scripts); his s2
	// braking is 8 frames a subimage, s3k's 4.
	tailsWait    = animDef{frames: 59, duration: 7, back: 28}
	tailsBalance = animDef{frames: 22, duration: 9}
	s2TailsSkid  = animDef{frames: 4, duration: 7, change: true}
	// Sonic 3 & Knuckles: Sonic's idle (back 53), balance 8 frames,
	// braking 4 a subimage, once; Knuckles' idle loops, his balance
	// goes back 6.
	s3kSonicWait    = animDef{frames: 106, duration: 5, back: 53}
	s3kSonicBalance = animDef{frames: 3, duration: 7}
	// s3k Sonic's Balance2 (AniSonic0C: 5, 3 subimages, $FF).
	s3kSonicBalance2 = animDef{frames: 3, duration: 5}
	s3kSkid          = animDef{frames: 4, duration: 3, change: true}
	knuxWait         = animDef{frames: 150, duration: 5}
	knuxBalance      = animDef{frames: 39, duration: 3, back: 6}
)

// gameAnimDef returns the per-game timing of id, or nil for the common
// one.
func gameAnimDef(v Variant, c Character, id AnimID) *animDef {
	if id == AnimSpring && c == Tails {
		return &springTails
	}
	if id == AnimBalance2 && (v == S3K || v == Mania) {
		return &s3kSonicBalance2
	}
	if d := scriptSize(v, c, id); d != nil {
		return d
	}
	if id != AnimWait && id != AnimBalance && id != AnimSkid {
		return nil
	}
	pick := func(wait, balance, skid *animDef) *animDef {
		switch id {
		case AnimWait:
			return wait
		case AnimBalance:
			return balance
		}
		return skid
	}
	switch {
	case v == S1 || v == CD:
		return pick(&s1Wait, &s1Balance, &s1Skid)
	case c == Tails && v == S2:
		return pick(&tailsWait, &tailsBalance, &s2TailsSkid)
	case c == Tails:
		return pick(&tailsWait, &tailsBalance, &s3kSkid)
	case c == Knuckles:
		return pick(&knuxWait, &knuxBalance, &s3kSkid)
	case v == S2:
		return pick(&s2SonicWait, &s2SonicBalance, &s2SonicSkid)
	}
	return pick(&s3kSonicWait, &s3kSonicBalance, &s3kSkid)
}

// SpringAnim is an upward spring setting the player's animation to the
// spring animation (s2.asm Obj41 loc_189CA and the diagonal loc_18DD8:
// move.b #AniIDSonAni_Spring,anim(a1); s1 Spring_BounceUp id_Spring;
// s3k sub_2164A anim $10). Landing ends it (Sonic_ResetOnFloor sets
// the walking animation); physics never reads it.
func (s *Sim) SpringAnim() {
	s.st.P.Anim.spring = 1
	s.st.P.Anim.objRoll = 0
}

// ObjRollAnim is an object setting the running player's anim to the
// roll without setting his rolling status (s2.asm Obj1E's spin tube,
// loc_225FC: move.b #AniIDSonAni_Roll,anim(a1)): the anim stays the
// roll while he is airborne (nothing in the air sets another) and on the
// frame he lands, until another anim (hurt, spring, death) replaces it.
// Objects that ask whether the game's anim is the roll (Touch_Enemy,
// Touch_Monitor, the breakable blocks) see it (ObjRolling).
func (s *Sim) ObjRollAnim() {
	s.st.P.Anim.objRoll = 1
	s.st.P.Anim.spring = 0
}

// ObjRolling reports whether the running player's anim is the roll an
// object set (ObjRollAnim) without his rolling status.
func (s *Sim) ObjRolling() bool { return s.st.P.Anim.objRoll != 0 }

// ObjWalkAnim is an object setting the running player's anim to walking
// (s2.asm move.b #AniIDSonAni_Walk,anim(a1): the twirl of the springs
// Obj41, Obj40, Obj42, Obj45, Obj66 and Obj7B, the side springs throwing
// a player not rolling, Oil Ocean's fan Obj3F loc_2A990). It ends an
// object-set roll anim (ObjRollAnim) and the spring anim; in the air the
// anim stays walking until he lands (nothing in the air sets another),
// even while he is flagged rolling (ObjAnimNotRoll).
func (s *Sim) ObjWalkAnim() {
	a := &s.st.P.Anim
	a.objRoll = 0
	a.spring = 2 // as after the spring anim's $FD end: walking (animate ends it on the ground)
}

// ObjAnimNotRoll reports whether the running player's anim is one an
// object set in the air that is not the roll (the spring anim, or the
// walking one after it or a twirl: SpringAnim, ObjWalkAnim), whatever his
// rolling status: the objects that test for the roll's anim (Touch_Enemy)
// do not see one.
func (s *Sim) ObjAnimNotRoll() bool { return s.st.P.Anim.spring != 0 }

// Super Sonic's own scripts (s2.asm SuperSonicAniData, s3k
// AniSuperSonic in "Anim - Sonic.asm"), used while Super or Hyper (the
// games' Super_Sonic_flag / Super_Sonic_Knux_flag picks the table in
// Sonic_Animate): walking runs from 8 px/frame, not 6, on a run of 2
// subimages (SupSonAni_Run, AniSuperSonic01); standing, balancing and
// the transformation have their own timing. Tails and Knuckles keep
// theirs (their own animation routines).
var (
	superRun            = animDef{frames: 2, variable: 1}
	s2SuperSonicWait    = animDef{frames: 4, duration: 7} // SupSonAni_Stand
	s2SuperSonicBalance = animDef{frames: 8, duration: 9} // SupSonAni_Balance
	s3kSuperSonicWait   = animDef{frames: 2, duration: 7} // AniSuperSonic05
	s3kSuperSonicBal    = animDef{frames: 3, duration: 9} // AniSuperSonic06
	// SupSonAni_Transform / AniSonic1F: 13 subimages of 3 frames, $FD.
	superSonicTransform = animDef{frames: 13, duration: 2, change: true}
)

// superSonic reports Sonic in his Super (or Hyper) form in Sonic 2 or
// Sonic 3 & Knuckles, the games with Super Sonic's own scripts.
func (s *Sim) superSonic() bool {
	return superSonicOf(s.cfg.Variant, s.cfg.Character, s.st.P.Super)
}

// superSonicOf is superSonic for variant v, character c and the Super
// flag.
func superSonicOf(v Variant, c Character, super bool) bool {
	return super && c == Sonic && (v == S2 || v == S3K)
}

// superSonicAnimDef is Super Sonic's script for id in v, or nil where
// he uses Sonic's.
func superSonicAnimDef(v Variant, id AnimID) *animDef {
	switch id {
	case AnimRun:
		return &superRun
	case AnimTransform:
		return &superSonicTransform
	case AnimWait:
		if v == S2 {
			return &s2SuperSonicWait
		}
		return &s3kSuperSonicWait
	case AnimBalance:
		if v == S2 {
			return &s2SuperSonicBalance
		}
		return &s3kSuperSonicBal
	}
	return nil
}

// sameScriptSlot reports two of our animations that are one anim value
// in the games (walk/run/dash and the tumble; roll/fast roll).
func sameScriptSlot(a, b AnimID) bool {
	return (walkRun(a) || a == AnimTumble) && (walkRun(b) || b == AnimTumble) ||
		(a == AnimRoll || a == AnimRollFast) && (b == AnimRoll || b == AnimRollFast)
}

// The walking and rolling scripts' sizes per game and character (the
// common table holds Sonic 2's walk and Sonic 1's roll): s1 SonAni_Walk
// has 6 subimages (Sonic CD uses Sonic 1's); s2 SonAni_Roll/Roll2 and
// s3k AniSonic02/03, AniKnuckles02/03 have 8, their fast roll the same
// script; Tails' roll (s2 TailsAni_Roll, s3k AniTails02) is 3 subimages
// of 2 frames, not timed by speed, and stays his anim 2 when fast.
var (
	s1Walk    = animDef{frames: 6, variable: 1}
	roll8     = animDef{frames: 8, variable: 2}
	tailsRoll = animDef{frames: 3, duration: 1}
)

// scriptSize returns the per-game walk or roll script of id, or nil.
func scriptSize(v Variant, c Character, id AnimID) *animDef {
	old := v == S1 || v == CD
	switch {
	case id == AnimWalk && old:
		return &s1Walk
	case id != AnimRoll && id != AnimRollFast || old:
		return nil
	case c == Tails:
		return &tailsRoll
	}
	return &roll8
}

// tumbleFrame is SAnim_Tumble's subimage (0-11 over mapping frame $5F):
// (flip + $B) / $16 facing right, ($8F - flip) / $16 facing left
// (flip_turned is never set here).
func (s *Sim) tumbleFrame() int {
	f := s.st.P.Anim.Flip
	if s.st.FacingLeft {
		return int(0x8F-f) / 0x16
	}
	return int(f+0xB) / 0x16
}

// jumpFlip is Sonic_JumpFlip (s2.asm, after Sonic_JumpAngle): in the
// air a flip angle turns by flip_speed, forward when Ground Speed is
// not negative; passing round ends one flip, and with none left it
// stops at 0.
func (s *Sim) jumpFlip() {
	a := &s.st.P.Anim
	if a.Flip == 0 {
		return
	}
	d := int(a.Flip)
	if s.st.GSpeed < 0 {
		d -= int(a.FlipSpeed)
	} else {
		d += int(a.FlipSpeed)
	}
	if d < 0 || d > 0xFF {
		if a.FlipsLeft == 0 {
			d = 0
		} else {
			a.FlipsLeft--
		}
	}
	a.Flip = uint8(d)
}
