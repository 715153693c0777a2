package preview

import (
	"image"
	"image/color"
	"strconv"

	"loopwright/heightmask"
	"loopwright/internal/intmath"
	"loopwright/layers"
	"loopwright/physics"
)

// outlineW is the thickness of box outlines: drawn inside the box's edge
// pixels, at most one level pixel.
func outlineW(z int) int { return min(z, 2) }

// lineW is the width of a sensor line within its pixel column or row.
func lineW(z int) int {
	if z <= 2 {
		return z
	}
	return (z + 1) / 2
}

func (r *Renderer) face(z int) *fontFace {
	s, l := faces()
	if z >= 2 {
		return l
	}
	return s
}

func (r *Renderer) drawOverlays(c *canvas, dst *image.RGBA, lvl *layers.Level, vp Viewport, sc *Scene, opt Options) {
	ov := opt.Overlays
	sprites := ov.Has(OverlaySprites) && lvl.Sprites != nil
	if sprites {
		r.drawSprites(c, dst, lvl, vp, sc)
	}
	if ov.Has(OverlaySwitchers) {
		for i := range lvl.Switchers {
			r.drawSwitcherArea(c, vp, &lvl.Switchers[i])
		}
	}
	if sc != nil {
		r.drawAbilities(c, vp, sc, ov) // water line, shield reach: abilities.go
	}
	if (sc == nil || !sc.Abilities.Water) && ov.Has(OverlayWater) {
		r.drawLevelWater(c, vp, lvl) // the water_level property while editing: abilities.go
	}
	if sc != nil && ov.Has(OverlayTriggers) {
		for i := range sc.Triggers {
			r.drawTrigger(c, vp, &sc.Triggers[i])
		}
	}
	if sc != nil && (ov.Has(OverlaySolids) || ov.Has(OverlayCombined)) {
		for i := range sc.Solids {
			r.drawSolid(c, vp, sc, &sc.Solids[i], ov)
		}
	}
	if sc != nil && ov.Has(OverlayHitboxes) {
		for i := range sc.Hitboxes {
			r.drawHitbox(c, vp, &sc.Hitboxes[i])
		}
	}
	if ov.Has(OverlaySwitchers) {
		for i := range lvl.Switchers {
			r.drawSwitcherLine(c, vp, &lvl.Switchers[i])
		}
	}
	if ov.Has(OverlayObjects) {
		for i := range lvl.Objects {
			if sprites && r.drawn[i] {
				continue
			}
			o := &lvl.Objects[i]
			label := o.Class
			if sprites {
				// Named by its definition (a C# one's code type), as
				// SonLVL names it.
				if info, ok := lvl.Sprites.ObjectInfo(o); ok && info.Name != "" {
					label = info.Name
				}
			}
			r.drawMarker(c, vp, o.X, o.Y, colObject, label)
		}
	}
	if ov.Has(OverlayStart) {
		r.drawMarker(c, vp, lvl.Start.X, lvl.Start.Y, colStart, "start")
	}
	if sc == nil {
		return
	}
	if ov.Has(OverlayCamera) && (sc.Camera.Valid || sc.HasPlayer) {
		cam := sc.Camera
		if !cam.Valid {
			cam = DefaultCamera(lvl, sc.Player)
		}
		r.drawCamera(c, vp, cam)
		if sc.ObjectWindow.Valid && !sc.ObjectWindow.All {
			r.drawObjectWindow(c, vp, cam, sc.ObjectWindow)
		}
	}
	if sc.HasP2 {
		p2 := Scene{HasPlayer: true, Player: sc.P2.Player, Sensors: sc.P2.Sensors, Edge: sc.P2.Edge}
		r.drawPlayerSensors(c, vp, &p2, ov)
	}
	r.drawPlayerSensors(c, vp, sc, ov)
	if ov.Has(OverlayHUD) {
		r.drawHUD(c, sc)
	}
}

// spriteReach is how far (level pixels) from its object's position a
// sprite may reach: objects further outside the view are not looked up.
const spriteReach = 256

