package load_test

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/load"
	"github.com/portgen/portgen/generator/internal/theme/themetest"
	"github.com/portgen/portgen/internal/sitetest"
)

// loadWith loads the basic site with files added or replaced, and returns
// the site, or the diagnostics as `build` prints them, paths relative to
// the content folder.
func loadWith(t *testing.T, files map[string]string) (*load.Result, []string) {
	t.Helper()
	dir := t.TempDir()
	over := map[string][]byte{}
	for name, data := range files {
		over[name] = []byte(data)
	}
	sitetest.Write(t, dir, sitetest.Load("basic"), over)
	res, err := load.Load(dir, themetest.Rules())
	var de *diag.Error
	var out []string
	switch {
	case errors.As(err, &de):
		for _, d := range de.Diagnostics {
			out = append(out, strings.ReplaceAll(d.String(), filepath.ToSlash(dir)+"/", ""))
		}
	case err != nil:
		t.Fatal(err)
	default:
		for _, d := range res.Warnings {
			out = append(out, strings.ReplaceAll(d.String(), filepath.ToSlash(dir)+"/", ""))
		}
	}
	return res, out
}

func sample(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(sitetest.Root(), "testdata", "resume", "sample.resume.json"))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// The JSON Resume project's own sample, as its producers write it ($schema,
// meta, empty strings, full dates), loads unchanged and without a warning.
func TestTheJSONResumeSampleLoads(t *testing.T) {
	res, diags := loadWith(t, map[string]string{"resume.json": sample(t)})
	if len(diags) > 0 || res == nil {
		t.Fatalf("diagnostics: %q", diags)
	}
	r := res.Site.Resume
	if r.Basics.Name != "Richard Hendriks" || r.Basics.Image != "" || r.Work[0].StartDate != "2013-12-01" ||
		len(r.Basics.Profiles) != 2 || r.References[0].Name != "Erlich Bachman" ||
		r.Projects[0].Roles[1] != "Designer" {
		t.Errorf("résumé = %+v", r)
	}
	// site.yaml sets the owner's name; the résumé fills what it leaves out.
	if res.Site.OwnerName() != "Ada Lovelace" {
		t.Errorf("owner = %q", res.Site.OwnerName())
	}
}

// resume.yaml reads like resume.json: a date YAML takes for a timestamp, or
// a year it takes for a number, is read as written.
func TestAYAMLResumeReadsLikeJSON(t *testing.T) {
	fromJSON, diags := loadWith(t, map[string]string{"resume.json": `{
  "basics": {"name": "Ada", "label": "Analyst", "profiles": [{"network": "GitHub", "username": "ada"}]},
  "work": [{"name": "Engine", "startDate": "1842-06-01", "endDate": "1843", "highlights": ["Notes"]}],
  "meta": {"lastModified": "2017-12-24T15:53:00", "theme": "even", "portgen": {"showReferences": true}}
}`})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	fromYAML, diags := loadWith(t, map[string]string{"resume.yaml": `basics:
  name: Ada
  label: Analyst
  profiles:
    - {network: GitHub, username: ada}
work:
  - name: Engine
    startDate: 1842-06-01
    endDate: 1843
    highlights: [Notes]
meta:
  lastModified: 2017-12-24T15:53:00
  theme: even
  portgen: {showReferences: true}
`})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	a, b := *fromJSON.Site.Resume, *fromYAML.Site.Resume
	a.File, b.File = "", ""
	if !reflect.DeepEqual(a, b) {
		t.Errorf("JSON %+v\nYAML %+v", a, b)
	}
	if !a.Meta.Portgen.ShowReferences || a.Work[0].EndDate != "1843" {
		t.Errorf("résumé = %+v", a)
	}
}

