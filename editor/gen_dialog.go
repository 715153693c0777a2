package editor

// genKind is one of the Generate buttons.
type genKind struct{ label, shape string }

var genKinds = []genKind{
	{"Loop…", "loop"}, {"Slope…", "slope"}, {"Curve…", "curve"}, {"Half-pipe…", "halfpipe"}, {"Path…", "path"},
}

// showGenDialog opens the generator dialog for shape.
func (e *Editor) showGenDialog(shape string) {}
