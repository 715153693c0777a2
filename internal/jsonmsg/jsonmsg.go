// Package jsonmsg words encoding/json's errors for the people who wrote
// the file: "width is a JSON string, want a whole number", never a Go type
// ("want int", "want levelcheck.StartState", "Go struct field
// jsonRecord.frame of type int").
package jsonmsg

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
)

var numberType = reflect.TypeFor[json.Number]()

// Want names what a value of Go type t is in a JSON file: "a whole
// number", "a number", "true or false", "a string", "a list", "an
// object".
func Want(t reflect.Type) string {
	if t == nil {
		return "another kind of value"
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == numberType {
		return "a number"
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Bool:
		return "true or false"
	case reflect.String:
		return "a string"
	case reflect.Slice, reflect.Array:
		return "a list [...]"
	case reflect.Map, reflect.Struct:
		return "an object {...}"
	}
	return "another kind of value"
}

// Message returns err (from json.Unmarshal or a json.Decoder) as one plain
// sentence: what was found where and what was wanted.
func Message(err error) string {
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &te):
		what := te.Field
		if what == "" {
			what = "the top level"
		}
		return fmt.Sprintf("%s is a JSON %s, want %s", what, te.Value, Want(te.Type))
	case errors.Is(err, io.EOF):
		return "empty file"
	}
	msg := strings.TrimPrefix(err.Error(), "json: ")
	const bad = "invalid number literal, trying to unmarshal "
	if rest, ok := strings.CutPrefix(msg, bad); ok {
		item, _, _ := strings.Cut(rest, " into ")
		if s, err := strconv.Unquote(item); err == nil {
			item = s
		}
		return fmt.Sprintf("%s is not a number", item)
	}
	if strings.HasPrefix(msg, "cannot unmarshal") {
		// Decoder errors that are not an UnmarshalTypeError name Go types.
		return "a value is not of the kind wanted"
	}
	return msg
}
