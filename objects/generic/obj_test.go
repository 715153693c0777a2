package generic

import (
	"testing"

	"loopwright/physics"

	"loopwright/layers"
)

// objSim returns a sim on flatLevel (ground top 736) with objs, the
// player standing at x 100.
func objSim(v physics.Variant, objs ...layers.Object) *physics.Sim {
	tl := flatLevel()
	tl.Lvl.Objects = objs
	return physics.New(tl.Lvl, physics.Config{Variant: v}, layers.Point{X: 100, Y: 716})
}

// place puts the player at pixel (x, y), airborne or not, with speeds.
func place(s *physics.Sim, x, y int, air bool, xs, ys physics.Fixed) {
	st := s.Live()
	st.X, st.Y = physics.FromPixels(x), physics.FromPixels(y)
	st.Air = air
	st.XSpeed, st.YSpeed, st.GSpeed = xs, ys, xs
	st.Obj.On = 0
	st.Rec.ContactsCount = 0
}

// docs/physics.md "Solid Objects", "Check For an Overlap": the combined box is object Width
// Radius + Push Radius + 1 by Height Radius + player Height Radius, with
// 4 px of grip on top; left_difference 0 .. 2*combined_x_radius overlaps.
func TestSim_SolidCombinedBox(t *testing.T) {
	s := objSim(physics.S2, obj(1, "solid_box", 400, 600, "width_radius=16", "height_radius=16"))
	// cx = 27: X 373 .. 427 overlap horizontally.
	for _, c := range []struct {
		x    int
		want touch
	}{{372, tNone}, {373, tSide}, {427, tSide}, {428, tNone}} {
		place(s, c.x, 600, true, 0, 0x100)
		if got := eng(s).solidFull(0, 16, 16, nil, false); got != c.want {
			t.Errorf("x %d: %v, want %v", c.x, got, c.want)
		}
	}
	// Popped out by x_distance: at 380 (left side) x_distance = 7.
	place(s, 380, 600, false, 0x200, 0)
	s.Live().X += 0x80
	eng(s).solidFull(0, 16, 16, nil, false)
	if s.Live().X != physics.FromPixels(373)+0x80 || s.Live().XSpeed != 0 || !s.Live().Pushing {
		t.Errorf("left pop: x %v xsp %v pushing %v (want 373.5, 0, true: the sub-pixel is kept)", s.Live().X, s.Live().XSpeed, s.Live().Pushing)
	}
	// Moving away: speeds kept.
	place(s, 420, 600, false, 0x200, 0)
	eng(s).solidFull(0, 16, 16, nil, false)
	if s.Live().X != physics.FromPixels(427) || s.Live().XSpeed != 0x200 {
		t.Errorf("right pop moving away: x %v xsp %v", s.Live().X, s.Live().XSpeed)
	}
	// Vertical: 4 px grip (top_difference >= 0 from Y = 600-16-19-4).
	place(s, 400, 560, true, 0, 0x100)
	if got := eng(s).solidFull(0, 16, 16, nil, false); got != tNone {
		t.Errorf("5 px above: %v", got)
	}
	place(s, 400, 561, true, 0, 0x100)
	if got := eng(s).solidFull(0, 16, 16, nil, false); got != tTop {
		t.Errorf("4 px above: %v", got)
	}
	// Landing puts the player at object Y - Height Radius - Height Radius - 1.
	if y := s.Live().Y.Pixel(); y != 600-16-19-1 || s.Live().Air || s.Live().Obj.On != 1 {
		t.Errorf("landed at %d air %v on %d", y, s.Live().Air, s.Live().Obj.On)
	}
}

// docs/physics.md "Solid Objects": |y_distance| <= 4 collides vertically in s3k; in s1/s2 the
// player is not popped sideways.
func TestSim_SolidS3KRule(t *testing.T) {
	for _, v := range []physics.Variant{physics.S2, physics.S3K} {
		s := objSim(v, obj(1, "solid_box", 400, 600, "width_radius=16", "height_radius=16"))
		// Y 631 is the lowest overlap (the grip takes 4 px off the
		// bottom): y_distance -4, x_distance 2.
		place(s, 375, 631, true, 0x100, -0x100)
		got := eng(s).solidFull(0, 16, 16, nil, false)
		want := tNone
		if v == physics.S3K {
			want = tBottom
		}
		if got != want {
			t.Errorf("%v: %v, want %v", v, got, want)
		}
	}
}

