package preview_test

import (
	"fmt"

	"loopwright/preview"
)

func ExampleGraphFrame() {
	// A 601 pixel wide graph of frames 1000..1600: a click at x 300 is
	// frame 1300.
	fmt.Println(preview.GraphFrame(300, 601, 1000, 1600))
	// Output: 1300
}
