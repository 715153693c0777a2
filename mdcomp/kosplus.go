package mdcomp

// Kosinski+ (KosPlusDec, the format of Sonic 3 & Knuckles hacks and of
// engines such as Sonic Clean Engine; docs/mdformats.md): Kosinski
// reshaped for a faster decoder. The descriptor fields are single bytes
// whose bits are used high bit first, a new field being read only when a
// bit is needed and the last one is used up. Commands:
//
//	1            literal: copy the next byte
//	00 o ab      inline copy: offset o (-256..-1 as 0xFFoo), then two
//	             descriptor bits: count = 2*a+b+2 (2..5)
//	01 hi lo     full copy: offset 0xE000|(hi&0xF8)<<5|lo (-8192..-1);
//	             count = 10-(hi&7) for hi&7 in 1..7 (9..3); hi&7 = 0: a
//	             third byte n, 0 ends the stream, else n+9 bytes (10..264)
//
// Kosinski+ Moduled (KosPlusM) is a big-endian 16-bit decoded length
// followed by 0x1000-byte modules, each its own Kosinski+ stream, with no
// padding between them. SonLVL writes both padded to an even length.

import "strconv"

const (
	kospName  = "kosinski+"
	kospmName = "kosinski+ moduled"
)

// kospReader reads a Kosinski+ stream: lazy 8-bit descriptor fields.
type kospReader struct {
	src  []byte
	pos  int
	desc byte
	left int
}

func (r *kospReader) bit() (int, *Error) {
	if r.left == 0 {
		if r.pos >= len(r.src) {
			return 0, errorf(kospName, r.pos, "truncated stream (descriptor field missing)")
		}
		r.desc = r.src[r.pos]
		r.pos++
		r.left = 8
	}
	b := int(r.desc >> 7)
	r.desc <<= 1
	r.left--
	return b, nil
}

func (r *kospReader) byte() (byte, *Error) {
	if r.pos >= len(r.src) {
		return 0, errorf(kospName, r.pos, "truncated stream")
	}
	b := r.src[r.pos]
	r.pos++
	return b, nil
}

// KosinskiPlusDecode decompresses a Kosinski+ stream, bounded by
// MaxDecoded.
func KosinskiPlusDecode(src []byte) ([]byte, error) {
	return KosinskiPlusDecodeMax(src, MaxDecoded)
}

// KosinskiPlusDecodeMax decompresses a Kosinski+ stream whose decoded
// length may not pass max bytes.
func KosinskiPlusDecodeMax(src []byte, max int) ([]byte, error) {
	out, _, err := kospDecode(nil, src, 0, max)
	if err != nil {
		return nil, err
	}
	return out, nil
}

// kospDecode decodes one stream starting at src[start:], appending to out
// (whose whole length may not pass max); it returns the extended out and
// the offset just past the stream.
func kospDecode(out []byte, src []byte, start, max int) ([]byte, int, error) {
	r := &kospReader{src: src, pos: start}
	if out == nil {
		n := 4 * (len(src) - start)
		if n > max {
			n = max
		}
		out = make([]byte, 0, n)
	}
	for {
		at := r.pos
		b, err := r.bit()
		if err != nil {
			return nil, 0, err
		}
		if b == 1 {
			c, err := r.byte()
			if err != nil {
				return nil, 0, err
			}
			if len(out) >= max {
				return nil, 0, errorf(kospName, at, "decoded length passes the %d-byte bound", max)
			}
			out = append(out, c)
			continue
		}
		if b, err = r.bit(); err != nil {
			return nil, 0, err
		}
		var count, dist int
		if b == 1 {
			at = r.pos
			hi, err := r.byte()
			if err != nil {
				return nil, 0, err
			}
			lo, err := r.byte()
			if err != nil {
				return nil, 0, err
			}
			dist = 0x2000 - (int(hi&0xF8)<<5 | int(lo))
			if c := int(hi & 7); c != 0 {
				count = 10 - c
			} else {
				n, err := r.byte()
				if err != nil {
					return nil, 0, err
				}
				if n == 0 {
					return out, r.pos, nil
				}
				count = int(n) + 9
			}
		} else {
			at = r.pos
			o, err := r.byte()
			if err != nil {
				return nil, 0, err
			}
			dist = 0x100 - int(o)
			hi, err := r.bit()
			if err != nil {
				return nil, 0, err
			}
			lo, err := r.bit()
			if err != nil {
				return nil, 0, err
			}
			count = (hi<<1 | lo) + 2
		}
		if dist > len(out) {
			return nil, 0, errorf(kospName, at, "copy from %d bytes back, only %d decoded", dist, len(out))
		}
		if len(out)+count > max {
			return nil, 0, errorf(kospName, at, "decoded length passes the %d-byte bound", max)
		}
		from := len(out) - dist
		for i := 0; i < count; i++ {
			out = append(out, out[from+i])
		}
	}
}

