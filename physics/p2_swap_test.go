package physics

import (
	"reflect"
	"testing"

	"loopwright/layers"
)

// fillNonZero sets every settable field reachable in v to a non-zero value.
func fillNonZero(v reflect.Value) {
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(1)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(1)
	case reflect.String:
		v.SetString("x")
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		fillNonZero(v.Index(0))
	case reflect.Array:
		for i := 0; i < v.Len(); i++ {
			fillNonZero(v.Index(i))
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				fillNonZero(v.Field(i))
			}
		}
	}
}

// swapBody moves every field of Body (a field it forgot would stay behind
// in the second player while the first one's state is swapped in).
func TestSwapBody_EveryField(t *testing.T) {
	var b Body
	fillNonZero(reflect.ValueOf(&b).Elem())
	want := b
	want.Sides = append([]layers.Side(nil), b.Sides...)
	var st State
	swapBody(&st, &b)
	if !reflect.DeepEqual(b, Body{}) {
		t.Errorf("after one swap the second player's body is not the first player's (zero) state: %+v", b)
	}
	swapBody(&st, &b)
	if !reflect.DeepEqual(b, want) {
		t.Errorf("two swaps changed the body:\n%+v\nwant\n%+v", b, want)
	}
}
