package mdcomp

import "sort"

// Nemesis (Nem_Decomp in the disassemblies): pattern art as a stream of
// 4-bit pixels (nybbles), eight to a 32-bit row, run-length coded with a
// prefix code of at most 8 bits. The header word's bit 15 selects XOR
// mode (each row is XORed with the previous decoded row) and its low 15
// bits give the number of 8x8 patterns (32 bytes each). The code table
// follows: a byte naming a nybble value (the first byte always does; later
// ones have bit 7 set), then entries of two bytes, %0CCCLLLL (repeat count
// minus 1, code length 1..8) and the code, until 0xFF. Codes follow, most
// significant bit first; the prefix 111111 escapes to an inline run: 3 bits
// repeat count minus 1 and 4 bits nybble.

const nemName = "nemesis"

const nemEscapeBits = 6 + 7

type nemEntry struct {
	len   uint8 // 0: no code
	nyb   uint8
	count uint8 // 1..8
}

// NemesisDecode decompresses Nemesis art, bounded by MaxDecoded.
func NemesisDecode(src []byte) ([]byte, error) {
	return NemesisDecodeMax(src, MaxDecoded)
}

// NemesisDecodeMax decompresses Nemesis art whose decoded length (stated
// by the header) may not pass max bytes.
func NemesisDecodeMax(src []byte, max int) ([]byte, error) {
	if len(src) < 2 {
		return nil, errorf(nemName, len(src), "truncated header")
	}
	head := int(src[0])<<8 | int(src[1])
	xor := head&0x8000 != 0
	size := (head & 0x7FFF) * 32
	if size > max {
		return nil, errorf(nemName, 0, "header states %d patterns (%d bytes), more than the %d-byte bound", head&0x7FFF, size, max)
	}
	var table [256]nemEntry
	pos := 2
	if pos >= len(src) {
		return nil, errorf(nemName, pos, "truncated code table")
	}
	b := src[pos]
	pos++
	for b != 0xFF {
		nyb := b & 0x0F
		for {
			if pos >= len(src) {
				return nil, errorf(nemName, pos, "truncated code table")
			}
			b = src[pos]
			pos++
			if b >= 0x80 {
				break
			}
			at := pos - 1
			n := int(b & 0x0F)
			if n == 0 || n > 8 {
				return nil, errorf(nemName, at, "code length %d (must be 1..8)", n)
			}
			if pos >= len(src) {
				return nil, errorf(nemName, pos, "truncated code table")
			}
			code := int(src[pos])
			pos++
			if code >= 1<<n {
				return nil, errorf(nemName, at+1, "code %#x does not fit in %d bits", code, n)
			}
			e := nemEntry{len: uint8(n), nyb: nyb, count: b>>4&7 + 1}
			first := code << (8 - n)
			for i := 0; i < 1<<(8-n); i++ {
				table[first+i] = e
			}
		}
	}
	out := make([]byte, size)
	r := &bitReader{src: src[pos:], base: pos}
	var row, prev uint32
	nybs := 0 // nybbles in row
	o := 0
	for o < size {
		at := r.offset()
		p := r.peek(8)
		var e nemEntry
		if p >= 0xFC {
			r.read(6)
			v, ok := r.read(7)
			if !ok {
				return nil, errorf(nemName, at, "truncated stream")
			}
			e = nemEntry{len: 13, nyb: uint8(v & 0xF), count: uint8(v>>4) + 1}
		} else {
			e = table[p]
			if e.len == 0 {
				return nil, errorf(nemName, at, "bits %08b start no code of the table", p)
			}
			if _, ok := r.read(int(e.len)); !ok {
				return nil, errorf(nemName, at, "truncated stream")
			}
		}
		for i := uint8(0); i < e.count && o < size; i++ {
			row = row<<4 | uint32(e.nyb)
			nybs++
			if nybs == 8 {
				if xor {
					row ^= prev
					prev = row
				}
				out[o], out[o+1], out[o+2], out[o+3] = byte(row>>24), byte(row>>16), byte(row>>8), byte(row)
				o += 4
				row, nybs = 0, 0
			}
		}
	}
	return out, nil
}

// nemSym is a run of 1..8 equal nybbles: nyb<<3 | count-1.
type nemSym uint8

