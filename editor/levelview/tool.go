package levelview

import "fyne.io/fyne/v2"

// Tool is what a click or drag in the level view does.
type Tool int

// The level view's tools.
const (
	ToolInspect  Tool = iota // a click reports the block (OnBlockClicked)
	ToolBrush                // paint the brush; right-click erases
	ToolErase                // erase the brush's paths
	ToolChunk                // place the selected chunk; right-click picks one
	ToolSelect               // rectangle select; drag inside to move
	ToolFill                 // fill the selection, or flood fill
	ToolSwitcher             // add, select, move and resize switchers
	ToolObject               // add, select and move objects
	ToolStart                // place or drag the player start
	ToolCount
)

var toolNames = [ToolCount]string{"Inspect", "Brush", "Erase", "Chunk", "Select", "Fill", "Switcher", "Object", "Player start"}

var toolKeys = [ToolCount]fyne.KeyName{fyne.KeyI, fyne.KeyB, fyne.KeyE, fyne.KeyC, fyne.KeyR, fyne.KeyF, fyne.KeyS, fyne.KeyO, fyne.KeyP}

// String returns the tool's name.
func (t Tool) String() string {
	if t >= 0 && t < ToolCount {
		return toolNames[t]
	}
	return "?"
}

// Key returns the key that selects the tool.
func (t Tool) Key() fyne.KeyName {
	if t >= 0 && t < ToolCount {
		return toolKeys[t]
	}
	return ""
}

// Edits reports whether the tool changes the level (tools that do are
// disabled while the simulation plays).
func (t Tool) Edits() bool { return t != ToolInspect }

// toolForKey returns the tool key k selects.
func toolForKey(k fyne.KeyName) (Tool, bool) {
	for i, kk := range toolKeys {
		if kk == k {
			return Tool(i), true
		}
	}
	return 0, false
}
