package pack

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"sync"
)

// KeyWarnings appends to warns every key of the JSON text data that the
// Go type of v (a struct, or what holds structs) has no field for: a
// misspelt key ("widht") is otherwise ignored without a word by
// encoding/json, and the value it meant silently takes its default. Keys
// match fields as encoding/json matches them (ignoring case). Each warning
// names the key's place ("objects[3]") and the field it was probably
// meant to be. data must be valid JSON (v was decoded from it); the scan
// is one pass over the text that allocates only for what it reports.
func KeyWarnings(pkg, file string, data []byte, v any, warns *ErrorList) {
	ti := typeInfoOf(reflect.TypeOf(v))
	if ti == nil {
		return
	}
	w := keyWalker{data: data, report: func(place, key string, known []string) {
		msg := fmt.Sprintf("unknown key %q, ignored", key)
		if k := Near(key, known); k != "" {
			msg += fmt.Sprintf(" (did you mean %q?)", k)
		}
		warns.Add(pkg, file, place, "%s", msg)
	}}
	defer func() { _ = recover() }() // text that is not JSON: nothing to say here
	w.value(ti)
}

// keyType is what the key scan needs of a Go type: its JSON fields (for a
// struct, by lower-case name), or its element (slice, array, map).
type keyType struct {
	fields map[string]*keyType // struct: JSON name (lower case) -> field type (nil: holds no struct)
	names  []string            // struct: its JSON names, for suggestions
	elem   *keyType            // slice, array or map: the element type
	isMap  bool
}

var keyTypes sync.Map // reflect.Type -> *keyType (nil stored as (*keyType)(nil))

var unmarshalerType = reflect.TypeFor[json.Unmarshaler]()

// typeInfoOf returns t's keyType, or nil when t holds no JSON object of a
// struct type (nothing to check inside its values).
func typeInfoOf(t reflect.Type) *keyType {
	if t == nil {
		return nil
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if v, ok := keyTypes.Load(t); ok {
		return v.(*keyType)
	}
	var kt *keyType
	if !reflect.PointerTo(t).Implements(unmarshalerType) {
		switch t.Kind() {
		case reflect.Struct:
			kt = &keyType{fields: map[string]*keyType{}}
			keyTypes.Store(t, kt) // before the fields: a type may hold itself
			for i := range t.NumField() {
				f := t.Field(i)
				if !f.IsExported() {
					continue
				}
				name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
				if name == "-" {
					continue
				}
				if name == "" {
					name = f.Name
				}
				kt.fields[strings.ToLower(name)] = typeInfoOf(f.Type)
				kt.names = append(kt.names, name)
			}
			return kt
		case reflect.Slice, reflect.Array, reflect.Map:
			if e := typeInfoOf(t.Elem()); e != nil {
				kt = &keyType{elem: e, isMap: t.Kind() == reflect.Map}
			}
		}
	}
	keyTypes.Store(t, kt)
	return kt
}

// keyWalker scans JSON text, following a keyType, and reports keys the
// struct types lack.
type keyWalker struct {
	data   []byte
	i      int
	path   []keySeg // the place of the value being scanned, one part a level
	report func(place, key string, known []string)
}

func (w *keyWalker) ws() {
	for w.i < len(w.data) {
		switch w.data[w.i] {
		case ' ', '\t', '\r', '\n':
			w.i++
		default:
			return
		}
	}
}

// str scans a string at w.i and returns its raw bytes (escapes kept).
func (w *keyWalker) str() []byte {
	start := w.i + 1
	for w.i = start; w.data[w.i] != '"'; w.i++ {
		if w.data[w.i] == '\\' {
			w.i++
		}
	}
	w.i++
	return w.data[start : w.i-1]
}

// keySeg is one part of a place: an object's key (raw text) or, with key
// nil, an array's index.
type keySeg struct {
	key []byte
	idx int
}

func (w *keyWalker) place() string {
	var b strings.Builder
	for _, p := range w.path {
		if p.key == nil {
			fmt.Fprintf(&b, "[%d]", p.idx)
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.Write(p.key)
	}
	return b.String()
}

// value scans one value of type kt (nil: any, unchecked).
func (w *keyWalker) value(kt *keyType) {
	w.ws()
	switch w.data[w.i] {
	case '{':
		w.i++
		for {
			w.ws()
			if w.data[w.i] == '}' {
				w.i++
				return
			}
			raw := w.str()
			w.ws()
			w.i++ // ':'
			var sub *keyType
			if kt != nil {
				switch {
				case kt.isMap:
					sub = kt.elem
				case kt.fields != nil:
					f, ok := kt.fields[string(raw)] // no allocation: the usual exact, lower-case key
					if !ok {
						key := string(raw)
						if strings.IndexByte(key, '\\') >= 0 {
							if s, err := strconv.Unquote(`"` + key + `"`); err == nil {
								key = s
							}
						}
						if f, ok = kt.fields[strings.ToLower(key)]; !ok {
							w.report(w.place(), key, kt.names)
						}
					}
					sub = f
				}
				w.path = append(w.path, keySeg{key: raw})
			}
			w.value(sub)
			if kt != nil {
				w.path = w.path[:len(w.path)-1]
			}
			w.ws()
			if w.data[w.i] == ',' {
				w.i++
			}
		}
	case '[':
		w.i++
		var elem *keyType
		if kt != nil && !kt.isMap {
			elem = kt.elem
		}
		for n := 0; ; n++ {
			w.ws()
			if w.data[w.i] == ']' {
				w.i++
				return
			}
			if elem != nil {
				w.path = append(w.path, keySeg{idx: n})
			}
			w.value(elem)
			if elem != nil {
				w.path = w.path[:len(w.path)-1]
			}
			w.ws()
			if w.data[w.i] == ',' {
				w.i++
			}
		}
	case '"':
		w.str()
	default:
		for w.i < len(w.data) {
			switch w.data[w.i] {
			case ',', ']', '}', ' ', '\t', '\r', '\n':
				return
			}
			w.i++
		}
	}
}
