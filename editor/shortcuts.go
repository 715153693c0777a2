package editor

// ShortcutInfo is one keyboard shortcut for the help overlay: the key(s),
// what it does and where it works.
type ShortcutInfo struct {
	Key, Action, Where string
}

// levelShortcuts are the level and chunk editors' shortcuts. The level
// view's keys work while it has the keyboard focus (click it first); the
// Edit menu shows them too.
var levelShortcuts = []ShortcutInfo{
	{"I", "Inspect tool: click a block to inspect it", "Level view"},
	{"B", "Brush tool: paint the brush tile (right-click erases)", "Level view"},
	{"E", "Erase tool: empty the brush's paths", "Level view"},
	{"C", "Chunk tool: place the selected chunk (right-click picks the chunk under the pointer)", "Level view"},
	{"R", "Rectangle select tool: drag to select blocks, drag inside the selection to move them", "Level view"},
	{"F", "Fill tool: click inside the selection fills it, elsewhere flood-fills", "Level view"},
	{"S", "Switcher tool: click to add or select, drag the line to move, an end to resize", "Level view"},
	{"O", "Object tool: click to add the palette's class or select, drag to move", "Level view"},
	{"P", "Player start tool: click or drag to place the start", "Level view"},
	{"1 … 8", "Zoom 1x to 8x", "Level view"},
	{"+ / -", "Zoom in / out, 1/64x to 8x, about the pointer (also Ctrl+wheel)", "Level view"},
	{"0", "Fit the whole level to the window", "Level view"},
	{"Arrow keys", "Pan (Shift: faster); also the wheel (Shift+wheel: sideways), middle- or right-drag, Space+drag, the scroll bars", "Level view"},
	{"G", "Toggle the block grid", "Level view"},
	{"Shift+G", "Toggle the chunk grid", "Level view"},
	{"Tab", "Show paths both / A / B", "Level view"},
	{"Home", "Centre on the player start", "Level view"},
	{"Delete", "Empty the selected blocks, or delete the selected switcher or object", "Level view"},
	{"Escape", "Clear the selection", "Level view"},
	{"Ctrl+C / Ctrl+X / Ctrl+V", "Copy / cut / paste the selected blocks (paste at the pointer)", "Level view"},
	{"Ctrl+Z / Ctrl+Shift+Z", "Undo / redo any edit (the Edit menu names it)", "Everywhere"},
	{"B / E / X / Y", "Chunk editor: brush, erase, flip X, flip Y tools", "Chunk editor"},
	{"T / W / A / N", "Chunk editor: solidity tools top / sides / all / none", "Chunk editor"},
	{"Tab", "Chunk editor: edit path A, B or both", "Chunk editor"},
}