// drawSprites draws every object that has a sprite (lvl.Sprites) with it
// and marks it in r.drawn: where the simulation has it when sc lists the
// live objects (Sonic 2 levels), none for a placed object gone from the
// object manager's window (collected, destroyed), else where it is placed.
func (r *Renderer) drawSprites(c *canvas, dst *image.RGBA, lvl *layers.Level, vp Viewport, sc *Scene) {
	if cap(r.drawn) < len(lvl.Objects) {
		r.drawn = make([]bool, len(lvl.Objects))
	}
	r.drawn = r.drawn[:len(lvl.Objects)]
	live := sc != nil && sc.ObjectWindow.Valid
	if live {
		if r.live == nil {
			r.live = map[int]int{}
		}
		clear(r.live)
		for k := range sc.Live {
			r.live[sc.Live[k].ObjectID] = k
		}
	}
	vis := vp.Visible(c.w, c.h).Inset(-spriteReach)
	z, s := vp.Z(), vp.S()
	for i := range lvl.Objects {
		o := &lvl.Objects[i]
		r.drawn[i] = false
		x, y := o.X, o.Y
		if live {
			if k, ok := r.live[o.ID]; ok {
				x, y = sc.Live[k].X, sc.Live[k].Y
			} else if o.X >= sc.ObjectWindow.Left && o.X < sc.ObjectWindow.Right {
				// Gone: neither its sprite nor its cross.
				_, r.drawn[i] = lvl.Sprites.ObjectBounds(o)
				continue
			}
		}
		if !image.Pt(x, y).In(vis) {
			// Off screen: drawn or not, its marker is off screen too.
			r.drawn[i] = true
			continue
		}
		sx, sy := vp.LevelToScreen(x, y)
		r.drawn[i] = lvl.Sprites.DrawObject(dst, dst.Rect.Min.Add(image.Pt(sx, sy)), z, s, o)
	}
}

// drawPlayerSensors draws sc's player, its sensors and its layer label.
func (r *Renderer) drawPlayerSensors(c *canvas, vp Viewport, sc *Scene, ov Overlay) {
	if sc.HasPlayer && ov.Has(OverlayPlayer) {
		r.drawPlayer(c, vp, &sc.Player)
	}
	cdLabel := false
	if ov.Has(OverlaySensors) {
		for pass := 0; pass < 2; pass++ { // inactive first, active on top
			for i := range sc.Sensors {
				s := &sc.Sensors[i]
				if s.Active != (pass == 1) || (!s.Active && !ov.Has(OverlayInactiveSensors)) {
					continue
				}
				r.drawSensor(c, vp, sc, s, ov)
				if s.Active && ov.Has(OverlaySensorLabels) && s.Dir == heightmask.Up && sc.HasPlayer && s.Y < sc.Player.Y {
					cdLabel = true
				}
			}
		}
		if sc.Edge.Active {
			e := sc.Edge
			e.Name = 0
			r.drawSensor(c, vp, sc, &e, ov)
		}
		if ov.Has(OverlaySensorLabels) {
			for i := range sc.Sensors {
				if s := &sc.Sensors[i]; s.Active {
					r.drawSensorLabel(c, vp, sc, s)
				}
			}
		}
	}
	if sc.HasPlayer && ov.Has(OverlayPlayerLayer) {
		r.drawPlayerLayer(c, vp, &sc.Player, cdLabel)
	}
}

// maxLabelShrink is the most zoomed out (Viewport.Shrink) at which
// markers and switchers are labelled: further out the labels of a big
// level would hide it.
const maxLabelShrink = 2

// drawMarker draws a small cross at level pixel (x, y) and a label under it.
func (r *Renderer) drawMarker(c *canvas, vp Viewport, x, y int, col color.RGBA, label string) {
	z := vp.Z()
	sx, sy := vp.LevelToScreen(x, y)
	arm := 3 + z
	c.fill(sx-arm-1, sy-1, sx+z+arm+1, sy+z+1, colShadow)
	c.fill(sx-1, sy-arm-1, sx+z+1, sy+z+arm+1, colShadow)
	c.fill(sx-arm, sy, sx+z+arm, sy+z, col)
	c.fill(sx, sy-arm, sx+z, sy+z+arm, col)
	if label != "" && vp.S() <= maxLabelShrink {
		f := r.face(z)
		r.buf = append(r.buf[:0], label...)
		w := f.textWidth(len(r.buf))
		c.drawText(f, sx+z/2-w/2, sy+z+arm+2, r.buf, col)
	}
}

