package editor

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/filerepo"
	"loopwright/internal/usermsg"
)

// saveName checks and completes the path chosen in a save dialog: a name that is empty or only an extension (".tmx") is
// refused; a doubled extension ("mypack.zip.zip", typed after a suggested
// name) loses one; with one filter extension ("zip", "tmx", "png") a name
// without it gets it. With several (a pack: a folder or .zip) the caller
// decides.
func saveName(p string, filters []fileFilter) (string, error) {
	base := filepath.Base(p)
	if p == "" || strings.HasSuffix(p, string(filepath.Separator)) || strings.TrimSpace(strings.TrimSuffix(base, filepath.Ext(base))) == "" {
		return "", fmt.Errorf("editor: no file name given (%q): type a name to save under", base)
	}
	var exts []string
	for _, f := range filters {
		exts = append(exts, f.Exts...)
	}
	for _, x := range exts {
		dot := "." + strings.TrimPrefix(x, ".")
		for strings.HasSuffix(strings.ToLower(p), strings.ToLower(dot+dot)) {
			p = p[:len(p)-len(dot)]
		}
	}
	if len(exts) == 1 {
		p = withExt(p, "."+strings.TrimPrefix(exts[0], "."))
	}
	return p, nil
}

// fileFilter is one entry of a file chooser's filter list.
type fileFilter struct {
	Desc string
	Exts []string // without dots
}

// startPath is where a file dialog opens: the folder the open pack was
// read from or saved to, or the folder of the map it was imported from
// (a .tmx opened: Save As once started in the working folder), the
// current directory for a new pack; with name
// as the suggested file name ("" for none). Names are suggested without
// their extension, which the caller adds when missing, so that typing
// over them never gives "name.zip.zip".
func (e *Editor) startPath(name string) string {
	dir := ""
	p := e.Model.Path
	if p == "" {
		p = e.origin // the imported map: save beside it
	}
	if p != "" {
		if a, err := filepath.Abs(p); err == nil {
			p = a
		}
		dir = filepath.Dir(filepath.Clean(p)) // a pack directory's parent, a file's folder
		if filepath.Base(p) == "pack.json" {
			dir = filepath.Dir(dir)
		}
	}
	if dir == "" {
		dir, _ = os.Getwd()
	}
	if name == "" {
		return dir + string(filepath.Separator)
	}
	return filepath.Join(dir, name)
}

// chooseFile asks for a file to open (save false) or save (save true) and
// calls cb with its path on the UI goroutine; cb is not called when the user
// cancels. With Options.NativeDialogs it tries the desktop's own dialog
// first (nativeFile: the XDG desktop portal on Linux and the BSDs, the
// system dialog on macOS and Windows) and falls back to Fyne's dialog when
// there is none.
func (e *Editor) chooseFile(title string, save bool, start string, filters []fileFilter, cb func(path string)) {
	if save {
		inner := cb
		cb = func(p string) {
			p, err := saveName(p, filters)
			if err != nil {
				e.showError(err)
				return
			}
			inner(p)
		}
	}
	if !e.opts.NativeDialogs || e.Win == nil {
		e.fyneFileDialog(save, start, filters, cb)
		return
	}
	// One native dialog at a time: it cannot be hidden from here, and a
	// second one (the shortcut pressed again) would stack on it. But a
	// portal that has not answered for nativeStuck is taken as stuck (its
	// dialog, modal, would have the keys): this request gets Fyne's
	// dialog, and the stuck one's answer, if it ever comes, is dropped.
	now := e.opts.Clock.Now()
	if e.dlg.nativeOpen {
		if now-e.dlg.nativeSince < nativeStuck {
			return
		}
		e.dlg.nativeOpen = false
		e.dlg.nativeGen++
		e.fyneFileDialog(save, start, filters, cb)
		return
	}
	e.dlg.nativeOpen, e.dlg.nativeSince = true, now
	e.dlg.nativeGen++
	gen := e.dlg.nativeGen
	parent := parentHandle(e.Win)
	ask := nativeFileFunc // read here, on the UI goroutine
	go func() {
		path, err := ask(parent, title, save, start, filters)
		fyne.Do(func() {
			if gen != e.dlg.nativeGen {
				return // given up as stuck: a later dialog took its place
			}
			e.dlg.nativeOpen = false
			switch {
			case err == nil:
				cb(path)
			case errors.Is(err, errNativeCancelled):
			default:
				e.fyneFileDialog(save, start, filters, cb)
			}
		})
	}()
}

