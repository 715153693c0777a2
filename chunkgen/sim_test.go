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
// (physics guide sections 6 and 7).
func TestSim_LoopsGoRound(t *testing.T) {
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
				g := gen(t, Spec{Shape: "loop", Radius: float64(r), Variant: v.String()})
				l := g.Level
				after := l.Switchers[2].X
				input := hold(physics.Right)
				if v == physics.S1 && r > 128 {
					// Sonic 1 caps the ground speed at 6 while right is
					// held (section 11, top speed), too slow for big
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
// (sections 7 and 8, falling and slipping).
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