// docs/physics.md "Solid Objects" "Popped Upwards": no landing when y_distance >= 16, when
// moving up, or when X is outside the object's own Width Radius.
func TestSim_SolidLandingChecks(t *testing.T) {
	s := objSim(physics.S2, obj(1, "solid_box", 400, 600, "width_radius=32", "height_radius=16"))
	for _, c := range []struct {
		name     string
		x, y     int
		ys       physics.Fixed
		wantLand bool
	}{
		{"on top", 400, 566, 0x100, true},
		{"moving up", 400, 566, -0x100, false},
		{"outside width radius (corner)", 366, 566, 0x100, false},
		{"right edge", 432, 566, 0x100, true},
		{"left edge", 368, 566, 0x100, false},
	} {
		place(s, c.x, c.y, true, 0, c.ys)
		got := eng(s).solidFull(0, 32, 16, nil, false) == tTop
		if got != c.wantLand {
			t.Errorf("%s: landed %v", c.name, got)
		}
	}
}

// docs/physics.md "Solid Objects" "Popped Downwards": bumping the bottom stops Y Speed; a
// grounded player with Y Speed 0 is crushed.
func TestSim_SolidBottomAndCrush(t *testing.T) {
	s := objSim(physics.S2, obj(1, "solid_box", 400, 600, "width_radius=32", "height_radius=16"))
	place(s, 400, 630, true, 0, -0x300)
	if got := eng(s).solidFull(0, 32, 16, nil, false); got != tBottom || s.Live().YSpeed != 0 || s.Live().Y.Pixel() != 635 {
		t.Errorf("bump: %v ysp %v y %v", got, s.Live().YSpeed, s.Live().Y)
	}
	place(s, 400, 630, false, 0, 0)
	eng(s).solidFull(0, 32, 16, nil, false)
	if !s.Live().Dead {
		t.Error("not crushed")
	}
}

// docs/physics.md "Solid Objects" "Standing On Solid Objects": the flag glues the player on;
// walking off at left_difference < 0 or >= 2*combined_x_radius; moving
// platforms carry the player.
func TestSim_StandingAndWalkOff(t *testing.T) {
	s := objSim(physics.S2, obj(1, "platform", 400, 600, "width_radius=32", "height_radius=8", "move=horizontal", "range=32", "period=64"))
	place(s, 400, 575, true, 0, 0x100)
	s.Step(0)
	if s.Live().Obj.On != 1 || s.Record().StandingOn != 1 || !s.Record().OnObject {
		t.Fatalf("not standing: %+v", s.Record())
	}
	x0 := s.Live().X.Pixel()
	o := &s.Live().Obj.Objs[0]
	ox := o.X.Pixel()
	s.Step(0)
	if dx, odx := s.Live().X.Pixel()-x0, o.X.Pixel()-ox; dx != odx || odx == 0 {
		t.Errorf("carried %d, platform moved %d", dx, odx)
	}
	if s.Live().Y.Pixel() != 600-8-19-1 {
		t.Errorf("standing y %d", s.Live().Y.Pixel())
	}
	// Walk off the right edge: platforms use the plain Width Radius.
	s.Live().X = physics.FromPixels(o.X.Pixel() + 40)
	s.Step(0)
	if s.Live().Obj.On != 0 || !s.Live().Air {
		t.Error("did not walk off")
	}
}

// solid-objects.txt "Bugs Using This Method": objects run in order and
// the last push wins.
func TestSim_LastObjectWins(t *testing.T) {
	s := objSim(physics.S2,
		obj(1, "solid_box", 380, 600, "width_radius=16", "height_radius=16"),
		obj(2, "solid_box", 420, 600, "width_radius=16", "height_radius=16"))
	place(s, 400, 600, false, 0, 0)
	eng(s).updateObject(0)
	eng(s).updateObject(1)
	// Box 1 pushes right to 407, box 2 then pushes left to 393.
	if x := s.Live().X.Pixel(); x != 393 {
		t.Errorf("x %d, want 393 (the second box wins)", x)
	}
}

// docs/physics.md "Solid Objects" "Sloped Objects": the compressed array is stretched x2 and
// centred on the object; outside it the end values hold.
func TestHeightAt(t *testing.T) {
	hs := []int8{1, 2, 3, 4}
	for _, c := range []struct{ px, want int }{{96, 1}, {97, 1}, {98, 2}, {99, 2}, {100, 3}, {103, 4}, {90, 1}, {200, 4}} {
		if got := heightAt(hs, c.px, 100, false); got != c.want {
			t.Errorf("px %d: %d, want %d", c.px, got, c.want)
		}
	}
	if got := heightAt(hs, 96, 100, true); got != 4 {
		t.Errorf("flipped: %d", got)
	}
}

