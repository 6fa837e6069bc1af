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

$(STAMP): pyproject.toml Makefile
	test -d $(VENV) || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip wheel
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
	$(BENCH_VENV)/bin/pip install --quiet -e ".[bench]"
	touch $(BENCH_STAMP)

bench: $(BENCH_STAMP)
	@for script in bench/*.py; do echo "## $$script"; $(BENCH_VENV)/bin/python $$script || exit 1; done

clean:
	rm -rf $(VENV) $(BENCH_VENV) .pytest_cache .mypy_cache .ruff_cache .coverage
