// Package localefix keeps Fyne from printing "Fyne error: Error parsing
// user locale" under locales such as Debian's default C.UTF-8.
//
// Fyne's lang package reads the user's locales in its package init (via
// github.com/jeandeaual/go-locale: the first of LC_ALL, LC_MESSAGES and
// LANG; LANGUAGE instead unless that is exactly C or POSIX), strips the
// encoding and parses the rest as a BCP 47 tag. "C.UTF-8" becomes "C",
// which is no language tag, and Fyne logs an error three times, on every
// run, before main starts. This package's init runs before Fyne's lang
// package (Go initialises packages in import-path order among those whose
// imports are ready, and lang needs text/template, which sorts after
// loopwright/...): where a locale Fyne would read does not parse, it sets
// LANGUAGE to the locales that do ("en" if none), which is what Fyne then
// reads. A locale that parses is left alone, and so is C or POSIX exactly
// (go-locale maps those to English itself). Import it for its side effect
// from the main package: import _ "loopwright/internal/localefix".
package localefix

import (
	"os"
	"strings"

	"golang.org/x/text/language"
)

func init() {
	if v, ok := Fix(os.Getenv); ok {
		_ = os.Setenv("LANGUAGE", v) // fails only for a malformed name; this one is fixed
	}
}

// Fix returns the LANGUAGE value that makes every locale Fyne reads parse,
// and true, when the environment getenv reads has a locale that does not
// parse; otherwise it returns "", false.
func Fix(getenv func(string) string) (string, bool) {
	locale := ""
	for _, k := range [...]string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if locale = getenv(k); locale != "" {
			break
		}
	}
	if locale == "C" || locale == "POSIX" {
		return "", false // go-locale returns no locale: English, no error
	}
	list := locale
	if l := getenv("LANGUAGE"); l != "" {
		list = l
	}
	if list == "" {
		return "", false
	}
	var good []string
	bad := false
	for _, l := range strings.Split(list, ":") {
		if Parses(l) {
			good = append(good, l)
		} else {
			bad = true
		}
	}
	if !bad {
		return "", false
	}
	if len(good) == 0 {
		good = []string{"en"}
	}
	return strings.Join(good, ":"), true
}

// Parses reports whether go-locale's reading of the POSIX locale name l
// (language_TERRITORY.encoding) is a tag Fyne can parse.
func Parses(l string) bool {
	l, _, _ = strings.Cut(l, ".")
	l = strings.ReplaceAll(l, "-", "_")
	lang, region, _ := strings.Cut(l, "_")
	tag := lang
	if region != "" {
		tag += "-" + region
	}
	_, err := language.Parse(tag)
	return err == nil
}
