"""Static checks of deploy/: no Docker engine or cluster here, so the files are parsed and every
command, option, setting, route and cross-reference they name is checked against the code."""

from __future__ import annotations

import re
import shlex
from pathlib import Path
from typing import Any

import pytest
import yaml

from agentschool.runs.store import RunStore
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings
from agentschool.settings import PROVIDER_KEY_ENV_VARS, Settings

from .cli_check import check_cli

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"


def check_env(names: list[str]) -> None:
    fields = set(Settings.model_fields) | set(ServerSettings.model_fields)
    for name in names:
        if name.startswith("AGENTSCHOOL_"):
            assert name.removeprefix("AGENTSCHOOL_").lower() in fields, f"unknown setting {name}"
        else:
            assert name in PROVIDER_KEY_ENV_VARS.values(), f"unexpected variable {name}"


def route_paths(tmp_path: Path) -> set[str]:
    api = create_app(RunStore(f"sqlite:///{tmp_path / 'r.db'}"), migrate=False)
    return set(api.openapi()["paths"])


# docker compose ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    data = yaml.safe_load((DEPLOY / "docker-compose.yml").read_text())
    assert isinstance(data, dict)
    return data


def test_compose_has_api_workers_postgres_and_redis(compose: dict[str, Any]) -> None:
    services = compose["services"]
    assert set(services) == {"api", "worker", "postgres", "redis"}
    assert services["worker"]["deploy"]["replicas"] >= 2
    for name, service in services.items():
        for dependency in service.get("depends_on", {}):
            assert dependency in services, f"{name} depends on unknown {dependency}"
    assert services["api"]["build"]["dockerfile"] == "deploy/Dockerfile"
    assert (DEPLOY / services["api"]["build"]["context"]).resolve() == ROOT


def test_compose_commands_are_real_agentschool_commands(compose: dict[str, Any]) -> None:
    services = compose["services"]
    check_cli(services["api"]["command"])
    check_cli(services["worker"]["command"])
    assert services["api"]["command"][0] == "serve" and "--no-worker" in services["api"]["command"]
    assert services["worker"]["command"][0] == "worker"


def test_compose_settings_exist_and_point_at_the_services(compose: dict[str, Any]) -> None:
    env = compose["services"]["api"]["environment"]
    assert env == compose["services"]["worker"]["environment"]
    check_env(list(env))
    postgres = compose["services"]["postgres"]["environment"]
    url = env["AGENTSCHOOL_DATABASE_URL"]
    user, password, db = (
        postgres["POSTGRES_USER"],
        postgres["POSTGRES_PASSWORD"],
        postgres["POSTGRES_DB"],
    )
    assert url == f"postgresql://{user}:{password}@postgres:5432/{db}"
    assert env["AGENTSCHOOL_REDIS_URL"].startswith("redis://redis:")
    Settings(database_url=url, redis_url=env["AGENTSCHOOL_REDIS_URL"])


# Dockerfile -------------------------------------------------------------------------------------


