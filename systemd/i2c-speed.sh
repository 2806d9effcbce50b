#!/usr/bin/env bash
# Set the Pi's I2C bus to 400 kHz for the OLED: a full 128x64 frame then takes about 25 ms
# instead of about 100 ms (wiring.md, "The OLED"). Asks first unless --yes; never adds the
# line twice; keeps a setting already there. The install calls it; it takes effect at the
# next boot.
#
#   systemd/i2c-speed.sh [--yes] [CONFIG_TXT]    (default /boot/firmware/config.txt,
#                                                 else /boot/config.txt)
set -euo pipefail
LINE="dtparam=i2c_arm_baudrate=400000"
yes=0
file=""
for arg in "$@"; do
  case "$arg" in
    --yes|-y) yes=1 ;;
    -*) echo "usage: $0 [--yes] [CONFIG_TXT]" >&2; exit 2 ;;
    *) file="$arg" ;;
  esac
done
if [ -z "$file" ]; then
  for candidate in /boot/firmware/config.txt /boot/config.txt; do
    [ -f "$candidate" ] && { file="$candidate"; break; }
  done
fi
if [ -z "$file" ] || [ ! -f "$file" ]; then
  echo "  no config.txt found: to speed up the screen, add $LINE to it yourself"
  exit 0
fi
if grep -Eq '^[[:space:]]*dtparam=i2c_arm_baudrate=' "$file"; then
  echo "  kept the I2C speed already set in $file: $(grep -E '^[[:space:]]*dtparam=i2c_arm_baudrate=' "$file" | tail -1)"
  exit 0
fi
if [ "$yes" != 1 ]; then
  if [ ! -t 0 ]; then
    echo "  not asked (no terminal): for a faster screen add $LINE to $file, or run $0 --yes"
    exit 0
  fi
  read -r -p "  Run the I2C bus at 400 kHz for a faster screen (recommended)? [Y/n] " answer
  case "$answer" in [nN]*) echo "  left the I2C speed as it is"; exit 0 ;; esac
fi
tmp="$file.nightbox-tmp"
cp -p "$file" "$tmp"
[ -s "$tmp" ] && [ -n "$(tail -c1 "$tmp")" ] && echo >> "$tmp"
printf '%s\n' "# Nightbox: the OLED draws a frame in ~25 ms at 400 kHz" "$LINE" >> "$tmp"
mv -f "$tmp" "$file"
echo "  set $LINE in $file (from the next boot)"
