package resumepdf

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"sort"
)

// subset returns a TrueType font with the glyphs of used and those their
// composites are built of; every other glyph keeps its id and its advance
// but has no outline. Ids are kept so that the text can name glyphs by the
// font's own ids (CIDToGIDMap /Identity). The tables a PDF viewer needs to
// draw a CIDFontType2 are kept; layout tables (GPOS, GSUB, kern) are not,
// since the text is laid out already.
func subset(ttf []byte, used map[uint16]bool) ([]byte, error) {
	tables, err := readTables(ttf)
	if err != nil {
		return nil, err
	}
	head := tables["head"]
	maxp := tables["maxp"]
	loca := tables["loca"]
	glyf := tables["glyf"]
	if len(head) < 54 || len(maxp) < 6 || loca == nil || glyf == nil || tables["hhea"] == nil ||
		tables["hmtx"] == nil {
		return nil, errors.New("font: not a TrueType font with outlines")
	}
	count := int(binary.BigEndian.Uint16(maxp[4:]))
	offsets, err := glyphOffsets(loca, count, binary.BigEndian.Uint16(head[50:]) == 1)
	if err != nil {
		return nil, err
	}
	glyph := func(id uint16) []byte {
		if int(id) >= count || offsets[id] > offsets[id+1] || int(offsets[id+1]) > len(glyf) {
			return nil
		}
		return glyf[offsets[id]:offsets[id+1]]
	}
	newLoca, newGlyf := keepOutlines(count, glyph, kept(used, count, glyph))
	newHead := slices.Clone(head)
	binary.BigEndian.PutUint32(newHead[8:], 0)  // checkSumAdjustment, set below
	binary.BigEndian.PutUint16(newHead[50:], 1) // long offsets
	out := map[string][]byte{
		"head": newHead,
		"hhea": tables["hhea"],
		"maxp": maxp,
		"hmtx": tables["hmtx"],
		"loca": newLoca,
		"glyf": newGlyf,
	}
	// Hinting, when the font has it; and the tables a viewer or a checker
	// may read though the PDF does not need them: the character map (its
	// ids are the subset's), metrics for Windows, names, PostScript data.
	for _, optional := range []string{"cvt ", "fpgm", "prep", "cmap", "OS/2", "name", "post"} {
		if t := tables[optional]; t != nil {
			out[optional] = t
		}
	}
	return writeTables(out), nil
}

// kept are the glyphs a subset keeps: .notdef, those used, and the
// components of the composite ones among them.
func kept(used map[uint16]bool, count int, glyph func(uint16) []byte) map[uint16]bool {
	keep := map[uint16]bool{}
	queue := []uint16{0}
	for id := range used {
		queue = append(queue, id)
	}
	for len(queue) > 0 {
		id := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		if keep[id] || int(id) >= count {
			continue
		}
		keep[id] = true
		queue = append(queue, components(glyph(id))...)
	}
	return keep
}

// keepOutlines writes the glyf table with the outlines of keep only, each
// other glyph empty, and its loca table (long offsets).
func keepOutlines(count int, glyph func(uint16) []byte, keep map[uint16]bool) (loca, glyf []byte) {
	loca = make([]byte, 4*(count+1))
	for id := range count {
		binary.BigEndian.PutUint32(loca[4*id:], uint32(len(glyf)))
		if keep[uint16(id)] {
			glyf = append(glyf, glyph(uint16(id))...)
			for len(glyf)%4 != 0 {
				glyf = append(glyf, 0)
			}
		}
	}
	binary.BigEndian.PutUint32(loca[4*count:], uint32(len(glyf)))
	return loca, glyf
}

