package sonic1

// random is sonic.asm's RandomNumber: the seed (v_random, cleared with
// the level's variables at the level's start, $2A6D365A when 0) times 41
// (shifted 2, added, shifted 3, added), the product's two words added
// into one; the new seed is that sum (high word) and the product's low
// word. It returns d0: the old seed's high word, then the sum.
func (s *engine) random() uint32 {
	o := &s.st.S2
	d0 := o.RNG
	if d0 == 0 {
		d0 = 0x2A6D365A
	}
	d1 := d0 * 41
	sum := uint16(d1) + uint16(d1>>16)
	o.RNG = uint32(sum)<<16 | d1&0xFFFF
	return d0&0xFFFF0000 | uint32(sum)
}
