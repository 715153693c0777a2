// Package levelview is the Level tab's view: the level drawn with the
// preview renderer, the editing tools (Tool), and its input: mouse
// painting, selection, dragging things, panning and zooming, and keys.
// The simulation frame it shows comes from the play controller.
package levelview
