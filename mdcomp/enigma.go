package mdcomp

// Enigma (Eni_Decomp in the disassemblies): 16-bit mapping words (Mega
// Drive pattern words: priority, palette line, y flip, x flip, 11-bit
// pattern index). A 6-byte header: the width in bits of an inline pattern
// index, a mask of the flag bits stored inline (bit 4 priority, 3-2
// palette line, 1 y flip, 0 x flip: read in that order before the index),
// the starting "incrementing" word and the "common" word (both big-endian).
// Then packets, most significant bit first, each with a 4-bit count n
// (n+1 words):
//
//	00   n  the incrementing word, incremented after each copy
//	01   n  the common word
//	100  n  one inline word, repeated
//	101  n  one inline word, incremented after each copy
//	110  n  one inline word, decremented after each copy
//	111  n  n+1 inline words; n = 15 ends the stream.

const eniName = "enigma"

// EnigmaDecode decompresses Enigma mappings, bounded by MaxDecoded.
func EnigmaDecode(src []byte) ([]byte, error) {
	return EnigmaDecodeMax(src, MaxDecoded)
}

// EnigmaDecodeMax decompresses Enigma mappings whose decoded length may
// not pass max bytes.
func EnigmaDecodeMax(src []byte, max int) ([]byte, error) {
	if len(src) < 6 {
		return nil, errorf(eniName, len(src), "truncated header")
	}
	width := int(src[0])
	if width > 16 {
		return nil, errorf(eniName, 0, "inline index width %d bits (at most 16)", width)
	}
	mask := src[1] & 0x1F
	inc := uint16(src[2])<<8 | uint16(src[3])
	common := uint16(src[4])<<8 | uint16(src[5])
	r := &bitReader{src: src[6:], base: 6}
	out := make([]byte, 0, min(max, 16*len(src)))
	at := 0
	emit := func(w uint16) *Error {
		if len(out)+2 > max {
			return errorf(eniName, at, "decoded length passes the %d-byte bound", max)
		}
		out = append(out, byte(w>>8), byte(w))
		return nil
	}
	inline := func() (uint16, *Error) {
		var w uint16
		for b := 4; b >= 0; b-- {
			if mask&(1<<b) != 0 {
				v, ok := r.read(1)
				if !ok {
					return 0, errorf(eniName, r.offset(), "truncated stream")
				}
				w |= uint16(v) << (11 + b)
			}
		}
		v, ok := r.read(width)
		if !ok {
			return 0, errorf(eniName, r.offset(), "truncated stream")
		}
		return w | uint16(v), nil
	}
	for {
		at = r.offset()
		kind, ok := r.read(1)
		if ok && kind == 1 {
			var k uint32
			k, ok = r.read(2)
			kind = 4 | k
		} else if ok {
			var k uint32
			k, ok = r.read(1)
			kind = k
		}
		n, ok2 := r.read(4)
		if !ok || !ok2 {
			return nil, errorf(eniName, at, "truncated stream")
		}
		count := int(n) + 1
		switch kind {
		case 0:
			for i := 0; i < count; i++ {
				if err := emit(inc); err != nil {
					return nil, err
				}
				inc++
			}
		case 1:
			for i := 0; i < count; i++ {
				if err := emit(common); err != nil {
					return nil, err
				}
			}
		case 4, 5, 6:
			w, err := inline()
			if err != nil {
				return nil, err
			}
			for i := 0; i < count; i++ {
				if err := emit(w); err != nil {
					return nil, err
				}
				switch kind {
				case 5:
					w++
				case 6:
					w--
				}
			}
		case 7:
			if n == 15 {
				return out, nil
			}
			for i := 0; i < count; i++ {
				w, err := inline()
				if err != nil {
					return nil, err
				}
				if err := emit(w); err != nil {
					return nil, err
				}
			}
		}
	}
}

