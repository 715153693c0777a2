package sprite

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"strconv"
	"strings"

	"loopwright/mdart"
)

// MaxASM bounds the assembled bytes of one table.
const MaxASM = 1 << 20

// AssembleASM assembles the mappings table in src (assembler source, file
// name name for errors) into format f's bytes, as SonLVL's ASMToBin does:
// from the line labelled label (the whole file when label is ""), it
// reads the mapping macros (mappingsTable, mappingsTableEntry.b/w/l,
// offsetTable, offsetTableEntry.*, spriteHeader, spritePiece,
// spritePiece2P, and the cues' dplcHeader, dplcEntry,
// s3kPlayerDplcHeader, s3kPlayerDplcEntry), dc.b/w/l data lines (numbers $hex, %binary or
// decimal, labels, sums and differences), even and align, takes the
// first branch of an if/else/endif, and stops at the first line that is
// none of these (code after the table). A label or number it cannot read
// is an error naming the file and line.
func AssembleASM(name string, src []byte, f Format, label string) ([]byte, error) {
	start, no := 0, 1
	if label != "" {
		start = -1
		for off, n := 0, 1; off < len(src); n++ {
			text, next := lineAt(src, off)
			if strings.HasPrefix(text, label+":") || fieldsLabel(text) == label {
				start, no = off, n
				break
			}
			off = next
		}
		if start < 0 {
			return nil, fmt.Errorf("sprite: %s: no label %q", name, label)
		}
	}
	a := &assembler{name: name, f: f, labels: map[string]int{}}
	// Pass 1 places the labels; pass 2 writes the bytes.
	for pass := 1; pass <= 2; pass++ {
		a.pass = pass
		a.out = a.out[:0]
		if err := a.run(src, start, no); err != nil {
			return nil, err
		}
	}
	return a.out, nil
}

// lineAt returns the line starting at byte off of src (without its line
// end) and the offset of the next line.
func lineAt(src []byte, off int) (string, int) {
	end := bytes.IndexByte(src[off:], '\n')
	next := len(src)
	if end < 0 {
		end = len(src)
	} else {
		end += off
		next = end + 1
	}
	return strings.TrimRight(string(src[off:end]), "\r"), next
}

// AssembleFrame is AssembleASM for the one frame at label (a spriteHeader
// and its pieces), decoded: SonLVL's mapasmlbl and an XML MapFile's
// label.
func AssembleFrame(name string, src []byte, f Format, label string) (Frame, error) {
	b, err := AssembleASM(name, src, f, label)
	if err != nil {
		return nil, err
	}
	fr, err := DecodeFrame(b, 0, f)
	if err != nil {
		return nil, fmt.Errorf("sprite: %s: label %s: %w", name, label, err)
	}
	return fr, nil
}

// DecodeDPLCASM assembles and decodes the whole cue table of an
// assembler file (dplcHeader, dplcEntry and the Sonic 3 & Knuckles
// players' s3kPlayerDplcHeader, s3kPlayerDplcEntry macros, or dc.*
// lines), as DecodeDPLC.
func DecodeDPLCASM(name string, src []byte, f Format) ([]DPLC, error) {
	b, err := AssembleASM(name, src, f, "")
	if err != nil {
		return nil, err
	}
	ds, err := DecodeDPLC(b, f)
	if err != nil {
		err = fmt.Errorf("sprite: %s: %w", name, err)
	}
	return ds, err
}

// DecodeASM assembles and decodes the whole table of an assembler file
// (Decode: frames that do not decode are nil, the first one's error
// returned with the frames).
func DecodeASM(name string, src []byte, f Format) ([]Frame, error) {
	b, err := AssembleASM(name, src, f, "")
	if err != nil {
		return nil, err
	}
	frs, err := Decode(b, f)
	if err != nil {
		err = fmt.Errorf("sprite: %s: %w", name, err)
	}
	return frs, err
}

// fieldsLabel returns the label a line starts with (at column 0, with or
// without its colon), or "".
func fieldsLabel(s string) string {
	if s == "" || s[0] == ' ' || s[0] == '\t' || s[0] == ';' || s[0] == '*' {
		return ""
	}
	end := strings.IndexAny(s, " \t:;")
	if end < 0 {
		return s
	}
	return s[:end]
}

type assembler struct {
	name   string
	f      Format
	pass   int
	labels map[string]int
	out    []byte
}

