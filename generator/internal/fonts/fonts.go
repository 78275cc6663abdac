// Package fonts is the typeface portgen draws text with outside the
// browser: on the link-preview cards and in the résumé PDFs. It is Inter
// 3.19 (The Inter Project Authors), under the SIL Open Font License 1.1
// (OFL.txt, beside it), subset to Latin, Greek and Cyrillic with its
// kerning (tools/fonts/subset.sh makes it).
package fonts

import (
	_ "embed"
	"sync"

	"golang.org/x/image/font/sfnt"
)

// Regular and Bold are the font's files, TrueType.
var (
	//go:embed Inter-Regular.ttf
	Regular []byte
	//go:embed Inter-Bold.ttf
	Bold []byte
)

// License is the font's licence, which is shipped with it.
//
//go:embed OFL.txt
var License string

// Parsed are the two weights, parsed once. The files are embedded and
// tested: they parse.
var Parsed = sync.OnceValue(func() struct{ Regular, Bold *sfnt.Font } {
	regular, err := sfnt.Parse(Regular)
	if err != nil {
		panic("fonts: " + err.Error())
	}
	bold, err := sfnt.Parse(Bold)
	if err != nil {
		panic("fonts: " + err.Error())
	}
	return struct{ Regular, Bold *sfnt.Font }{regular, bold}
})
