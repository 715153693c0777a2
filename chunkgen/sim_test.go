package chunkgen

import (
	"fmt"
	"math"
	"testing"

	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/physics"
)

// solidAt reports whether pixel (x, y) is solid on path p of l.
func solidAt(l *layers.Level, p layers.Path, x, y int) bool {
	bx, by := x>>4, y>>4
	c, m := l.Cell(p, bx, by)
	h := m.Sense(heightmask.Down, c.XFlip, c.YFlip, x&15)
	yy := y & 15
	return (h > 0 && yy >= 16-h) || (h < 0 && yy < -h)
}

var simVariants = []physics.Variant{physics.S1, physics.S2, physics.S3K}

type runStats struct {
	frames        int
	quadrants     [4]bool // grounded angles seen near 0, 0x40, 0x80, 0xC0
	maxX          int
	final         physics.FrameRecord
	insideAt      int // first frame the centre was inside solid, 0 if never
	maxCorrection float64
}

// run steps the simulation holding in for up to n frames, or until stop
// returns true, checking the centre never enters the solid of its path.
func run(l *layers.Level, v physics.Variant, start layers.Point, input func(f int, r *physics.FrameRecord) physics.Input, n int, stop func(r *physics.FrameRecord) bool) runStats {
	s := physics.New(l, physics.Config{Variant: v}, start)
	var st runStats
	prev := *s.Record()
	for f := 1; f <= n; f++ {
		s.Step(input(f, &prev))
		r := s.Record()
		st.frames = f
		x, y := r.X.Pixel(), r.Y.Pixel()
		if st.insideAt == 0 && solidAt(l, r.Path, x, y) {
			st.insideAt = f
		}
		if r.Grounded {
			st.quadrants[((int(r.Angle)+0x20)&0xFF)>>6] = true
		}
		if x > st.maxX {
			st.maxX = x
		}
		if r.Grounded && prev.Grounded && r.Mode == prev.Mode {
			// Movement beyond this frame's speed: the snap to the surface.
			dx := float64(r.X-prev.X-r.XSpeed) / 256
			dy := float64(r.Y-prev.Y-r.YSpeed) / 256
			st.maxCorrection = math.Max(st.maxCorrection, math.Hypot(dx, dy))
		}
		prev = *r
		if stop != nil && stop(r) {
			break
		}
	}
	st.final = prev
	return st
}

func hold(in physics.Input) func(int, *physics.FrameRecord) physics.Input {
	return func(int, *physics.FrameRecord) physics.Input { return in }
}

// TestSim_LoopsGoRound: for every loop radius 64..512 step 32 and variants
// s1, s2 and s3k, a player starting on the run-up holding right goes round
// the whole loop (grounded in all four quadrants) and leaves on the far
// side on path A, and its centre never enters the solid of its path
// (docs/physics.md "Solid Terrain" and "Slope Collision").
func TestSim_LoopsGoRound(t *testing.T) {
	radii := []int{64, 128, 256, 512}
	if !testing.Short() {
		radii = nil
		for r := 64; r <= 512; r += 32 {
			radii = append(radii, r)
		}
		// Radii off the block grid (the floor inside a block).
		radii = append(radii, 72, 100, 136, 301, 500)
	}
	for _, v := range simVariants {
		for _, r := range radii {
			t.Run(fmt.Sprintf("%v/r%d", v, r), func(t *testing.T) {
				g := gen(t, Spec{Shape: "loop", Radius: float64(r), Variant: v.String()})
				l := g.Level
				after := l.Switchers[2].X
				input := hold(physics.Right)
				if v == physics.S1 && r > 128 {
					// Sonic 1 caps the ground speed at 6 while right is
					// held (docs/physics.md "States", top speed), too slow for big
					// loops: roll down the run-up ramp instead.
					input = func(f int, rec *physics.FrameRecord) physics.Input {
						if rec.X.Pixel() >= RunUpFlat && rec.X.Pixel() < RunUpFlat+16 && !rec.Rolling {
							return physics.Down
						}
						return physics.Right
					}
				}
				st := run(l, v, l.Start, input, 3000, func(rec *physics.FrameRecord) bool {
					return rec.X.Pixel() > after+128
				})
				if st.insideAt != 0 {
					t.Errorf("centre inside the solid at frame %d", st.insideAt)
				}
				if st.final.X.Pixel() <= after+128 {
					t.Fatalf("did not leave the loop: after %d frames at %v,%v angle %#x mode %v grounded %v path %v gsp %v",
						st.frames, st.final.X, st.final.Y, st.final.Angle, st.final.Mode, st.final.Grounded, st.final.Path, st.final.GSpeed)
				}
				if st.quadrants != [4]bool{true, true, true, true} {
					t.Errorf("grounded quadrants seen %v, want all four", st.quadrants)
				}
				if st.final.Path != layers.PathA || !st.final.Grounded {
					t.Errorf("left on path %v grounded %v, want A, grounded", st.final.Path, st.final.Grounded)
				}
			})
		}
	}
}

