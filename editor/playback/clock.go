package playback

import (
	"sync"
	"time"
)

// TickPeriod is one playback tick: the game runs at 60 frames a second.
const TickPeriod = time.Second / 60

// MaxCatchUp is the most ticks one Pump runs: after a longer stall the
// rest of the time is skipped.
const MaxCatchUp = 4

// Clock tells Pump how much time has passed: Now is the time since an
// arbitrary origin, never decreasing.
type Clock interface {
	Now() time.Duration
}

// SystemClock returns the monotonic wall clock, its origin when called.
func SystemClock() Clock { return systemClock{time.Now()} }

type systemClock struct{ origin time.Time }

func (c systemClock) Now() time.Duration { return time.Since(c.origin) }

// ManualClock is a Clock that moves only when told (tests). Its zero
// value is at time 0; it is safe for concurrent use.
type ManualClock struct {
	mu sync.Mutex
	t  time.Duration
}

// Now returns the clock's time.
func (c *ManualClock) Now() time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

// Advance moves the clock forward by d.
func (c *ManualClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t += d
}
