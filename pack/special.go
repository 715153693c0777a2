package pack

import (
	"bytes"
	"fmt"

	"loopwright/specialstage"
)

// SpecialDir is the pack folder that holds special stages, one
// <name>.ss file each (specialstage's text format).
const SpecialDir = "special"

// Special is one special stage of a pack (Sonic 1's rotating maze, guide
// docs/physics.md "Special Stage"): a level kind of its own, listed in pack.json's "special".
type Special struct {
	Name  string
	Stage *specialstage.Stage
}

// SpecialFile returns the slash path of special stage name in a pack.
func SpecialFile(name string) string { return SpecialDir + "/" + name + ".ss" }

// Special returns the special stage called name, or nil.
func (p *Pack) Special(name string) *Special {
	for _, s := range p.Specials {
		if s.Name == name {
			return s
		}
	}
	return nil
}

// loadSpecials reads the special stages pack.json lists.
func (ld *loader) loadSpecials(p *Pack, names []string) {
	if len(names) > MaxLevels {
		ld.fail(PackFile, "special", "%d special stages, more than the limit %d", len(names), MaxLevels)
		return
	}
	seen := map[string]bool{}
	for i, name := range names {
		place := fmt.Sprintf("special[%d]", i)
		if err := CheckName(name); err != nil {
			ld.fail(PackFile, place, "%v", err)
			continue
		}
		if seen[name] {
			ld.fail(PackFile, place, "special stage %q is listed twice", name)
			continue
		}
		seen[name] = true
		file := SpecialFile(name)
		data, ok := ld.read(file)
		if !ok {
			continue
		}
		s, err := specialstage.Parse(bytes.NewReader(data), file)
		if err != nil {
			ld.fail(file, "", "%v", err)
			continue
		}
		p.Specials = append(p.Specials, &Special{Name: name, Stage: s})
	}
}

// encodeSpecials adds the special stages' files to files.
func encodeSpecials(p *Pack, files map[string][]byte) {
	for _, s := range p.Specials {
		if b, err := specialstage.Format(s.Stage); err == nil { // Validate checked it
			files[SpecialFile(s.Name)] = b
		}
	}
}

// validateSpecials checks the special stages' names and that each can be
// written.
func validateSpecials(p *Pack, errs *ErrorList) {
	seen := map[string]bool{}
	for i, s := range p.Specials {
		place := fmt.Sprintf("special[%d]", i)
		if s == nil || s.Stage == nil {
			errs.Add("pack", PackFile, place, "no stage")
			continue
		}
		if err := CheckName(s.Name); err != nil {
			errs.Add("pack", PackFile, place, "%v", err)
		} else if seen[s.Name] {
			errs.Add("pack", PackFile, place, "special stage %q is listed twice", s.Name)
		}
		seen[s.Name] = true
		if _, err := specialstage.Format(s.Stage); err != nil {
			errs.Add("pack", SpecialFile(s.Name), "", "%v", err)
		}
	}
}

// specialsDiff returns the first difference between two packs' special
// stages, or "".
func specialsDiff(a, b *Pack) string {
	if len(a.Specials) != len(b.Specials) {
		return fmt.Sprintf("%d special stages vs %d", len(a.Specials), len(b.Specials))
	}
	for i := range a.Specials {
		x, y := a.Specials[i], b.Specials[i]
		fx, _ := specialstage.Format(x.Stage)
		fy, _ := specialstage.Format(y.Stage)
		if x.Name != y.Name || !bytes.Equal(fx, fy) {
			return fmt.Sprintf("special stage %d (%s vs %s) differs", i, x.Name, y.Name)
		}
	}
	return ""
}
