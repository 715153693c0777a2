// Package model is the editor's state without a user interface: the open
// pack, the selected tile, chunk, level and thing, the brush, and every
// edit (tile painting, chunk and level strokes, generated shapes, objects
// and switchers) as an undoable Action in a History. It imports no UI
// toolkit (archtest), so every edit is tested without a window.
package model
