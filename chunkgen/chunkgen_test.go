package chunkgen

import (
	"math"
	"testing"

	"loopwright/heightmask"
	"loopwright/hexangle"
	"loopwright/layers"
)

func specs() []Spec {
	out := []Spec{
		{Shape: "curve", Radius: 40}, {Shape: "curve", Radius: 100}, {Shape: "curve", Radius: 256},
		{Shape: "curve", Radius: 40, Convex: true}, {Shape: "curve", Radius: 130, Convex: true},
		{Shape: "halfpipe", Radius: 96, Width: 64}, {Shape: "halfpipe", Radius: 200, Width: 0},
		{Shape: "slope", Angle: 0xE8, Length: 200}, {Shape: "slope", Angle: 0x10, Length: 300},
		{Shape: "slope", Angle: 0xC0, Length: 64}, {Shape: "slope", Angle: 0x40, Length: 64},
	}
	for r := 64; r <= 512; r += 64 + 8 {
		out = append(out, Spec{Shape: "loop", Radius: float64(r)})
	}
	return out
}

var genCache = map[Spec]*Generated{}

// gen returns the generated level for sp, shared between tests (which
// must not change it).
func gen(t testing.TB, sp Spec) *Generated {
	t.Helper()
	if g := genCache[sp]; g != nil {
		return g
	}
	g, err := Generate(sp)
	if err != nil {
		t.Fatalf("%+v: %v", sp, err)
	}
	genCache[sp] = g
	return g
}

// TestGenerate_Widths: every generated mask's widths are its derived widths
// (docs/physics.md "Solid Tiles", "Height Array": the width array is the same
// shape read sideways).
func TestGenerate_Widths(t *testing.T) {
	for _, sp := range specs() {
		g := gen(t, sp)
		for i, m := range g.Lib.Tiles {
			if m.Widths != heightmask.DeriveWidths(m.Heights) {
				t.Errorf("%s: tile %d: widths %v, derived %v", sp.Shape, i, m.Widths, heightmask.DeriveWidths(m.Heights))
			}
			for _, h := range m.Heights {
				if h < -16 || h > 16 {
					t.Errorf("%s: tile %d: height %d out of range", sp.Shape, i, h)
				}
			}
		}
	}
}

// TestGenerate_FlipsRoundTrip: flips of generated tiles round-trip
// (docs/physics.md "Solid Tiles", flipped blocks).
func TestGenerate_FlipsRoundTrip(t *testing.T) {
	for _, sp := range specs() {
		g := gen(t, sp)
		for i, m := range g.Lib.Tiles {
			if i == 0 {
				continue
			}
			fx0, fy0 := m.FlipX(), m.FlipY()
			if !usable(&m, &fx0) || !usable(&m, &fy0) {
				continue // angles 0x01, 0x7F, 0x81: no flipped form (0xFF is the flag)
			}
			if r := m.FlipX().FlipX(); keyOf(&r) != keyOf(&m) {
				t.Errorf("%s: tile %d: FlipX twice changes it", sp.Shape, i)
			}
			if r := m.FlipY().FlipY(); keyOf(&r) != keyOf(&m) {
				t.Errorf("%s: tile %d: FlipY twice changes it", sp.Shape, i)
			}
			fx := m.FlipX()
			if fx.Widths != heightmask.DeriveWidths(fx.Heights) {
				t.Errorf("%s: tile %d: FlipX widths are not derived", sp.Shape, i)
			}
		}
	}
}

