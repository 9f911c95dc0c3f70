#!/bin/sh
# Adds Burraco Tourney to this user's application menu, pointing at the program in this folder.
# Run it again after moving the folder; `./install-desktop-entry.sh --remove` takes the entry away.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
entry=$data/applications/burraco-tourney.desktop
sizes="16 32 48 64 128 256"

if [ "${1:-}" = "--remove" ]; then
  rm -f "$entry" "$data/icons/hicolor/scalable/apps/burraco-tourney.svg"
  for size in $sizes; do rm -f "$data/icons/hicolor/${size}x${size}/apps/burraco-tourney.png"; done
  echo "Burraco Tourney removed from the application menu (the program folder and your data are untouched)."
  exit 0
fi

program=$here/burraco-tourney/burraco-tourney
icons=$here/burraco-tourney/_internal/resources/icons
[ -x "$program" ] || { echo "no program at $program: run this script from the unpacked folder" >&2; exit 1; }
for size in $sizes; do
  mkdir -p "$data/icons/hicolor/${size}x${size}/apps"
  cp "$icons/burraco-tourney-$size.png" "$data/icons/hicolor/${size}x${size}/apps/burraco-tourney.png"
done
mkdir -p "$data/icons/hicolor/scalable/apps" "$data/applications"
cp "$icons/burraco-tourney.svg" "$data/icons/hicolor/scalable/apps/burraco-tourney.svg"
# Exec takes the path in double quotes (folders may have spaces). Inside them a quote, backtick or dollar
# takes two backslashes and a backslash four (the Desktop Entry specification's two levels of escaping).
quoted=$(printf '%s' "$program" | sed -e 's/\\/\\\\\\\\/g' -e 's/["`$]/\\\\&/g')
EXEC_LINE="Exec=\"$quoted\" gui" awk '/^Exec=/ { print ENVIRON["EXEC_LINE"]; next } /^# / { next } { print }' \
  "$here/burraco-tourney.desktop" > "$entry"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" || true
echo "Burraco Tourney added to the application menu ($entry)."