// readTables returns the font's tables by tag.
func readTables(ttf []byte) (map[string][]byte, error) {
	if len(ttf) < 12 {
		return nil, errors.New("font: too short")
	}
	n := int(binary.BigEndian.Uint16(ttf[4:]))
	if len(ttf) < 12+16*n {
		return nil, errors.New("font: table directory cut short")
	}
	tables := map[string][]byte{}
	for i := range n {
		rec := ttf[12+16*i:]
		off, size := binary.BigEndian.Uint32(rec[8:]), binary.BigEndian.Uint32(rec[12:])
		if uint64(off)+uint64(size) > uint64(len(ttf)) {
			return nil, fmt.Errorf("font: table %q out of the file", rec[:4])
		}
		tables[string(rec[:4])] = ttf[off : off+size]
	}
	return tables, nil
}

// glyphOffsets reads the loca table: count+1 offsets into glyf.
func glyphOffsets(loca []byte, count int, long bool) ([]uint32, error) {
	out := make([]uint32, count+1)
	for i := range out {
		switch {
		case long && len(loca) >= 4*(i+1):
			out[i] = binary.BigEndian.Uint32(loca[4*i:])
		case !long && len(loca) >= 2*(i+1):
			out[i] = 2 * uint32(binary.BigEndian.Uint16(loca[2*i:]))
		default:
			return nil, errors.New("font: loca cut short")
		}
	}
	return out, nil
}

// components are the glyphs a composite glyph is drawn from (none for a
// simple glyph).
func components(g []byte) []uint16 {
	if len(g) < 10 || int16(binary.BigEndian.Uint16(g)) >= 0 {
		return nil
	}
	const (
		wordArgs  = 0x0001
		scale     = 0x0008
		more      = 0x0020
		xyScale   = 0x0040
		twoByTwo  = 0x0080
		maxGlyphs = 64
	)
	var out []uint16
	for p, last := 10, false; !last && p+4 <= len(g) && len(out) < maxGlyphs; {
		flags := binary.BigEndian.Uint16(g[p:])
		out = append(out, binary.BigEndian.Uint16(g[p+2:]))
		p += 4
		if flags&wordArgs != 0 {
			p += 4
		} else {
			p += 2
		}
		switch {
		case flags&scale != 0:
			p += 2
		case flags&xyScale != 0:
			p += 4
		case flags&twoByTwo != 0:
			p += 8
		}
		last = flags&more == 0
	}
	return out
}

// writeTables lays out a font file from its tables, in tag order, with
// their checksums and the head's checkSumAdjustment.
func writeTables(tables map[string][]byte) []byte {
	tags := make([]string, 0, len(tables))
	for tag := range tables {
		tags = append(tags, tag)
	}
	sort.Strings(tags)
	n := len(tags)
	entrySelector := 0
	for 1<<(entrySelector+1) <= n {
		entrySelector++
	}
	searchRange := 16 << entrySelector
	out := make([]byte, 12+16*n)
	binary.BigEndian.PutUint32(out, 0x00010000)
	binary.BigEndian.PutUint16(out[4:], uint16(n))
	binary.BigEndian.PutUint16(out[6:], uint16(searchRange))
	binary.BigEndian.PutUint16(out[8:], uint16(entrySelector))
	binary.BigEndian.PutUint16(out[10:], uint16(16*n-searchRange))
	headAt := 0
	for i, tag := range tags {
		data := tables[tag]
		if tag == "head" {
			headAt = len(out)
		}
		rec := out[12+16*i:]
		copy(rec, tag)
		binary.BigEndian.PutUint32(rec[4:], checksum(data))
		binary.BigEndian.PutUint32(rec[8:], uint32(len(out)))
		binary.BigEndian.PutUint32(rec[12:], uint32(len(data)))
		out = append(out, data...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	binary.BigEndian.PutUint32(out[headAt+8:], 0xB1B0AFBA-checksum(out))
	return out
}

// checksum is a TrueType table checksum: the sum of its big-endian words.
func checksum(data []byte) uint32 {
	var sum uint32
	for i := 0; i < len(data); i += 4 {
		var word [4]byte
		copy(word[:], data[i:])
		sum += binary.BigEndian.Uint32(word[:])
	}
	return sum
}
