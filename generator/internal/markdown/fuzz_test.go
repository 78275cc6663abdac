package markdown

import (
	"strings"
	"testing"
)

// hostile are Markdown written to get markup or script through.
var hostile = []string{
	"<script>alert(1)</script>",
	"<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
	"a <scr<script>ipt>alert(1)</script>",
	"<img src=x onerror=alert(1)>",
	"[x](javascript:alert(1))",
	"[x](JaVaScRiPt:alert(1))",
	"[x](java&#x09;script:alert(1))",
	"[x](&#106;avascript:alert(1))",
	"[x](\\javascript:alert(1))",
	"[x](<javascript:alert(1)>)",
	"[x][r]\n\n[r]: javascript:alert(1)",
	"<javascript:alert(1)>",
	"[x](data:text/html;base64,PHNjcmlwdD4=)",
	"![x](javascript:alert(1))",
	"![x\" onerror=\"alert(1)](a.png)",
	"[x](https://example.com\" onclick=\"alert(1))",
	"[x](https://example.com \"t\\\" onclick=\\\"alert(1)\")",
	"```\"><script>alert(1)</script>\ncode\n```",
	"```go onload=alert(1)\ncode\n```",
	"# <script>alert(1)</script>",
	"# x\" onmouseover=\"alert(1)",
	"<div onclick=alert(1)>\n\n*md*\n\n</div>",
	"<!-- <script>alert(1)</script> -->",
	"<style>*{display:none}</style>",
	"<iframe src=javascript:alert(1)></iframe>",
	"<svg><script>alert(1)</script></svg>",
	"x<a href=\"javascript:alert(1)\">y</a>",
	"&lt;script&gt;alert(1)&lt;/script&gt;",
	"[^1]\n\n[^1]: <script>alert(1)</script>",
	"- [x] <img src=x onerror=alert(1)>",
	"| <script>alert(1)</script> |\n|---|\n| x |",
	"www.example.com/<script>",
	"[x](//evil.example)",
	"[x](\x06#)",                 // a browser drops the control: "%06#" would be a file
	"[x](&#6;https://a.example)", // the same, written as a reference
}

// Every hostile case renders within the allow-list, with no script or
// event attribute, and says what it left out.
func TestHostileMarkdown(t *testing.T) {
	for _, src := range hostile {
		doc := Parse([]byte(src), 0)
		out, err := Render(doc, testOptions())
		if err != nil {
			t.Fatal(err)
		}
		if err := unsafeMarkup(out); err != nil {
			t.Errorf("%q renders %v:\n%s", src, err, out)
		}
		if err := checkHTML(out); err != nil {
			t.Errorf("%q renders %v:\n%s", src, err, out)
		}
		if strings.Contains(strings.ToLower(src), "script:alert") && len(doc.Warnings) == 0 &&
			!strings.Contains(src, "```") {
			t.Errorf("%q leaves a script link out without a warning:\n%s", src, out)
		}
	}
}

// Fuzz target: go test -fuzz=FuzzRender ./generator/internal/markdown
// (make fuzz runs it for a few seconds). Whatever the Markdown, the HTML
// holds no script, no event attribute and no inline style, keeps to the
// allow-list, and every warning points inside the file.
func FuzzRender(f *testing.F) {
	for _, src := range hostile {
		f.Add("---\ntitle: x\n---\n" + src)
	}
	f.Add("# Title\n\n```go\nfunc main() {}\n```\n\n| a | b |\n|---|--:|\n| 1 | 2 |\n\n" +
		"- [x] done\n\nNote[^1]\n\n[^1]: n.")
	f.Fuzz(func(t *testing.T, src string) {
		start := bodyStart([]byte(src))
		doc := Parse([]byte(src), start)
		out, err := Render(doc, testOptions())
		if err != nil {
			t.Fatal(err)
		}
		if err := unsafeMarkup(out); err != nil {
			t.Fatalf("renders %v:\n%s", err, out)
		}
		if err := checkHTML(out); err != nil {
			t.Fatalf("renders %v:\n%s", err, out)
		}
		for _, w := range doc.Warnings {
			if w.Line < 1 || w.Col < 1 || w.Line > strings.Count(src, "\n")+1 {
				t.Fatalf("a warning at %d:%d: %s", w.Line, w.Col, w.Message)
			}
		}
		for _, r := range doc.Refs {
			if r.At.Offset < start || r.At.Offset >= len(src) {
				t.Fatalf("the %s %q at offset %d, outside the body", r.Kind, r.Dest, r.At.Offset)
			}
		}
	})
}
