"""Per-agent tables: migration (rebuild in one transaction) and record writes, SQLite vs PostgreSQL.

For each backend and row count N: register a 3-column data model, insert N records (one
transaction per batch of 500 through `Records.insert`, validation included), then migrate to a
model with one more column and a unique index (preview + apply: copy every row). Reported:
insert rows/s and migration time, medians over `--repeats` fresh tables. PostgreSQL tables use a
unique prefix and are dropped afterwards.

    .venv/bin/python bench/specs.py [--repeats 3] [--sizes 1000 10000]
"""

from __future__ import annotations

import argparse
import socket
import statistics
import tempfile
import time
import uuid
from pathlib import Path

import sqlalchemy as sa

from agentschool.specs import SpecRegistry, make_engine, parse_spec

POSTGRES_URL = "postgresql://postgres@127.0.0.1:5432/test"


def spec(version: str, extra: bool) -> object:
    fields = [
        {"name": "email", "type": "string", "required": True},
        {"name": "age", "type": "integer"},
        {"name": "notes", "type": "text"},
    ]
    if extra:
        fields.append({"name": "city", "type": "string"})
    indexes = [{"fields": ["email"], "unique": True}] if extra else []
    return parse_spec(
        {
            "name": "bench",
            "version": version,
            "description": "bench",
            "data_model": {"fields": fields, "indexes": indexes},
        }
    )


def one(url: str, rows: int) -> tuple[float, float]:
    engine = make_engine(url)
    prefix = f"b{uuid.uuid4().hex[:6]}_"
    registry = SpecRegistry(engine, prefix=prefix)
    try:
        registry.register(spec("1.0.0", False))  # type: ignore[arg-type]
        records = [{"email": f"u{i}@x", "age": i % 90, "notes": "n" * 40} for i in range(rows)]
        start = time.perf_counter()
        for i in range(0, rows, 500):
            registry.records.insert("bench", records[i : i + 500])
        insert = rows / (time.perf_counter() - start)
        start = time.perf_counter()
        registry.register(spec("1.1.0", True))  # type: ignore[arg-type]
        migrate = time.perf_counter() - start
        assert registry.tables.count("bench") == rows
        return insert, migrate
    finally:
        names = [n for n in sa.inspect(engine).get_table_names() if n.startswith(prefix)]
        with engine.begin() as conn:
            for name in names:
                conn.execute(sa.text(f'DROP TABLE IF EXISTS "{name}"'))
        engine.dispose()


def postgres_up() -> bool:
    try:
        with socket.create_connection(("127.0.0.1", 5432), timeout=1):
            return True
    except OSError:
        return False


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000])
    args = parser.parse_args()
    print("| backend | rows | insert rows/s | migrate (add column + unique index) ms |")
    print("|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        backends = {"sqlite": f"sqlite:///{Path(tmp) / 'bench.db'}"}
        if postgres_up():
            backends["postgresql"] = POSTGRES_URL
        for backend, url in backends.items():
            for rows in args.sizes:
                runs = [one(url, rows) for _ in range(args.repeats)]
                insert = statistics.median(r[0] for r in runs)
                migrate = statistics.median(r[1] for r in runs) * 1000
                print(f"| {backend} | {rows} | {insert:,.0f} | {migrate:,.1f} |")


if __name__ == "__main__":
    main()
