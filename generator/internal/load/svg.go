package load

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// An SVG goes to dist/ as it is: opened at its own address, it is a
// document of the site's origin, and any script in it runs there. So portgen
// takes only a static one: no script, no event handler, no HTML inside, and
// nothing fetched from elsewhere (an image's SVG loads nothing anyway).
// It refuses rather than cleans: a cleaned file would differ from the one
// the owner sees in their editor, and a diagnostic that names the line lets
// them fix it in a minute.

// svgError is why an SVG was refused, and where.
type svgError struct {
	Line int
	What string
}

func (e *svgError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.What) }

// elements that run code, embed HTML or another document.
var activeElements = map[string]string{
	"script":        "runs code",
	"foreignobject": "embeds HTML, which can run code",
	"iframe":        "embeds another page",
	"embed":         "embeds another document",
	"object":        "embeds another document",
	"handler":       "runs code",
	"listener":      "runs code",
}

// checkSVG reads an SVG: its size, from the root element's width and height
// or else its viewBox, and whether it is static (see above). A refusal is
// an *svgError naming the line and the element.
func checkSVG(data []byte) (w, h int, err error) {
	dec := xml.NewDecoder(bytes.NewReader(data))
	s := &svgScan{data: data}
	for {
		at := dec.InputOffset()
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return 0, 0, err
		}
		if err := s.token(tok, at); err != nil {
			return 0, 0, err
		}
	}
	if !s.root {
		return 0, 0, errors.New("no <svg> root element")
	}
	// What the checks above cannot see (a comment, text) may still fool a
	// browser that reads the file as HTML: none of it either.
	lower := bytes.ToLower(data)
	for _, word := range []string{"<script", "javascript:"} {
		if i := bytes.Index(lower, []byte(word)); i >= 0 {
			return 0, 0, s.refuse(int64(i), fmt.Sprintf("%q appears in its text", word))
		}
	}
	return s.w, s.h, nil
}

// svgScan is what checkSVG has read of an SVG so far.
type svgScan struct {
	data    []byte
	root    bool // whether the root element was read
	w, h    int  // the size the root element gives
	inStyle int  // the <style> elements open
}

// refuse is the refusal of what is at offset.
func (s *svgScan) refuse(offset int64, what string) *svgError {
	return &svgError{1 + bytes.Count(s.data[:min(int(offset), len(s.data))], []byte("\n")), what}
}

// token checks one token, read at offset at.
func (s *svgScan) token(tok xml.Token, at int64) error {
	switch tok := tok.(type) {
	case xml.Directive:
		d := strings.ToUpper(string(tok))
		if strings.Contains(d, "ENTITY") || strings.Contains(d, "[") {
			return s.refuse(at, "<!DOCTYPE> declares entities, which can expand without end or read other files")
		}
	case xml.ProcInst:
		if tok.Target != "xml" {
			return s.refuse(at, fmt.Sprintf("<?%s?> loads or runs something", tok.Target))
		}
	case xml.StartElement:
		return s.start(tok, at)
	case xml.EndElement:
		if tok.Name.Local == "style" && s.inStyle > 0 {
			s.inStyle--
		}
	case xml.CharData:
		if s.inStyle == 0 {
			return nil
		}
		if why := styleProblem(string(tok)); why != "" {
			return s.refuse(at, "<style> "+why)
		}
	}
	return nil
}

// start checks an element: the first must be <svg>, whose size it reads.
func (s *svgScan) start(el xml.StartElement, at int64) error {
	name := el.Name.Local
	if !s.root {
		if name != "svg" {
			return fmt.Errorf("the root element is <%s>, not <svg>", name)
		}
		s.root = true
		var err error
		if s.w, s.h, err = svgSize(el); err != nil {
			return err
		}
	}
	if why, ok := activeElements[strings.ToLower(name)]; ok {
		return s.refuse(at, fmt.Sprintf("<%s> %s", name, why))
	}
	if el.Name.Space == "http://www.w3.org/1999/xhtml" {
		return s.refuse(at, fmt.Sprintf("<%s> is HTML, which can run code", name))
	}
	for _, a := range el.Attr {
		if why := attributeProblem(a); why != "" {
			return s.refuse(at, fmt.Sprintf("<%s %s=…> %s", name, qualified(a.Name), why))
		}
	}
	if name == "style" {
		s.inStyle++
	}
	return nil
}

// attributeProblem says why an attribute is refused, or returns "".
func attributeProblem(a xml.Attr) string {
	name := strings.ToLower(a.Name.Local)
	value := compact(a.Value)
	switch {
	case strings.HasPrefix(name, "on"):
		return "runs code when an event fires"
	case strings.Contains(value, "javascript:"), strings.Contains(value, "vbscript:"):
		return "runs code"
	case name == "href" || name == "src":
		if strings.HasPrefix(value, "data:") {
			return "embeds a data: URL"
		}
		if !strings.HasPrefix(value, "#") {
			return "refers to another file; an SVG shown as an image loads nothing else"
		}
	case name == "attributename" && animatesCode(value):
		return "animates a link or an event handler"
	case name == "style":
		return styleProblem(a.Value)
	}
	return ""
}

// animatesCode reports whether an animation's attributeName is a link or
// an event handler.
func animatesCode(attribute string) bool {
	return attribute == "href" || strings.HasSuffix(attribute, ":href") || strings.HasPrefix(attribute, "on")
}

// styleProblem checks CSS: it may refer to the SVG's own elements only.
func styleProblem(css string) string {
	css = compact(css)
	if strings.Contains(css, "@import") {
		return "imports a style sheet"
	}
	for rest := css; ; {
		_, after, ok := strings.Cut(rest, "url(")
		if !ok {
			return ""
		}
		if !strings.HasPrefix(strings.TrimLeft(after, `"'`), "#") {
			return "refers to another file in url()"
		}
		rest = after
	}
}

// compact is a value as a browser reads a URL in it: lower-case, without
// the spaces and control characters it ignores ("java\tscript:").
func compact(s string) string {
	return strings.Map(func(r rune) rune {
		if r <= ' ' || r == 0x7f {
			return -1
		}
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, s)
}

// qualified is an attribute's name as the file most likely writes it.
func qualified(n xml.Name) string {
	if strings.Contains(n.Space, "xlink") {
		return "xlink:" + n.Local
	}
	return n.Local
}

// svgSize reads the size of an SVG from its root element: width and height,
// or else the viewBox.
func svgSize(el xml.StartElement) (w, h int, err error) {
	attrs := map[string]string{}
	for _, a := range el.Attr {
		attrs[a.Name.Local] = a.Value
	}
	w, h = svgLength(attrs["width"]), svgLength(attrs["height"])
	box := strings.Fields(strings.ReplaceAll(attrs["viewBox"], ",", " "))
	if (w == 0 || h == 0) && len(box) == 4 {
		vw, _ := strconv.ParseFloat(box[2], 64)
		vh, _ := strconv.ParseFloat(box[3], 64)
		w, h = int(vw), int(vh)
	}
	if w <= 0 || h <= 0 {
		return 0, 0, errors.New("it has no width and height nor viewBox")
	}
	return w, h, nil
}

func svgLength(s string) int {
	v, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(s), "px"), 64)
	if err != nil {
		return 0
	}
	return int(v)
}
