// Package tour generates the "tour" example pack: the basics level and one
// level per terrain feature (slopes, a loop, a half-pipe, hills with
// ledges, a ceiling run, jump-through ledges and crossing waves), each
// with an input script that demonstrates it. The terrain of every level
// but basics is made by package chunkgen from exact shapes, so curves and
// slopes have the angles of their geometry (docs/physics.md "Solid Tiles" to
// "Slope Physics"). All levels share one library (tile masks and chunks).
package tour

import (
	"fmt"
	"math"
	"strings"

	"loopwright/chunkgen"
	"loopwright/examples/internal/basics"
	"loopwright/layers"
	"loopwright/pack"
)

// Name is the pack's name (its directory under examples/packs).
const Name = "tour"

// Level is one generated level with its demonstration script.
type Level struct {
	Level *layers.Level
	// Script is the input script (docs/cli.md, input scripts) that demonstrates
	// the level from its start, commented.
	Script string
	// Marks are level landmarks the tests check the demonstration
	// against (pixels), by name.
	Marks map[string]int
}

type gen struct {
	lib    *layers.Library
	b      *chunkgen.Builder
	levels []*Level
}

// Build returns the tour pack and its levels (in pack order) with their
// scripts.
func Build() (*pack.Pack, []*Level) {
	bp := basics.Build()
	g := &gen{lib: bp.Lib}
	g.b = chunkgen.NewBuilder(g.lib)
	bl := bp.Levels[0]
	bl.Description = "Start here. A flat floor, gentle (22.5 degree) and steep (45 degree) slopes up and down, " +
		"a tunnel with a low ceiling, a ramp up to a ledge and a wall. The script runs right over it all, " +
		"jumps in the tunnel and bumps the ceiling, and stops at the wall."
	g.levels = append(g.levels, &Level{Level: bl, Script: BasicsScript, Marks: map[string]int{}})
	g.slopes()
	g.loop()
	g.halfpipe()
	g.hills()
	g.ceiling()
	g.jumpthrough()
	g.waves()
	p := &pack.Pack{Name: Name, Version: pack.FormatVersion, Lib: g.lib,
		Description: "A guided tour of the terrain physics: open each level and press Play; " +
			"every level has an input script that shows what it is for."}
	for _, l := range g.levels {
		p.Levels = append(p.Levels, l.Level)
	}
	return p, g.levels
}

// BasicsScript is the demonstration of the basics level (also shipped with
// the basics pack).
const BasicsScript = `# basics: run right over the slopes, jump in the tunnel, stop at the wall
282 R     # run right: gentle slope, steep slope, down again, into the tunnel
16 RJ     # jump in the tunnel: the head bumps the ceiling
190 R     # up the ramp, off the ledge and into the wall
60 -      # let go
`

// strip is a solid band under a function graph: X0 <= x < X1, F(x) <= y <
// F(x)+Thick. Its outline goes clockwise (top left to right, down the
// right end, the bottom right to left, up the left end).
type strip struct {
	X0, X1, Thick float64
	F             func(x float64) float64
}

func (s strip) Bounds() chunkgen.Rect {
	top, bot := math.Inf(1), math.Inf(-1)
	for x := s.X0; x <= s.X1; x++ {
		top = math.Min(top, s.F(x))
		bot = math.Max(bot, s.F(x)+s.Thick)
	}
	return chunkgen.Rect{Min: chunkgen.Pt{X: s.X0, Y: top - 1}, Max: chunkgen.Pt{X: s.X1, Y: bot + 1}}
}

func (s strip) Inside(p chunkgen.Pt) bool {
	if p.X < s.X0 || p.X >= s.X1 {
		return false
	}
	y := s.F(p.X)
	return p.Y >= y && p.Y < y+s.Thick
}

func (s strip) Surfaces() []chunkgen.Curve {
	n := int(math.Ceil((s.X1-s.X0)/0.5)) + 1
	var c chunkgen.Curve
	for i := 0; i <= n; i++ {
		x := s.X0 + (s.X1-s.X0)*float64(i)/float64(n)
		c = append(c, chunkgen.Pt{X: x, Y: s.F(x)})
	}
	for i := n; i >= 0; i-- {
		x := s.X0 + (s.X1-s.X0)*float64(i)/float64(n)
		c = append(c, chunkgen.Pt{X: x, Y: s.F(x) + s.Thick})
	}
	c = append(c, c[0])
	return []chunkgen.Curve{c}
}

