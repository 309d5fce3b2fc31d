#!/bin/sh
# Adds Stratagem to your desktop's application menu, run from this unpacked folder: the menu
# entry starts ./stratagem where it is now. Run it again after moving the folder; remove
# ~/.local/share/applications/stratagem.desktop to take the entry away.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/256x256/apps"
mkdir -p "$apps" "$icons"
cp "$here/stratagem.png" "$icons/stratagem.png"
sed "s|^Exec=.*|Exec=\"$here/stratagem\"|" "$here/stratagem.desktop" >"$apps/stratagem.desktop"
echo "added $apps/stratagem.desktop (starts $here/stratagem)"
