package variants

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		attr string
		on   Screen
		want float64
	}{
		{"(min-width: 1350px) 42rem, (min-width: 901px) 56vw, 100vw", Screen{1920, 1080, 1}, 672},
		{"(min-width: 1350px) 42rem, (min-width: 901px) 56vw, 100vw", Screen{1000, 800, 1}, 560},
		{"(min-width: 1350px) 42rem, (min-width: 901px) 56vw, 100vw", Screen{390, 844, 3}, 390},
		{"(min-aspect-ratio: 16/9) 100vw, 177.78vh", Screen{390, 844, 3}, 177.78 * 8.44},
		{"(min-aspect-ratio: 16/9) 100vw, 177.78vh", Screen{2560, 1080, 1}, 2560},
		{"(min-width: 600px) and (max-width: 900px) 20em, 3rem", Screen{700, 900, 1}, 320},
		{"(min-width: 600px) and (max-width: 900px) 20em, 3rem", Screen{1000, 900, 1}, 48},
		{"(max-width: 500px) 10px", Screen{1000, 900, 1}, 1000}, // none holds: the viewport's width
	}
	for _, tt := range tests {
		s, err := Parse(tt.attr)
		if err != nil {
			t.Fatalf("%s: %v", tt.attr, err)
		}
		if got := s.Width(tt.on); got < tt.want-0.01 || got > tt.want+0.01 {
			t.Errorf("%q on %v = %v, want %v", tt.attr, tt.on, got, tt.want)
		}
	}
	bads := []string{
		"calc(100vw - 2rem)", "(orientation: portrait) 50vw", "(min-width: 50vw) 10px", "(min-width: 600px 10px", "10",
	}
	for _, bad := range bads {
		if _, err := Parse(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

func TestWidths(t *testing.T) {
	tests := []struct {
		name       string
		candidates []int
		needs      []float64
		want       []int
	}{
		{
			"each need within twice its width",
			[]int{320, 640, 960, 1280},
			[]float64{300, 600, 1200},
			[]int{320, 960, 1280},
		},
		{"the widest within the stretch covers more", []int{320, 640, 960, 1280}, []float64{500, 900}, []int{960}},
		{"beyond the widest, the widest", []int{320, 640}, []float64{100, 5000}, []int{320, 640}},
		{"a need between two far candidates takes the one above", []int{100, 1000}, []float64{200}, []int{1000}},
		{"no needs", []int{320}, nil, nil},
	}
	for _, tt := range tests {
		if got := Widths(tt.candidates, tt.needs); !slices.Equal(got, tt.want) {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
}

// Every screen of Screens gets a variant at least as wide as it shows the
// image, and at most Stretch times as wide when the ladder has one, or the
// source's width when it is narrower.
func TestForServesEveryScreen(t *testing.T) {
	uses := [][]string{
		{"(min-width: 1350px) 42rem, (min-width: 901px) 56vw, 100vw"},
		{CoverSizes(2560, 1440), "(min-width: 600px) 16rem, 100vw"},
		{"16rem"},
	}
	sources := [][2]int{{1280, 800}, {2560, 1440}, {800, 800}}
	for i, sizes := range uses {
		w, h := sources[i][0], sources[i][1]
		plan := For(w, h, sizes)
		if plan.Fallback != min(w, FallbackWidth) {
			t.Errorf("%v: fallback %d", sizes, plan.Fallback)
		}
		for _, attr := range sizes {
			s, _ := Parse(attr)
			for _, on := range Screens {
				need := s.Width(on) * on.DPR
				i := slices.IndexFunc(plan.WebP, func(v int) bool { return float64(v) >= need })
				fits := func(c int) bool { return float64(c) >= need && float64(c) <= Stretch*need }
				switch {
				case i < 0 && plan.WebP[len(plan.WebP)-1] != w:
					t.Errorf("%s on %v needs %.0f px: the widest of %v is not the source's", attr, on, need, plan.WebP)
				case i >= 0 && float64(plan.WebP[i]) > Stretch*need && slices.ContainsFunc(Capped(w, Ladder), fits):
					t.Errorf(
						"%s on %v needs %.0f px: the narrowest wide enough of %v is %d",
						attr,
						on,
						need,
						plan.WebP,
						plan.WebP[i],
					)
				}
			}
		}
	}
	if got := For(512, 512, nil); len(got.WebP) != 0 || got.Fallback != 512 {
		t.Errorf("an image shown nowhere: %+v", got)
	}
	if got := For(2000, 1000, []string{"calc(50vw)"}); !slices.Equal(got.WebP, []int{320, 640, 960, 1280, 1920, 2000}) {
		t.Errorf("a sizes attribute not read: %v, want the whole ladder", got.WebP)
	}
}

// The sizes attributes the default theme writes in its components are
// those its images are planned for.
func TestTheThemeShowsImagesAtThePlannedSizes(t *testing.T) {
	root := filepath.Join("..", "..", "..", "theme", "src")
	for file, attr := range map[string]string{
		"features/about/AboutRoute.tsx":         `sizes="16rem"`,
		"features/projects/ProjectsRoute.tsx":   `sizes="3rem"`,
		"features/settings/WallpaperPicker.tsx": `sizes="(min-width: 600px) 16rem, 100vw"`,
	} {
		src, err := os.ReadFile(filepath.Join(root, file))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(src), attr) {
			t.Errorf("%s no longer has %s: change generator/internal/assets/uses.go with it", file, attr)
		}
	}
}
