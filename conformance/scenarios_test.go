package conformance

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"loopwright/cli"
	"loopwright/internal/sharedtest"
)

// agree is what a scenario must keep agreeing with the original game:
// the frames from the start before the first difference, and the frames
// that agree in all. A scenario that agrees fully has both at its full
// length (full: true).
type agree struct {
	prefix, total int
	full          bool
}

// expected lists, per scenario of the shared conformance folder, how much
// agrees today: every frame, but for the Emerald Hill runs on the
// collision-only ehz1.tmx, which lacks the objects they meet (their
// numbers are floors: a scenario never falls back below what it once
// reached). A
// scenario missing from this table fails the test (every scenario of the
// folder is proof, including new ones).
var expected = map[string]agree{
	"aiz2-glide":      {full: true},
	"aiz2-rolljump":   {full: true},
	"aiz2-water":      {full: true},
	"arz1-run":        {full: true},
	"cnz1-run":        {full: true},
	"ehz1-jump":       {full: true},
	"ehz1-objects":    {prefix: 436, total: 436}, // on ehz1.tmx (collision only: no bridge, no Masher)
	"ehz1-roll":       {full: true},
	"ehz1-tails-cpu":  {prefix: 436, total: 436}, // likewise
	"ghz1-loop-left":  {full: true},              // run with --no-objects: recorded with the objects cleared
	"ghz1-loop-right": {full: true},
	"ghz1-loop-slow":  {full: true},
	"ghz1-motobug":    {full: true},
	"lz1-run":         {full: true},
	"mz1-run":         {full: true},
}

// onDisasm lists the Emerald Hill scenarios (no `# sim:` line) that the
// conformance folder's README says also run, with every object, on Emerald
// Hill act 1 opened from the Sonic 2 disassembly: there each must agree on
// every frame.
var onDisasm = []string{"ehz1-jump", "ehz1-roll", "ehz1-objects", "ehz1-tails-cpu"}

// scenarios returns the conformance folder's scenarios as compare.py finds
// them: every NAME.csv (not -init.csv) with a NAME.txt beside it.
func scenarios(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		sharedtest.Missing(t, "%s cannot be read: %v", dir, err)
	}
	var names []string
	for _, e := range ents {
		n := e.Name()
		if !strings.HasSuffix(n, ".csv") || strings.HasSuffix(n, "-init.csv") {
			continue
		}
		base := strings.TrimSuffix(n, ".csv")
		if _, err := os.Stat(filepath.Join(dir, base+".txt")); err == nil {
			names = append(names, base)
		}
	}
	sort.Strings(names)
	return names
}

// TestScenario_AgreesWithGame runs every conformance scenario through
// `loopwright sim` in-process, with the flags compare.py gives it (the
// scenario's `# sim:` line, else Emerald Hill's ehz1.tmx from 96,656 as
// Sonic 2), and compares each frame with the game's row as compare.py
// does: x and y (pixel and sub-pixel), xsp, ysp, gsp, angle, grounded,
// rolling, and rings where both the CSV and the trace have them. It fails
// when a scenario agrees on fewer frames than the table above says.
func TestScenario_AgreesWithGame(t *testing.T) {
	dir := sharedtest.Path(t, "conformance")
	names := scenarios(t, dir)
	if len(names) == 0 {
		sharedtest.Missing(t, "%s holds no scenario", dir)
	}
	seen := map[string]bool{}
	for _, name := range names {
		seen[name] = true
		t.Run(name, func(t *testing.T) {
			want, ok := expected[name]
			if !ok {
				t.Fatalf("scenario %s is not in the table of expected agreement: add it (its numbers are in the log below)", name)
			}
			args, err := simArgs(dir, name, "", "")
			if err != nil {
				t.Fatal(err)
			}
			checkScenario(t, dir, name, args, want)
		})
	}
	for name := range expected {
		if !seen[name] {
			t.Errorf("scenario %s of the table is not in %s", name, dir)
		}
	}
}

