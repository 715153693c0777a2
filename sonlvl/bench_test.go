package sonlvl

import "testing"

// BenchmarkProject_LoadEHZ1 opens Emerald Hill act 1 from its INI:
// reading and decompressing its files, building the model and the art
// (target: 300 ms).
func BenchmarkProject_LoadEHZ1(b *testing.B) {
	ini := s2INI(b)
	b.ReportAllocs()
	for b.Loop() {
		p, err := Open(ini)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := p.Load(ehz1); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkProject_LoadGHZ1 is the same for Green Hill act 1 (Nemesis
// art, Enigma blocks).
func BenchmarkProject_LoadGHZ1(b *testing.B) {
	ini := s1INI(b)
	b.ReportAllocs()
	for b.Loop() {
		p, err := Open(ini)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := p.Load(ghz1); err != nil {
			b.Fatal(err)
		}
	}
}
