package mdcomp

// Kosinski Moduled (Sonic 3 & Knuckles' KosM): a big-endian 16-bit header
// with the decoded length, then the data in 0x1000-byte modules, each its
// own Kosinski stream; every module but the last is padded with zeros to a
// multiple of 16 bytes counted from just after the header. Like the
// reference decompressors (and the game's queue), the number of modules
// comes from the header: (size-1)>>12 full modules then the last one, with
// the game's quirk that a count of 10 full modules reads as 8.

import "strconv"

const kosmName = "kosinski moduled"

const kosmModule = 0x1000

// KosinskiModuledDecode decompresses a Kosinski Moduled stream, bounded
// by MaxDecoded.
func KosinskiModuledDecode(src []byte) ([]byte, error) {
	return KosinskiModuledDecodeMax(src, MaxDecoded)
}

// KosinskiModuledDecodeMax decompresses a Kosinski Moduled stream whose
// decoded length may not pass max bytes.
func KosinskiModuledDecodeMax(src []byte, max int) ([]byte, error) {
	if len(src) < 2 {
		return nil, errorf(kosmName, len(src), "truncated header")
	}
	size := int(src[0])<<8 | int(src[1])
	extra := 0
	if size > 0 {
		extra = (size - 1) >> 12
	}
	if extra == 0xA {
		extra = 8
	}
	var out []byte
	pos := 2
	for i := 0; i <= extra; i++ {
		part, end, err := kosDecode(src, pos, max-len(out))
		if err != nil {
			if e, ok := err.(*Error); ok {
				e.Format = kosmName
				e.Msg = "module " + strconv.Itoa(i) + ": " + e.Msg
			}
			return nil, err
		}
		out = append(out, part...)
		pos = end
		if i < extra {
			pos += -(pos - 2) & 0xF
		}
	}
	return out, nil
}

// KosinskiModuledEncode compresses src (at most 65535 bytes: the header's
// limit; Encode reports longer input as an error, this function keeps the
// header's low 16 bits) as Kosinski Moduled.
func KosinskiModuledEncode(src []byte) []byte {
	return kosmEncode(src, func(out, module []byte, last bool) []byte {
		out = kosEncode(out, module)
		for !last && (len(out)-2)&0xF != 0 {
			out = append(out, 0)
		}
		return out
	})
}

// KosinskiModuledEncodeSega is KosinskiModuledEncode with each module
// compressed as Sega's compressor did (KosinskiEncodeSega, which pads each
// module to 16 bytes itself), so that re-compressing Sonic 3 & Knuckles'
// own .kosm files gives back their bytes and an edit changes only the
// modules it falls in.
func KosinskiModuledEncodeSega(src []byte) []byte {
	return kosmEncode(src, func(out, module []byte, _ bool) []byte {
		return append(out, KosinskiEncodeSega(module)...)
	})
}

// kosmEncode writes the header and src's modules, each appended to out by
// module, which pads all but the last (last false) to 16 bytes counted
// from after the header.
func kosmEncode(src []byte, module func(out, m []byte, last bool) []byte) []byte {
	out := []byte{byte(len(src) >> 8), byte(len(src))}
	full := 0
	if len(src) > 0 {
		full = (len(src) - 1) >> 12
	}
	if full == 0xA {
		full = 8 // the decoder's quirk: the last module holds the rest
	}
	for ; full > 0; full-- {
		out = module(out, src[:kosmModule], false)
		src = src[kosmModule:]
	}
	return module(out, src, true)
}
