package tmx

import (
	"errors"

	"loopwright/layers"
)

// Export writes l as a Tiled map.
func Export(l *layers.Level, path string) error { return errors.New("tmx: export not implemented yet") }
