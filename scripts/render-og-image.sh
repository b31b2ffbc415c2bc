#!/usr/bin/env bash
# Renders scripts/og-image.svg to public/images/og-image.png (1200x630), the image link previews
# show for every page (src/web/lib/meta.ts). Run it after editing the SVG (the club's name is written in
# it); it needs Debian's Chromium, and shrinks the result with pngquant when that is installed.
set -euo pipefail
cd "$(dirname "$0")/.."
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
"${CHROMIUM_PATH:-chromium}" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync --user-data-dir="$profile" \
  --hide-scrollbars --window-size=1200,630 --screenshot=public/images/og-image.png scripts/og-image.svg 2>/dev/null
if command -v pngquant >/dev/null 2>&1; then
  pngquant --quality=70-90 --speed 1 --force --output public/images/og-image.png public/images/og-image.png
fi
echo "wrote public/images/og-image.png ($(wc -c <public/images/og-image.png) bytes)"
