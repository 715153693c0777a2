package objdef

import "testing"

// FuzzParseXML feeds arbitrary bytes to the XML definition reader and
// chooses sprites from what it reads: it may fail, never panic.
func FuzzParseXML(f *testing.F) {
	f.Add([]byte(testXML))
	f.Add([]byte(`<ObjDef Name="x"><Subtypes><Subtype id="zz"/></Subtypes><Display><DisplayOption><Condition property="SubType" value="3"/></DisplayOption></Display></ObjDef>`))
	f.Add([]byte(`<ObjDef><Properties><BitsProperty name="p" type="int" startbit="-3" length="99"/></Properties><Display><DisplayOption><Condition property="p" value="1"/></DisplayOption></Display></ObjDef>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := parseXML("fuzz.xml", data)
		if err != nil {
			return
		}
		x := &xmlDef{def: *d, enums: map[string]map[string]int{}, bits: map[string]xBits{}}
		for _, b := range d.Bits {
			x.bits[b.Name] = b
		}
		_ = x.subtypes()
		for _, sub := range []uint8{0, 1, 0x10, 0xFF} {
			_ = x.sprite(sub, sub&1 != 0, sub&2 != 0)
		}
	})
}
