package chunkgen

import (
	"fmt"
	"math"

	"loopwright/heightmask"
	"loopwright/hexangle"
	"loopwright/layers"
)

// Paths says which collision paths a part is solid on.
type Paths uint8

// Path sets.
const (
	OnA    Paths = 1 << iota // path A only
	OnB                      // path B only
	OnBoth = OnA | OnB
)

// Has reports whether the set holds path p.
func (s Paths) Has(p layers.Path) bool { return s&(1<<p) != 0 }

// Part is one solid piece of a shape, on one or both paths, seen with one
// solidity (heightmask.SolidTop for jump-through ledges, SolidAll
// elsewhere).
type Part struct {
	Name     string
	Region   Region
	Paths    Paths
	Solidity heightmask.Solidity
}

// Shape is a generated piece of terrain in its own pixel coordinates: its
// parts, the layer switchers it needs (positions in the same coordinates)
// and the surface points where a run-up ends (Entry) and a run-out starts
// (Exit). Bottom is the Y its solids fill down to.
type Shape struct {
	Name        string
	Parts       []Part
	Switchers   []layers.Switcher
	Entry, Exit Pt
	Bottom      float64
}

// Bounds returns the rectangle holding every part.
func (s *Shape) Bounds() Rect {
	var r Rect
	for i, p := range s.Parts {
		b := p.Region.Bounds()
		if i == 0 {
			r = b
		} else {
			r = r.Union(b)
		}
	}
	return r
}

// Translate moves the shape by (dx, dy) pixels. Parts are wrapped, not
// copied.
func (s *Shape) Translate(dx, dy float64) {
	for i := range s.Parts {
		s.Parts[i].Region = shifted{s.Parts[i].Region, Pt{dx, dy}}
	}
	for i := range s.Switchers {
		s.Switchers[i].X += int(math.Round(dx))
		s.Switchers[i].Y += int(math.Round(dy))
	}
	s.Entry = s.Entry.Add(Pt{dx, dy})
	s.Exit = s.Exit.Add(Pt{dx, dy})
	s.Bottom += dy
}

type shifted struct {
	r Region
	d Pt
}

func (s shifted) Bounds() Rect {
	b := s.r.Bounds()
	return Rect{b.Min.Add(s.d), b.Max.Add(s.d)}
}
func (s shifted) Inside(p Pt) bool { return s.r.Inside(p.Sub(s.d)) }
func (s shifted) Hanging() bool    { return isHanging(s.r) }

// hanging is a Region whose columns touching only the top edge of a block
// are hanging runs (negative heights) wherever they are.
type hanging interface{ Hanging() bool }

func isHanging(r Region) bool {
	h, ok := r.(hanging)
	return ok && h.Hanging()
}
func (s shifted) Surfaces() []Curve {
	cs := s.r.Surfaces()
	out := make([]Curve, len(cs))
	for i, c := range cs {
		o := make(Curve, len(c))
		for j, p := range c {
			o[j] = p.Add(s.d)
		}
		out[i] = o
	}
	return out
}

// BlockInfo is what the rasteriser decided for one block on one path: the
// mask (before deduplication) and the surface it came from. Tests and the
// editor's preview use it; Stamp keeps only the cells.
type BlockInfo struct {
	Mask heightmask.Mask
	// Surface holds the exposed surface points that chose the block's
	// angle (nil for flagged or empty blocks), in level pixels.
	Surface []Pt
	// Tangent is the direction of travel at the point that set the angle.
	Tangent Pt
	// Orient is how columns were read: 'd' solid below the surface
	// (positive heights), 'u' solid above (negative heights), 'w' a wall
	// (each column's run touching the block's bottom, else its top).
	Orient byte
}

// Raster is a rectangle of rasterised blocks, per path.
type Raster struct {
	// BX, BY are the block coordinates of the top-left block; W, H the
	// size in blocks.
	BX, BY, W, H int
	// Info holds W*H blocks row by row for each path.
	Info [2][]BlockInfo
}

// At returns the block info of path p at block (bx, by) (level block
// coordinates), or nil outside.
func (r *Raster) At(p layers.Path, bx, by int) *BlockInfo {
	x, y := bx-r.BX, by-r.BY
	if x < 0 || y < 0 || x >= r.W || y >= r.H {
		return nil
	}
	return &r.Info[p][y*r.W+x]
}

type sample struct {
	p     Pt // on the surface
	t     Pt // unit tangent (direction of travel)
	curve int
	idx   int
}

