package specialstage

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"loopwright/internal/intmath"
)

// sub_1BD30: every id is solid except 0, $28 (1-up) and $3A-$4A (rings,
// emeralds, the ghost block, sparkles, the ghost switch).
func TestBlock_Solid(t *testing.T) {
	for id := 0; id < 256; id++ {
		want := id != 0 && id != 0x28 && (id < 0x3A || id >= 0x4B)
		if got := Block(id).Solid(); got != want {
			t.Errorf("id %#x solid %v, want %v", id, got, want)
		}
	}
}

// still returns box(inner) that does not turn (rotation 0), so the player
// rests straight on the block under it.
func still(inner Block) (*Sim, *State) {
	s := box(inner)
	s.Rotation = 0
	m := New(s)
	return m, m.State()
}

// under is the index of the block the box's player lands on.
const under = 5*7 + 3

// Obj09_Glass + SS_AniGlassBlock: a hit glass block shows the crack frames
// $4B-$4E twice, 2 frames each (solid, no reaction), then becomes the next
// glass id; after four hits ($2D -> $2E -> $2F -> $30) it is gone.
func TestSim_Glass(t *testing.T) {
	m, st := still(Glass1)
	var seen []Block
	last := Glass1
	for i := 0; i < 400 && st.Blocks[under] != Empty; i++ {
		m.Step(Input{})
		if b := st.Blocks[under]; b != last {
			seen = append(seen, b)
			last = b
		}
	}
	crack := []Block{0x4B, 0x4C, 0x4D, 0x4E, 0x4B, 0x4C, 0x4D, 0x4E}
	var want []Block
	for _, next := range []Block{Glass2, Glass3, Glass4, Empty} {
		want = append(append(want, crack...), next)
	}
	if !bytes.Equal(blocksBytes(seen), blocksBytes(want)) {
		t.Errorf("glass went %x, want %x", blocksBytes(seen), blocksBytes(want))
	}
}

func blocksBytes(b []Block) []byte {
	out := make([]byte, len(b))
	for i, x := range b {
		out[i] = byte(x)
	}
	return out
}

// SS_AniGlassBlock timing: 2 frames a crack frame, 16 in all, the first
// written on the frame of the hit.
func TestSim_GlassTiming(t *testing.T) {
	m, st := still(Glass1)
	for st.Blocks[under] == Glass1 {
		m.Step(Input{})
	}
	hit := st.Frame
	for st.Blocks[under] != Glass2 {
		m.Step(Input{})
	}
	if st.Frame-hit != 16 {
		t.Errorf("glass changed %d frames after the hit, want 16", st.Frame-hit)
	}
}

// Obj09_ChkBumper + SS_AniBumper: a bumper throws the player off at $700
// (block_hitting cleared: no jump next frame), then shows $32/$33 for 32
// frames (8 each) in which it does not repel, then is a bumper again.
func TestSim_BumperFlash(t *testing.T) {
	m, st := still(Bumper)
	for st.Blocks[under] == Bumper {
		m.Step(Input{})
	}
	hit := st.Frame
	if st.Hitting || st.YSpeed != -BumperForce || st.XSpeed != 0 {
		t.Errorf("bounce: hitting %v speed %d,%d, want straight up at %d", st.Hitting, st.XSpeed, st.YSpeed, -BumperForce)
	}
	if st.Blocks[under] != BumperHit1 {
		t.Errorf("block %#x on the hit frame, want $32", byte(st.Blocks[under]))
	}
	for st.Blocks[under] != Bumper {
		m.Step(Input{})
	}
	if st.Frame-hit != 32 {
		t.Errorf("bumper back after %d frames, want 32", st.Frame-hit)
	}
}

// SS_AniReverse: the R block flashes $31 and is R again after 32 frames.
func TestSim_ReverseFlash(t *testing.T) {
	m, st := still(Reverse)
	st.Rotation = 0x40
	for st.Rotation == 0x40 {
		m.Step(Input{})
	}
	st.Rotation = 0 // keep still
	seen := false
	for i := 0; i < 40; i++ {
		m.Step(Input{})
		seen = seen || st.Blocks[under] == ReverseFlash
	}
	if !seen || st.Blocks[under] != Reverse {
		t.Errorf("flash seen %v, block now %#x", seen, byte(st.Blocks[under]))
	}
}

