#!/usr/bin/env bash
# The Pi install, run for real on an emulated Raspberry Pi OS (arm64) on this machine.
#
#   sudo make pi-check [SUITE=bookworm|trixie] [CPU=cortex-a72|cortex-a53] [WORK=DIR]
#
# debootstrap --arch=arm64 builds a Debian root (bookworm: Python 3.11, trixie: 3.13) that
# runs under qemu-user through binfmt (the F flag: the chroot needs no qemu of its own).
# qemu 8 or newer is needed (7.2, bookworm's own, crashes on `import onnxruntime`); when the
# host's is older, the distribution's backports archive gives a newer one. Then a clone of
# this repository (its committed HEAD), `make install` in it as root, as on a Pi, the
# commands a table would use, and `make install` again with no network. It prints a table:
# each step, its result and its time under emulation (not a Pi's speed), and exits 1 when
# any step failed. CPU=cortex-a72 is a Pi 4, cortex-a53 a Zero 2 W or a Pi 3.
#
# Needs root, a network (Debian's archive and PyPI) and about 3 GB; takes 5-15 minutes.
# Not part of `make test` or CI: too slow, and it changes the host (qemu, binfmt).
set -euo pipefail

SUITE="${SUITE:-bookworm}"
CPU="${CPU:-cortex-a72}"
# the Debian archive this host's apt already uses (MIRROR=URL to choose another)
host_mirror() {
  grep -rhoE 'https?://[^ ]*/debian( |$)' /etc/apt/sources.list /etc/apt/sources.list.d/ \
    2>/dev/null | head -n 1 | tr -d ' ' || true
}
MIRROR="${MIRROR:-$(host_mirror)}"
REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WORK="${WORK:-/var/tmp/nightbox-pi-check}"

case "$SUITE" in bookworm|trixie) ;;
  *) echo "pi-check: SUITE=$SUITE: allowed bookworm, trixie" >&2; exit 2 ;; esac
case "$CPU" in cortex-a72|cortex-a53) ;;
  *) echo "pi-check: CPU=$CPU: allowed cortex-a72 (Pi 4), cortex-a53 (Zero 2 W)" >&2; exit 2 ;;
esac
if [ "$(id -u)" != 0 ]; then echo "pi-check: run as root: sudo make pi-check" >&2; exit 1; fi
if [ -z "$MIRROR" ]; then
  echo "pi-check: no Debian archive in this host's apt sources: give MIRROR=URL" >&2; exit 2
fi

RUN="$WORK/$SUITE-$CPU"
ROOT="$RUN/root"
LOG="$RUN/pi-check.log"
CLONE=/home/pi/nightbox
NB=/opt/nightbox/venv/bin/nightbox

names=(); results=(); times=(); failed=0
note() { printf 'pi-check: %s\n' "$*"; }

# step NAME EXPECTED-STATUS COMMAND...: runs it, logs its output, records the row
step() {
  local name="$1" expected="$2" start end rc
  shift 2
  printf '\n==== %s (expect exit %s)\n' "$name" "$expected" >>"$LOG"
  start=$(date +%s.%N)
  set +e; "$@" >>"$LOG" 2>&1; rc=$?; set -e
  end=$(date +%s.%N)
  names+=("$name"); times+=("$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')")
  if [ "$rc" = "$expected" ]; then results+=("ok (exit $rc)")
  else results+=("FAILED (exit $rc, expected $expected)"); failed=1
  fi
  note "$name: ${results[-1]}, ${times[-1]} s"
}

# in_root [ENV=V ...] -- COMMAND...: a command in the emulated root, as root, with a clean
# environment (the caller's PYTHON*, PIP_* and proxies are not a Pi's)
in_root() {
  local env=(PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root
             LANG=C.UTF-8 QEMU_CPU="$CPU" TERM=dumb)
  while [ "$1" != -- ]; do env+=("$1"); shift; done
  shift
  chroot "$ROOT" /usr/bin/env -i "${env[@]}" "$@"
}

