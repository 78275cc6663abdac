package load

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/portgen/portgen/internal/sitetest"
)

func TestCheckSVG(t *testing.T) {
	const open = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
		`viewBox="0 0 24 24">` + "\n"
	const doctype = `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">`
	static := []string{
		open + `<defs><linearGradient id="g"/></defs>` +
			`<rect fill="url(#g)" style="fill: url('#g')"/><use xlink:href="#g"/></svg>`,
		`<?xml version="1.0"?>` + "\n" + doctype + "\n" +
			open + `<!-- Generator: an editor --><path d="M0 0h24v24H0z"/></svg>`,
		open + `<style>.a { fill: #123; }</style><text x="1" y="10" font-family="Online">Hi</text></svg>`,
	}
	for _, svg := range static {
		if w, h, err := checkSVG([]byte(svg)); err != nil || w != 24 || h != 24 {
			t.Errorf("%s\nrefused or misread: %d × %d, %v", svg, w, h, err)
		}
	}
	refused := []struct{ svg, want string }{
		{open + `<script>alert(1)</script></svg>`, "line 2: <script> runs code"},
		{open + `<SCRIPT>alert(1)</SCRIPT></svg>`, "line 2: <SCRIPT> runs code"},
		{
			open + `<g><circle onclick="alert(1)"/></g></svg>`,
			"line 2: <circle onclick=…> runs code when an event fires",
		},
		{open + `<a href=" JAVASCRIPT:alert(1)"><text>x</text></a></svg>`, "line 2: <a href=…> runs code"},
		{
			open + `<image xlink:href="data:image/svg+xml;base64,PHN2Zz4="/></svg>`,
			"line 2: <image xlink:href=…> embeds a data: URL",
		},
		{
			open + `<image href="//example.com/x.png"/></svg>`,
			"line 2: <image href=…> refers to another file; an SVG shown as an image loads nothing else",
		},
		{
			open + `<set attributeName="href" to="https://example.com"/></svg>`,
			"line 2: <set attributeName=…> animates a link or an event handler",
		},
		{
			open + `<animate attributeName="xlink:href" values="#a;#b"/></svg>`,
			"line 2: <animate attributeName=…> animates a link or an event handler",
		},
		{
			open + `<rect style="fill: url(https://example.com/a)"/></svg>`,
			"line 2: <rect style=…> refers to another file in url()",
		},
		{open + "\n\n<style>\n@import 'a.css';</style></svg>", "line 4: <style> imports a style sheet"},
		{
			open + `<foreignObject><p>x</p></foreignObject></svg>`,
			"line 2: <foreignObject> embeds HTML, which can run code",
		},
		{open + `<p xmlns="http://www.w3.org/1999/xhtml">x</p></svg>`, "line 2: <p> is HTML, which can run code"},
		{`<?xml-stylesheet href="a.css"?>` + open + `</svg>`, "line 1: <?xml-stylesheet?> loads or runs something"},
		{
			"<!DOCTYPE svg [<!ENTITY a 'b'>]>\n" + open + `</svg>`,
			"line 1: <!DOCTYPE> declares entities, which can expand without end or read other files",
		},
		{open + "<!-- <script> -->\n</svg>", `line 2: "<script" appears in its text`},
		{open + "<text>\nJavaScript:void(0)</text></svg>", `line 3: "javascript:" appears in its text`},
	}
	for _, tc := range refused {
		_, _, err := checkSVG([]byte(tc.svg))
		if bad := (*svgError)(nil); !errors.As(err, &bad) || err.Error() != tc.want {
			t.Errorf("%s\ngot %v, want %s", tc.svg, err, tc.want)
		}
	}
}

// The starter's icons, drawn in editors, are static.
func TestTheStartersSVGsAreStatic(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(sitetest.Root(), "content", "media", "icons", "*.svg"))
	if len(files) == 0 {
		t.Fatal("no SVG in the starter")
	}
	for _, file := range files {
		data, _ := os.ReadFile(file)
		if _, _, err := checkSVG(data); err != nil {
			t.Errorf("%s: %v", file, err)
		}
	}
}

// FuzzSVG: the check never panics, and never takes a file in which
// "<script" or "javascript:" appears, in any case. Seeds: the starter's
// icons and the bad-content corpus's SVGs.
func FuzzSVG(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(sitetest.Root(), "content", "media", "icons", "*.svg"))
	for _, file := range files {
		data, _ := os.ReadFile(file)
		f.Add(data)
	}
	cases, _ := filepath.Glob(filepath.Join(sitetest.Root(), "testdata", "bad", "*.txtar"))
	for _, c := range cases {
		a, _ := txtar.ParseFile(c)
		for _, file := range a.Files {
			if strings.HasSuffix(file.Name, ".svg") {
				f.Add(file.Data)
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		_, _, err := checkSVG(data)
		lower := bytes.ToLower(data)
		script := bytes.Contains(lower, []byte("<script")) || bytes.Contains(lower, []byte("javascript:"))
		if err == nil && script {
			t.Errorf("accepted %q", data)
		}
	})
}
