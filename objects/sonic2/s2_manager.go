package sonic2

import (
	"sort"
	"strconv"
	"strings"

	"loopwright/physics"

	"loopwright/layers"
)

// Sonic 2's own object machinery (docs/objects.md, "Sonic 2 objects"),
// used for the s2 variant when the level's objects carry the raw fields of
// a Sonic 2 object layout (the property obj_id, as the SonLVL import and
// the disassembly layouts give them). It follows s2.asm:
//
//   - the object RAM: 112 dynamic slots (Dynamic_Object_RAM), each object
//     in one slot; AllocateObject takes the first free slot,
//     AllocateObjectAfterCurrent the first free one after the current;
//   - ObjectsManager: the layout (sorted by x) is walked from both ends as
//     the camera moves in 128-pixel steps; objects come into existence
//     within $280 pixels right of the camera's chunk and delete themselves
//     (MarkObjGone) when their chunk leaves the window; objects whose
//     layout entry asks for it keep a respawn flag (Object_Respawn_Table);
//   - each frame: Sonic (with TouchResponse at the end of his code), then
//     the objects by slot (RunObjects), the camera (DeformBgLayer, in
//     camera.go), RingsManager, BuildSprites' on-screen flags, and
//     ObjectsManager;
//   - rings are not objects (RingsManager, Touch_Rings); lost rings are
//     (Obj37).
//
// Before frame 1 the game has already run its objects for the title card
// (26 RunObjects calls without the camera or the manager); New does the
// same. Vint_runcount, the console's frame counter, selects some objects'
// frames (the lost rings' floor checks, the Buzzer's target); its value
// at the level start is the level property s2_vint_runcount, else
// s2VintStart.

// s2VintStart is Vint_runcount before the title card's object updates
// when the level says nothing: the recorded runs' value (a level entered
// from the level select reads 558 when the player gets control, after
// the title card's 26 V-ints), as Sonic 1's engine starts from its own
// recorded value (docs/assumptions.md).
const s2VintStart = 558 - physics.S2TitleCardFrames

// Object ids (s2.asm ObjID_*).
const (
	s2PlaneSwitcher   = 0x03
	s2Spiral          = 0x06
	s2Signpost        = 0x0D
	s2Bridge          = 0x11
	s2Platform        = 0x18
	s2Scenery         = 0x1C
	s2RingObj         = 0x25
	s2Explosion       = 0x27
	s2Animal          = 0x28
	s2Points          = 0x29
	s2MonitorContents = 0x2E
	s2Results         = 0x3A
	s2Monitor         = 0x26
	s2Spikes          = 0x36
	s2LostRings       = 0x37
	s2Springs         = 0x41
	s2Waterfall       = 0x49
	s2Buzzer          = 0x4B
	s2Masher          = 0x5C
	s2Starpost        = 0x79
	s2Projectile      = 0x98
	s2Coconuts        = 0x9D
)

// s2Entry is one object layout entry.
type s2Entry struct {
	x     int
	yword uint16 // y | flags (bit 15 respawn, 14 y flip, 13 x flip)
	id    uint8
	sub   uint8
	objID int // the level object's id
	sw    int // plane switchers: 1 + the index in level.Switchers
}

// s2Ring is one ring of the ring layout.
type s2Ring struct {
	x, y  int
	objID int
}

// s2Level is the static, compiled part: the layout and rings.
type s2Level struct {
	active bool
	layout []s2Entry
	rings  []s2Ring
	vint   uint32
	// bumpers are Casino Night's level bumpers (the level property
	// s2_cnz_bumpers), sorted by x as the game's tables are.
	bumpers []s2Bumper
	// animals are the zone's two animals (Obj28_ZoneAnimals).
	animals [2]zoneAnimal
	// zoneAct is the level property s2_zone_act ("cpz2"), "" when none;
	// evZone its level events (events.go).
	zoneAct string
	evZone  uint8
}

// parseHexByte reads "0x41", "41", "$41" or a decimal with a leading "d".
func parseHexByte(v string) (uint8, bool) {
	v = strings.TrimSpace(strings.ToLower(v))
	v = strings.TrimPrefix(strings.TrimPrefix(v, "0x"), "$")
	n, err := strconv.ParseUint(v, 16, 8)
	return uint8(n), err == nil
}

func propOf(o *layers.Object, name string) (string, bool) {
	for _, p := range o.Props {
		if p.Name == name {
			return p.Value, true
		}
	}
	return "", false
}

