package resumepdf

import (
	"crypto/sha256"
	"encoding/xml"
	"fmt"
	"strings"
	"time"
)

// meta is what the file says of itself.
type meta struct {
	Title, Author, Lang string
	// Created is the creation date the file states; the zero time states
	// none, so that the same résumé gives the same bytes.
	Created time.Time
}

// write lays out the document's objects: the catalog with its language,
// title display and structure tree, the pages with their content and link
// annotations, the two fonts subset to the glyphs drawn, and the
// document's information. The file's ID is a hash of its content.
func (d *doc) write(meta meta) ([]byte, error) {
	w := &writer{}
	catalog := w.alloc()
	pagesRef := w.alloc()
	info := w.alloc()
	treeRoot := w.alloc()
	parentTree := w.alloc()
	metadata := w.alloc()
	fonts := [2]int{w.alloc(), w.alloc()}
	nextKey := 0
	kids := make([]string, len(d.pages))
	for i, p := range d.pages {
		p.ref = w.alloc()
		kids[i] = fmt.Sprintf("%d 0 R", p.ref)
	}
	d.number(d.root, w)
	var nums strings.Builder
	for _, p := range d.pages {
		content := w.alloc()
		w.stream(content, "", []byte(p.content.String()))
		var annots []string
		for _, a := range p.annots {
			a.ref = w.alloc()
			annots = append(annots, fmt.Sprintf("%d 0 R", a.ref))
		}
		pageKey := nextKey
		nextKey++
		owners := make([]string, len(p.owners))
		for j, e := range p.owners {
			owners[j] = fmt.Sprintf("%d 0 R", e.ref)
		}
		fmt.Fprintf(&nums, "%d [%s] ", pageKey, strings.Join(owners, " "))
		for _, a := range p.annots {
			a.parent = nextKey
			nextKey++
			fmt.Fprintf(&nums, "%d %d 0 R ", a.parent, a.link.ref)
			w.object(
				a.ref,
				fmt.Sprintf(
					"<< /Type /Annot /Subtype /Link /Rect [%s %s %s %s] /Border [0 0 0] /F 4 /Contents %s "+
						"/A << /S /URI /URI %s >> /StructParent %d /P %d 0 R >>",
					num(
						a.rect[0],
					),
					num(a.rect[1]),
					num(a.rect[2]),
					num(a.rect[3]),
					text(a.label),
					uri(a.url),
					a.parent,
					p.ref,
				),
			)
		}
		w.object(
			p.ref,
			fmt.Sprintf(
				"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %s %s] "+
					"/Resources << /Font << /F1 %d 0 R /F2 %d 0 R >> >> "+
					"/Contents %d 0 R /Annots [%s] /StructParents %d /Tabs /S >>",
				pagesRef,
				num(d.paper.Width),
				num(d.paper.Height),
				fonts[0],
				fonts[1],
				content,
				strings.Join(annots, " "),
				pageKey,
			),
		)
	}
	d.writeTree(d.root, w, treeRoot)
	w.object(parentTree, fmt.Sprintf("<< /Nums [%s] >>", strings.TrimSpace(nums.String())))
	w.object(
		treeRoot,
		fmt.Sprintf(
			"<< /Type /StructTreeRoot /K %d 0 R /ParentTree %d 0 R /ParentTreeNextKey %d >>",
			d.root.ref,
			parentTree,
			nextKey,
		),
	)
	w.object(pagesRef, fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), len(d.pages)))
	if err := d.regular.embed(w, fonts[0]); err != nil {
		return nil, err
	}
	if err := d.bold.embed(w, fonts[1]); err != nil {
		return nil, err
	}
	w.plainStream(metadata, "/Type /Metadata /Subtype /XML", []byte(xmp(meta)))
	w.object(
		catalog,
		fmt.Sprintf(
			"<< /Type /Catalog /Pages %d 0 R /Lang %s /MarkInfo << /Marked true >> /StructTreeRoot %d 0 R "+
				"/ViewerPreferences << /DisplayDocTitle true >> /PageLayout /OneColumn /Metadata %d 0 R >>",
			pagesRef,
			text(meta.Lang),
			treeRoot,
			metadata,
		),
	)
	infoBody := fmt.Sprintf(
		"<< /Title %s /Author %s /Creator (portgen) /Producer (portgen) ",
		text(meta.Title),
		text(meta.Author),
	)
	if !meta.Created.IsZero() {
		infoBody += fmt.Sprintf(
			"/CreationDate %s /ModDate %s ",
			literal(pdfDate(meta.Created)),
			literal(pdfDate(meta.Created)),
		)
	}
	w.object(info, infoBody+">>")
	h := sha256.New()
	for _, o := range w.objects {
		h.Write(o)
	}
	return w.bytes(catalog, info, h.Sum(nil)[:16]), nil
}

// number gives each element of the tree its object number.
func (d *doc) number(e *elem, w *writer) {
	e.ref = w.alloc()
	for _, k := range e.kids {
		if kid, ok := k.(*elem); ok {
			d.number(kid, w)
		}
	}
}

// writeTree writes the structure elements under parent.
func (d *doc) writeTree(e *elem, w *writer, parent int) {
	var kids []string
	var firstPage *page
	for _, k := range e.kids {
		switch k := k.(type) {
		case *elem:
			d.writeTree(k, w, e.ref)
			kids = append(kids, fmt.Sprintf("%d 0 R", k.ref))
		case mcr:
			kids = append(kids, fmt.Sprintf("<< /Type /MCR /Pg %d 0 R /MCID %d >>", k.page.ref, k.mcid))
			if firstPage == nil {
				firstPage = k.page
			}
		case objr:
			kids = append(kids, fmt.Sprintf("<< /Type /OBJR /Pg %d 0 R /Obj %d 0 R >>", k.annot.page.ref, k.annot.ref))
		}
	}
	body := fmt.Sprintf("<< /Type /StructElem /S /%s /P %d 0 R /K [%s]", e.tag, parent, strings.Join(kids, " "))
	if firstPage != nil {
		body += fmt.Sprintf(" /Pg %d 0 R", firstPage.ref)
	}
	w.object(e.ref, body+" >>")
}

// pdfDate is a date as the PDF format writes it, in UTC.
func pdfDate(t time.Time) string {
	return t.UTC().Format("D:20060102150405Z")
}

// xmp is the document's XMP metadata: its title, author and language, and
// the claim of PDF/UA-1 that checkers such as veraPDF and PAC read first.
func xmp(meta meta) string {
	esc := func(s string) string {
		var b strings.Builder
		xml.EscapeText(&b, []byte(s))
		return b.String()
	}
	dates := ""
	if !meta.Created.IsZero() {
		d := meta.Created.UTC().Format(time.RFC3339)
		dates = fmt.Sprintf("\n   <xmp:CreateDate>%s</xmp:CreateDate>\n   <xmp:ModifyDate>%s</xmp:ModifyDate>", d, d)
	}
	return fmt.Sprintf(`<?xpacket begin="%s" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" `+
		`xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" `+
		`xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">%s</rdf:li></rdf:Alt></dc:title>
   <dc:creator><rdf:Seq><rdf:li>%s</rdf:li></rdf:Seq></dc:creator>
   <dc:language><rdf:Bag><rdf:li>%s</rdf:li></rdf:Bag></dc:language>
   <pdf:Producer>portgen</pdf:Producer>
   <xmp:CreatorTool>portgen</xmp:CreatorTool>%s
   <pdfuaid:part>1</pdfuaid:part>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`, "\ufeff", esc(meta.Title), esc(meta.Author), esc(meta.Lang), dates)
}
