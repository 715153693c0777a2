package session_test

import (
	"fmt"
	"os"

	"loopwright/layers"
	"loopwright/physics"
	"loopwright/preview"
	"loopwright/preview/session"
)

// The editor's debugger drives a Session from its UI goroutine: the ticker
// passes 60 Hz ticks, buttons go to SetHeld, the view draws Scene.
func ExampleSession() {
	lib := layers.NewLibrary(8)
	lvl := layers.New("flat", lib, 40, 16)
	s := session.New(lvl, physics.Config{}, layers.Point{X: 64, Y: 100})

	s.SetHeld(physics.Right)
	s.Play()
	s.Tick(1) // one 60 Hz tick at 1x: one frame
	s.SetSpeed(session.SpeedHalf)
	s.Tick(4) // four ticks at 1/2x: two frames
	s.Pause()
	fmt.Println("frame", s.Frame(), "recorded", s.Len())

	s.StepBack()
	s.StepForward() // replays the recorded input of frame 3
	fmt.Println("frame", s.Frame(), "input", s.Record().Input)

	var sc preview.Scene
	s.Scene(&sc) // for Renderer.Render, with the docs/physics.md "Camera" camera
	fmt.Println("camera valid", sc.Camera.Valid)

	if err := s.WriteScript(os.Stdout); err != nil {
		fmt.Println(err)
	}
	// Output:
	// frame 3 recorded 3
	// frame 3 input R
	// camera valid true
	// # loopwright input recording: 3 frames
	// 3 R
}