func propBool(o *layers.Object, name string) bool {
	v, ok := propOf(o, name)
	if !ok {
		return false
	}
	b, err := strconv.ParseBool(strings.TrimSpace(v))
	return err == nil && b
}

// IsS2Object reports whether a level object carries a Sonic 2 object
// layout entry (the obj_id property).
func IsS2Object(o *layers.Object) bool {
	_, ok := propOf(o, "obj_id")
	return ok
}

// compileS2 reads the level's Sonic 2 objects and rings.
func (s *engine) compileS2() {
	l := &s.s2
	l.active = false
	l.layout = l.layout[:0]
	l.rings = l.rings[:0]
	l.bumpers = l.bumpers[:0]
	l.animals = s2ZoneAnimals["ehz"]
	l.zoneAct = ""
	l.evZone = evNone
	l.vint = s2VintStart
	if s.cfg.Variant != physics.S2 {
		return
	}
	for i := range s.level.Objects {
		o := &s.level.Objects[i]
		if v, ok := propOf(o, "obj_id"); ok {
			id, ok := parseHexByte(v)
			if !ok {
				continue
			}
			sub := uint8(0)
			if v, ok := propOf(o, "subtype"); ok {
				sub, _ = parseHexByte(v)
			}
			y := uint16(o.Y) & 0xFFF
			if propBool(o, "respawn") {
				y |= 0x8000
			}
			if propBool(o, "y_flip") {
				y |= 0x4000
			}
			if propBool(o, "x_flip") {
				y |= 0x2000
			}
			l.layout = append(l.layout, s2Entry{x: o.X, yword: y, id: id, sub: sub, objID: o.ID})
			l.active = true
		} else if o.Class == "ring" {
			l.rings = append(l.rings, s2Ring{x: o.X, y: o.Y, objID: o.ID})
		}
	}
	if !l.active {
		return
	}
	// Plane switchers (Obj03) are objects in the game: they take a slot
	// while loaded. The level keeps them as layers.Switchers (docs/physics.md "Solid Terrain"),
	// which do their work; here they only occupy their slots.
	for i := range s.level.Switchers {
		sw := &s.level.Switchers[i]
		l.layout = append(l.layout, s2Entry{x: sw.X, yword: uint16(sw.Y) & 0xFFF, id: s2PlaneSwitcher, objID: sw.ID, sw: i + 1})
	}
	// The layout is sorted by x in the game's files; the manager relies
	// on it. Equal x keep the layout order (the level ids).
	sort.SliceStable(l.layout, func(a, b int) bool {
		if l.layout[a].x != l.layout[b].x {
			return l.layout[a].x < l.layout[b].x
		}
		return l.layout[a].objID < l.layout[b].objID
	})
	// RingsMgr_SortRings sorts the rings by x.
	sort.SliceStable(l.rings, func(a, b int) bool { return l.rings[a].x < l.rings[b].x })
	if len(l.rings) > physics.S2MaxRings {
		l.rings = l.rings[:physics.S2MaxRings]
	}
	for _, p := range s.level.Props {
		if p.Name == "s2_zone_act" {
			l.zoneAct = p.Value
			l.evZone = eventZones[p.Value]
			if a, ok := s2ZoneAnimals[strings.TrimRight(p.Value, "0123456789")]; ok {
				l.animals = a
			}
		}
		if p.Name == "s2_cnz_bumpers" {
			l.bumpers = parseBumpers(p.Value, l.bumpers[:0])
		}
		if p.Name == "s2_vint_runcount" {
			if n, err := strconv.ParseUint(strings.TrimSpace(p.Value), 0, 32); err == nil {
				l.vint = uint32(n)
			}
		}
	}
}

// initS2 starts the Sonic 2 objects as the level start does:
// ObjectsManager, RingsManager, then the title card's object updates.
func (s *engine) initS2() {
	s.compileS2()
	st := s.st
	st.S2 = physics.S2State{}
	if !s.s2.active {
		return
	}
	s.startS2()
}

// initS2Keep restarts the objects keeping the starpost data (a restart
// after death).
func (s *engine) initS2Keep() {
	st := s.st
	star := st.S2.Star
	st.S2 = physics.S2State{Star: star}
	if !s.s2.active {
		return
	}
	s.startS2()
}

func (s *engine) startS2() {
	st := s.st
	o := &st.S2
	o.Vint = s.s2.vint
	oscReset(o)
	st.Obj.Invuln = 0
	o.P1Shown = true // the title card's updates display Sonic
	s.objectsManagerInit()
	s.ringsManagerInit()
	s.loadOil()
	for i := 0; i < physics.S2TitleCardFrames; i++ {
		o.Vint++
		s.runS2Slots()
		s.buildSprites()
	}
}