// TestGenerate_CellsSenseAsRaster: each placed cell (tile plus flips) is
// what the rasteriser decided: same Sense values in every direction and
// the same angle (docs/physics.md "Solid Tiles": flipped tiles; deduplication must not change
// what sensors see).
func TestGenerate_CellsSenseAsRaster(t *testing.T) {
	for _, sp := range specs() {
		g := gen(t, sp)
		l := g.Level
		flips := 0
		for p := layers.PathA; p <= layers.PathB; p++ {
			for by := 0; by < l.Height; by++ {
				for bx := 0; bx < l.Width; bx++ {
					want := &g.Raster.At(p, bx, by).Mask
					c, m := l.Cell(p, bx, by)
					if c.XFlip || c.YFlip {
						flips++
					}
					if got := heightmask.FlipAngle(m.TileAngle(), c.XFlip, c.YFlip); !want.Empty() && got != want.TileAngle() {
						t.Fatalf("%s path %v block %d,%d: angle %#x, want %#x", sp.Shape, p, bx, by, got, want.TileAngle())
					}
					if c.Solidity != want.Solidity {
						t.Fatalf("%s path %v block %d,%d: solidity %v, want %v", sp.Shape, p, bx, by, c.Solidity, want.Solidity)
					}
					for d := heightmask.Down; d <= heightmask.Left; d++ {
						for i := 0; i < 16; i++ {
							if a, b := m.Sense(d, c.XFlip, c.YFlip, i), want.Sense(d, false, false, i); a != b {
								t.Fatalf("%s path %v block %d,%d: Sense(%v,%d) = %d, want %d", sp.Shape, p, bx, by, d, i, a, b)
							}
						}
					}
				}
			}
		}
		if sp.Shape == "halfpipe" && flips == 0 {
			t.Errorf("%s: a symmetric half-pipe placed no flipped tiles", sp.Shape)
		}
	}
}

// TestGenerate_SurfaceWithin1px: every block's mask matches the analytic
// surface within 1 px: 1 px into the solid along the normal is solid in the
// mask, 1 px out of it is empty (docs/physics.md "Solid Tiles", height arrays; docs/physics.md "Slope Physics",
// angles).
func TestGenerate_SurfaceWithin1px(t *testing.T) {
	for _, sp := range specs() {
		g := gen(t, sp)
		r := g.Raster
		checked := 0
		defer func() {
			if checked < 100 {
				t.Errorf("%s: only %d surface points checked", sp.Shape, checked)
			}
		}()
		for p := layers.PathA; p <= layers.PathB; p++ {
			for by := 0; by < r.H; by++ {
				for bx := 0; bx < r.W; bx++ {
					bi := r.At(p, bx, by)
					n := Pt{-bi.Tangent.Y, bi.Tangent.X}
					for _, s := range bi.Surface {
						for _, c := range []struct {
							q     Pt
							solid bool
						}{{s.Add(n.Scale(1)), true}, {s.Sub(n.Scale(1)), false}} {
							x, y := int(math.Floor(c.q.X))-bx*16, int(math.Floor(c.q.Y))-by*16
							if x < 0 || y < 0 || x > 15 || y > 15 {
								continue
							}
							checked++
							if bi.Mask.Solid(x, y) != c.solid {
								t.Fatalf("%s path %v block %d,%d (%c, heights %v): surface point %.2f,%.2f: pixel %d,%d solid=%v, want %v",
									sp.Shape, p, bx, by, bi.Orient, bi.Mask.Heights, s.X, s.Y, x, y, !c.solid, c.solid)
							}
						}
					}
				}
			}
		}
	}
}

func hexDiff(a, b uint8) int {
	d := int(a) - int(b)
	d = (d%256 + 256) % 256
	if d > 128 {
		d = 256 - d
	}
	return d
}