// NemesisEncode compresses art as Nemesis, in whichever of the plain and
// XOR modes is smaller. The input should be whole 32-byte patterns (at
// most 32767): a shorter last pattern is padded with zeros, patterns past
// the 32767th are dropped (Encode reports both as errors instead).
func NemesisEncode(src []byte) []byte {
	if len(src)%32 != 0 {
		src = append(append([]byte(nil), src...), make([]byte, 32-len(src)%32)...)
	}
	if len(src) > 0x7FFF*32 {
		src = src[:0x7FFF*32]
	}
	plain := nemEncode(src, false)
	if x := nemEncode(src, true); len(x) < len(plain) {
		return x
	}
	return plain
}

// nemCode is a chosen prefix code: the length of each symbol's code (0:
// escaped) and the code itself.
type nemCode struct {
	len  [128]uint8
	code [128]uint8
}

func (c *nemCode) cost(s int) int {
	if c.len[s] == 0 {
		return nemEscapeBits
	}
	return int(c.len[s])
}

func nemEncode(src []byte, xor bool) []byte {
	// The nybble stream and its runs.
	type run struct {
		nyb uint8
		n   int
	}
	var runs []run
	var prev uint32
	for i := 0; i+4 <= len(src); i += 4 {
		row := uint32(src[i])<<24 | uint32(src[i+1])<<16 | uint32(src[i+2])<<8 | uint32(src[i+3])
		e := row
		if xor {
			e = row ^ prev
			prev = row
		}
		for k := 28; k >= 0; k -= 4 {
			v := uint8(e >> k & 0xF)
			if len(runs) > 0 && runs[len(runs)-1].nyb == v {
				runs[len(runs)-1].n++
			} else {
				runs = append(runs, run{v, 1})
			}
		}
	}
	// Split runs into symbols: first greedily into 8s, then, a few times,
	// optimally for the code built from the previous split.
	var code nemCode
	var syms []nemSym
	split := func(first bool) {
		syms = syms[:0]
		for _, r := range runs {
			if first {
				for n := r.n; n > 0; n -= 8 {
					k := min(n, 8)
					syms = append(syms, nemSym(r.nyb<<3|uint8(k-1)))
				}
				continue
			}
			syms = nemSplit(syms, r.nyb, r.n, &code)
		}
	}
	split(true)
	best := []byte(nil)
	for iter := 0; iter < 3; iter++ {
		var freq [128]int
		for _, s := range syms {
			freq[s]++
		}
		code = nemBuildCode(&freq)
		out := nemWrite(src, xor, syms, &code)
		if best == nil || len(out) < len(best) {
			best = out
		}
		split(false)
	}
	return best
}

// nemSplit appends the cheapest split of a run of n nybbles v.
func nemSplit(syms []nemSym, v uint8, n int, code *nemCode) []nemSym {
	cost := make([]int, n+1)
	pick := make([]int, n+1)
	for i := 1; i <= n; i++ {
		cost[i] = -1
		for k := 1; k <= 8 && k <= i; k++ {
			c := cost[i-k] + code.cost(int(v)<<3|(k-1))
			if cost[i] < 0 || c < cost[i] {
				cost[i], pick[i] = c, k
			}
		}
	}
	start := len(syms)
	for i := n; i > 0; i -= pick[i] {
		syms = append(syms, nemSym(v<<3|uint8(pick[i]-1)))
	}
	// Reverse the appended part (order within a run does not matter for
	// the output, but keeps it deterministic and readable).
	for a, b := start, len(syms)-1; a < b; a, b = a+1, b-1 {
		syms[a], syms[b] = syms[b], syms[a]
	}
	return syms
}

