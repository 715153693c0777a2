package sonic1

import (
	"image"
	"testing"

	"loopwright/heightmask"
	"loopwright/internal/leveltest"
	"loopwright/layers"
	"loopwright/physics"
)

// lavaPic is a level picture whose block numbers say lava ($16A) in the
// right half of every chunk (block columns 8-15) and $169 elsewhere.
type lavaPic struct{}

func (lavaPic) DrawPicture(*image.RGBA, image.Point, image.Rectangle, int, bool, bool) {}

func (lavaPic) BlockNumber(id, i int) (uint16, bool) {
	if i%16 >= 8 {
		return lavaBlock, true
	}
	return lavaBlock - 1, true
}

// lavaSim is Sonic 1 as act za on a level of 256-pixel chunks (16 x 2),
// ground from y $140 (full blocks), a wall of full blocks at block
// column $3C above it, with lavaPic's block numbers; Sonic at x $28.
func lavaSim(t *testing.T, za string) (*physics.Sim, *engine) {
	t.Helper()
	lib := layers.NewLibrary(16)
	lib.Tiles = append(lib.Tiles, leveltest.FullMask())
	l := layers.New("lava", lib, 16*16, 2*16)
	for i := range l.Layout {
		lib.Chunks = append(lib.Chunks, layers.Chunk{Blocks: make([]layers.Block, 256)})
		l.Layout[i] = layers.ChunkID(len(lib.Chunks) - 1)
	}
	full := layers.Cell{Tile: 1, Solidity: heightmask.SolidAll}
	set := func(bx, by int) {
		ch := &lib.Chunks[l.Layout[(by/16)*l.LayoutW+bx/16]]
		ch.Blocks[(by%16)*16+bx%16] = layers.Block{full, full}
	}
	for bx := 0; bx < l.Width; bx++ {
		for by := 20; by < l.Height; by++ {
			set(bx, by)
		}
	}
	for by := 10; by < 20; by++ {
		set(0x3C, by)
	}
	l.Picture = lavaPic{}
	l.Props = append(l.Props, layers.Prop{Name: "s1_zone_act", Type: "string", Value: za})
	sim := physics.New(l, physics.Config{Variant: physics.S1, Character: physics.Sonic}, layers.Point{X: 0x28, Y: 0x140 - 20})
	e, ok := sim.ObjectEngine().(*engine)
	if !ok {
		t.Fatalf("engine %q, want sonic1", sim.Engine())
	}
	e.st.Cam.X = 0x300
	return sim, e
}

// _incObj/46 MZ Bricks.asm: Brick_Type03 (REV01): a falling brick that
// lands where the floor's block (FindFloor's a1) is $16A or above, lava,
// becomes type 4 and bobs (Brick_Type04); elsewhere type 0, still.
func TestMarbleBrick_LandOnLava(t *testing.T) {
	for _, c := range []struct {
		x   int
		sub uint8
	}{{0x188, 4}, {0x108, 0}} {
		_, e := lavaSim(t, "mz1")
		e.st.Cam.X = c.x - 0x80
		ob := &e.st.S2.Slots[0]
		*ob = physics.S2Obj{ID: 0x46, Sub: 3, Layout: -1, X: physics.FromPixels(c.x), Y: physics.FromPixels(0x100), YRad: 0x0F, XRad: 0x0F}
		for i := 0; i < 100 && ob.Sub == 3; i++ {
			e.brickMove(ob)
		}
		if ob.Sub != c.sub || ob.Y.Pixel()+0xF != 0x13F || int(ob.BaseY) != ob.Y.Pixel() {
			t.Errorf("x %#x: landed at y %#x as type %d, want $130 and type %d", c.x, ob.Y.Pixel(), ob.Sub, c.sub)
		}
	}
}

// pushOnLava makes slot 0 a pushable block at x sliding off a ledge at
// the slide's speed v (obSolid 4, falling), from y $100.
func pushOnLava(e *engine, x int, v int16) *physics.S2Obj {
	ob := &e.st.S2.Slots[0]
	*ob = physics.S2Obj{ID: 0x33, Routine: 2, Routine2: 4, Layout: -1, X: physics.FromPixels(x), Y: physics.FromPixels(0x100) | 0x40,
		YRad: 0x0F, XRad: 0x0F, Width: 0x10, Index: v, BaseX: int16(x), BaseY: 0x100}
	e.raiseTop(0)
	return ob
}