// TestSim_LoopTooSlow: a player entering a loop too slowly slips or falls
// back and never sinks into or tunnels through the terrain of its path
// (docs/physics.md "Slope Collision" and "Slope Physics", falling and slipping).
func TestSim_LoopTooSlow(t *testing.T) {
	for _, v := range simVariants {
		for _, r := range []int{64, 128, 256, 512} {
			g := gen(t, Spec{Shape: "loop", Radius: float64(r), Variant: v.String()})
			l := g.Level
			o := r + LoopThickness(r)
			cx := int(g.Shape.Exit.X) - o
			floor := int(g.Shape.Exit.Y)
			start := layers.Point{X: cx - o - 48, Y: floor - 19}
			// Right until 3 px/frame, then right again only when nearly
			// stopped short of the loop's centre.
			st := run(l, v, start, func(f int, rec *physics.FrameRecord) physics.Input {
				if rec.GSpeed < 3*256 && (f < 60 || rec.X.Pixel() < cx && rec.GSpeed < 256 && rec.GSpeed >= 0) {
					return physics.Right
				}
				return 0
			}, 900, nil)
			if st.insideAt != 0 {
				t.Errorf("%v r%d: centre inside the solid at frame %d", v, r, st.insideAt)
			}
			if st.maxX < cx {
				t.Errorf("%v r%d: the slow player never entered the loop (x %d)", v, r, st.maxX)
			}
			if st.maxX > cx+o {
				t.Errorf("%v r%d: a slow player got through the loop (x %d)", v, r, st.maxX)
			}
			if st.quadrants[2] {
				t.Errorf("%v r%d: a slow player ran on the ceiling", v, r)
			}
		}
	}
}

// maxPop is the largest snap to the surface allowed in one frame beyond
// the frame's own movement: the spec's mode-switch pop is "hardly ever
// more than a few pixels" (docs/physics.md "Slope Collision", mode collision changes); 14 is the
// distance limit ground sensors snap within.
const maxPop = 14

// TestSim_Slopes: for every floor hex angle, a player running right over
// the slope (up rising slopes, down falling ones) and back left keeps the
// slope's angle while grounded on it, never snaps further than maxPop in a
// frame and never enters the solid (docs/physics.md "Slope Collision" and "Slope Physics").
func TestSim_Slopes(t *testing.T) {
	step := 1
	if testing.Short() {
		step = 8
	}
	for a := 0xC0; a <= 0x140; a += step {
		ang := a & 0xFF
		g := gen(t, Spec{Shape: "slope", Angle: ang, Length: 160})
		l := g.Level
		x0, x1 := g.Shape.Entry.X, g.Shape.Exit.X
		for _, dir := range []physics.Input{physics.Right, physics.Left} {
			start := l.Start
			if dir == physics.Left {
				start = layers.Point{X: int(g.Shape.Exit.X) + 200, Y: int(g.Shape.Exit.Y) - 19}
			}
			s := physics.New(l, physics.Config{Variant: physics.S2}, start)
			prev := *s.Record()
			for f := 1; f <= 400; f++ {
				s.Step(dir)
				r := s.Record()
				x, y := r.X.Pixel(), r.Y.Pixel()
				if solidAt(l, r.Path, x, y) {
					t.Fatalf("slope %#x dir %v frame %d: centre inside the solid at %d,%d", ang, dir, f, x, y)
				}
				on := float64(x) > math.Min(x0, x1)+24 && float64(x) < math.Max(x0, x1)-24
				// Slopes within 0x1C of flat are met from the flat floor
				// without the S2 snap of angle jumps over 0x20 (section
				// 7): on them the grounded angle is the slope's.
				if r.Grounded && prev.Grounded && on && hexDiff(uint8(ang), 0) <= 0x1C && r.Angle != TangentAngle(unit(ang).X, unit(ang).Y) {
					t.Fatalf("slope %#x dir %v frame %d: grounded angle %#x on the slope", ang, dir, f, r.Angle)
				}
				if r.Grounded && prev.Grounded && r.Mode == prev.Mode {
					dx := float64(r.X-prev.X-r.XSpeed) / 256
					dy := float64(r.Y-prev.Y-r.YSpeed) / 256
					if math.Hypot(dx, dy) > maxPop {
						t.Fatalf("slope %#x dir %v frame %d: popped %.1f px", ang, dir, f, math.Hypot(dx, dy))
					}
				}
				prev = *r
			}
		}
	}
}