// nemBuildCode chooses which symbols get a code and the codes' lengths:
// for each number K of most frequent symbols, lengths from a Huffman code
// limited to 8 bits within the code space left by the 6-bit escape, then
// the K with the fewest bits in all (table included).
func nemBuildCode(freq *[128]int) nemCode {
	var order []int
	for s, f := range freq {
		if f > 0 {
			order = append(order, s)
		}
	}
	sort.SliceStable(order, func(a, b int) bool { return freq[order[a]] > freq[order[b]] })
	var best nemCode
	bestBits := -1
	for k := 0; k <= len(order); k++ {
		lens := nemLengths(order[:k], freq, order[k:])
		var c nemCode
		bits := 8 // terminator
		var nybs [16]bool
		for i, s := range order {
			if i < k {
				c.len[s] = lens[i]
				bits += int(lens[i])*freq[s] + 16
				if !nybs[s>>3] {
					nybs[s>>3] = true
					bits += 8
				}
			} else {
				bits += nemEscapeBits * freq[s]
			}
		}
		if bestBits < 0 || bits < bestBits {
			best, bestBits = c, bits
		}
	}
	// Canonical codes in order of length (then symbol): they fill the code
	// space from 0 upwards and stay below the escape prefix 111111.
	var coded []int
	for s := range best.len {
		if best.len[s] > 0 {
			coded = append(coded, s)
		}
	}
	sort.SliceStable(coded, func(a, b int) bool { return best.len[coded[a]] < best.len[coded[b]] })
	code, prevLen := 0, 0
	for _, s := range coded {
		l := int(best.len[s])
		code <<= l - prevLen
		best.code[s] = uint8(code)
		code++
		prevLen = l
	}
	return best
}

// nemLengths gives code lengths (1..8) for syms (most frequent first) so
// that, with the escape prefix's 1/64 reserved, the lengths satisfy
// Kraft's inequality: 2^(8-len) summed stays within 252.
func nemLengths(syms []int, freq *[128]int, escaped []int) []uint8 {
	n := len(syms)
	if n == 0 {
		return nil
	}
	escW := 0
	for _, s := range escaped {
		escW += freq[s]
	}
	// Huffman over the symbols and the escape (weight at least 1).
	type node struct {
		w      int
		leaves []int // indices into syms; -1 for the escape
	}
	nodes := make([]node, 0, n+1)
	for i, s := range syms {
		nodes = append(nodes, node{freq[s], []int{i}})
	}
	nodes = append(nodes, node{max(escW, 1), []int{-1}})
	depth := make([]int, n)
	for len(nodes) > 1 {
		sort.SliceStable(nodes, func(a, b int) bool { return nodes[a].w < nodes[b].w })
		a, b := nodes[0], nodes[1]
		for _, l := range a.leaves {
			if l >= 0 {
				depth[l]++
			}
		}
		for _, l := range b.leaves {
			if l >= 0 {
				depth[l]++
			}
		}
		merged := node{a.w + b.w, append(append([]int(nil), a.leaves...), b.leaves...)}
		nodes = append(nodes[2:], merged)
	}
	lens := make([]uint8, n)
	used := 0
	for i := range lens {
		lens[i] = uint8(min(max(depth[i], 1), 8))
		used += 1 << (8 - lens[i])
	}
	const budget = 256 - 4
	// Too much code space: lengthen the least frequent codes first.
	for used > budget {
		for i := n - 1; i >= 0 && used > budget; i-- {
			if lens[i] < 8 {
				used -= 1 << (8 - lens[i] - 1)
				lens[i]++
			}
		}
	}
	// Space left: shorten the most frequent codes where it fits.
	for changed := true; changed; {
		changed = false
		for i := 0; i < n; i++ {
			if lens[i] > 1 && used+(1<<(8-lens[i])) <= budget {
				used += 1 << (8 - lens[i])
				lens[i]--
				changed = true
			}
		}
	}
	return lens
}

func nemWrite(src []byte, xor bool, syms []nemSym, code *nemCode) []byte {
	n := len(src) / 32
	head := n
	if xor {
		head |= 0x8000
	}
	out := []byte{byte(head >> 8), byte(head)}
	for nyb := 0; nyb < 16; nyb++ {
		first := true
		for k := 0; k < 8; k++ {
			s := nyb<<3 | k
			if code.len[s] == 0 {
				continue
			}
			if first {
				out = append(out, 0x80|byte(nyb))
				first = false
			}
			out = append(out, byte(k<<4)|code.len[s], code.code[s])
		}
	}
	out = append(out, 0xFF)
	w := &bitWriter{out: out}
	for _, s := range syms {
		if l := code.len[s]; l > 0 {
			w.write(uint32(code.code[s]), int(l))
		} else {
			w.write(0x3F, 6)
			w.write(uint32(s&7)<<4|uint32(s>>3), 7)
		}
	}
	return w.flush()
}