// TestLoop_AnglesFollowTangent: on the loop's inner circle each block's
// angle is the circle's tangent at the block (within the rounding of one
// hex step over the block's span), and neighbouring blocks along the circle
// differ by at most the angle the circle turns between them (docs/physics.md "Slope Physics",
// angles; docs/physics.md "Slope Collision", 360 degree movement).
func TestLoop_AnglesFollowTangent(t *testing.T) {
	for r := 64; r <= 512; r += 32 {
		g := gen(t, Spec{Shape: "loop", Radius: float64(r)})
		c := Pt{0, -float64(r)}
		c = c.Add(Pt{g.Shape.Exit.X - float64(r+LoopThickness(r)), g.Shape.Exit.Y})
		type blk struct {
			theta float64
			angle uint8
		}
		var onCircle []blk
		for p := layers.PathA; p <= layers.PathB; p++ {
			for _, bi := range g.Raster.Info[p] {
				if len(bi.Surface) == 0 {
					continue
				}
				mid := bi.Surface[len(bi.Surface)/2]
				if math.Abs(mid.Sub(c).Len()-float64(r)) > 0.01 {
					continue
				}
				lo, hi := 1e9, -1e9
				for _, s := range bi.Surface {
					th := math.Atan2(s.Y-c.Y, s.X-c.X)
					// Concave, walked counterclockwise: tangent = (sin, -cos).
					a := math.Atan2(-math.Cos(th), math.Sin(th)) * 128 / math.Pi
					d := math.Remainder(a-float64(bi.Mask.Angle), 256)
					lo, hi = math.Min(lo, d), math.Max(hi, d)
				}
				if (lo > 0.5 || hi < -0.5) && !(bi.Mask.Angle == 0 && lo > -1.5 && lo < -0.5) {
					t.Errorf("r%d: block angle %#x outside its surface's tangents (%+.2f..%+.2f)", r, bi.Mask.Angle, lo, hi)
				}
				if p == layers.PathA || mid.X < c.X || mid.Y < c.Y {
					f, l := bi.Surface[0], bi.Surface[len(bi.Surface)-1]
					tf, tl := math.Atan2(f.Y-c.Y, f.X-c.X), math.Atan2(l.Y-c.Y, l.X-c.X)
					th := tf + math.Remainder(tl-tf, 2*math.Pi)/2
					onCircle = append(onCircle, blk{math.Remainder(th, 2*math.Pi), bi.Mask.Angle})
				}
			}
		}
		if len(onCircle) < 8 {
			t.Fatalf("r%d: only %d blocks on the circle", r, len(onCircle))
		}
		// Sort by theta (insertion sort, few blocks).
		for i := 1; i < len(onCircle); i++ {
			for j := i; j > 0 && onCircle[j].theta < onCircle[j-1].theta; j-- {
				onCircle[j], onCircle[j-1] = onCircle[j-1], onCircle[j]
			}
		}
		maxStep := 2 * 16 * math.Sqrt2 / float64(r) // two block diagonals of arc
		for i := range onCircle {
			a, b := onCircle[i], onCircle[(i+1)%len(onCircle)]
			dth := math.Abs(math.Remainder(b.theta-a.theta, 2*math.Pi))
			if dth > maxStep {
				t.Errorf("r%d: blocks at %.3f and %.3f rad are %.3f apart (> %.3f)", r, a.theta, b.theta, dth, maxStep)
			}
			slack := 1.0
			if a.angle == 0 || b.angle == 0 {
				slack = 2 // 0xFF rounds to 0x00
			}
			if d := hexDiff(a.angle, b.angle); float64(d) > dth*128/math.Pi+slack {
				t.Errorf("r%d: angles %#x and %#x differ by %d > step %.2f+1", r, a.angle, b.angle, d, dth*128/math.Pi)
			}
		}
	}
}

// TestGenerate_Flagged: full blocks with no exposed surface are flagged
// (docs/physics.md "Solid Tiles", flagged tiles); surface blocks are not.
func TestGenerate_Flagged(t *testing.T) {
	g := gen(t, Spec{Shape: "loop", Radius: 128})
	flagged := 0
	for p := layers.PathA; p <= layers.PathB; p++ {
		for _, bi := range g.Raster.Info[p] {
			if bi.Mask.Flagged {
				flagged++
				if len(bi.Surface) != 0 || bi.Mask.TileAngle() != hexangle.Flagged {
					t.Fatalf("flagged block with a surface or angle %#x", bi.Mask.TileAngle())
				}
				for _, h := range bi.Mask.Heights {
					if h != 16 {
						t.Fatalf("flagged block not full: %v", bi.Mask.Heights)
					}
				}
			}
		}
	}
	if flagged == 0 {
		t.Fatal("no flagged blocks inside the ground")
	}
}