// ---------------------------------------------------------------------------
// Object RAM

func (s *engine) slot(k int) *physics.S2Obj {
	if k == physics.S2OilSlot {
		return &s.st.S2.Oil
	}
	return &s.st.S2.Slots[k]
}

// allocate is AllocateObject: the first free dynamic slot, or -1. Slots
// from top up are free, so the first free one is below top or top itself.
func (s *engine) allocate() int {
	o := &s.st.S2
	for k := 0; k < int(o.Top); k++ {
		if o.Slots[k].ID == 0 {
			return k
		}
	}
	return s.raiseTop(int(o.Top))
}

// allocateAfter is AllocateObjectAfterCurrent: the first free slot after
// slot k, or -1.
func (s *engine) allocateAfter(k int) int {
	o := &s.st.S2
	j := k + 1
	for ; j < int(o.Top); j++ {
		if o.Slots[j].ID == 0 {
			return j
		}
	}
	return s.raiseTop(j)
}

// raiseTop hands out slot j (free: at or above top), raising top past it;
// -1 when j is beyond the object RAM.
func (s *engine) raiseTop(j int) int {
	if j < 0 || j >= physics.S2Slots {
		return -1
	}
	s.st.S2.Top = int16(j + 1)
	return j
}

// lowerTop moves top down over the all-zero slots below it.
func lowerTop(o *physics.S2State) {
	for o.Top > 0 && o.Slots[o.Top-1] == (physics.S2Obj{}) {
		o.Top--
	}
}

// deleteObject is DeleteObject.
func (s *engine) deleteObject(k int) {
	if ob := &s.st.S2.Slots[k]; ob.ID == s2PlaneSwitcher && ob.Routine != 0 {
		s.switcherUnloaded(k)
	}
	if s.st.S2.On == k+1 {
		// The slot Sonic stood on is gone; his on_object status stays set
		// in the game until something clears it (solid-objects.txt,
		// "False Object Standing Flag"); we release him.
		s.st.S2.On = 0
		s.st.Obj.On = 0
		s.st.Air = true
	}
	s.st.S2.Slots[k] = physics.S2Obj{}
}

// markGone is MarkObjGone with the position x: an object whose 128-pixel
// column is more than $280 right of (or any left of) the camera's coarse
// column is deleted and its respawn flag cleared. It reports deletion.
func (s *engine) markGone(k int, x int) bool {
	o := &s.st.S2
	d := uint16(x&0xFF80) - uint16(o.Coarse)
	if d <= 0x280 {
		return false
	}
	if r := o.Slots[k].Respawn; r != 0 {
		o.Respawn[2+int(r)] &^= 0x80
	}
	s.deleteObject(k)
	return true
}

// ---------------------------------------------------------------------------
// ObjectsManager

func (s *engine) objectsManagerInit() {
	o := &s.st.S2
	lay := s.s2.layout
	o.Respawn[0], o.Respawn[1] = 1, 1
	d6 := s.st.Cam.X - 0x80
	if d6 < 0 {
		d6 = 0
	}
	d6 &= 0xFF80
	i := 0
	for i < len(lay) && lay[i].x < d6 {
		if lay[i].yword&0x8000 != 0 {
			o.Respawn[0]++
		}
		i++
	}
	o.Right = i
	j := 0
	d6 -= 0x80
	if d6 >= 0 {
		for j < len(lay) && lay[j].x < d6 {
			if lay[j].yword&0x8000 != 0 {
				o.Respawn[1]++
			}
			j++
		}
	}
	o.Left = j
	o.CamLast = -1
	s.objectsManagerMain()
}

