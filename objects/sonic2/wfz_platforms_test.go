package sonic2

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// wfzObjSim is the flat floor with one object id (subtype sub) in slot
// 50 at (x, y) and Sonic at sx on the floor (Tails beside him with p2).
func wfzObjSim(id, sub uint8, x, y, sx int, p2 bool) (*physics.Sim, *physics.S2Obj) {
	tl := s2TestLevel(s2Obj(s2Scenery, 0, 300, 700))
	var s *physics.Sim
	if p2 {
		s = newSimP2(tl, sx, sx-0x20, 716)
	} else {
		s = newSim(tl, physics.S2, sx, 716)
	}
	st := s.Live()
	st.S2.Slots[50] = physics.S2Obj{ID: id, Sub: sub, Layout: -1, X: physics.FromPixels(x), Y: physics.FromPixels(y)}
	st.S2.Top = max(st.S2.Top, 51)
	return s, &st.S2.Slots[50]
}

// wfzLandOn drops Sonic onto the top of the object in slot 50 (top t above
// its y) and reports whether he stands on it within 20 frames.
func wfzLandOn(s *physics.Sim, ob *physics.S2Obj, t int) bool {
	st := s.Live()
	st.X = physics.FromPixels(ob.X.Pixel())
	st.Y = physics.FromPixels(ob.Y.Pixel() - t - int(st.YRadius) - 2)
	st.Air, st.XSpeed, st.YSpeed, st.GSpeed = true, 0, 0x100, 0
	for f := 0; f < 20; f++ {
		s.Step(0)
		if st.S2.On == 51 {
			return true
		}
	}
	return false
}

// s2.asm ObjB6 (loc_3B624, loc_3B644, loc_3B64E, loc_3B790, loc_3B7BC):
// the timed tilting platform is solid ($23 by 4) until Vint_runcount's
// low byte's high nibble matches its subtype's; then it drops its rider
// and tilts (not solid) and comes back flat $40 frames on.
func TestTiltPlatform_Timed(t *testing.T) {
	s, ob := wfzObjSim(s2TiltPlatform, 0x80, 0x300, 0x280, 0x200, false)
	st := s.Live()
	s.Step(0)
	s.Step(0)
	if ob.Routine != 2 || ob.Routine2 != 2 {
		t.Fatalf("routine %d/%d", ob.Routine, ob.Routine2)
	}
	for uint8(st.S2.Vint+2)&0xF0 == 0x80 {
		s.Step(0)
	}
	if !wfzLandOn(s, ob, 4) {
		t.Fatal("Sonic does not stand on it")
	}
	for f := 0; f < 300 && ob.Routine2 == 2; f++ {
		s.Step(0)
		st.Air = st.S2.On != 51
	}
	if ob.Routine2 != 4 || uint8(st.S2.Vint)&0xF0 != 0x80 || st.S2.On == 51 {
		t.Fatalf("tilt: stage %d vint %#x on %d, want 4 at $8x, Sonic dropped", ob.Routine2, uint8(st.S2.Vint), st.S2.On)
	}
	n := 0
	for ; n < 200 && ob.Routine2 != 2; n++ {
		s.Step(0)
	}
	// Ani_objB6: frames 1 and 2 four frames each, the switch ($FD), 2
	// for $40, the switch, 2, 1 and 0 four each, the end ($FA), and
	// loc_3B64E's frame.
	if n != 4+4+1+0x40+1+12+1+1 {
		t.Errorf("flat again after %d frames, want 88", n)
	}
}