// docs/physics.md "Solid Objects" "Jump Through Platforms": no collision while Y Speed < 0;
// landing within 16 px below the 4 px grip; popped to surface + 3.
func TestSim_JumpThrough(t *testing.T) {
	s := objSim(physics.S2, obj(1, "platform", 400, 600, "width_radius=32", "height_radius=8"))
	place(s, 400, 575, true, 0, -0x100)
	if eng(s).solidPlatform(0, 32, 8, nil, false) != tNone {
		t.Error("collided while moving up")
	}
	for _, c := range []struct {
		y    int
		land bool
	}{{569, false}, {570, true}, {585, true}, {586, false}} {
		place(s, 400, c.y, true, 0, 0x100)
		got := eng(s).solidPlatform(0, 32, 8, nil, false) == tTop
		if got != c.land {
			t.Errorf("y %d: landed %v", c.y, got)
		}
		if got && s.Live().Y.Pixel() != 600-8-19-1 {
			t.Errorf("y %d: popped to %d", c.y, s.Live().Y.Pixel())
		}
	}
}

// docs/physics.md "Solid Objects" "Pushable Blocks": each contact moves block and player 1 px,
// X Speed 0, Ground Speed 0.25 the way of the push.
func TestSim_PushBlock(t *testing.T) {
	s := objSim(physics.S2, obj(1, "push_block", 400, 719))
	run(s, 0, 20) // the block settles
	place(s, 374, 716, false, 0x100, 0)
	eng(s).updateObject(0)
	o := &s.Live().Obj.Objs[0]
	if o.X.Pixel() != 401 || s.Live().X.Pixel() != 374 || s.Live().GSpeed != 0x40 || s.Live().XSpeed != 0 {
		t.Errorf("block %v player %v gsp %v xsp %v", o.X, s.Live().X, s.Live().GSpeed, s.Live().XSpeed)
	}
}

// docs/physics.md "Solid Objects" "Item Monitor": 15x15 (s1, s2, cd), 14x16 from s3 on; lands
// only within 16 px of the top and 4 px either side; curled players pass
// through (s1: only while Y Speed >= 0).
func TestSim_MonitorSolidity(t *testing.T) {
	for _, c := range []struct {
		v    physics.Variant
		w, h int
	}{{physics.S1, 15, 15}, {physics.S2, 15, 15}, {physics.CD, 15, 15}, {physics.S3K, 14, 16}} {
		d := compileObject(&layers.Object{ID: 1, Class: "monitor"}, c.v, nil)
		if d.w != c.w || d.h != c.h {
			t.Errorf("%v: %dx%d", c.v, d.w, d.h)
		}
	}
	s := objSim(physics.S2, obj(1, "monitor", 400, 700))
	s.Live().Obj.Objs[0].Routine = rtActive
	place(s, 419, 668, true, 0, 0x100) // X within w + 4
	if got := eng(s).solidMonitor(0, 15, 15); got != tTop {
		t.Errorf("edge landing: %v", got)
	}
	place(s, 400, 690, false, 0x100, 0) // deep: popped to the left
	if got := eng(s).solidMonitor(0, 15, 15); got != tSide || s.Live().X.Pixel() != 374 {
		t.Errorf("side: %v x %v", got, s.Live().X)
	}
	place(s, 400, 690, true, 0, 0x100)
	s.Live().Rolling = true
	if got := eng(s).solidMonitor(0, 15, 15); got != tNone {
		t.Errorf("curled: %v", got)
	}
}

// docs/physics.md "Hitboxes": only one hitbox reaction per frame.
func TestSim_OneReactionPerFrame(t *testing.T) {
	s := objSim(physics.S2, obj(1, "ring", 100, 716), obj(2, "ring", 102, 716))
	s.Step(0)
	if s.Rings() != 1 {
		t.Fatalf("rings %d after one frame", s.Rings())
	}
	s.Step(0)
	if s.Rings() != 2 {
		t.Fatalf("rings %d after two frames", s.Rings())
	}
}

