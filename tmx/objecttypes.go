package tmx

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"path/filepath"

	"loopwright/objcatalog"
	"loopwright/pack"
)

// ObjectTypesFile is the name of the object types file Export writes
// beside the maps.
const ObjectTypesFile = "loopwright-objecttypes.xml"

type xObjectTypes struct {
	XMLName xml.Name      `xml:"objecttypes"`
	Types   []xObjectType `xml:"objecttype"`
}

type xObjectType struct {
	Name  string          `xml:"name,attr"`
	Color string          `xml:"color,attr"`
	Props []xTypeProperty `xml:"property"`
}

type xTypeProperty struct {
	Name    string `xml:"name,attr"`
	Type    string `xml:"type,attr"`
	Default string `xml:"default,attr,omitempty"`
}

// ObjectTypes returns Tiled's object types file (objecttypes.xml) for the
// classes of the physics' object table (objcatalog.Classes), each with its
// properties, types and defaults, and player_start. Imported in Tiled's Custom Types
// Editor, it makes new objects of those classes show their properties.
func ObjectTypes() []byte {
	ts := xObjectTypes{Types: []xObjectType{
		{Name: "player_start", Color: "#40c040"},
	}}
	for _, c := range objcatalog.Classes() {
		t := xObjectType{Name: c.Name, Color: "#a0a0a4"}
		for _, p := range c.Props {
			t.Props = append(t.Props, xTypeProperty{Name: p.Name, Type: p.Type, Default: p.Default})
		}
		ts.Types = append(ts.Types, t)
	}
	var buf bytes.Buffer
	buf.WriteString(xml.Header)
	enc := xml.NewEncoder(&buf)
	enc.Indent("", " ")
	if err := enc.Encode(ts); err != nil {
		panic("tmx: encoding the object types: " + err.Error()) // fixed, valid data
	}
	buf.WriteString("\n")
	return buf.Bytes()
}

// WriteObjectTypes writes ObjectTypes to ObjectTypesFile in dir,
// atomically.
func WriteObjectTypes(dir string) error {
	if err := pack.WriteFileAtomic(filepath.Join(dir, ObjectTypesFile), ObjectTypes()); err != nil {
		return fmt.Errorf("tmx: %w", err)
	}
	return nil
}
