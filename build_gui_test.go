//go:build !headless

package main

// headlessBuild says whether the test binary was built with -tags
// headless.
const headlessBuild = false