// _incObj/33 Pushable Blocks.asm: loc_C1AA: a block falling off a ledge
// that lands on lava (block $16A or above) floats (objoff_32), drifting
// at its slide's speed / 8 (asr), its y sub-pixel cleared; on other
// ground it only stops.
func TestPushBlock_LandOnLava(t *testing.T) {
	for _, c := range []struct {
		x     int
		v     int16
		float bool
	}{{0x188, -0x400, true}, {0x108, 0x400, false}} {
		_, e := lavaSim(t, "mz1")
		e.st.Cam.X = c.x - 0x80
		ob := pushOnLava(e, c.x, c.v)
		for i := 0; i < 100 && ob.Routine2 == 4; i++ {
			e.pushBlock(0)
		}
		if ob.Flag != c.float || ob.Y.Pixel() != 0x130 {
			t.Fatalf("x %#x: floating %v at y %#x, want %v at $130", c.x, ob.Flag, ob.Y.Pixel(), c.float)
		}
		if c.float && (ob.XVel != physics.Fixed(c.v>>3) || ob.Y&0xFF != 0 || ob.B3F != 0) {
			t.Errorf("x speed %#x, y sub-pixel %#x/%#x; want %#x and 0", int(ob.XVel), int(ob.Y&0xFF), ob.B3F, c.v>>3)
		}
		if !c.float && ob.XVel != 0 {
			t.Errorf("on the ground: x speed %#x", int(ob.XVel))
		}
	}
}

// _incObj/33 Pushable Blocks.asm: loc_C046 ... loc_C104: a floating
// block drifts until a wall stops it (ObjHitWallRight at its width),
// then sinks ($2001 a frame into its y and 16-bit sub-pixel) until the
// sub-pixel's low byte reaches $A0, 160 frames, and goes back to its
// start (loc_ppppp), letting go of Sonic.
func TestPushBlock_FloatAndSink(t *testing.T) {
	_, e := lavaSim(t, "mz1")
	ob := pushOnLava(e, 0x388, 0x400)
	ob.Routine2, ob.YVel = 0, 0
	ob.Y = physics.FromPixels(0x130)
	ob.Flag, ob.XVel = true, 0x80
	n := 0
	for ; n < 200 && ob.XVel != 0; n++ {
		e.pushBlock(0)
	}
	if ob.XVel != 0 || ob.X.Pixel()+0x10 < 0x3C0-1 || ob.X.Pixel()+0x10 > 0x3C0 {
		t.Fatalf("after %d frames at x %#x speed %#x: want stopped by the wall at $3C0", n, ob.X.Pixel(), int(ob.XVel))
	}
	y := ob.Y
	e.st.S2.On = 1
	ob.Status |= standBit
	for i := 1; i < 0xA0; i++ {
		e.pushBlock(0)
		if ob.Y != y+physics.Fixed(0x20*i) || !ob.Flag {
			t.Fatalf("sinking frame %d: y %#x, want %#x", i, int(ob.Y), int(y+physics.Fixed(0x20*i)))
		}
	}
	e.pushBlock(0)
	if ob.X.Pixel() != 0x388 || ob.Y.Pixel() != 0x100 || e.st.S2.On != 0 || ob.Status&standBit != 0 {
		t.Errorf("after 160 frames: at %#x,%#x, Sonic on slot %d; want back at its start, Sonic let go", ob.X.Pixel(), ob.Y.Pixel(), e.st.S2.On)
	}
}

// _incObj/33 Pushable Blocks.asm: PushB_ChkLava: a floating block at x
// $DD0, $CC0 or $BA0 in Marble 2 makes a lava geyser maker $20 left of
// it and $10 below (GMake's objoff_3C: the block), whose geyser throws
// the block up at -$580 (GMake_MakeLava); it falls back ($18 a frame)
// and floats again where it lands on lava.
func TestPushBlock_LavaGeyser(t *testing.T) {
	_, e := lavaSim(t, "mz2")
	ob := pushOnLava(e, 0x1D0, 0)
	ob.Routine2 = 0
	ob.Y = physics.FromPixels(0x130)
	ob.Flag = true
	e.pushBlock(0)
	if k := e.slotOf(idGeyserMaker); k >= 0 {
		t.Fatalf("x $1D0: a geyser maker in slot %d", k)
	}
	_, e = lavaSim(t, "mz2")
	e.st.Cam.X = 0xC00
	ob = pushOnLava(e, 0xDD0, 0)
	ob.Routine2, ob.Y, ob.Flag, ob.Index = 0, physics.FromPixels(0x130), true, 0x400
	e.pushBlock(0)
	k := e.slotOf(idGeyserMaker)
	if k < 0 {
		t.Fatal("x $DD0: no geyser maker")
	}
	g := &e.st.S2.Slots[k]
	if g.X.Pixel() != 0xDB0 || g.Y.Pixel() != 0x140 || g.Parent != 1 {
		t.Errorf("geyser maker at %#x,%#x parent %d, want $DB0,$140 parent slot 0", g.X.Pixel(), g.Y.Pixel(), g.Parent)
	}
	ob.Status |= 2
	ob.YVel = -0x580
	up := false
	for i := 0; i < 200 && ob.Status&2 != 0; i++ {
		e.pushBlock(0)
		up = up || ob.Y.Pixel() < 0x100
	}
	if !up || ob.Status&2 != 0 || !ob.Flag || ob.Y.Pixel() != 0x130 || ob.XVel != 0x80 {
		t.Errorf("thrown up %v, landed %v at y %#x floating %v speed %#x; want back on the lava at $130 drifting $80",
			up, ob.Status&2 == 0, ob.Y.Pixel(), ob.Flag, int(ob.XVel))
	}
}