// piecewise is a polyline height function through points sorted by X
// (flat before the first and after the last) whose corners are rounded:
// within fillet px (at most a quarter of each neighbouring segment) of a
// corner the graph is the parabola tangent to both segments. Sonic 2 does
// not take a new ground angle that differs from the current one by 0x20 or
// more (it snaps to the nearest quarter instead), so a floor must not turn
// by 45 degrees or more within one block.
func piecewise(fillet float64, pts ...chunkgen.Pt) func(x float64) float64 {
	n := len(pts)
	slope := func(i int) float64 { // of segment i (pts[i] to pts[i+1]); flat outside
		if i < 0 || i >= n-1 {
			return 0
		}
		return (pts[i+1].Y - pts[i].Y) / (pts[i+1].X - pts[i].X)
	}
	seg := func(i int) float64 {
		if i < 0 || i >= n-1 {
			return math.Inf(1)
		}
		return pts[i+1].X - pts[i].X
	}
	line := func(x float64) float64 {
		if x <= pts[0].X {
			return pts[0].Y
		}
		for i := 1; i < n; i++ {
			if x <= pts[i].X {
				a, b := pts[i-1], pts[i]
				return a.Y + (b.Y-a.Y)*(x-a.X)/(b.X-a.X)
			}
		}
		return pts[n-1].Y
	}
	return func(x float64) float64 {
		for i, p := range pts {
			d := math.Min(fillet, math.Min(seg(i-1), seg(i))/4)
			if d <= 0 || x <= p.X-d || x >= p.X+d {
				continue
			}
			m1, m2 := slope(i-1), slope(i)
			t := x - (p.X - d)
			return line(p.X-d) + m1*t + (m2-m1)*t*t/(4*d)
		}
		return line(x)
	}
}

// add rasterises parts over a whole w x h block level (the outside of the
// level counts as solid), places it in a new level of the library and
// appends it.
func (g *gen) add(name, desc, script string, w, h int, start layers.Point, parts []chunkgen.Part, sw []layers.Switcher, marks map[string]int) *Level {
	sh := &chunkgen.Shape{Name: name, Parts: parts}
	ras, err := sh.Rasterize(0, 0, w, h, true)
	if err != nil {
		panic(fmt.Sprintf("tour: %s: %v", name, err))
	}
	st := &chunkgen.Stamp{W: w, H: h, Blocks: make([]layers.Block, w*h)}
	for p := layers.PathA; p <= layers.PathB; p++ {
		for i := range ras.Info[p] {
			st.Blocks[i][p] = g.b.Tile(ras.Info[p][i].Mask)
		}
	}
	l := layers.New(name, g.lib, w, h)
	if err := chunkgen.Place(g.b, l, st, 0, 0); err != nil {
		panic(fmt.Sprintf("tour: %s: %v", name, err))
	}
	for i, s := range sw {
		s.ID = i + 1
		l.Switchers = append(l.Switchers, s)
	}
	l.Description = desc
	l.Start = start
	l.Bounds = layers.Rect{Max: layers.Point{X: w * 16, Y: h * 16}}
	lv := &Level{Level: l, Script: strings.TrimLeft(script, "\n"), Marks: marks}
	g.levels = append(g.levels, lv)
	return lv
}

// ground is a solid floor from x0 to x1 under f, down to bottom.
func ground(name string, x0, x1, bottom float64, f func(float64) float64) chunkgen.Part {
	return chunkgen.Part{Name: name, Region: chunkgen.Graph{X0: x0, X1: x1, Bottom: bottom, F: f}, Paths: chunkgen.OnBoth}
}

// slopeRun returns the horizontal run of a slope rising rise px at hex
// angle a (0x10 = 22.5 degrees).
func slopeRun(a int, rise float64) float64 {
	return rise / math.Tan(float64(a)*math.Pi/128)
}

