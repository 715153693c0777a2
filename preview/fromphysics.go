package preview

import (
	"loopwright/layers"
	"loopwright/physics"
)

// PushRadius is the player's push radius (docs/physics.md "Slope Collision", "Push Sensors").
const PushRadius = 10

// FromRecord fills sc with one frame of the simulation: the player, its
// sensors and its hitbox from rec, and the solid boxes and hitboxes of lvl's
// objects (LevelObjects), marked touching or stood on as rec's contacts
// say. It reuses sc's slices, so filling the same Scene every frame
// allocates nothing. cfg gives the player's hitbox (docs/physics.md "Hitboxes"). rec and lvl
// are only read.
func FromRecord(sc *Scene, lvl *layers.Level, rec *physics.FrameRecord, cfg physics.Config) {
	hit, sol, trg, live := sc.Hitboxes[:0], sc.Solids[:0], sc.Triggers[:0], sc.Live[:0]
	*sc = Scene{Hitboxes: hit, Solids: sol, Triggers: trg, Live: live}
	sc.Frame = rec.Frame
	sc.HasPlayer = true
	sc.Player = playerFrom(rec)
	for i := range rec.Sensors {
		sc.Sensors[i] = sensorFrom(&rec.Sensors[i])
	}
	sc.Edge = sensorFrom(&rec.Edge)
	sc.Hitboxes = append(sc.Hitboxes, playerHitbox(rec, cfg.Character, cfg.Variant))
	abilitiesFrom(sc, rec) // water, insta-shield: abilities.go
	if lvl != nil {
		LevelObjectsFor(lvl, cfg.Variant, sc)
	}
	n := min(rec.ContactsCount, len(rec.Contacts))
	for _, ct := range rec.Contacts[:max(n, 0)] {
		if ct.Kind != physics.Hitbox {
			continue
		}
		for i := range sc.Hitboxes {
			if h := &sc.Hitboxes[i]; !h.Player && h.ObjectID == ct.Object {
				h.Touching = true
			}
		}
	}
	if rec.OnObject {
		for i := range sc.Solids {
			if s := &sc.Solids[i]; s.ObjectID == rec.StandingOn {
				s.Standing = true
			}
		}
	}
}

func sensorFrom(s *physics.SensorRecord) Sensor {
	return Sensor{
		Name: s.Name, Active: s.Active, X: s.AnchorX, Y: s.AnchorY, Dir: s.Dir,
		Distance: s.Distance, Found: s.Found, SurfaceX: s.SurfaceX, SurfaceY: s.SurfaceY,
		TileAngle: s.TileAngle, Winner: s.Winner,
	}
}

// playerFrom is the player as drawn from its record.
func playerFrom(rec *physics.FrameRecord) Player {
	return Player{
		X: rec.X.Pixel(), Y: rec.Y.Pixel(), SubX: rec.X.Sub(), SubY: rec.Y.Sub(),
		WidthRadius: rec.WidthRadius, HeightRadius: rec.HeightRadius, PushRadius: PushRadius,
		FacingLeft: rec.FacingLeft, Path: rec.Path, Priority: rec.Priority,
		Grounded: rec.Grounded, Rolling: rec.Rolling, Angle: rec.Angle,
		Mode: rec.Mode.String(), State: rec.State,
		XSpeed: int(rec.XSpeed), YSpeed: int(rec.YSpeed), GroundSpeed: int(rec.GSpeed),
	}
}

// playerHitbox is the player's hitbox: width radius 8, height radius 3
// less than the Height Radius; crouching Sonic in s1/s2: radius 10, 12 px
// lower.
func playerHitbox(rec *physics.FrameRecord, c physics.Character, v physics.Variant) Hitbox {
	sz := physics.SizesOf(c, v)
	ph := Hitbox{X: rec.X.Pixel(), Y: rec.Y.Pixel(), WidthRadius: sz.HitboxW, HeightRadius: rec.HeightRadius - 3, Player: true}
	if sz.CrouchHitbox && rec.State == "crouching" {
		ph.Y += 12
		ph.HeightRadius = 10
	}
	return ph
}
