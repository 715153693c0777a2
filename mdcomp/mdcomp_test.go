package mdcomp

import (
	"bytes"
	"errors"
	"io/fs"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/internal/sharedtest"
)

// bitsToBytes turns a string of '0'/'1' (spaces ignored) into bytes, most
// significant bit first, the last byte padded with zeros: hand-written
// Nemesis and Enigma streams.
func bitsToBytes(s string) []byte {
	w := &bitWriter{}
	for _, c := range s {
		switch c {
		case '0':
			w.write(0, 1)
		case '1':
			w.write(1, 1)
		}
	}
	return w.flush()
}

func words(ws ...uint16) []byte {
	var b []byte
	for _, w := range ws {
		b = append(b, byte(w>>8), byte(w))
	}
	return b
}

// TestKosinskiDecode_KnownStreams decodes streams written by hand from
// the format (Kos_Decomp): literals, an inline copy, a full copy with a
// count in the high byte, an extended count, the no-op and the end.
func TestKosinskiDecode_KnownStreams(t *testing.T) {
	cases := []struct {
		name string
		src  []byte
		want []byte
	}{
		// bits 1 1 | 01: descriptor 0b1011.
		{"literals", []byte{0x0B, 0x00, 'A', 'B', 0x00, 0xF0, 0x00}, []byte("AB")},
		// 1 'a' | 00 01 (count 3) 0xFF (-1) | 01 end: bits 1,0,0,0,1,0,1.
		{"inline", []byte{0x51, 0x00, 'a', 0xFF, 0x00, 0xF0, 0x00}, []byte("aaaa")},
		// 1 'x' 1 'y' | 01 lo=0xFE hi=0xF8|2 (offset -2, count 4) | 01 end:
		// bits 1,1,0,1,0,1 = 0b101011.
		{"full", []byte{0x2B, 0x00, 'x', 'y', 0xFE, 0xFA, 0x00, 0xF0, 0x00}, []byte("xyxyxy")},
		// 1 'z' | 01 lo=0xFF hi=0xF8, n=9 (10 bytes) | 01 n=1 (no-op) | 01 end:
		// bits 1,0,1,0,1,0,1 = 0b1010101.
		{"extended", []byte{0x55, 0x00, 'z', 0xFF, 0xF8, 0x09, 0x00, 0xF0, 0x01, 0x00, 0xF0, 0x00}, []byte("zzzzzzzzzzz")},
	}
	for _, c := range cases {
		got, err := KosinskiDecode(c.src)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if !bytes.Equal(got, c.want) {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

// TestKosinskiDecode_DescriptorRefill pins the eager refill: once the 16th
// bit of a field is taken, the next field is read before the data of that
// command: 15 literals' bytes, the next field (0,1: the end), the 16th
// literal's byte, then the end command's bytes.
func TestKosinskiDecode_DescriptorRefill(t *testing.T) {
	src := []byte{0xFF, 0xFF}
	for i := 0; i < 15; i++ {
		src = append(src, byte('a'+i))
	}
	src = append(src, 0x02, 0x00, 'p', 0x00, 0xF0, 0x00)
	got, err := KosinskiDecode(src)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != "abcdefghijklmnop" {
		t.Errorf("got %q", got)
	}
	// The encoder places fields the same way.
	if enc := KosinskiEncode([]byte("abcdefghijklmnop")); !bytes.Equal(enc, src) {
		t.Errorf("encode = % x, want % x", enc, src)
	}
}

// TestNemesisDecode_KnownStreams decodes streams written by hand: a code
// table with one 1-bit code (eight nybbles 1), escapes for the rest, and
// the XOR mode.
func TestNemesisDecode_KnownStreams(t *testing.T) {
	table := []byte{0x81, 0x71, 0x00, 0xFF} // nybble 1: %0111 0001 code "0"
	esc := "111111 111 0010 "               // eight nybbles 2
	plain := append([]byte{0x00, 0x01}, table...)
	plain = append(plain, bitsToBytes("0 "+strings.Repeat(esc, 7))...)
	want := append([]byte{0x11, 0x11, 0x11, 0x11}, bytes.Repeat([]byte{0x22}, 28)...)
	got, err := NemesisDecode(plain)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("plain: got % x", got)
	}
	xor := append([]byte{0x80, 0x01}, table...)
	xor = append(xor, bitsToBytes("00000000")...)
	got, err = NemesisDecode(xor)
	if err != nil {
		t.Fatal(err)
	}
	var wantX []byte
	for i := 0; i < 8; i++ {
		v := byte(0x11 * ((i + 1) % 2))
		wantX = append(wantX, v, v, v, v)
	}
	if !bytes.Equal(got, wantX) {
		t.Errorf("xor: got % x, want % x", got, wantX)
	}
}

// TestEnigmaDecode_KnownStreams decodes streams written by hand: every
// packet kind, the incrementing word's state, inline flags.
func TestEnigmaDecode_KnownStreams(t *testing.T) {
	src := append([]byte{11, 0x18, 0x00, 0x01, 0x00, 0x00}, bitsToBytes(
		"00 0010 "+ // 3 incrementing: 1 2 3
			"01 0001 "+ // 2 common: 0 0
			"101 0010 0 0 00000010000 "+ // rising from 0x10: 10 11 12
			"110 0001 1 1 00000000101 "+ // falling from 0xC005: C005 C004
			"100 0001 1 0 00000000001 "+ // repeated 0x8001 twice
			"00 0000 "+ // incrementing again: 4
			"111 0001 0 0 00000000111 0 1 00000001000 "+ // two literals: 7, 0x4008
			"111 1111")...)
	want := words(1, 2, 3, 0, 0, 0x10, 0x11, 0x12, 0xC005, 0xC004, 0x8001, 0x8001, 4, 7, 0x4008)
	got, err := EnigmaDecode(src)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("got % x\nwant % x", got, want)
	}
}

// TestDecode_Errors feeds broken streams: each gives an *Error naming the
// format and an offset, never a panic.
func TestDecode_Errors(t *testing.T) {
	cases := []struct {
		f    Format
		src  []byte
		want string
	}{
		{Kosinski, nil, "mdcomp: kosinski: offset 0x0: truncated"},
		{Kosinski, []byte{0x01, 0x00}, "mdcomp: kosinski: offset 0x2: truncated stream"},
		{Kosinski, []byte{0x00, 0x00, 0xFF}, "mdcomp: kosinski: offset 0x2: copy from 1 bytes back, only 0 decoded"},
		{Kosinski, []byte{0x01, 0x00, 'a'}, "mdcomp: kosinski: offset 0x3: truncated stream"},
		{Kosinski, append([]byte{0xFF, 0x7F}, bytes.Repeat([]byte{'a'}, 15)...), "mdcomp: kosinski: offset 0x11: truncated stream (descriptor field missing)"},
		{Nemesis, []byte{0x00}, "mdcomp: nemesis: offset 0x1: truncated header"},
		{Nemesis, []byte{0x00, 0x01, 0x80, 0x09, 0x00, 0xFF}, "mdcomp: nemesis: offset 0x3: code length 9"},
		{Nemesis, []byte{0x00, 0x01, 0x80, 0x02, 0x07, 0xFF}, "mdcomp: nemesis: offset 0x4: code 0x7 does not fit in 2 bits"},
		{Nemesis, []byte{0x00, 0x01, 0x80, 0x71, 0x00, 0xFF, 0x80}, "mdcomp: nemesis: offset 0x6: bits 10000000 start no code"},
		{Nemesis, []byte{0x00, 0x01, 0x80, 0x71, 0x00, 0xFF}, "mdcomp: nemesis: offset 0x6: truncated stream"},
		{Enigma, []byte{11, 0, 0, 0, 0}, "mdcomp: enigma: offset 0x5: truncated header"},
		{Enigma, []byte{11, 0, 0, 0, 0, 0, 0x00}, "mdcomp: enigma: offset 0x6: truncated stream"},
		{Enigma, []byte{17, 0, 0, 0, 0, 0, 0xFE}, "mdcomp: enigma: offset 0x0: inline index width 17"},
		{KosinskiModuled, []byte{0x00}, "mdcomp: kosinski moduled: offset 0x1: truncated header"},
		{KosinskiModuled, []byte{0x20, 0x00, 0x0B, 0x00, 'A', 'B', 0x00, 0xF0, 0x00}, "kosinski moduled: offset 0x12: module 1: truncated"},
	}
	for _, c := range cases {
		_, err := Decode(c.f, c.src)
		var e *Error
		if err == nil || !errors.As(err, &e) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v % x: err %v, want %q", c.f, c.src, err, c.want)
		}
	}
}