// TestLoop_CeilingMasksNegative: where the solid hangs from above (the top
// of a loop) the masks use negative heights (docs/tiled.md, heights).
func TestLoop_CeilingMasksNegative(t *testing.T) {
	g := gen(t, Spec{Shape: "loop", Radius: 128})
	neg := 0
	for _, bi := range g.Raster.Info[layers.PathA] {
		if bi.Orient == 'u' {
			for _, h := range bi.Mask.Heights {
				if h > 0 && h < 16 {
					t.Fatalf("ceiling block with a floor column: %v", bi.Mask.Heights)
				}
				if h < 0 {
					neg++
				}
			}
		}
	}
	if neg == 0 {
		t.Fatal("no negative heights at the top of the loop")
	}
}

// TestLoop_Paths: the loop's climb (lower right quarter) is solid on A
// only and top-only, its descent (lower left) on B only and top-only, its
// top on both and solid all round; outside the ring there is nothing
// (docs/physics.md "Solid Terrain", loops; docs/physics.md "Solid Tiles", tile solidity).
func TestLoop_Paths(t *testing.T) {
	for _, r := range []int{64, 100, 256, 512} {
		g := gen(t, Spec{Shape: "loop", Radius: float64(r)})
		l := g.Level
		ow := float64(r + LoopThickness(r))
		cx, floor := g.Shape.Exit.X-ow, g.Shape.Exit.Y
		cy := floor - float64(r)
		solid := func(p layers.Path, x, y float64) bool {
			bx, by := int(math.Floor(x/16)), int(math.Floor(y/16))
			c, m := l.Cell(p, bx, by)
			return m.Sense(heightmask.Down, c.XFlip, c.YFlip, int(x)-bx*16) != 0 && func() bool {
				h := m.Sense(heightmask.Down, c.XFlip, c.YFlip, int(x)-bx*16)
				yy := int(math.Floor(y)) - by*16
				return (h > 0 && yy >= 16-h) || (h < 0 && yy < -h)
			}()
		}
		// Points in the middle of the ring's band, 30 degrees below the
		// centre's height (above the carved foot) and straight above it.
		mid := float64(r) + float64(LoopThickness(r))/2
		right := Pt{cx + mid*math.Sqrt(3)/2, cy + mid/2}
		left := Pt{cx - mid*math.Sqrt(3)/2, cy + mid/2}
		top := Pt{cx, cy - mid}
		if !solid(layers.PathA, right.X, right.Y) || solid(layers.PathB, right.X, right.Y) {
			t.Errorf("r%d: lower right quarter: want solid on A only", r)
		}
		if solid(layers.PathA, left.X, left.Y) || !solid(layers.PathB, left.X, left.Y) {
			t.Errorf("r%d: lower left quarter: want solid on B only", r)
		}
		if !solid(layers.PathA, top.X, top.Y) || !solid(layers.PathB, top.X, top.Y) {
			t.Errorf("r%d: top: want solid on both paths", r)
		}
		// Solidity: the lower quarters are top-only (the player on the
		// other path walks through them), the upper half solid all round
		// (docs/physics.md "Solid Tiles", tile solidity).
		sol := func(p layers.Path, q Pt) heightmask.Solidity {
			c, _ := l.Cell(p, int(math.Floor(q.X/16)), int(math.Floor(q.Y/16)))
			return c.Solidity
		}
		if s := sol(layers.PathA, right); s != heightmask.SolidTop {
			t.Errorf("r%d: lower right quarter solidity %v, want top", r, s)
		}
		if s := sol(layers.PathB, left); s != heightmask.SolidTop {
			t.Errorf("r%d: lower left quarter solidity %v, want top", r, s)
		}
		if s := sol(layers.PathA, top); s != heightmask.SolidAll {
			t.Errorf("r%d: top solidity %v, want all", r, s)
		}
		// A ring, not a filled square: outside the band, above the floor
		// row, there is nothing on either path.
		o := float64(r + LoopThickness(r))
		for _, q := range []Pt{{cx - o + 2, floor - 20}, {cx + o - 2, floor - 20}, {cx - o + 2, cy - o + 2}, {cx + o - 2, cy - o + 2}} {
			if solid(layers.PathA, q.X, q.Y) || solid(layers.PathB, q.X, q.Y) {
				t.Errorf("r%d: %.0f,%.0f (outside the ring) is solid", r, q.X, q.Y)
			}
		}
	}
}

