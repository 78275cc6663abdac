package content

import "testing"

func TestSlugify(t *testing.T) {
	cases := map[string]string{
		"Point of Sale":        "point-of-sale",
		"Space Travelers' Hub": "space-travelers-hub",
		"  Café -- Menu!  ":    "cafe-menu",
		"Ação Rápida":          "acao-rapida",
		"Ｆｕｌｌｗｉｄｔｈ 2024":       "fullwidth-2024",
		"日本語":                  "project",
		"":                     "project",
		"already-a-slug":       "already-a-slug",
	}
	for in, want := range cases {
		if got := Slugify(in); got != want {
			t.Errorf("Slugify(%q) = %q, want %q", in, got, want)
		}
		if got := Slugify(in); !identifier.MatchString(got) {
			t.Errorf("Slugify(%q) = %q is not a slug", in, got)
		}
	}
}

func TestCheckPath(t *testing.T) {
	ok := []string{"media/a.png", "a.pdf", "media/..hidden/a.png", "media/a..b.png"}
	bad := []string{
		"../a.png", "media/../../a.png", "/etc/passwd", `media\a.png`, "C:/a.png", "./media/a.png", "media//a.png",
		"media/..", "..",
	}
	for _, p := range ok {
		if err := CheckPath(p); err != nil {
			t.Errorf("CheckPath(%q) = %v, want nil", p, err)
		}
	}
	for _, p := range bad {
		if err := CheckPath(p); err == nil {
			t.Errorf("CheckPath(%q) = nil, want an error", p)
		}
	}
}
