module loopwright

go 1.26.8

require (
	fyne.io/fyne/v2 v2.7.1 // indirect
	github.com/TheTitanrain/w32 v0.0.0-20180517000239-4f5cfb03fabf // indirect
	github.com/lafriks/go-tiled v0.13.0 // indirect
	github.com/sqweek/dialog v0.0.0-20240226140203-065105509627 // indirect
	golang.org/x/image v0.47.0 // indirect
)
