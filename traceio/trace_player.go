package traceio

import "loopwright/physics"
import "strconv"

// appendPlayerJSON appends the player-state keys that apply to r: underwater,
// air and water_level on levels with water; shield when one is held;
// ability while one is under way; super while super (hyper also while hyper); insta_shield while
// its hitbox is out. Records without them are unchanged, so traces of
// levels without water and of plain runs keep their keys.
func appendPlayerJSON(b []byte, r *physics.FrameRecord) []byte {
	p := &r.Player
	if p.HasWater {
		b = append(b, ',')
		b = appendKey(b, "underwater")
		b = appendBool(b, p.Underwater)
		b = append(b, ',')
		b = appendKey(b, "air")
		b = strconv.AppendInt(b, int64(p.Air), 10)
		b = append(b, ',')
		b = appendKey(b, "water_level")
		b = strconv.AppendInt(b, int64(p.WaterLevel), 10)
	}
	if p.Shield != physics.ShieldNone {
		b = append(b, ',')
		b = appendKey(b, "shield")
		b = appendStr(b, p.Shield.String())
	}
	if p.Ability != "" {
		b = append(b, ',')
		b = appendKey(b, "ability")
		b = appendStr(b, p.Ability)
		b = append(b, ',')
		b = appendKey(b, "double_jump_flag")
		b = strconv.AppendInt(b, int64(p.DoubleJumpFlag), 10)
		b = append(b, ',')
		b = appendKey(b, "double_jump_property")
		b = strconv.AppendInt(b, int64(p.DoubleJumpProperty), 10)
	}
	if p.InstaShield {
		b = append(b, ',')
		b = appendKey(b, "insta_shield")
		b = appendBool(b, true)
	}
	if p.Super {
		b = append(b, ',')
		b = appendKey(b, "super")
		b = appendBool(b, true)
	}
	if p.Hyper {
		b = append(b, ',')
		b = appendKey(b, "hyper")
		b = appendBool(b, true)
	}
	return b
}

// appendAnimJSON appends the animation keys before the record's closing
// brace: anim (its name) and anim_frame (the subimage).
func appendAnimJSON(b []byte, r *physics.FrameRecord) []byte {
	if n := len(b); n > 0 && b[n-1] == '}' {
		b = b[:n-1]
	}
	b = append(b, ',')
	b = appendKey(b, "anim")
	b = appendStr(b, r.Player.Anim.String())
	b = append(b, ',')
	b = appendKey(b, "anim_frame")
	b = strconv.AppendInt(b, int64(r.Player.AnimFrame), 10)
	return append(b, '}')
}

// appendX appends x: pixel and sub-pixel as usual, or, when the player's
// x sub-pixel word holds a low byte (Knuckles keeps his x in it while
// climbing), the exact 16-bit sub-pixel value /65536.
func appendX(b []byte, r *physics.FrameRecord) []byte {
	low := r.Player.XSubLow
	if low == 0 {
		return r.X.AppendText(b)
	}
	return physics.AppendDecimal(b, int64(r.X)*256+int64(low), 16) // 1/65536 px
}
