package mdcomp

import (
	"bytes"
	"errors"
	"math/rand"
	"strings"
	"testing"
)

func szddFile(size uint32, stream ...byte) []byte {
	h := append(szddMagic[:], 'A', 0, byte(size), byte(size>>8), byte(size>>16), byte(size>>24))
	return append(h, stream...)
}

// TestPlusFormats_KnownStreams decodes streams written by hand from each
// format's decoder (KosPlusDec, ComperDec, COMPRESS.EXE's SZDD): literals,
// each kind of copy, overlapping copies and the end.
func TestPlusFormats_KnownStreams(t *testing.T) {
	cases := []struct {
		name string
		f    Format
		src  []byte
		want []byte
	}{
		// bits 1 1 01: 0b1101_0000; end: hi&7 = 0, lo, n = 0.
		{"kosp literals", KosinskiPlus, []byte{0xD0, 'A', 'B', 0xF0, 0x00, 0x00}, []byte("AB")},
		// 1 'a' | 00 0xFF then bits 01 (count 3) | 01 end: 0b1000_1010.
		{"kosp inline", KosinskiPlus, []byte{0x8A, 'a', 0xFF, 0xF0, 0x00, 0x00}, []byte("aaaa")},
		// 1 'x' 1 'y' | 01 hi=0xF8|(10-4) lo=0xFE (back 2, 4 bytes) | 01 end.
		{"kosp short", KosinskiPlus, []byte{0xD4, 'x', 'y', 0xFE, 0xFE, 0xF0, 0x00, 0x00}, []byte("xyxyxy")},
		// 1 'z' | 01 hi=0xF8 lo=0xFF n=1 (10 bytes) | 01 end.
		{"kosp long", KosinskiPlus, []byte{0xA8, 'z', 0xF8, 0xFF, 0x01, 0xF0, 0x00, 0x00}, []byte("zzzzzzzzzzz")},
		// Eight literals use up the first field; the next is read only
		// when the next bit is needed, after the eighth literal's byte.
		{"kosp lazy field", KosinskiPlus, []byte{0xFF, 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 0x40, 0xF0, 0x00, 0x00}, []byte("abcdefgh")},
		// Six literals and 00 fill a field; the inline copy's offset byte
		// comes before the field holding its count bits (11: 5 bytes).
		{"kosp lazy inline", KosinskiPlus, []byte{0xFC, 'a', 'b', 'c', 'd', 'e', 'f', 0xFF, 0xD0, 0xF0, 0x00, 0x00}, []byte("abcdeffffff")},
		// Header 3, then two modules with no padding between them.
		{"kospm modules", KosinskiPlusModuled, []byte{0x00, 0x03, 0xD0, 'A', 'B', 0xF0, 0x00, 0x00, 0xA0, 'C', 0xF0, 0x00, 0x00}, []byte("ABC")},
		// bits 0 0 1 1: two literal words, a copy of 2 words from 2 back,
		// the end (a copy of count 0).
		{"comper copy", Comper, []byte{0x30, 0x00, 'A', 'B', 'C', 'D', 0xFE, 0x01, 0x00, 0x00}, []byte("ABCDABCD")},
		// 0 'xy' | 1 back 1 word, 3 words (overlapping) | 1 end.
		{"comper overlap", Comper, []byte{0x60, 0x00, 'x', 'y', 0xFF, 0x02, 0x00, 0x00}, []byte("xyxyxyxy")},
		// A literal, then a copy from the ring's write position (0xFF0),
		// 4 bytes, overlapping what it writes.
		{"szdd copy", SZDD, szddFile(5, 0x01, 'a', 0xF0, 0xF1), []byte("aaaaa")},
		// A copy from ring position 0 before anything is written: the
		// ring starts as spaces.
		{"szdd spaces", SZDD, szddFile(3, 0x00, 0x00, 0x00), []byte("   ")},
		// The header's length ends the stream mid-copy.
		{"szdd length", SZDD, szddFile(2, 0x01, 'q', 0xF0, 0xF3), []byte("qq")},
	}
	// 16 literal words use up a Comper field exactly; the next is read
	// after the 16th word.
	lits := []byte{0x00, 0x00}
	var want []byte
	for i := 0; i < 16; i++ {
		lits = append(lits, byte('a'+i), byte('A'+i))
		want = append(want, byte('a'+i), byte('A'+i))
	}
	cases = append(cases, struct {
		name string
		f    Format
		src  []byte
		want []byte
	}{"comper field", Comper, append(lits, 0x80, 0x00, 0x00, 0x00), want})
	for _, c := range cases {
		got, err := Decode(c.f, c.src)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if !bytes.Equal(got, c.want) {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

// TestPlusFormats_Errors: corrupt and truncated streams give an *Error
// naming the format and the offset.
func TestPlusFormats_Errors(t *testing.T) {
	cases := []struct {
		f    Format
		src  []byte
		want string
	}{
		{KosinskiPlus, nil, "mdcomp: kosinski+: offset 0x0: truncated stream (descriptor field missing)"},
		{KosinskiPlus, []byte{0x80}, "mdcomp: kosinski+: offset 0x1: truncated stream"},
		{KosinskiPlus, []byte{0x00, 0xFF}, "mdcomp: kosinski+: offset 0x1: copy from 1 bytes back, only 0 decoded"},
		{KosinskiPlus, []byte{0xFF, 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'}, "offset 0x9: truncated stream (descriptor field missing)"},
		{KosinskiPlusModuled, []byte{0x00}, "mdcomp: kosinski+ moduled: offset 0x1: truncated header"},
		{KosinskiPlusModuled, []byte{0x00, 0x03, 0xD0, 'A', 'B', 0xF0, 0x00, 0x00}, "kosinski+ moduled: offset 0x8: module 1: truncated"},
		{Comper, nil, "mdcomp: comper: offset 0x0: truncated stream (descriptor field missing)"},
		{Comper, []byte{0x00, 0x00, 'a'}, "mdcomp: comper: offset 0x2: truncated stream"},
		{Comper, []byte{0x80, 0x00, 0xFF, 0x01}, "mdcomp: comper: offset 0x2: copy from 2 bytes back, only 0 decoded"},
		{SZDD, []byte("SZDD"), "mdcomp: szdd: offset 0x4: truncated header"},
		{SZDD, []byte("SZDE\x88\xf0\x27\x33A\x00\x00\x00\x00\x00"), "offset 0x0: not an SZDD file"},
		{SZDD, []byte("SZDD\x88\xf0\x27\x33B\x00\x00\x00\x00\x00"), "offset 0x8: compression mode 'B'"},
		{SZDD, szddFile(4, 0xFF, 'a', 'b'), "offset 0x11: truncated stream (2 of 4 bytes decoded)"},
		{SZDD, szddFile(0xFFFFFFFF), "offset 0xa: header's length 4294967295 passes the"},
	}
	for _, c := range cases {
		_, err := Decode(c.f, c.src)
		var e *Error
		if err == nil || !errors.As(err, &e) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v % x: err %v, want %q", c.f, c.src, err, c.want)
		}
	}
}

// TestPlusFormats_RoundTrip: every encoder's output decodes to its input
// (Comper's odd input with the zero byte it is padded with), on random
// data, runs and art-like data, at sizes around the formats' edges
// (modules of 0x1000, Comper's 256-word window, SZDD's 4096-byte ring).
func TestPlusFormats_RoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	var inputs [][]byte
	for _, n := range []int{0, 1, 2, 3, 17, 512, 4095, 4096, 4097, 9001, 0x3000 + 64} {
		random := make([]byte, n)
		rng.Read(random)
		runs := make([]byte, n)
		small := make([]byte, n)
		for i := range runs {
			runs[i] = byte(i / 37 % 3)
			if rng.Intn(50) == 0 {
				runs[i] = byte(rng.Intn(256))
			}
			small[i] = byte(rng.Intn(3)<<4 | rng.Intn(2))
		}
		inputs = append(inputs, random, runs, small, make([]byte, n))
	}
	for _, f := range []Format{KosinskiPlus, KosinskiPlusModuled, Comper, SZDD} {
		for i, in := range inputs {
			enc, err := Encode(f, in)
			if err != nil {
				t.Fatalf("%v: %v", f, err)
			}
			if (f == KosinskiPlus || f == KosinskiPlusModuled) && len(enc)%2 != 0 {
				t.Errorf("%v input %d: odd length %d (SonLVL pads to even)", f, i, len(enc))
			}
			got, err := Decode(f, enc)
			if err != nil {
				t.Errorf("%v input %d (%d bytes): %v", f, i, len(in), err)
				continue
			}
			want := in
			if f == Comper && len(in)%2 != 0 {
				want = append(append([]byte(nil), in...), 0)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%v input %d (%d bytes): round trip differs", f, i, len(in))
			}
		}
	}
}

// TestPlusFormats_Compress: the encoders find the copies (a run of one
// byte compresses to a few bytes in each format).
func TestPlusFormats_Compress(t *testing.T) {
	in := bytes.Repeat([]byte{7}, 4000)
	for _, f := range []Format{KosinskiPlus, KosinskiPlusModuled, Comper, SZDD} {
		enc, err := Encode(f, in)
		if err != nil {
			t.Fatal(err)
		}
		if len(enc) > 800 {
			t.Errorf("%v: 4000 equal bytes take %d bytes", f, len(enc))
		}
	}
}

// TestPlusFormats_Bound: every decoder stops at the bound.
func TestPlusFormats_Bound(t *testing.T) {
	big := bytes.Repeat([]byte{0x5A}, 5120)
	for _, f := range []Format{KosinskiPlus, KosinskiPlusModuled, Comper, SZDD} {
		enc, err := Encode(f, big)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := DecodeMax(f, enc, 5119); err == nil || !strings.Contains(err.Error(), "bound") {
			t.Errorf("%v: err %v, want the bound", f, err)
		}
		if got, err := DecodeMax(f, enc, 5120); err != nil || !bytes.Equal(got, big) {
			t.Errorf("%v at the bound: err %v", f, err)
		}
	}
}

// TestFormatFromExt_Plus: the extensions of the formats beyond the games'.
func TestFormatFromExt_Plus(t *testing.T) {
	cases := map[string]Format{"a.kosp": KosinskiPlus, "B.KOSPM": KosinskiPlusModuled, "c.comp": Comper}
	for name, want := range cases {
		if got, ok := FormatFromExt(name); !ok || got != want {
			t.Errorf("%s: %v %v, want %v", name, got, ok, want)
		}
	}
	if KosinskiPlus.String() != "kosinski+" || SZDD.String() != "szdd" {
		t.Error("String")
	}
}

func FuzzKosinskiPlusDecode(f *testing.F) {
	fuzzDecode(f, KosinskiPlus, []byte{0x8A, 'a', 0xFF, 0xF0, 0x00, 0x00},
		[]byte{0xFC, 'a', 'b', 'c', 'd', 'e', 'f', 0xFF, 0xD0, 0xF0, 0x00, 0x00},
		KosinskiPlusEncode([]byte("Emerald Hill Emerald Hill Emerald Hill")))
}

func FuzzKosinskiPlusModuledDecode(f *testing.F) {
	fuzzDecode(f, KosinskiPlusModuled, KosinskiPlusModuledEncode(bytes.Repeat([]byte("0123456789abcdef"), 300)))
}

func FuzzComperDecode(f *testing.F) {
	fuzzDecode(f, Comper, []byte{0x60, 0x00, 'x', 'y', 0xFF, 0x02, 0x00, 0x00},
		ComperEncode([]byte("Chemical Plant Chemical Plant Zone")))
}

func FuzzSZDDDecode(f *testing.F) {
	fuzzDecode(f, SZDD, szddFile(5, 0x01, 'a', 0xF0, 0xF1), SZDDEncode([]byte("Sonic CD Sonic CD Sonic CD")))
}