// Obj09_ChkCont + SS_AniRingSparks: a ring is collected under the centre,
// sparkles $42-$45 (6 frames each) and is gone after 24 frames; the 50th
// ring gives a continue, the 100th and 200th a life (CollectRing).
func TestSim_RingCountsAndSparkle(t *testing.T) {
	m, st := still(Solid)
	st.Rings = 49
	i := 4*7 + 3
	st.Blocks[i] = Ring
	st.Y = int32(4*24+12) << 16 // centre on the ring
	m.Step(Input{})
	if st.Rings != 50 || st.Continues != 1 || st.Blocks[i] != RingSparkle {
		t.Fatalf("rings %d continues %d block %#x", st.Rings, st.Continues, byte(st.Blocks[i]))
	}
	for n := 1; n <= 24; n++ {
		m.Step(Input{})
	}
	if st.Blocks[i] != Empty {
		t.Errorf("ring sparkle still %#x after 24 frames", byte(st.Blocks[i]))
	}
	st.Rings = 99
	m.collectRing()
	m.collectRing()
	st.Rings = 199
	m.collectRing()
	st.Rings = 120
	m.collectRing()
	if st.Lives != 2 || st.Continues != 1 {
		t.Errorf("lives %d continues %d, want 2 and 1", st.Lives, st.Continues)
	}
}

// Obj09_Chk1Up: the 1-up is not solid, is collected under the centre
// (a life) and sparkles away ($46-$49).
func TestSim_OneUp(t *testing.T) {
	m, st := still(OneUp)
	for i := 0; i < 60 && st.Lives == 0; i++ {
		m.Step(Input{})
	}
	if st.Lives != 1 || st.Blocks[under] != Sparkle {
		t.Errorf("lives %d block %#x", st.Lives, byte(st.Blocks[under]))
	}
}

// Obj09_ChkEmer + SS_AniEmeraldSparks: an emerald is collected, sparkles
// for 24 frames, then the player's routine becomes the exit spin.
func TestSim_EmeraldExits(t *testing.T) {
	m, st := still(Emerald + 2)
	for i := 0; i < 60 && !st.Emerald; i++ {
		m.Step(Input{})
	}
	got := st.Frame
	if !st.Emerald || st.EmeraldID != 2 || st.Phase != Playing {
		t.Fatalf("emerald %v id %d phase %d", st.Emerald, st.EmeraldID, st.Phase)
	}
	for st.Phase == Playing {
		m.Step(Input{})
	}
	if st.Frame-got != 24 || st.Blocks[under] != Empty {
		t.Errorf("exit %d frames after the emerald, want 24; block %#x", st.Frame-got, byte(st.Blocks[under]))
	}
}

// Obj09_ExitStage: a rotation speed that never equals $1800 runs to $3000;
// then the stage stops at angle $4000 and Obj09_Exit2 waits 60 frames.
func TestSim_Exit2(t *testing.T) {
	m, st := still(Solid)
	st.Phase, st.Rotation = Exiting, 0x10
	n := 0
	for st.Phase == Exiting {
		m.Step(Input{})
		n++
	}
	if st.Cleared || st.Rotation != 0 || st.Angle != 0x4000 || st.ExitTimer != 60 {
		t.Fatalf("after the spin: %+v", *st)
	}
	for i := 0; i < 59; i++ {
		m.Step(Input{})
	}
	if st.Cleared {
		t.Fatal("cleared early")
	}
	m.Step(Input{})
	if !st.Cleared {
		t.Error("not cleared after 60 frames")
	}
}

// Obj09_ChkGhost / Obj09_MakeGhostSolid: passing a ghost block then a
// ghost switch makes every ghost block red-white on the next empty tile;
// passing a ghost block alone does nothing.
func TestSim_Ghosts(t *testing.T) {
	for _, c := range []struct {
		path []Block
		want Block
	}{
		{[]Block{Ghost, GhostSwitch, Empty}, RedWhite},
		{[]Block{Ghost, Empty, GhostSwitch, Empty}, Ghost},
		{[]Block{GhostSwitch, Ghost, Empty}, Ghost},
	} {
		s := NewStage(8, 3)
		s.Blocks[2*8+7] = Ghost // the ghost block to watch
		m := New(s)
		st := m.State()
		for i, b := range c.path {
			st.Blocks[1*8+1+i] = b
		}
		for i := range c.path {
			st.X, st.Y = int32((1+i)*24+12)<<16, int32(36)<<16
			m.items()
		}
		if got := st.Blocks[2*8+7]; got != c.want {
			t.Errorf("path %x: ghost became %#x, want %#x", blocksBytes(c.path), byte(got), byte(c.want))
		}
	}
}

// SS_RemoveCollectedItem: 32 animations at most; a 33rd ring is counted
// but stays (the game finds no slot and skips the removal).
func TestSim_ItemSlotsFull(t *testing.T) {
	m, st := still(Solid)
	for i := range st.Items {
		st.Items[i] = Item{Kind: animRing, Timer: 5, At: 0}
		st.running++
	}
	i := 4*7 + 3
	st.Blocks[i] = Ring
	st.Y = int32(4*24+12) << 16
	m.items()
	if st.Rings != 1 || st.Blocks[i] != Ring {
		t.Errorf("rings %d block %#x", st.Rings, byte(st.Blocks[i]))
	}
}