// TestSim_Curves: on quarter pipes and convex curves of several radii the
// grounded angle changes smoothly (at most one block's turn plus one
// frame's turn between frames, plus a height radius of turn on a mode
// switch) and the player never pops more than maxPop or enters the solid
// (docs/physics.md "Slope Collision" and "Slope Physics", 360 degree movement); on a convex curve it runs down
// the drop and on along the run-out.
func TestSim_Curves(t *testing.T) {
	for _, convex := range []bool{false, true} {
		for _, r := range []int{64, 128, 256} {
			for _, v := range simVariants {
				t.Run(fmt.Sprintf("r%d/convex=%v/%v", r, convex, v), func(t *testing.T) {
					g := gen(t, Spec{Shape: "curve", Radius: float64(r), Convex: convex, Variant: v.String()})
					l := g.Level
					s := physics.New(l, physics.Config{Variant: v}, l.Start)
					prev := *s.Record()
					for f := 1; f <= 600; f++ {
						s.Step(physics.Right)
						rec := s.Record()
						x, y := rec.X.Pixel(), rec.Y.Pixel()
						if solidAt(l, rec.Path, x, y) {
							t.Fatalf("frame %d: centre inside the solid at %d,%d", f, x, y)
						}
						if rec.Grounded && prev.Grounded {
							gsp := math.Abs(float64(rec.GSpeed) / 256)
							limit := 16*128/math.Pi/float64(r) + gsp*128/math.Pi/float64(r) + 2
							if rec.Mode != prev.Mode {
								// Mode switch: the sensors jump about a
								// height radius along the curve (docs/physics.md "Slope Collision").
								limit += 24 * 128 / math.Pi / float64(r)
							}
							if d := hexDiff(rec.Angle, prev.Angle); float64(d) > limit && d != 0x40 {
								t.Fatalf("frame %d: angle %#x -> %#x (> %.1f)", f, prev.Angle, rec.Angle, limit)
							}
							if rec.Mode == prev.Mode {
								dx := float64(rec.X-prev.X-rec.XSpeed) / 256
								dy := float64(rec.Y-prev.Y-rec.YSpeed) / 256
								if math.Hypot(dx, dy) > maxPop {
									t.Fatalf("frame %d: popped %.1f px", f, math.Hypot(dx, dy))
								}
							}
						}
						prev = *rec
					}
					// A convex curve's drop turns into the run-out: the
					// player gets past it (it is not trapped at its foot).
					if convex && prev.X.Pixel() <= int(g.Shape.Exit.X)+64 {
						t.Errorf("stopped at x %v, before the run-out (exit x %v)", prev.X, g.Shape.Exit.X)
					}
				})
			}
		}
	}
}

