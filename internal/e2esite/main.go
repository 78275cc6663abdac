// Command e2esite writes the site that the end-to-end tests run against:
// testdata/sites/e2e.txtar, its media generated, and the interface strings
// of content/locales. Run from the repository root:
//
//	go run ./internal/e2esite theme/e2e/.site
//	go run ./internal/e2esite -hostile theme/e2e/.hostile
//	go run ./internal/e2esite -resume theme/e2e/.resume
//
// -resume writes the same site with the JSON Resume project's sample résumé
// (testdata/resume) and no owner, skills or social links in site.yaml: the
// About screen and the résumé page then show the résumé's. As in the
// starter, its English résumé and Portuguese CV are the résumé's PDFs.
// -hostile writes the same site with markup meant to run a script in every
// text an owner writes (see hostile.go): the injection tests build it and
// check that every such text shows literally and no script runs.
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"gopkg.in/yaml.v3"

	"github.com/portgen/portgen/internal/sitetest"
)

func main() {
	args := os.Args[1:]
	variant := ""
	if len(args) == 2 && (args[0] == "-hostile" || args[0] == "-resume") {
		variant, args = args[0][1:], args[1:]
	}
	if len(args) != 1 {
		fmt.Fprintln(os.Stderr, "usage: go run ./internal/e2esite [-hostile | -resume] <folder>")
		os.Exit(2)
	}
	if err := write(args[0], variant); err != nil {
		fmt.Fprintln(os.Stderr, "e2esite:", err)
		os.Exit(1)
	}
}

func write(dir, variant string) error {
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	files := sitetest.Files(sitetest.Load("e2e"), nil)
	locales, err := filepath.Glob(filepath.Join(sitetest.Root(), "content", "locales", "*.yaml"))
	if err != nil {
		return err
	}
	for _, p := range locales {
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		files["locales/"+filepath.Base(p)] = data
	}
	switch variant {
	case "hostile":
		files["resume.yaml"] = []byte(hostileResume)
		if err := poison(files); err != nil {
			return err
		}
		hostileFiles(files)
	case "resume":
		if err := withResume(files); err != nil {
			return err
		}
	}
	return sitetest.WriteFiles(dir, files)
}

// resumeDocuments are the documents of the e2e site that become the
// résumé's PDF, by id, with the language of each.
var resumeDocuments = map[string]string{"resume": "en", "cv": "pt"}

// withResume adds the sample résumé and its translations, leaves out of
// site.yaml what the résumé then provides, and makes the résumé's PDFs the
// documents that were hand-made copies of it.
func withResume(files map[string][]byte) error {
	for _, name := range []string{"resume.json", "resume.pt.json", "resume.fr.json"} {
		data, err := os.ReadFile(filepath.Join(sitetest.Root(), "testdata", "resume", "sample."+name))
		if err != nil {
			return err
		}
		files[name] = data
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(files["site.yaml"], &doc); err != nil {
		return err
	}
	root := doc.Content[0]
	for i := 0; i < len(root.Content); {
		if k := root.Content[i].Value; k == "owner" || k == "skills" || k == "social" {
			root.Content = slices.Delete(root.Content, i, i+2)
			continue
		}
		if root.Content[i].Value == "documents" {
			nameResumePDFs(files, root.Content[i+1])
		}
		i += 2
	}
	data, err := yaml.Marshal(&doc)
	files["site.yaml"] = data
	return err
}

// nameResumePDFs turns each document of resumeDocuments in the documents
// list into the résumé's PDF in its language, removing the file it had.
func nameResumePDFs(files map[string][]byte, documents *yaml.Node) {
	for _, doc := range documents.Content {
		var fields struct{ ID, File string }
		if doc.Decode(&fields) != nil || resumeDocuments[fields.ID] == "" {
			continue
		}
		for i := 0; i < len(doc.Content); i += 2 {
			if doc.Content[i].Value == "file" {
				doc.Content[i].Value = "resume"
				doc.Content[i+1].Value = resumeDocuments[fields.ID]
			}
		}
		delete(files, fields.File)
	}
}