// objectsManagerMain is ObjectsManager_Main (one player).
func (s *engine) objectsManagerMain() {
	o := &s.st.S2
	lay := s.s2.layout
	camX := s.st.Cam.X
	o.Coarse = (camX - 0x80) & 0xFF80
	d6 := camX & 0xFF80
	if d6 == o.CamLast {
		return
	}
	if d6 > o.CamLast {
		o.CamLast = d6
		lim := d6 + 0x280
		for o.Right < len(lay) && lay[o.Right].x < lim {
			e := &lay[o.Right]
			d2 := 0
			if e.yword&0x8000 != 0 {
				d2 = int(o.Respawn[0])
				o.Respawn[0]++
			}
			if !s.chkLoadObj(o.Right, d2) {
				break
			}
			o.Right++
		}
		lim = d6 - 0x80
		if lim >= 0 {
			for o.Left < len(lay) && lay[o.Left].x < lim {
				if lay[o.Left].yword&0x8000 != 0 {
					o.Respawn[1]++
				}
				o.Left++
			}
		}
		return
	}
	// Going backward.
	o.CamLast = d6
	lim := d6 - 0x80
	if lim >= 0 {
		// .nextObject1: cmp.w -6(a0),d6 / bge: only entries right of d6.
		for o.Left > 0 && lay[o.Left-1].x > lim {
			e := &lay[o.Left-1]
			d2 := 0
			if e.yword&0x8000 != 0 {
				o.Respawn[1]--
				d2 = int(o.Respawn[1])
			}
			if !s.chkLoadObj(o.Left-1, d2) {
				if e.yword&0x8000 != 0 {
					o.Respawn[1]++
				}
				break
			}
			o.Left--
		}
	}
	lim += 0x300
	for o.Right > 0 && lay[o.Right-1].x >= lim {
		if lay[o.Right-1].yword&0x8000 != 0 {
			o.Respawn[0]--
		}
		o.Right--
	}
}

// chkLoadObj is ChkLoadObj: it loads layout entry i (respawn index d2)
// unless its respawn flag says it is already loaded or gone; false when
// the object RAM is full.
func (s *engine) chkLoadObj(i, d2 int) bool {
	o := &s.st.S2
	e := &s.s2.layout[i]
	if e.yword&0x8000 != 0 {
		idx := 2 + d2
		if idx < 0 || idx >= len(o.Respawn) {
			return true
		}
		was := o.Respawn[idx]&0x80 != 0
		o.Respawn[idx] |= 0x80
		if was {
			return true
		}
	}
	k := s.allocate()
	if k < 0 {
		return false
	}
	ob := &o.Slots[k]
	*ob = physics.S2Obj{ID: e.id, Sub: e.sub, X: physics.FromPixels(e.x), Y: physics.FromPixels(int(e.yword & 0xFFF)), Layout: int16(i)}
	if e.yword&0x8000 != 0 {
		ob.Respawn = uint8(d2)
	}
	f := uint8(e.yword>>13) & 3 // bit 13 x flip -> bit 0, bit 14 y flip -> bit 1
	ob.Render, ob.Status = f, f
	return true
}

// ---------------------------------------------------------------------------
// Rings (RingsManager, Touch_Rings)

func (s *engine) ringBounds() {
	o := &s.st.S2
	rings := s.s2.rings
	d4 := s.st.Cam.X - 8
	if d4 <= 0 {
		d4 = 1
	}
	a := firstRingAt(rings, o.RingStart, d4)
	b := firstRingAt(rings, max(a, o.RingEnd), d4+physics.ScreenWidth+16)
	o.RingStart, o.RingEnd = a, b
}

// firstRingAt returns the first index whose ring's x is >= x, walking the
// ring list (sorted by x) from index i, last frame's answer: the camera
// moves a few pixels a frame, so the walk is a step or two, and from any
// i it ends on the same index as a walk from the start.
func firstRingAt(rings []s2Ring, i, x int) int {
	i = min(max(i, 0), len(rings))
	for i > 0 && rings[i-1].x >= x {
		i--
	}
	for i < len(rings) && rings[i].x < x {
		i++
	}
	return i
}

func (s *engine) ringsManagerInit() { s.ringBounds() }

// touchRings is Touch_Rings: rings in the manager's window overlapping
// Sonic's box (16 wide, 2*(Height Radius-3) high) are collected, unless
// the invulnerability after a hit has more than 90 frames left.
func (s *engine) touchRings() {
	st := s.st
	o := &st.S2
	if o.RingStart == o.RingEnd || st.Obj.Invuln >= 90 {
		return
	}
	d2 := st.X.Pixel() - 8
	d5 := st.YRadius - 3
	d3 := st.Y.Pixel() - d5
	if s.ducking() {
		d3 += 12
		d5 = 10
	}
	d5 *= 2
	for i := o.RingStart; i < o.RingEnd; i++ {
		if o.RingGot[i] {
			continue
		}
		r := &s.s2.rings[i]
		if !boxHit(r.x-6-d2, 12, 16) || !boxHit(r.y-6-d3, 12, d5) {
			continue
		}
		o.RingGot[i] = true
		s.collectRing()
		s.AddContact(-1-i, physics.Hitbox, "ring")
	}
}

