package mdcomp

// bitReader reads a big-endian (most significant bit first) bit stream, as
// Nemesis and Enigma store theirs. Reads past the end give zero bits and
// set over, so a decoder can peek freely and report truncation where it
// consumes what is not there.
type bitReader struct {
	src  []byte
	bit  int // next bit, counted from the stream's first bit
	base int // byte offset of src[0] in the whole input, for errors
}

// peek returns the next n (<= 24) bits without consuming them.
func (r *bitReader) peek(n int) uint32 {
	var v uint32
	pos := r.bit >> 3
	// Gather 4 bytes from pos, zero past the end.
	for i := 0; i < 4; i++ {
		v <<= 8
		if pos+i < len(r.src) {
			v |= uint32(r.src[pos+i])
		}
	}
	return v << (r.bit & 7) >> (32 - n)
}

// read consumes n (<= 24) bits; ok is false when they run past the end.
func (r *bitReader) read(n int) (uint32, bool) {
	v := r.peek(n)
	r.bit += n
	return v, r.bit <= 8*len(r.src)
}

// offset is the byte offset (in the whole input) of the next bit.
func (r *bitReader) offset() int { return r.base + r.bit>>3 }

// bitWriter writes a big-endian bit stream.
type bitWriter struct {
	out []byte
	acc uint32
	n   int
}

func (w *bitWriter) write(v uint32, n int) {
	for n > 0 {
		take := n
		if take > 8-w.n {
			take = 8 - w.n
		}
		n -= take
		w.acc = w.acc<<take | (v>>n)&(1<<take-1)
		w.n += take
		if w.n == 8 {
			w.out = append(w.out, byte(w.acc))
			w.acc, w.n = 0, 0
		}
	}
}

// flush pads the last byte with zero bits.
func (w *bitWriter) flush() []byte {
	if w.n > 0 {
		w.out = append(w.out, byte(w.acc<<(8-w.n)))
		w.acc, w.n = 0, 0
	}
	return w.out
}
