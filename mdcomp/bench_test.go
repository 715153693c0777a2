package mdcomp

import (
	"math/rand"
	"os"
	"testing"

	"loopwright/internal/sharedtest"
)

// benchInput is level-like data: S2 EHZ chunk mappings when ../shared is
// there, else synthetic mapping words.
func benchInput(b *testing.B) []byte {
	if dir := sharedtest.Find(); dir != "" {
		if src, err := os.ReadFile(dir + "/disasm/s2disasm/mappings/128x128/EHZ_HTZ.kos"); err == nil {
			if out, err := KosinskiDecode(src); err == nil {
				return out
			}
		}
	}
	rng := rand.New(rand.NewSource(2))
	out := make([]byte, 32768)
	for i := 0; i < len(out); i += 2 {
		w := uint16(rng.Intn(64))
		if rng.Intn(3) == 0 {
			w = 0
		}
		out[i], out[i+1] = byte(w>>8), byte(w)
	}
	return out
}

func benchDecode(b *testing.B, f Format) {
	in := benchInput(b)
	enc, err := Encode(f, in)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(in)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Decode(f, enc); err != nil {
			b.Fatal(err)
		}
	}
}

func benchEncode(b *testing.B, f Format) {
	in := benchInput(b)
	b.SetBytes(int64(len(in)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Encode(f, in); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkKosinskiDecode_Chunks(b *testing.B) { benchDecode(b, Kosinski) }
func BenchmarkKosinskiEncode_Chunks(b *testing.B) { benchEncode(b, Kosinski) }
func BenchmarkNemesisDecode_Chunks(b *testing.B)  { benchDecode(b, Nemesis) }
func BenchmarkNemesisEncode_Chunks(b *testing.B)  { benchEncode(b, Nemesis) }
func BenchmarkEnigmaDecode_Chunks(b *testing.B)   { benchDecode(b, Enigma) }
func BenchmarkEnigmaEncode_Chunks(b *testing.B)   { benchEncode(b, Enigma) }
