package sonlvl

import (
	"encoding/binary"
	"fmt"
	"path/filepath"
	"strconv"
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

// levelSizes are the camera limits the games load for their acts (Sonic
// 2: LevelSize, every act; the two-player
// levels use their zone's; Sonic 1: LevelSizeArray in LevelSizeLoad, its
// first zone),
// keyed by the SonLVL projects' section names. They live in the games'
// code, not in the level files, so a level not listed here gets its
// layout's extent.
var levelSizes = map[Version]map[string]levelSize{
	S2: {
		"Emerald Hill Zone Act 1":   {0, 0x29A0, 0, 0x320},
		"Emerald Hill Zone Act 2":   {0, 0x2940, 0, 0x420},
		"Chemical Plant Zone Act 1": {0, 0x2780, 0, 0x720},
		"Chemical Plant Zone Act 2": {0, 0x2A80, 0, 0x720},
		"Aquatic Ruin Zone Act 1":   {0, 0x28C0, 0x200, 0x600},
		"Aquatic Ruin Zone Act 2":   {0, 0x3FFF, 0x180, 0x710},
		"Casino Night Zone Act 1":   {0, 0x27A0, 0, 0x720},
		"Casino Night Zone Act 2":   {0, 0x2A80, 0, 0x720},
		"Hill Top Zone Act 1":       {0, 0x2800, 0, 0x720},
		"Hill Top Zone Act 2":       {0, 0x3280, 0, 0x720},
		"Mystic Cave Zone Act 1":    {0, 0x2380, 0x3C0, 0x720},
		"Mystic Cave Zone Act 2":    {0, 0x3FFF, 0x60, 0x720},
		"Oil Ocean Zone Act 1":      {0, 0x2F80, 0, 0x680},
		"Oil Ocean Zone Act 2":      {0, 0x2D00, 0, 0x680},
		"Wing Fortress Zone":        {0, 0x3FFF, 0, 0x720},
		"Death Egg Zone":            {0, 0x1000, 0xC8, 0xC8},
		// Metropolis: a top of -$100, the acts wrap vertically at $800
		// (physics/wrap.go), kept as a bounds top of -$100.
		"Metropolis Zone Act 1": {0, 0x2280, -0x100, 0x800},
		"Metropolis Zone Act 2": {0, 0x1E80, -0x100, 0x800},
		"Metropolis Zone Act 3": {0, 0x2A80, -0x100, 0x800},
		// Sky Chase: a bottom of 0. LevelSizeLoad clamps the camera's
		// first y to it (0, not the start's y less $60), and
		// Sonic_LevelBound kills a player below it plus 224 until
		// LevEvents_SCZ raises Camera_Max_Y_pos_target to $500; the
		// camera itself then moves by the Tornado's velocity
		// (SwScrl_SCZ), not by the limits.
		"Sky Chase Zone": {0, 0x3FFF, 0, 0},
	},
	// Sonic 1: LevelSizeArray by zone and act (Labyrinth's fourth act is
	// "Scrap Brain Zone Act 3", Scrap Brain's third the "Final Zone"; the
	// "Ending" project level is the ending's first act, the one its first
	// start position, "All Emeralds", plays). A top of -$100 is a level
	// that wraps vertically (not modelled: read as 0).
	S1: {
		"Green Hill Zone Act 1":  {0, 0x24BF, 0, 0x300},
		"Green Hill Zone Act 2":  {0, 0x1EBF, 0, 0x300},
		"Green Hill Zone Act 3":  {0, 0x2960, 0, 0x300},
		"Labyrinth Zone Act 1":   {0, 0x19BF, 0, 0x530},
		"Labyrinth Zone Act 2":   {0, 0x10AF, 0, 0x720},
		"Labyrinth Zone Act 3":   {0, 0x202F, -0x100, 0x800},
		"Scrap Brain Zone Act 3": {0, 0x20BF, 0, 0x720},
		"Marble Zone Act 1":      {0, 0x17BF, 0, 0x1D0},
		"Marble Zone Act 2":      {0, 0x17BF, 0, 0x520},
		"Marble Zone Act 3":      {0, 0x1800, 0, 0x720},
		"Star Light Zone Act 1":  {0, 0x1FBF, 0, 0x640},
		"Star Light Zone Act 2":  {0, 0x1FBF, 0, 0x640},
		"Star Light Zone Act 3":  {0, 0x2000, 0, 0x6C0},
		"Spring Yard Zone Act 1": {0, 0x22C0, 0, 0x420},
		"Spring Yard Zone Act 2": {0, 0x28C0, 0, 0x520},
		"Spring Yard Zone Act 3": {0, 0x2C00, 0, 0x620},
		"Scrap Brain Zone Act 1": {0, 0x21C0, 0, 0x720},
		"Scrap Brain Zone Act 2": {0, 0x1E40, -0x100, 0x800},
		"Final Zone":             {0x2080, 0x2460, 0x510, 0x510},
		"Ending":                 {0, 0x500, 0x110, 0x110},
	},
}

// levelBounds returns the level's bounds as the game has them (its camera
// limits plus one screen), or the zero Rect when not known. A Sonic 2 top
// of -$100 stays: it is the game's mark of a level that wraps vertically
// (physics/wrap.go); Sonic 1's is read as 0 (not modelled).
func levelBounds(name string, v Version) layers.Rect {
	name = name[strings.LastIndex(name, `\`)+1:]
	s, ok := levelSizes[v][name]
	if !ok {
		return layers.Rect{}
	}
	top := max(s.top, 0)
	if v == S2 && s.top == -0x100 {
		top = s.top
	}
	return layers.Rect{Min: layers.Point{X: s.left, Y: top}, Max: layers.Point{X: s.right + screenW, Y: s.bottom + screenH}}
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

// s2Water are the Sonic 2 acts with water and their starting water
// heights (s2.asm: Level sets Water_flag for Chemical Plant 2 and Aquatic
// Ruin, Level_InitWater; the heights from its WaterHeight table).
var s2Water = map[string]int{"cpz2": 0x710, "arz1": 0x410, "arz2": 0x510}

// s1Water are the Sonic 1 acts with water and their starting heights
// (Labyrinth, and Scrap Brain 3 which is Labyrinth's fourth act:
// LZWaterFeatures' WaterHeight table).
var s1Water = map[string]int{"lz1": 0xB8, "lz2": 0x328, "lz3": 0x900, "sbz3": 0x228}

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
// name that is not "<Zone name> Act <n>" or a one-act zone's name (Sonic
// 2's "Sky Chase Zone", "Wing Fortress Zone", "Death Egg Zone": act 1).
func zoneAct(name string) string {
	name = name[strings.LastIndex(name, `\`)+1:]
	zone, act, ok := strings.Cut(name, " Act ")
	if !ok {
		switch name {
		case "Sky Chase Zone", "Wing Fortress Zone", "Death Egg Zone":
			return zoneAbbrevs[name] + "1"
		case "Final Zone":
			return "fz" // Sonic 1's Scrap Brain act 3 (DLE_FZ)
		}
		return ""
	}
	if len(act) != 1 || act[0] < '1' || act[0] > '9' {
		return ""
	}
	if z, ok := zoneAbbrevs[zone]; ok {
		return z + act
	}
	return ""
}

// s3kZones are Sonic 3 & Knuckles' zones by the name SonLVL's projects
// give them, in the games' zone order (Current_zone: AIZ 0 ... DDZ $C).
var s3kZones = []string{"Angel Island", "Hydrocity", "Marble Garden", "Carnival Night", "Flying Battery",
	"Icecap", "Launch Base", "Mushroom Hill", "Sandopolis", "Lava Reef", "Sky Sanctuary", "Death Egg", "The Doomsday"}

// s3kAct returns the zone and act (0 for act 1) of a Sonic 3 & Knuckles
// project level named "... Zone Act N" ("Sonic 3\Angel Island Zone Act
// 2"; "The Doomsday Zone" is act 1), or ok false for any other level
// (intros, bosses, competition and bonus stages).
func s3kAct(name string) (zone, act int, ok bool) {
	name = name[strings.LastIndex(name, `\`)+1:]
	for z, zn := range s3kZones {
		rest, found := strings.CutPrefix(name, zn+" Zone")
		if !found {
			continue
		}
		switch rest {
		case "":
			return z, 0, z == 12
		case " Act 1":
			return z, 0, true
		case " Act 2":
			return z, 1, true
		}
	}
	return 0, 0, false
}

// s3kLevelSizes are the camera limits Sonic 3 & Knuckles loads for each
// zone's acts (sonic3k.asm LevelSizes, read by Get_LevelSizeStart: left,
// right, top, bottom of the camera's top-left corner), in zone order, two
// acts a zone. A top of -$100 is a level that wraps vertically (not
// modelled: read as 0); a right of $6000 is "no limit" until the zone's
// resize events set one (the level's extent is used).
var s3kLevelSizes = [][2]levelSize{
	{{0x1308, 0x6000, 0, 0x390}, {0, 0x4640, 0, 0x590}},   // AIZ
	{{0, 0x6000, 0, 0x1000}, {0, 0x6000, 0, 0x1000}},      // HCZ
	{{0, 0x6000, -0x100, 0x1000}, {0, 0x6000, 0, 0x1000}}, // MGZ
	{{0, 0x6000, 0, 0xB20}, {0, 0x6000, 0x580, 0x1000}},   // CNZ
	{{0, 0x2E60, 0, 0xB00}, {0, 0x6000, 0, 0xB00}},        // FBZ
	{{0, 0x7000, -0x100, 0x800}, {0, 0x7000, 0, 0xB20}},   // ICZ
	{{0, 0x6000, 0, 0x1000}, {0, 0x6000, 0, 0xB20}},       // LBZ
	{{0, 0x4298, 0, 0xAA0}, {0x98, 0x3C90, 0x620, 0x9A0}}, // MHZ
	{{0, 0x4310, 0, 0xB20}, {0, 0x6000, -0x100, 0x800}},   // SOZ
	{{0, 0x2CC0, 0, 0xB20}, {0x940, 0x3EC0, 0, 0xB20}},    // LRZ
	{{0, 0x19A0, -0x100, 0x1000}, {0, 0x6000, 0, 0x400}},  // SSZ
	{{0, 0x6000, 0, 0xB20}, {0, 0x6000, 0, 0xF10}},        // DEZ
	{{0, 0x6000, 0, 0x1000}, {0, 0x6000, 0, 0x1000}},      // DDZ
}

// s3kWater lists the acts CheckLevelForWater gives water (sonic3k.asm:
// AIZ 1 and 2, Hydrocity, Icecap 2, Launch Base 2, and Carnival Night 2,
// whose water is Knuckles' alone: s3kWaterCharacters). Knuckles starting
// Angel Island 2 directly has none, which a level cannot say (it is
// Knuckles' act 2 all the same).
var s3kWater = map[[2]int]bool{{0, 0}: true, {0, 1}: true, {1, 0}: true, {1, 1}: true, {3, 1}: true, {5, 1}: true, {6, 1}: true}

// s3kWaterCharacters are the acts whose water only some characters
// have, as physics' water_characters (Carnival Night 2: Knuckles).
var s3kWaterCharacters = map[[2]int]string{{3, 1}: "knuckles"}

// s3kWaterRoutines are the acts whose DynamicWaterHeight routine is no
// table, as physics' water_routine (Angel Island 2: DynamicWaterHeight_AIZ2).
var s3kWaterRoutines = map[[2]int]string{{0, 1}: "aiz2"}

// s3kActProps sets a Sonic 3 & Knuckles act's bounds from the game's
// camera limits (clamped to the layout: the model has no wrapping and no
// resize events) and its water from the game's starting water heights
// (StartingWaterHeights, Levels/Misc/StartingWaterHeights.bin beside the
// collision arrays: a word for each zone's two acts), not from the
// project's waterheight= display hint; and names the act
// (s3k_zone_and_act, as Current_zone_and_act).
func (ld *loader) s3kActProps(l *Level) {
	zone, act, ok := s3kAct(l.Name)
	if !ok {
		return
	}
	m := l.Model
	m.Props = append(m.Props, layers.Prop{Name: "s3k_zone_and_act", Type: "string", Value: fmt.Sprintf("0x%02X%02X", zone, act)})
	s := s3kLevelSizes[zone][act]
	w, h := m.Width*16, m.Height*16
	m.Bounds = layers.Rect{
		Min: layers.Point{X: min(max(s.left, 0), w), Y: min(max(s.top, 0), h)},
		Max: layers.Point{X: min(s.right+screenW, w), Y: min(s.bottom+screenH, h)},
	}
	if !s3kWater[[2]int{zone, act}] || l.ColArr1 == nil {
		return
	}
	p := realPath(filepath.Join(filepath.Dir(l.ColArr1.Path), "StartingWaterHeights.bin"))
	d, err := ld.p.read(p)
	i := 2 * (zone*2 + act)
	if err != nil || len(d) < i+2 {
		return // no table: no water (docs/disasm.md)
	}
	m.Props = append(m.Props, layers.Prop{Name: "water_level", Type: "int", Value: strconv.Itoa(int(binary.BigEndian.Uint16(d[i:])))})
	za := [2]int{zone, act}
	if t, ok := s3kWaterTables[za]; ok {
		m.Props = append(m.Props, layers.Prop{Name: "water_camera_table", Type: "string", Value: t})
	}
	if t, ok := s3kKnucklesWaterTables[za]; ok {
		m.Props = append(m.Props, layers.Prop{Name: "water_camera_table_knuckles", Type: "string", Value: t})
	}
	if r, ok := s3kWaterRoutines[za]; ok {
		m.Props = append(m.Props, layers.Prop{Name: "water_routine", Type: "string", Value: r})
	}
	if c, ok := s3kWaterCharacters[za]; ok {
		m.Props = append(m.Props, layers.Prop{Name: "water_characters", Type: "string", Value: c})
	}
}

// s3kWaterTables are the water tables of the acts whose DynamicWaterHeight
// routine is one (sonic3k.asm DynamicWaterHeight_HCZ1: word_6E8C, every
// level set at once; DynamicWaterHeight_HCZ2: word_6EBA, Sonic's and
// Tails'), as physics' water_camera_table: up to camera x X, the level Y.
// Angel Island 2's routine is not a table: s3kWaterRoutines.
var s3kWaterTables = map[[2]int]string{
	{1, 0}: "2304:1280! 10752:1664! 13568:1664! 65535:1696!",
	{1, 1}: "15872:1792 65535:2016",
}

// s3kKnucklesWaterTables are Knuckles' own tables (Player_mode 3), as
// physics' water_camera_table_knuckles: DynamicWaterHeight_HCZ2's
// word_6EC2, and DynamicWaterHeight_LBZ2's word_6F12 (Launch Base 2's
// water moves for Knuckles alone; its switch to a fixed $660 once a
// level event has run is not modelled).
var s3kKnucklesWaterTables = map[[2]int]string{
	{1, 1}: "16640:1792 65535:864!",
	{6, 1}: "3456:4080! 65535:2848!",
}