func (r *Renderer) drawSwitcherArea(c *canvas, vp Viewport, s *layers.Switcher) {
	const across = 16 // drawn half-width of the area across the threshold
	if s.Horizontal {
		x0, y0, x1, y1 := vp.pixRect(s.X-s.Radius, s.Y-across, s.X+s.Radius-1, s.Y+across-1)
		c.blend(x0, y0, x1, y1, colSwitcher, 60)
	} else {
		x0, y0, x1, y1 := vp.pixRect(s.X-across, s.Y-s.Radius, s.X+across-1, s.Y+s.Radius-1)
		c.blend(x0, y0, x1, y1, colSwitcher, 60)
	}
}

// drawSwitcherLine draws the threshold: the boundary between the last
// pixel of side 1 and the first of side 2 (x = X for a vertical switcher),
// over the range [centre - radius, centre + radius), and each side's layer
// and priority.
func (r *Renderer) drawSwitcherLine(c *canvas, vp Viewport, s *layers.Switcher) {
	z := vp.Z()
	f := r.face(z)
	w := max(2, z)
	sx, sy := vp.LevelToScreen(s.X, s.Y)
	// Zoomed far out, the labels would cover the level: the lines only.
	textAt := func(f *fontFace, x, y int, b []byte, col color.RGBA) {
		if vp.S() <= maxLabelShrink {
			c.drawText(f, x, y, b, col)
		}
	}
	lab := func(side int) []byte {
		r.buf = r.buf[:0]
		if !s.PriorityOnly {
			r.buf = append(r.buf, s.Layer[side].String()...)
			r.buf = append(r.buf, ' ')
		}
		return append(r.buf, s.Priority[side].String()...)
	}
	var flags string
	switch {
	case s.GroundedOnly && s.PriorityOnly:
		flags = "grounded, priority only"
	case s.GroundedOnly:
		flags = "grounded only"
	case s.PriorityOnly:
		flags = "priority only"
	}
	if s.Horizontal {
		_, y0, _, _ := vp.pixRect(0, s.Y, 0, s.Y)
		x0, _, x1, _ := vp.pixRect(s.X-s.Radius, 0, s.X+s.Radius-1, 0)
		c.fill(x0, y0-w/2, x1, y0+(w+1)/2, colSwitcher)
		b := lab(0)
		tw := f.textWidth(len(b))
		textAt(f, sx-tw/2, y0-w/2-f.cellH-2, b, colSwitcher)
		b = lab(1)
		textAt(f, sx-tw/2, y0+(w+1)/2+2, b, colSwitcher)
		if flags != "" {
			r.buf = append(r.buf[:0], flags...)
			textAt(f, x1+3, y0-f.cellH/2, r.buf, colSwitcher)
		}
		return
	}
	x0, _, _, _ := vp.pixRect(s.X, 0, s.X, 0)
	_, y0, _, y1 := vp.pixRect(0, s.Y-s.Radius, 0, s.Y+s.Radius-1)
	c.fill(x0-w/2, y0, x0+(w+1)/2, y1, colSwitcher)
	b := lab(0)
	tw := f.textWidth(len(b))
	textAt(f, x0-w/2-3-tw, sy-f.cellH/2, b, colSwitcher)
	b = lab(1)
	textAt(f, x0+(w+1)/2+3, sy-f.cellH/2, b, colSwitcher)
	if flags != "" {
		r.buf = append(r.buf[:0], flags...)
		tw = f.textWidth(len(r.buf))
		textAt(f, x0-tw/2, y1+2, r.buf, colSwitcher)
	}
}

func (r *Renderer) drawTrigger(c *canvas, vp Viewport, t *Trigger) {
	if t.W <= 0 || t.H <= 0 {
		return
	}
	x0, y0, x1, y1 := vp.pixRect(t.X, t.Y, t.X+t.W-1, t.Y+t.H-1)
	a := 40
	if t.Active {
		a = 90
	}
	c.blend(x0, y0, x1, y1, colTrigger, a)
	c.dashedFrame(x0, y0, x1, y1, outlineW(vp.Z()), 3, colTrigger, 230)
}