// TestSim_LoopPassBehind: docs/physics.md "Solid Terrain", "Loops": on a loop level
// generated with Behind (the switcher before the loop sets path B for a
// player crossing it moving right, as a designer routes a player under a
// loop), for every radius 64..512 step 32 and variants s1, s2 and s3k, a
// player holding right, from the level's start (arriving at speed down the
// ramp) and from a standstill just before the switcher (walking in
// slowly), passes the whole loop along the floor without going round it:
// on path B between the switchers, never in ceiling mode, never sinking
// below the floor, and leaves on the far side grounded on path A (the
// after switcher). Its centre never enters a pixel of its path that is
// solid from the sides (docs/physics.md "Solid Tiles", tile solidity): it walks through the
// top-only band of the descent quarter, which its push sensors do not see,
// and is lifted onto the band's inner surface near the bottom.
func TestSim_LoopPassBehind(t *testing.T) {
	radii := []int{64, 128, 256, 512}
	if !testing.Short() {
		radii = nil
		for r := 64; r <= 512; r += 32 {
			radii = append(radii, r)
		}
	}
	for _, v := range simVariants {
		for _, r := range radii {
			t.Run(fmt.Sprintf("%v/r%d", v, r), func(t *testing.T) {
				g := gen(t, Spec{Shape: "loop", Radius: float64(r), Variant: v.String(), Behind: true})
				l := g.Level
				before, after := l.Switchers[0].X, l.Switchers[2].X
				floor := int(g.Shape.Exit.Y)
				for _, start := range []layers.Point{l.Start, {X: before - 32, Y: floor - 19}} {
					s := physics.New(l, physics.Config{Variant: v}, start)
					var last physics.FrameRecord
					for f := 1; f <= 3000; f++ {
						s.Step(physics.Right)
						rec := s.Record()
						last = *rec
						x, y := rec.X.Pixel(), rec.Y.Pixel()
						if x > before+16 && x < after-16 && rec.Path != layers.PathB {
							t.Fatalf("start x %d: frame %d at %d,%d: on path %v between the switchers, want B", start.X, f, x, y, rec.Path)
						}
						if rec.Mode == physics.Ceiling || (rec.Grounded && physics.GroundMode(rec.Angle) == physics.Ceiling) {
							t.Fatalf("start x %d: frame %d at %d,%d: ceiling mode (went round the loop)", start.X, f, x, y)
						}
						if x > before && y > floor-20 {
							t.Fatalf("start x %d: frame %d at %d,%d: sank below the floor (centre below %d)", start.X, f, x, y, floor-20)
						}
						if solidAt(l, rec.Path, x, y) {
							if c, _ := l.Cell(rec.Path, x>>4, y>>4); c.Solidity.Walls() {
								t.Fatalf("start x %d: frame %d: centre %d,%d inside a %v tile of path %v", start.X, f, x, y, c.Solidity, rec.Path)
							}
						}
						if x > after+64 {
							break
						}
					}
					if last.X.Pixel() <= after+64 || last.Path != layers.PathA || !last.Grounded {
						t.Errorf("start x %d: ended at %v,%v path %v grounded %v gsp %v; want past x %d on path A, grounded",
							start.X, last.X, last.Y, last.Path, last.Grounded, last.GSpeed, after+64)
					}
				}
			})
		}
	}
}

// TestGenerate_Behind: Behind changes only the before switcher's right
// side (layer_2 = B) and applies to loops whose radius is a multiple of 16
// only.
func TestGenerate_Behind(t *testing.T) {
	a := gen(t, Spec{Shape: "loop", Radius: 128})
	b := gen(t, Spec{Shape: "loop", Radius: 128, Behind: true})
	if a.Level.Switchers[0].Layer != [2]layers.Path{layers.PathA, layers.PathA} {
		t.Errorf("before switcher %v, want A|A", a.Level.Switchers[0].Layer)
	}
	if b.Level.Switchers[0].Layer != [2]layers.Path{layers.PathA, layers.PathB} {
		t.Errorf("behind: before switcher %v, want A|B", b.Level.Switchers[0].Layer)
	}
	for i := 1; i < 3; i++ {
		if a.Level.Switchers[i] != b.Level.Switchers[i] {
			t.Errorf("behind changed switcher %d", i)
		}
	}
	if d := a.Lib.Diff(b.Lib); d != "" {
		t.Errorf("behind changed the terrain: %s", d)
	}
	if _, err := Generate(Spec{Shape: "halfpipe", Radius: 64, Behind: true}); err == nil {
		t.Error("behind accepted for a half-pipe")
	}
	if _, err := Generate(Spec{Shape: "loop", Radius: 100, Behind: true}); err == nil {
		t.Error("behind accepted for radius 100 (not a multiple of 16)")
	}
}
