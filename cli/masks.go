package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/spf13/pflag"

	"loopwright/heightmask"
	"loopwright/hexangle"
	"loopwright/pack"
)

// masks derive (docs/cli.md): reads a JSON array of objects with
// "heights" (16 ints, -16..16) and writes the same array with "widths",
// "angle", "angle_deg" and "flagged" added. Every other key of each object
// is kept, in its order. An input "angle" (0..255, 255 = flagged) is kept
// rather than computed; input "widths" (16 ints, -16..16) are kept as
// custom widths rather than derived, as the Tiled convention's optional
// widths property is (docs/tiled.md).

func init() {
	Register(&Command{
		Name:    "masks",
		Summary: "height-mask tools",
		Example: `echo '[{"heights":[0,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14]}]' | loopwright masks derive`,
	})
	Register(&Command{
		Name:    "masks derive",
		Summary: "add widths, angle, angle_deg and flagged to a JSON array of height masks",
		Long: `Reads a JSON array of objects, each with "heights" (16 ints, -16..16, left
to right; positive: solid from the bottom, negative: from the top), and writes
the same array with "widths" (16 ints), "angle" (hex, 0-255; 255 = flagged),
"angle_deg" and "flagged" added. An input "angle" or "widths" is kept. Every
other key is kept, in its order.`,
		Example: `echo '[{"heights":[0,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14]}]' | loopwright masks derive
echo '[{"heights":[16,16,16,16,16,16,16,16,8,8,8,8,8,8,8,8]}]' | loopwright masks derive --out derived.json
loopwright masks derive --in derived.json --out again.json`,
		Flags: func(fs *pflag.FlagSet) RunFunc {
			in := fs.String("in", "-", "read the JSON array from `FILE`; - for stdin")
			out := fs.String("out", "-", "write the result to `FILE`; - for stdout")
			return func(env Env, args []string) error {
				if len(args) > 0 {
					return fmt.Errorf("%w: unexpected argument %q (want --in FILE, --out FILE)", ErrUsage, args[0])
				}
				return runMasksDerive(env, *in, *out)
			}
		},
		Values: map[string][]string{"in": {".json"}, "out": {".json"}},
	})
}

func runMasksDerive(env Env, in, out string) error {
	src := "stdin"
	var data []byte
	var err error
	if in == "" || in == "-" {
		if f, ok := env.Stdin.(*os.File); ok {
			if isTerminal(f) {
				// Typed at a terminal, the command would wait without a word.
				return fmt.Errorf("%w: reads the JSON array from stdin, a terminal here: pipe it in (echo '[...]' | loopwright masks derive) or give --in FILE", ErrUsage)
			}
		}
		if env.Stdin == nil {
			data = nil
		} else {
			data, err = io.ReadAll(env.Stdin)
		}
	} else {
		src = in
		data, err = readIn("--in", in)
	}
	if err != nil {
		return fmt.Errorf("masks: %w", err)
	}
	res, err := deriveMasks(data)
	if err != nil {
		return fmt.Errorf("masks: %s: %w", src, err)
	}
	if out == "" || out == "-" {
		_, err = env.Stdout.Write(res)
		return err
	}
	if err := pack.WriteFileAtomic(out, res); err != nil {
		return fmt.Errorf("masks: %w", err) // it names the file
	}
	return nil
}

type kv struct {
	key string
	val json.RawMessage
}

// deriveMasks does the work on a whole input file.
func deriveMasks(data []byte) ([]byte, error) {
	var elems []json.RawMessage
	if err := json.Unmarshal(data, &elems); err != nil {
		if len(bytes.TrimSpace(data)) == 0 {
			return nil, errors.New("empty input, want a JSON array of objects with heights")
		}
		var syn *json.SyntaxError
		if errors.As(err, &syn) {
			return nil, fmt.Errorf("not a JSON array of objects: byte %d: %w", syn.Offset, err)
		}
		return nil, fmt.Errorf("not a JSON array of objects with heights: the input is %s", jsonKind(data))
	}
	var buf bytes.Buffer
	buf.WriteString("[")
	for i, raw := range elems {
		obj, err := deriveOne(raw)
		if err != nil {
			return nil, fmt.Errorf("element %d: %w", i, err)
		}
		if i > 0 {
			buf.WriteString(",")
		}
		buf.WriteString("\n  ")
		buf.Write(obj)
	}
	if len(elems) > 0 {
		buf.WriteString("\n")
	}
	buf.WriteString("]\n")
	return buf.Bytes(), nil
}

