// Package examples holds Loopwright's sample level packs, embedded in the
// binary as native pack directories under packs/ (docs/pack-format.md).
// Every directory under packs/ holding a pack.json is an example pack;
// beside its levels a pack may hold inputs/<level>.txt, the input script
// (docs/cli.md, input scripts) that demonstrates the level. The generated packs
// are made by examples/internal; see packs/README.md and docs/examples.md.
package examples

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"loopwright/traceio"
	"sort"

	"loopwright/pack"
)

// FS holds the example packs, one directory each under "packs".
//
//go:embed packs
var FS embed.FS

// DefaultName is the pack the editor opens with no arguments: the tour,
// whose first level is the basics level and whose other levels each show
// one terrain feature (docs/examples.md).
const DefaultName = "tour"

// InputsDir is the directory of a pack that holds its levels' input
// scripts, one inputs/<level>.txt per level.
const InputsDir = "inputs"

// Info describes one example pack.
type Info struct {
	Name        string
	Description string
	Levels      []string
	// LevelInfo holds each level's name and description, in pack order.
	LevelInfo []LevelInfo
}

// LevelInfo describes one level of an example pack.
type LevelInfo struct {
	Name        string
	Description string
	// HasInputs reports whether the pack ships an input script for the
	// level (see Inputs).
	HasInputs bool
}

// List returns the example packs, by name.
func List() []Info {
	var out []Info
	ents, _ := fs.ReadDir(FS, "packs")
	for _, e := range ents {
		if !e.IsDir() {
			continue
		}
		data, err := fs.ReadFile(FS, "packs/"+e.Name()+"/"+pack.PackFile)
		if err != nil {
			continue
		}
		var pj struct {
			Name, Description string
			Levels            []string
		}
		if json.Unmarshal(data, &pj) != nil {
			continue
		}
		info := Info{Name: e.Name(), Description: pj.Description, Levels: pj.Levels}
		for _, lv := range pj.Levels {
			li := LevelInfo{Name: lv}
			if pack.CheckName(lv) == nil {
				if d, err := fs.ReadFile(FS, "packs/"+e.Name()+"/"+pack.LevelFile(lv)); err == nil {
					var lj struct{ Description string }
					if json.Unmarshal(d, &lj) == nil {
						li.Description = lj.Description
					}
				}
				_, err := fs.Stat(FS, inputsPath(e.Name(), lv))
				li.HasInputs = err == nil
			}
			info.LevelInfo = append(info.LevelInfo, li)
		}
		out = append(out, info)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Load returns the example pack called name.
func Load(name string) (*pack.Pack, error) {
	if _, err := fs.Stat(FS, "packs/"+name+"/"+pack.PackFile); err != nil {
		return nil, fmt.Errorf("examples: no example pack %q", name)
	}
	return pack.LoadFS(FS, "packs/"+name)
}

// Default returns the built-in example pack the editor opens first.
func Default() (*pack.Pack, error) { return Load(DefaultName) }

func inputsPath(packName, level string) string {
	return "packs/" + packName + "/" + InputsDir + "/" + level + ".txt"
}

// InputsText returns the text of the input script shipped for level of
// the example pack packName.
func InputsText(packName, level string) ([]byte, error) {
	if pack.CheckName(packName) != nil || pack.CheckName(level) != nil {
		return nil, fmt.Errorf("examples: no input script for %q in pack %q", level, packName)
	}
	data, err := fs.ReadFile(FS, inputsPath(packName, level))
	if err != nil {
		return nil, fmt.Errorf("examples: no input script for %q in pack %q", level, packName)
	}
	return data, nil
}

// Inputs returns the parsed input script that demonstrates level of the
// example pack packName (docs/cli.md, input scripts).
func Inputs(packName, level string) (traceio.Script, error) {
	data, err := InputsText(packName, level)
	if err != nil {
		return traceio.Script{}, err
	}
	return traceio.ParseInputs(bytes.NewReader(data), "examples: "+packName+"/"+InputsDir+"/"+level+".txt")
}
