package mdcomp

import (
	"bytes"
	"io/fs"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/internal/sharedtest"
)

// SkdisasmEnv names a checkout of github.com/sonicretro/skdisasm (its
// folder holding Levels/ and "SonLVL INI Files/"). Tests that need Sonic 3
// & Knuckles' own files read it, else the shared folder's copy
// (../shared/disasm/skdisasm), and skip without either (fail under CI);
// nothing of it enters the repository.
const SkdisasmEnv = "LOOPWRIGHT_SKDISASM"

// TestKosinskiModuledEncodeSega_RoundTrip: each module is Sega's Kosinski
// parse (padded to 16 bytes), across module boundaries and the decoder's
// 10-module quirk.
func TestKosinskiModuledEncodeSega_RoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for _, n := range []int{0, 1, 0x1000, 0x1001, 0x2345, 0xA000 + 17, 0xFFFF} {
		in := make([]byte, n)
		for i := range in {
			in[i] = byte(rng.Intn(4))
		}
		enc := KosinskiModuledEncodeSega(in)
		got, err := KosinskiModuledDecode(enc)
		if err != nil || !bytes.Equal(got, in) {
			t.Errorf("%#x bytes: round trip failed: %v", n, err)
		}
		if n > 0 && n <= 0x1000 && !bytes.Equal(enc[2:], KosinskiEncodeSega(in)) {
			t.Errorf("%#x bytes: one module is not Sega's Kosinski parse", n)
		}
	}
	if _, err := EncodeSega(KosinskiModuled, make([]byte, 0x10000)); err == nil {
		t.Error("EncodeSega(KosinskiModuled) of 65536 bytes: no error (the header holds 65535)")
	}
}

// TestEncodeSega_LocalEdit: with Sega's greedy parse an edit changes the
// compressed stream only from near the edit on; the bytes before it stay
// (what makes a saved level's .kos diff small, docs/mdformats.md).
func TestEncodeSega_LocalEdit(t *testing.T) {
	rng := rand.New(rand.NewSource(6))
	in := make([]byte, 0x3000)
	for i := range in {
		in[i] = byte(rng.Intn(3) + i/512)
	}
	for _, f := range []Format{Kosinski, KosinskiModuled} {
		a, _ := EncodeSega(f, in)
		ed := append([]byte(nil), in...)
		ed[0x2800] ^= 0x55
		b, _ := EncodeSega(f, ed)
		same := 0
		for same < len(a) && same < len(b) && a[same] == b[same] {
			same++
		}
		// 0x2800 input bytes compress to well over half of the stream; the
		// edit may change the last descriptor before it, no more.
		if want := len(a) * 3 / 5; same < want {
			t.Errorf("%v: an edit at 0x2800 of 0x3000 changed the stream from byte %#x of %#x (want >= %#x the same)", f, same, len(a), want)
		}
	}
}

// TestEncodeSega_Skdisasm: every .kos and .kosm file of Sonic 3 &
// Knuckles' levels comes back byte for byte (LOOPWRIGHT_SKDISASM, else
// the shared folder's copy).
func TestEncodeSega_Skdisasm(t *testing.T) {
	root := os.Getenv(SkdisasmEnv)
	if root == "" {
		root = sharedtest.Path(t, "disasm", "skdisasm")
	}
	n := 0
	err := filepath.WalkDir(filepath.Join(root, "Levels"), func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		f, ok := FormatFromExt(p)
		if !ok || (f != Kosinski && f != KosinskiModuled) || strings.Contains(p, "Animated") {
			return nil
		}
		raw, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		dec, err := Decode(f, raw)
		if err != nil {
			t.Errorf("%s: %v", p, err)
			return nil
		}
		enc, _ := EncodeSega(f, dec)
		if !bytes.Equal(enc, raw) {
			t.Errorf("%s: re-compressed %d bytes differ from the file's %d", p, len(enc), len(raw))
		}
		n++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		t.Fatalf("%s: no .kos or .kosm files under Levels/", root)
	}
	t.Logf("%d files byte-identical", n)
}
