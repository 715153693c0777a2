package physics

// s1LevelEvents runs Sonic 1's level-specific dynamic level events
// (s1disasm _inc/DynamicLevelEvents.asm, DLE_GHZ1 ...) for the level
// named by its s1_zone_act property, before the common part
// (Camera.levelEvents) moves the bottom limit toward the target. Only the
// events that move the camera limits of the zones the project imports are
// modelled (docs/disasm.md); other levels keep their limits.
func (s *Sim) s1LevelEvents() {
	if s.cfg.Variant != S1 {
		return
	}
	c := &s.st.Cam
	switch s.s1ZoneAct() {
	case "ghz1":
		// DLE_GHZ1: bottom $300, $400 once the camera reaches x $1780.
		c.TargetMaxY = 0x300
		if c.X >= 0x1780 {
			c.TargetMaxY = 0x400
		}
	}
}

// s1ZoneAct returns the level's s1_zone_act property ("ghz1"), or "".
func (s *Sim) s1ZoneAct() string {
	for i := range s.level.Props {
		if s.level.Props[i].Name == "s1_zone_act" {
			return s.level.Props[i].Value
		}
	}
	return ""
}
