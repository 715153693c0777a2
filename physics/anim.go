package physics

// Animations (physics guide section 21): which animation the player shows
// each frame and which of its subimages, with the games' timing: a
// subimage's duration counter is set when the subimage is shown and
// counts down one a frame; on the frame it passes below 0 the next
// subimage shows and the counter is set again (so a subimage stays
// duration+1 frames). Walk, run, push and roll set their duration from
// Ground Speed each time the subimage changes (section 21 "Variable Speed
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
	animCount
)

var animNames = [animCount]string{
	"walk", "run", "dash", "roll", "roll_fast", "push", "wait", "balance",
	"look_up", "duck", "spindash", "skid", "hurt", "death", "drown",
	"get_air", "peel_out", "drop_dash", "insta_shield", "fly", "fly_tired",
	"swim", "swim_tired", "glide", "glide_fall", "glide_slide", "climb",
	"clamber", "fire_dash", "bubble_bounce", "transform",
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
}

// animDefs are Sonic 2's scripts' sizes and the guide's durations.
var animDefs = [animCount]animDef{
	AnimWalk:         {8, 0, 1, false},
	AnimRun:          {4, 0, 1, false},
	AnimDash:         {4, 0, 1, false},
	AnimRoll:         {5, 0, 2, false}, // 4 body subimages and the ball
	AnimRollFast:     {6, 0, 2, false}, // the ball after every 2 body ones
	AnimPush:         {4, 0, 3, false},
	AnimWait:         {1, 5, 0, false}, // s2/s3k: 6 frames a subimage
	AnimBalance:      {3, 9, 0, false}, // s2's forward balance: 10 frames
	AnimLookUp:       {2, 5, 0, true},
	AnimDuck:         {1, 5, 0, false},
	AnimSpindash:     {6, 0, 0, false}, // 1 frame a subimage
	AnimSkid:         {4, 7, 0, true},  // 8 frames (s1 loops)
	AnimHurt:         {1, 0x7F, 0, false},
	AnimDeath:        {1, 0x7F, 0, false},
	AnimDrown:        {1, 0x7F, 0, false},
	AnimGetAir:       {2, 0x11, 0, true},
	AnimPeelOut:      {4, 0, 1, false},
	AnimDropDash:     {6, 1, 0, false},
	AnimInstaShield:  {6, 0, 0, true}, // 6 subimages, 1 frame each
	AnimFly:          {2, 1, 0, false},
	AnimFlyTired:     {2, 7, 0, false},
	AnimSwim:         {5, 7, 0, false},
	AnimSwimTired:    {3, 7, 0, false},
	AnimGlide:        {5, 0x7F, 0, false}, // the subimage follows the turn angle
	AnimGlideFall:    {2, 7, 0, true},
	AnimGlideSlide:   {1, 0x7F, 0, false},
	AnimClimb:        {6, 0x7F, 0, false}, // the subimage follows the climb
	AnimClamber:      {3, 5, 0, true},     // 3 subimages of 6 frames (section 16)
	AnimFireDash:     {2, 1, 0, false},
	AnimBubbleBounce: {2, 3, 0, false},
	AnimTransform:    {5, 3, 0, true},
}

// AnimState is the animation shown: its id, subimage and duration
// counter.
type AnimState struct {
	ID    AnimID
	Frame int
	Timer int
	fresh bool
	// started is false in the zero value: the first set starts afresh.
	started bool
}

// set changes the animation (a change restarts it at subimage 0; the same
// animation keeps running).
func (a *AnimState) set(id AnimID) {
	if a.started && a.ID == id {
		return
	}
	a.ID, a.Frame, a.Timer, a.fresh, a.started = id, 0, -1, true, true
}

// duration is the duration counter's value for the animation now.
func (s *Sim) animDuration(d *animDef) int {
	g := s.st.GSpeed
	if g < 0 {
		g = -g
	}
	px := int(g >> 8)
	switch d.variable {
	case 1:
		return max(0, 8-px)
	case 2:
		return max(0, 4-px)
	case 3:
		return max(0, 8-px) * 4
	}
	return d.duration
}

// animFor picks the animation for the player's state this frame (section
// 21 "Animation Rules").
func (s *Sim) animFor() AnimID {
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
	if p.Anim.ID == AnimGetAir && st.MoveLock > 0 {
		return AnimGetAir
	}
	switch {
	case st.Spindash:
		return AnimSpindash
	case st.Rolling:
		if g >= 0x600 {
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
	case st.Anim == animSkid:
		return AnimSkid
	case st.Anim == animBalance:
		return AnimBalance
	case st.Anim == animLookUp:
		return AnimLookUp
	case st.Anim == animDuck:
		return AnimDuck
	case g == 0 && !st.Air:
		return AnimWait
	case g >= 0xA00 && s.cfg.Variant == CD:
		return AnimDash
	case g >= 0x600:
		return AnimRun
	}
	return AnimWalk
}

// animate runs the animation system for one frame.
func (s *Sim) animate() {
	a := &s.st.P.Anim
	a.set(s.animFor())
	d := &animDefs[a.ID]
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
		if d.once {
			a.Frame = d.frames - 1
		} else {
			a.Frame = 0
		}
	}
	a.Timer = s.animDuration(d)
}
