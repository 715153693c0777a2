package sonic1

// The level timer and the act's bonuses (_inc/HUD_Update.asm,
// _incObj/0D Signpost.asm: GotThroughAct).

// timeOver is the v_time HUD_Update stops at: 9:59 and 59 sixtieths.
const timeOver = 9<<16 | 59<<8 | 59

// timerStart is the level's start of the timer (Level_LoadObj's cleared
// v_time, or after a lamp post Lamp_LoadInfo's), f_timecount set and
// Level_DelayLoop's four V-ints (routine 8: HUD_Update) counted, so the
// first frame's own V-int makes it 5 sixtieths.
func (s *engine) timerStart() {
	o := &s.st.S2
	o.TimeCount = true
	for range 4 {
		s.hudTime()
	}
}

// hudTime is HUD_Update's timer, in each frame's V-int before the
// frame's code, while f_timecount is set: at 9:59:59 TimeOver stops it
// and kills Sonic (KillSonic: f_timeover); else a sixtieth more, 60 of
// them a second, 60 seconds a minute, the minutes held at 9. The bytes
// wrap as the game's do (after a lamp post at 0 seconds, Lamp_LoadInfo's
// seconds are 255 and roll to 0 without a minute).
func (s *engine) hudTime() {
	o := &s.st.S2
	if !o.TimeCount {
		return
	}
	if o.Time == timeOver {
		o.TimeCount = false
		s.killSonic(-1)
		return
	}
	mins, secs, cent := byte(o.Time>>16), byte(o.Time>>8), byte(o.Time)+1
	if cent >= 60 {
		cent = 0
		secs++
		if secs >= 60 {
			secs = 0
			mins++
			if mins >= 9 {
				mins = 9
			}
		}
	}
	o.Time = o.Time&0xFF000000 | uint32(mins)<<16 | uint32(secs)<<8 | uint32(cent)
}

// lampTime is Lamp_LoadInfo's timer: the saved v_lamp_time with 59
// sixtieths and a second less (a byte: 0 seconds become 255).
func lampTime(t uint32) uint32 {
	return t&0xFFFF0000 | uint32(byte(t>>8)-1)<<8 | 59
}

// timeBonuses is TimeBonuses: the time bonus by the act's time in
// fifteen-second steps (5 minutes or more: the last, 0).
var timeBonuses = [...]uint16{5000, 5000, 1000, 500, 400, 400, 300, 300, 200, 200,
	200, 200, 100, 100, 100, 100, 50, 50, 50, 50, 0}

// actBonuses is GotThroughAct's bonuses: f_timecount cleared (the timer
// stops), the time bonus from minutes x 60 + seconds divided by 15
// (TimeBonuses), the ring bonus rings x 10.
func (s *engine) actBonuses() {
	st := s.st
	o := &st.S2
	o.TimeCount = false
	t := uint16(byte(o.Time>>16))*60 + uint16(byte(o.Time>>8))
	o.TimeBonus = timeBonuses[min(t/15, 20)]
	o.RingBonus = uint16(st.Obj.Rings) * 10
}