// s2.asm ObjB6 (loc_3B674, loc_3B6A6, loc_3B7F8) and ObjB7: the firing
// tilting platform tilts after its subtype's high nibble in frames and
// fires the vertical laser (ObjB7, collision $A9) for $20 frames, then
// comes back flat for $C1 frames.
func TestTiltPlatform_Laser(t *testing.T) {
	s, ob := wfzObjSim(s2TiltPlatform, 0x22, 0x300, 0x280, 0x200, false)
	st := s.Live()
	s.Step(0)
	s.Step(0)
	if ob.Routine != 4 || ob.Timer != 0x20 {
		t.Fatalf("routine %d timer %#x, want 4 $20", ob.Routine, ob.Timer)
	}
	n := 0
	for ; n < 100 && ob.Routine2 != 4; n++ {
		s.Step(0)
	}
	k := findSlot(s, s2VertLaser)
	if n != 0x21 || k < 0 {
		t.Fatalf("fired after %d frames (laser %d), want $21", n, k)
	}
	s.Step(0)
	l := &st.S2.Slots[k]
	if l.Coll != 0xA9 || l.X != ob.X&^0xFF {
		t.Fatalf("laser collision %#x x %#x", l.Coll, l.X.Pixel())
	}
	n = 0
	for ; n < 100 && l.ID != 0; n++ {
		s.Step(0)
	}
	if n != 0x1F { // $20 frames after the one it began in
		t.Errorf("laser gone after %d frames more, want $1F", n)
	}
	for n = 0; n < 100 && ob.Routine2 != 2; n++ {
		s.Step(0)
	}
	if ob.Timer != 0xC0 || ob.MapFrame != 0 {
		t.Errorf("back: timer %#x frame %d", ob.Timer, ob.MapFrame)
	}
}

// s2.asm ObjB6 (loc_3B6E2, loc_3B6FE): the stepped-on tilting platform
// tilts $11 frames after a player (Tails as player 2 too) stands on it.
func TestTiltPlatform_Stepped(t *testing.T) {
	s, ob := wfzObjSim(s2TiltPlatform, 0x04, 0x300, 0x280, 0x2C0, true)
	st := s.Live()
	s.Step(0)
	b := &st.P2.Body
	b.X, b.Y = physics.FromPixels(0x300), physics.FromPixels(0x280-4-int(b.YRadius)-2)
	b.Air, b.XSpeed, b.YSpeed = true, 0, 0x100
	n := 0
	for ; n < 60 && ob.Routine2 != 2; n++ {
		s.Step(0)
	}
	if ob.Routine2 != 2 {
		t.Fatalf("Tails on it: stage %d, want 2", ob.Routine2)
	}
	for n = 0; n < 60 && ob.Routine2 == 2; n++ {
		s.Step(0)
	}
	if ob.Routine2 != 4 || n != 0x11 {
		t.Errorf("tilted after %d frames (stage %d), want $11", n, ob.Routine2)
	}
}

// s2.asm ObjBE (loc_3BDA2 to loc_3BE04): the lateral cannon comes out
// when Vint_runcount's low byte's high nibble matches its subtype's, is
// a platform ($23 wide, top $19 above it) for $9F frames, drops its rider
// and goes back in.
func TestWFZCannon(t *testing.T) {
	s, ob := wfzObjSim(s2WFZCannon, 0x30, 0x300, 0x280, 0x200, false)
	st := s.Live()
	for f := 0; f < 300 && ob.Routine != 6; f++ {
		s.Step(0)
	}
	if ob.Routine != 6 || ob.MapFrame != 3 {
		t.Fatalf("out: routine %d frame %d", ob.Routine, ob.MapFrame)
	}
	if !wfzLandOn(s, ob, 0x19) {
		t.Fatal("Sonic does not stand on it")
	}
	n := 0
	for ; n < 300 && ob.Routine == 6; n++ {
		s.Step(0)
	}
	if ob.Routine != 8 || st.S2.On == 51 {
		t.Fatalf("in: routine %d on %d", ob.Routine, st.S2.On)
	}
	for n = 0; n < 100 && ob.Routine != 2; n++ {
		s.Step(0)
	}
	if ob.Routine != 2 {
		t.Errorf("routine %d, want 2 (waiting again)", ob.Routine)
	}
}