// TestScenario_EmeraldHillFromDisasm: the Emerald Hill scenarios agree on
// every frame on act 1 opened from the Sonic 2 disassembly's SonLVL
// project, objects and rings included (compare.py --level ... --name ...).
func TestScenario_EmeraldHillFromDisasm(t *testing.T) {
	dir := sharedtest.Path(t, "conformance")
	ini := sharedtest.Path(t, "disasm", "s2disasm", "SonLVL INI Files", "SonLVL.ini")
	for _, name := range onDisasm {
		t.Run(name, func(t *testing.T) {
			args, err := simArgs(dir, name, ini, "Emerald Hill Zone Act 1")
			if err != nil {
				t.Fatal(err)
			}
			checkScenario(t, dir, name, args, agree{full: true})
		})
	}
}

// checkScenario runs one scenario and checks its agreement against want.
func checkScenario(t *testing.T, dir, name string, args []string, want agree) {
	t.Helper()
	rows := readRows(t, filepath.Join(dir, name+".csv"))
	args = append(args, "--inputs", filepath.Join(dir, name+".txt"), "--frames", strconv.Itoa(len(rows)))
	var out, errb bytes.Buffer
	if code := cli.Main(cli.Env{Stdout: &out, Stderr: &errb}, append([]string{"sim"}, args...)); code != 0 {
		t.Fatalf("loopwright sim %s: exit %d: %s", strings.Join(args, " "), code, errb.String())
	}
	recs, err := readTrace(&out)
	if err != nil {
		t.Fatalf("%s: the trace: %v", name, err)
	}
	prefix, total, first := compare(rows, recs)
	t.Logf("%s: %d/%d frames agree before the first difference; %d/%d agree in all", name, prefix, len(rows), total, len(rows))
	if first != "" {
		t.Logf("  first difference: %s", first)
	}
	if want.full {
		want.prefix, want.total = len(rows), len(rows)
	}
	if prefix < want.prefix || total < want.total {
		t.Errorf("%s regressed: %d frames agree before the first difference (want >= %d), %d in all (want >= %d); first difference: %s",
			name, prefix, want.prefix, total, want.total, first)
	}
	if !want.full && prefix == len(rows) && total == len(rows) {
		t.Logf("%s now agrees on every frame: mark it full in the table", name)
	} else if !want.full && (prefix > want.prefix || total > want.total) {
		t.Logf("%s agrees further than the table says: raise it to {prefix: %d, total: %d}", name, prefix, total)
	}
}

// state is one frame's compared fields, as compare.py reads them: x and y
// in 1/65536 px, speeds in 1/256 px a frame, angle 0-255.
type state struct {
	x, y, xsp, ysp, gsp, angle int64
	grounded, rolling          bool
	rings                      int64
	hasRings                   bool
}

// readRows reads the game's CSV: row i is its state after frame i+1.
func readRows(t *testing.T, path string) []state {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		sharedtest.Missing(t, "%s cannot be read: %v", path, err)
	}
	defer func() { _ = f.Close() }()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if len(recs) < 2 {
		t.Fatalf("%s: no rows", path)
	}
	col := map[string]int{}
	for i, k := range recs[0] {
		col[k] = i
	}
	var rows []state
	for ln, r := range recs[1:] {
		get := func(k string) int64 {
			i, ok := col[k]
			if !ok || i >= len(r) {
				t.Fatalf("%s:%d: no column %s", path, ln+2, k)
			}
			v, err := strconv.ParseInt(r[i], 0, 64)
			if err != nil {
				t.Fatalf("%s:%d: column %s: %q is not a number", path, ln+2, k, r[i])
			}
			return v
		}
		s16 := func(k string) int64 {
			v := get(k)
			if v >= 32768 {
				v -= 65536
			}
			return v
		}
		s := state{
			x:        get("x_px")*65536 + get("x_sub"),
			y:        get("y_px")*65536 + get("y_sub"),
			xsp:      s16("x_vel"),
			ysp:      s16("y_vel"),
			gsp:      s16("inertia"),
			angle:    get("angle") & 255,
			grounded: get("in_air") == 0,
			rolling:  get("rolling") == 1,
		}
		if i, ok := col["rings"]; ok && i < len(r) && r[i] != "" {
			s.rings, s.hasRings = get("rings"), true
		}
		rows = append(rows, s)
	}
	return rows
}