func deriveOne(raw json.RawMessage) ([]byte, error) {
	fields, err := objectFields(raw)
	if err != nil {
		return nil, err
	}
	get := func(k string) (json.RawMessage, bool) {
		for _, f := range fields {
			if f.key == k {
				return f.val, true
			}
		}
		return nil, false
	}
	var m heightmask.Mask
	hraw, ok := get("heights")
	if !ok {
		return nil, errors.New("no heights")
	}
	if err := parseArray16(hraw, &m.Heights); err != nil {
		return nil, fmt.Errorf("heights: %w", err)
	}
	if wraw, ok := get("widths"); ok && string(wraw) != "null" {
		if err := parseArray16(wraw, &m.Widths); err != nil {
			return nil, fmt.Errorf("widths: %w", err)
		}
		m.CustomWidths = true
	}
	if araw, ok := get("angle"); ok && string(araw) != "null" {
		a, err := parseInt(araw)
		if err != nil {
			return nil, fmt.Errorf("angle: %w", err)
		}
		if a < 0 || a > 255 {
			return nil, fmt.Errorf("angle: %d is out of range 0..255", a)
		}
		m.Angle, m.ManualAngle = uint8(a), true
		m.Flagged = a == hexangle.Flagged
	}
	m.Recompute()

	widths := make([]int, heightmask.Size)
	for i, w := range m.Widths {
		widths[i] = int(w)
	}
	angle := int(m.TileAngle())
	set := func(k string, v any) {
		b, _ := json.Marshal(v)
		for i := range fields {
			if fields[i].key == k {
				fields[i].val = b
				return
			}
		}
		fields = append(fields, kv{k, b})
	}
	set("widths", widths)
	set("angle", angle)
	set("angle_deg", json.Number(strconv.FormatFloat(hexangle.ToDegrees(angle), 'f', -1, 64)))
	set("flagged", m.Flagged)

	var buf bytes.Buffer
	buf.WriteString("{")
	for i, f := range fields {
		if i > 0 {
			buf.WriteString(", ")
		}
		k, _ := json.Marshal(f.key)
		buf.Write(k)
		buf.WriteString(": ")
		if err := json.Compact(&buf, f.val); err != nil {
			return nil, fmt.Errorf("%s: %w", f.key, err)
		}
	}
	buf.WriteString("}")
	return buf.Bytes(), nil
}

// objectFields splits a JSON object into its keys and raw values, in
// order.
func objectFields(raw json.RawMessage) ([]kv, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	t, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if d, ok := t.(json.Delim); !ok || d != '{' {
		return nil, fmt.Errorf("is %s, want an object with heights", jsonKind(raw))
	}
	var fields []kv
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key, _ := t.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, fmt.Errorf("%s: %w", key, err)
		}
		replaced := false
		for i := range fields {
			if fields[i].key == key { // a repeated key: the last one wins, as in encoding/json
				fields[i].val = v
				replaced = true
			}
		}
		if !replaced {
			fields = append(fields, kv{key, v})
		}
	}
	return fields, nil
}

func jsonKind(raw json.RawMessage) string {
	s := bytes.TrimSpace(raw)
	if len(s) == 0 {
		return "empty"
	}
	switch s[0] {
	case '[':
		return "an array"
	case '{':
		return "an object"
	case '"':
		return "a string"
	case 'n':
		return "null"
	case 't', 'f':
		return "a boolean"
	}
	return "a number"
}

// parseArray16 reads exactly 16 integers in -16..16.
func parseArray16(raw json.RawMessage, dst *[heightmask.Size]int8) error {
	var vals []json.RawMessage
	if err := json.Unmarshal(raw, &vals); err != nil || vals == nil {
		return fmt.Errorf("is %s, want an array of 16 integers", jsonKind(raw))
	}
	if len(vals) != heightmask.Size {
		return fmt.Errorf("has %d values, want 16", len(vals))
	}
	for i, v := range vals {
		n, err := parseInt(v)
		if err != nil {
			return fmt.Errorf("value %d: %w", i, err)
		}
		if n < -16 || n > 16 {
			return fmt.Errorf("%d is out of range -16..16", n)
		}
		dst[i] = int8(n)
	}
	return nil
}

func parseInt(raw json.RawMessage) (int, error) {
	s := string(bytes.TrimSpace(raw))
	n, err := strconv.Atoi(s)
	if err == nil {
		return n, nil
	}
	// Accept integral numbers written as 3.0 or 1e1.
	if f, ferr := strconv.ParseFloat(s, 64); ferr == nil {
		if f == float64(int64(f)) && f > -1e9 && f < 1e9 {
			return int(f), nil
		}
		return 0, fmt.Errorf("%s is not an integer", s)
	}
	return 0, fmt.Errorf("is %s, want an integer", jsonKind(raw))
}
