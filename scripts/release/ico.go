package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"

	"golang.org/x/image/draw"
)

// icoSizes are the icon's sizes in the .ico: what Explorer and the task
// bar ask for at 100% to 200% scale, and the 256 px tile.
var icoSizes = [...]int{16, 24, 32, 48, 64, 256}

// writeICO writes a Windows icon holding the PNG image at every size in
// icoSizes, each stored as PNG (Windows Vista and newer read PNG icons).
func writeICO(w io.Writer, pngPath string) error {
	f, err := os.Open(pngPath)
	if err != nil {
		return err
	}
	src, err := png.Decode(f)
	_ = f.Close() // read only: a close error loses nothing
	if err != nil {
		return fmt.Errorf("%s: %w", pngPath, err)
	}
	if b := src.Bounds(); b.Dx() < 256 || b.Dy() < 256 {
		return fmt.Errorf("%s: %dx%d is smaller than the 256x256 icon", pngPath, b.Dx(), b.Dy())
	}
	images := make([][]byte, len(icoSizes))
	for i, s := range icoSizes {
		dst := image.NewNRGBA(image.Rect(0, 0, s, s))
		draw.CatmullRom.Scale(dst, dst.Bounds(), src, src.Bounds(), draw.Src, nil)
		var buf bytes.Buffer
		if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, dst); err != nil {
			return err
		}
		images[i] = buf.Bytes()
	}
	// ICONDIR, then one ICONDIRENTRY per image, then the images.
	var out bytes.Buffer
	le := binary.LittleEndian
	put16 := func(v uint16) { out.Write(le.AppendUint16(nil, v)) }
	put32 := func(v uint32) { out.Write(le.AppendUint32(nil, v)) }
	put16(0)
	put16(1) // an icon
	put16(uint16(len(images)))
	off := 6 + 16*len(images)
	for i, s := range icoSizes {
		b := byte(s)
		if s >= 256 {
			b = 0 // 0 means 256
		}
		out.WriteByte(b)
		out.WriteByte(b)
		out.WriteByte(0) // no palette
		out.WriteByte(0)
		put16(1)  // planes
		put16(32) // bits per pixel
		put32(uint32(len(images[i])))
		put32(uint32(off))
		off += len(images[i])
	}
	for _, img := range images {
		out.Write(img)
	}
	_, err = w.Write(out.Bytes())
	return err
}
