package localefix

import "testing"

// TestFix covers the locales Debian and CI containers use (C.UTF-8 made Fyne log "Error parsing user locale C").
func TestFix(t *testing.T) {
	for _, c := range []struct {
		env  map[string]string
		want string
		fix  bool
	}{
		{map[string]string{"LANG": "C.UTF-8"}, "en", true},
		{map[string]string{"LANG": "C.utf8"}, "en", true},
		{map[string]string{"LANG": "POSIX.UTF-8"}, "en", true},
		{map[string]string{"LC_ALL": "C.UTF-8", "LANG": "de_DE.UTF-8"}, "en", true},
		{map[string]string{"LANG": "C.UTF-8", "LANGUAGE": "fr_FR:C"}, "fr_FR", true},
		{map[string]string{"LANG": "de_DE@euro"}, "en", true},
		{map[string]string{"LANG": "C"}, "", false},
		{map[string]string{"LANG": "POSIX"}, "", false},
		{map[string]string{}, "", false},
		{map[string]string{"LANG": "en_US.UTF-8"}, "", false},
		{map[string]string{"LANG": "pt_BR.UTF-8", "LANGUAGE": "pt_BR:pt:en"}, "", false},
		{map[string]string{"LC_ALL": "C", "LANGUAGE": "zz@@"}, "", false},
	} {
		got, fix := Fix(func(k string) string { return c.env[k] })
		if got != c.want || fix != c.fix {
			t.Errorf("%v: Fix = %q, %v; want %q, %v", c.env, got, fix, c.want, c.fix)
		}
	}
}
