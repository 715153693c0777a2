package pack

import "errors"

var errTODO = errors.New("pack: native packs are not implemented yet")

// Load reads the pack directory dir.
func Load(dir string) (*Pack, error) { return nil, errTODO }

// LoadZip reads a .zip pack.
func LoadZip(path string) (*Pack, error) { return nil, errTODO }

// Save writes p to the directory dir.
func Save(p *Pack, dir string) error { return errTODO }

// SaveZip writes p to a .zip file.
func SaveZip(p *Pack, path string) error { return errTODO }