func (a *assembler) errf(no int, format string, args ...any) error {
	return fmt.Errorf("sprite: %s:%d: %s", a.name, no, fmt.Sprintf(format, args...))
}

func (a *assembler) run(src []byte, off, no int) error {
	last, table := "", ""
	skipping, inIf := false, false
	for ; off < len(src); no++ {
		var text string
		text, off = lineAt(src, off)
		if i := strings.IndexByte(text, ';'); i >= 0 {
			text = text[:i]
		}
		if strings.TrimSpace(text) == "" {
			continue
		}
		if lbl := fieldsLabel(text); lbl != "" {
			last = lbl
			if a.pass == 1 {
				if _, dup := a.labels[lbl]; !dup {
					a.labels[lbl] = len(a.out)
				}
			}
			text = text[len(lbl):]
			text = strings.TrimPrefix(text, ":")
			if strings.TrimSpace(text) == "" {
				continue
			}
		}
		t := strings.TrimSpace(text)
		op, args := t, ""
		if k := strings.IndexAny(t, " \t"); k >= 0 {
			op, args = t[:k], strings.TrimSpace(t[k:])
		}
		lop := strings.ToLower(op)
		switch {
		case strings.HasPrefix(lop, "if"):
			inIf, skipping = true, false
			continue
		case lop == "else" && inIf:
			skipping = true
			continue
		case lop == "endif":
			inIf, skipping = false, false
			continue
		case skipping:
			continue
		}
		if len(a.out) > MaxASM {
			return a.errf(no, "the table is larger than %d bytes", MaxASM)
		}
		switch {
		case lop == "even":
			if len(a.out)%2 == 1 {
				a.out = append(a.out, 0)
			}
		case lop == "align":
			n, err := a.eval(args, no)
			if err != nil {
				return err
			}
			if n <= 0 || n > 0x10000 {
				return a.errf(no, "align %d", n)
			}
			for len(a.out)%int(n) != 0 {
				a.out = append(a.out, 0)
			}
		case lop == "mappingstable" || lop == "offsettable":
			table = last
		case strings.HasPrefix(lop, "mappingstableentry.") || strings.HasPrefix(lop, "offsettableentry."):
			v, err := a.eval(args, no)
			if err != nil {
				return err
			}
			base, err := a.label(table, no)
			if err != nil {
				return err
			}
			if err := a.emit(lop[strings.IndexByte(lop, '.')+1:], v-base, no); err != nil {
				return err
			}
		case strings.HasPrefix(lop, "dc."):
			for _, item := range splitArgs(args) {
				v, err := a.eval(item, no)
				if err != nil {
					return err
				}
				if err := a.emit(lop[3:], v, no); err != nil {
					return err
				}
			}
		case lop == "spriteheader":
			// The piece count: the frame's size (its label to its _End
			// label) less the header, over the piece size.
			n := int64(0)
			if a.pass == 2 {
				start, err := a.label(last, no)
				if err != nil {
					return err
				}
				end, err := a.label(last+"_End", no)
				if err != nil {
					return err
				}
				n = (end - start - int64(a.f.headerSize())) / int64(a.f.PieceSize())
			}
			if a.f == S1 {
				a.out = append(a.out, byte(n))
			} else {
				a.out = binary.BigEndian.AppendUint16(a.out, uint16(n))
			}
		case lop == "dplcheader" || lop == "s3kplayerdplcheader":
			// The entry count (Sonic 3 & Knuckles': less one; its
			// players' cues are Sonic 2's), from the frame's size.
			f := a.f
			if lop == "s3kplayerdplcheader" {
				f = S2
			}
			n := int64(0)
			if a.pass == 2 {
				start, err := a.label(last, no)
				if err != nil {
					return err
				}
				end, err := a.label(last+"_End", no)
				if err != nil {
					return err
				}
				n = (end - start - int64(f.headerSize())) / 2
				if f == S3K {
					n--
				}
			}
			if f == S1 {
				a.out = append(a.out, byte(n))
			} else {
				a.out = binary.BigEndian.AppendUint16(a.out, uint16(n))
			}
		case lop == "dplcentry" || lop == "s3kplayerdplcentry":
			vs := splitArgs(args)
			if len(vs) < 2 {
				return a.errf(no, "%s needs 2 values (patterns, first pattern), has %d", op, len(vs))
			}
			cnt, err := a.eval(vs[0], no)
			if err != nil {
				return err
			}
			tile, err := a.eval(vs[1], no)
			if err != nil {
				return err
			}
			var w uint16
			if a.f == S3K && lop == "dplcentry" {
				w = uint16(tile&0xFFF)<<4 | uint16((cnt-1)&0xF)
			} else {
				w = uint16((cnt-1)&0xF)<<12 | uint16(tile&0xFFF)
			}
			a.out = binary.BigEndian.AppendUint16(a.out, w)
		case lop == "spritepiece" || lop == "spritepiece2p":
			vs := splitArgs(args)
			if len(vs) < 9 {
				return a.errf(no, "%s needs 9 values (x, y, width, height, pattern, x flip, y flip, palette, priority), has %d", op, len(vs))
			}
			var n [9]int64
			for i := range n {
				v, err := a.eval(vs[i], no)
				if err != nil {
					return err
				}
				n[i] = v
			}
			if n[2] < 1 || n[2] > 4 || n[3] < 1 || n[3] > 4 {
				return a.errf(no, "a piece of %dx%d patterns (1..4 each way)", n[2], n[3])
			}
			w := uint16(n[4]) & 0x7FF
			if n[5] == 1 {
				w |= 0x800
			}
			if n[6] == 1 {
				w |= 0x1000
			}
			w |= uint16(n[7]&3) << 13
			if n[8] == 1 {
				w |= 0x8000
			}
			a.out = encodePiece(a.out, Piece{X: int(int16(n[0])), Y: int(int8(n[1])), W: int(n[2]), H: int(n[3]), Tile: mdart.PatternWord(w)}, a.f)
		default:
			return nil // past the table
		}
	}
	return nil
}