// s2.asm ObjC1 (ObjC1_Grab, ObjC1_Main, ObjC1_Release,
// ObjC1_BeginBreakup, Touch_Special loc_3FA12): touching the plating
// (collision $E1) Sonic hangs 20 left of it (obj_control 1); Up moves him
// up to 24 above its middle; a jump press lets go and it breaks into four
// plates flying left at $400.
func TestPlating(t *testing.T) {
	s, ob := wfzObjSim(s2Plating, 2, 0x300, 0x2C0, 0x2F0, false)
	st := s.Live()
	s.Step(0)
	if ob.Coll != 0xE1 || ob.Timer != 120 {
		t.Fatalf("collision %#x time %d, want $E1 120", ob.Coll, ob.Timer)
	}
	st.X, st.Y = physics.FromPixels(0x2F0), physics.FromPixels(0x2C0)
	st.Air, st.XSpeed, st.YSpeed = true, 0, 0
	eng(s).touchValue(50)
	if ob.CollProp != 1 {
		t.Fatalf("touched: %d, want 1", ob.CollProp)
	}
	s.Step(0)
	if !ob.Flag || st.S2.Control != 1 || st.X.Pixel() != 0x300-20 || !st.FacingLeft {
		t.Fatalf("grab: held %v control %d x %#x", ob.Flag, st.S2.Control, st.X.Pixel())
	}
	for f := 0; f < 40; f++ {
		s.Step(physics.Up)
	}
	if st.Y.Pixel() != 0x2C0-24 {
		t.Errorf("climbed to %#x, want %#x", st.Y.Pixel(), 0x2C0-24)
	}
	s.Step(physics.Jump)
	if ob.Flag || st.S2.Control != 0 || ob.Routine != 4 || ob.XVel != -0x400 {
		t.Fatalf("let go: held %v control %d routine %d speed %d", ob.Flag, st.S2.Control, ob.Routine, ob.XVel)
	}
	n := 0
	for k := range st.S2.Slots {
		if o := &st.S2.Slots[k]; o.ID == s2Plating && o.Routine == 4 {
			n++
		}
	}
	if n != 4 {
		t.Errorf("%d plates, want 4", n)
	}
}

// s2.asm ObjC1_Main (plating_time): held past its subtype in seconds,
// the plating lets Sonic go by itself.
func TestPlating_Breaks(t *testing.T) {
	s, ob := wfzObjSim(s2Plating, 1, 0x300, 0x2C0, 0x2F0, false)
	st := s.Live()
	s.Step(0)
	st.X, st.Y = physics.FromPixels(0x2F0), physics.FromPixels(0x2C0)
	ob.CollProp = 1
	s.Step(0)
	n := 0
	for ; n < 100 && ob.Flag; n++ {
		s.Step(0)
	}
	if n != 60 || st.S2.Control != 0 {
		t.Errorf("let go after %d frames (control %d), want 60", n, st.S2.Control)
	}
}

// s2.asm ObjC2 and ObjC2_Bust: the rivet is solid ($1B by 8); Sonic
// standing on it unrolled leaves it; landing on it rolling busts it: an
// explosion (Obj27), Sonic in the air and the left limit $2880 (the
// hatch's chunks: TestRivet_InWingFortress).
func TestRivet(t *testing.T) {
	s, ob := wfzObjSim(s2Rivet, 0x8A, 0x300, 0x2C0, 0x200, false)
	st := s.Live()
	s.Step(0)
	if !wfzLandOn(s, ob, 8) {
		t.Fatal("Sonic does not stand on it")
	}
	s.Step(0)
	if ob.ID != s2Rivet {
		t.Fatal("busted unrolled")
	}
	st.Y -= physics.FromPixels(0x20)
	st.Air, st.Rolling, st.YSpeed = true, true, 0x200
	st.S2.On, st.Obj.On = 0, 0
	ob.Status &^= physics.S2P1Stand
	for f := 0; f < 20 && ob.ID == s2Rivet; f++ {
		s.Step(0)
	}
	if ob.ID != s2Explosion || !st.Air || st.Cam.MinX != 0x2880 {
		t.Fatalf("bust: id %#x air %v left limit %#x", ob.ID, st.Air, st.Cam.MinX)
	}
}

