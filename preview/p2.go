package preview

import "loopwright/physics"

// Second is the second player as drawn (docs/physics.md "Player 2"): its body, its own
// sensors A-F and its edge sensor, from its frame record.
type Second struct {
	Player  Player
	Sensors [6]Sensor
	Edge    Sensor
}

// P2From puts sim's second player, when it has one, in sc (HasP2, P2 and
// its hitbox among sc.Hitboxes). It allocates nothing once sc's hitbox
// slice has room.
func P2From(sc *Scene, sim *physics.Sim) {
	rec := sim.P2Record()
	sc.HasP2 = rec != nil
	if rec == nil {
		return
	}
	sc.P2.Player = playerFrom(rec)
	for i := range rec.Sensors {
		sc.P2.Sensors[i] = sensorFrom(&rec.Sensors[i])
	}
	sc.P2.Edge = sensorFrom(&rec.Edge)
	cfg := sim.Config()
	sc.Hitboxes = append(sc.Hitboxes, playerHitbox(rec, cfg.P2.Character, cfg.Variant))
}
