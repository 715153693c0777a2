package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const packTestTMX = `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="4" height="2" tilewidth="16" tileheight="16" infinite="0">
 <tileset firstgid="1" name="m" tilewidth="16" tileheight="16" tilecount="1" columns="0">
  <tile id="0"><properties><property name="heights" value="16,16,16,16,16,16,16,16,16,16,16,16,16,16,16,16"/></properties></tile>
 </tileset>
 <layer id="1" name="AB" width="4" height="2"><data encoding="csv">
0,0,0,0,
1,1,1,1
</data></layer>
 <objectgroup id="2" name="o">
  <object id="1" class="player_start" x="8" y="8"><point/></object>
  <object id="2" class="layer_switcher" x="30" y="8"><properties>
   <property name="radius" type="int" value="%RADIUS%"/><property name="layer_1" value="A"/><property name="layer_2" value="Q"/>
  </properties><point/></object>
 </objectgroup>
</map>
`

func runPackCLI(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := Main(Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb}, args)
	return code, out.String(), errb.String()
}

// TestPackValidate checks every problem is printed, one per line, and the
// exit status (contracts section 1).
func TestPackValidate(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.tmx")
	os.WriteFile(bad, []byte(strings.Replace(packTestTMX, "%RADIUS%", "7", 1)), 0o644)
	code, out, _ := runPackCLI("pack", "validate", bad)
	if code != 1 || strings.Count(out, "\n") != 2 || !strings.Contains(out, "tmx: bad.tmx: object 2: layer_switcher: radius \"7\"") || !strings.Contains(out, `layer_2 "Q"`) {
		t.Fatalf("code %d out:\n%s", code, out)
	}
	good := filepath.Join(dir, "good.tmx")
	os.WriteFile(good, []byte(strings.Replace(strings.Replace(packTestTMX, "%RADIUS%", "32", 1), `"Q"`, `"B"`, 1)), 0o644)
	if code, out, errs := runPackCLI("pack", "validate", good); code != 0 || !strings.Contains(out, "ok") {
		t.Fatalf("code %d out %s err %s", code, out, errs)
	}
	if code, _, _ := runPackCLI("pack", "validate"); code != 2 {
		t.Fatalf("no path: code %d", code)
	}
	if code, out, _ := runPackCLI("pack", "validate", filepath.Join(dir, "nope")); code != 1 || out == "" {
		t.Fatalf("missing: code %d", code)
	}
}

// TestPackExport checks tmx -> pack -> tmx conversions.
func TestPackExport(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.tmx")
	os.WriteFile(good, []byte(strings.Replace(strings.Replace(packTestTMX, "%RADIUS%", "32", 1), `"Q"`, `"B"`, 1)), 0o644)
	pk := filepath.Join(dir, "p")
	if code, _, errs := runPackCLI("pack", "export", good, "--format", "pack", "--out", pk); code != 0 {
		t.Fatalf("to pack: %s", errs)
	}
	if code, out, _ := runPackCLI("pack", "validate", pk); code != 0 {
		t.Fatalf("validate pack: %s", out)
	}
	tm := filepath.Join(dir, "t")
	if code, _, errs := runPackCLI("pack", "export", pk, "--format=tmx", "--out", tm); code != 0 {
		t.Fatalf("to tmx: %s", errs)
	}
	if code, out, _ := runPackCLI("pack", "validate", filepath.Join(tm, "good.tmx")); code != 0 {
		t.Fatalf("validate tmx: %s", out)
	}
	if code, _, errs := runPackCLI("pack", "export", pk, "--format", "gif", "--out", tm); code != 2 || !strings.Contains(errs, "gif") {
		t.Fatalf("bad format: %d %s", code, errs)
	}
}

// TestPackValidate_Objects: object properties are validated too (issue 5,
// "loaded with validation").
func TestPackValidate_Objects(t *testing.T) {
	dir := t.TempDir()
	tmx := filepath.Join(dir, "m.tmx")
	os.WriteFile(tmx, []byte(`<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="4" height="4" tilewidth="16" tileheight="16" infinite="0">
 <tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="1" columns="0">
  <tile id="0"><properties><property name="heights" value="16,16,16,16,16,16,16,16,16,16,16,16,16,16,16,16"/></properties></tile>
 </tileset>
 <layer id="1" name="AB" width="4" height="4"><data encoding="csv">0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1</data></layer>
 <objectgroup id="2" name="objects">
  <object id="7" type="spring" x="20" y="40"><properties><property name="strength" value="purple"/></properties></object>
 </objectgroup>
</map>`), 0o644)
	code, out, _ := runCLI(t, "", "pack", "validate", tmx)
	if code != 1 || !strings.Contains(out, "object 7") || !strings.Contains(out, "strength") {
		t.Errorf("exit %d, output %q: want the spring's bad strength reported", code, out)
	}
}
