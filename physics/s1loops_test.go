package physics

import (
	"testing"

	"loopwright/layers"
)

// s1LoopSim is a Sonic 1 simulation on an empty level of 256-px chunks
// whose layout row 1 holds a loop chunk ($B5) at column 1, the second
// loop chunk ($AA) at column 2 and a roll tunnel ($1F) at column 3.
func s1LoopSim(t *testing.T, v Variant) *Sim {
	t.Helper()
	lib := layers.NewLibrary(16)
	for len(lib.Chunks) <= 0xB5 {
		lib.Chunks = append(lib.Chunks, layers.Chunk{Blocks: make([]layers.Block, 256)})
	}
	l := layers.New("loops", lib, 4*16, 2*16)
	l.Layout[1*4+1] = 0xB5
	l.Layout[1*4+2] = 0xAA
	l.Layout[1*4+3] = 0x1F
	l.Loops = &layers.LoopChunks{Loop: [2]layers.ChunkID{0xB5, 0xAA}, Roll: [2]layers.ChunkID{0x1F, 0x20}}
	return New(l, Config{Variant: v, Character: Sonic}, layers.Point{X: 16, Y: 16})
}

// TestSim_s1Loops follows Sonic_Loops (s1disasm _incObj/Sonic Loops.asm)
// branch by branch.
func TestSim_s1Loops(t *testing.T) {
	type c struct {
		name     string
		x, y     int
		air      bool
		angle    uint8
		path     layers.Path
		wantPath layers.Path
	}
	for _, tc := range []c{
		{"off the loop chunks: path A", 0x80, 0x180, false, 0x40, layers.PathB, layers.PathA},
		{"row from Y>>8: row 0 is not the loop", 0x180, 0x080, false, 0x40, layers.PathB, layers.PathA},
		{"left of $2C: A", 0x100 + 0x2B, 0x180, false, 0x40, layers.PathB, layers.PathA},
		{"at $2C, angle 0: kept", 0x100 + 0x2C, 0x180, false, 0x00, layers.PathA, layers.PathA},
		{"at $E0: B", 0x100 + 0xE0, 0x180, false, 0x00, layers.PathA, layers.PathB},
		{"path A, angle $40: B", 0x180, 0x180, false, 0x40, layers.PathA, layers.PathB},
		{"path A, angle $80: B (bhi: not above $80)", 0x180, 0x180, false, 0x80, layers.PathA, layers.PathB},
		{"path A, angle $81: kept", 0x180, 0x180, false, 0x81, layers.PathA, layers.PathA},
		{"path A, angle 0: kept", 0x180, 0x180, false, 0x00, layers.PathA, layers.PathA},
		{"path B, angle $80: kept (bls)", 0x180, 0x180, false, 0x80, layers.PathB, layers.PathB},
		{"path B, angle $81: A", 0x180, 0x180, false, 0x81, layers.PathB, layers.PathA},
		{"path B, angle $C0: A", 0x180, 0x180, false, 0xC0, layers.PathB, layers.PathA},
		{"loop 1 in the air: as grounded", 0x180, 0x180, true, 0x40, layers.PathA, layers.PathB},
		{"loop 2 in the air: A", 0x280, 0x180, true, 0x40, layers.PathB, layers.PathA},
		{"loop 2 grounded: by angle", 0x280, 0x180, false, 0x40, layers.PathA, layers.PathB},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := s1LoopSim(t, S1)
			st := &s.st
			st.X, st.Y = FromPixels(tc.x), FromPixels(tc.y)
			st.Air, st.Angle, st.Path = tc.air, tc.angle, tc.path
			s.s1Loops()
			if st.Path != tc.wantPath {
				t.Errorf("path %v, want %v", st.Path, tc.wantPath)
			}
		})
	}
}

