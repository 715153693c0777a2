package levelcheck

import (
	"encoding/xml"
	"fmt"
	"io"
)

// WriteJUnit writes results as JUnit XML, the report format CI systems
// read: one testsuite per level ("PACK/LEVEL"), one testcase per check and
// configuration ("check [s2 sonic]"), a failure element holding the
// failing frame and message. Times are not written (a check's time is not
// part of its result).
func WriteJUnit(w io.Writer, results []Result) error {
	type failure struct {
		Message string `xml:"message,attr"`
		Type    string `xml:"type,attr"`
		Text    string `xml:",chardata"`
	}
	type testcase struct {
		Name      string   `xml:"name,attr"`
		Classname string   `xml:"classname,attr"`
		Failure   *failure `xml:"failure,omitempty"`
	}
	type testsuite struct {
		Name     string     `xml:"name,attr"`
		Tests    int        `xml:"tests,attr"`
		Failures int        `xml:"failures,attr"`
		Cases    []testcase `xml:"testcase"`
	}
	type testsuites struct {
		XMLName  xml.Name     `xml:"testsuites"`
		Name     string       `xml:"name,attr"`
		Tests    int          `xml:"tests,attr"`
		Failures int          `xml:"failures,attr"`
		Suites   []*testsuite `xml:"testsuite"`
	}
	all := testsuites{Name: "loopwright check"}
	index := map[string]*testsuite{}
	for i := range results {
		r := &results[i]
		ts := index[r.Suite]
		if ts == nil {
			ts = &testsuite{Name: r.Suite}
			index[r.Suite] = ts
			all.Suites = append(all.Suites, ts)
		}
		tc := testcase{Name: fmt.Sprintf("%s [%s %s]", r.Check, r.Config.Variant, r.Config.Character), Classname: r.Suite}
		if !r.Pass {
			tc.Failure = &failure{Message: fmt.Sprintf("frame %d: %s: %s", r.Frame, r.Kind, r.Msg), Type: r.Kind, Text: r.Line()}
			ts.Failures++
			all.Failures++
		}
		ts.Tests++
		all.Tests++
		ts.Cases = append(ts.Cases, tc)
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(all); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}
