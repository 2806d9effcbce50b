#!/usr/bin/env bash
# The installed box under systemd: boot a root that `make pi-check` (or any debootstrap with
# systemd and `make install` done) left, with systemd-nspawn --boot, and start the real
# nightbox.service on mock pins. Reports whether the service reaches READY (Type=notify:
# "active" only after READY=1) and whether the preparer child renders lines in the natural
# voice under the unit's sandbox (MemoryDenyWriteExecute=, SystemCallFilter=), then powers
# the container off.
#
#   sudo make pi-boot [ROOT=DIR] [WAIT=SECONDS]
#
# The drop-in it adds (and leaves, so the root can be booted again) only sets the mock pin
# factory and a config with the ALSA null device (a container has no sound card, and the
# box starts its preparer only where it can play). Not part of make test or CI.
set -euo pipefail

ROOT="${ROOT:-/var/tmp/nightbox-pi-check/bookworm-cortex-a72/root}"
WAIT="${WAIT:-900}"
CPU="${CPU:-cortex-a72}"
REPORT=/root/pi-boot-report.txt

if [ "$(id -u)" != 0 ]; then echo "pi-boot: run as root" >&2; exit 1; fi
if [ ! -x "$ROOT/opt/nightbox/venv/bin/nightbox" ] || [ ! -x "$ROOT/lib/systemd/systemd" ]; then
  echo "pi-boot: ROOT=$ROOT: no installed Nightbox and systemd there (run make pi-check)" >&2
  exit 2
fi
command -v systemd-nspawn >/dev/null || {
  apt-get update -qq; DEBIAN_FRONTEND=noninteractive apt-get install -y -qq systemd-container; }

# an arm64 root on this x86 machine runs under qemu-user, which cannot do two things the
# unit asks for: set up a network namespace (netlink: "Failed to set up network
# namespacing: Input/output error") and install seccomp filters (qemu refuses them, or
# they would filter qemu itself). There PrivateNetwork= is left out, and the report says
# the filters were not in force; on a native root the unit is used as it is.
emulated=0
if [ "$(od -An -tx1 -j18 -N2 "$ROOT/usr/bin/python3" 2>/dev/null | tr -d ' ')" = b700 ] \
   && [ "$(uname -m)" != aarch64 ]; then
  emulated=1
fi
mkdir -p "$ROOT/etc/systemd/system/nightbox.service.d"
{
  echo "# pi-boot: mock pins and the ALSA null device; everything else is the real unit"
  echo "[Service]"
  echo "Environment=GPIOZERO_PIN_FACTORY=mock"
  echo "ExecStart="
  echo "ExecStart=/opt/nightbox/venv/bin/nightbox run --config /etc/nightbox/pi-boot.toml"
  if [ "$emulated" = 1 ]; then
    echo "# emulated (qemu-user): no network namespace there"
    echo "PrivateNetwork=no"
  fi
} >"$ROOT/etc/systemd/system/nightbox.service.d/pi-boot.conf"
sed 's/^\[audio\]$/[audio]\ndevice = "null"/' "$ROOT/etc/nightbox/nightbox.toml" \
  >"$ROOT/etc/nightbox/pi-boot.toml"
grep -q '^device = "null"' "$ROOT/etc/nightbox/pi-boot.toml"

cat >"$ROOT/usr/local/sbin/pi-boot-report" <<EOF
#!/bin/sh
# waits for nightbox.service, then for the preparer's first lines, writes $REPORT, powers off
started=\$(date +%s)
for i in \$(seq 1 $WAIT); do
  [ "\$(systemctl show -p ActiveState --value nightbox)" = active ] && break
  [ "\$(systemctl show -p ActiveState --value nightbox)" = failed ] && break
  sleep 1
done
ready=\$(( \$(date +%s) - started ))
{
  echo "nightbox.service after \${ready} s: \$(systemctl show -p ActiveState,SubState,Result,NRestarts nightbox | tr '\n' ' ')"
  for i in \$(seq 1 $WAIT); do
    n=\$(/opt/nightbox/venv/bin/nightbox voice status --config /etc/nightbox/pi-boot.toml \
         --cache /var/cache/nightbox/tts 2>/dev/null | cut -d' ' -f1)
    [ "\${n:-0}" -ge 3 ] && break  # the cache was emptied before the boot: all rendered now
    systemctl is-active -q nightbox || break
    sleep 1
  done
  echo "after \$(( \$(date +%s) - started )) s: \$(/opt/nightbox/venv/bin/nightbox voice status --config /etc/nightbox/pi-boot.toml --cache /var/cache/nightbox/tts 2>&1)"
  main=\$(systemctl show -p MainPID --value nightbox)
  child=
  for d in /proc/[0-9]*; do
    tr '\\0' ' ' <\$d/cmdline 2>/dev/null | grep -q 'device.cli voice prepare' && child=\${d#/proc/}
  done
  echo "preparer: pid \${child:-none}, nice \$(cut -d' ' -f19 /proc/\$child/stat 2>/dev/null)"
  echo "seccomp (2: filtered): box \$(awk '/^Seccomp:/ {print \$2}' /proc/\$main/status), preparer \$(awk '/^Seccomp:/ {print \$2}' /proc/\$child/status 2>/dev/null)"
  [ $emulated = 1 ] && echo "emulated: qemu-user installs no seccomp filter and no network namespace, so the unit's SystemCallFilter= and MemoryDenyWriteExecute= are not in force here"
  echo "sandbox: \$(systemctl show -p MemoryDenyWriteExecute,SystemCallFilter nightbox | cut -c1-120 | tr '\n' ' ')"
  echo "--- status"
  systemctl status nightbox --no-pager -l 2>&1 | tail -12
  echo "--- journal (this boot)"
  journalctl -b -u nightbox --no-pager -o cat 2>&1 | tail -40
} >$REPORT 2>&1
systemctl poweroff
EOF
chmod +x "$ROOT/usr/local/sbin/pi-boot-report"
cat >"$ROOT/etc/systemd/system/pi-boot-report.service" <<'EOF'
[Unit]
Description=pi-boot: report on nightbox.service, then power off
After=nightbox.service
[Service]
Type=simple
ExecStart=/usr/local/sbin/pi-boot-report
[Install]
WantedBy=multi-user.target
EOF
ln -sf /etc/systemd/system/pi-boot-report.service \
  "$ROOT/etc/systemd/system/multi-user.target.wants/pi-boot-report.service"
rm -f "$ROOT$REPORT"
rm -rf "$ROOT/var/cache/nightbox/tts"    # every line counted below is rendered in this boot

echo "pi-boot: booting $ROOT (systemd-nspawn --boot), at most $((2 * WAIT + 120)) s"
set +e
QEMU_CPU="$CPU" timeout "$((2 * WAIT + 120))" systemd-nspawn --boot --register=no --keep-unit \
  --directory="$ROOT" --machine=nightbox-pi-boot --console=pipe >"$ROOT.pi-boot.log" 2>&1 </dev/null
rc=$?
set -e
echo "pi-boot: systemd-nspawn exited $rc (log: $ROOT.pi-boot.log)"
if [ -f "$ROOT$REPORT" ]; then cat "$ROOT$REPORT"; else tail -30 "$ROOT.pi-boot.log"; exit 1; fi
# passes when the unit was active (READY) and the preparer left lines in the natural voice
grep -q "ActiveState=active" "$ROOT$REPORT" \
  && grep -Eq "^after [0-9]+ s: [1-9][0-9]* of [0-9]+ lines prepared for Piper" "$ROOT$REPORT"