qemu_major() {
  qemu-aarch64-static --version 2>/dev/null | sed -n 's/.*version \([0-9]*\)\..*/\1/p' | head -1
}

host_tools() {
  local missing=() codename
  command -v debootstrap >/dev/null || missing+=(debootstrap)
  command -v qemu-aarch64-static >/dev/null || missing+=(qemu-user-static)
  if [ ${#missing[@]} -gt 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
  if [ "$(qemu_major)" -lt 8 ]; then
    codename="$(. /etc/os-release && echo "$VERSION_CODENAME")"
    note "qemu $(qemu_major) crashes on onnxruntime: qemu-user-static from $codename-backports"
    echo "deb $MIRROR $codename-backports main" \
      >/etc/apt/sources.list.d/nightbox-pi-check-backports.list
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -t "$codename-backports" \
      qemu-user-static >/dev/null
  fi
  [ "$(qemu_major)" -ge 8 ] || { echo "pi-check: qemu $(qemu_major) is too old (8 or newer)" >&2; exit 1; }
  # binfmt: qemu-aarch64 registered with the F flag (the interpreter opened now, so the
  # chroot needs no copy of it)
  local reg=/proc/sys/fs/binfmt_misc
  [ -e "$reg/register" ] || mount -t binfmt_misc binfmt_misc "$reg"
  if [ -e "$reg/qemu-aarch64" ] && ! grep -q '^flags:.*F' "$reg/qemu-aarch64"; then
    echo -1 >"$reg/qemu-aarch64"
  fi
  if [ ! -e "$reg/qemu-aarch64" ]; then
    cat /usr/lib/binfmt.d/qemu-aarch64.conf >"$reg/register"
  fi
  grep -q '^enabled' "$reg/qemu-aarch64"
}

unmount_root() {
  local m
  for m in dev/pts dev sys proc; do
    mountpoint -q "$ROOT/$m" 2>/dev/null && umount -l "$ROOT/$m"
  done
  return 0
}

mount_root() {
  mount -t proc proc "$ROOT/proc"
  mount --rbind /sys "$ROOT/sys"; mount --make-rslave "$ROOT/sys"
  mount --bind /dev "$ROOT/dev"
  mount --bind /dev/pts "$ROOT/dev/pts"
  cp -L /etc/resolv.conf "$ROOT/etc/resolv.conf"
}

host_certificates() {
  # the host's own certificate authorities (a TLS-inspecting proxy's, say), so that pip and
  # apt in the root reach what the host reaches; nothing to do where there are none
  local found=(/usr/local/share/ca-certificates/*.crt)
  [ -e "${found[0]}" ] || return 0
  cp "${found[@]}" "$ROOT/usr/local/share/ca-certificates/"
  in_root -- update-ca-certificates
}

debootstrap_root() {
  # what Raspberry Pi OS Lite has that a Debian minbase lacks (python3, its venv, make, sudo);
  # git only to show the clone, as the README tells a Pi OS Lite user to apt install it
  debootstrap --arch=arm64 --variant=minbase \
    --include=python3,python3-venv,make,git,ca-certificates,sudo,systemd,systemd-sysv,dbus \
    "$SUITE" "$ROOT" "$MIRROR"
}

speaks_german() {
  # a catalogue missing from the package says "speaking English" on stderr and exits 0
  local night
  night="$(in_root -- "$NB" script --lang de \
           --roles werewolf,werewolf,seer,robber,troublemaker,villager 2>&1)" || return 1
  printf '%s\n' "$night"
  grep -q "Werwölfe, wacht auf." <<<"$night" && ! grep -q "speaking English" <<<"$night"
}

main() {
  if [ -e "$RUN" ]; then                                     # from an empty folder every time
    unmount_root
    if grep -q " $ROOT/" /proc/mounts; then
      echo "pi-check: something is still mounted under $ROOT: not removing it" >&2; exit 1
    fi
    rm -rf "$RUN"
  fi
  mkdir -p "$RUN"
  : >"$LOG"
  note "log: $LOG"
  trap unmount_root EXIT
  step "host: debootstrap, qemu >= 8, binfmt" 0 host_tools
  note "qemu $(qemu_major), QEMU_CPU=$CPU, $SUITE"
  step "debootstrap --arch=arm64 $SUITE" 0 debootstrap_root
  [ "$failed" = 0 ] || { report; exit 1; }
  mount_root
  step "arm64 python runs" 0 in_root -- python3 -c \
    'import platform, struct, sys; print(platform.machine(), 8 * struct.calcsize("P"), sys.version)'
  step "the host's certificate authorities" 0 host_certificates
  mkdir -p "$ROOT/home/pi"
  step "git clone of the project" 0 git clone --quiet --no-hardlinks "$REPO" "$ROOT$CLONE"
  step "make install (as on a Pi)" 0 in_root -- make -C "$CLONE" install ARGS="--yes --no-prepare"
  step "nightbox check-config" 0 in_root -- "$NB" check-config /etc/nightbox/nightbox.toml
  step "nightbox script --format steps" 0 in_root -- "$NB" script --format steps \
    --roles doppelganger,werewolf,werewolf,minion,seer,robber,troublemaker,insomniac,villager
  step "nightbox script --lang de (the catalogues installed)" 0 speaks_german
  step "nightbox say (prepared or espeak-ng)" 0 in_root -- "$NB" say "Seer, wake up." \
    --wav /tmp/say.wav
  step "nightbox say --voice piper (onnxruntime)" 0 in_root -- "$NB" say "Seer, wake up." \
    --voice piper --wav /tmp/piper.wav
  step "nightbox say --lang de: SVOX Pico speaks" 0 in_root -- sh -c \
    "$NB say 'Seherin, wach auf.' --lang de --wav /tmp/pico.wav | grep 'SVOX Pico (de-DE)'"
  step "nightbox script --wav" 0 in_root -- "$NB" script --wav /tmp/night.wav \
    --roles werewolf,werewolf,seer,robber,troublemaker,villager
  step "nightbox demo" 0 in_root -- "$NB" demo --out /tmp/demo
  step "nightbox voice status (none prepared: 1)" 1 in_root -- "$NB" voice status
  step "nightbox run (no GPIO here: 2)" 2 in_root -- "$NB" run --config /etc/nightbox/nightbox.toml
  step "make install again, no network" 0 unshare -n chroot "$ROOT" /usr/bin/env -i \
    PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 QEMU_CPU="$CPU" \
    PIP_CONFIG_FILE=/dev/null PIP_NO_CACHE_DIR=1 make -C "$CLONE" install ARGS="--yes --no-prepare"
  step "nightbox check-config after it" 0 in_root -- "$NB" check-config /etc/nightbox/nightbox.toml
  report
  [ "$failed" = 0 ]
}

report() {
  local i
  printf '\nNightbox on emulated arm64 %s (QEMU_CPU=%s, qemu %s), %s\n' "$SUITE" "$CPU" \
    "$(qemu_major)" "$(date -u +%Y-%m-%d)"
  printf '| step | result | emulated time (s) |\n|---|---|---|\n'
  for i in "${!names[@]}"; do
    printf '| %s | %s | %s |\n' "${names[$i]}" "${results[$i]}" "${times[$i]}"
  done
  if [ -x "$ROOT/opt/nightbox/venv/bin/python" ]; then
    printf '\ninstalled: %s\n' "$(in_root -- /opt/nightbox/venv/bin/python -m pip list \
      --disable-pip-version-check --format=freeze 2>/dev/null | tr '\n' ' ')"
  fi
  printf '(emulated: not a Pi'"'"'s speed; log: %s)\n' "$LOG"
}

main "$@"