// readTrace reads sim's JSON lines into the compared fields.
func readTrace(out *bytes.Buffer) ([]state, error) {
	var recs []state
	sc := bufio.NewScanner(out)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for n := 1; sc.Scan(); n++ {
		line := sc.Bytes()
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		var r struct {
			X, Y, Xsp, Ysp, Gsp json.Number
			Angle               int64
			Grounded, Rolling   bool
			Rings               *int64
		}
		if err := json.Unmarshal(line, &r); err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		var s state
		var err error
		for _, f := range []struct {
			v     json.Number
			scale float64
			dst   *int64
		}{{r.X, 65536, &s.x}, {r.Y, 65536, &s.y}, {r.Xsp, 256, &s.xsp}, {r.Ysp, 256, &s.ysp}, {r.Gsp, 256, &s.gsp}} {
			if *f.dst, err = fixed(f.v, f.scale); err != nil {
				return nil, fmt.Errorf("line %d: %w", n, err)
			}
		}
		s.angle, s.grounded, s.rolling = r.Angle, r.Grounded, r.Rolling
		if r.Rings != nil {
			s.rings, s.hasRings = *r.Rings, true
		}
		recs = append(recs, s)
	}
	return recs, sc.Err()
}

// fixed converts a trace's exact decimal to fixed point with the given
// scale; a value that is not a whole number of units is an error (the
// trace writes exact binary fractions).
func fixed(v json.Number, scale float64) (int64, error) {
	f, err := v.Float64()
	if err != nil {
		return 0, err
	}
	u := f * scale
	if u != math.Trunc(u) {
		return 0, fmt.Errorf("%s is not a multiple of 1/%v", v, scale)
	}
	return int64(u), nil
}

// compare returns the frames that agree before the first difference, the
// frames that agree in all, and the first difference in words.
func compare(rows, recs []state) (prefix, total int, first string) {
	for i, want := range rows {
		var diff []string
		if i >= len(recs) {
			diff = []string{"no record"}
		} else {
			got := recs[i]
			add := func(k string, a, b any) { diff = append(diff, fmt.Sprintf("%s ours %v game %v", k, a, b)) }
			if got.x != want.x {
				add("x", float64(got.x)/65536, float64(want.x)/65536)
			}
			if got.y != want.y {
				add("y", float64(got.y)/65536, float64(want.y)/65536)
			}
			if got.xsp != want.xsp {
				add("xsp", float64(got.xsp)/256, float64(want.xsp)/256)
			}
			if got.ysp != want.ysp {
				add("ysp", float64(got.ysp)/256, float64(want.ysp)/256)
			}
			if got.gsp != want.gsp {
				add("gsp", float64(got.gsp)/256, float64(want.gsp)/256)
			}
			if got.angle != want.angle {
				add("angle", got.angle, want.angle)
			}
			if got.grounded != want.grounded {
				add("grounded", got.grounded, want.grounded)
			}
			if got.rolling != want.rolling {
				add("rolling", got.rolling, want.rolling)
			}
			if want.hasRings && got.hasRings && got.rings != want.rings {
				add("rings", got.rings, want.rings)
			}
		}
		if len(diff) == 0 {
			total++
			if first == "" {
				prefix++
			}
		} else if first == "" {
			first = fmt.Sprintf("frame %d: %s", i+1, strings.Join(diff, ", "))
		}
	}
	return prefix, total, first
}

