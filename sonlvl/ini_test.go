package sonlvl

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseINI(t *testing.T) {
	src := "version=S2\r\n; comment\r\nobjlst=obj.ini\r\n[2 Player\\\\Emerald Hill Zone Act 1]\r\ndisplayname=EHZ 2P\r\ntiles = a.kos \r\n[Level B]\r\nk=v=w\r\n"
	f, err := ParseINI("p.ini", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if f.Global.Value("version") != "S2" || f.Global.Value("objlst") != "obj.ini" {
		t.Errorf("global: %+v", f.Global)
	}
	if len(f.Sections) != 2 || f.Sections[0].Name != `2 Player\Emerald Hill Zone Act 1` {
		t.Fatalf("sections: %+v", f.Sections)
	}
	if s := f.Section("EHZ 2P"); s == nil || s.Value("tiles") != "a.kos" {
		t.Errorf("displayname lookup: %+v", s)
	}
	if v := f.Section("Level B").Value("k"); v != "v=w" {
		t.Errorf("k = %q, want the value after the first =", v)
	}
	g, err := ParseINI("p.ini", f.Format())
	if err != nil || len(g.Sections) != 2 || g.Sections[0].Name != f.Sections[0].Name {
		t.Errorf("Format does not read back: %v %+v", err, g)
	}
}

func TestParseINI_Errors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"version=S2\n[broken\n", "p.ini:2: bad section header"},
		{"version=S2\njust words\n", "p.ini:2: \"just words\" is neither"},
		{"=x\n", "p.ini:1: empty key"},
		{"a=\xff\n", "p.ini:1: not UTF-8"},
	} {
		_, err := ParseINI("p.ini", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.src, err, c.want)
		}
	}
}

func TestOpen_Errors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, s string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, c := range []struct{ src, want string }{
		{"[L]\n", "no version key"},
		{"version=S9\n", ":1: version \"S9\" is not supported"},
		{"version=S1\nlevelwidthmax=lots\n", ":2: levelwidthmax=\"lots\""},
	} {
		_, err := Open(write("a.ini", c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.src, err, c.want)
		}
	}
	if _, err := Open(filepath.Join(dir, "none.ini")); err == nil || !strings.Contains(err.Error(), "none.ini: no such file") {
		t.Errorf("missing INI: %v", err)
	}
	p, err := Open(write("b.ini", "version=S2\ncolarr1=x.bin\n[Level]\ncolind1=gone.kos\n"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = p.Load("Level")
	if err == nil || !strings.Contains(err.Error(), `level "Level"`) || !strings.Contains(err.Error(), "x.bin: ") {
		t.Errorf("missing files: %v", err)
	}
	if _, err := p.Load("Nope"); err == nil || !strings.Contains(err.Error(), `no level "Nope"`) {
		t.Errorf("unknown level: %v", err)
	}
}

// FuzzParseINI: the INI parser never panics, and what it parses formats
// to text that parses to the same sections and keys.
func FuzzParseINI(f *testing.F) {
	f.Add([]byte("version=S2\n[A]\nk=v\n"))
	f.Add([]byte("[2 Player\\\\X]\r\ndisplayname=Y\r\n; c\r\nk\\==v\r\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ini, err := ParseINI("f.ini", data)
		if err != nil {
			return
		}
		again, err := ParseINI("f.ini", ini.Format())
		if err != nil {
			t.Fatalf("formatted INI does not parse: %v", err)
		}
		if len(again.Sections) != len(ini.Sections) || len(again.Global.Keys) != len(ini.Global.Keys) {
			t.Fatalf("round trip changed the structure")
		}
	})
}