// TestLoop_SwitchersAlongTheRun walks the player's centre along a run
// through the loop (run-up, round the loop counterclockwise on screen,
// run-out) through every switcher's Update, grounded, and checks that the
// player is on A while climbing, on B while descending, on A after the
// loop, and that the surface under the player's feet is solid on the path
// it is on (docs/physics.md "Solid Terrain", layer switchers and loops).
func TestLoop_SwitchersAlongTheRun(t *testing.T) {
	for r := 64; r <= 512; r += 32 {
		g := gen(t, Spec{Shape: "loop", Radius: float64(r)})
		l := g.Level
		o := float64(r + LoopThickness(r))
		R := float64(r)
		cx, floor := g.Shape.Exit.X-o, g.Shape.Exit.Y
		c := Pt{cx, floor - R}
		const hr = 19
		// The centre path: points and the direction to the feet.
		type step struct {
			p, feet Pt
			want    int // 0 A, 1 B, -1 either
			phase   string
		}
		var steps []step
		for x := float64(l.Start.X); x < cx; x += 2 {
			steps = append(steps, step{Pt{x, floor - hr}, Pt{0, 1}, 0, "entry"})
		}
		for a := math.Pi / 2; a > -3*math.Pi/2; a -= 1 / R {
			d := Pt{math.Cos(a), math.Sin(a)}
			ph, want := "", -1
			switch {
			case a > 0:
				ph, want = "climb", 0
			case a < -math.Pi-0.2:
				ph, want = "descent", 1
			default:
				ph = "top"
			}
			steps = append(steps, step{c.Add(d.Scale(R - hr)), d, want, ph})
		}
		for x := cx; x < float64(l.Width*16-32); x += 2 {
			want := -1
			if x > cx+o+64 {
				want = 0
			}
			steps = append(steps, step{Pt{x, floor - hr}, Pt{0, 1}, want, "exit"})
		}
		sides := make([]layers.Side, len(l.Switchers))
		for i := range l.Switchers {
			sides[i] = l.Switchers[i].SideOf(int(steps[0].p.X), int(steps[0].p.Y))
		}
		path, prio := layers.PathA, layers.Low
		for _, s := range steps {
			x, y := int(math.Floor(s.p.X)), int(math.Floor(s.p.Y))
			for i := range l.Switchers {
				sides[i], path, prio, _ = l.Switchers[i].Update(sides[i], x, y, true, path, prio)
			}
			if s.want >= 0 && int(path) != s.want {
				t.Fatalf("r%d: %s at %d,%d: on path %v", r, s.phase, x, y, path)
			}
			f := s.p.Add(s.feet.Scale(hr + 2))
			if f.Y > floor-16 && s.phase != "entry" && s.phase != "exit" {
				// The foot of a lower quarter is trimmed to LoopLift px
				// above the floor where the inner surface is 14 to 16 px
				// above it (up to 2 px lower: docs/chunkgen.md, loops).
				f = s.p.Add(s.feet.Scale(hr + 4))
			}
			bx, by := int(math.Floor(f.X/16)), int(math.Floor(f.Y/16))
			cell, m := l.Cell(path, bx, by)
			h := m.Sense(heightmask.Down, cell.XFlip, cell.YFlip, int(math.Floor(f.X))-bx*16)
			yy := int(math.Floor(f.Y)) - by*16
			if !((h > 0 && yy >= 16-h) || (h < 0 && yy < -h)) {
				t.Fatalf("r%d: %s at %d,%d on path %v: no solid under the feet at %.1f,%.1f", r, s.phase, x, y, path, f.X, f.Y)
			}
		}
	}
}

// TestGenerate_Deterministic: the same spec gives the same library and
// level, bit for bit.
func TestGenerate_Deterministic(t *testing.T) {
	for _, sp := range []Spec{{Shape: "loop", Radius: 200}, {Shape: "halfpipe", Radius: 96, Width: 32}} {
		a, err := Generate(sp)
		if err != nil {
			t.Fatal(err)
		}
		b := gen(t, sp)
		if d := a.Lib.Diff(b.Lib); d != "" {
			t.Fatalf("%s: libraries differ: %s", sp.Shape, d)
		}
		if d := a.Level.Diff(b.Level); d != "" {
			t.Fatalf("%s: levels differ: %s", sp.Shape, d)
		}
	}
}

