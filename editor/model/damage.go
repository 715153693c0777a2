package model

import (
	"image"

	"loopwright/layers"
)

// damage tells views which blocks the last edits changed, so that a paint
// stroke redraws only the blocks it painted instead of
// the whole view.
//
// Every notification bumps the model's revision. A notification that
// follows only block paints (markBlocks) records the blocks it covers; any
// other notification may have changed anything, and views must redraw
// everything that depends on the model.
type damage struct {
	rev     uint64          // bumped by every notify
	base    uint64          // every revision after base is in log
	log     []blockDamage   // block-only revisions after base, oldest first
	pending image.Rectangle // blocks painted since the last notify
	lvl     *layers.Level   // the level pending's blocks are in
}

// blockDamage is one block-only revision: the blocks of lvl it changed.
type blockDamage struct {
	rev    uint64
	lvl    *layers.Level
	blocks image.Rectangle
}

// maxDamageLog is how many block-only revisions are remembered; a view
// further behind redraws everything.
const maxDamageLog = 64

// markBlocks records that block (bx, by) of l was painted: the next
// notification changed only blocks.
func (m *Model) markBlocks(l *layers.Level, bx, by int) {
	d := &m.dmg
	if d.lvl != nil && d.lvl != l {
		d.lvl = nil // blocks of two levels: not a block-only change
		d.pending = image.Rectangle{}
		d.base = d.rev + 1
		return
	}
	d.lvl = l
	d.pending = d.pending.Union(image.Rect(bx, by, bx+1, by+1))
}

// bump advances the revision at a notification.
func (m *Model) bump() {
	d := &m.dmg
	d.rev++
	if d.pending.Empty() || d.lvl == nil || d.base >= d.rev {
		d.base = d.rev
		d.log = d.log[:0]
	} else {
		if len(d.log) == maxDamageLog {
			d.base = d.log[0].rev
			d.log = append(d.log[:0], d.log[1:]...)
		}
		d.log = append(d.log, blockDamage{rev: d.rev, lvl: d.lvl, blocks: d.pending})
	}
	d.pending, d.lvl = image.Rectangle{}, nil
}

// Revision returns the model's revision: it changes at every notification
// (OnChange).
func (m *Model) Revision() uint64 { return m.dmg.rev }

// BlocksChangedSince returns the blocks of level l that changed after
// revision rev, and true, when only blocks of l changed since then (a
// paint stroke); false when anything else may have changed (the view must
// redraw all). The rectangle is empty when nothing changed.
func (m *Model) BlocksChangedSince(rev uint64, l *layers.Level) (image.Rectangle, bool) {
	d := &m.dmg
	if rev == d.rev {
		return image.Rectangle{}, true
	}
	if rev < d.base || rev > d.rev {
		return image.Rectangle{}, false
	}
	var r image.Rectangle
	for _, e := range d.log {
		if e.rev <= rev {
			continue
		}
		if e.lvl != l {
			return image.Rectangle{}, false
		}
		r = r.Union(e.blocks)
	}
	return r, true
}