func (r *Renderer) drawSolid(c *canvas, vp Viewport, sc *Scene, s *Solid, ov Overlay) {
	z := vp.Z()
	t := outlineW(z)
	if ov.Has(OverlayCombined) {
		cx, cy := s.CombinedX, s.CombinedY
		if cx == 0 && cy == 0 && sc.HasPlayer {
			pr := sc.Player.PushRadius
			if pr == 0 {
				pr = 10
			}
			cx = s.WidthRadius + pr + 1
			cy = s.HeightRadius + sc.Player.HeightRadius
		}
		if cx > 0 && cy > 0 {
			x0, y0, x1, y1 := vp.pixRect(s.X-cx, s.Y-cy, s.X+cx, s.Y+cy)
			c.dashedFrame(x0, y0, x1, y1, t, 4, colCombined, 220)
		}
	}
	if ov.Has(OverlaySolids) {
		x0, y0, x1, y1 := vp.pixRect(s.X-s.WidthRadius, s.Y-s.HeightRadius, s.X+s.WidthRadius, s.Y+s.HeightRadius)
		a := 35
		if s.Standing {
			a = 80
		}
		c.blend(x0, y0, x1, y1, colSolidBox, a)
		if s.TopOnly {
			c.fill(x0, y0, x1, y0+t, colSolidBox)
			c.dashedV(x0, y0, y1, t, 3, colSolidBox, 200)
			c.dashedV(x1-t, y0, y1, t, 3, colSolidBox, 200)
			c.dashedH(x0, x1, y1-t, t, 3, colSolidBox, 200)
		} else {
			c.frame(x0, y0, x1, y1, t, colSolidBox, 255)
		}
	}
}

func (r *Renderer) drawHitbox(c *canvas, vp Viewport, h *Hitbox) {
	col := hitboxColours[0]
	if !h.Player && int(h.Reaction) < len(hitboxColours) {
		col = hitboxColours[h.Reaction]
	}
	x0, y0, x1, y1 := vp.pixRect(h.X-h.WidthRadius, h.Y-h.HeightRadius, h.X+h.WidthRadius, h.Y+h.HeightRadius)
	a := 40
	if h.Touching {
		a = 100
	}
	c.blend(x0, y0, x1, y1, col, a)
	c.frame(x0, y0, x1, y1, outlineW(vp.Z()), col, 255)
}

func (r *Renderer) drawCamera(c *canvas, vp Viewport, cam Camera) {
	z := vp.Z()
	x0, y0, x1, y1 := vp.pixRect(cam.X, cam.Y, cam.X+ScreenW-1, cam.Y+ScreenH-1)
	c.frame(x0-1, y0-1, x1+1, y1+1, 2, colCamera, 230)
	dash := 2 + z
	for _, bx := range [2]int{BorderLeft, BorderRight} {
		sx, _ := vp.LevelToScreen(cam.X+bx, 0)
		c.dashedV(sx, y0, y1, 1, dash, colBorder, 170)
	}
	_, sy := vp.LevelToScreen(0, cam.Y+FocalY)
	c.dashedH(x0, x1, sy, 1, dash, colBorder, 170)
	for _, by := range [2]int{BorderTopAir, BorderBottomAir} {
		_, sy := vp.LevelToScreen(0, cam.Y+by)
		c.dashedH(x0, x1, sy, 1, dash*2, colBorder, 110)
	}
	f := r.face(z)
	r.buf = append(r.buf[:0], "camera 320x224"...)
	c.drawText(f, x0+3, y1-f.cellH-3, r.buf, colCamera)
}

// drawObjectWindow marks the object manager's window: two dashed lines at
// its left and right ends, over the camera's height and a screen more
// above and below, labelled "objects".
func (r *Renderer) drawObjectWindow(c *canvas, vp Viewport, cam Camera, w Span) {
	z := vp.Z()
	_, y0 := vp.LevelToScreen(0, cam.Y-ScreenH/2)
	_, y1 := vp.LevelToScreen(0, cam.Y+ScreenH+ScreenH/2)
	for _, x := range [2]int{w.Left, w.Right} {
		sx, _ := vp.LevelToScreen(x, 0)
		c.dashedV(sx, y0, y1, outlineW(z), 4+z, colObjWindow, 200)
	}
	f := r.face(z)
	sx, _ := vp.LevelToScreen(w.Left, 0)
	r.buf = append(r.buf[:0], "objects"...)
	c.drawText(f, sx+3, y0+2, r.buf, colObjWindow)
}

