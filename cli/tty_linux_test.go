package cli

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/sys/unix"
)

// TestMasksDerive_Terminal: masks derive with stdin a terminal is a usage
// error saying how to give the input (it waited without a word); /dev/null
// is no terminal: empty input.
func TestMasksDerive_Terminal(t *testing.T) {
	ptmx, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	if err != nil {
		t.Skip("no pseudo-terminals:", err)
	}
	defer func() { _ = ptmx.Close() }()
	if err := unix.IoctlSetPointerInt(int(ptmx.Fd()), unix.TIOCSPTLCK, 0); err != nil {
		t.Skip(err)
	}
	n, err := unix.IoctlGetInt(int(ptmx.Fd()), unix.TIOCGPTN)
	if err != nil {
		t.Skip(err)
	}
	tty, err := os.OpenFile("/dev/pts/"+strconv.Itoa(n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Skip(err)
	}
	defer func() { _ = tty.Close() }()
	var out, errb bytes.Buffer
	code := Main(Env{Stdin: tty, Stdout: &out, Stderr: &errb}, []string{"masks", "derive"})
	if code != 2 || !strings.Contains(errb.String(), "a terminal here: pipe it in") {
		t.Errorf("stdin a terminal: exit %d, stderr %q", code, errb.String())
	}
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = null.Close() }()
	errb.Reset()
	code = Main(Env{Stdin: null, Stdout: &out, Stderr: &errb}, []string{"masks", "derive"})
	if code != 1 || !strings.Contains(errb.String(), "empty input") {
		t.Errorf("stdin /dev/null: exit %d, stderr %q", code, errb.String())
	}
}
