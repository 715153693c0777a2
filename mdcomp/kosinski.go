package mdcomp

// Kosinski (the format of Kos_Decomp in the Sonic 1 and 2 disassemblies):
// a 16-bit little-endian descriptor field whose bits are used low bit first
// and which is refilled as soon as its last bit is taken (before the data
// of the command that took it), interleaved with data bytes. Commands:
//
//	1            literal: copy the next byte
//	00 a b       inline copy: count = 2*a+b+2 (2..5) bytes from
//	             offset -256..-1 given by the next byte (0xFFxx)
//	01           full copy: two bytes lo, hi; offset =
//	             0xE000|(hi&0xF8)<<5|lo (-8192..-1); count = hi&7:
//	             1..7 -> count+2 bytes, 0 -> a third byte n:
//	             0 ends the stream, 1 does nothing, else n+1 bytes.

const kosName = "kosinski"

// kosReader reads a Kosinski stream's descriptor bits and data bytes.
type kosReader struct {
	src    []byte
	pos    int
	desc   uint16
	left   int  // bits left in desc
	dpos   int  // offset of the current descriptor
	nodesc bool // the refill ran past the end: any further bit is an error
}

func (r *kosReader) refill() {
	if r.pos+2 > len(r.src) {
		r.nodesc = true
		r.dpos = r.pos
		r.pos = len(r.src)
		return
	}
	r.dpos = r.pos
	r.desc = uint16(r.src[r.pos]) | uint16(r.src[r.pos+1])<<8
	r.pos += 2
	r.left = 16
}

func (r *kosReader) bit() (uint16, *Error) {
	if r.nodesc {
		return 0, errorf(kosName, r.dpos, "truncated stream (descriptor field missing)")
	}
	b := r.desc & 1
	r.desc >>= 1
	r.left--
	if r.left == 0 {
		r.refill()
	}
	return b, nil
}

func (r *kosReader) byte() (byte, *Error) {
	if r.pos >= len(r.src) {
		return 0, errorf(kosName, r.pos, "truncated stream")
	}
	b := r.src[r.pos]
	r.pos++
	return b, nil
}

// KosinskiDecode decompresses a Kosinski stream, bounded by MaxDecoded.
func KosinskiDecode(src []byte) ([]byte, error) {
	return KosinskiDecodeMax(src, MaxDecoded)
}

// KosinskiDecodeMax decompresses a Kosinski stream whose decoded length
// may not pass max bytes.
func KosinskiDecodeMax(src []byte, max int) ([]byte, error) {
	out, _, err := kosDecode(src, 0, max)
	if err != nil {
		return nil, err
	}
	return out, nil
}

// kosDecode decodes one stream starting at src[start:], appending to dst;
// it returns the extended dst and the offset just past the stream.
func kosDecode(src []byte, start int, max int) ([]byte, int, error) {
	r := &kosReader{src: src, pos: start}
	r.refill()
	if r.nodesc {
		return nil, 0, errorf(kosName, start, "truncated stream (no descriptor field)")
	}
	var out []byte
	if n := 4 * (len(src) - start); n < max {
		out = make([]byte, 0, n)
	} else {
		out = make([]byte, 0, max)
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
				return nil, 0, errorf(kosName, at, "decoded length passes the %d-byte bound", max)
			}
			out = append(out, c)
			continue
		}
		b, err = r.bit()
		if err != nil {
			return nil, 0, err
		}
		var count, dist int
		if b == 0 {
			hi, err := r.bit()
			if err != nil {
				return nil, 0, err
			}
			lo, err := r.bit()
			if err != nil {
				return nil, 0, err
			}
			count = int(hi<<1|lo) + 2
			at = r.pos
			o, err := r.byte()
			if err != nil {
				return nil, 0, err
			}
			dist = 256 - int(o)
		} else {
			at = r.pos
			lo, err := r.byte()
			if err != nil {
				return nil, 0, err
			}
			hi, err := r.byte()
			if err != nil {
				return nil, 0, err
			}
			dist = 8192 - (int(hi&0xF8)<<5 | int(lo))
			count = int(hi & 7)
			if count != 0 {
				count += 2
			} else {
				n, err := r.byte()
				if err != nil {
					return nil, 0, err
				}
				switch n {
				case 0:
					return out, r.pos, nil
				case 1:
					continue
				}
				count = int(n) + 1
			}
		}
		if dist > len(out) {
			return nil, 0, errorf(kosName, at, "copy from %d bytes back, only %d decoded", dist, len(out))
		}
		if len(out)+count > max {
			return nil, 0, errorf(kosName, at, "decoded length passes the %d-byte bound", max)
		}
		from := len(out) - dist
		for i := 0; i < count; i++ {
			out = append(out, out[from+i])
		}
	}
}

// kosWriter assembles a Kosinski stream: descriptor bits go into a slot
// reserved in the output, which is closed and replaced by a new slot at the
// end of the output once it holds 16 bits (the decoder refills eagerly).
type kosWriter struct {
	out  []byte
	slot int
	desc uint16
	n    int
}

func newKosWriter(out []byte) *kosWriter {
	w := &kosWriter{out: out}
	w.slot = len(w.out)
	w.out = append(w.out, 0, 0)
	return w
}