// s2.asm ObjBC: the ship's thrust fire follows Camera_BG_X_offset from
// its layout x and goes once the offset reaches $380.
func TestShipThrust(t *testing.T) {
	s, ob := wfzObjSim(s2ShipThrust, 0x7C, 0x300, 0x280, 0x200, false)
	st := s.Live()
	s.Step(0)
	st.S2.Ev.BGXOff = 0x100
	s.Step(0)
	if ob.X.Pixel() != 0x400 || ob.Coll != 0 {
		t.Fatalf("x %#x collision %#x, want $400 0", ob.X.Pixel(), ob.Coll)
	}
	st.S2.Ev.BGXOff = 0x380
	s.Step(0)
	if ob.ID != 0 {
		t.Error("still there at offset $380")
	}
}

// s2.asm Obj80_Init (Wing Fortress), Obj80_WFZ_Main and Obj80_Action:
// in Wing Fortress the hook holds a player within $10 of it and $88 to
// $9F below it ($94 below it, obj_control 1), travels down 2 a frame to
// $A0 below its layout y while held, and a jump press lets go at -$380.
func TestWFZHook(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Scenery, 0, 300, 700))
	tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_zone_act", Value: "wfz1"})
	s := newSim(tl, physics.S2, 0x300, 716)
	st := s.Live()
	st.S2.Slots[50] = physics.S2Obj{ID: s2MovingVine, Layout: -1, X: physics.FromPixels(0x300), Y: physics.FromPixels(0x200)}
	st.S2.Top = max(st.S2.Top, 51)
	ob := &st.S2.Slots[50]
	s.Step(0)
	if ob.Routine != 4 || ob.Timer != 0xA0 {
		t.Fatalf("routine %d travel %#x, want 4 $A0", ob.Routine, ob.Timer)
	}
	st.X, st.Y = physics.FromPixels(0x300), physics.FromPixels(0x290)
	st.Air, st.XSpeed, st.YSpeed = true, 0, 0
	s.Step(0)
	if ob.B3E == 0 || st.S2.Control != 1 || st.Y.Pixel() != ob.Y.Pixel()+0x94 {
		t.Fatalf("grab: held %d control %d y %+d", ob.B3E, st.S2.Control, st.Y.Pixel()-ob.Y.Pixel())
	}
	for f := 0; f < 100; f++ {
		s.Step(0)
	}
	if ob.Y.Pixel() != 0x200+0xA0 || st.Y.Pixel() != 0x200+0xA0+0x94 {
		t.Fatalf("lowered to %#x (Sonic %#x), want $2A0", ob.Y.Pixel(), st.Y.Pixel())
	}
	s.Step(physics.Jump)
	if ob.B3E != 0 || st.S2.Control != 0 || st.YSpeed > -0x300 {
		t.Errorf("let go: held %d control %d y speed %d", ob.B3E, st.S2.Control, st.YSpeed)
	}
}

// s2.asm ObjB7_Main: bchg #0,objoff_2B returns at once when the bit was
// clear, so a vertical laser out of range is unloaded (MarkObjGone) on
// its second frame after ObjB7_Init, not its first.
func TestVertLaser_MarkObjGoneEveryOtherFrame(t *testing.T) {
	s, ob := wfzObjSim(s2VertLaser, vertLaserSub, 0x1800, 0x280, 0x200, false)
	s.Step(0) // ObjB7_Init
	if ob.ID != s2VertLaser || ob.Routine != 2 {
		t.Fatalf("after init: id %#x routine %d", ob.ID, ob.Routine)
	}
	s.Step(0) // bit clear: returns, drawn nowhere, not unloaded
	if ob.ID != s2VertLaser {
		t.Fatal("unloaded on its first frame; ObjB7_Main returns then")
	}
	s.Step(0) // bit set: MarkObjGone unloads it
	if ob.ID != 0 {
		t.Fatal("not unloaded on its second frame out of range")
	}
}
