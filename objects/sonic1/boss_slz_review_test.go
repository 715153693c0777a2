package sonic1

import (
	"testing"

	"loopwright/physics"
)

// _incObj/7A Boss - Star Light.asm: BossStarLight_MakeBall (loc_18AFA)
// drops no ball onto a seesaw while any object's objoff_3C holds it: the
// explosion a ball became (_incObj/7B SLZ Boss Spikeball.asm:
// BossSpikeball_Explode; ExBom_Main keeps objoff_3C) as well as a ball.
func TestBossStarLight_NoBallWhileExploding(t *testing.T) {
	sim, e := arenaSim(t, bossSLZX+0x20, s1Obj(1, bossSLZX+0xC0, 700, "obj_id=0x5E", "subtype=0x01", "respawn=true"))
	k := e.findFree()
	putSlot(&e.st.S2, k, physics.S2Obj{ID: idBossStarLight, Layout: -1})
	sim.Step(0)
	sw := slotOf(e, idSeesaw)
	ob := &e.st.S2.Slots[k]
	if sw < 0 || ob.Logs[0] != int16(sw+1) {
		t.Fatalf("the boss's first seesaw %d, want slot %d", ob.Logs[0]-1, sw)
	}
	j := e.findFree()
	putSlot(&e.st.S2, j, physics.S2Obj{ID: idExplosionBomb, Layout: -1, Routine: 2, AnimDur: 7, Parent: int16(sw + 1)})
	ob.Sub = 2 // the first seesaw (objoff_2A)
	if e.bossSLZDrop(k) || len(pieces(e, idBossSpikeball)) != 0 {
		t.Fatal("a ball dropped onto a seesaw whose last ball is still exploding")
	}
	e.deleteObject(j)
	if !e.bossSLZDrop(k) || len(pieces(e, idBossSpikeball)) != 1 {
		t.Error("no ball once the explosion is gone")
	}
}