// docs/physics.md "States" "Getting Hit": Y Speed -4, X Speed 2 away (1 when level),
// hurt gravity 0.1875, invulnerable; landing ends it with speeds 0.
func TestSim_Hurt(t *testing.T) {
	s := objSim(physics.S2, obj(1, "motobug", 120, 720))
	s.Live().Obj.Rings = 5
	s.Live().Obj.Objs[0].Routine = rtPause
	s.Live().Obj.Objs[0].Timer = 1000
	s.Step(0)
	r := s.Record()
	if r.State != "hurt" || r.XSpeed != -0x200 || r.YSpeed != -0x400 || r.Rings != 0 {
		t.Fatalf("hit: %s xsp %v ysp %v rings %d", r.State, r.XSpeed, r.YSpeed, r.Rings)
	}
	s.Step(0)
	if s.Live().YSpeed != -0x400+0x30 {
		t.Errorf("hurt gravity: ysp %v", s.Live().YSpeed)
	}
	for i := 0; i < 100 && s.Live().Obj.Hurt; i++ {
		s.Step(0)
	}
	if s.Live().Obj.Hurt || s.Live().XSpeed != 0 || s.Live().GSpeed != 0 || s.Live().Obj.Invuln != physics.InvulnFrames-1 {
		t.Errorf("after landing: hurt %v xsp %v invuln %d", s.Live().Obj.Hurt, s.Live().XSpeed, s.Live().Obj.Invuln)
	}
	// Level with the hazard: flung right.
	s2 := objSim(physics.S2)
	s2.Live().Obj.Rings = 1
	eng(s2).hurtPlayer(100)
	if s2.Live().XSpeed != 0x200 {
		t.Errorf("level: xsp %v", s2.Live().XSpeed)
	}
}

// docs/physics.md "States" "Dying": no rings: X Speed 0, Y Speed -7, no collisions.
func TestSim_Dying(t *testing.T) {
	s := objSim(physics.S2, obj(1, "spikes", 100, 740, "direction=up"), obj(2, "solid_box", 100, 900, "width_radius=64", "height_radius=8"))
	s.Live().XSpeed = 0x300
	eng(s).hurtPlayer(90)
	if !s.Live().Dead || s.Live().YSpeed != -0x700 || s.Live().XSpeed != 0 {
		t.Fatalf("dead %v ysp %v xsp %v", s.Live().Dead, s.Live().YSpeed, s.Live().XSpeed)
	}
	for i := 0; i < 120; i++ {
		s.Step(physics.Right)
	}
	if s.Live().Y.Pixel() < 950 || s.Record().ContactsCount != 0 {
		t.Errorf("dead player collided: y %v", s.Live().Y)
	}
}

// docs/physics.md "States" "Rebound": off a badnik from above while falling, Y Speed is
// reversed; otherwise sign(Y Speed) is subtracted. Monitors always
// reverse it. Bosses halve and reverse both speeds.
func TestSim_Rebound(t *testing.T) {
	s := objSim(physics.S2)
	s.Live().Air = true
	for _, c := range []struct {
		y        int
		ys, want physics.Fixed
	}{{600, 0x300, -0x300}, {650, 0x300, 0x200}, {600, -0x300, -0x200}, {600, 0x40, -0x40}, {650, 0x40, -0xC0}} {
		s.Live().Y, s.Live().YSpeed = physics.FromPixels(c.y), c.ys
		eng(s).reboundBadnik(620)
		if s.Live().YSpeed != c.want {
			t.Errorf("y %d ysp %v: %v, want %v", c.y, c.ys, s.Live().YSpeed, c.want)
		}
	}
	b := objSim(physics.S2, obj(1, "boss", 100, 690))
	b.Live().Air, b.Live().Rolling = true, true
	b.Live().XSpeed, b.Live().YSpeed = 0x301, 0x200
	eng(b).hitBoss(0)
	if b.Live().XSpeed != -0x181 || b.Live().YSpeed != -0x100 || b.Live().Obj.Objs[0].Hits != 7 {
		t.Errorf("boss: %v %v hits %d", b.Live().XSpeed, b.Live().YSpeed, b.Live().Obj.Objs[0].Hits)
	}
	m := objSim(physics.S2, obj(1, "monitor", 100, 700, "contents=shield"))
	m.Live().Air, m.Live().Rolling, m.Live().YSpeed = true, true, 0x280
	eng(m).touchMonitor(0)
	if m.Live().YSpeed != -0x280 || !m.Live().Obj.Shield || m.Live().Obj.Objs[0].Routine != rtGone {
		t.Errorf("monitor: ysp %v shield %v", m.Live().YSpeed, m.Live().Obj.Shield)
	}
}

