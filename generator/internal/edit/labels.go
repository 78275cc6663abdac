package edit

// Labels are the words of the editor that serve adds to its pages, in the
// page's language. They are kept here, not in the owner's locale files,
// which a build ships.
type Labels struct {
	EditPage   string `json:"editPage"`   // the switch's name
	Saving     string `json:"saving"`     // while a save is on its way
	Saved      string `json:"saved"`      // once the page shows it
	Conflict   string `json:"conflict"`   // the file changed since the page was shown
	CannotEdit string `json:"cannotEdit"` // a text portgen will not write back (an anchor is involved)
	Cancel     string `json:"cancel"`     // what Escape does
}

// labels are the editor's words in the languages portgen speaks; any
// other language reads English.
var labels = map[string]Labels{
	"en": {
		EditPage:   "Edit page",
		Saving:     "Saving…",
		Saved:      "Saved",
		Conflict:   "The file changed on disk since this page was shown; your text is kept here.",
		CannotEdit: "This text cannot be edited here: edit it in its file.",
		Cancel:     "Cancel",
	},
	"pt": {
		EditPage:   "Editar página",
		Saving:     "A guardar…",
		Saved:      "Guardado",
		Conflict:   "O ficheiro mudou no disco desde que esta página foi mostrada; o seu texto fica aqui.",
		CannotEdit: "Este texto não pode ser editado aqui: edite-o no seu ficheiro.",
		Cancel:     "Cancelar",
	},
	"fr": {
		EditPage:   "Modifier la page",
		Saving:     "Enregistrement…",
		Saved:      "Enregistré",
		Conflict:   "Le fichier a changé sur le disque depuis l'affichage de cette page ; votre texte est gardé ici.",
		CannotEdit: "Ce texte ne peut pas être modifié ici : modifiez-le dans son fichier.",
		Cancel:     "Annuler",
	},
}

// labelsIn are the editor's words in lang, or in English.
func labelsIn(lang string) Labels {
	if l, ok := labels[lang]; ok {
		return l
	}
	return labels["en"]
}
