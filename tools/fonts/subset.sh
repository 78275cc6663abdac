#!/bin/sh
# Makes generator/internal/fonts/Inter-{Regular,Bold}.ttf, the font that portgen draws
# its link-preview cards and résumé PDFs with, from Inter 3.19's static TTF
# files (the npm package inter-font@3.19.0; its OFL.txt is copied beside
# them). Run it once when the font changes; it needs npm and Debian's
# fonttools (apt-get install fonttools), and gives the same bytes each run.
#
# The subset keeps Latin (with Extended-A and -B and Vietnamese), Greek
# (polytonic too), Cyrillic (with its supplement), punctuation, currency
# and a few symbols, and only the kern feature: golang.org/x/image reads
# GPOS pair kerning and nothing else, and ignores TrueType hinting.
set -eu
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent inter-font@3.19.0 >/dev/null && tar -xzf inter-font-3.19.0.tgz)
UNICODES="U+0020-007E,U+00A0-024F,U+0259,U+02B0-02FF,U+0300-036F,U+0370-03FF,U+0400-052F,U+1E00-1EFF,U+1F00-1FFF,U+2000-206F,U+20A0-20CF,U+2100-214F,U+2190-2199,U+2212,U+2215,U+2219,U+221E,U+2248,U+2260,U+2264,U+2265,U+25CF,U+FFFD"
for weight in Regular Bold; do
  src=$(find "$work/package" -name "Inter-$weight.ttf" | head -n 1)
  pyftsubset "$src" --unicodes="$UNICODES" --layout-features='kern' \
    --no-hinting --desubroutinize --name-IDs='*' --name-languages='*' \
    --notdef-outline --output-file="generator/internal/fonts/Inter-$weight.ttf"
done
cp "$(find "$work/package" -name OFL.txt | head -n 1)" generator/internal/fonts/OFL.txt
