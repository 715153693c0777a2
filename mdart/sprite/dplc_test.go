package sprite

import (
	"reflect"
	"testing"

	"loopwright/mdart"
)

// The cue layouts (SonLVL's DPLCEntry, DPLCFrame): Sonic 1 and 2 count-1
// in bits 12-15 and the pattern in 0-11, Sonic 3 & Knuckles the pattern
// in bits 4-15, count-1 in 0-3 and a header of count-1.
func TestDecodeDPLCFrame_Formats(t *testing.T) {
	want := DPLC{{Tile: 0x12, Count: 3}, {Tile: 0x400, Count: 16}}
	cases := []struct {
		f    Format
		data []byte
	}{
		{S1, []byte{2, 0x20, 0x12, 0xF4, 0x00}},
		{S2, []byte{0, 2, 0x20, 0x12, 0xF4, 0x00}},
		{S3K, []byte{0, 1, 0x01, 0x22, 0x40, 0x0F}},
	}
	for _, c := range cases {
		got, err := DecodeDPLCFrame(c.data, 0, c.f)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("%v: %+v, %v", c.f, got, err)
		}
		if _, err := DecodeDPLCFrame(c.data[:len(c.data)-1], 0, c.f); err == nil {
			t.Errorf("%v: a truncated entry decodes", c.f)
		}
	}
}

const dplcSrc = `DPLC_T:	mappingsTable
	mappingsTableEntry.w	.a
	mappingsTableEntry.w	.b
.a:	dplcHeader
	dplcEntry	3, $12
	dplcEntry	$10, $400
.a_End
.b:	dplcHeader
	dplcEntry	1, 7
.b_End
`

// The cue macros assemble to each game's bytes (s2disasm MapMacros.asm:
// dplcHeader, dplcEntry patterns, first pattern).
func TestDecodeDPLCASM_Macros(t *testing.T) {
	want := []DPLC{{{Tile: 0x12, Count: 3}, {Tile: 0x400, Count: 16}}, {{Tile: 7, Count: 1}}}
	for _, f := range []Format{S1, S2, S3K} {
		got, err := DecodeDPLCASM("t.asm", []byte(dplcSrc), f)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("%v: %+v, %v", f, got, err)
		}
	}
}

// The cues load their patterns one after the other (SonLVL's
// ProcessDPLC); patterns past the art are empty.
func TestDPLC_Apply(t *testing.T) {
	art := pats(4)
	got := DPLC{{Tile: 2, Count: 2}, {Tile: 0, Count: 1}, {Tile: 9, Count: 1}}.Apply(art)
	want := []mdart.Pattern{art[2], art[3], art[0], {}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("applied %d patterns", len(got))
	}
}
