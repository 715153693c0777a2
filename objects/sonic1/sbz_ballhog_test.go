package sonic1

import (
	"testing"

	"loopwright/internal/leveltest"
	"loopwright/layers"
	"loopwright/physics"
)

// _incObj/1E Ball Hog.asm: Hog_Main: the Ball Hog (touch 5, height $13)
// falls until ObjFloorDist finds the floor, then stands on it, still.
func TestBallHog_Main(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 680, "obj_id=0x1E", "subtype=3", "respawn=false"))
	k := e.slotOf(idBallHog)
	for range 30 {
		sim.Step(0)
	}
	ob := &e.st.S2.Slots[k]
	if ob.Routine != 2 || ob.YVel != 0 || ob.Coll != 5 {
		t.Fatalf("routine %d y speed %#x touch %#x, want 2 0 5", ob.Routine, ob.YVel, ob.Coll)
	}
	if b := ob.Y.Pixel() + 0x13; b < 733 || b > 736 {
		t.Errorf("bottom at %d, want on the floor (736)", b)
	}
	y := ob.Y
	for range 60 {
		sim.Step(0)
	}
	if ob := &e.st.S2.Slots[k]; ob.Y != y {
		t.Errorf("moved from %d to %d: its hops are pictures only", y.Pixel(), ob.Y.Pixel())
	}
}

// _incObj/1E Ball Hog.asm: Hog_Action: once a cycle of Ani_Hog (21
// frames of 10 runs), on the first run of frame 1 (hog_launchflag), it
// throws one Cannonball 4 pixels ahead and $C down at $100 the way it
// faces (left: status bit 0 clear), with its subtype. The ball, in a
// later slot, makes its first move the same run.
func TestBallHog_Throw(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 680, "obj_id=0x1E", "subtype=3", "respawn=false"))
	k := e.slotOf(idBallHog)
	for e.st.S2.Slots[k].Routine != 2 {
		sim.Step(0)
	}
	var throws []int
	for i := range 440 {
		sim.Step(0)
		for j := range Slots {
			c := &e.st.S2.Slots[j]
			if c.ID == idCannonball && c.Routine == 2 && c.Timer == 3*60-1 {
				h := &e.st.S2.Slots[k]
				if h.MapFrame != 1 {
					t.Errorf("thrown on frame %d", h.MapFrame)
				}
				if c.Sub != 3 || c.XVel != -0x100 || c.X.Pixel() != h.X.Pixel()-4-1 {
					t.Errorf("ball subtype %d x speed %d x %d, want 3 -256 %d", c.Sub, int(c.XVel), c.X.Pixel(), h.X.Pixel()-5)
				}
				if y := c.Y.Pixel() - h.Y.Pixel(); y < 0xC || y > 0xC+1 {
					t.Errorf("ball %d below, want $C (and its first fall)", y)
				}
				throws = append(throws, i)
			}
		}
	}
	if len(throws) != 2 || throws[1]-throws[0] != 210 {
		t.Errorf("throws on runs %v, want two 210 apart", throws)
	}
}

// _incObj/20 Cannonball.asm: Cbal_Bounce and Cbal_ChkExplode: harmful
// ($87), it bounces at -$300 off the floor and, its fuse (subtype 2:
// 120 runs after its first) out, becomes an ExplosionBomb without touch.
func TestCannonball_BounceAndFuse(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 1800, 300, "obj_id=0x19", "subtype=0", "respawn=false"))
	putSlot(&e.st.S2, 10, physics.S2Obj{ID: idCannonball, Layout: -1, Sub: 2,
		X: physics.FromPixels(300), Y: physics.FromPixels(700), XVel: -0x100})
	bounced := false
	for i := range 121 {
		sim.Step(0)
		ob := &e.st.S2.Slots[10]
		if i < 120 {
			if ob.ID != idCannonball || ob.Coll != 0x87 {
				t.Fatalf("run %d: id %#x touch %#x", i, ob.ID, ob.Coll)
			}
			if ob.YVel == -0x300+0x38 || ob.YVel == -0x300 {
				bounced = true
				if b := ob.Y.Pixel() + 7; b > 736 {
					t.Errorf("bottom %d inside the floor", b)
				}
			}
			continue
		}
		if ob.ID != idExplosionBomb || ob.Coll != 0 {
			t.Errorf("fuse out: id %#x touch %#x, want an ExplosionBomb", ob.ID, ob.Coll)
		}
	}
	if !bounced {
		t.Error("never bounced")
	}
}

// _incObj/20 Cannonball.asm: Cbal_Bounce: on a floor rising to the
// right (angle $E0, negative) a ball moving right is turned back.
func TestCannonball_SlopeTurn(t *testing.T) {
	tl := leveltest.Slope()
	tl.Lvl.Objects = []layers.Object{s1Obj(1, 1800, 300, "obj_id=0x19", "subtype=0", "respawn=false")}
	sim := physics.New(tl.Lvl, physics.Config{Variant: physics.S1, Character: physics.Sonic}, layers.Point{X: 64, Y: 716})
	e := sim.ObjectEngine().(*engine)
	putSlot(&e.st.S2, 10, physics.S2Obj{ID: idCannonball, Layout: -1, Sub: 5,
		X: physics.FromPixels(480), Y: physics.FromPixels(540), XVel: 0x100})
	for range 60 {
		sim.Step(0)
		if ob := &e.st.S2.Slots[10]; ob.YVel < 0 {
			if ob.XVel != -0x100 {
				t.Fatalf("bounced with x speed %#x, want -$100", ob.XVel)
			}
			return
		}
	}
	t.Fatal("never bounced")
}