// TestSim_s1LoopsRollTunnel: on a roll-tunnel chunk Sonic_ChkRoll curls
// a player who is not rolling (radii 7x14, Y + 5, Ground Speed 0 -> 2)
// and leaves the path alone.
func TestSim_s1LoopsRollTunnel(t *testing.T) {
	s := s1LoopSim(t, S1)
	st := &s.st
	st.X, st.Y = FromPixels(0x380), FromPixels(0x180)
	st.Air, st.Path = false, layers.PathB
	s.s1Loops()
	if !st.Rolling || st.XRadius != 7 || st.YRadius != 14 || st.Y.Pixel() != 0x185 || st.GSpeed != 0x200 || st.Path != layers.PathB {
		t.Errorf("rolling %v radii %dx%d y %d gsp %v path %v", st.Rolling, st.XRadius, st.YRadius, st.Y.Pixel(), st.GSpeed, st.Path)
	}
	st.GSpeed = 0x123
	s.s1Loops() // already rolling: nothing
	if st.Y.Pixel() != 0x185 || st.GSpeed != 0x123 {
		t.Errorf("a rolling player changed: y %d gsp %v", st.Y.Pixel(), st.GSpeed)
	}
}

// TestSim_s1LoopsOnlyS1: other variants and levels without loop chunks
// keep the path.
func TestSim_s1LoopsOnlyS1(t *testing.T) {
	s := s1LoopSim(t, S2)
	s.st.X, s.st.Y, s.st.Path = FromPixels(0x80), FromPixels(0x180), layers.PathB
	s.s1Loops()
	if s.st.Path != layers.PathB {
		t.Error("s2 ran Sonic_Loops")
	}
}

// TestSim_boundLimitsS1Lock: Sonic 1's Sonic_LevelBound keeps the player
// left of Camera_Max_X_pos+$128, +$40 more unless f_lockscreen is set (a
// boss arena, Camera.Locked).
func TestSim_boundLimitsS1Lock(t *testing.T) {
	s := s1LoopSim(t, S1)
	c := &s.st.Cam
	c.MaxX = 0x1000
	if _, r, _ := s.boundLimits(); r != 0x1000+0x128+0x40 {
		t.Errorf("unlocked: right %#x, want %#x", r, 0x1000+0x128+0x40)
	}
	c.Locked = true
	if _, r, _ := s.boundLimits(); r != 0x1000+0x128 {
		t.Errorf("locked: right %#x, want %#x", r, 0x1000+0x128)
	}
}

// TestSim_s1LoopsProp: a level without Loops (a pack or .tmx made from a
// Sonic 1 project) takes the loop chunks from its s1_loop_chunks property.
func TestSim_s1LoopsProp(t *testing.T) {
	s := s1LoopSim(t, S1)
	s.level.Loops = nil
	s.level.Props = append(s.level.Props, layers.Prop{Name: LoopsProp, Value: "0xB5, 0xAA,0x1F,0x20"})
	st := &s.st
	st.X, st.Y, st.Angle, st.Path = FromPixels(0x180), FromPixels(0x180), 0x40, layers.PathA
	s.s1Loops()
	if st.Path != layers.PathB {
		t.Errorf("path %v, want B from the property's loop chunk", st.Path)
	}
	if n := testing.AllocsPerRun(100, s.s1Loops); n != 0 {
		t.Errorf("s1Loops allocates %v times", n)
	}
}

// TestSim_StickConvex: Sonic 1's stick_to_convex (set by the running
// disc): Sonic_AnglePos keeps the player on a floor found further than
// 14 below his sensors (Sonic_SlopeRepel does nothing).
func TestSim_StickConvex(t *testing.T) {
	for _, stick := range []bool{false, true} {
		s := s1LoopSim(t, S1)
		st := &s.st
		st.Air, st.Angle = false, 0
		st.Y -= FromPixels(20)
		st.StickConvex = stick
		s.anglePos()
		if st.Air == stick {
			t.Errorf("stick %v: airborne %v", stick, st.Air)
		}
	}
}