// slopes: hills of 22.5, 33.75, 45 and 56.25 degrees, then a 67.5 degree
// climb too tall to run up.
func (g *gen) slopes() {
	const floor, rise, top, flat = 560.0, 96.0, 96.0, 160.0
	marks := map[string]int{}
	pts := []chunkgen.Pt{{X: 0, Y: floor}, {X: 384, Y: floor}}
	x := 384.0
	for _, a := range []int{0x10, 0x18, 0x20, 0x28} {
		run := slopeRun(a, rise)
		marks[fmt.Sprintf("up%02X", a)] = int(x)
		pts = append(pts, chunkgen.Pt{X: x + run, Y: floor - rise})
		x += run + top
		pts = append(pts, chunkgen.Pt{X: x, Y: floor - rise})
		marks[fmt.Sprintf("down%02X", a)] = int(x)
		x += run
		pts = append(pts, chunkgen.Pt{X: x, Y: floor})
		x += flat
		pts = append(pts, chunkgen.Pt{X: x, Y: floor})
	}
	// The steep climb: 67.5 degrees, 448 px high.
	x += 96
	pts = append(pts, chunkgen.Pt{X: x, Y: floor})
	marks["steep"] = int(x)
	const wallRise = 448.0
	x += slopeRun(0x30, wallRise)
	pts = append(pts, chunkgen.Pt{X: x, Y: floor - wallRise})
	w := int(math.Ceil((x+256)/128)) * 8
	h := int(floor+64) / 16
	parts := []chunkgen.Part{ground("hills", 0, float64(w*16), float64(h*16), piecewise(48, pts...))}
	g.add("slopes",
		"Slopes of 22.5, 33.75, 45 and 56.25 degrees, up and down, then a 67.5 degree climb. "+
			"Watch the angle and the ground speed: uphill slows Sonic, downhill speeds him up (slope factor), "+
			"and the last climb is too tall: he slows below 2.5, slips off and slides back (control lock).",
		`
# slopes: hold right over every hill, then try the steep climb
560 R     # run: the ground speed drops uphill and recovers downhill
180 -     # slipped off the steep climb: let go and slide back down
`, w, h, layers.Point{X: 64, Y: int(floor) - 19}, parts, nil, marks)
}

// fromGenerated re-rasterises a chunkgen.Generate level into the tour
// library, with extra parts.
func (g *gen) fromGenerated(sp chunkgen.Spec, extra ...chunkgen.Part) (*chunkgen.Generated, []chunkgen.Part, int, int) {
	gl, err := chunkgen.Generate(sp)
	if err != nil {
		panic(fmt.Sprintf("tour: %s: %v", sp.Name, err))
	}
	// Generated levels are sized for their own chunks; round up to ours.
	w := (gl.Level.Width + 7) / 8 * 8
	h := gl.Level.Height
	parts := append(append([]chunkgen.Part(nil), gl.All.Parts...), extra...)
	if w > gl.Level.Width {
		// Extend the run-out to the new right edge.
		exitY := gl.Shape.Exit.Y
		parts = append(parts, ground("run-out tail", float64(gl.Level.Width*16), float64(w*16), float64(h*16), func(float64) float64 { return exitY }))
	}
	return gl, parts, w, h
}

// loop: a generated loop of radius 128 with its three switchers.
func (g *gen) loop() {
	gl, parts, w, h := g.fromGenerated(chunkgen.Spec{Shape: "loop", Radius: 128, Name: "loop"})
	sh := gl.Shape
	cx := int(sh.Entry.X+sh.Exit.X) / 2
	marks := map[string]int{"centre_x": cx, "floor_y": int(sh.Entry.Y), "after_x": gl.Level.Switchers[2].X,
		"top_switcher_x": gl.Level.Switchers[1].X}
	g.add("loop",
		"A loop of radius 128 px, built the Sonic 2 way with collision paths. Hold right: Sonic runs up the "+
			"right side on path A, over the top (a grounded-only switcher puts him on path B) and down the left "+
			"side, then leaves through the climb side on B; the switcher after the loop sets A again. "+
			"Watch the mode go floor, right wall, ceiling, left wall.",
		`
# loop: hold right from the start and go round
340 R     # down the run-up ramp, round the loop and out the far side
18 L      # brake (skid) on the run-out
60 -      # stand
`, w, h, gl.Level.Start, parts, gl.Level.Switchers, marks)
}