// TestDecodeMax_Bound checks that every decoder stops at the bound: a
// Kosinski stream copying forever, an Enigma stream of long packets, a
// Nemesis header stating more than the bound.
func TestDecodeMax_Bound(t *testing.T) {
	big := bytes.Repeat([]byte{0x5A}, 5120)
	for _, f := range []Format{Uncompressed, Kosinski, KosinskiModuled, Nemesis, Enigma} {
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

func TestFormatFromExt(t *testing.T) {
	cases := map[string]Format{"a.kos": Kosinski, "b/C.KOS": Kosinski, "x.kosm": KosinskiModuled,
		"8x8 - GHZ1.nem": Nemesis, "GHZ.eni": Enigma, "ghz1.bin": Uncompressed, "y.unc": Uncompressed}
	for name, want := range cases {
		if got, ok := FormatFromExt(name); !ok || got != want {
			t.Errorf("%s: %v %v, want %v", name, got, ok, want)
		}
	}
	if _, ok := FormatFromExt("a.png"); ok {
		t.Error("a.png: ok")
	}
	if Nemesis.String() != "nemesis" || Format(99).String() != "Format(99)" {
		t.Error("String")
	}
}

// TestEncode_RoundTripRandom: every encoder's output decodes to its input,
// on random data, runs, and sizes around the formats' edges.
func TestEncode_RoundTripRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	var inputs [][]byte
	for _, n := range []int{0, 2, 32, 64, 256, 4096, 4098, 9000, 0x3000 + 64} {
		random := make([]byte, n)
		rng.Read(random)
		inputs = append(inputs, random)
		runs := make([]byte, n)
		for i := range runs {
			runs[i] = byte(i / 37 % 3)
			if rng.Intn(50) == 0 {
				runs[i] = byte(rng.Intn(256))
			}
		}
		inputs = append(inputs, runs)
		small := make([]byte, n) // few distinct nybbles: art-like
		for i := range small {
			small[i] = byte(rng.Intn(3)<<4 | rng.Intn(2))
		}
		inputs = append(inputs, small)
		inputs = append(inputs, make([]byte, n))
	}
	for _, f := range []Format{Kosinski, KosinskiModuled, Nemesis, Enigma} {
		for i, in := range inputs {
			if f == Nemesis && len(in)%32 != 0 {
				continue
			}
			enc, err := Encode(f, in)
			if err != nil {
				t.Fatalf("%v: %v", f, err)
			}
			got, err := Decode(f, enc)
			if err != nil {
				t.Errorf("%v input %d (%d bytes): %v", f, i, len(in), err)
				continue
			}
			if !bytes.Equal(got, in) {
				t.Errorf("%v input %d (%d bytes): round trip differs", f, i, len(in))
			}
		}
	}
}

// sharedFiles returns the compressed files under ../shared/disasm.
func sharedFiles(t testing.TB) []string {
	dir := sharedtest.Path(t, "disasm")
	var files []string
	if err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if f, ok := FormatFromExt(p); ok && f != Uncompressed {
				files = append(files, p)
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no compressed files under ../shared/disasm")
	}
	return files
}

// TestDecode_SharedDisasm decompresses every compressed file of the
// disassembly samples, checks the decoded sizes against what each file
// holds, and round-trips the result through the encoder.
func TestDecode_SharedDisasm(t *testing.T) {
	// Decoded length must be a multiple of the record size: 8x8 patterns
	// 32 bytes, 16x16 blocks 8, S2 128x128 chunks 128, S1 256x256 chunks
	// 512, S2 layouts 0x1000 (128 x 16 rows, FG and BG interleaved), S2
	// collision indexes one byte per block.
	unit := map[string]int{
		"s2disasm/art/kosinski/EHZ_HTZ.kos":     32,
		"s2disasm/mappings/16x16/EHZ.kos":       8,
		"s2disasm/mappings/128x128/EHZ_HTZ.kos": 128,
		"s2disasm/level/layout/EHZ_1.kos":       0x1000,
		"s2disasm/level/layout/EHZ_2.kos":       0x1000,
		"s1disasm/map256/GHZ.kos":               512,
		"s1disasm/map16/GHZ.eni":                8,
		"s1disasm/artnem/8x8 - GHZ1.nem":        32,
		"s1disasm/artnem/8x8 - GHZ2.nem":        32,
	}
	root := sharedtest.Path(t, "disasm")
	for _, p := range sharedFiles(t) {
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		f, _ := FormatFromExt(p)
		out, err := Decode(f, src)
		if err != nil {
			t.Errorf("%s: %v", rel, err)
			continue
		}
		if len(out) == 0 {
			t.Errorf("%s: decoded to nothing", rel)
		}
		if u := unit[rel]; u != 0 && len(out)%u != 0 {
			t.Errorf("%s: %d bytes, not a multiple of %d", rel, len(out), u)
		}
		enc, err := Encode(f, out)
		if err != nil {
			t.Errorf("%s: encode: %v", rel, err)
			continue
		}
		back, err := Decode(f, enc)
		if err != nil || !bytes.Equal(back, out) {
			t.Errorf("%s: round trip failed: %v", rel, err)
		}
		t.Logf("%s: %d -> %d bytes; ours %d (%+d)%s", rel, len(src), len(out), len(enc), len(enc)-len(src), map[bool]string{true: ", identical"}[bytes.Equal(enc, src)])
	}
}

// Sizes the games' own data pins: S2 EHZ has 0x300-odd blocks of art
// mappings, chunks and collision indexes agree with one another.
func TestDecode_SharedDisasmSizes(t *testing.T) {
	read := func(rel string) []byte {
		p := sharedtest.Path(t, "disasm", rel)
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		f, _ := FormatFromExt(p)
		out, err := Decode(f, src)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	blocks := len(read("s2disasm/mappings/16x16/EHZ.kos")) / 8
	index := len(read("s2disasm/collision/EHZ and HTZ primary 16x16 collision index.kos"))
	if index < blocks || index > 0x300 {
		t.Errorf("S2 EHZ: %d blocks, collision index of %d", blocks, index)
	}
	// S1 GHZ: collision index (uncompressed) covers the Enigma blocks.
	s1blocks := len(read("s1disasm/map16/GHZ.eni")) / 8
	if s1blocks == 0 || s1blocks > 0x300 {
		t.Errorf("S1 GHZ: %d blocks", s1blocks)
	}
}

// TestKosinskiModuledDecode_KnownStream: a header of 0x1002 bytes, a
// first module of 0x1000 'a's (a literal 'a', fifteen full copies of 256
// bytes and one of 255 from 1 back, the end), padded to 16 bytes counted
// after the header, then a module "bc".
func TestKosinskiModuledDecode_KnownStream(t *testing.T) {
	src := []byte{0x10, 0x02}
	// Module 1: bit 1, then 17 times 0 1 (16 copies and the end): 35
	// bits in fields of 16, 16 and 3.
	var data [][]byte
	data = append(data, []byte{'a'})
	for i := 0; i < 15; i++ {
		data = append(data, []byte{0xFF, 0xF8, 0xFF}) // offset -1, count 256
	}
	data = append(data, []byte{0xFF, 0xF8, 0xFE}) // count 255
	data = append(data, []byte{0x00, 0xF0, 0x00}) // end
	// Interleave: a field is read when the previous one's 16th bit is
	// taken, before that command's data.
	mod := []byte{0, 0}
	slot, n, cmd := 0, 0, 0
	var field uint16
	put := func(b int) {
		field |= uint16(b) << n
		n++
		if n == 16 {
			mod[slot], mod[slot+1] = byte(field), byte(field>>8)
			slot = len(mod)
			mod = append(mod, 0, 0)
			field, n = 0, 0
		}
	}
	put(1)
	mod = append(mod, data[0]...)
	for cmd = 1; cmd < len(data); cmd++ {
		put(0)
		put(1)
		mod = append(mod, data[cmd]...)
	}
	mod[slot], mod[slot+1] = byte(field), byte(field>>8)
	src = append(src, mod...)
	for (len(src)-2)%16 != 0 {
		src = append(src, 0)
	}
	src = append(src, 0x0B, 0x00, 'b', 'c', 0x00, 0xF0, 0x00)
	got, err := KosinskiModuledDecode(src)
	if err != nil {
		t.Fatal(err)
	}
	want := append(bytes.Repeat([]byte{'a'}, 0x1000), 'b', 'c')
	if !bytes.Equal(got, want) {
		t.Errorf("got %d bytes, want %d", len(got), len(want))
	}
}

// TestKosinskiEncodeSega_SharedDisasm re-compresses every Kosinski file of
// the disassembly samples as Sega's compressor did and gets the files'
// exact bytes back.
func TestKosinskiEncodeSega_SharedDisasm(t *testing.T) {
	root := sharedtest.Path(t, "disasm")
	for _, p := range sharedFiles(t) {
		if f, _ := FormatFromExt(p); f != Kosinski {
			continue
		}
		rel, _ := filepath.Rel(root, p)
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		out, err := KosinskiDecode(src)
		if err != nil {
			t.Fatal(err)
		}
		enc := KosinskiEncodeSega(out)
		if !bytes.Equal(enc, src) {
			i := 0
			for i < len(enc) && i < len(src) && enc[i] == src[i] {
				i++
			}
			t.Errorf("%s: %d bytes, the file has %d; first difference at %#x", rel, len(enc), len(src), i)
		}
	}
}

// TestKosinskiEncodeSega_RoundTrip: Sega's parse decodes to its input, on
// inputs past 0xA000 bytes (the no-op marker) and ending in repeats (the
// search through the ring past the end).
func TestKosinskiEncodeSega_RoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	for _, n := range []int{0, 1, 2, 3, 300, 0x2100, 0xA000 + 700} {
		for kind := 0; kind < 3; kind++ {
			in := make([]byte, n)
			for i := range in {
				switch kind {
				case 0:
					in[i] = byte(rng.Intn(256))
				case 1:
					in[i] = byte(i / 7 % 5)
				case 2:
					in[i] = byte(rng.Intn(3))
				}
			}
			enc := KosinskiEncodeSega(in)
			if len(enc)%16 != 0 {
				t.Errorf("%d bytes kind %d: output %d bytes, not padded to 16", n, kind, len(enc))
			}
			got, err := KosinskiDecode(enc)
			if err != nil || !bytes.Equal(got, in) {
				t.Errorf("%d bytes kind %d: round trip failed: %v", n, kind, err)
			}
			if n > 0xA000 && kind == 1 && !bytes.Contains(enc, []byte{0x00, 0xF0, 0x01}) {
				t.Errorf("no 0xA000 marker in %d bytes", n)
			}
		}
	}
}

func BenchmarkKosinskiEncodeSega_Chunks(b *testing.B) {
	in := benchInput(b)
	b.SetBytes(int64(len(in)))
	b.ReportAllocs()
	for b.Loop() {
		KosinskiEncodeSega(in)
	}
}

func TestEncodeSega_Formats(t *testing.T) {
	in := bytes.Repeat([]byte{1, 2, 3, 4}, 64)
	for _, f := range []Format{Uncompressed, Kosinski, KosinskiModuled, Nemesis, Enigma} {
		enc, err := EncodeSega(f, in)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := Decode(f, enc); err != nil || !bytes.Equal(got, in) {
			t.Errorf("%v: round trip failed: %v", f, err)
		}
	}
	if enc, _ := EncodeSega(Kosinski, in); !bytes.Equal(enc, KosinskiEncodeSega(in)) {
		t.Error("Kosinski is not Sega's parse")
	}
}
