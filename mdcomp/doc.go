// Package mdcomp reads and writes the Mega Drive compression formats the
// Sonic Retro disassemblies store their level data in: Kosinski (.kos),
// Kosinski Moduled (.kosm, Sonic 3 & Knuckles), Nemesis (.nem, pattern art)
// and Enigma (.eni, plane and block mappings), plus the uncompressed forms
// (.bin, .unc); and the formats SonLVL reads beyond the original games':
// Kosinski+ and Kosinski+ Moduled (.kosp, .kospm: modern engines such as
// Sonic Clean Engine), Comper (.comp) and SZDD (Microsoft's COMPRESS.EXE,
// the PC ports).
//
// Decoders never trust their input: a hostile or corrupt stream gives an
// *Error naming the format and the byte offset where decoding failed, never
// a panic and never an endless loop, and the decoded length is bounded by
// MaxDecoded (1 MiB: sixteen times the Mega Drive's whole work RAM and
// larger than any level file the games decompress) unless a caller asks for
// another bound through the *Max variants. Nemesis states its length in its
// header, Enigma and Kosinski do not: they stop with an error as soon as
// the bound would be passed, before allocating beyond it.
//
// Encoders search for the smallest stream the format allows (an optimal
// parse for Kosinski, length-limited prefix codes for Nemesis, a greedy
// packet choice for Enigma); their output is not guaranteed to match the
// bytes of Sega's own compressor, but always decodes to the input.
package mdcomp

import (
	"fmt"
	"path/filepath"
	"strings"
)

// MaxDecoded is the default bound on a decoded stream's length, in bytes.
const MaxDecoded = 1 << 20

// Error is a decoding error: the format, the byte offset in the compressed
// stream where it was found, and what was wrong.
type Error struct {
	Format string // "kosinski", "nemesis", ...
	Offset int    // byte offset in the compressed input
	Msg    string
}

func (e *Error) Error() string {
	return fmt.Sprintf("mdcomp: %s: offset %#x: %s", e.Format, e.Offset, e.Msg)
}

func errorf(format string, off int, msg string, args ...any) *Error {
	return &Error{Format: format, Offset: off, Msg: fmt.Sprintf(msg, args...)}
}

// Format names a compression format. The zero value is Uncompressed.
type Format int

// The formats.
const (
	Uncompressed Format = iota
	Kosinski
	KosinskiModuled
	Nemesis
	Enigma
	KosinskiPlus
	KosinskiPlusModuled
	Comper
	SZDD
)

var formatNames = [...]string{"uncompressed", "kosinski", "kosinski moduled", "nemesis", "enigma",
	"kosinski+", "kosinski+ moduled", "comper", "szdd"}

// String returns the format's lower-case name.
func (f Format) String() string {
	if f >= 0 && int(f) < len(formatNames) {
		return formatNames[f]
	}
	return fmt.Sprintf("Format(%d)", int(f))
}

// FormatFromExt returns the format a file name's extension stands for, as
// the disassemblies name their files: .kos Kosinski, .kosm Kosinski
// Moduled, .nem Nemesis, .eni Enigma, .kosp Kosinski+, .kospm Kosinski+
// Moduled, .comp Comper, .bin and .unc uncompressed. The match ignores
// case; ok is false for any other extension.
func FormatFromExt(name string) (f Format, ok bool) {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".kos":
		return Kosinski, true
	case ".kosm":
		return KosinskiModuled, true
	case ".nem":
		return Nemesis, true
	case ".eni":
		return Enigma, true
	case ".kosp":
		return KosinskiPlus, true
	case ".kospm":
		return KosinskiPlusModuled, true
	case ".comp":
		return Comper, true
	case ".bin", ".unc":
		return Uncompressed, true
	}
	return Uncompressed, false
}

// Decode decompresses src in format f, bounded by MaxDecoded. Uncompressed
// input is returned as a copy.
func Decode(f Format, src []byte) ([]byte, error) {
	return DecodeMax(f, src, MaxDecoded)
}

