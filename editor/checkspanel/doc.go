// Package checkspanel is the editor's Checks panel at work: it runs the
// level's checks (levelcheck) and lint, draws the ghost runs and lint
// markers over the level view, opens a check in the play panel and
// records a new check from the play session. The panel's widgets are
// panels.ChecksPanel and its Fyne-free state is assure.State; the shell
// gives it what it needs through a Host.
package checkspanel
