package mdcomp

// SZDD (Microsoft's COMPRESS.EXE format, which SonLVL reads and writes
// through SZDDComp for the PC ports' level files): a 14-byte header, the
// magic "SZDD" 0x88 0xF0 0x27 0x33, the mode 'A', the original name's last
// character (0 when none) and the decoded length (32-bit little-endian),
// then an LZSS stream: a flag byte whose bits, low bit first, each say a
// literal byte (1) or a copy (0) of two bytes lo, hi: (hi&0x0F)+3 bytes
// (3..18) from position lo|(hi&0xF0)<<4 of a 4096-byte ring, filled with
// spaces at the start, which the output is written into from position
// 0xFF0 on. The header's length ends the stream.

const szddName = "szdd"

// szddMagic is the header's first eight bytes.
var szddMagic = [8]byte{'S', 'Z', 'D', 'D', 0x88, 0xF0, 0x27, 0x33}

const szddHeader = 14

// SZDDDecode decompresses an SZDD file, bounded by MaxDecoded.
func SZDDDecode(src []byte) ([]byte, error) {
	return SZDDDecodeMax(src, MaxDecoded)
}

// SZDDDecodeMax decompresses an SZDD file whose decoded length may not
// pass max bytes (the header's length is checked before decoding).
func SZDDDecodeMax(src []byte, max int) ([]byte, error) {
	if len(src) < szddHeader {
		return nil, errorf(szddName, len(src), "truncated header")
	}
	if [8]byte(src[:8]) != szddMagic {
		return nil, errorf(szddName, 0, "not an SZDD file (no SZDD magic)")
	}
	if src[8] != 'A' {
		return nil, errorf(szddName, 8, "compression mode %q, only 'A' is known", src[8])
	}
	size := uint32(src[10]) | uint32(src[11])<<8 | uint32(src[12])<<16 | uint32(src[13])<<24
	if uint64(size) > uint64(max) {
		return nil, errorf(szddName, 10, "header's length %d passes the %d-byte bound", size, max)
	}
	var ring [4096]byte
	for i := range ring {
		ring[i] = ' '
	}
	wp := 0xFF0
	out := make([]byte, 0, size)
	pos := szddHeader
	for len(out) < int(size) {
		if pos >= len(src) {
			return nil, errorf(szddName, pos, "truncated stream (%d of %d bytes decoded)", len(out), size)
		}
		flags := src[pos]
		pos++
		for bit := 0; bit < 8 && len(out) < int(size); bit++ {
			if pos >= len(src) {
				return nil, errorf(szddName, pos, "truncated stream (%d of %d bytes decoded)", len(out), size)
			}
			if flags>>bit&1 == 1 {
				c := src[pos]
				pos++
				out = append(out, c)
				ring[wp] = c
				wp = (wp + 1) & 0xFFF
				continue
			}
			if pos+2 > len(src) {
				return nil, errorf(szddName, pos, "truncated stream (%d of %d bytes decoded)", len(out), size)
			}
			lo, hi := src[pos], src[pos+1]
			pos += 2
			rp := int(lo) | int(hi&0xF0)<<4
			for n := int(hi&0x0F) + 3; n > 0 && len(out) < int(size); n-- {
				c := ring[rp]
				rp = (rp + 1) & 0xFFF
				out = append(out, c)
				ring[wp] = c
				wp = (wp + 1) & 0xFFF
			}
		}
	}
	return out, nil
}

// SZDDEncode compresses src as an SZDD file (mode 'A', no name
// character) with the fewest bits (an optimal parse over every prefix of
// the longest match at each position; the ring's initial spaces are not
// used). Input longer than 4 GiB cannot be stated in the header: Encode
// reports it as an error.
func SZDDEncode(src []byte) []byte {
	n := uint32(len(src))
	out := append(szddMagic[:], 'A', 0, byte(n), byte(n>>8), byte(n>>16), byte(n>>24))
	longest, dist := lzLongest(src, 4095, 18)
	steps := lzParse(len(src), func(i int, emit func(count, dist, kind, bits int)) {
		emit(1, 0, 0, 9)
		for c := 3; c <= int(longest[i]); c++ {
			emit(c, int(dist[i]), 1, 17)
		}
	})
	i, flagAt, nflags := 0, 0, 8
	for _, st := range steps {
		if nflags == 8 {
			flagAt = len(out)
			out = append(out, 0)
			nflags = 0
		}
		if st.kind == 0 {
			out[flagAt] |= 1 << nflags
			out = append(out, src[i])
		} else {
			rp := (0xFF0 + i - st.dist) & 0xFFF
			out = append(out, byte(rp), byte(rp>>4)&0xF0|byte(st.count-3))
		}
		nflags++
		i += st.count
	}
	return out
}