// Every mistake is reported at its file, line and column, JSON files
// included, with a hint; warnings leave the site loading.
func TestResumeProblems(t *testing.T) {
	for _, tc := range []struct {
		name  string
		files map[string]string
		want  []string
	}{
		{
			name:  "trailing comma",
			files: map[string]string{"resume.json": "{\n  \"basics\": {\n    \"name\": \"Ada\",\n  }\n}\n"},
			want: []string{
				`resume.json:3:18: invalid JSON: a comma after the last entry of an object ` +
					`(hint: JSON allows none: remove it)`,
			},
		},
		{
			name:  "a comment",
			files: map[string]string{"resume.json": "{\n  // me\n  \"basics\": {\"name\": \"Ada\"}\n}\n"},
			want: []string{
				`resume.json:2:3: invalid JSON: invalid character '/' looking for beginning of object key string ` +
					`(hint: JSON has no comments: remove it, or keep the résumé in YAML (resume.yaml), ` +
					`where # starts a comment)`,
			},
		},
		{
			name:  "single quotes",
			files: map[string]string{"resume.json": `{"basics": {'name': "Ada"}}`},
			want: []string{
				`resume.json:1:13: invalid JSON: invalid character '\'' looking for beginning of object key string ` +
					`(hint: JSON writes keys and text in double quotes: "name": "Ada")`,
			},
		},
		{
			name: "a translated text in the résumé",
			files: map[string]string{
				"resume.json": `{"basics": {"name": "Ada", "label": {"en": "Analyst", "pt": "Analista"}}}`,
			},
			want: []string{
				"resume.json:1:37: `basics.label` must be a string, got a mapping " +
					"(hint: a résumé file holds one language: translations go in their own file, " +
					"such as resume.pt.json)",
			},
		},
		{
			name: "present and GPA",
			files: map[string]string{
				"resume.json": `{"basics": {"name": "Ada"}, "work": [{"endDate": "Present"}], ` +
					`"education": [{"gpa": "4.0"}]}`,
			},
			want: []string{
				"resume.json:1:50: invalid date \"Present\" (hint: leave `endDate` out for what is still going on: " +
					"the page says “present” in the visitor's language)",
				"resume.json:1:78: unknown field `education[0].gpa` (hint: JSON Resume 1.0 calls it `score`: rename " +
					"the field)",
			},
		},
		{
			name:  "missing comma",
			files: map[string]string{"resume.json": "{\"basics\": {\"name\": \"A\"\n \"label\": \"B\"}}"},
			want: []string{
				`resume.json:2:2: invalid JSON: invalid character '"' after object key:value pair ` +
					`(hint: a comma is missing before this)`,
			},
		},
		{
			name:  "a line break in a string",
			files: map[string]string{"resume.json": "{\"basics\": {\"name\": \"Ada\nKing\"}}"},
			want: []string{
				`resume.json:1:25: invalid JSON: invalid character '\n' in string literal ` +
					`(hint: write a line break inside a string as \n, and a tab as \t)`,
			},
		},
		{
			name:  "a number too large",
			files: map[string]string{"resume.json": `{"basics": {"name": "Ada", "phone": 1e400}}`},
			want: []string{
				`resume.json:1:37: invalid JSON: the number 1e400 is too large (hint: write it as text, ` +
					`in double quotes)`,
			},
		},
		{
			name: "two translations into one language",
			files: map[string]string{
				"resume.json":    `{"basics": {"name": "Ada"}}`,
				"resume.pt.json": `{}`,
				"resume.pt.yaml": `basics: {label: Analista}`,
			},
			want: []string{
				"resume.pt.yaml: a second translation into pt: resume.pt.json is one already " +
					"(hint: keep one of the two files)",
			},
		},
		{
			name:  "cut short",
			files: map[string]string{"resume.json": `{"basics": {"name": "A"}`},
			want: []string{
				`resume.json:1:24: invalid JSON: unexpected end of file (hint: a { or [ is never closed, ` +
					`or a string's closing quote is missing)`,
			},
		},
		{
			name: "unknown fields",
			files: map[string]string{
				"resume.json": "{\"basics\": {\"name\": \"Ada\", \"website\": \"https://x.com\"},\n \"work\": " +
					"[{\"nme\": \"X\"}]}",
			},
			want: []string{
				"resume.json:1:28: unknown field `basics.website` (hint: JSON Resume 1.0 calls it `url`: rename the " +
					"field)",
				"resume.json:2:12: unknown field `work[0].nme` (hint: did you mean `name`?)",
			},
		},
		{
			name: "wrong types",
			files: map[string]string{
				"resume.json": `{"basics": {"name": 3, "profiles": {}}, "skills": [{"keywords": "a"}]}`,
			},
			want: []string{
				"resume.json:1:21: `basics.name` must be a string, got a number (3) " +
					"(hint: put the text in quotes: \"3\")",
				"resume.json:1:36: `basics.profiles` must be a list, got a mapping (hint: write a list: [\"…\", " +
					"\"…\"])",
				"resume.json:1:65: `skills[0].keywords` must be a list, got text (a) (hint: write a list: [\"…\", " +
					"\"…\"])",
			},
		},
		{
			name: "bad dates",
			files: map[string]string{
				"resume.json": `{"basics": {"name": "A"}, "work": [{"startDate": "2014-13", "endDate": "Dec 2014"}, ` +
					`{"startDate": "2015-06", "endDate": "2014"}]}`,
			},
			want: []string{
				`resume.json:1:50: invalid date "2014-13": there is no such month or day (hint: write YYYY, ` +
					`YYYY-MM or YYYY-MM-DD, such as 2014, 2014-06 or 2014-06-29)`,
				`resume.json:1:72: invalid date "Dec 2014" (hint: write YYYY, YYYY-MM or YYYY-MM-DD, such as 2014, ` +
					`2014-06 or 2014-06-29)`,
				"resume.json:1:121: `endDate` 2014 is before `startDate` 2015-06 (hint: swap the two dates, " +
					"or correct the year)",
			},
		},
		{
			name: "a day that does not exist, in YAML",
			files: map[string]string{
				"resume.yaml": "basics:\n  name: Ada\nwork:\n  - startDate: 2014-02-30\n",
			},
			want: []string{
				`resume.yaml:4:16: invalid date "2014-02-30": there is no such month or day (hint: write YYYY, ` +
					`YYYY-MM or YYYY-MM-DD, such as 2014, 2014-06 or 2014-06-29)`,
			},
		},
		{
			name: "a translation with more entries, a profile with no URL",
			files: map[string]string{
				"resume.json": `{"basics": {"name": "Ada", "profiles": [{"network": "SoundCloud", ` +
					`"username": "ada"}]}, "work": [{"name": "Engine"}]}`,
				"resume.pt.json": `{"work": [{"name": "Máquina"}, {"name": "Tear"}]}`,
			},
			want: []string{
				"resume.json:1:41: warning: the SoundCloud profile has no url: it is left out " +
					"(hint: add its url; portgen writes it from the username for GitHub, GitLab, LinkedIn, X, " +
					"YouTube and Mastodon only)",
				"resume.pt.json:1:32: warning: `work[1]` translates nothing: the résumé has 1 entry in `work` " +
					"(hint: a translation's entries are matched by position with the résumé's: add the entry to the " +
					"résumé, or remove it here)",
			},
		},
		{
			name: "javascript and a scheme-less URL",
			files: map[string]string{
				"resume.json": `{"basics": {"name": "A", "url": "javascript:alert(1)", ` +
					`"profiles": [{"network": "GitHub", "url": "github.com/ada"}]}}`,
			},
			want: []string{
				`resume.json:1:33: URL "javascript:alert(1)" must use http or https ` +
					`(hint: only http and https links are allowed; javascript:, data: and other schemes are refused)`,
				`resume.json:1:98: warning: URL "github.com/ada" has no scheme: linked as https://github.com/ada ` +
					`(hint: write the scheme yourself, https:// or http://, to link it as you mean)`,
			},
		},
		{
			name:  "no name",
			files: map[string]string{"resume.json": `{"work": []}`},
			want: []string{
				`resume.json:1:1: missing required field ` + "`name`" + ` (hint: the name at the top of the résumé, ` +
					`under basics)`,
			},
		},
		{
			name:  "an empty name",
			files: map[string]string{"resume.json": `{"basics": {"label": "x", "name": ""}}`},
			want: []string{
				"resume.json:1:35: `basics.name` is empty (hint: the name at the top of the résumé, under basics)",
			},
		},
		{
			name: "photo and email",
			files: map[string]string{
				"resume.json": `{"basics": {"name": "A", "image": "media/Photo.jpg", "email": "bad"}}`,
			},
			want: []string{
				`resume.json:1:35: file "media/Photo.jpg" not found ` +
					"(hint: did you mean `media/photo.jpg`? File names are case-sensitive on most hosts)",
				`resume.json:1:63: invalid email address "bad" (hint: write the bare address: you@example.com)`,
			},
		},
		{
			name: "meta",
			files: map[string]string{
				"resume.json": `{"$schema": "x", "basics": {"name": "A", "image": "https://x.com/a.png"}, ` +
					`"meta": {"theme": "elegant", "portgen": {"showReferences": "yes"}}}`,
			},
			want: []string{
				"resume.json:1:51: warning: `basics.image` is a URL (https://x.com/a.png): the site shows a photo " +
					"from the content folder only, so it has none (hint: save the photo in the content folder and " +
					"write its path, such as media/photo.jpg)",
				"resume.json:1:134: `meta.portgen.showReferences` must be true or false, got text (yes) " +
					"(hint: write true or false, without quotes)",
			},
		},
		{
			name: "paper",
			files: map[string]string{
				"resume.json": `{"basics": {"name": "A"}, "meta": {"portgen": {"paper": "A5"}}}`,
			},
			want: []string{
				`resume.json:1:57: unknown paper size "A5" for the résumé's PDF (hint: write "a4" or "letter", ` +
					`or leave it out for A4)`,
			},
		},
		{
			name: "translations",
			files: map[string]string{
				"resume.json":    `{"basics": {"name": "A"}}`,
				"resume.yaml":    "basics: {name: B}",
				"resume.de.json": "{}",
				"resume.en.json": "{}",
				"resume.pt.json": `{"basics": {"nome": "A"}}`,
			},
			want: []string{
				"resume.de.json:1:1: warning: de is not in languages: ignored " +
					"(hint: add de to `languages` in site.yaml to publish it, or delete the file)",
				"resume.en.json:1:1: a translation into en, the default language " +
					"(hint: the résumé itself (resume.json or resume.yaml) is in the default language: merge this " +
					"file into it)",
				"resume.pt.json:1:13: unknown field `basics.nome` (hint: did you mean `name`?)",
				"resume.yaml: a second résumé: resume.json is one already (hint: keep one of the two files)",
			},
		},
		{
			name:  "a translation alone",
			files: map[string]string{"resume.pt.json": `{"basics": {}}`},
			want: []string{
				"resume.pt.json:1:1: a translation of a résumé that does not exist " +
					"(hint: the résumé itself is resume.json or resume.yaml, in the default language; a translation " +
					"holds only what differs)",
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, got := loadWith(t, tc.files)
			if !slices.Equal(got, tc.want) {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}

// A URL written without its scheme is linked as https.
func TestASchemelessURLBecomesHTTPS(t *testing.T) {
	res, _ := loadWith(t, map[string]string{
		"resume.json": `{"basics": {"name": "A", "url": "ada.example"}, "work": [{"url": "www.engine.example/about"}]}`,
	})
	if r := res.Site.Resume; r.Basics.URL != "https://ada.example" ||
		r.Work[0].URL != "https://www.engine.example/about" {
		t.Errorf("URLs = %q, %q", r.Basics.URL, r.Work[0].URL)
	}
}

// A translation holds what differs; the rest falls back to the résumé,
// entry by entry.
func TestATranslationFallsBackToTheResume(t *testing.T) {
	res, diags := loadWith(t, map[string]string{
		"resume.json": `{"basics": {"name": "Ada", "label": "Analyst", "summary": "Notes.", "image": "media/photo.jpg"},
  "work": [{"name": "Engine", "position": "Analyst", "startDate": "1842", "highlights": ["Notes", "Program"]},
    {"name": "Loom", "position": "Weaver"}],
  "references": [{"name": "Charles"}]}`,
		"resume.pt.json": `{"basics": {"label": "Analista", "summary": ""}, "work": [{"position": "Analista", ` +
			`"highlights": ["Notas"]}]}`,
	})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	pt := res.Site.ResumeIn("pt")
	want := content.Basics{Name: "Ada", Label: "Analista", Summary: "Notes.", Image: "media/photo.jpg"}
	if !reflect.DeepEqual(pt.Basics, want) {
		t.Errorf("basics = %+v", pt.Basics)
	}
	if w := pt.Work; len(w) != 2 || w[0].Name != "Engine" || w[0].Position != "Analista" || w[0].StartDate != "1842" ||
		!slices.Equal(w[0].Highlights, []string{"Notas"}) || w[1].Position != "Weaver" {
		t.Errorf("work = %+v", w)
	}
	if en := res.Site.ResumeIn("en"); en.Basics.Label != "Analyst" || en.Work[0].Position != "Analyst" {
		t.Errorf("en = %+v", en)
	}
}

// Without a résumé nothing changes: site.yaml needs the owner's name.
func TestWithoutAResumeTheOwnerIsRequired(t *testing.T) {
	basic := string(sitetest.Files(sitetest.Load("basic"), nil)["site.yaml"])
	noOwner := strings.Replace(basic, "  name: Ada Lovelace\n", "", 1)
	_, diags := loadWith(t, map[string]string{"site.yaml": noOwner})
	if len(diags) != 1 || !strings.Contains(diags[0], "missing required field `name`") {
		t.Errorf("diagnostics = %q", diags)
	}
	withResume := map[string]string{"site.yaml": noOwner, "resume.json": `{"basics": {"name": "Ada King"}}`}
	res, diags := loadWith(t, withResume)
	if len(diags) > 0 || res.Site.OwnerName() != "Ada King" {
		t.Errorf("diagnostics = %q", diags)
	}
}

// Empty items are left out, as other JSON Resume tools leave them: an empty
// highlight or keyword, an entry with nothing in it. A translation's entries
// match the résumé's by their position in the files, empty ones included.
func TestEmptyItemsAreLeftOut(t *testing.T) {
	res, diags := loadWith(t, map[string]string{
		"resume.json": `{"basics": {"name": "Ada"}, "work": [{}, {"name": "Engine", "highlights": ["", null, ` +
			`"Notes"]}, {"name": "Loom"}], "skills": [{"keywords": [""]}]}`,
		"resume.pt.json": `{"work": [{}, {"name": "Tear"}]}`,
	})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	en := res.Site.ResumeIn("en")
	if len(en.Work) != 2 || en.Work[0].Name != "Engine" || !slices.Equal(en.Work[0].Highlights, []string{"Notes"}) ||
		en.Skills != nil {
		t.Errorf("en = %+v", en)
	}
	if pt := res.Site.ResumeIn("pt"); len(pt.Work) != 2 || pt.Work[0].Name != "Tear" || pt.Work[1].Name != "Loom" {
		t.Errorf("pt = %+v", pt.Work)
	}
}
