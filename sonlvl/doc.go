// Package sonlvl opens, saves and exports SonLVL projects: the INI files
// with which SonLVL (the Sonic Retro community's level editor) opens the
// Sonic 1 and Sonic 2 disassemblies' own levels (s1disasm, s2disasm).
//
// Open reads a project's INI (the global keys and one section per level,
// as SonLVL reads them: docs/disasm.md); Project.Load reads one level's
// files (decompressing them with package mdcomp), and builds the model of
// package layers from them: tile masks from the collision arrays and the
// angle map, chunks with paths A and B from the collision indexes and the
// chunk mappings, the foreground layout, the start position, layer
// switchers, rings and objects from the object layout. Level.Save writes
// edits back into the same files, in their own formats and compressions,
// leaving unchanged files untouched. Export writes any Loopwright level as
// a new project.
//
// A file that is missing, truncated or corrupt gives one error naming the
// level, the file and the place (a pack.ErrorList); the other levels of the
// project still open.
package sonlvl
