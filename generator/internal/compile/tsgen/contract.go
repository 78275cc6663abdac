package main

// contract says which Go types become which TypeScript declarations. Types
// are named "package.Type", by their package's name.
type contract struct {
	// dir is where go list runs, in the module of packages ("" for the
	// working folder).
	dir string
	// packages are the import paths of the packages whose types the JSON
	// holds: tsgen reads their source, for the doc comments.
	packages []string
	// roots are the types of the JSON documents the theme reads. The file
	// declares them in this order, each followed by the types it holds.
	roots []string
	// names are the TypeScript names that differ from Go's.
	names map[string]string
	// prefixes go before the names of a package's types.
	prefixes map[string]string
	// shapes are the types whose JSON is not their Go structure: written by
	// their MarshalJSON, or holding values of type any.
	shapes map[string]shape
}

// shape is what a type's JSON is, in TypeScript.
type shape struct {
	ts   string   // the TypeScript type
	uses []string // the Go types it names, declared too
}

const internal = "github.com/portgen/portgen/generator/internal/"

// portgen is the contract of the JSON that portgen writes for the theme.
var portgen = contract{
	packages: []string{internal + "compile", internal + "content", internal + "markup", internal + "pages"},
	roots: []string{
		"compile.Site",          // each page's #portgen-site, and portgenSite as the pages are prerendered
		"compile.Project",       // the projects' data file holds a list of them
		"compile.Resume",        // each language's résumé file
		"compile.LocaleStrings", // each language's interface strings
		"compile.PostSummary",   // each language's list of posts holds a list of them
		"compile.PostBody",      // each version of a post's body file
		"pages.app",             // each page's #portgen-app
	},
	names: map[string]string{
		"compile.Site":    "SiteData",
		"compile.Image":   "Img", // the DOM's Image is a name the theme uses
		"compile.Weather": "WeatherConfig",
		"markup.Node":     "Inline",
		"pages.app":       "PageApp",
	},
	// The résumé's sections, beside the site's own Project and Language.
	prefixes: map[string]string{"content": "Resume"},
	shapes: map[string]shape{
		// The names that content.NetworkKind answers.
		"compile.Network": {ts: "'github' | 'linkedin' | 'x' | 'mastodon' | 'gitlab' | 'stackoverflow' | 'youtube'" +
			" | 'link'"},
		"compile.Weather": {
			ts:   "OpenMeteoConfig | VisualCrossingConfig",
			uses: []string{"compile.openMeteoConfig", "compile.visualCrossingConfig"},
		},
		"compile.LocaleStrings": {ts: "{ [key: string]: string | LocaleStrings }"},
		"markup.Node": {ts: "\n  | string" +
			"\n  | { k: 'strong' | 'em'; c: Inline[] }" +
			"\n  | { k: 'code'; text: string }" +
			"\n  | { k: 'link'; href: string; c: Inline[] }"},
	},
}