// EnigmaEncode compresses big-endian 16-bit words as Enigma (an odd last
// byte is padded with a zero; Encode reports it as an error instead). It
// tries the most frequent words as the incrementing and common words and
// keeps the smallest result.
func EnigmaEncode(src []byte) []byte {
	words := make([]uint16, (len(src)+1)/2)
	for i := range words {
		w := uint16(src[2*i]) << 8
		if 2*i+1 < len(src) {
			w |= uint16(src[2*i+1])
		}
		words[i] = w
	}
	var flags uint16
	var maxIdx uint16
	freq := map[uint16]int{}
	for _, w := range words {
		flags |= w >> 11
		maxIdx = max(maxIdx, w&0x7FF)
		freq[w]++
	}
	width := 0
	for maxIdx>>width != 0 {
		width++
	}
	// Candidates: the most frequent words, the first word, the smallest.
	var cands []uint16
	seen := map[uint16]bool{}
	add := func(w uint16) {
		if !seen[w] {
			seen[w] = true
			cands = append(cands, w)
		}
	}
	top := make([]uint16, 0, len(freq))
	for w := range freq {
		top = append(top, w)
	}
	sortWordsByFreq(top, freq)
	for i := 0; i < len(top) && i < 6; i++ {
		add(top[i])
	}
	if len(words) > 0 {
		add(words[0])
		minW := words[0]
		for _, w := range words {
			minW = min(minW, w)
		}
		add(minW)
	} else {
		add(0)
	}
	common := cands[0]
	var best []byte
	for _, inc := range cands {
		out := eniEncode(words, byte(width), byte(flags), inc, common)
		if best == nil || len(out) < len(best) {
			best = out
		}
	}
	return best
}

// sortWordsByFreq orders words by falling frequency, then value.
func sortWordsByFreq(ws []uint16, freq map[uint16]int) {
	less := func(a, b uint16) bool {
		if freq[a] != freq[b] {
			return freq[a] > freq[b]
		}
		return a < b
	}
	for i := 1; i < len(ws); i++ { // insertion sort: few distinct words
		for j := i; j > 0 && less(ws[j], ws[j-1]); j-- {
			ws[j], ws[j-1] = ws[j-1], ws[j]
		}
	}
}

func eniEncode(words []uint16, width, mask byte, inc, common uint16) []byte {
	out := []byte{width, mask, byte(inc >> 8), byte(inc), byte(common >> 8), byte(common)}
	w := &bitWriter{out: out}
	inline := func(v uint16) {
		for b := 4; b >= 0; b-- {
			if mask&(1<<b) != 0 {
				w.write(uint32(v>>(11+b)&1), 1)
			}
		}
		w.write(uint32(v&0x7FF), int(width))
	}
	// runs at i: lengths (<= 16) of the incrementing, common, repeated,
	// rising and falling sequences starting there.
	runs := func(i int, inc uint16) (ni, nc, nr, nu, nd int) {
		for ni < 16 && i+ni < len(words) && words[i+ni] == inc+uint16(ni) {
			ni++
		}
		for nc < 16 && i+nc < len(words) && words[i+nc] == common {
			nc++
		}
		v := words[i]
		for nr < 16 && i+nr < len(words) && words[i+nr] == v {
			nr++
		}
		for nu < 16 && i+nu < len(words) && words[i+nu] == v+uint16(nu) {
			nu++
		}
		for nd < 16 && i+nd < len(words) && words[i+nd] == v-uint16(nd) {
			nd++
		}
		return
	}
	for i := 0; i < len(words); {
		ni, nc, nr, nu, nd := runs(i, inc)
		switch {
		case ni > 0 && ni >= nc && ni >= nr && ni >= nu && ni >= nd:
			w.write(0, 2)
			w.write(uint32(ni-1), 4)
			inc += uint16(ni)
			i += ni
		case nc > 0 && nc >= nr && nc >= nu && nc >= nd:
			w.write(1, 2)
			w.write(uint32(nc-1), 4)
			i += nc
		case nr >= 2 && nr >= nu && nr >= nd:
			w.write(4, 3)
			w.write(uint32(nr-1), 4)
			inline(words[i])
			i += nr
		case nu >= 2 && nu >= nd:
			w.write(5, 3)
			w.write(uint32(nu-1), 4)
			inline(words[i])
			i += nu
		case nd >= 2:
			w.write(6, 3)
			w.write(uint32(nd-1), 4)
			inline(words[i])
			i += nd
		default:
			// Literal words until another packet would pay (at most 15).
			j := i + 1
			for j < len(words) && j-i < 15 {
				ni, nc, nr, nu, nd := runs(j, inc)
				if ni > 0 || nc > 0 || nr >= 2 || nu >= 2 || nd >= 2 {
					break
				}
				j++
			}
			w.write(7, 3)
			w.write(uint32(j-i-1), 4)
			for k := i; k < j; k++ {
				inline(words[k])
			}
			i = j
		}
	}
	w.write(7, 3)
	w.write(15, 4)
	out = w.flush()
	if len(out)%2 != 0 {
		out = append(out, 0)
	}
	return out
}
