package tmx

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"encoding/base64"
	"encoding/xml"
	"fmt"
	"io"
	"path"
	"strconv"
	"strings"

	"loopwright/pack"
)

// Limits of the importer, on top of the pack limits: go-tiled keeps a
// pointer and a record per cell, so a Tiled map is held to fewer cells.
const (
	// MaxCells is the largest map area, in tiles.
	MaxCells = 1 << 22
	// MaxLayerCells is the largest total of cells over all tile layers.
	MaxLayerCells = 1 << 23
)

// header is what prescan learns of a map before go-tiled reads it.
type header struct {
	width, height int
}

// prescan reads the map's XML as a token stream, before go-tiled builds
// anything, and checks what could make the import unsafe or wasteful: the
// map's orientation, tile size, finiteness and size, every external
// tileset or template path, and the decoded size of every layer's data.
func prescan(data []byte, errs *pack.ErrorList, file, base string) (h header, ok bool) {
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = true
	depth := 0
	sawMap := false
	layer := ""
	var enc, comp string
	var inData bool
	var raw bytes.Buffer
	layerCells := 0
	fail := func(place, format string, args ...any) {
		errs.Add("tmx", file, place, format, args...)
	}
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			fail("", "not a valid XML file: %v", err)
			return h, false
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			if depth > 64 {
				fail("", "elements nested more than 64 deep")
				return h, false
			}
			attr := func(name string) (string, bool) {
				for _, a := range t.Attr {
					if a.Name.Local == name {
						return a.Value, true
					}
				}
				return "", false
			}
			if depth == 1 {
				if t.Name.Local != "map" {
					fail("", "not a Tiled map (the root element is <%s>, want <map>)", t.Name.Local)
					return h, false
				}
				sawMap = true
				if !headerOK(attr, &h, errs, file) {
					return h, false
				}
				continue
			}
			switch t.Name.Local {
			case "tileset":
				if src, ok := attr("source"); ok {
					if err := checkLocal(src, base); err != nil {
						fail("tileset "+src, "%v", err)
						return h, false
					}
				}
			case "object":
				if src, ok := attr("template"); ok {
					if err := checkLocal(src, base); err != nil {
						fail("object template "+src, "%v", err)
						return h, false
					}
				}
			case "layer":
				layer, _ = attr("name")
				layerCells += h.width * h.height
				if layerCells > MaxLayerCells {
					fail("layer "+layer, "the tile layers hold more than %d cells in all", MaxLayerCells)
					return h, false
				}
			case "chunk":
				fail("layer "+layer, "infinite maps are not supported (save the map as finite: Map > Map Properties > Infinite off)")
				return h, false
			case "data":
				enc, _ = attr("encoding")
				comp, _ = attr("compression")
				inData = true
				raw.Reset()
			}
		case xml.CharData:
			if inData {
				raw.Write(t)
			}
		case xml.EndElement:
			depth--
			if t.Name.Local == "data" && inData {
				inData = false
				if enc == "base64" && comp != "" {
					if err := checkCompressed(raw.Bytes(), comp, 4*h.width*h.height); err != nil {
						fail("layer "+layer, "%v", err)
						return h, false
					}
				}
			}
		}
	}
	if !sawMap {
		fail("", "empty file: not a Tiled map")
		return h, false
	}
	return h, true
}

func headerOK(attr func(string) (string, bool), h *header, errs *pack.ErrorList, file string) bool {
	ok := true
	fail := func(format string, args ...any) {
		errs.Add("tmx", file, "map", format, args...)
		ok = false
	}
	if o, _ := attr("orientation"); o != "orthogonal" {
		fail("orientation %q is not supported (want orthogonal)", o)
	}
	tw, _ := attr("tilewidth")
	th, _ := attr("tileheight")
	if tw != "16" || th != "16" {
		fail("tile size %sx%s is not supported (want 16x16)", tw, th)
	}
	if inf, _ := attr("infinite"); inf != "" && inf != "0" {
		fail("infinite maps are not supported (save the map as finite: Map > Map Properties > Infinite off)")
	}
	ws, _ := attr("width")
	hs, _ := attr("height")
	w, err1 := strconv.Atoi(ws)
	hh, err2 := strconv.Atoi(hs)
	if err1 != nil || err2 != nil {
		fail("bad map size %q x %q", ws, hs)
		return false
	}
	if err := pack.CheckSize(w, hh); err != nil {
		fail("%v", err)
		return false
	}
	if w*hh > MaxCells {
		fail("size %dx%d tiles: more than the Tiled import limit of %d tiles", w, hh, MaxCells)
		return false
	}
	h.width, h.height = w, hh
	return ok
}

// checkLocal reports whether a path named in a map stays inside the
// project folder: relative and not a Windows volume; with the map in
// folder base of the project (a slash path, "." for its top), "../x" is
// allowed while it stays inside (FindProjectRoot).
func checkLocal(p, base string) error {
	q := strings.ReplaceAll(p, "\\", "/")
	if p == "" {
		return fmt.Errorf("empty path")
	}
	if strings.HasPrefix(q, "/") || strings.Contains(q, ":") {
		return fmt.Errorf("path %q is absolute: only paths inside the map's folder (or its Tiled project's) are allowed", p)
	}
	if j := path.Join(base, q); j == ".." || strings.HasPrefix(j, "../") {
		if base == "." {
			return fmt.Errorf("path %q leaves the map's folder (a Tiled project file, *.tiled-project, in a folder above both allows it)", p)
		}
		return fmt.Errorf("path %q leaves the Tiled project's folder", p)
	}
	return nil
}

// checkCompressed decodes compressed layer data far enough to know that it
// does not expand past limit bytes.
func checkCompressed(raw []byte, comp string, limit int) error {
	dec := base64.NewDecoder(base64.StdEncoding, bytes.NewReader(bytes.TrimSpace(raw)))
	var r io.Reader
	var err error
	switch comp {
	case "gzip":
		r, err = gzip.NewReader(dec)
	case "zlib":
		r, err = zlib.NewReader(dec)
	default:
		return fmt.Errorf("compression %q is not supported (use csv, base64, gzip or zlib)", comp)
	}
	if err != nil {
		return fmt.Errorf("bad %s data: %w", comp, err)
	}
	n, err := io.Copy(io.Discard, io.LimitReader(r, int64(limit)+1))
	if err != nil {
		return fmt.Errorf("bad %s data: %w", comp, err)
	}
	if n != int64(limit) {
		return fmt.Errorf("data holds %d bytes, want %d for the map size", n, limit)
	}
	return nil
}
