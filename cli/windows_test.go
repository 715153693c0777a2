package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/internal/wintest"
)

// TestSim_WindowsCRLFAndSeparators: an input script saved with Windows'
// CRLF line ends runs exactly as the same script with LF ends, and a
// level path written with the system's separators (backslashes on
// Windows) or with forward slashes opens the same pack: the traces are
// identical bytes. scripts/wine-test.sh runs it as a Windows test program.
func TestSim_WindowsCRLFAndSeparators(t *testing.T) {
	dir := wintest.TempDir(t)
	lf, err := os.ReadFile(filepath.Join("..", "examples", "packs", "tour", "inputs", "loop.txt"))
	if err != nil {
		t.Fatal(err)
	}
	lf = bytes.ReplaceAll(lf, []byte("\r\n"), []byte("\n"))
	crlf := bytes.ReplaceAll(lf, []byte("\n"), []byte("\r\n"))
	scripts := map[string][]byte{"lf.txt": lf, "crlf.txt": crlf}
	for n, b := range scripts {
		if err := os.WriteFile(filepath.Join(dir, n), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	native := filepath.Join("..", "examples", "packs", "tour") // ..\examples\packs\tour on Windows
	runs := []struct{ level, script string }{{native, "lf.txt"}, {native, "crlf.txt"}, {"../examples/packs/tour", "crlf.txt"}}
	var traces [][]byte
	for i, r := range runs {
		out := filepath.Join(dir, strings.Repeat("t", i+1)+".jsonl")
		code, _, errs := runCLI(t, "", "sim", "--level", r.level, "--name", "loop", "--inputs", filepath.Join(dir, r.script), "--trace", out)
		if code != 0 {
			t.Fatalf("sim --level %s --inputs %s: exit %d: %s", r.level, r.script, code, errs)
		}
		b, err := os.ReadFile(out)
		if err != nil || len(b) == 0 {
			t.Fatalf("%s: %d bytes, %v", out, len(b), err)
		}
		traces = append(traces, b)
	}
	for i := 1; i < len(traces); i++ {
		if !bytes.Equal(traces[i], traces[0]) {
			t.Errorf("sim --level %s --inputs %s differs from --level %s --inputs lf.txt", runs[i].level, runs[i].script, native)
		}
	}
}
