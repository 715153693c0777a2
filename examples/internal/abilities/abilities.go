// Package abilities generates the "abilities" example pack:
// one level per move, each with a demonstration script and the games and
// characters it is meant for: a gap only Knuckles' glide crosses, a wall to
// climb, a pool to run through underwater, a drop dash, a Super Peel-Out
// run, a pit Tails flies over, a course of elemental shield monitors and a
// row of badniks Hyper Sonic's Hyper Blast clears.
package abilities

import (
	"strconv"

	"loopwright/examples/internal/basics"
	"loopwright/layers"
	"loopwright/pack"
	"loopwright/physics"
)

// Name is the pack's name (its directory under examples/packs).
const Name = "abilities"

// Level is one generated level with its demonstration script and the
// variants and character it runs with.
type Level struct {
	Level     *layers.Level
	Script    string
	Variants  []string
	Character string
	// Run is the start the script needs (`loopwright sim`'s run flags,
	// e.g. --hyper); the zero value is a plain start.
	Run physics.RunSettings
}

// Level size in blocks and the main floor's top row.
const (
	W, H  = 160, 40
	Floor = 26
)

type grid struct{ cells []layers.Cell }

func newGrid() *grid { return &grid{cells: make([]layers.Cell, W*H)} }

func (g *grid) set(x, y int) {
	if x >= 0 && x < W && y >= 0 && y < H {
		g.cells[y*W+x] = layers.Cell{Tile: basics.Full}
	}
}

// floor fills columns [x0, x1) from row top to the bottom.
func (g *grid) floor(x0, x1, top int) {
	for x := x0; x < x1; x++ {
		for y := top; y < H; y++ {
			g.set(x, y)
		}
	}
}

// walls closes the level at both ends.
func (g *grid) walls() {
	for y := 0; y < H; y++ {
		g.set(0, y)
		g.set(W-1, y)
	}
}

func level(lib *layers.Library, name, desc string, g *grid, props ...layers.Prop) *layers.Level {
	l := basics.Chunked(name, lib, W, H, g.cells, g.cells)
	l.Description = desc
	l.Start = layers.Point{X: 4*16 + 8, Y: Floor*16 - 20}
	l.Bounds = layers.Rect{Max: layers.Point{X: W * 16, Y: H * 16}}
	l.Props = props
	return l
}

func monitor(id, x int, contents string) layers.Object {
	return layers.Object{ID: id, Class: "monitor", X: x, Y: Floor*16 - 15,
		Props: []layers.Prop{{Name: "contents", Type: "string", Value: contents}}}
}

