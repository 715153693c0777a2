// Package objcatalog is the object catalog: every object class a level can
// place (docs/tiled.md), with its properties' types, defaults, bounds and
// meaning, and the description of its behaviour. It is the one schema,
// read by everything that deals with objects without running them: the
// file formats (tmx, sonlvl, pack), the validator (ValidateObjects,
// `loopwright pack validate`), the editor's palette and properties panel,
// and docs/objects.md (generated from it: go generate ./objcatalog). The
// object engines (objects/generic) compile level objects with its Reader.
//
// To add a class: add it to classTable (catalog.go), run go generate
// ./objcatalog, and give it its kind and code in the engine that runs it.
package objcatalog
