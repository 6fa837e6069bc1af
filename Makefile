# agentschool — two commands: `make demo` and `make test`. Both set up .venv on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
EXTRAS := local,dev,postgres,redis,browser,memory,otlp

.PHONY: demo test lint typecheck bench clean system

# bubblewrap, python3-seccomp and chromium: installed when missing (root + apt-get), else the
# command to run is printed. `SKIP_SYSTEM_DEPS=1` goes on without them.
system:
	@[ -n "$(SKIP_SYSTEM_DEPS)" ] || .ci/system-deps

# llama.cpp (the embedded model's engine) is compiled on install. Built for the machine it runs
# on (-march=native), it used AMX tile instructions that a sandboxed kernel does not grant, and
# every generation segfaulted: it is built for a portable baseline instead (AVX2 on x86-64), and
# without pip's wheel cache, which may hold a native build of the same version.
LLAMA_VERSION := 0.3.36
LLAMA_CMAKE_ARGS ?= -DGGML_NATIVE=OFF $(if $(filter x86_64,$(shell uname -m)),-DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON)

define install_llama
	$(1)/pip show llama-cpp-python 2>/dev/null | grep -qx "Version: $(LLAMA_VERSION)" \
		|| CMAKE_ARGS="$(LLAMA_CMAKE_ARGS)" $(1)/pip install --quiet --no-cache-dir \
			"llama-cpp-python==$(LLAMA_VERSION)"
endef

$(STAMP): pyproject.toml Makefile
	test -d $(VENV) || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip wheel
	$(call install_llama,$(BIN))
	$(BIN)/pip install --quiet -e ".[$(EXTRAS)]"
	touch $(STAMP)

demo: system $(STAMP)
	$(BIN)/agentschool demo

lint: $(STAMP)
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench

typecheck: $(STAMP)
	$(BIN)/mypy

test: system lint typecheck
	$(BIN)/python -m pytest --cov --cov-report=term:skip-covered

# Benchmarks run in their own venv: the peers they compare against (Agno, Pydantic AI, LangGraph)
# must not upgrade dependencies shared with the project's .venv.
BENCH_VENV := .venv-bench
BENCH_STAMP := $(BENCH_VENV)/.installed

$(BENCH_STAMP): pyproject.toml
	test -d $(BENCH_VENV) || $(PYTHON) -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/pip install --quiet --upgrade pip wheel
	$(call install_llama,$(BENCH_VENV)/bin)
	$(BENCH_VENV)/bin/pip install --quiet -e ".[bench]"
	touch $(BENCH_STAMP)

bench: $(BENCH_STAMP)
	@for script in bench/*.py; do echo "## $$script"; $(BENCH_VENV)/bin/python $$script || exit 1; done

clean:
	rm -rf $(VENV) $(BENCH_VENV) .pytest_cache .mypy_cache .ruff_cache .coverage
