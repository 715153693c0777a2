package editor

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// chunkTab is the Chunks tab.
type chunkTab struct {
	m       *Model
	content fyne.CanvasObject
}

func newChunkTab(m *Model) *chunkTab {
	return &chunkTab{m: m, content: widget.NewLabel("Chunks")}
}

func (c *chunkTab) refresh() {}
