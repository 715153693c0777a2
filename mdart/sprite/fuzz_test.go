package sprite

import "testing"

// FuzzDecode feeds arbitrary bytes to the binary decoder in every format:
// it may fail, never panic, and every frame it returns renders.
func FuzzDecode(f *testing.F) {
	f.Add([]byte{0, 6, 0, 0, 0, 6, 0, 1, 0xF8, 0x05, 0x00, 0x04, 0xFF, 0xF8})
	f.Add([]byte{0, 2, 1, 0xF8, 0x09, 0x28, 0x12, 0xE8})
	f.Add([]byte{0x80, 0, 0, 4, 0xFF, 0xFF})
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, fm := range []Format{S1, S2, S3K} {
			_, _ = DecodeDPLC(data, fm)
			frs, _ := Decode(data, fm)
			for _, fr := range frs {
				if s := Render(fr, pats(4), 1); s != nil && len(s.Pix) != s.W*s.H {
					t.Fatalf("sprite %dx%d has %d pixels", s.W, s.H, len(s.Pix))
				}
			}
		}
	})
}

// FuzzAssembleASM feeds arbitrary text to the assembler in every format:
// it may fail, never panic or grow past MaxASM.
func FuzzAssembleASM(f *testing.F) {
	f.Add(macroSrc, "")
	f.Add(dcSrc, "Frame_B")
	f.Add(dplcSrc, ".b")
	f.Add("M:\tdc.w $-1,%101+-3\n\talign 4\n\tif x\n\tdc.b 1\n\telse\n\tdc.b 2\n\tendif\n", "M")
	f.Fuzz(func(t *testing.T, src, label string) {
		for _, fm := range []Format{S1, S2, S3K} {
			b, err := AssembleASM("fuzz.asm", []byte(src), fm, label)
			if err == nil && len(b) > MaxASM+64 {
				t.Fatalf("%d bytes", len(b))
			}
			_, _ = DecodeASM("fuzz.asm", []byte(src), fm)
			_, _ = DecodeDPLCASM("fuzz.asm", []byte(src), fm)
		}
	})
}
