// Package widgets holds the editor's drawing widgets other than the level
// view: the tile painter (heights and widths), the chunk canvas, the play
// timeline and the graph plot, and the images they draw (mask images,
// chunk thumbnails).
package widgets
