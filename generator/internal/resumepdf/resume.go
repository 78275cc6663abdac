// Package resumepdf makes the résumé as a PDF, in pure Go: one column of
// real text in the embedded Inter (subset, with a ToUnicode map, kerned,
// with no ligatures), live links, and tagged (a structure tree of
// headings, paragraphs, lists and links, with the document's language), so
// that text extraction, applicant-tracking systems and screen readers read
// it as written. The same résumé gives the same bytes.
package resumepdf

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/dates"
	"github.com/portgen/portgen/generator/internal/fonts"
	"golang.org/x/text/unicode/norm"
)

// input is one language's résumé and what it is written with.
type input struct {
	Resume *content.Resume // in the PDF's language
	Lang   string
	// Text returns the interface string of a key in the PDF's language
	// ("resume.work"), its {{placeholders}} filled from vars.
	Text  func(key string, vars ...string) string
	Dates *dates.Calendar
	Paper pageSize
	Meta  meta // Title, Author and Lang are filled from the résumé

	strings map[string]string // the strings Text reads, for the cache's key
}

// The type: sizes and leadings in points.
var (
	nameStyle    = style{size: 22, leading: 28}
	labelStyle   = style{size: 12, leading: 17}
	sectionStyle = style{size: 12.5, leading: 17}
	titleStyle   = style{size: 10.5, leading: 14}
	bodyStyle    = style{size: 9.5, leading: 13.5}
	bulletStyle  = style{size: 9.5, leading: 13.5, indent: 11}
)

// layOut lays the résumé out and returns the PDF.
func layOut(in input) ([]byte, error) {
	f := fonts.Parsed()
	d := &doc{
		paper:   in.Paper,
		regular: newFace(f.Regular, fonts.Regular, "Inter-Regular"),
		bold:    newFace(f.Bold, fonts.Bold, "Inter-Bold"),
		root:    &elem{tag: "Document"},
		links:   map[*span]*elem{},
	}
	r := resumeWriter{doc: d, in: in}
	r.header(in.Resume.Basics)
	r.sections(in.Resume)
	if len(d.pages) == 0 {
		d.newPage()
	}
	meta := in.Meta
	meta.Title = clean(in.Text("resume.title")) + " · " + clean(in.Resume.Basics.Name)
	meta.Author, meta.Lang = clean(in.Resume.Basics.Name), in.Lang
	return d.write(meta)
}

type resumeWriter struct {
	*doc
	in input
}

func (r resumeWriter) t(key string, vars ...string) string { return clean(r.in.Text(key, vars...)) }

// header: the name, the label, then how to reach the owner, as the page's
// ResumeHeader, and the summary.
func (r resumeWriter) header(b content.Basics) {
	r.para(r.root, "H1", nameStyle, []span{{text: clean(b.Name), bold: true, color: ink}})
	if b.Label != "" {
		r.para(r.root, "P", labelStyle, []span{{text: clean(b.Label), color: muted}})
	}
	var contact []span
	add := func(s span) {
		if len(contact) > 0 {
			contact = append(contact, span{text: " · ", color: muted})
		}
		contact = append(contact, s)
	}
	if b.Email != "" {
		add(
			span{
				text:  clean(b.Email),
				color: accent,
				link:  "mailto:" + strings.TrimSpace(b.Email),
				label: r.t("resume.email") + ": " + clean(b.Email),
			},
		)
	}
	if b.Phone != "" {
		add(span{text: clean(b.Phone), color: ink})
	}
	if b.URL != "" {
		add(r.address(b.URL, r.t("resume.website")))
	}
	if place := joinNonEmpty(", ", b.Location.City, b.Location.Region, b.Location.CountryCode); place != "" {
		add(span{text: clean(place), color: ink})
	}
	for _, p := range b.Profiles {
		spans := linked(cleanOr(p.Username, p.Network), p.URL, joinNonEmpty(": ", clean(p.Network), clean(p.Username)))
		if p.Username != "" && p.Network != "" {
			spans = append([]span{{text: clean(p.Network) + " ", color: muted}}, spans...)
		}
		add(spans[0])
		contact = append(contact, spans[1:]...)
	}
	if len(contact) > 0 {
		r.space(4)
		r.para(r.root, "P", bodyStyle, contact)
	}
	if b.Summary != "" {
		r.space(8)
		r.paragraphs(r.root, b.Summary)
	}
}

