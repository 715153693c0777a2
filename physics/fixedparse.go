package physics

import (
	"errors"
	"fmt"
)

// ParseFixed reads an exact decimal number of pixels (a trace's or a start
// state's "96.046875", "-0.5", "6", docs/cli.md, trace) as a Fixed. The
// value must be a whole number of sub-pixels (1/256): a decimal that is not,
// or one outside Fixed's range, is an error. It is the inverse of
// Fixed.String and uses no floating point.
func ParseFixed(s string) (Fixed, error) {
	if s == "" {
		return 0, errors.New("empty number")
	}
	i := 0
	neg := false
	switch s[0] {
	case '-':
		neg, i = true, 1
	case '+':
		i = 1
	}
	var whole int64
	digits := 0
	for ; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
		whole = whole*10 + int64(s[i]-'0')
		digits++
		if whole > 1<<23 {
			return 0, fmt.Errorf("%q is out of range", s)
		}
	}
	// frac holds the fraction's digits as num / 10^n, n <= 8 (1/256 needs
	// 8 decimals: 0.00390625).
	var num, den int64 = 0, 1
	if i < len(s) && s[i] == '.' {
		i++
		for ; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
			if den >= 1e8 {
				if s[i] != '0' {
					return 0, fmt.Errorf("%q is not a whole number of 1/256 pixels", s)
				}
				continue
			}
			num = num*10 + int64(s[i]-'0')
			den *= 10
			digits++
		}
	}
	if i != len(s) || digits == 0 {
		return 0, fmt.Errorf("%q is not a decimal number", s)
	}
	if num*256%den != 0 {
		return 0, fmt.Errorf("%q is not a whole number of 1/256 pixels", s)
	}
	v := whole*256 + num*256/den
	if neg {
		v = -v
	}
	if v < -1<<31 || v > 1<<31-1 {
		return 0, fmt.Errorf("%q is out of range", s)
	}
	return Fixed(v), nil
}