// DecodeMax is Decode with the bound max on the decoded length.
func DecodeMax(f Format, src []byte, max int) ([]byte, error) {
	switch f {
	case Uncompressed:
		if len(src) > max {
			return nil, errorf("uncompressed", max, "longer than the %d-byte bound", max)
		}
		return append([]byte(nil), src...), nil
	case Kosinski:
		return KosinskiDecodeMax(src, max)
	case KosinskiModuled:
		return KosinskiModuledDecodeMax(src, max)
	case Nemesis:
		return NemesisDecodeMax(src, max)
	case Enigma:
		return EnigmaDecodeMax(src, max)
	case KosinskiPlus:
		return KosinskiPlusDecodeMax(src, max)
	case KosinskiPlusModuled:
		return KosinskiPlusModuledDecodeMax(src, max)
	case Comper:
		return ComperDecodeMax(src, max)
	case SZDD:
		return SZDDDecodeMax(src, max)
	}
	return nil, fmt.Errorf("mdcomp: unknown format %v", f)
}

// Encode compresses src in format f. Nemesis needs whole 32-byte patterns
// and Enigma whole 16-bit words: other lengths are an error, as is a
// Kosinski Moduled or Kosinski+ Moduled input longer than its 16-bit header
// can state, or an SZDD input longer than its 32-bit header can. Comper
// pads odd input with a zero byte; Kosinski+ (both kinds) is padded to an
// even length, as SonLVL writes them.
func Encode(f Format, src []byte) ([]byte, error) {
	switch f {
	case Uncompressed:
		return append([]byte(nil), src...), nil
	case Kosinski:
		return KosinskiEncode(src), nil
	case KosinskiModuled:
		if len(src) > 0xFFFF {
			return nil, fmt.Errorf("mdcomp: kosinski moduled: %d bytes is more than the header's 65535", len(src))
		}
		return KosinskiModuledEncode(src), nil
	case Nemesis:
		if len(src)%32 != 0 || len(src)/32 > 0x7FFF {
			return nil, fmt.Errorf("mdcomp: nemesis: %d bytes is not a whole number of 32-byte patterns (at most 32767)", len(src))
		}
		return NemesisEncode(src), nil
	case Enigma:
		if len(src)%2 != 0 {
			return nil, fmt.Errorf("mdcomp: enigma: %d bytes is not a whole number of 16-bit words", len(src))
		}
		return EnigmaEncode(src), nil
	case KosinskiPlus:
		return KosinskiPlusEncode(src), nil
	case KosinskiPlusModuled:
		if len(src) > 0xFFFF {
			return nil, fmt.Errorf("mdcomp: kosinski+ moduled: %d bytes is more than the header's 65535", len(src))
		}
		return KosinskiPlusModuledEncode(src), nil
	case Comper:
		return ComperEncode(src), nil
	case SZDD:
		if uint64(len(src)) > 0xFFFFFFFF {
			return nil, fmt.Errorf("mdcomp: szdd: %d bytes is more than the header's 32 bits can state", len(src))
		}
		return SZDDEncode(src), nil
	}
	return nil, fmt.Errorf("mdcomp: unknown format %v", f)
}

// EncodeSega is Encode, except that Kosinski and Kosinski Moduled are
// written as Sega's own compressor wrote them (KosinskiEncodeSega,
// KosinskiModuledEncodeSega): the disassemblies' files come back byte for
// byte, and a small edit changes the compressed file only near it. Nemesis
// and Enigma are as Encode writes them (docs/mdformats.md says how they
// differ from Sega's).
func EncodeSega(f Format, src []byte) ([]byte, error) {
	switch f {
	case Kosinski:
		return KosinskiEncodeSega(src), nil
	case KosinskiModuled:
		if len(src) > 0xFFFF {
			return nil, fmt.Errorf("mdcomp: kosinski moduled: %d bytes is more than the header's 65535", len(src))
		}
		return KosinskiModuledEncodeSega(src), nil
	}
	return Encode(f, src)
}
