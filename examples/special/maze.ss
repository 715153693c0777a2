; a small rotating maze: rings, a bumper, up/down and R blocks, the emerald
; behind the goal blocks
XXXXXXXXXXXXX
X...........X
X.o.o.o.o.o.X
X.....S.....X
X..XXXXXXX..X
X.U.......R.X
X...o.B.o...X
X.XX.....XX.X
X...........X
X..GGGaGGG..X
XXXXXXXXXXXXX