// nativeStuck is how long a native file dialog may go unanswered before a
// new request takes it as stuck and shows Fyne's dialog instead.
const nativeStuck = 20 * time.Second

// nativeFileFunc is nativeFile; tests replace it.
var nativeFileFunc = nativeFile

// errNativeCancelled is nativeFile's error when the user cancelled.
var errNativeCancelled = errors.New("editor: file dialog cancelled")

// parentHandle names w for a native dialog's parent ("x11:XID"; "" when
// it cannot be named).
func parentHandle(w fyne.Window) string {
	nw, ok := w.(driver.NativeWindow)
	if !ok {
		return ""
	}
	var h string
	nw.RunNative(func(ctx any) {
		if x, ok := ctx.(driver.X11WindowContext); ok && x.WindowHandle != 0 {
			h = fmt.Sprintf("x11:%x", x.WindowHandle)
		}
	})
	return h
}

func (e *Editor) fyneFileDialog(save bool, start string, filters []fileFilter, cb func(path string)) {
	var exts []string
	for _, f := range filters {
		for _, x := range f.Exts {
			exts = append(exts, "."+strings.TrimPrefix(x, "."))
		}
	}
	var d *dialog.FileDialog
	if save {
		// Fyne's dialog would empty an existing file on "Overwrite?";
		// with the lazy writer the file stays whole until our own atomic
		// write replaces it (filerepo).
		lazy := filerepo.Install()
		d = dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
			if err != nil {
				e.showError(err)
				return
			}
			if w == nil {
				return
			}
			path := w.URI().Path()
			if err := w.Close(); err != nil {
				e.showError(err)
				return
			}
			// Without the lazy writer Fyne's dialog has created (or
			// emptied) the file: our own writers write it atomically, to
			// the name saveName checks (maybe another: "a.tmx.tmx" is
			// written as "a.tmx", ".tmx" not at all), and a pack name is
			// a folder. Leave no empty file behind.
			if st, err := os.Stat(path); !lazy && err == nil && st.Mode().IsRegular() && st.Size() == 0 {
				_ = os.Remove(path) // best effort: at worst an empty file stays
			}
			cb(path)
		}, e.Win)
		if name := filepath.Base(start); name != "" && !strings.HasSuffix(start, string(filepath.Separator)) {
			d.SetFileName(name)
		}
	} else {
		d = dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
			if err != nil {
				e.showError(err)
				return
			}
			if r == nil {
				return
			}
			path := r.URI().Path()
			_ = r.Close() // only the path is wanted: nothing was read
			cb(path)
		}, e.Win)
	}
	if dir := filepath.Dir(start + "x"); start != "" {
		if l, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
			d.SetLocation(l)
		}
	}
	if len(exts) > 0 {
		d.SetFilter(storage.NewExtensionFileFilter(exts))
	}
	d.Resize(fyne.NewSize(800, 560))
	quietFavorites() // no "Getting favorite locations" lines for a home without Videos...
	e.showOnce(dlgFile, d)
	if save {
		// The suggested name is selected, the cursor after it: typing
		// replaces it, as in GTK's dialog (Fyne leaves the cursor before
		// it, so "mypack.zip" typed in gave "mypack.zippack.zip").
		if en, ok := e.Win.Canvas().Focused().(*widget.Entry); ok {
			en.TypedShortcut(&fyne.ShortcutSelectAll{})
		}
	}
}

// showError shows err in a dialog; the editor stays usable. The message
// is worded for the designer: without the Go packages' names it passed
// on its way up (a dialog read "Tmx: ..." as if a title; usermsg).
func (e *Editor) showError(err error) {
	if e.Win == nil {
		return
	}
	dialog.ShowError(errors.New(usermsg.Clean(err.Error())), e.Win)
}