// simArgs returns sim's flags for a scenario as compare.py makes them:
// Emerald Hill's (ehz1.tmx, or level and name when given) unless the
// scenario's .txt has a `# sim:` line, whose words replace them, its
// --level and --start-state relative to the conformance folder; and
// --no-objects for a scenario recorded with its objects cleared (a header
// line saying "objects cleared").
func simArgs(dir, name, level, levelName string) ([]string, error) {
	if level == "" {
		level = filepath.Join(dir, "ehz1.tmx")
	}
	args := []string{"--level", level, "--start", "96,656", "--variant", "s2"}
	if levelName != "" {
		args = append(args, "--name", levelName)
	}
	data, err := os.ReadFile(filepath.Join(dir, name+".txt"))
	if err != nil {
		return nil, err
	}
	cleared := false
	for ln, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "#") && strings.Contains(line, "objects cleared") {
			cleared = true
		}
		rest, ok := strings.CutPrefix(strings.TrimRight(line, "\r"), "# sim:")
		if !ok {
			continue
		}
		words, err := shellSplit(rest)
		if err != nil {
			return nil, fmt.Errorf("%s.txt:%d: # sim: %w", name, ln+1, err)
		}
		if len(words)%2 != 0 {
			return nil, fmt.Errorf("%s.txt:%d: # sim: flags come in pairs (--flag value): %q", name, ln+1, rest)
		}
		args = args[:0:0]
		for i := 0; i < len(words); i += 2 {
			k, v := words[i], words[i+1]
			if k == "--level" || k == "--start-state" {
				v = filepath.Join(dir, v)
			}
			args = append(args, k, v)
		}
	}
	if cleared {
		// The game's run was recorded with every object cleared each
		// frame (its header says so): compare.py's sim line cannot say
		// it, so the level's objects would run (and collect rings) here.
		args = append(args, "--no-objects")
	}
	return args, nil
}

// shellSplit splits s into words as a POSIX shell (and Python's
// shlex.split) does: blanks separate words; single quotes keep everything
// literally; inside double quotes a backslash escapes only \ " $ ` and a
// newline; outside quotes it escapes any character.
func shellSplit(s string) ([]string, error) {
	var words []string
	var w strings.Builder
	inWord := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n':
			if inWord {
				words = append(words, w.String())
				w.Reset()
				inWord = false
			}
		case c == '\'':
			inWord = true
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				return nil, fmt.Errorf("unterminated single quote")
			}
			w.WriteString(s[i+1 : i+1+j])
			i += j + 1
		case c == '"':
			inWord = true
			i++
			for ; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' && i+1 < len(s) && strings.IndexByte("\\\"$`\n", s[i+1]) >= 0 {
					i++
				}
				w.WriteByte(s[i])
			}
			if i >= len(s) {
				return nil, fmt.Errorf("unterminated double quote")
			}
		case c == '\\':
			inWord = true
			if i+1 < len(s) {
				i++
				w.WriteByte(s[i])
			}
		default:
			inWord = true
			w.WriteByte(c)
		}
	}
	if inWord {
		words = append(words, w.String())
	}
	return words, nil
}

// TestScenario_AngelIsland2FromDisasm: the Angel Island act 2 scenarios
// agree on Angel Island act 2 opened from both Sonic 3 & Knuckles
// projects (skdisasm, and skdisasm-vinegar97 packed the older way) as they
// do on aiz2.tmx: its water height and camera limits come from the game's
// tables (StartingWaterHeights, LevelSizes), not from the project's
// waterheight= display hint.
func TestScenario_AngelIsland2FromDisasm(t *testing.T) {
	dir := sharedtest.Path(t, "conformance")
	for _, proj := range []string{"skdisasm", "skdisasm-vinegar97"} {
		ini := sharedtest.Path(t, "disasm", proj, "SonLVL INI Files", "SonLVL.ini")
		for _, name := range []string{"aiz2-water", "aiz2-glide", "aiz2-rolljump"} {
			t.Run(proj+"/"+name, func(t *testing.T) {
				args, err := simArgs(dir, name, "", "")
				if err != nil {
					t.Fatal(err)
				}
				var out []string
				for i := 0; i+1 < len(args); i += 2 {
					if args[i] == "--level" || args[i] == "--name" {
						continue
					}
					out = append(out, args[i], args[i+1])
				}
				out = append(out, "--level", ini, "--name", `Sonic 3\Angel Island Zone Act 2`)
				checkScenario(t, dir, name, out, expected[name])
			})
		}
	}
}