// sections writes the sections that have data, in the page's order
// (ResumeSections.tsx).
func (r resumeWriter) sections(res *content.Resume) {
	for _, section := range []func(*content.Resume){r.work, r.education, r.skills, r.projects, r.volunteer,
		r.awards, r.certificates, r.publications, r.languages, r.interests, r.references} {
		section(res)
	}
}

// rng is a period as the page writes it.
func (r resumeWriter) rng(start, end content.Date) string {
	return r.in.Dates.Range(string(start), string(end), r.in.Lang, r.t("resume.present"))
}

// date is a date as the page writes it.
func (r resumeWriter) date(d content.Date) string { return r.in.Dates.MonthYear(string(d), r.in.Lang) }

// organisationOr is an entry's organisation when its title is a position,
// or else its address alone (the organisation's name is then the title).
func (r resumeWriter) organisationOr(position, name, url string) []span {
	if position != "" {
		return r.organisation(name, url)
	}
	return r.addressOrNone(url)
}

func (r resumeWriter) work(res *content.Resume) {
	if len(res.Work) == 0 {
		return
	}
	list := r.section("resume.work")
	for _, job := range res.Work {
		meta := appendMeta(
			r.organisationOr(job.Position, job.Name, job.URL),
			plain(job.Description),
			plain(job.Location),
		)
		body := r.entry(list, cleanOr(job.Position, job.Name), r.rng(job.StartDate, job.EndDate), meta)
		r.summary(body, job.Summary)
		r.bullets(body, job.Highlights)
	}
}

func (r resumeWriter) education(res *content.Resume) {
	if len(res.Education) == 0 {
		return
	}
	list := r.section("resume.education")
	for _, s := range res.Education {
		title := cleanOr(s.StudyType, s.Area)
		if s.StudyType != "" && s.Area != "" {
			title = r.t("resume.degree", "studyType", s.StudyType, "area", s.Area)
		}
		meta := r.organisation(s.Institution, s.URL)
		if s.Score != "" {
			meta = appendMeta(meta, plain(r.t("resume.score", "score", s.Score)))
		}
		body := r.entry(list, title, r.rng(s.StartDate, s.EndDate), meta)
		if len(s.Courses) > 0 {
			r.para(body, "P", bodyStyle, []span{{text: r.t("resume.courses"), bold: true, color: muted}})
			r.bullets(body, s.Courses)
		}
	}
}

func (r resumeWriter) skills(res *content.Resume) {
	if len(res.Skills) == 0 {
		return
	}
	list := r.section("resume.skills")
	for _, s := range res.Skills {
		body := r.entry(list, clean(s.Name), "", appendMeta(nil, plain(s.Level)))
		r.keywords(body, s.Keywords)
	}
}

func (r resumeWriter) projects(res *content.Resume) {
	if len(res.Projects) == 0 {
		return
	}
	list := r.section("resume.projects")
	for _, p := range res.Projects {
		meta := appendMeta(nil, plain(strings.Join(p.Roles, ", ")), plain(p.Entity))
		meta = appendMeta(meta, r.addressOrNone(p.URL)...)
		body := r.entry(list, clean(p.Name), r.rng(p.StartDate, p.EndDate), meta)
		r.summary(body, p.Description)
		r.bullets(body, p.Highlights)
		r.keywords(body, p.Keywords)
	}
}

func (r resumeWriter) volunteer(res *content.Resume) {
	if len(res.Volunteer) == 0 {
		return
	}
	list := r.section("resume.volunteer")
	for _, v := range res.Volunteer {
		meta := r.organisationOr(v.Position, v.Organization, v.URL)
		body := r.entry(list, cleanOr(v.Position, v.Organization), r.rng(v.StartDate, v.EndDate), meta)
		r.summary(body, v.Summary)
		r.bullets(body, v.Highlights)
	}
}

func (r resumeWriter) awards(res *content.Resume) {
	if len(res.Awards) == 0 {
		return
	}
	list := r.section("resume.awards")
	for _, a := range res.Awards {
		body := r.entry(list, clean(a.Title), r.date(a.Date), appendMeta(nil, plain(a.Awarder)))
		r.summary(body, a.Summary)
	}
}

func (r resumeWriter) certificates(res *content.Resume) {
	if len(res.Certificates) == 0 {
		return
	}
	list := r.section("resume.certificates")
	for _, c := range res.Certificates {
		meta := appendMeta(nil, plain(c.Issuer))
		r.entry(list, clean(c.Name), r.date(c.Date), appendMeta(meta, r.addressOrNone(c.URL)...))
	}
}

