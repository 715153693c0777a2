package sonlvl

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"
)

// INI is a parsed SonLVL INI file: the keys before the first section (the
// global keys) and the sections in file order. Keys are case-sensitive, as
// SonLVL's own INI reader has them; a repeated key keeps its last value.
type INI struct {
	Global   Section
	Sections []Section
}

// Section is one [section] of an INI file.
type Section struct {
	Name string // unescaped: "2 Player\Emerald Hill Zone Act 1"
	Line int    // the line of its header, 0 for the global section
	Keys []Key
}

// Key is one key=value line.
type Key struct {
	Name, Value string
	Line        int
}

// Get returns the value of key name and whether it is present.
func (s *Section) Get(name string) (string, bool) {
	for i := len(s.Keys) - 1; i >= 0; i-- {
		if s.Keys[i].Name == name {
			return s.Keys[i].Value, true
		}
	}
	return "", false
}

// Value returns the value of key name, or "" when it is absent.
func (s *Section) Value(name string) string {
	v, _ := s.Get(name)
	return v
}

// KeyLine returns the line of key name, or the section's line when absent.
func (s *Section) KeyLine(name string) int {
	for i := len(s.Keys) - 1; i >= 0; i-- {
		if s.Keys[i].Name == name {
			return s.Keys[i].Line
		}
	}
	return s.Line
}

// Section returns the section called name (a section name or, failing that,
// a displayname), or nil.
func (f *INI) Section(name string) *Section {
	for i := range f.Sections {
		if f.Sections[i].Name == name {
			return &f.Sections[i]
		}
	}
	for i := range f.Sections {
		if d, ok := f.Sections[i].Get("displayname"); ok && d == name {
			return &f.Sections[i]
		}
	}
	return nil
}

// maxINISize bounds the INI files ParseINI accepts.
const maxINISize = 4 << 20

// ParseINI parses an INI file as SonLVL's IniFile does: "[name]" starts a
// section, "key=value" sets a key (split at the first unescaped "="),
// blank lines and lines starting with ";" are ignored, surrounding spaces
// and a trailing "\r" are trimmed, and "\\" and "\=" escape a backslash
// and an equals sign in section names and keys. A repeated section adds to
// the first. file names the file in errors. Any other line is an error
// naming the file and the line.
func ParseINI(file string, data []byte) (*INI, error) {
	if len(data) > maxINISize {
		return nil, fmt.Errorf("sonlvl: %s: %d bytes is too large for an INI file (at most %d)", file, len(data), maxINISize)
	}
	if !utf8.Valid(data) {
		// SonLVL reads INI files as UTF-8; anything else is garbage here.
		line := 1 + bytes.Count(data[:invalidUTF8(data)], []byte{'\n'})
		return nil, fmt.Errorf("sonlvl: %s:%d: not UTF-8 text", file, line)
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	f := &INI{}
	cur := &f.Global
	index := map[string]int{}
	for n, raw := range strings.Split(string(data), "\n") {
		line := n + 1
		s := strings.TrimSpace(strings.TrimSuffix(raw, "\r"))
		if s == "" || s[0] == ';' {
			continue
		}
		if s[0] == '[' {
			if !strings.HasSuffix(s, "]") || len(s) < 3 {
				return nil, fmt.Errorf("sonlvl: %s:%d: bad section header %q (want [name])", file, line, s)
			}
			name := unescapeINI(s[1 : len(s)-1])
			if i, ok := index[name]; ok {
				cur = &f.Sections[i]
				continue
			}
			index[name] = len(f.Sections)
			f.Sections = append(f.Sections, Section{Name: name, Line: line})
			cur = &f.Sections[len(f.Sections)-1]
			continue
		}
		eq := splitEquals(s)
		if eq < 0 {
			return nil, fmt.Errorf("sonlvl: %s:%d: %q is neither [section] nor key=value", file, line, s)
		}
		key := strings.TrimSpace(unescapeINI(s[:eq]))
		if key == "" {
			return nil, fmt.Errorf("sonlvl: %s:%d: empty key before \"=\"", file, line)
		}
		cur.Keys = append(cur.Keys, Key{Name: key, Value: strings.TrimSpace(s[eq+1:]), Line: line})
	}
	return f, nil
}

func invalidUTF8(b []byte) int {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return len(b)
}

// splitEquals returns the index of the first "=" not escaped by "\", or -1.
func splitEquals(s string) int {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '=':
			return i
		}
	}
	return -1
}

func unescapeINI(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// escapeINI escapes a section name or key for writing.
func escapeINI(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `=`, `\=`)
	return r.Replace(s)
}

// Format writes f back as INI text (global keys, then each section), with
// "\r\n" line ends as SonLVL writes them.
func (f *INI) Format() []byte {
	var b bytes.Buffer
	for _, k := range f.Global.Keys {
		fmt.Fprintf(&b, "%s=%s\r\n", escapeINI(k.Name), k.Value)
	}
	for _, s := range f.Sections {
		fmt.Fprintf(&b, "[%s]\r\n", escapeINI(s.Name))
		for _, k := range s.Keys {
			fmt.Fprintf(&b, "%s=%s\r\n", escapeINI(k.Name), k.Value)
		}
	}
	return b.Bytes()
}