// Rasterize turns the shape's parts into masks for the blocks
// [bx, bx+w) x [by, by+h). When outsideSolid is set, points outside that
// rectangle count as solid when deciding which surfaces are exposed (a
// whole level: its edges are not surfaces).
func (s *Shape) Rasterize(bx, by, w, h int, outsideSolid bool) (*Raster, error) {
	if w <= 0 || h <= 0 {
		return nil, fmt.Errorf("%s: empty raster %dx%d", s.Name, w, h)
	}
	if w*h > 1<<22 {
		return nil, fmt.Errorf("%s: raster of %dx%d blocks is too large", s.Name, w, h)
	}
	r := &Raster{BX: bx, BY: by, W: w, H: h}
	area := Rect{Pt{float64(bx * 16), float64(by * 16)}, Pt{float64((bx + w) * 16), float64((by + h) * 16)}}
	for path := layers.PathA; path <= layers.PathB; path++ {
		var parts []Part
		var bounds []Rect
		for _, p := range s.Parts {
			if p.Paths.Has(path) {
				parts = append(parts, p)
				bounds = append(bounds, p.Region.Bounds())
			}
		}
		solidAt := func(q Pt) bool {
			if outsideSolid && !area.Contains(q) {
				return true
			}
			for i := range parts {
				if bounds[i].Contains(q) && parts[i].Region.Inside(q) {
					return true
				}
			}
			return false
		}
		// Exposed surface samples, bucketed by block.
		buckets := make([][]sample, w*h)
		cid := 0
		for _, p := range parts {
			for _, c := range p.Region.Surfaces() {
				cid++
				idx := 0
				for i := 1; i < len(c); i++ {
					a, b := c[i-1], c[i]
					d := b.Sub(a)
					l := d.Len()
					if l < 1e-9 {
						continue
					}
					t := d.Scale(1 / l)
					n := Pt{-t.Y, t.X} // into the solid
					steps := int(math.Ceil(l / 0.5))
					for k := 0; k < steps; k++ {
						q := a.Add(d.Scale((float64(k) + 0.5) / float64(steps)))
						idx++
						if !solidAt(q.Add(n.Scale(0.75))) || solidAt(q.Sub(n.Scale(0.75))) {
							continue
						}
						o := q.Add(n.Scale(0.5))
						x := int(math.Floor(o.X/16)) - bx
						y := int(math.Floor(o.Y/16)) - by
						if x < 0 || y < 0 || x >= w || y >= h {
							continue
						}
						buckets[y*w+x] = append(buckets[y*w+x], sample{q, t, cid, idx})
					}
				}
			}
		}
		info := make([]BlockInfo, w*h)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				blk := Rect{Pt{float64((bx + x) * 16), float64((by + y) * 16)}, Pt{float64((bx + x + 1) * 16), float64((by + y + 1) * 16)}}
				var here []int
				for i := range parts {
					if bounds[i].Overlaps(blk) {
						here = append(here, i)
					}
				}
				if len(here) == 0 {
					continue
				}
				var grid [16]uint16
				any, top, hang := false, true, false
				for j := 0; j < 16; j++ {
					for i := 0; i < 16; i++ {
						q := Pt{blk.Min.X + float64(i) + 0.5, blk.Min.Y + float64(j) + 0.5}
						for _, k := range here {
							if parts[k].Region.Inside(q) {
								grid[j] |= 1 << i
								any = true
								if parts[k].Solidity != heightmask.SolidTop {
									top = false
								}
								if isHanging(parts[k].Region) {
									hang = true
								}
								break
							}
						}
					}
				}
				if !any {
					continue
				}
				sol := heightmask.SolidAll
				if top {
					sol = heightmask.SolidTop
				}
				info[y*w+x] = makeBlock(grid, buckets, x, y, w, h, sol, hang)
			}
		}
		r.Info[path] = info
	}
	return r, nil
}

// runs splits samples into runs of consecutive samples of one curve,
// breaking where the direction turns by more than 4 hex steps (a corner).
func runs(ss []sample) [][]sample {
	var out [][]sample
	for i := 0; i < len(ss); {
		j := i + 1
		for j < len(ss) && ss[j].curve == ss[i].curve && ss[j].idx == ss[j-1].idx+1 &&
			hexDist(TangentAngle(ss[j].t.X, ss[j].t.Y), TangentAngle(ss[j-1].t.X, ss[j-1].t.Y)) <= 4 {
			j++
		}
		out = append(out, ss[i:j])
		i = j
	}
	return out
}

func hexDist(a, b uint8) int {
	d := int(a - b)
	if d > 128 {
		d = 256 - d
	}
	return d
}

// runDir returns the mean direction of travel over a run (for an arc, the
// tangent at its middle), normalised.
func runDir(run []sample) Pt {
	var d Pt
	for _, s := range run {
		d = d.Add(s.t)
	}
	return d.Scale(1 / d.Len())
}