// halfpipe: a generated half-pipe of radius 128 with a 128 px bottom; the
// player starts at the bottom.
func (g *gen) halfpipe() {
	gl, parts, w, h := g.fromGenerated(chunkgen.Spec{Shape: "halfpipe", Radius: 256, Width: 64, Name: "halfpipe"})
	sh := gl.Shape
	bottom := int(sh.Entry.Y) + 256
	x0 := int(sh.Entry.X) + 256
	marks := map[string]int{"bottom_y": bottom, "rim_y": int(sh.Entry.Y), "left_x": int(sh.Entry.X), "right_x": int(sh.Exit.X)}
	g.add("halfpipe",
		"A half-pipe of radius 256 px. Sonic rocks back and forth: he runs up one side until he slips (control lock), "+
			"then holds the other way as he comes back down, so each swing climbs higher until he flies out over the rim. "+
			"He then drops back in and rolls (down while moving): rolling, the slope factor is 0.3125 downhill but only "+
			"0.078125 uphill.",
		`
# halfpipe: rock back and forth to build speed, then roll
147 R     # run right along the bottom and up the right side until he slips back
190 L     # hold left as he comes back: this swing goes higher, out over the left rim
95 R      # turn round on the rim, run back and drop into the pipe
1 D       # landed: curl into a roll (down while moving)
240 -     # roll: up the right side, back and forth
`, w, h, layers.Point{X: x0 + 8, Y: bottom - 19}, parts, nil, marks)
}

// hills: rolling hills, a plateau ending in a ledge to run off, and a
// step to walk to and balance on.
func (g *gen) hills() {
	const floor = 512.0
	marks := map[string]int{}
	// Two smooth hills (cosine bumps) from x 384 to 1408, 64 and 96 px high.
	bump := func(x, x0, x1, hgt float64) float64 {
		if x <= x0 || x >= x1 {
			return 0
		}
		return hgt * (1 - math.Cos(2*math.Pi*(x-x0)/(x1-x0))) / 2
	}
	// Plateau: a 45 degree ramp up 128 px at 1536, flat to the ledge at
	// 2048 (a 128 px drop).
	const plateau, ledgeX = floor - 128, 2048.0
	// The landing flat, then a low step (48 px up at 2560, its edge at
	// 2944) to balance on.
	const stepX0, stepX1, stepH = 2560.0, 2944.0, 48.0
	up := piecewise(48, chunkgen.Pt{X: 1536, Y: floor}, chunkgen.Pt{X: 1536 + 128, Y: plateau}, chunkgen.Pt{X: ledgeX, Y: plateau})
	low := piecewise(48, chunkgen.Pt{X: stepX0, Y: floor}, chunkgen.Pt{X: stepX0 + slopeRun(0x20, stepH), Y: floor - stepH}, chunkgen.Pt{X: stepX1 + 64, Y: floor - stepH})
	f := func(x float64) float64 {
		switch {
		case x < 1408:
			// The hills end at 1408; from there the ramp's own fillet
			// rounds its foot (a flat then a 45 degree ramp cut at 1536
			// left an 8 px step a fast run stops at).
			return floor - bump(x, 384, 896, 64) - bump(x, 896, 1408, 96)
		case x < ledgeX:
			return up(x)
		case x < stepX1:
			return low(x)
		}
		return floor
	}
	marks["ledge_x"] = int(ledgeX)
	marks["step_edge_x"] = int(stepX1)
	marks["plateau_y"] = int(plateau)
	marks["floor_y"] = int(floor)
	w, h := 28*8, int(floor+64)/16
	parts := []chunkgen.Part{ground("hills", 0, float64(w*16), float64(h*16), f)}
	g.add("hills",
		"Rolling hills, a plateau that ends in a 128 px ledge, and a low step further on. Sonic runs over the hills "+
			"(the angle follows the curve), shoots off the ledge and lands running, then walks slowly to the edge of the "+
			"step and stops with his centre past it: the balancing state (one foot sensor finds nothing).",
		`
# hills: run off a ledge, then walk to an edge and balance
400 R     # over the hills, up the ramp and off the ledge
40 -      # fly off the ledge and land running
30 L      # brake
60 -
135 R     # run towards the step and up onto it
200 -     # let go: friction stops him with his centre just past the edge: balancing
`, w, h, layers.Point{X: 64, Y: int(floor) - 19}, parts, nil, marks)
}