// boxHit is the games' unsigned overlap test: d (the object's edge minus
// the player's) is within -size .. span.
func boxHit(d, size, span int) bool {
	if d >= 0 {
		return d <= span
	}
	return d+size >= 0
}

// ducking is Sonic's ducking frame (mapping frame $4D) as the touch code
// checks it: crouching, standing still.
func (s *engine) ducking() bool {
	return s.Crouching()
}

// collectRing is CollectRing: the count to 999.
func (s *engine) collectRing() {
	if s.st.Obj.Rings < 999 {
		s.st.Obj.Rings++
	}
	s.extraLife()
}

// extraLife is CollectRing's tail (and the super ring monitor's): the
// first time the count reaches 100 (Extra_life_flags bit 1), and then 200
// (bit 2), a life is added. Losing the rings (Obj37) or the level's
// restart clears the flags.
func (s *engine) extraLife() {
	st := s.st
	o := &st.S2
	if st.Obj.Rings < 100 {
		return
	}
	if o.ExtraLife&2 == 0 {
		o.ExtraLife |= 2
		st.Obj.Lives++
		return
	}
	if st.Obj.Rings >= 200 && o.ExtraLife&4 == 0 {
		o.ExtraLife |= 4
		st.Obj.Lives++
	}
}

// ---------------------------------------------------------------------------
// The frame

// runS2 is the objects' part of an s2 frame: the end of Sonic's code
// (Sonic_Display's invulnerability count, TouchResponse), then the
// objects by slot.
func (s *engine) runS2(in physics.Input) {
	st := s.st
	o := &st.S2
	st.Rec.ContactsCount = 0
	s.PendingHyperAttack() // hyper.go
	o.Vint++
	if st.Dead && s.s2Death() {
		return
	}
	// Obj01_Hurt and Obj01_Dead display Sonic always; Sonic_Display skips
	// DisplaySprite when bit 2 of invulnerable_time (before its decrement)
	// is clear.
	o.P1Shown = true
	if !st.Dead && !o.PrevHurt {
		if st.Obj.Invuln > 0 {
			o.P1Shown = st.Obj.Invuln&4 != 0
			st.Obj.Invuln--
		}
		s.powerTimers()
		if o.Control&0x80 == 0 { // obj_control bit 7: no TouchResponse
			s.touchResponse2()
		}
	}
	s.StepP2() // Obj02, the second player's slot (p2_state.go)
	if !o.PrevDead {
		s.runS2Slots()
	}
	if o.PrevDead {
		s.runLast = s2LastSlot
	}
	s.breathing() // LevelOnly_Object_RAM: the countdowns (breathing.go)
	s.skidDust()  // then Sonic_Dust, Tails_Dust (s2_bubbles_dust.go)
	o.PrevHurt = st.Obj.Hurt
	o.PrevDead = st.Dead
}

// afterCameraS2 is the part of the frame after DeformBgLayer:
// RingsManager, BuildSprites and ObjectsManager.
func (s *engine) afterCameraS2() {
	if !s.s2.active {
		return
	}
	s.ringBounds()
	s.oscDo()
	if o := &s.st.S2; o.SpillTimer > 0 {
		o.SpillTimer-- // ChangeRingFrame
	}
	s.buildSprites()
	s.objectsManagerMain()
	s.dynamicWater()
	s.recordS2()
}

// runS2Slots is RunObjects for the dynamic slots.
func (s *engine) runS2Slots() {
	o := &s.st.S2
	if o.Oil.ID != 0 { // the reserved slots run before the dynamic ones
		s.oil()
	}
	// top is read again after each object: one that allocates a slot
	// above it raises it, and RunObjects runs that slot this frame too.
	// An object that leaves RunObjects' d7 changed (runLast, set by
	// Chemical Plant's boss pipe) ends the run at that slot.
	s.runLast = s2LastSlot
	for k := 0; k < int(o.Top) && k+0x10 <= s.runLast; k++ {
		if o.Slots[k].ID == 0 {
			continue
		}
		o.Cur = int16(k)
		id, wasInit := o.Slots[k].ID, o.Slots[k].Routine == 0
		s.runS2Object(k)
		s.markUndrawn(k, id, wasInit)
	}
	lowerTop(o)
}

