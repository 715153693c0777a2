// Package panels holds the editor's side panels: the tile library, the
// tile properties, the selected switcher's or object's properties, the
// brush tile picker and the play inspector. Each shows a model.Model (or
// an inspection) and edits it through the model.
package panels
