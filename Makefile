# Everything a fresh clone needs, with only python3 on the machine.
PY      ?= python3
VENV    := .venv
BIN     := $(VENV)/bin
STAMP   := $(VENV)/.installed
TSTAMP  := $(VENV)/.installed-test
BSTAMP  := $(VENV)/.installed-bench

.PHONY: sim test lint demo screens wiring bench install uninstall clean pi-check pi-boot

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(TSTAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@ $(STAMP)

# the benchmarks also need the speech recogniser of bench_voice.py (the bench extra)
$(BSTAMP): $(TSTAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,bench]'
	touch $@

sim: $(STAMP)
	$(BIN)/nightbox sim

# Locally the slow tests (soak, power loss, whole daemons and installs) are left out, and
# the rest run on every core (pytest-xdist; worksteal: a worker that runs dry takes tests
# from the other's queue); CI runs them all, in one process, with `make test PYTEST_ARGS=`.
PYTEST_ARGS ?= -m "not slow" -n auto --dist worksteal
# Bytecode is kept between runs (in .venv/pycache) even where PYTHONDONTWRITEBYTECODE is
# set: compiling the project, its libraries and the tests' asserts again costs seconds a run.
TEST_ENV := PYTHONDONTWRITEBYTECODE= PYTHONPYCACHEPREFIX=$(CURDIR)/$(VENV)/pycache

test: $(TSTAMP)
	$(TEST_ENV) $(BIN)/python -m pytest $(PYTEST_ARGS)

# the rule set is in pyproject.toml ([tool.ruff]); ruff comes with the test extra
lint: $(TSTAMP)
	$(BIN)/ruff check .

demo: $(STAMP)
	$(BIN)/nightbox demo --out demo-out

screens: $(TSTAMP)
	$(BIN)/python -m pytest -q tests/device/test_screens.py

# the wiring diagram from device/pinout.py (tests/deploy/test_wiring.py checks it is current)
wiring: $(STAMP)
	$(BIN)/python -m tools.wiring_svg docs/wiring.svg

bench: $(BSTAMP)
	@for f in bench/bench_*.py; do echo "== $$f"; $(BIN)/python $$f || exit 1; done

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis

# On the Pi, as root: sudo make install   (see wiring.md and README "Build your own box")
install:
	./systemd/install.sh $(ARGS)

uninstall:
	./systemd/install.sh --uninstall $(ARGS)

# The Pi install run for real on an emulated arm64 Raspberry Pi OS (debootstrap + qemu-user),
# as root, with the network: sudo make pi-check [SUITE=bookworm|trixie] [CPU=cortex-a72|cortex-a53]
# Several minutes; not part of make test or CI. Figures: README "The Pi install, emulated".
pi-check:
	SUITE=$(or $(SUITE),bookworm) CPU=$(or $(CPU),cortex-a72) ./tools/pi_check.sh

# The root pi-check left, booted with systemd-nspawn --boot: the real unit on mock pins,
# READY and the preparer under the unit's sandbox. sudo make pi-boot [ROOT=DIR]
pi-boot:
	./tools/pi_boot.sh