// TestGenerate_S1ChunkSize: s1 levels use 16-block chunks (docs/physics.md "Solid Terrain",
// chunks), the others 8.
func TestGenerate_S1ChunkSize(t *testing.T) {
	for v, want := range map[string]int{"s1": 16, "s2": 8, "s3k": 8, "": 8} {
		g := gen(t, Spec{Shape: "loop", Radius: 64, Variant: v})
		if g.Lib.ChunkBlocks != want {
			t.Errorf("%q: chunk blocks %d, want %d", v, g.Lib.ChunkBlocks, want)
		}
	}
	if _, err := Generate(Spec{Shape: "loop", Radius: 64, Variant: "s4"}); err == nil {
		t.Error("variant s4 accepted")
	}
}

// TestGenerate_BadInput: bad parameters are errors, never panics.
func TestGenerate_BadInput(t *testing.T) {
	for _, sp := range []Spec{
		{Shape: "loop", Radius: 63}, {Shape: "loop", Radius: 513}, {Shape: "loop", Radius: 100.5},
		{Shape: "slope", Angle: 0x80, Length: 100}, {Shape: "slope", Angle: 0xE0, Length: 0},
		{Shape: "curve", Radius: math.NaN()}, {Shape: "halfpipe", Radius: 64, Width: -1},
		{Shape: "spiral"}, {Shape: "loop", Radius: 64, Character: "amy"},
	} {
		if _, err := Generate(sp); err == nil {
			t.Errorf("%+v: no error", sp)
		}
	}
}

