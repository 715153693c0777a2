package pack

import (
	"bytes"

	"strings"
	"unicode/utf8"

	"loopwright/layers"
)

// Warnings are problems that do not stop a pack loading but are likely
// mistakes (a start outside the level, a misspelt property, text that is
// not UTF-8). Loaders put them in Pack.Warnings; `loopwright pack
// validate` prints them.

// TextWarnings appends to warns what is wrong with data as JSON text
// (file names it): bytes that are not UTF-8 (a JSON decoder reads each as
// U+FFFD, silently changing names and values) and NUL characters in
// strings (written \u0000: invisible, and cut short by C tools).
func TextWarnings(pkg, file string, data []byte, warns *ErrorList) {
	if !utf8.Valid(data) {
		off := 0
		for off < len(data) {
			r, n := utf8.DecodeRune(data[off:])
			if r == utf8.RuneError && n <= 1 {
				break
			}
			off += n
		}
		warns.Add(pkg, file, lineCol(data, int64(off)), "byte 0x%02X is not UTF-8 text (it reads as U+FFFD)", data[off])
	}
	for from := 0; ; {
		i := bytes.Index(data[from:], []byte(`\u0000`))
		if i < 0 {
			break
		}
		at := from + i
		bs := 0 // \\u0000 is a backslash, then "u0000"
		for j := at - 1; j >= 0 && data[j] == '\\'; j-- {
			bs++
		}
		if bs%2 == 0 {
			warns.Add(pkg, file, lineCol(data, int64(at)), `a string holds a NUL character (\u0000)`)
			break
		}
		from = at + 1
	}
}

// LevelWarnings appends the likely mistakes in l to warns: a player start
// outside the level. hasStart false adds that the level sets no start at
// all (the player then spawns at 0,0).
func LevelWarnings(l *layers.Level, pkg, file string, hasStart bool, warns *ErrorList) {
	if l == nil {
		return
	}
	if !hasStart {
		warns.Add(pkg, file, "start", "no player start: the player spawns at 0,0 (add a player_start)")
		return
	}
	w, h := l.Width*16, l.Height*16
	if s := l.Start; s.X < 0 || s.Y < 0 || s.X >= w || s.Y >= h {
		warns.Add(pkg, file, "start", "the player start %d,%d is outside the level (0,0..%d,%d)", s.X, s.Y, w-1, h-1)
	}
}

// Near returns the name of known that name was probably meant to be (the
// same but for case, or one or two letters off), or "".
func Near(name string, known []string) string {
	if name == "" {
		return ""
	}
	best, bestD := "", 3
	for _, k := range known {
		if k == name {
			return ""
		}
		if strings.EqualFold(k, name) {
			return k
		}
		if d := editDistance(strings.ToLower(name), strings.ToLower(k), bestD); d < bestD && len(k) > 3 {
			best, bestD = k, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance of a and b, or max when it is
// max or more.
func editDistance(a, b string, max int) int {
	if d := len(a) - len(b); d >= max || -d >= max {
		return max
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			c = min(c, prev[j]+1, cur[j-1]+1)
			cur[j] = c
		}
		prev, cur = cur, prev
	}
	return min(prev[len(b)], max)
}

// WarningLines formats warnings as pack validate prints them.
func WarningLines(warns ErrorList) []string {
	out := make([]string, len(warns))
	for i, w := range warns {
		out[i] = "warning: " + w.Error()
	}
	return out
}
