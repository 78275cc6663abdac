package assets

import "testing"

func TestURLName(t *testing.T) {
	for in, want := range map[string]string{
		"media/shot.png":              "media/shot.png",
		"media/Shot #1?.jpg":          "media/Shot-1.jpg",
		"media/my shots/été 2024.png": "media/my-shots/ete-2024.png",
		"media/100%.webp":             "media/100.webp",
		"media/#?.jpg":                "media/file.jpg",
		"media/日本.png":                "media/file.png",
		"docs/cv_v2-final.pdf":        "docs/cv_v2-final.pdf",
		"media/a..b.svg":              "media/a..b.svg",
	} {
		if got := URLName(in); got != want {
			t.Errorf("URLName(%q) = %q, want %q", in, got, want)
		}
	}
}
