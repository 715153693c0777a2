package chunkgen

import (
	"fmt"
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// rightLimit returns where the games hold the player's centre at a level's
// right boundary (physics' levelBound, after Sonic_LevelBound: the camera's
// right limit + 320 - 24, 64 px further in every game but CD).
func rightLimit(l *layers.Level, v physics.Variant) int {
	r := l.Bounds.Max.X - 24
	switch v {
	case physics.S1, physics.S2, physics.S3K, physics.Mania:
		r += 64 // Sonic_LevelBound's $40 outside boss fights
	}
	return r
}

// holdRight holds right from start for up to 2000 frames and reports
// whether the player came to rest at the right boundary (30 frames there,
// standing, X Speed 0), where he was at the end, and the frame he died (0
// if he did not).
func holdRight(l *layers.Level, v physics.Variant, c physics.Character, start layers.Point) (rest bool, last physics.FrameRecord, died int) {
	s := physics.New(l, physics.Config{Variant: v, Character: c}, start)
	limit := rightLimit(l, v)
	still := 0
	for f := 1; f <= 2000 && still < 30; f++ {
		s.Step(physics.Right)
		last = *s.Record()
		if last.State == "dead" {
			return false, last, f
		}
		if int(last.X.Pixel()) == limit && last.Grounded && last.XSpeed == 0 {
			still++
		} else {
			still = 0
		}
	}
	return still >= 30, last, 0
}

// TestGenerate_Finishable: held right to the end of every generated level,
// in every variant (and for every character in Sonic 3 & Knuckles), the player stops at the
// level's right boundary standing on the run-out's floor, and never dies
// on the way (every game but CD lets him run 40 px beyond the camera's
// right limit, so the floor goes on 64 px past the level's bound:
// BeyondRight). Where holding right from the start cannot carry him over
// the shape (a wall, a half-pipe's far side, a big loop in Sonic 1, Sonic
// 1 and CD having no spin dash to gain speed), the run holds right from
// the shape's exit instead.
func TestGenerate_Finishable(t *testing.T) {
	variants := []physics.Variant{physics.S1, physics.S2, physics.S3K, physics.CD, physics.Mania}
	fromExit := 0
	for _, sp := range specs() {
		for _, v := range variants {
			chars := []physics.Character{physics.Sonic}
			if v == physics.S3K { // the other characters' sizes, once
				chars = append(chars, physics.Tails, physics.Knuckles)
			}
			for _, c := range chars {
				sp := sp
				sp.Variant, sp.Character = v.String(), c.String()
				name := fmt.Sprintf("%s_r%g_w%g_a%#x_l%g_convex%v_%s_%s", sp.Shape, sp.Radius, sp.Width, sp.Angle, sp.Length, sp.Convex, v, c)
				t.Run(name, func(t *testing.T) {
					g, err := Generate(sp)
					if err != nil {
						t.Fatal(err)
					}
					l := g.Level
					limit := rightLimit(l, v)
					if limit+24 > l.Width*16 {
						t.Fatalf("the boundary x %d lies within 24 px of the map's edge %d: no floor to stop on", limit, l.Width*16)
					}
					rest, last, died := holdRight(l, v, c, l.Start)
					if died > 0 {
						t.Fatalf("held right from the start: died at frame %d, x %d y %d (the map is %d px wide, the boundary at x %d)", died, last.X.Pixel(), last.Y.Pixel(), l.Width*16, limit)
					}
					if rest {
						return
					}
					if int(last.X.Pixel()) > int(g.Shape.Exit.X) {
						t.Fatalf("held right from the start: past the shape but not at rest at the boundary x %d: x %d y %d grounded %v xsp %d", limit, last.X.Pixel(), last.Y.Pixel(), last.Grounded, last.XSpeed)
					}
					fromExit++
					hr, _ := heightRadius(sp.Character)
					start := layers.Point{X: int(g.Shape.Exit.X) + 16, Y: int(g.Shape.Exit.Y) - hr}
					rest, last, died = holdRight(l, v, c, start)
					if died > 0 || !rest {
						t.Fatalf("held right from the shape's exit %v: did not come to rest at the boundary x %d (died at frame %d): x %d y %d grounded %v xsp %d", start, limit, died, last.X.Pixel(), last.Y.Pixel(), last.Grounded, last.XSpeed)
					}
				})
			}
		}
	}
	t.Logf("%d runs could not pass their shape holding right from the start and ran from its exit", fromExit)
}