func (r resumeWriter) publications(res *content.Resume) {
	if len(res.Publications) == 0 {
		return
	}
	list := r.section("resume.publications")
	for _, p := range res.Publications {
		meta := appendMeta(nil, plain(p.Publisher))
		body := r.entry(list, clean(p.Name), r.date(p.ReleaseDate), appendMeta(meta, r.addressOrNone(p.URL)...))
		r.summary(body, p.Summary)
	}
}

func (r resumeWriter) languages(res *content.Resume) {
	if len(res.Languages) == 0 {
		return
	}
	list := r.section("resume.languages")
	for _, l := range res.Languages {
		spans := []span{{text: clean(l.Language), color: ink}}
		if l.Language != "" && l.Fluency != "" {
			spans = append(spans, span{text: " — ", color: ink})
		}
		if l.Fluency != "" {
			spans = append(spans, span{text: clean(l.Fluency), color: muted})
		}
		r.item(list, bodyStyle, spans)
	}
}

func (r resumeWriter) interests(res *content.Resume) {
	if len(res.Interests) == 0 {
		return
	}
	list := r.section("resume.interests")
	for _, i := range res.Interests {
		body := r.entry(list, clean(i.Name), "", nil)
		r.keywords(body, i.Keywords)
	}
}

// references show only when the owner asked for them, as on the page.
func (r resumeWriter) references(res *content.Resume) {
	if len(res.References) == 0 || !res.Meta.Portgen.ShowReferences {
		return
	}
	list := r.section("resume.references")
	for _, ref := range res.References {
		body := list.add("LI").add("LBody")
		r.space(6)
		if ref.Reference != "" {
			r.paragraphs(body, ref.Reference)
		}
		if ref.Name != "" {
			r.para(body, "P", bodyStyle, []span{{text: "— " + clean(ref.Name), color: muted}})
		}
	}
}

// section starts a section: its heading, kept with what follows it, a
// rule under it, and the list its entries go in.
func (r resumeWriter) section(key string) *elem {
	r.space(10)
	r.need(sectionStyle.leading + 5 + titleStyle.leading + bodyStyle.leading)
	sect := r.root.add("Sect")
	r.para(sect, "H2", sectionStyle, []span{{text: r.t(key), bold: true, color: accent}})
	r.rule(r.y + 2)
	r.y += 5
	return sect.add("L")
}

// entry starts a list item: its title, with its dates at the right of the
// title's first line, and the line under it of who, what and where. It
// returns the item's body, where its text goes.
func (r resumeWriter) entry(list *elem, title, when string, meta []span) *elem {
	r.space(4)
	r.need(titleStyle.leading + bodyStyle.leading)
	body := list.add("LI").add("LBody")
	whenW := 0.0
	if when != "" {
		whenW = r.regular.measure(when, bodyStyle.size) + 12
	}
	if title != "" {
		h := body.add("H3")
		for i, line := range r.lines([]span{{text: title, bold: true, color: ink}}, titleStyle, r.width()-whenW) {
			r.need(titleStyle.leading)
			base := r.y + titleStyle.leading*0.78
			r.line(h, line, margin, base, titleStyle.size)
			if i == 0 && when != "" {
				r.whenAt(body, when, base)
			}
			r.y += titleStyle.leading
		}
	} else if when != "" {
		r.need(titleStyle.leading)
		r.whenAt(body, when, r.y+titleStyle.leading*0.78)
		r.y += titleStyle.leading
	}
	if len(meta) > 0 {
		r.para(body, "P", bodyStyle, meta)
	}
	return body
}

// whenAt draws an entry's dates flush right on the baseline y.
func (r resumeWriter) whenAt(body *elem, when string, y float64) {
	s := []span{{text: when, color: muted}}
	x := r.paper.Width - margin - r.regular.measure(when, bodyStyle.size)
	r.line(body.add("P"), []frag{{span: &s[0], text: when}}, x, y, bodyStyle.size)
}

// item is a list item of one paragraph.
func (r resumeWriter) item(list *elem, st style, spans []span) {
	r.para(list.add("LI").add("LBody"), "P", st, spans)
}

// summary is an entry's text, in paragraphs.
func (r resumeWriter) summary(body *elem, text string) {
	if text != "" {
		r.space(2)
		r.paragraphs(body, text)
	}
}

// paragraphs sets text as the page's Paragraphs does: a blank line starts
// a new paragraph.
func (r resumeWriter) paragraphs(parent *elem, text string) {
	for i, p := range blankLine.Split(text, -1) {
		if p = clean(p); p == "" {
			continue
		}
		if i > 0 {
			r.space(4)
		}
		r.para(parent, "P", bodyStyle, []span{{text: p, color: ink}})
	}
}