func (a *assembler) emit(size string, v int64, no int) error {
	switch size {
	case "b":
		a.out = append(a.out, byte(v))
	case "w":
		a.out = binary.BigEndian.AppendUint16(a.out, uint16(v))
	case "l":
		a.out = binary.BigEndian.AppendUint32(a.out, uint32(v))
	default:
		return a.errf(no, "unknown size .%s (b, w or l)", size)
	}
	return nil
}

func (a *assembler) label(name string, no int) (int64, error) {
	if v, ok := a.labels[name]; ok {
		return int64(v), nil
	}
	if a.pass == 1 {
		return 0, nil // placed later in the file
	}
	return 0, a.errf(no, "unknown label %q", name)
}

// splitArgs splits a macro's or dc's operands at commas, spaces removed.
func splitArgs(s string) []string {
	parts := strings.Split(s, ",")
	for i, p := range parts {
		parts[i] = strings.Join(strings.Fields(p), "")
	}
	return parts
}

// eval evaluates an operand: terms joined by + and -, each an optional
// unary minus and a number ($hex, %binary, 0xhex, decimal) or a label.
func (a *assembler) eval(s string, no int) (int64, error) {
	s = strings.Join(strings.Fields(s), "")
	if s == "" {
		return 0, a.errf(no, "a missing value")
	}
	var total int64
	sign := int64(1)
	i := 0
	for i < len(s) {
		neg := false
		for i < len(s) && (s[i] == '-' || s[i] == '+') {
			if s[i] == '-' {
				neg = !neg
			}
			i++
		}
		j := i
		for j < len(s) && s[j] != '+' && s[j] != '-' {
			j++
		}
		if j == i {
			return 0, a.errf(no, "cannot read %q", s)
		}
		v, err := a.term(s[i:j], no)
		if err != nil {
			return 0, err
		}
		if neg {
			v = -v
		}
		total += sign * v
		if j < len(s) {
			sign = 1
			if s[j] == '-' {
				sign = -1
			}
			j++
			if j == len(s) {
				return 0, a.errf(no, "cannot read %q", s)
			}
		}
		i = j
	}
	return total, nil
}

func (a *assembler) term(t string, no int) (int64, error) {
	var v uint64
	var err error
	switch {
	case t[0] == '$':
		v, err = strconv.ParseUint(t[1:], 16, 32)
	case t[0] == '%':
		v, err = strconv.ParseUint(t[1:], 2, 32)
	case len(t) > 2 && (t[:2] == "0x" || t[:2] == "0X"):
		v, err = strconv.ParseUint(t[2:], 16, 32)
	case t[0] >= '0' && t[0] <= '9':
		v, err = strconv.ParseUint(t, 10, 32)
	default:
		return a.label(t, no)
	}
	if err != nil {
		return 0, a.errf(no, "cannot read the number %q", t)
	}
	return int64(v), nil
}
