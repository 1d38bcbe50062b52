# Two commands do all the set-up on a fresh machine (Python 3.11 + git):
#   make demo   -> ingest the demo corpora and show what the engine computed
#   make test   -> run the test suite
# Both bootstrap a local virtual environment in .venv on first use.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
# llama.cpp is built from source for a portable x86-64 (AVX2) target: the build tuned to
# an AVX-512 machine segfaults in decode (llama-cpp-python 0.3.36, measured), while the
# portable kernels give SmolLM2 the answers the real-model tests assert
export CMAKE_ARGS ?= -DGGML_NATIVE=OFF -DGGML_AVX512=OFF -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON

.PHONY: demo test lint bench fuzz clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/noesis demo

# the web page is tested in a real headless Chromium (Debian's package)
BROWSER := /usr/bin/chromium

$(BROWSER):
	@command -v apt-get >/dev/null || { echo "install Chromium (Debian package 'chromium') for the browser test"; exit 1; }
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null

#: Debian's PostgreSQL server binaries (the PostgreSQL store's tests start a throwaway cluster)
PG_CTL := $(firstword $(wildcard /usr/lib/postgresql/*/bin/pg_ctl) /usr/lib/postgresql/15/bin/pg_ctl)

$(PG_CTL):
	@command -v apt-get >/dev/null || { echo "install PostgreSQL (Debian package 'postgresql') for the PostgreSQL store tests"; exit 1; }
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null

test: $(STAMP) $(BROWSER) $(PG_CTL)
	$(BIN)/python -m pytest -q

lint: $(STAMP)
	$(BIN)/ruff check src tests bench examples

bench: $(STAMP)
	$(BIN)/python bench/ingest_bench.py

# the long fault-injection campaign (issue 16); the CI suite is tests/reliability
fuzz: $(STAMP)
	$(BIN)/python bench/fuzz_campaign.py

clean:
	rm -rf $(VENV) .pytest_cache build *.egg-info src/*.egg-info