var blankLine = regexp.MustCompile(`\n[ \t]*\n`)

// bullets is a list of highlights or courses, each after a bullet.
func (r resumeWriter) bullets(body *elem, items []string) {
	if len(items) == 0 {
		return
	}
	r.space(2)
	list := body.add("L")
	for _, item := range items {
		li := list.add("LI")
		lines := r.lines([]span{{text: clean(item), color: ink}}, bulletStyle, r.width()-bulletStyle.indent)
		lbody := &elem{tag: "LBody"}
		for i, line := range lines {
			r.need(bulletStyle.leading)
			base := r.y + bulletStyle.leading*0.78
			if i == 0 {
				dot := []span{{text: "•", color: muted}}
				r.line(li.add("Lbl"), []frag{{span: &dot[0], text: "•"}}, margin+2, base, bulletStyle.size)
				li.kids = append(li.kids, lbody)
			}
			r.line(lbody.addP(), line, margin+bulletStyle.indent, base, bulletStyle.size)
			r.y += bulletStyle.leading
		}
	}
}

// addP is the element's one paragraph, made when first asked for.
func (e *elem) addP() *elem {
	if n := len(e.kids); n > 0 {
		if p, ok := e.kids[n-1].(*elem); ok && p.tag == "P" {
			return p
		}
	}
	return e.add("P")
}

// keywords are a skill's or a project's keywords, on a line, separated
// by commas as the page prints them.
func (r resumeWriter) keywords(body *elem, items []string) {
	var kept []string
	for _, k := range items {
		if k = clean(k); k != "" {
			kept = append(kept, k)
		}
	}
	if len(kept) > 0 {
		r.para(body, "P", bodyStyle, []span{{text: strings.Join(kept, ", "), color: muted}})
	}
}

// organisation is an organisation's name, linked to its site when it has
// one, or its address alone.
func (r resumeWriter) organisation(name, url string) []span {
	if name == "" {
		return r.addressOrNone(url)
	}
	return linked(clean(name), url, clean(name))
}

// linked is text that leads to url, with the address after it, as the
// page prints it: a PDF may be read on paper.
func linked(text, url, label string) []span {
	if !webURL(url) {
		return []span{{text: text, color: ink}}
	}
	return []span{
		{text: text, color: accent, link: url, label: label},
		{text: " (" + strings.TrimSpace(url) + ")", color: muted},
	}
}

func (r resumeWriter) addressOrNone(url string) []span {
	if url == "" {
		return nil
	}
	return []span{r.address(url, "")}
}

// address is a site's address, shown short and linked when it is http(s).
func (r resumeWriter) address(url, what string) span {
	short := clean(shortURL(url))
	if !webURL(url) {
		return span{text: short, color: ink}
	}
	label := short
	if what != "" {
		label = what + ": " + short
	}
	return span{text: short, color: accent, link: url, label: label}
}

// appendMeta adds parts to an entry's line, between middle dots.
func appendMeta(meta []span, parts ...span) []span {
	for _, p := range parts {
		if p.text == "" {
			continue
		}
		if len(meta) > 0 {
			meta = append(meta, span{text: " · ", color: muted})
		}
		meta = append(meta, p)
	}
	return meta
}

func plain(text string) span { return span{text: clean(text), color: muted} }

var webAddress = regexp.MustCompile(`(?i)^https?://[^\s]+$`)

// webURL says whether an address is one the PDF links (as the page's
// WebLink: http and https only).
func webURL(url string) bool { return webAddress.MatchString(strings.TrimSpace(url)) }

var urlStart, trailingSlash = regexp.MustCompile(`(?i)^https?://(www\.)?`), regexp.MustCompile(`/$`)

// shortURL is the page's shortURL: an address without its scheme, "www."
// and trailing slash.
func shortURL(url string) string {
	return trailingSlash.ReplaceAllString(urlStart.ReplaceAllString(url, ""), "")
}

// clean is text as a line shows it: composed (NFC, so that a decomposed
// "ç" is the font's one glyph), its runs of white space one space, and
// control characters dropped.
func clean(s string) string {
	s = norm.NFC.String(s)
	return strings.Join(
		strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }),
		" ",
	)
}

func cleanOr(a, b string) string {
	if a = clean(a); a != "" {
		return a
	}
	return clean(b)
}

func joinNonEmpty(sep string, parts ...string) string {
	var kept []string
	for _, p := range parts {
		if p != "" {
			kept = append(kept, p)
		}
	}
	return strings.Join(kept, sep)
}
