package sonlvl

import (
	"strings"

	"loopwright/layers"
)

// The games' screen, by which the camera limits reach further than the
// camera's top-left corner (docs/physics.md "Camera"; tmx.ScreenW/H).
const (
	screenW = 320
	screenH = 224
)

// levelSize is one entry of a game's level size table: the camera's
// limits (left, right, top, bottom) for its top-left corner.
type levelSize struct{ left, right, top, bottom int }

// levelSizes are the camera limits the games load for their first zones'
// acts (Sonic 2: LevelSize; Sonic 1: LevelSizeArray in LevelSizeLoad),
// keyed by the SonLVL projects' section names. They live in the games'
// code, not in the level files, so a level not listed here gets its
// layout's extent.
var levelSizes = map[Version]map[string]levelSize{
	S2: {
		"Emerald Hill Zone Act 1": {0, 0x29A0, 0, 0x320},
		"Emerald Hill Zone Act 2": {0, 0x2940, 0, 0x420},
	},
	S1: {
		"Green Hill Zone Act 1": {0, 0x24BF, 0, 0x300},
		"Green Hill Zone Act 2": {0, 0x1EBF, 0, 0x300},
		"Green Hill Zone Act 3": {0, 0x2960, 0, 0x300},
	},
}

// levelBounds returns the level's bounds as the game has them (its camera
// limits plus one screen), or the zero Rect when not known.
func levelBounds(name string, v Version) layers.Rect {
	name = name[strings.LastIndex(name, `\`)+1:]
	s, ok := levelSizes[v][name]
	if !ok {
		return layers.Rect{}
	}
	return layers.Rect{Min: layers.Point{X: s.left, Y: s.top}, Max: layers.Point{X: s.right + screenW, Y: s.bottom + screenH}}
}

// s1Loops returns the loop and roll-tunnel chunks Sonic 1's Sonic_Loops
// tests in the level's zone (LoopTileNums in LevelSizeLoad: Green Hill
// $B5, $7F, $1F, $20; Star Light $AA, $B4, $7F, $7F), or nil in zones
// where Sonic_Loops does nothing.
func s1Loops(name string) *layers.LoopChunks {
	name = name[strings.LastIndex(name, `\`)+1:]
	switch {
	case strings.HasPrefix(name, "Green Hill Zone"):
		return &layers.LoopChunks{Loop: [2]layers.ChunkID{0xB5, 0x7F}, Roll: [2]layers.ChunkID{0x1F, 0x20}}
	case strings.HasPrefix(name, "Star Light Zone"):
		return &layers.LoopChunks{Loop: [2]layers.ChunkID{0xAA, 0xB4}, Roll: [2]layers.ChunkID{0x7F, 0x7F}}
	}
	return nil
}

// zoneAbbrevs are the zones' short names, as the disassemblies name their
// files (ehz, ghz ...), by the SonLVL projects' zone names.
var zoneAbbrevs = map[string]string{
	"Emerald Hill Zone": "ehz", "Chemical Plant Zone": "cpz", "Aquatic Ruin Zone": "arz",
	"Casino Night Zone": "cnz", "Hill Top Zone": "htz", "Mystic Cave Zone": "mcz",
	"Oil Ocean Zone": "ooz", "Metropolis Zone": "mtz", "Sky Chase Zone": "scz",
	"Wing Fortress Zone": "wfz", "Death Egg Zone": "dez",
	"Green Hill Zone": "ghz", "Labyrinth Zone": "lz", "Marble Zone": "mz",
	"Star Light Zone": "slz", "Spring Yard Zone": "syz", "Scrap Brain Zone": "sbz",
}

// zoneAct returns the level's zone and act as "ehz1", or "" for a section
// name that is not "<Zone name> Act <n>".
func zoneAct(name string) string {
	name = name[strings.LastIndex(name, `\`)+1:]
	zone, act, ok := strings.Cut(name, " Act ")
	if !ok || len(act) != 1 || act[0] < '1' || act[0] > '9' {
		return ""
	}
	if z, ok := zoneAbbrevs[zone]; ok {
		return z + act
	}
	return ""
}
