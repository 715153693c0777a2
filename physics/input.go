package physics

// Input is the set of buttons held during one frame.
type Input uint8

// The buttons (docs/cli.md, input scripts: L R U D J).
const (
	Left Input = 1 << iota
	Right
	Up
	Down
	Jump // any of A, B, C
)

// Has reports whether every button of b is held.
func (in Input) Has(b Input) bool { return in&b == b && b != 0 }

// String returns the buttons as the letters of docs/cli.md (input scripts) in the order LRUDJ, or
// "-" when none is held.
func (in Input) String() string { return inputNames[in&31] }

var inputNames = func() (t [32]string) {
	for in := range t {
		if in == 0 {
			t[in] = "-"
			continue
		}
		for i, c := range "LRUDJ" {
			if in&(1<<i) != 0 {
				t[in] += string(c)
			}
		}
	}
	return t
}()