func (w *kosWriter) bit(b uint16) {
	w.desc |= b << w.n
	w.n++
	if w.n == 16 {
		w.out[w.slot] = byte(w.desc)
		w.out[w.slot+1] = byte(w.desc >> 8)
		w.slot = len(w.out)
		w.out = append(w.out, 0, 0)
		w.desc, w.n = 0, 0
	}
}

func (w *kosWriter) byte(b byte) { w.out = append(w.out, b) }

func (w *kosWriter) finish() []byte {
	w.out[w.slot] = byte(w.desc)
	w.out[w.slot+1] = byte(w.desc >> 8)
	return w.out
}

// Costs in bits of the Kosinski commands.
const (
	kosLiteralBits = 9
	kosInlineBits  = 12 // count 2..5, distance 1..256
	kosShortBits   = 18 // count 3..9, distance 1..8192
	kosLongBits    = 26 // count 10..256, distance 1..8192
	kosWindow      = 8192
	kosMaxCount    = 256
)

// KosinskiEncode compresses src as one Kosinski stream, choosing the
// sequence of commands with the fewest bits (an optimal parse over every
// match length, with the longest and the nearest match at each position).
func KosinskiEncode(src []byte) []byte {
	return kosEncode(nil, src)
}

// kosStep is one command of the parse: length 1 is a literal.
type kosStep struct {
	count  int
	dist   int
	inline bool
}

func kosEncode(out []byte, src []byte) []byte {
	n := len(src)
	longest, longDist, near, nearDist := kosMatches(src)
	// cost[i]: fewest bits to encode src[i:]; step[i]: its first command.
	cost := make([]int, n+1)
	step := make([]kosStep, n+1)
	for i := n - 1; i >= 0; i-- {
		best := kosLiteralBits + cost[i+1]
		st := kosStep{count: 1}
		for c := 2; c <= int(near[i]); c++ {
			if v := kosInlineBits + cost[i+c]; v < best {
				best, st = v, kosStep{c, int(nearDist[i]), true}
			}
		}
		for c := 3; c <= int(longest[i]); c++ {
			bits := kosShortBits
			if c > 9 {
				bits = kosLongBits
			}
			if v := bits + cost[i+c]; v < best {
				best, st = v, kosStep{c, int(longDist[i]), false}
			}
		}
		cost[i], step[i] = best, st
	}
	w := newKosWriter(out)
	for i := 0; i < n; {
		st := step[i]
		switch {
		case st.count == 1:
			w.bit(1)
			w.byte(src[i])
		case st.inline:
			c := st.count - 2
			w.bit(0)
			w.bit(0)
			w.bit(uint16(c >> 1))
			w.bit(uint16(c & 1))
			w.byte(byte(256 - st.dist))
		default:
			off := kosWindow - st.dist
			w.bit(0)
			w.bit(1)
			w.byte(byte(off))
			if st.count <= 9 {
				w.byte(byte(off>>5)&0xF8 | byte(st.count-2))
			} else {
				w.byte(byte(off>>5) & 0xF8)
				w.byte(byte(st.count - 1))
			}
		}
		i += st.count
	}
	// End of stream: a full copy with count 0 and a zero third byte.
	w.bit(0)
	w.bit(1)
	w.byte(0x00)
	w.byte(0xF0)
	w.byte(0x00)
	return w.finish()
}

// kosMatches finds, for every position, the longest earlier match within
// the 8192-byte window (up to 256 bytes) and the longest match within 256
// bytes (up to 5 bytes), each with its nearest distance.
func kosMatches(src []byte) (longest, longDist, near, nearDist []uint16) {
	n := len(src)
	longest = make([]uint16, n)
	longDist = make([]uint16, n)
	near = make([]uint16, n)
	nearDist = make([]uint16, n)
	const hashBits = 14
	head := make([]int32, 1<<hashBits)
	for i := range head {
		head[i] = -1
	}
	prev := make([]int32, n)
	hash := func(i int) int {
		return int((uint32(src[i])<<16|uint32(src[i+1])<<8|uint32(src[i+2]))*2654435761) >> (32 - hashBits) & (1<<hashBits - 1)
	}
	for i := 0; i < n; i++ {
		limit := n - i
		if limit > kosMaxCount {
			limit = kosMaxCount
		}
		// Near matches (count 2..5, distance 1..256): a direct scan.
		nl := limit
		if nl > 5 {
			nl = 5
		}
		if nl >= 2 {
			for d := 1; d <= 256 && d <= i; d++ {
				l := 0
				for l < nl && src[i-d+l] == src[i+l] {
					l++
				}
				if l > int(near[i]) {
					near[i], nearDist[i] = uint16(l), uint16(d)
					if l == nl {
						break
					}
				}
			}
		}
		if i+3 > n {
			continue
		}
		h := hash(i)
		for j, steps := head[h], 0; j >= 0 && i-int(j) <= kosWindow && steps < 4096; j, steps = prev[j], steps+1 {
			jj := int(j)
			if int(longest[i]) >= limit {
				break
			}
			if src[jj+int(longest[i])] != src[i+int(longest[i])] {
				continue
			}
			l := 0
			for l < limit && src[jj+l] == src[i+l] {
				l++
			}
			if l > int(longest[i]) {
				longest[i], longDist[i] = uint16(l), uint16(i-jj)
			}
		}
		prev[i] = head[h]
		head[h] = int32(i)
	}
	return
}