func (r *Renderer) drawPlayer(c *canvas, vp Viewport, p *Player) {
	z := vp.Z()
	x0, y0, x1, y1 := vp.pixRect(p.X-p.WidthRadius, p.Y-p.HeightRadius, p.X+p.WidthRadius, p.Y+p.HeightRadius)
	c.blend(x0, y0, x1, y1, colPlayer, 28)
	c.frame(x0, y0, x1, y1, outlineW(z), colPlayer, 220)
	// Facing: a triangle inside the box's top corner on the facing side.
	k := 3
	if z >= 4 {
		k = 2 + z
	}
	ty := y0 + outlineW(z) + 2
	for i := 0; i <= 2*k; i++ {
		n := k - intmath.Abs(i-k) + 1
		if p.FacingLeft {
			ax := x0 + outlineW(z) + 2
			c.fill(ax, ty+i, ax+n, ty+i+1, colPlayer)
		} else {
			ax := x1 - outlineW(z) - 2
			c.fill(ax-n, ty+i, ax, ty+i+1, colPlayer)
		}
	}
	// Centre pixel.
	sx, sy := vp.LevelToScreen(p.X, p.Y)
	c.fill(sx-1, sy-1, sx+z+1, sy+z+1, colShadow)
	c.fill(sx, sy, sx+z, sy+z, colCentre)
}

func sensorColour(s *Sensor) color.RGBA {
	if s.Name >= 'A' && s.Name <= 'F' {
		return sensorColours[s.Name-'A']
	}
	return colEdge
}

// drawSensor draws a sensor as docs/physics.md "Solid Tiles" "Visual Depiction" shows it: a
// line along the sensor's axis from its anchor to the player's centre
// line, the anchor pixel marked white, and the surface found marked.
func (r *Renderer) drawSensor(c *canvas, vp Viewport, sc *Scene, s *Sensor, ov Overlay) {
	z := vp.Z()
	col := sensorColour(s)
	if !s.Active {
		col = mix(col, colBackground, 150)
	}
	// The line: the anchor's pixel column (vertical sensors) or row
	// (horizontal ones), up to the centre's row or column.
	ex, ey := s.X, s.Y
	if sc.HasPlayer {
		if s.Dir.Vertical() {
			ey = sc.Player.Y
		} else {
			ex = sc.Player.X
		}
	}
	x0, y0, x1, y1 := vp.pixRect(min(s.X, ex), min(s.Y, ey), max(s.X, ex), max(s.Y, ey))
	lw := lineW(z)
	off := (z - lw) / 2
	if s.Dir.Vertical() {
		x0 += off
		x1 = x0 + lw
	} else {
		y0 += off
		y1 = y0 + lw
	}
	if s.Active && s.Winner {
		c.fill(x0-2, y0-2, x1+2, y1+2, colAnchor)
		c.fill(x0-1, y0-1, x1+1, y1+1, colShadow)
	}
	c.fill(x0, y0, x1, y1, col)
	// The anchor pixel.
	ax, ay := vp.LevelToScreen(s.X, s.Y)
	anchor := colAnchor
	if !s.Active {
		anchor = mix(anchor, colBackground, 150)
	}
	c.frame(ax-1, ay-1, ax+z+1, ay+z+1, 1, colShadow, 255)
	c.fill(ax, ay, ax+z, ay+z, anchor)
	// The surface found.
	if s.Active && s.Found && ov.Has(OverlaySurfaces) {
		sx, sy := vp.LevelToScreen(s.SurfaceX, s.SurfaceY)
		arm := 2 + z/2
		black := colShadow
		c.fill(sx-arm-1, sy-1, sx+z+arm+1, sy+z+1, black)
		c.fill(sx-1, sy-arm-1, sx+z+1, sy+z+arm+1, black)
		c.fill(sx-arm, sy, sx+z+arm, sy+z, col)
		c.fill(sx, sy-arm, sx+z, sy+z+arm, col)
	}
}