// s2LastSlot is the last object slot RunObjects runs in a level
// (LevelOnly_Object_RAM_End less one); Sonic_BreathingBubbles and
// Tails_BreathingBubbles are slots $82 and $83.
const (
	s2LastSlot        = 0x8F
	s2SonicBreathSlot = 0x82
	s2TailsBreathSlot = 0x83
)

// buildSprites sets each object's on-screen flag as BuildSprites does: the
// object's x within its width_pixels of the screen, its y within 32
// pixels above to 32 below.
func (s *engine) buildSprites() {
	o := &s.st.S2
	c := &s.st.Cam
	if o.P1Shown {
		// The main character (Obj01: level_fg, width_pixels $18).
		x := s.st.X.Pixel() - c.X
		y := (s.st.Y.Pixel() - c.Y + 128) & 0x7FF
		o.P1OnScreen = x+0x18 >= 0 && x-0x18 < physics.ScreenWidth && y >= 128-32 && y < 128+physics.ScreenHeight+32
	}
	for k := range o.Slots[:o.Top] {
		ob := &o.Slots[k]
		if ob.ID == 0 || !s2Displayed(ob) || s.bubbles24Undrawn(ob) || s.undrawnNow(k, ob) {
			continue
		}
		ob.Render &^= physics.S2OnScreen
		w := int(ob.Width)
		x := ob.X.Pixel() - c.X
		if x+w < 0 || x-w >= physics.ScreenWidth {
			continue
		}
		if ob.Render&s2ExplicitHeight != 0 {
			// render_flags.explicit_height: the y check by y_radius.
			d2, r := int16(ob.Y.Pixel()-c.Y), int16(ob.YRad)
			if d2+r < 0 || d2-r >= physics.ScreenHeight {
				continue
			}
			ob.Render |= physics.S2OnScreen
			continue
		}
		y := (ob.Y.Pixel() - c.Y + 128) & 0x7FF
		if y < 128-32 || y >= 128+physics.ScreenHeight+32 {
			continue
		}
		ob.Render |= physics.S2OnScreen
	}
	s.undrawn = [physics.S2Slots]uint8{}
}

// s2Displayed reports whether an object is queued for display (only
// those get their on-screen flag updated).
func s2Displayed(ob *physics.S2Obj) bool {
	return ob.Routine != 0 || ob.ID == s2LostRings
}

// recordS2 fills the record's object fields.
func (s *engine) recordS2() {
	st := s.st
	r := &st.Rec
	r.Rings = st.Obj.Rings
	r.OnObject = st.S2.On > 0
	r.StandingOn = 0
	if r.OnObject {
		r.StandingOn = s.s2ObjectID(st.S2.On - 1)
	}
}

// s2ObjectID is the level object id of the object in slot k (its layout
// entry's), or -(slot+1) for objects made by other objects.
func (s *engine) s2ObjectID(k int) int {
	if k == physics.S2OilSlot {
		return oilID
	}
	ob := &s.st.S2.Slots[k]
	if ob.Layout >= 0 && int(ob.Layout) < len(s.s2.layout) {
		return s.s2.layout[ob.Layout].objID
	}
	return -(k + 1)
}

// s2Contact records a contact with the object in slot k.
func (s *engine) s2Contact(k int, kind physics.ContactKind, reaction string) {
	s.AddContact(s.s2ObjectID(k), kind, reaction)
}

// powerTimers is the end of Sonic_Display (Tails_Display for the
// sidekick swapped in): Obj01_ChkInvin counts the invincibility down and
// Obj01_ChkShoes the speed shoes, whose end writes the normal (or
// super) speeds back. Neither runs while the player is hurt (the hurt
// routine does not call Sonic_Display).
func (s *engine) powerTimers() {
	o := &s.st.Obj
	if o.Invincible > 0 {
		o.Invincible--
	}
	if o.SpeedShoes > 0 {
		o.SpeedShoes--
		if o.SpeedShoes == 0 {
			s.st.P.Speeds = s.LandSpeeds()
		}
	}
}

// dynamicWater is DynamicWater's act routine (Dynamic_water_routine_table:
// only Chemical Plant 2 has one, DynamicWaterCPZ2): once the camera's x
// reaches $1DE0 the water's target (Water_Level_3) is $510, for good; the
// core moves the surface towards it a pixel a frame (physics/water.go).
// The game runs it at the start of the next frame (WaterEffects, before
// RunObjects), with the camera this frame left.
func (s *engine) dynamicWater() {
	if s.s2.zoneAct == "cpz2" && s.st.Cam.X >= 0x1DE0 {
		s.st.Water.Target = 0x510
	}
}