// GM_Special starts every stage at angle 0 turning $40 a frame; a stage
// may set its own (the .ss "@rotation" and "@angle" lines).
func TestNew_StartAngleRotation(t *testing.T) {
	s, err := Parse(strings.NewReader("@rotation -128\n@angle 0x2000\nXXX\nXSX\nXXX\n"), "t.ss")
	if err != nil {
		t.Fatal(err)
	}
	st := New(s).State()
	if st.Rotation != -128 || st.Angle != 0x2000 {
		t.Errorf("rotation %d angle %#x", st.Rotation, st.Angle)
	}
	if d, _ := Parse(strings.NewReader("XSX\n"), "t.ss"); d.Rotation != StartRotation || d.Angle != 0 {
		t.Errorf("default rotation %d angle %d", d.Rotation, d.Angle)
	}
}

// Format writes what Parse reads, every palette block included.
func TestFormat_RoundTrip(t *testing.T) {
	s := NewStage(len(palette)+2, 3)
	for i, p := range palette {
		s.Blocks[2*s.W+i] = p.Block
	}
	s.Rotation, s.Angle = -0x80, 0x1234
	b, err := Format(s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Parse(bytes.NewReader(b), "t.ss")
	if err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	if back.W != s.W || back.H != s.H || back.StartX != s.StartX || back.StartY != s.StartY ||
		back.Rotation != s.Rotation || back.Angle != s.Angle || !bytes.Equal(blocksBytes(back.Blocks), blocksBytes(s.Blocks)) {
		t.Errorf("round trip:\n%s\n%+v", b, back)
	}
	// A start that is not an empty block's centre is an @start line.
	s.Blocks[s.W+1] = Ring
	for _, c := range []struct{ x, y int }{{36, 36}, {240, 48}} {
		s.StartX, s.StartY = c.x, c.y
		b, err := Format(s)
		if err != nil || !strings.Contains(string(b), fmt.Sprintf("@start %d %d\n", c.x, c.y)) || strings.Contains(string(b), "S") {
			t.Fatalf("start %v: %v\n%s", c, err, b)
		}
		if back, err := Parse(bytes.NewReader(b), "t.ss"); err != nil || back.StartX != c.x || back.StartY != c.y || back.At(1, 1) != Ring {
			t.Errorf("start %v back: %v %+v", c, err, back)
		}
	}
	s.StartX = 1000
	if _, err := Format(s); err == nil || !strings.Contains(err.Error(), "outside") {
		t.Errorf("start outside: %v", err)
	}
	for _, bad := range []string{"@start 1 2\nS\n", "S\n@start 1 2\n", "@start 1\nX\n", "@start -1 2\nX\n"} {
		if _, err := Parse(strings.NewReader(bad), "t.ss"); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
	s.Blocks[s.W+1] = GlassCrack
	s.StartX = 4*24 + 12
	if _, err := Format(s); err == nil || !strings.Contains(err.Error(), "cannot hold") {
		t.Errorf("animation frame: %v", err)
	}
}

// sub_1BCE8 with v_ssblockbuffer at $1020: the game's check column
// (X+$14)/24-32 is the guide's (x-12)/24 with x = X-736, its row
// (Y+$44)/24-32 the guide's with y = Y-688; Obj09_ChkItems' (X+$20)/24-32
// and (Y+$50)/24-32 are the block under x, y.
func TestFromLayout_Coordinates(t *testing.T) {
	for X := 736; X < 736+24*64; X += 7 {
		x := X - LayoutOffsetX
		if (X+0x14)/24-32 != intmath.FloorDiv(x-12, 24) || (X+0x20)/24-32 != x/24 {
			t.Fatalf("X %d: game column %d, guide %d", X, (X+0x14)/24-32, intmath.FloorDiv(x-12, 24))
		}
	}
	for Y := 688; Y < 688+24*64; Y += 5 {
		y := Y - LayoutOffsetY
		if (Y+0x44)/24-32 != intmath.FloorDiv(y-12, 24) || (Y+0x50)/24-32 != y/24 {
			t.Fatalf("Y %d: game row %d, guide %d", Y, (Y+0x44)/24-32, intmath.FloorDiv(y-12, 24))
		}
	}
	l := make([]byte, 64*64)
	l[0], l[1], l[2], l[3] = 0x01, 0x24, 0x3A, 0xFF
	s, err := FromLayout(l, 0x3D0, 0x2E0)
	if err != nil {
		t.Fatal(err)
	}
	if s.At(0, 0) != Solid || s.At(1, 0) != Solid || s.At(2, 0) != Ring || s.At(3, 0) != InvisibleWall || s.StartX != 240 || s.StartY != 48 {
		t.Errorf("stage: %v %v %v %v start %d,%d", s.At(0, 0), s.At(1, 0), s.At(2, 0), s.At(3, 0), s.StartX, s.StartY)
	}
	l[4] = 0x4B
	if _, err := FromLayout(l, 0x3D0, 0x2E0); err == nil || !strings.Contains(err.Error(), "4,0") {
		t.Errorf("animation id: %v", err)
	}
	if _, err := FromLayout(l[:100], 0x3D0, 0x2E0); err == nil {
		t.Error("short layout")
	}
}