// docs/physics.md "Ring Loss": at most 32 rings scatter (16 at speed 4, 16 at speed 2,
// mirrored in pairs); no regathering for 64 frames; they vanish.
func TestSim_RingLoss(t *testing.T) {
	s := objSim(physics.S2)
	s.Live().Obj.Rings = 100
	eng(s).scatterRings()
	n := 0
	for _, r := range s.Live().Obj.Lost {
		if r.Active {
			n++
		}
	}
	l := s.Live().Obj.Lost
	if n != 32 || s.Live().Obj.Rings != 0 || s.Live().Obj.Regather != 64 {
		t.Fatalf("scattered %d rings %d regather %d", n, s.Live().Obj.Rings, s.Live().Obj.Regather)
	}
	if l[0].XSpeed != -l[1].XSpeed || l[0].YSpeed != l[1].YSpeed || l[0].YSpeed >= 0 {
		t.Errorf("pair: %+v %+v", l[0], l[1])
	}
	sp := func(r physics.LostRing) int { return int(r.XSpeed)*int(r.XSpeed) + int(r.YSpeed)*int(r.YSpeed) }
	if sp(l[0]) < 1000*1000 || sp(l[16]) > 520*520 {
		t.Errorf("speeds: %v %v", sp(l[0]), sp(l[16]))
	}
	for i := 0; i < 300; i++ {
		s.Step(0)
	}
	if s.Live().Obj.LostTimer != 0 || s.Live().Obj.Lost[5].Active {
		t.Error("scattered rings did not vanish")
	}
}

// docs/physics.md "Game Objects" "Bridges": the example dips (12 logs, player on log 4).
func TestBridgeDip(t *testing.T) {
	// maximum_dip on log 4 is 10; log 0 is 1/5 of the way: 10 *
	// sine(18 degrees), 2 with the games' table; log 11 is 1/8 of the
	// way from the right end.
	want := []int{2, 5, 8, 9, 10, 9, 9, 8, 7, 5, 3, 1}
	for j := 0; j < 12; j++ {
		if got := BridgeDip(12, 4, j); got != want[j] {
			t.Errorf("log %d: %d, want %d", j, got, want[j])
		}
	}
	if BridgeDip(12, 5, 5) != 12 || BridgeDip(12, 0, 0) != 2 {
		t.Error("maximum dips")
	}
}

// docs/physics.md "Game Objects" and "Game Enemies": springs (yellow 10, red 16, side springs lock the
// controls for 15 frames), the spring cap (-10.5), Buzz Bomber timing.
func TestSim_SpringsAndBadniks(t *testing.T) {
	s := objSim(physics.S2, obj(1, "spring", 400, 727, "strength=red"))
	place(s, 400, 700, true, 0, 0x100)
	eng(s).updateObject(0)
	if s.Live().YSpeed != -physics.SpringRed || !s.Live().Air {
		t.Errorf("red spring: %v", s.Live().YSpeed)
	}
	h := objSim(physics.S2, obj(1, "spring", 400, 721, "direction=left"))
	place(h, 385, 716, false, 0x200, 0)
	eng(h).updateObject(0)
	if h.Live().XSpeed != -physics.SpringYellow || h.Live().MoveLock != 15 {
		t.Errorf("side spring: %v lock %d", h.Live().XSpeed, h.Live().MoveLock)
	}
	b := objSim(physics.S2, obj(1, "buzz_bomber", 300, 600))
	frames := 0
	for ; frames < 200 && b.Live().Obj.Objs[0].Routine != rtPause; frames++ {
		b.Step(0)
	}
	shotAt := 0
	for i := 1; i <= 100; i++ {
		b.Step(0)
		if shotAt == 0 && b.Live().Obj.Shots[0].Active {
			shotAt = i
		}
	}
	if shotAt != 61 {
		t.Errorf("shot %d frames after the Buzz Bomber stopped, want 61 (30 + 14 + 8 + 9)", shotAt)
	}
}

// Save and Restore keep the objects' state and allocate nothing after
// the first Save.
func TestSim_ObjectsSaveRestore(t *testing.T) {
	sc := objScenarios()[7] // hurt with rings
	tl := sc.level()
	s := physics.New(tl.Lvl, physics.Config{}, sc.start)
	run(s, physics.Right, 60)
	var snap physics.State
	s.Save(&snap)
	run(s, 0, 100)
	want := *s.Record()
	s.Restore(&snap)
	run(s, 0, 100)
	if *s.Record() != want {
		t.Error("restore and replay differ")
	}
	if a := testing.AllocsPerRun(20, func() { s.Save(&snap); s.Restore(&snap) }); a != 0 {
		t.Errorf("%v allocations", a)
	}
}
