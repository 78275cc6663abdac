package generator

import (
	"fmt"

	"github.com/invopop/jsonschema"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/schema"
	"github.com/portgen/portgen/generator/internal/theme"
)

// SchemaNames are the content files that have a JSON Schema, as
// `portgen schema` names them.
var SchemaNames = []string{"site", "project", "locale", "resume"}

// Schema returns the JSON Schema of a content file, by its name in
// SchemaNames: what an editor needs to complete and check the file as it
// is typed. With translation, the résumé's is that of its translations,
// resume.<code>.json, in which every field may be left out. The locale
// file's asks for the keys the embedded theme's pages need.
func Schema(name string, translation bool) ([]byte, error) {
	var s *jsonschema.Schema
	switch name {
	case "site":
		s = schema.Site()
	case "project":
		s = schema.Project()
	case "locale":
		th, err := theme.Read("")
		if err != nil {
			return nil, err
		}
		// Without the résumé's: a site without a résumé does not need them.
		s = schema.Locale((&content.Site{}).RequiredKeys(th.Pages()))
	case "resume":
		s = schema.Resume(translation)
	default:
		return nil, fmt.Errorf("no schema named %q: the schemas are %v", name, SchemaNames)
	}
	return schema.JSON(s)
}

// SchemaFiles are the schemas a new site keeps in its schemas/ folder, by
// file name, for its editor settings to name.
func SchemaFiles() (map[string][]byte, error) {
	files := map[string][]byte{}
	for _, name := range SchemaNames {
		b, err := Schema(name, false)
		if err != nil {
			return nil, err
		}
		files[name+".schema.json"] = b
	}
	b, err := Schema("resume", true)
	if err != nil {
		return nil, err
	}
	files["resume-translation.schema.json"] = b
	return files, nil
}
