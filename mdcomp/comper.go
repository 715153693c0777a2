package mdcomp

// Comper (vladikcomper's ComperDec, used by Sonic 2 and Sonic 1 hacks and
// by SonLVL): an LZSS over 16-bit words. Descriptor fields are big-endian
// 16-bit words whose bits are used high bit first; each command takes one
// bit:
//
//	0        literal: copy the next word
//	1 d c    copy c+1 words (2..256) from 256-d words back (1..256);
//	         c = 0 ends the stream
//
// A new field is read when a bit is needed and the last one is used up
// (which, each command taking one bit before its data, is also right after
// the 16th command). Decoded data is a whole number of words; the encoder
// pads odd input with a zero byte, as SonLVL's compressor does.

const comperName = "comper"

// ComperDecode decompresses a Comper stream, bounded by MaxDecoded.
func ComperDecode(src []byte) ([]byte, error) {
	return ComperDecodeMax(src, MaxDecoded)
}

// ComperDecodeMax decompresses a Comper stream whose decoded length may
// not pass max bytes.
func ComperDecodeMax(src []byte, max int) ([]byte, error) {
	n := 4 * len(src)
	if n > max {
		n = max
	}
	out := make([]byte, 0, n)
	pos := 0
	var desc uint16
	left := 0
	for {
		if left == 0 {
			if pos+2 > len(src) {
				return nil, errorf(comperName, pos, "truncated stream (descriptor field missing)")
			}
			desc = uint16(src[pos])<<8 | uint16(src[pos+1])
			pos += 2
			left = 16
		}
		bit := desc >> 15
		desc <<= 1
		left--
		at := pos
		if pos+2 > len(src) {
			return nil, errorf(comperName, pos, "truncated stream")
		}
		a, b := src[pos], src[pos+1]
		pos += 2
		if bit == 0 {
			if len(out)+2 > max {
				return nil, errorf(comperName, at, "decoded length passes the %d-byte bound", max)
			}
			out = append(out, a, b)
			continue
		}
		if b == 0 {
			return out, nil
		}
		dist := 2 * (0x100 - int(a))
		count := 2 * (int(b) + 1)
		if dist > len(out) {
			return nil, errorf(comperName, at, "copy from %d bytes back, only %d decoded", dist, len(out))
		}
		if len(out)+count > max {
			return nil, errorf(comperName, at, "decoded length passes the %d-byte bound", max)
		}
		from := len(out) - dist
		for i := 0; i < count; i++ {
			out = append(out, out[from+i])
		}
	}
}

// ComperEncode compresses src as a Comper stream with the fewest bits (an
// optimal parse over every prefix of the longest match at each word); odd
// input is padded with a zero byte.
func ComperEncode(src []byte) []byte {
	ws := make([]uint16, (len(src)+1)/2)
	for i := range ws {
		ws[i] = uint16(src[2*i]) << 8
		if 2*i+1 < len(src) {
			ws[i] |= uint16(src[2*i+1])
		}
	}
	longest, dist := lzLongest(ws, 0x100, 0x100)
	steps := lzParse(len(ws), func(i int, emit func(count, dist, kind, bits int)) {
		emit(1, 0, 0, 17)
		for c := 2; c <= int(longest[i]); c++ {
			emit(c, int(dist[i]), 1, 17)
		}
	})
	w := &lazyDesc{width: 16}
	i := 0
	for _, st := range steps {
		if st.kind == 0 {
			w.bit(0)
			w.byte(byte(ws[i] >> 8))
			w.byte(byte(ws[i]))
		} else {
			w.bit(1)
			w.byte(byte(0x100 - st.dist))
			w.byte(byte(st.count - 1))
		}
		i += st.count
	}
	w.bit(1)
	w.byte(0)
	w.byte(0)
	return w.out
}
