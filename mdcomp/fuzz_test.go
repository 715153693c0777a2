package mdcomp

import (
	"bytes"
	"testing"
)

// fuzzDecode checks a decoder on arbitrary input: no panic, the bound
// kept, and whatever decodes re-encodes to a stream decoding the same.
func fuzzDecode(f *testing.F, format Format, seeds ...[]byte) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		const max = 1 << 16
		out, err := DecodeMax(format, src, max)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error %v is not an *Error", err)
			}
			return
		}
		if len(out) > max {
			t.Fatalf("decoded %d bytes past the bound %d", len(out), max)
		}
		if (format == KosinskiModuled || format == KosinskiPlusModuled) && len(out) > 0xFFFF {
			return
		}
		enc, err := Encode(format, out)
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeMax(format, enc, max)
		if err != nil || !bytes.Equal(back, out) {
			t.Fatalf("re-encoded stream: %v", err)
		}
	})
}

func FuzzKosinskiDecode(f *testing.F) {
	fuzzDecode(f, Kosinski, []byte{0x51, 0x00, 'a', 0xFF, 0x00, 0xF0, 0x00},
		[]byte{0x55, 0x00, 'z', 0xFF, 0xF8, 0x09, 0x00, 0xF0, 0x01, 0x00, 0xF0, 0x00},
		KosinskiEncode([]byte("Emerald Hill Emerald Hill Emerald Hill")))
}

func FuzzKosinskiModuledDecode(f *testing.F) {
	fuzzDecode(f, KosinskiModuled, KosinskiModuledEncode(bytes.Repeat([]byte("0123456789abcdef"), 300)))
}

func FuzzNemesisDecode(f *testing.F) {
	art := make([]byte, 96)
	for i := range art {
		art[i] = byte(i * 7 % 5)
	}
	fuzzDecode(f, Nemesis, []byte{0x00, 0x01, 0x81, 0x71, 0x00, 0xFF, 0x00}, NemesisEncode(art))
}

func FuzzEnigmaDecode(f *testing.F) {
	fuzzDecode(f, Enigma, []byte{11, 0x18, 0x00, 0x01, 0x00, 0x00, 0x08, 0x51, 0xFE},
		EnigmaEncode(words(1, 2, 3, 0, 0, 0x8010, 0x8011, 7, 7, 7)))
}
