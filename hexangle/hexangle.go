// Package hexangle holds the original games' angle arithmetic: 256-step hex
// angles, the 256-entry sine/cosine table and the 257-entry arctangent table
// of the physics guide (docs/physics.md "Calculations"), and conversions to and from degrees.
//
// Hex angles run clockwise on screen (Y grows down): 0 is a flat floor, 0x40
// a right wall, 0x80 a ceiling, 0xC0 a left wall, 0xE0 a floor rising to the
// right at 45 degrees. Degrees, as the guide writes them, run
// counter-clockwise: degrees = (256 - hex) * 360 / 256.
//
// Everything here is integer arithmetic except the degree conversions, which
// exist for display only.
package hexangle

// Flagged is the angle value that marks a flagged tile.
const Flagged = 0xFF

// sinCos is SINCOSLIST of the physics guide, docs/physics.md "Calculations", verbatim.
var sinCos = [256]int16{
	0, 6, 12, 18, 25, 31, 37, 43, 49, 56, 62, 68, 74, 80, 86, 92, 97, 103, 109, 115, 120, 126, 131, 136, 142, 147, 152, 157, 162, 167, 171, 176, 181, 185, 189, 193, 197, 201, 205, 209, 212, 216, 219, 222, 225, 228, 231, 234, 236, 238, 241, 243, 244, 246, 248, 249, 251, 252, 253, 254, 254, 255, 255, 255,
	256, 255, 255, 255, 254, 254, 253, 252, 251, 249, 248, 246, 244, 243, 241, 238, 236, 234, 231, 228, 225, 222, 219, 216, 212, 209, 205, 201, 197, 193, 189, 185, 181, 176, 171, 167, 162, 157, 152, 147, 142, 136, 131, 126, 120, 115, 109, 103, 97, 92, 86, 80, 74, 68, 62, 56, 49, 43, 37, 31, 25, 18, 12, 6,
	0, -6, -12, -18, -25, -31, -37, -43, -49, -56, -62, -68, -74, -80, -86, -92, -97, -103, -109, -115, -120, -126, -131, -136, -142, -147, -152, -157, -162, -167, -171, -176, -181, -185, -189, -193, -197, -201, -205, -209, -212, -216, -219, -222, -225, -228, -231, -234, -236, -238, -241, -243, -244, -246, -248, -249, -251, -252, -253, -254, -254, -255, -255, -255,
	-256, -255, -255, -255, -254, -254, -253, -252, -251, -249, -248, -246, -244, -243, -241, -238, -236, -234, -231, -228, -225, -222, -219, -216, -212, -209, -205, -201, -197, -193, -189, -185, -181, -176, -171, -167, -162, -157, -152, -147, -142, -136, -131, -126, -120, -115, -109, -103, -97, -92, -86, -80, -74, -68, -62, -56, -49, -43, -37, -31, -25, -18, -12, -6,
}

// atanList is ANGLELIST: atanList[i] = round(atan(i/256) * 128 / pi), the
// original games' arctangent table (257 entries, 0..32).
var atanList = [257]uint8{
	0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 5, 5, 5,
	5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 8, 8, 8, 8, 8, 8, 8, 9, 9, 9, 9, 9, 9, 10, 10, 10,
	10, 10, 10, 10, 11, 11, 11, 11, 11, 11, 11, 12, 12, 12, 12, 12, 12, 12, 13, 13, 13, 13, 13, 13, 13, 14, 14, 14, 14, 14, 14, 14,
	15, 15, 15, 15, 15, 15, 15, 16, 16, 16, 16, 16, 16, 16, 17, 17, 17, 17, 17, 17, 17, 17, 18, 18, 18, 18, 18, 18, 18, 19, 19, 19,
	19, 19, 19, 19, 19, 20, 20, 20, 20, 20, 20, 20, 20, 21, 21, 21, 21, 21, 21, 21, 21, 21, 22, 22, 22, 22, 22, 22, 22, 22, 23, 23,
	23, 23, 23, 23, 23, 23, 23, 24, 24, 24, 24, 24, 24, 24, 24, 24, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 26, 26, 26, 26, 26, 26,
	26, 26, 26, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 29, 29, 29, 29, 29, 29, 29, 29,
	29, 29, 29, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 32, 32, 32, 32, 32, 32,
	32,
}

// Sin returns the sine of hex angle a from the games' table, scaled so that
// 256 is 1.0 (range -256..256). Only the low 8 bits of a are used.
func Sin(a int) int { return int(sinCos[a&0xFF]) }

// Cos returns the cosine of hex angle a, scaled so that 256 is 1.0.
func Cos(a int) int { return int(sinCos[(a+64)&0xFF]) }

// Atan returns ANGLELIST[i] for 0 <= i <= 256.
func Atan(i int) int { return int(atanList[i]) }

// PointDirection returns the hex angle of the vector (xdist, ydist), as the
// guide's angleHexPointDirection computes it (docs/physics.md "Calculations"): 64 for (0, 0).
func PointDirection(xdist, ydist int) int {
	if xdist == 0 && ydist == 0 {
		return 64
	}
	xx, yy := xdist, ydist
	if xx < 0 {
		xx = -xx
	}
	if yy < 0 {
		yy = -yy
	}
	// The quotient small/big*256 is at most 256. For the usual sizes
	// (speeds: below 2^23) it is a 32-bit division, several times faster
	// than a 64-bit one on many x86 processors; both give the same value.
	small, big := xx, yy
	if yy < xx {
		small, big = yy, xx
	}
	var q int
	if big < 1<<23 {
		q = int(uint32(small*256) / uint32(big))
	} else {
		q = small * 256 / big
	}
	angle := int(atanList[q])
	if yy >= xx {
		angle = 64 - angle
	}
	if xdist <= 0 {
		angle = -angle + 128
	}
	if ydist <= 0 {
		angle = -angle + 256
	}
	return angle & 0xFF
}

// ToDegrees converts a clockwise hex angle to counter-clockwise degrees in
// [0, 360), as the guide's hexToDegrees/angleHexToDegrees do: 0x20 is 315,
// 0xE8 is 33.75. For display only.
func ToDegrees(a int) float64 {
	d := float64(256-(a&0xFF)) * 360 / 256
	if d >= 360 {
		d -= 360
	}
	return d
}

// FromDegrees converts counter-clockwise degrees to the nearest clockwise hex
// angle (the guide's angleDegreesToHex, rounded rather than truncated).
func FromDegrees(deg float64) int {
	for deg < 0 {
		deg += 360
	}
	for deg >= 360 {
		deg -= 360
	}
	h := int((360-deg)*256/360 + 0.5)
	return h & 0xFF
}

// Snap90 returns a snapped to the nearest multiple of 0x40, as the player
// does on a flagged tile: (a + 0x20) & 0xC0.
func Snap90(a int) int { return (a + 0x20) & 0xC0 }
