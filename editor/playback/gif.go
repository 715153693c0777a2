package playback

import (
	"bytes"
	"loopwright/traceio"

	"loopwright/layers"
	"loopwright/physics"
	"loopwright/preview"
	"loopwright/preview/session"
)

// GIFJob is what a GIF export of the recording needs, copied from the
// session so that the export can run on its own goroutine.
type GIFJob struct {
	level  *layers.Level
	cfg    physics.Config
	start  layers.Point
	inputs traceio.Script
	opt    preview.Options
}

// GIFJob returns the export of the current recording drawn with opt;
// false when there is no session.
func (c *PlayController) GIFJob(opt preview.Options) (GIFJob, bool) {
	j := GIFJob{opt: opt}
	ok := false
	c.WithSession(func(s *session.Session) {
		if s == nil {
			return
		}
		ok = true
		j.level, j.cfg, j.start, j.inputs = s.Level().Clone(), s.Config(), s.Start(), s.RecordedScript()
	})
	return j, ok
}

// Run replays the job's recording on a new session and returns frames
// from..to as an animated GIF (the 320x224 screen around the player and a
// margin, at zoom 1).
func (j GIFJob) Run(from, to int) ([]byte, error) {
	s := session.New(j.level, j.cfg, j.start)
	s.LoadScript(j.inputs)
	s.JumpTo(j.inputs.Len())
	var b bytes.Buffer
	r := session.SnapshotRenderer(j.cfg, preview.SnapshotOptions{Options: j.opt, Zoom: 1, Margin: 32})
	err := s.WriteGIF(&b, from, to, r, session.GIFOptions{})
	return b.Bytes(), err
}
