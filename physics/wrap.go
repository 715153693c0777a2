package physics

// Vertical wrapping (s2.asm): a level whose top camera limit
// (Camera_Min_Y_pos) is -$100 wraps at $800 pixels, Metropolis's acts in
// Sonic 2 (LevelSize). While it does, the players' y is kept within $7FF
// after their movement (Obj01_Control, Obj02_Control, Obj01_Hurt,
// Obj02_Hurt: andi.w #$7FF,y_pos), the camera follows across the seam
// (ScrollVerti) and the terrain reads the level's rows modulo $800, as
// the game's layout has 16 rows of 128 pixels (Find_Tile). A level event
// moving the top limit (Metropolis 3's boss arena) ends the wrapping.

// WrapTop is the top camera limit that makes a level wrap vertically
// (Camera_Min_Y_pos = -$100), WrapHeight the height it wraps at.
const (
	WrapTop    = -0x100
	WrapHeight = 0x800
)

// wrapsY reports whether the level wraps vertically this frame: Sonic 2
// with the camera's top limit at WrapTop.
func (s *Sim) wrapsY() bool { return s.cfg.Variant == S2 && s.st.Cam.MinY == WrapTop }

// WrapsY reports whether the level wraps vertically this frame (objects
// keep their y within WrapHeight where the game does).
func (s *Sim) WrapsY() bool { return s.wrapsY() }

// wrapY keeps the running player's y within WrapHeight when the level
// wraps (andi.w #$7FF,y_pos(a0): the pixel only, the sub-pixel kept).
func (s *Sim) wrapY() {
	if s.wrapsY() {
		s.st.Y &= FromPixels(WrapHeight) - 1
	}
}
