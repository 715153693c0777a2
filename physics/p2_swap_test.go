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
// in the second player while the first one's state is swapped in); with
// sensors false, every field but the frame record's sensor records
// (swapP2Keep).
func TestSwapBody_EveryField(t *testing.T) {
	for _, sensors := range []bool{true, false} {
		var b Body
		fillNonZero(reflect.ValueOf(&b).Elem())
		want := b
		want.Sides = append([]layers.Side(nil), b.Sides...)
		var st State
		swapBody(&st, &b, sensors)
		moved := Body{}
		if !sensors {
			moved.Rec.Sensors, moved.Rec.Edge = want.Rec.Sensors, want.Rec.Edge
			if st.Rec.Sensors != (State{}).Rec.Sensors || st.Rec.Edge != (SensorRecord{}) {
				t.Errorf("swapBody without sensors moved the sensor records")
			}
		}
		if !reflect.DeepEqual(b, moved) {
			t.Errorf("sensors %v: after one swap the second player's body is not the first player's (zero) state: %+v", sensors, b)
		}
		swapBody(&st, &b, sensors)
		if !reflect.DeepEqual(b, want) {
			t.Errorf("sensors %v: two swaps changed the body:\n%+v\nwant\n%+v", sensors, b, want)
		}
	}
}