// ceiling: a floor that curves up a wall and round onto a long ceiling
// going back left, which ends over the run-up.
func (g *gen) ceiling() {
	const floor, r = 640.0, 96.0
	const xc = 1280.0 // the curve's centre X
	const cy = floor - r
	const ceilY = floor - 2*r
	const ceilX0 = 512.0 // the ceiling's left end
	marks := map[string]int{"ceil_y": int(ceilY), "ceil_x0": int(ceilX0), "curve_x": int(xc), "floor_y": int(floor)}
	w, h := 14*8, int(floor+64)/16
	W, H := float64(w*16), float64(h*16)
	parts := []chunkgen.Part{
		ground("floor", 0, xc, H, func(float64) float64 { return floor }),
		// The right end: a half circle, solid outside it.
		{Name: "curve", Region: chunkgen.Disc{C: chunkgen.Pt{X: xc, Y: cy}, R: r, Outside: true,
			Box: chunkgen.Rect{Min: chunkgen.Pt{X: xc, Y: ceilY - 32}, Max: chunkgen.Pt{X: W, Y: H}}, From: -math.Pi / 2, To: math.Pi / 2}, Paths: chunkgen.OnBoth},
		// The ceiling slab, 32 px thick, from ceilX0 to the curve.
		{Name: "ceiling", Region: chunkgen.Box(ceilX0, ceilY-32, xc, ceilY), Paths: chunkgen.OnBoth},
	}
	g.add("ceiling",
		"A run through a curve onto the ceiling: the floor bends up a wall and over onto a ceiling heading back left. "+
			"Run right at full speed: Sonic goes up the curve, runs upside down along the ceiling (mode ceiling, angle 0x80) "+
			"and drops off its end, landing on the floor below running left.",
		`
# ceiling: run fast through the curve onto the ceiling
450 R     # full speed, up the curve and along the ceiling to its end
90 -      # dropped off the end: land on the floor and coast left
`, w, h, layers.Point{X: 64, Y: int(floor) - 19}, parts, nil, marks)
}

// jumpthrough: top-only ledges (jump-through platforms made of tiles)
// stacked as stairs.
func (g *gen) jumpthrough() {
	const floor = 576.0
	marks := map[string]int{"floor_y": int(floor)}
	w, h := 16*8, int(floor+64)/16
	W, H := float64(w*16), float64(h*16)
	parts := []chunkgen.Part{ground("floor", 0, W, H, func(float64) float64 { return floor })}
	// Three ledges 64 px apart in height, each overlapping the next.
	ledges := []struct{ x, y, l float64 }{
		{128, floor - 64, 192},
		{224, floor - 128, 192},
		{320, floor - 192, 256},
	}
	for i, l := range ledges {
		s := chunkgen.Ledge(l.x, l.y, l.l, 16)
		parts = append(parts, s.Parts...)
		marks[fmt.Sprintf("ledge%d_y", i+1)] = int(l.y)
		marks[fmt.Sprintf("ledge%d_x0", i+1)] = int(l.x)
	}
	g.add("jumpthrough",
		"Jump-through ledges: tiles whose solidity is 'top', seen only by the downward ground sensors. "+
			"Sonic jumps straight up through each ledge from below (no head bump, no wall) and lands on top of it "+
			"when he comes down, climbing three ledges like stairs; then he walks off the end.",
		`
# jumpthrough: jump up through top-only ledges and land on them
40 R      # walk under the first ledge
30 -      # stop
30 J      # jump straight up through ledge 1...
40 -      # ...and land on it
46 R      # walk right, under ledge 2
40 -
30 J      # up through ledge 2 and onto it
40 -
46 R      # under ledge 3
40 -
30 J      # up through ledge 3 and onto it
40 -
90 R      # run off the end and drop to the floor
60 -
`, w, h, layers.Point{X: 64, Y: int(floor) - 19}, parts, nil, marks)
}