// drawSensorLabel writes "A:-3" beside the anchor, beyond it in the
// sensor's direction and on the side away from the player's centre, so
// that the pairs' labels do not overlap. The winner gets a '*'.
func (r *Renderer) drawSensorLabel(c *canvas, vp Viewport, sc *Scene, s *Sensor) {
	z := vp.Z()
	f := r.face(z)
	b := append(r.buf[:0], s.Name, ':')
	b = strconv.AppendInt(b, int64(s.Distance), 10)
	if s.Winner {
		b = append(b, '*')
	}
	r.buf = b
	tw, th := f.textWidth(len(b)), f.cellH
	ax, ay := vp.LevelToScreen(s.X, s.Y)
	cx, cy := s.X, s.Y
	if sc.HasPlayer {
		cx, cy = sc.Player.X, sc.Player.Y
	}
	const gap = 3
	var tx, ty int
	switch s.Dir {
	case heightmask.Down, heightmask.Up:
		if s.Dir == heightmask.Down {
			ty = ay + z + gap
		} else {
			ty = ay - gap - th
		}
		if s.X < cx {
			tx = ax + z - tw
		} else {
			tx = ax
		}
	default:
		if s.Dir == heightmask.Right {
			tx = ax + z + gap
		} else {
			tx = ax - gap - tw
		}
		switch {
		case s.Y < cy:
			ty = ay + z - th
		case s.Y > cy:
			ty = ay
		default:
			ty = ay + z/2 - th/2
		}
	}
	c.drawText(f, tx, ty, b, sensorColour(s))
}

// drawPlayerLayer writes the player's collision layer and priority above
// its head (docs/physics.md "Solid Terrain", "Visual Depiction").
func (r *Renderer) drawPlayerLayer(c *canvas, vp Viewport, p *Player, raise bool) {
	z := vp.Z()
	f := r.face(z)
	b := append(r.buf[:0], p.Path.String()...)
	b = append(b, ' ')
	b = append(b, p.Priority.String()...)
	r.buf = b
	sx, sy := vp.LevelToScreen(p.X, p.Y-p.HeightRadius)
	ty := sy - f.cellH - 3
	if raise {
		ty -= f.cellH + 2
	}
	tw := f.textWidth(len(b))
	c.drawText(f, sx+z/2-tw/2, ty, b, colLabelText)
}

// drawHUD writes the frame's numbers in the top-left corner.
func (r *Renderer) drawHUD(c *canvas, sc *Scene) {
	f, _ := faces()
	y := 2
	lines := 1
	if sc.HasPlayer {
		lines = 3
		if sc.Abilities.Any() {
			lines = 4
		}
	}
	c.blend(0, 0, f.textWidth(44)+6, 3+lines*(f.cellH+1), colVoid, 170)
	b := append(r.buf[:0], "frame "...)
	b = strconv.AppendInt(b, int64(sc.Frame), 10)
	if sc.HasPlayer {
		p := &sc.Player
		b = append(b, "  "...)
		b = append(b, p.State...)
		b = append(b, "  "...)
		b = append(b, p.Mode...)
		if p.Grounded {
			b = append(b, "  grounded"...)
		} else {
			b = append(b, "  airborne"...)
		}
		c.drawText(f, 3, y, b, colHUD)
		y += f.cellH + 1
		b = append(b[:0], "x "...)
		b = appendFixed(b, p.X*256+p.SubX)
		b = append(b, "  y "...)
		b = appendFixed(b, p.Y*256+p.SubY)
		b = append(b, "  angle $"...)
		b = appendHex2(b, p.Angle)
		c.drawText(f, 3, y, b, colHUD)
		y += f.cellH + 1
		b = append(b[:0], "xsp "...)
		b = appendFixed(b, p.XSpeed)
		b = append(b, "  ysp "...)
		b = appendFixed(b, p.YSpeed)
		b = append(b, "  gsp "...)
		b = appendFixed(b, p.GroundSpeed)
		if sc.Abilities.Any() {
			c.drawText(f, 3, y, b, colHUD)
			y += f.cellH + 1
			b = appendAbilityHUD(b[:0], &sc.Abilities)
		}
	}
	c.drawText(f, 3, y, b, colHUD)
	r.buf = b
}

// appendFixed appends v/256 as an exact decimal (1/256 has at most 8
// decimals): 96.046875, -0.5, 3. The fraction is physics.Fixed's
// (AppendText of v&255 is "0.…", or "0" when it is 0, whose leading 0 is
// dropped); the whole part is written here so that any int, not only the
// int32 range of a Fixed, prints as before.
func appendFixed(b []byte, v int) []byte {
	if v < 0 {
		b = append(b, '-')
		v = -v
	}
	b = strconv.AppendInt(b, int64(v>>8), 10)
	n := len(b)
	b = physics.Fixed(v & 255).AppendText(b)
	return append(b[:n], b[n+1:]...)
}

func appendHex2(b []byte, v uint8) []byte {
	const hex = "0123456789ABCDEF"
	return append(b, hex[v>>4], hex[v&15])
}