def dockerfile() -> list[tuple[str, str]]:
    text = (DEPLOY / "Dockerfile").read_text().replace("\\\n", " ")
    lines = [
        line.strip()
        for line in text.splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    return [(line.split(None, 1)[0].upper(), line.split(None, 1)[1]) for line in lines]


def test_dockerfile_builds_the_package_and_runs_the_cli() -> None:
    instructions = dockerfile()
    assert instructions[0][0] == "FROM" and instructions[0][1].startswith("python:3.11")
    for op, arg in instructions:
        if op == "COPY":
            *sources, _ = shlex.split(arg)
            for source in sources:
                assert (ROOT / source).exists(), f"COPY {source}: not in the repository"
    entry = next(yaml.safe_load(a) for op, a in instructions if op == "ENTRYPOINT")
    assert entry[-1] == "agentschool"
    cmd = next(yaml.safe_load(a) for op, a in instructions if op == "CMD")
    check_cli(cmd)
    extras = re.search(
        r'"\.\[([a-z,]+)\]"', dict(instructions)["RUN"] + " ".join(a for _, a in instructions)
    )
    assert extras is not None
    pyproject = (ROOT / "pyproject.toml").read_text()
    for extra in extras.group(1).split(","):
        assert re.search(rf"^{extra} = \[", pyproject, flags=re.MULTILINE), f"no extra {extra}"
    env = [a for op, a in instructions if op == "ENV"]
    check_env(re.findall(r"(AGENTSCHOOL_[A-Z_]+)=", " ".join(env)))


# Kubernetes -------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def manifests() -> list[dict[str, Any]]:
    docs: list[dict[str, Any]] = []
    for path in sorted((DEPLOY / "k8s").glob("*.yaml")):
        if path.name == "kustomization.yaml":
            continue
        docs.extend(d for d in yaml.safe_load_all(path.read_text()) if d)
    return docs


def by_kind(manifests: list[dict[str, Any]], kind: str) -> dict[str, dict[str, Any]]:
    return {m["metadata"]["name"]: m for m in manifests if m["kind"] == kind}


REQUIRED = {
    "Deployment": ("apps/v1", ["spec.selector.matchLabels", "spec.template.spec.containers"]),
    "Service": ("v1", ["spec.selector", "spec.ports"]),
    "ConfigMap": ("v1", ["data"]),
    "Secret": ("v1", []),
    "HorizontalPodAutoscaler": ("autoscaling/v2", ["spec.scaleTargetRef", "spec.maxReplicas"]),
    "PodDisruptionBudget": ("policy/v1", ["spec.selector.matchLabels"]),
}


def dig(doc: dict[str, Any], dotted: str) -> Any:
    value: Any = doc
    for key in dotted.split("."):
        assert isinstance(value, dict) and key in value, f"missing {dotted}"
        value = value[key]
    return value


def test_manifests_have_known_kinds_api_versions_and_required_fields(
    manifests: list[dict[str, Any]],
) -> None:
    kustomization = yaml.safe_load((DEPLOY / "k8s" / "kustomization.yaml").read_text())
    listed = set(kustomization["resources"])
    assert listed == {p.name for p in (DEPLOY / "k8s").glob("*.yaml")} - {"kustomization.yaml"}
    for doc in manifests:
        assert doc["kind"] in REQUIRED, doc["kind"]
        api_version, fields = REQUIRED[doc["kind"]]
        assert doc["apiVersion"] == api_version
        assert re.fullmatch(r"[a-z0-9]([-a-z0-9]*[a-z0-9])?", doc["metadata"]["name"])
        for field in fields:
            dig(doc, field)


def test_manifests_pass_the_kubernetes_openapi_schemas(manifests: list[dict[str, Any]]) -> None:
    # The published Kubernetes schemas (shipped offline in kubernetes-validate), strict: an
    # unknown field or a wrong type fails. (Needs the dev extra's `kubernetes-validate`.)
    kubernetes_validate = pytest.importorskip("kubernetes_validate")
    for doc in manifests:
        kubernetes_validate.validate(doc, "1.30", strict=True)
    broken = {**by_kind(manifests, "Deployment")["agentschool-worker"]}
    broken["spec"] = {**broken["spec"], "replicas": "two"}
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(broken, "1.30", strict=True)


def test_deployments_select_their_pods_and_run_real_commands(
    manifests: list[dict[str, Any]], tmp_path: Path
) -> None:
    paths = route_paths(tmp_path)
    configs, secrets = by_kind(manifests, "ConfigMap"), by_kind(manifests, "Secret")
    deployments = by_kind(manifests, "Deployment")
    assert set(deployments) == {"agentschool-api", "agentschool-worker"}
    for deployment in deployments.values():
        labels = deployment["spec"]["template"]["metadata"]["labels"]
        assert deployment["spec"]["selector"]["matchLabels"].items() <= labels.items()
        for container in deployment["spec"]["template"]["spec"]["containers"]:
            check_cli(container["args"])
            ports = {p["name"] for p in container.get("ports", [])}
            for source in container["envFrom"]:
                ref = source.get("configMapRef") or source.get("secretRef")
                assert ref["name"] in (configs if "configMapRef" in source else secrets)
            for probe in ("readinessProbe", "livenessProbe"):
                if probe in container:
                    assert container[probe]["httpGet"]["path"] in paths
                    assert container[probe]["httpGet"]["port"] in ports
    for config in [*configs.values(), *secrets.values()]:
        check_env(list(config.get("data") or config.get("stringData") or {}))


def test_services_hpa_and_pdb_point_at_existing_pods(manifests: list[dict[str, Any]]) -> None:
    deployments = by_kind(manifests, "Deployment")
    pod_labels = [d["spec"]["template"]["metadata"]["labels"] for d in deployments.values()]
    for service in by_kind(manifests, "Service").values():
        selector = service["spec"]["selector"]
        (target,) = [
            d
            for d in deployments.values()
            if selector.items() <= d["spec"]["template"]["metadata"]["labels"].items()
        ]
        names = {
            p["name"]
            for c in target["spec"]["template"]["spec"]["containers"]
            for p in c.get("ports", [])
        }
        assert all(p["targetPort"] in names for p in service["spec"]["ports"])
    for hpa in by_kind(manifests, "HorizontalPodAutoscaler").values():
        assert hpa["spec"]["scaleTargetRef"]["name"] in deployments
        assert hpa["spec"]["minReplicas"] <= hpa["spec"]["maxReplicas"]
    for pdb in by_kind(manifests, "PodDisruptionBudget").values():
        selector = pdb["spec"]["selector"]["matchLabels"]
        assert any(selector.items() <= labels.items() for labels in pod_labels)


def test_a_bad_command_would_be_caught() -> None:
    with pytest.raises(Exception, match="No such option"):  # typer's vendored click
        check_cli(["worker", "--no-such-option"])
    with pytest.raises(AssertionError):
        check_cli(["no-such-command"])
    with pytest.raises(AssertionError):
        check_env(["AGENTSCHOOL_NOT_A_SETTING"])