// Kosinski+ command kinds and costs in bits.
const (
	kospLiteral = iota
	kospInline
	kospShort
	kospLong
)

// KosinskiPlusEncode compresses src as one Kosinski+ stream with the
// fewest bits (an optimal parse over every prefix of the longest and of the
// nearest match at each position), padded to an even length as SonLVL
// writes it.
func KosinskiPlusEncode(src []byte) []byte {
	out := kospEncode(nil, src)
	if len(out)%2 != 0 {
		out = append(out, 0)
	}
	return out
}

func kospEncode(out []byte, src []byte) []byte {
	longest, longDist := lzLongest(src, 0x2000, 264)
	near, nearDist := lzNear(src, 0x100, 5)
	steps := lzParse(len(src), func(i int, emit func(count, dist, kind, bits int)) {
		emit(1, 0, kospLiteral, 9)
		for c := 2; c <= int(near[i]); c++ {
			emit(c, int(nearDist[i]), kospInline, 12)
		}
		for c := 3; c <= int(longest[i]); c++ {
			if c <= 9 {
				emit(c, int(longDist[i]), kospShort, 18)
			} else {
				emit(c, int(longDist[i]), kospLong, 26)
			}
		}
	})
	w := &lazyDesc{out: out, width: 8}
	i := 0
	for _, st := range steps {
		switch st.kind {
		case kospLiteral:
			w.bit(1)
			w.byte(src[i])
		case kospInline:
			c := st.count - 2
			w.bit(0)
			w.bit(0)
			w.byte(byte(0x100 - st.dist))
			w.bit(c >> 1)
			w.bit(c & 1)
		default:
			off := 0x2000 - st.dist
			hi := byte(off>>5) & 0xF8
			w.bit(0)
			w.bit(1)
			if st.kind == kospShort {
				w.byte(hi | byte(10-st.count))
				w.byte(byte(off))
			} else {
				w.byte(hi)
				w.byte(byte(off))
				w.byte(byte(st.count - 9))
			}
		}
		i += st.count
	}
	w.bit(0)
	w.bit(1)
	w.byte(0xF0)
	w.byte(0x00)
	w.byte(0x00)
	return w.out
}

// KosinskiPlusModuledDecode decompresses a Kosinski+ Moduled stream,
// bounded by MaxDecoded.
func KosinskiPlusModuledDecode(src []byte) ([]byte, error) {
	return KosinskiPlusModuledDecodeMax(src, MaxDecoded)
}

// KosinskiPlusModuledDecodeMax decompresses a Kosinski+ Moduled stream
// whose decoded length may not pass max bytes: modules are read until the
// header's length is reached (at least one module).
func KosinskiPlusModuledDecodeMax(src []byte, max int) ([]byte, error) {
	if len(src) < 2 {
		return nil, errorf(kospmName, len(src), "truncated header")
	}
	size := int(src[0])<<8 | int(src[1])
	if size > max {
		return nil, errorf(kospmName, 0, "header's length %d passes the %d-byte bound", size, max)
	}
	out := make([]byte, 0, size)
	pos := 2
	for module := 0; ; module++ {
		var err error
		out, pos, err = kospDecode(out, src, pos, max)
		if err != nil {
			if e, ok := err.(*Error); ok {
				e.Format = kospmName
				e.Msg = "module " + strconv.Itoa(module) + ": " + e.Msg
			}
			return nil, err
		}
		if len(out) >= size {
			return out, nil
		}
	}
}

// KosinskiPlusModuledEncode compresses src (at most 65535 bytes: the
// header's limit; Encode reports longer input as an error) as Kosinski+
// Moduled, padded to an even length.
func KosinskiPlusModuledEncode(src []byte) []byte {
	out := []byte{byte(len(src) >> 8), byte(len(src))}
	for len(src) > 0x1000 {
		out = kospEncode(out, src[:0x1000])
		src = src[0x1000:]
	}
	out = kospEncode(out, src)
	if len(out)%2 != 0 {
		out = append(out, 0)
	}
	return out
}
