package generator_test

import (
	"os/exec"
	"strings"
	"testing"
)

// Each stage links what it uses only: the static server behind preview
// runs no JavaScript, and the pages and the service worker encode no
// image. A package that links more pays for it in build time, in its
// tests (QuickJS is 381k lines of generated Go) and in the binary.
func TestEachStageLinksOnlyWhatItUses(t *testing.T) {
	engine := []string{"modernc.org/quickjs", "modernc.org/libquickjs"}
	encoders := []string{
		"github.com/portgen/portgen/generator/internal/images",
		"github.com/gen2brain/webp",
		"github.com/bep/gowebp",
		"golang.org/x/image/webp",
	}
	for pkg, banned := range map[string][]string{
		"server":    engine,
		"pages":     append(engine, encoders...),
		"pwa":       append(engine, encoders...),
		"bundle":    append(engine, encoders...),
		"pagemark":  append(engine, encoders...),
		"resumepdf": append(engine, encoders...),
	} {
		out, err := exec.Command("go", "list", "-deps", "github.com/portgen/portgen/generator/internal/"+pkg).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", pkg, err)
		}
		for _, dep := range strings.Fields(string(out)) {
			for _, b := range banned {
				if dep == b || strings.HasPrefix(dep, b+"/") {
					t.Errorf("generator/internal/%s links %s", pkg, dep)
				}
			}
		}
	}
}
