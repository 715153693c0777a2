package sonlvl

import (
	"fmt"
	"strconv"
	"strings"
)

// Sonic 1's chunk numbers the game's code names (docs/assumptions.md
// "SonLVL's editing tools"). A layout byte is a chunk number: the code
// compares the layout under the player with fixed numbers, and rewrites
// layout bytes with fixed numbers, so renumbering those chunks (the
// editor's chunk tools) would make the game treat other chunks as loops,
// tunnels or water slides. They are pinned: kept at their numbers.

// S1AltChunk returns the chunk Sonic 1 reads for path B of loop chunk
// $80|k: k+1, $51 after $28 (FindNearestTile).
func S1AltChunk(k int) int { return s1AltChunk(k) }

// s1SlideChunks are Labyrinth's water slide chunks (LZWaterFeatures.asm:
// Slide_Chunks, which LZWaterSlides compares the layout with; Labyrinth's
// acts and Scrap Brain's third act, the game's fourth Labyrinth act).
var s1SlideChunks = []int{2, 7, 3, 0x4C, 0x4B, 8, 4}

// S1FixedChunks returns the chunks (1..$7F, the chunk number of a layout
// byte without its loop bit) that level name's code and project name by
// number, each with why: the zone's loop and roll tunnel chunks
// (LevelSizeLoad's LoopTileNums, read by Sonic_Loops; a loop chunk $80|k
// pins k and the chunk its path B reads), the chunks the INI's
// loopchunks= key names (SonLVL's own list of loop chunks, kept as it
// is), Labyrinth's water slides (Slide_Chunks; Labyrinth 3's layout
// changes, LZWaterFeatures and DLE_LZ3, write $4B and 7) and the
// Ending's layout change (End_SlowFade writes $2E and $2F). Nil for a
// level of another game.
func (p *Project) S1FixedChunks(name string) map[int]string {
	if p.Version != S1 {
		return nil
	}
	out := map[int]string{}
	pin := func(v int, why string) {
		if v&0x80 != 0 {
			k := v & 0x7F
			if k == 0 {
				return
			}
			if _, ok := out[k]; !ok {
				out[k] = fmt.Sprintf("%s (loop chunk $%02X)", why, v)
			}
			if alt := s1AltChunk(k); alt < 0x80 {
				if _, ok := out[alt]; !ok {
					out[alt] = fmt.Sprintf("%s (path B of loop chunk $%02X)", why, v)
				}
			}
			return
		}
		if v == 0 {
			return
		}
		if _, ok := out[v]; !ok {
			out[v] = why
		}
	}
	if lc := s1Loops(name); lc != nil {
		for _, v := range []int{int(lc.Loop[0]), int(lc.Loop[1])} {
			pin(v, "a loop chunk of the zone's LoopTileNums (Sonic_Loops)")
		}
		for _, v := range []int{int(lc.Roll[0]), int(lc.Roll[1])} {
			pin(v, "a roll tunnel chunk of the zone's LoopTileNums (Sonic_Loops)")
		}
	}
	if s := p.INI.Section(name); s != nil {
		if v, _, ok := p.key(s, "loopchunks"); ok {
			for _, f := range strings.Split(v, ",") {
				n, err := strconv.ParseUint(strings.TrimSpace(f), 16, 8)
				if err == nil && n&0x7F != 0 {
					pin(int(n|0x80), "named by the project's loopchunks=")
				}
			}
		}
	}
	switch za := zoneAct(name); {
	case strings.HasPrefix(za, "lz") || za == "sbz3":
		for _, c := range s1SlideChunks {
			pin(c, "a Labyrinth water slide chunk (LZWaterSlides' Slide_Chunks)")
		}
	case name[strings.LastIndex(name, `\`)+1:] == "Ending":
		pin(0x2E, "written into the Ending's layout (End_SlowFade)")
		pin(0x2F, "written into the Ending's layout (End_SlowFade)")
	}
	return out
}