// TangentAngle returns the hex angle of a direction of travel (tx, ty):
// round(atan2(ty, tx) * 128 / pi) mod 256 (clockwise, Y down). 0xFF means
// a flagged tile, so a surface that rounds to 0xFF gets 0x00 instead.
func TangentAngle(tx, ty float64) uint8 {
	a := uint8(int(math.Round(math.Atan2(ty, tx)*128/math.Pi)) & 0xFF)
	if a == hexangle.Flagged {
		a = 0
	}
	return a
}

func makeBlock(grid [16]uint16, buckets [][]sample, x, y, w, h int, sol heightmask.Solidity, hang bool) BlockInfo {
	full := true
	for _, row := range grid {
		if row != 0xFFFF {
			full = false
		}
	}
	var bi BlockInfo
	bi.Mask.Solidity = sol
	ss := buckets[y*w+x]
	borrowed := false
	if len(ss) == 0 && !full {
		// No exposed surface point landed here (a sliver): borrow the
		// nearest one from the neighbouring blocks.
		best := math.Inf(1)
		var pick sample
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				xx, yy := x+dx, y+dy
				if xx < 0 || yy < 0 || xx >= w || yy >= h {
					continue
				}
				for _, s := range buckets[yy*w+xx] {
					d := math.Abs(float64(dx)) + math.Abs(float64(dy))
					if d < best {
						best, pick = d, s
					}
				}
			}
		}
		if best < math.Inf(1) {
			ss = []sample{pick}
			borrowed = true
		}
	}
	var rs [][]sample
	if len(ss) > 0 {
		rs = runs(ss)
	}
	corner := false
	if full && len(rs) > 1 {
		// A full block where surfaces of different angles meet (a rim, the
		// top of a wall): flagged, as the games do, so the player snaps to
		// the nearest quarter whichever side they are on.
		a0 := TangentAngle(runDir(rs[0]).X, runDir(rs[0]).Y)
		for _, r := range rs[1:] {
			d := runDir(r)
			if hexDist(TangentAngle(d.X, d.Y), a0) > 0x10 {
				corner = true
			}
		}
	}
	if len(ss) == 0 || corner {
		// Inside: a flagged full block (or, failing any surface, a plain
		// floor reading of the pixels).
		if full {
			for i := range bi.Mask.Heights {
				bi.Mask.Heights[i] = 16
			}
			bi.Mask.Angle = hexangle.Flagged
			bi.Mask.Flagged = true
			bi.Mask.Widths = heightmask.DeriveWidths(bi.Mask.Heights)
			return bi
		}
		bi.Orient = 'd'
	} else {
		run := rs[0]
		for _, r := range rs[1:] {
			if len(r) > len(run) {
				run = r
			}
		}
		dir := runDir(run)
		bi.Tangent = dir
		bi.Mask.Angle = TangentAngle(dir.X, dir.Y)
		if !borrowed {
			for _, s := range run {
				bi.Surface = append(bi.Surface, s.p)
			}
		}
		// The solid is on the clockwise side: n = (-t.Y, t.X); n.Y = t.X.
		switch {
		case dir.X > 0.05:
			bi.Orient = 'd'
		case dir.X < -0.05:
			bi.Orient = 'u'
		default:
			bi.Orient = 'w'
		}
	}
	for i := 0; i < 16; i++ {
		first, last := -1, -1
		for j := 0; j < 16; j++ {
			if grid[j]&(1<<i) != 0 {
				if first < 0 {
					first = j
				}
				last = j
			}
		}
		var hgt int
		switch {
		case first < 0:
			hgt = 0
		case bi.Orient == 'd' && hang && first == 0 && last < 15 && runLen(grid, i, 0) == last+1:
			// A hanging run (a region that asks for it, e.g. a loop's
			// carved foot): exact, a negative height.
			hgt = -(last + 1)
		case bi.Orient == 'd':
			hgt = 16 - first
		case bi.Orient == 'u':
			hgt = -(last + 1)
		default:
			if last == 15 {
				j := 15
				for j >= 0 && grid[j]&(1<<i) != 0 {
					j--
				}
				hgt = 15 - j
			} else if first == 0 {
				j := 0
				for j < 16 && grid[j]&(1<<i) != 0 {
					j++
				}
				hgt = -j
			} else {
				hgt = 16 - first
			}
		}
		if hgt == -16 {
			hgt = 16
		}
		bi.Mask.Heights[i] = int8(hgt)
	}
	bi.Mask.Widths = heightmask.DeriveWidths(bi.Mask.Heights)
	if bi.Mask.Empty() {
		return BlockInfo{}
	}
	return bi
}

// runLen returns the length of the run of solid pixels of column i that
// starts at row j.
func runLen(grid [16]uint16, i, j int) int {
	n := 0
	for j < 16 && grid[j]&(1<<i) != 0 {
		n++
		j++
	}
	return n
}