// TestPlace: a stamp lands at a block position replacing what was there,
// identical chunks are reused, and tiles already in the library (or their
// flips) are reused.
func TestPlace(t *testing.T) {
	lib := layers.NewLibrary(8)
	b := NewBuilder(lib)
	l := layers.New("t", lib, 64, 32)
	// Fill the level with full blocks first.
	full := heightmask.Mask{Flagged: true, Angle: 0xFF}
	for i := range full.Heights {
		full.Heights[i] = 16
	}
	full.Widths = heightmask.DeriveWidths(full.Heights)
	cell := b.Tile(full)
	all := make([]layers.Block, 64*32)
	for i := range all {
		all[i] = layers.Block{cell, cell}
	}
	setBlocks(b, l, 0, 0, 64, 32, all)
	if len(lib.Chunks) != 2 {
		t.Fatalf("a level of full blocks uses %d chunks, want 2 (empty + full)", len(lib.Chunks))
	}
	sh, err := QuarterPipe(64, 16)
	if err != nil {
		t.Fatal(err)
	}
	st, err := sh.Stamp(b)
	if err != nil {
		t.Fatal(err)
	}
	if st.BX != 0 || st.BY != -4 || st.W != 5 || st.H != 6 {
		t.Fatalf("stamp rect %d,%d %dx%d", st.BX, st.BY, st.W, st.H)
	}
	tiles := len(lib.Tiles)
	if err := Place(b, l, st, 8, 12); err != nil {
		t.Fatal(err)
	}
	chunks := len(lib.Chunks)
	// The shape replaced the blocks: the block just above the curve's foot
	// at the entry is now empty.
	if c, _ := l.Cell(layers.PathA, 8, 9); c.Tile != 0 {
		t.Errorf("block above the entry not replaced: %+v", c)
	}
	if c, _ := l.Cell(layers.PathA, 7, 11); c != cell {
		t.Errorf("block outside the stamp changed: %+v", c)
	}
	// Same placement one chunk to the right: same chunks again.
	if err := Place(b, l, st, 16, 12); err != nil {
		t.Fatal(err)
	}
	if len(lib.Chunks) != chunks {
		t.Errorf("identical placement added %d chunks", len(lib.Chunks)-chunks)
	}
	// Stamping again adds no tiles.
	if _, err := sh.Stamp(b); err != nil || len(lib.Tiles) != tiles {
		t.Errorf("restamping added %d tiles (%v)", len(lib.Tiles)-tiles, err)
	}
	// The mirrored shape reuses the tiles through X flips.
	mir := &Shape{Name: "mirror"}
	for _, p := range sh.Parts {
		mir.Parts = append(mir.Parts, Part{Region: mirrored{p.Region}, Paths: p.Paths})
	}
	before := len(lib.Tiles)
	ms, err := mir.Stamp(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(lib.Tiles) != before {
		t.Errorf("mirrored quarter pipe added %d tiles, want 0 (X flips)", len(lib.Tiles)-before)
	}
	xf := 0
	for _, bl := range ms.Blocks {
		if bl[0].XFlip {
			xf++
		}
	}
	if xf == 0 {
		t.Error("mirrored quarter pipe uses no X flips")
	}
	if err := Place(b, l, st, 62, 12); err == nil {
		t.Error("placement outside the level accepted")
	}
}

// mirrored reflects a region about x = 0.
type mirrored struct{ r Region }

func (m mirrored) Bounds() Rect {
	b := m.r.Bounds()
	return Rect{Pt{-b.Max.X, b.Min.Y}, Pt{-b.Min.X, b.Max.Y}}
}
func (m mirrored) Inside(p Pt) bool { return m.r.Inside(Pt{-p.X, p.Y}) }
func (m mirrored) Surfaces() []Curve {
	var out []Curve
	for _, c := range m.r.Surfaces() {
		o := make(Curve, len(c))
		for i, p := range c {
			o[len(c)-1-i] = Pt{-p.X, p.Y}
		}
		out = append(out, o)
	}
	return out
}

// TestFreePath: a Bezier S-curve with a thickness rasterises with its
// angles following the curve, and a top-only ledge gets top solidity
// (docs/physics.md "Solid Tiles", tile solidity).
func TestFreePath(t *testing.T) {
	curve := Bezier(Pt{0, 64}, Pt{64, 64}, Pt{64, 0}, Pt{128, 0}, Pt{192, 0}, Pt{192, 64}, Pt{256, 64})
	sh, err := FreePath(curve, 24, OnBoth, heightmask.SolidAll)
	if err != nil {
		t.Fatal(err)
	}
	r, err := sh.Rasterize(-1, -2, 20, 10, false)
	if err != nil {
		t.Fatal(err)
	}
	sawRise, sawFall := false, false
	for _, bi := range r.Info[layers.PathA] {
		if bi.Orient == 'd' && len(bi.Surface) > 0 {
			a := bi.Mask.Angle
			if a >= 0xD0 && a < 0xF8 {
				sawRise = true
			}
			if a > 0x08 && a <= 0x30 {
				sawFall = true
			}
		}
	}
	if !sawRise || !sawFall {
		t.Errorf("S-curve: rising %v falling %v", sawRise, sawFall)
	}
	ledge := Ledge(0, 32, 64, 8)
	lr, err := ledge.Rasterize(0, 0, 4, 4, false)
	if err != nil {
		t.Fatal(err)
	}
	bi := lr.At(layers.PathA, 1, 2)
	if bi.Mask.Solidity != heightmask.SolidTop || bi.Mask.Angle != 0 || bi.Mask.Heights[0] != 16 {
		t.Errorf("ledge block: %+v", bi.Mask)
	}
	// Ceiling slab: its underside reads as a ceiling.
	ce := Ceiling(0, 0, 64, 40)
	cr, err := ce.Rasterize(0, 0, 4, 4, false)
	if err != nil {
		t.Fatal(err)
	}
	if bi := cr.At(layers.PathA, 1, 2); bi.Mask.Angle != 0x80 || bi.Mask.Heights[3] != -8 {
		t.Errorf("ceiling block: angle %#x heights %v", bi.Mask.Angle, bi.Mask.Heights)
	}
	if bi := cr.At(layers.PathA, 3, 1); bi.Mask.Angle != 0x40 {
		t.Errorf("ceiling slab's right side: angle %#x, want 0x40", bi.Mask.Angle)
	}
}

func BenchmarkGenerate_Loop512(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Generate(Spec{Shape: "loop", Radius: 512}); err != nil {
			b.Fatal(err)
		}
	}
}
