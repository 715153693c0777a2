// Package chunkgen generates terrain: it turns shapes (straight slopes,
// convex and concave curves, loops, half-pipes, walls, ceilings, ledges and
// free paths given as polylines or Bezier curves) into 16x16 height masks,
// deduplicated into a library's tiles (flips included), chunks and layer
// switchers, and places them in levels (docs/physics.md "Solid Tiles", "Solid Terrain", "Slope Collision" and "Slope Physics").
//
// Coordinates are pixels, X grows right and Y grows down; pixel (i, j) is
// solid when its centre (i+0.5, j+0.5) is inside the shape. Every block's
// angle comes from the shape's own tangent at that block (the middle of the
// longest exposed surface run inside it), not from a fit of its pixels;
// full blocks with no exposed surface are flagged (angle 0xFF). Generation
// uses floating point but is deterministic: the same input gives the same
// library, bit for bit. See docs/chunkgen.md.
package chunkgen