// waves: two crossing waves, one on each collision path, with
// priority-only switchers at every peak and valley (physics guide section
// 6, "Overlapping Paths: Waves").
func (g *gen) waves() {
	const yc, amp, lambda = 416.0, 48.0, 512.0
	const x0 = 512.0         // where the waves start (A at a peak, B in a valley)
	const x1 = x0 + 2*lambda // where they end (the same)
	const upper, lower = yc - amp, yc + amp
	const thick = 16.0
	w, h := int(x1+768)/128*8, int(lower+96)/16
	W, H := float64(w*16), float64(h*16)
	k := 2 * math.Pi / lambda
	waveA := func(x float64) float64 { return yc - amp*math.Cos(k*(x-x0)) }
	waveB := func(x float64) float64 { return yc + amp*math.Cos(k*(x-x0)) }
	flat := func(y float64) func(float64) float64 { return func(float64) float64 { return y } }
	parts := []chunkgen.Part{
		// Upper floors (slabs) left and right, lower floors under them.
		{Name: "upper left", Region: strip{X0: 0, X1: x0, Thick: thick, F: flat(upper)}, Paths: chunkgen.OnBoth},
		{Name: "upper right", Region: strip{X0: x1, X1: x1 + 256, Thick: thick, F: flat(upper)}, Paths: chunkgen.OnBoth},
		ground("lower left", 0, x0, H, flat(lower)),
		ground("lower right", x1, W, H, flat(lower)),
		{Name: "wave A", Region: strip{X0: x0, X1: x1, Thick: thick, F: waveA}, Paths: chunkgen.OnA},
		{Name: "wave B", Region: strip{X0: x0, X1: x1, Thick: thick, F: waveB}, Paths: chunkgen.OnB},
	}
	sw := []layers.Switcher{
		// Entry switchers: on top path A, at the bottom path B.
		{X: int(x0) - 48, Y: int(upper) - 24, Radius: 32, Layer: [2]layers.Path{layers.PathA, layers.PathA}},
		{X: int(x0) - 48, Y: int(lower) - 24, Radius: 32, Layer: [2]layers.Path{layers.PathB, layers.PathB}},
		// At the right end the wave region is H (after three swaps).
		{X: int(x1) + 48, Y: int(upper) - 24, Radius: 32, Layer: [2]layers.Path{layers.PathA, layers.PathA}, Priority: [2]layers.Priority{layers.High, layers.Low}},
		{X: int(x1) + 48, Y: int(lower) - 24, Radius: 32, Layer: [2]layers.Path{layers.PathB, layers.PathB}, Priority: [2]layers.Priority{layers.High, layers.Low}},
	}
	marks := map[string]int{"x0": int(x0), "x1": int(x1), "upper_y": int(upper), "lower_y": int(lower), "entry_switchers": 4}
	// Priority-only switchers at every inner peak and valley of both
	// waves: crossing one moving right sets priority_2, moving left
	// priority_1. They alternate H, L, H, so the sprite weaves in front of
	// and behind the other wave.
	n := 0
	for i := 1; i < 4; i++ {
		x := x0 + float64(i)*lambda/2
		for _, wave := range []func(float64) float64{waveA, waveB} {
			p1, p2 := layers.Low, layers.High
			if i%2 == 0 {
				p1, p2 = layers.High, layers.Low
			}
			path := layers.PathA
			if n%2 == 1 {
				path = layers.PathB
			}
			sw = append(sw, layers.Switcher{X: int(x), Y: int(wave(x)) - 24, Radius: 32, PriorityOnly: true,
				Layer: [2]layers.Path{path, path}, Priority: [2]layers.Priority{p1, p2}})
			n++
		}
	}
	g.add("waves",
		"Two waves crossing each other, Chemical Plant style: the upper-first wave is on path A, the other on path B, "+
			"set by the switchers at each end. Priority-only switchers at every peak and valley swap Sonic between low (L) "+
			"and high (H) priority without changing his path. The script rides wave A right, drops to the lower floor "+
			"and rides wave B back left: watch the layer stay put while the priority flips.",
		`
# waves: ride wave A right, then wave B back left
300 R     # along wave A (path A): priority L, H, L, H at each peak and valley
60 R      # off the upper floor's end, down to the lower floor
50 L      # turn round
275 L     # back along wave B (path B): the priority flips again at each switcher
18 R      # brake on the lower left floor
40 -
`, w, h, layers.Point{X: 96, Y: int(upper) - 19}, parts, sw, marks)
}
