package physics

import "loopwright/heightmask"

// Which balancing animation and facing, by game (the player stands still
// at an edge: balanceLookDuck found the centre's floor 12 px or more
// away and a ground sensor found nothing).
//
// Sonic 2's Sonic (s2.asm Sonic_Move, Sonic_Balance / Sonic_BalanceLeft):
// at the right edge (next_tilt 3) facing right it is Balance, and
// Balance2 when the floor 6 px back (x-6, ChkFloorEdge_Part2) is still
// 12 px or more away; facing away from the edge it is Balance3, and
// Balance4 further over, which also turns him to face the edge (bclr
// x_flip). The left edge (tilt 3) mirrors it with x+6. Super Sonic
// (SuperSonic_Balance2) and Tails (Tails_Balance) only turn to face the
// edge and show Balance; Sonic 1 likewise (Sonic Move.asm Sonic_Balance:
// bclr/bset #0,obStatus). Sonic 3 & Knuckles' Sonic (s3.asm
// Sonic_Balance: the s2 code with the facing-away branch turning him at
// once, "dummied out") faces the edge and shows Balance, or Balance2
// when further over; Super Sonic and Tails (s3.asm loc_15678) face the
// edge. The facing is the game's physics state (it picks the spindash
// direction, for one). Knuckles, CD and Mania keep the facing and the
// one balancing animation (their code not read: docs/assumptions.md).
func (s *Sim) balanceKind(x, y int) {
	st := &s.st
	v, c := s.cfg.Variant, s.cfg.Character
	if v != S1 && v != S2 && v != S3K || v == S3K && c == Knuckles {
		return
	}
	right := st.NextTilt == noAngle
	if v == S1 || st.P.Super || c != Sonic {
		st.FacingLeft = !right
		return
	}
	dx := -6
	if !right {
		dx = 6
	}
	var pr Probe
	var buf int16
	senseInto(&pr, &s.terr, st.Path, heightmask.Down, x+dx, y+st.YRadius, true, &buf)
	over := pr.Distance >= 12
	if v == S3K {
		st.FacingLeft = !right
		st.P.Anim.balance = AnimBalance
		if over {
			st.P.Anim.balance = AnimBalance2
		}
		return
	}
	toward := st.FacingLeft != right // facing the edge
	switch {
	case toward && !over:
		st.P.Anim.balance = AnimBalance
	case toward:
		st.P.Anim.balance = AnimBalance2
	case !over:
		st.P.Anim.balance = AnimBalance3
	default:
		st.P.Anim.balance = AnimBalance4
		st.FacingLeft = !right
	}
}
