package mdcomp

// lzLongest finds, for every position of src, the longest earlier match
// starting at most window elements back and at most maxLen long, with its
// nearest distance (0 length: none of at least two elements). A hash chain
// over the first two elements, its walk bounded per position, keeps the
// search linear on real data; the formats of Kosinski+, Comper and SZDD
// use it (KosinskiEncode keeps its own finder).
func lzLongest[T uint8 | uint16](src []T, window, maxLen int) (length, dist []uint16) {
	n := len(src)
	length = make([]uint16, n)
	dist = make([]uint16, n)
	const hashBits = 15
	head := make([]int32, 1<<hashBits)
	for i := range head {
		head[i] = -1
	}
	prev := make([]int32, n)
	for i := 0; i+1 < n; i++ {
		h := (uint32(src[i])<<16 | uint32(src[i+1])) * 2654435761 >> (32 - hashBits)
		limit := n - i
		if limit > maxLen {
			limit = maxLen
		}
		best := 0
		for j, steps := head[h], 0; j >= 0 && i-int(j) <= window && steps < 2048; j, steps = prev[j], steps+1 {
			jj := int(j)
			if best >= limit {
				break
			}
			if src[jj+best] != src[i+best] {
				continue
			}
			l := 0
			for l < limit && src[jj+l] == src[i+l] {
				l++
			}
			if l > best && l >= 2 {
				best = l
				length[i], dist[i] = uint16(l), uint16(i-jj)
			}
		}
		prev[i] = head[h]
		head[h] = int32(i)
	}
	return
}

// lzNear finds, for every position, the longest match (up to maxLen) at
// most window elements back by a direct scan, with its nearest distance:
// the short, near copies (Kosinski+'s inline copy).
func lzNear(src []byte, window, maxLen int) (length, dist []uint16) {
	n := len(src)
	length = make([]uint16, n)
	dist = make([]uint16, n)
	for i := 0; i < n; i++ {
		nl := n - i
		if nl > maxLen {
			nl = maxLen
		}
		if nl < 2 {
			continue
		}
		for d := 1; d <= window && d <= i; d++ {
			l := 0
			for l < nl && src[i-d+l] == src[i+l] {
				l++
			}
			if l > int(length[i]) {
				length[i], dist[i] = uint16(l), uint16(d)
				if l == nl {
					break
				}
			}
		}
	}
	return
}

// lzStep is one command of a parse: count 1 with dist 0 is a literal.
type lzStep struct {
	count, dist int
	kind        int // format-specific command kind
}

// lzParse finds the cheapest parse of n elements, given each position's
// candidate commands: cands(i, emit) calls emit(count, dist, kind, bits)
// for every command that may start at i (a literal included). It returns
// the commands in order.
func lzParse(n int, cands func(i int, emit func(count, dist, kind, bits int))) []lzStep {
	cost := make([]int, n+1)
	step := make([]lzStep, n+1)
	for i := n - 1; i >= 0; i-- {
		best := -1
		var st lzStep
		cands(i, func(count, dist, kind, bits int) {
			if i+count > n {
				return
			}
			if v := bits + cost[i+count]; best < 0 || v < best {
				best, st = v, lzStep{count, dist, kind}
			}
		})
		cost[i], step[i] = best, st
	}
	var out []lzStep
	for i := 0; i < n; i += step[i].count {
		out = append(out, step[i])
	}
	return out
}

// lazyDesc writes descriptor bits into a field reserved in the output only
// when its first bit is written, as decoders that fetch a new field just
// before they need a bit (Kosinski+, Comper) read them. width is 8 or 16
// bits (a 16-bit field is big-endian); bits go high bit first.
type lazyDesc struct {
	out   []byte
	slot  int
	n     int
	width int
}

func (w *lazyDesc) bit(b int) {
	if w.n == 0 {
		w.slot = len(w.out)
		for i := 0; i < w.width/8; i++ {
			w.out = append(w.out, 0)
		}
	}
	if b != 0 {
		bitpos := w.width - 1 - w.n // from the field's low bit
		w.out[w.slot+(w.width/8-1)-bitpos/8] |= 1 << (bitpos % 8)
	}
	w.n++
	if w.n == w.width {
		w.n = 0
	}
}

func (w *lazyDesc) byte(b byte) { w.out = append(w.out, b) }
