package generic

import (
	"strconv"
	"testing"

	"loopwright/objcatalog"
	"loopwright/physics"

	"loopwright/layers"
)

// fuzzValues are property values the fuzzer picks from (good and bad).
var fuzzValues = []string{"0", "1", "-5", "16", "300", "99999", "x", "", "up", "down", "left", "right",
	"up_left", "down_right", "red", "yellow", "horizontal", "vertical", "none", "side", "top",
	"1,2,3", "0,0,0,0,0,0,4,8,12,16,20,24,28,32,32,32,32,32,32", "-128,127", "200,1", "rings", "shield",
	"invincibility", "speed", "life", "flat"}

var fuzzProps = []string{"width_radius", "height_radius", "heights", "move", "range", "period", "strength",
	"direction", "contents", "count", "segments", "tilt", "break_from", "speed", "hits"}

// FuzzObjects: random objects (classes, positions, properties) on random
// terrain with random inputs never panic, validation never panics, and
// the player stays inside the level or is dead.
func FuzzObjects(f *testing.F) {
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8}, []byte{0, 40, 40, 3, 1, 7, 30, 20, 2, 9, 60, 80, 0}, []byte{2, 2, 18, 16, 1}, uint8(0))
	f.Add([]byte{255, 16, 0, 0, 3}, []byte{10, 50, 90, 5, 3, 4, 28, 44, 1, 2, 5, 1, 3, 200, 1, 100, 1, 29}, []byte{18, 18, 8, 1, 17}, uint8(2))
	f.Fuzz(func(t *testing.T, terrain, objs, inputs []byte, v uint8) {
		tl := randomLevel(terrain)
		next := func() int {
			if len(objs) == 0 {
				return 0
			}
			b := objs[0]
			objs = objs[1:]
			return int(b)
		}
		for id := 1; len(objs) > 0 && id <= 24; id++ {
			o := layers.Object{ID: id, Class: objcatalog.Classes()[next()%len(objcatalog.Classes())].Name, X: next() * 2, Y: next() * 2}
			if next()&1 == 0 {
				o.W, o.H = next(), next()
			}
			for n := next() % 4; n > 0; n-- {
				o.Props = append(o.Props, layers.Prop{Name: fuzzProps[next()%len(fuzzProps)], Value: fuzzValues[next()%len(fuzzValues)]})
			}
			if next()%7 == 0 {
				o.Props = append(o.Props, layers.Prop{Name: "range", Value: strconv.Itoa(next() * 16)})
			}
			tl.Lvl.Objects = append(tl.Lvl.Objects, o)
		}
		_ = objcatalog.ValidateObjects(tl.Lvl)
		cfg := physics.Config{Variant: physics.Variant(v % 5), Character: physics.Character(v / 5 % 3)}
		s := physics.New(tl.Lvl, cfg, layers.Point{X: 100, Y: 60})
		s.Live().Obj.Rings = int(v % 40)
		b := tl.Lvl.Bounds
		var snap physics.State
		for i := 0; i < 400; i++ {
			in := physics.Input(0)
			if len(inputs) > 0 {
				in = physics.Input(inputs[i%len(inputs)] & 31)
			}
			if i == 200 {
				s.Save(&snap)
			}
			s.Step(in)
			r := s.Record()
			if r.State == "dead" {
				continue
			}
			if px := r.X.Pixel(); px < b.Min.X-64 || px > b.Max.X+64 {
				t.Fatalf("frame %d: x %v outside the level, state %s", r.Frame, r.X, r.State)
			}
		}
		if s.Frame() > 200 {
			s.Restore(&snap)
			s.Step(0)
		}
	})
}

// BenchmarkStep_Objects: one frame with a level full of objects (boxes,
// platforms, rings, springs, badniks, a bridge), restored every 600
// frames; stepping allocates nothing.
func BenchmarkStep_Objects(b *testing.B) {
	tl := gapLevel()
	for _, sc := range objScenarios() {
		tl.Lvl.Objects = append(tl.Lvl.Objects, sc.level().Lvl.Objects...)
	}
	for i := range tl.Lvl.Objects {
		tl.Lvl.Objects[i].ID = i + 1
	}
	s := physics.New(tl.Lvl, physics.Config{}, layers.Point{X: 300, Y: 716})
	var start physics.State
	s.Save(&start)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if s.Frame() >= 600 {
			s.Restore(&start)
		}
		in := physics.Right
		if s.Frame()%90 < 30 {
			in |= physics.Jump
		}
		s.Step(in)
	}
}