// Build returns the abilities pack and its levels in pack order.
func Build() (*pack.Pack, []*Level) {
	lib := basics.Library()
	var out []*Level
	add := func(l *layers.Level, script, character string, variants ...string) {
		out = append(out, &Level{Level: l, Script: script, Variants: variants, Character: character})
	}

	// A 512 px pit: a running jump falls short, a glide crosses it.
	g := newGrid()
	g.walls()
	g.floor(0, 24, Floor)
	g.floor(56, W, Floor+4)
	add(level(lib, "glide_gap", "Knuckles (s3k, mania): a 512 px pit that no jump clears, its far "+
		"side 64 px lower; the script runs, jumps and glides across, lands sliding and stands up.", g),
		"# run, jump, press again and hold: glide over the pit, land and slide\n60 R\n1 RJ\n14 R\n260 J\n40 -\n",
		"knuckles", "s3k", "mania")

	// A wall 256 px high: glide into it, climb, clamber onto the top.
	g = newGrid()
	g.walls()
	g.floor(0, 30, Floor)
	g.floor(30, W, Floor-16)
	add(level(lib, "climb_wall", "Knuckles (s3k, mania): a 256 px wall; the script glides into it, "+
		"climbs to the top, clambers onto the ledge and walks on.", g),
		"# jump, glide into the wall, climb up, clamber over and walk\n40 R\n1 RJ\n10 R\n110 J\n300 U\n60 R\n",
		"knuckles", "s3k", "mania")

	// A pool 64 px deep with the water 32 px below the bank: the speeds
	// halve going in, the air counts down, the jump out is weaker.
	g = newGrid()
	g.walls()
	g.floor(0, 20, Floor)
	g.floor(20, 80, Floor+4)
	g.floor(80, W, Floor)
	add(level(lib, "water", "Sonic (s1, s2, s3k): a pool under water_level 448: he runs in "+
		"(X Speed halves, Y Speed quarters), crosses it at the underwater top speed of 3 with the air "+
		"counting down, catches two air bubbles (air full again, a short stop) and jumps out (jump 3.5, gravity 0.0625).", g,
		layers.Prop{Name: "water_level", Type: "int", Value: strconv.Itoa((Floor + 2) * 16)}),
		"# run into the pool, across it (catching two air bubbles), and jump out on the far side\n580 R\n1 RJ\n50 RJ\n100 R\n",
		"sonic", "s1", "s2", "s3k")
	out[len(out)-1].Level.Objects = []layers.Object{
		{ID: 1, Class: "air_bubble", X: 560, Y: (Floor+4)*16 - 22},
		{ID: 2, Class: "air_bubble", X: 960, Y: (Floor+4)*16 - 22},
	}

	// Drop dash: jump, press again and hold, land dashing.
	g = newGrid()
	g.walls()
	g.floor(0, W, Floor)
	add(level(lib, "drop_dash", "Sonic (mania): the drop dash: jump, press again and hold "+
		"20 frames; landing he launches rolling at 8.", g),
		"# jump, release, press again and hold until landing\n1 J\n8 -\n40 J\n90 -\n",
		"sonic", "mania")

	// Super Peel-Out.
	add(level(lib, "peel_out", "Sonic (cd): the Super Peel-Out: hold Up, press jump, keep Up "+
		"held 30 frames and let go: he runs off at 12.", g),
		"# hold up, press jump, charge 30 frames, release\n2 U\n1 UJ\n35 U\n100 -\n",
		"sonic", "cd")

	// A 768 px pit Tails flies over.
	g = newGrid()
	g.walls()
	g.floor(0, 24, Floor)
	g.floor(72, W, Floor)
	script := "# run, jump, fly over the pit pressing jump every 16 frames\n40 R\n1 RJ\n10 R\n"
	for i := 0; i < 12; i++ {
		script += "1 RJ\n15 R\n"
	}
	script += "160 R\n"
	add(level(lib, "tails_flight", "Tails (s3k, mania): a 768 px pit; the script flies over it, "+
		"pressing jump to climb (gravity 0.03125, -0.125 after a press until Y Speed < -1).", g),
		script, "tails", "s3k", "mania")

	// Shield course: fire, lightning and bubble monitors.
	g = newGrid()
	g.walls()
	g.floor(0, W, Floor)
	l := level(lib, "shield_course", "Sonic (s3k, mania): fire, lightning and bubble shield "+
		"monitors; he breaks each by jumping on it and uses its move: the fire dash, the "+
		"lightning double jump, the bubble bounce.", g)
	l.Objects = []layers.Object{monitor(1, 330, "fire_shield"), monitor(2, 1000, "lightning_shield"), monitor(3, 1620, "bubble_shield")}
	add(l, "# roll into the fire monitor, jump, fire dash; roll on into the lightning monitor,\n"+
		"# jump, double jump; roll into the bubble monitor, jump, dive and bounce\n"+
		"80 R\n1 D\n60 -\n1 J\n10 -\n1 J\n40 -\n"+
		"1 D\n80 -\n1 J\n10 -\n1 J\n80 -\n"+
		"60 R\n1 D\n50 -\n1 J\n10 -\n1 J\n120 -\n",
		"sonic", "s3k", "mania")

	// Hyper Sonic (s3k, started with sim --hyper --rings 50): a row of
	// badniks ahead; the Hyper Blast destroys the ones on the screen.
	g = newGrid()
	g.walls()
	g.floor(0, W, Floor)
	l = level(lib, "hyper", "Sonic (s3k, `loopwright sim --hyper --rings 50`): Hyper Sonic jumps "+
		"and presses again: the Hyper Blast (X Speed 8) destroys every badnik on the screen; "+
		"the one far ahead survives.", g)
	l.Objects = []layers.Object{
		{ID: 1, Class: "motobug", X: 260, Y: Floor*16 - 16},
		{ID: 2, Class: "motobug", X: 330, Y: Floor*16 - 16},
		{ID: 3, Class: "motobug", X: 1600, Y: Floor*16 - 16},
	}
	add(l, "# jump, press again: the Hyper Blast\n1 J\n10 -\n1 J\n90 -\n", "sonic", "s3k")
	out[len(out)-1].Run = physics.RunSettings{Hyper: true, Rings: 50}

	p := &pack.Pack{Name: Name, Version: pack.FormatVersion, Lib: lib,
		Description: "The player's abilities (docs/abilities.md): one level per move, each with a " +
			"script for the games that have it: glide, climb, water, drop dash, Super Peel-Out, " +
			"Tails' flight, the elemental shields and Hyper Sonic's Hyper Blast; and Sonic 1's rotating maze special stage."}
	for _, lv := range out {
		p.Levels = append(p.Levels, lv.Level)
	}
	p.Specials = append(p.Specials, Special())
	return p, out
}
