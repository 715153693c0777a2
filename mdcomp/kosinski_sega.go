package mdcomp

// Sega's own Kosinski compressor, as the community has reconstructed it
// from the games' data (documented by Clownacy's "accurate" compressor):
// a greedy parse that at each position takes the longest earlier match,
// the nearest of equal length, with its quirks kept so that the output is
// byte for byte what the disassemblies hold:
//
//   - matches are at most 0xFD bytes long and at most 0x2000-0xFD back;
//   - an inline copy needs a distance below 0x100 (the format allows 0x100);
//   - a 2-byte match that cannot be inline is written as a literal;
//   - the search compares through a ring buffer of 0x2000 bytes (plus a
//     0xFC-byte spill area), filled 0xFD bytes ahead of the position; near
//     the end of the input the comparison runs past the data into
//     whatever the ring still holds, which can change the last match's
//     distance;
//   - before the first command that starts 0xA000 or more bytes after the
//     previous such point, a no-op full copy (00 F0 01) is inserted;
//   - the output is padded with zeros to a multiple of 16 bytes.

const (
	segaMaxLen  = 0xFD
	segaMaxDist = 0x2000 - segaMaxLen
	segaRing    = 0x2000
)

// KosinskiEncodeSega compresses src as Sega's compressor did, so that
// re-compressing the games' data gives back their files' exact bytes
// (every Kosinski file of the disassembly samples does). Its output is a
// little larger than KosinskiEncode's.
func KosinskiEncodeSega(src []byte) []byte {
	n := len(src)
	w := newKosWriter(nil)
	// Candidate positions by 3-byte prefix, nearest first.
	const hashBits = 15
	head := make([]int32, 1<<hashBits)
	for i := range head {
		head[i] = -1
	}
	prev := make([]int32, n)
	hash := func(i int) int {
		return int((uint32(src[i])<<16|uint32(src[i+1])<<8|uint32(src[i+2]))*2654435761) >> (32 - hashBits) & (1<<hashBits - 1)
	}
	inserted := 0 // positions below this are in the hash chains
	insertTo := func(end int) {
		for ; inserted < end && inserted+3 <= n; inserted++ {
			h := hash(inserted)
			prev[inserted] = head[h]
			head[h] = int32(inserted)
		}
	}
	dummy := 0
	for f := 0; f < n; {
		maxDist := min(f, segaMaxDist)
		var length, dist int
		if f+segaMaxLen > n {
			length, dist = segaSearchEnd(src, f, maxDist)
		} else {
			insertTo(f)
			if f+3 <= n {
				for j := head[hash(f)]; j >= 0 && f-int(j) <= maxDist; j = prev[j] {
					jj := int(j)
					if length > 0 && src[jj+length] != src[f+length] {
						continue
					}
					l := 0
					for l < segaMaxLen && src[jj+l] == src[f+l] {
						l++
					}
					if l > length {
						length, dist = l, f-jj
						if l == segaMaxLen {
							break
						}
					}
				}
			}
			if length < 3 {
				// The nearest 2-byte match (a longer one would have been
				// found above). Only an inline copy can take it, so only
				// distances below 0x100 matter: the nearest one further
				// away would be written as a literal all the same.
				length, dist = 0, 0
				for d := 1; d <= min(maxDist, 0xFF); d++ {
					if src[f-d] == src[f] {
						l := 1
						if src[f-d+1] == src[f+1] {
							l = 2
						}
						if l > length {
							length, dist = l, d
							if l == 2 {
								break
							}
						}
					}
				}
			}
		}
		if dummy >= 0xA000 {
			dummy %= 0xA000
			w.bit(0)
			w.bit(1)
			w.byte(0x00)
			w.byte(0xF0)
			w.byte(0x01)
		}
		switch {
		case length >= 2 && length <= 5 && dist < 0x100:
			c := length - 2
			w.bit(0)
			w.bit(0)
			w.bit(uint16(c >> 1))
			w.bit(uint16(c & 1))
			w.byte(byte(-dist))
		case length >= 3 && length <= 9:
			off := -dist
			w.bit(0)
			w.bit(1)
			w.byte(byte(off))
			w.byte(byte(off>>5)&0xF8 | byte(length-2))
		case length >= 3:
			off := -dist
			w.bit(0)
			w.bit(1)
			w.byte(byte(off))
			w.byte(byte(off>>5) & 0xF8)
			w.byte(byte(length - 1))
		default:
			length = 1
			w.bit(1)
			w.byte(src[f])
		}
		f += length
		dummy += length
	}
	w.bit(0)
	w.bit(1)
	w.byte(0x00)
	w.byte(0xF0)
	w.byte(0x00)
	out := w.finish()
	for len(out)%16 != 0 {
		out = append(out, 0)
	}
	return out
}

// segaSearchEnd is the search at a position less than 0xFD bytes from the
// end, comparing through the ring buffer as Sega's compressor did: the
// bytes past the end are what the ring (and its spill area) last held.
func segaSearchEnd(src []byte, f, maxDist int) (length, dist int) {
	n := len(src)
	readIndex := n // the ring has been filled to the end
	// at returns the ring buffer's byte at array index r.
	at := func(r int) byte {
		if r < segaRing {
			if readIndex <= r {
				return 0
			}
			return src[r+segaRing*((readIndex-1-r)/segaRing)]
		}
		j := r - segaRing // the spill area mirrors slots 0..0xFB once wrapped
		if readIndex <= segaRing+j {
			return 0
		}
		return src[j+segaRing*((readIndex-1-j)/segaRing)]
	}
	cur := f % segaRing
	for b := 1; b <= maxDist; b++ {
		p := (f - b) % segaRing
		l := 0
		for l < segaMaxLen && at(cur+l) == at(p+l) {
			l++
		}
		if l > length {
			length, dist = l, b
		}
	}
	return min(length, n-f), dist
}
