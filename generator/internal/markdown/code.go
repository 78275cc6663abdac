package markdown

import (
	"bytes"
	"html"
	"strings"

	"github.com/alecthomas/chroma/v2"
	chtml "github.com/alecthomas/chroma/v2/formatters/html"
	"github.com/alecthomas/chroma/v2/lexers"
	"github.com/alecthomas/chroma/v2/styles"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/util"
)

// TokenClassPrefix starts the class of each token of the code blocks
// ("hl-k", a keyword), which code-colors.css colours (see chromacss).
// chroma's own names ("k", "p") are as short as the theme's CSS modules'
// minified class names, whose rules would then style the tokens; those
// never hold a hyphen.
const TokenClassPrefix = "hl-"

// highlighter writes tokens as spans with classes only, which
// code-colors.css colours in both schemes: an inline style would break
// the CSP. It adds no line numbers and no characters of its own, so that
// copying the code gives the code as written.
var highlighter = chtml.New(
	chtml.WithClasses(true), chtml.ClassPrefix(TokenClassPrefix), chtml.PreventSurroundingPre(true),
)

// codeBlock writes a code block highlighted in the language its fence
// names, or plain: a language is never guessed, so that the same block is
// coloured the same way whatever else it holds. The block is reachable by
// keyboard, since it scrolls.
func (r *nodeRenderer) codeBlock(
	w util.BufWriter, source []byte, node ast.Node, entering bool,
) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkSkipChildren, nil
	}
	code := codeText(node, source)
	lang := ""
	if fenced, ok := node.(*ast.FencedCodeBlock); ok {
		lang = string(resolved(fenced.Language(source)))
	}
	var lexer chroma.Lexer
	if lang != "" {
		lexer = lexers.Get(lang)
	}
	write(w, `<div class="code"><pre class="chroma" tabindex="0"><code`)
	if lexer != nil {
		writeAttr(w, "data-lang", strings.ToLower(lang))
	}
	write(w, ">")
	write(w, highlighted(lexer, code))
	write(w, "</code></pre></div>\n")
	return ast.WalkSkipChildren, nil
}

// codeText is a code block's text as written, its line endings made the
// line feeds a browser makes of them.
func codeText(node ast.Node, source []byte) string {
	var b strings.Builder
	lines := node.Lines()
	for i := range lines.Len() {
		line := lines.At(i)
		b.Write(line.Value(source))
	}
	return strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(b.String())
}

// highlighted is code as escaped HTML, with chroma's spans when there is
// a lexer and it reads the code.
func highlighted(lexer chroma.Lexer, code string) string {
	if lexer == nil {
		return html.EscapeString(code)
	}
	tokens, err := lexer.Tokenise(nil, code)
	if err != nil {
		return html.EscapeString(code)
	}
	var b bytes.Buffer
	// The style is not written: with classes, chroma only names tokens.
	if err := highlighter.Format(&b, styles.Fallback, tokens); err != nil {
		return html.EscapeString(code)
	}
	return b.String()
}
