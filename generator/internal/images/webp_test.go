//go:build cgo

package images

import (
	"bytes"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The libwebp headers that webp.go compiles against are the ones of the
// libwebp that gowebp, as go.mod resolves it, compiles in: otherwise the
// structures webp.go fills may not be the library's.
func TestTheLibwebpHeadersAreGowebps(t *testing.T) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/bep/gowebp").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	dir := strings.TrimSpace(string(out))
	for _, name := range []string{"encode.h", "types.h"} {
		ours, err := os.ReadFile(filepath.Join("libwebp", "webp", name))
		if err != nil {
			t.Fatal(err)
		}
		theirs, err := os.ReadFile(filepath.Join(dir, "libwebp_src", "src", "webp", name))
		if err != nil {
			t.Fatalf("gowebp has no %s where it had: %v", name, err)
		}
		if !bytes.Equal(ours, theirs) {
			t.Errorf("libwebp/webp/%s differs from gowebp's: copy its libwebp_src/src/webp headers again", name)
		}
	}
}

func TestTheCgoEncoderRefusesAnEmptyImage(t *testing.T) {
	if _, err := encodeWebPCgo(image.NewRGBA(image.Rect(0, 0, 0, 0)), true); err == nil {
		t.Error("encoded an image without pixels")
	}
}
