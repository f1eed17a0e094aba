"""The cheap config check agrees with the pydantic models it stands in for.

`load_config` checks values against daemon/core/config_schema.py's table and builds
no model; `load_config(full=True)` validates with pydantic. Here the table is
derived from the models and compared, and both paths load the same sources:
same values, origins, warnings and errors.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kenning.daemon.core.config import LoadedConfig, load_config
from kenning.daemon.core.config_gen import derive, is_current, render
from kenning.daemon.core.config_schema import AGENT_FIELDS, FIELDS, INVALID, Spec, check, spec_for
from kenning.daemon.core.errors import ConfigError
from kenning.daemon.core.settings import Settings


def test_schema_table_is_generated_from_the_settings_models() -> None:
    fields, agents = derive()
    fix = "a settings model changed: run `python -m kenning.daemon.core.config_gen`"
    assert fields == FIELDS, fix
    assert agents == AGENT_FIELDS, fix
    assert is_current()


def test_the_table_generator_writes_what_it_derives() -> None:
    """The block `config_gen` writes, executed, is the table it derived."""
    namespace: dict[str, Any] = {"Spec": Spec}
    exec(render(), namespace)  # the source it writes into config_schema.py
    assert (namespace["FIELDS"], namespace["AGENT_FIELDS"]) == derive()


@pytest.mark.parametrize(
    ("key", "said"),
    [
        ("nope", "unknown key `nope`; the sections are agents, audit,"),
        ("scoring.nope", "the keys of [scoring] are scoring.half_life_days,"),
        ("scoring.half_life_day", "did you mean `scoring.half_life_days`?"),
        ("agents.codex.enabld", "did you mean `agents.codex.enabled`?"),
        ("half_life_days", "did you mean `scoring.half_life_days`?"),
        ("scorin", "did you mean the section [scoring]?"),
    ],
)
def test_an_unknown_key_is_named_in_kennings_words(kenning_home: Path, key: str, said: str) -> None:
    """`--set nope=1` says which keys exist, not pydantic's "Extra inputs are not permitted"."""
    with pytest.raises(ConfigError) as caught:
        load_config(flags={key: 1})
    assert said in caught.value.message
    assert "Extra inputs" not in caught.value.message


# -- the cheap check converts exactly as pydantic would, or defers -------------------

_SAMPLES: dict[str, list[Any]] = {
    "float": [
        30,
        0,
        -1,
        2.5,
        "30",
        "0.5",
        "-2",
        " 30",
        "1e3",
        "nan",
        "",
        ".5",
        "5.",
        True,
        float("nan"),
        float("inf"),
        10**30,
        "٣",
        "1_0",
        None,
        [1],
    ],
    "int": [30, 0, -1, "30", "030", "-4", "+3", " 3", 3.0, 3.5, True, "x", "²", None],
    "bool": [
        True,
        False,
        "true",
        "True",
        "TRUE",
        "yes",
        "no",
        "on",
        "off",
        "1",
        "0",
        "t",
        "f",
        "y",
        "n",
        "tRuE",
        " true",
        1,
        0,
        2,
        None,
        "maybe",
    ],
    "str": ["x", "", 1, None, True],
}


@pytest.mark.parametrize("dotted", sorted(FIELDS))
def test_check_gives_pydantics_value_or_defers(dotted: str) -> None:
    spec = FIELDS[dotted]
    section, key = dotted.split(".")
    model = Settings.model_fields[section].annotation
    base = spec.kind.removeprefix("list[").rstrip("]")
    samples = list(_SAMPLES.get(base, ["x", "", 1, None]))
    samples += ["a", ["a", "b"], ["a", 1], [], *[[v] for v in samples]]
    if spec.choices:
        samples += [spec.choices[0], [*spec.choices[:2]], [spec.choices[0], "nope"]]
    if spec.default is not None:
        samples.append(list(spec.default) if isinstance(spec.default, tuple) else spec.default)
    for value in samples:
        got = check(spec, value)
        if got is INVALID:
            continue  # pydantic judges it: always safe
        made = model.model_validate({key: value})  # type: ignore[union-attr]
        expected = getattr(made, key)
        assert (got, type(got)) == (expected, type(expected)), (dotted, value)


# -- both paths load the same sources alike ------------------------------------------


def _same(fast: LoadedConfig, full: LoadedConfig) -> None:
    assert fast._settings is None, "the fast path built a model"
    assert fast.as_dict() == full.settings.model_dump()
    assert fast.settings.model_dump() == full.settings.model_dump()
    assert fast.settings == full.settings  # built without validation, the same models
    assert fast.origins == full.origins
    assert fast.warnings == full.warnings
    for dotted in FIELDS:
        assert fast.get(dotted) == full.get(dotted), dotted


_GLOBAL = """
[scoring]
half_life_days = 30
stale_days = 14
[curation]
dedup_threshold = 0.9
[sanitize]
extra_patterns = ["tok_[a-z]+"]
[agents.claude_code]
enabled = false
roots = ["~/elsewhere"]
[agents.codex]
exclude = ["*/tmp/*"]
[ingest]
project_folders = ["~/code"]
force_polling = true
[embed]
backend = "hashing"
threads = 2
[lsp]
severity = "warning"
[audit]
block = ["secret", "rule"]
[llm]
provider = "ollama"
model = "llama3"
price_in_per_mtok = 0
[learning]
auto_weight = 1
[backup]
keep_days = 30
"""

_REPO = """
[scoring]
harmful_multiplier = 2.5
[search]
rrf_k = 20
[audit]
block = ["pinned"]
"""

_CASES: dict[str, tuple[str | None, str | None, dict[str, str], dict[str, Any]]] = {
    "defaults": (None, None, {}, {}),
    "global file": (_GLOBAL, None, {}, {}),
    "repo drops secret from audit.block": (None, _REPO, {}, {}),
    "global, repo, env and flags": (
        _GLOBAL,
        _REPO,
        {
            "KENNING_SCORING__HALF_LIFE_DAYS": "45.5",
            "KENNING_INGEST__EXCLUDE": '["*.log", "vendor/*"]',
            "KENNING_EMBED__BACKGROUND": "off",
            "KENNING_AGENTS__GEMINI__ENABLED": "false",
        },
        {"lsp.max_hover_rules": "5", "llm.timeout_s": "12", "embed.model": "m"},
    ),
    "forms only pydantic reads": (
        "[scoring]\nstale_days = 30.0\n",
        None,
        {"KENNING_EMBED__BACKGROUND": "tRuE", "KENNING_SEARCH__RRF_K": " 7"},
        {"scoring.half_life_days": "1e2"},
    ),
}


def _sources(tmp_path: Path, global_text: str | None, repo_text: str | None) -> tuple[Path, Path]:
    home = tmp_path / "h"
    home.mkdir()
    repo = tmp_path / "repo"
    (repo / ".kenning").mkdir(parents=True)
    if global_text is not None:
        (home / "config.toml").write_text(global_text)
    if repo_text is not None:
        (repo / ".kenning" / "config.toml").write_text(repo_text)
    return home, repo


@pytest.mark.parametrize("case", sorted(_CASES))
def test_fast_and_pydantic_paths_load_the_same(tmp_path: Path, case: str) -> None:
    global_text, repo_text, env, flags = _CASES[case]
    home, repo = _sources(tmp_path, global_text, repo_text)
    environ = {"KENNING_HOME": str(home), **env}
    fast = load_config(cwd=repo, environ=environ, flags=flags)
    full = load_config(cwd=repo, environ=environ, flags=flags, full=True)
    if case == "forms only pydantic reads":
        assert fast._settings is not None  # these went through pydantic, as they must
        assert fast.as_dict() == full.as_dict()
        assert fast.get("search.rrf_k") == 7
        return
    _same(fast, full)


_BAD = {
    "unknown key": ("[scoring]\nhalf_life = 3\n", {}),
    "unknown section": ("[scorin]\nhalf_life_days = 3\n", {}),
    "out of bounds": ("[scoring]\nhalf_life_days = 0\n", {}),
    "not a choice": ('[lsp]\nseverity = "loud"\n', {}),
    "bad list item": ('[audit]\nblock = ["secret", "everything"]\n', {}),
    "bad env value": ("", {"KENNING_EMBED__THREADS": "many"}),
    "nan": ("[curation]\ndedup_threshold = nan\n", {}),
}


@pytest.mark.parametrize("case", sorted(_BAD))
def test_bad_values_get_the_same_error_and_warnings(tmp_path: Path, case: str) -> None:
    text, env = _BAD[case]
    home, repo = _sources(tmp_path, text, None)
    environ = {"KENNING_HOME": str(home), **env}
    with pytest.raises(ConfigError) as fast_error:
        load_config(cwd=repo, environ=environ)
    with pytest.raises(ConfigError) as full_error:
        load_config(cwd=repo, environ=environ, full=True)
    assert str(fast_error.value) == str(full_error.value)
    assert "invalid configuration" in str(fast_error.value)
    fast = load_config(cwd=repo, environ=environ, lenient=True)
    full = load_config(cwd=repo, environ=environ, lenient=True, full=True)
    assert fast.warnings == full.warnings != []
    assert fast.as_dict() == full.as_dict() == Settings().model_dump()


def test_get_reads_values_without_building_models(tmp_path: Path) -> None:
    home, repo = _sources(tmp_path, _GLOBAL, None)
    loaded = load_config(cwd=repo, environ={"KENNING_HOME": str(home)})
    assert loaded.get("scoring.half_life_days") == 30.0
    assert loaded.get("agents.claude_code.roots") == ["~/elsewhere"]
    assert loaded.get("agents.aider.enabled") is True  # an agent nobody configured
    assert loaded.get("audit.block") == ["secret", "rule"]
    assert loaded._settings is None
    with pytest.raises(KeyError, match="config show"):
        loaded.get("scoring.half_life")


# -- any mix of values, from the command line and the environment --------------------

_KEYS = [*FIELDS, "agents.codex.enabled", "agents.claude_code.roots", "scoring.nope", "nope.x"]
_VALUES = st.one_of(
    st.integers(-3, 100),
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
    st.text(max_size=4),
    st.sampled_from(["true", "off", "30", "0.5", "-1", "1e2", "warning", "hashing", "secret"]),
    st.lists(st.sampled_from(["secret", "rule", "pinned", "x", ""]), max_size=3),
)
_ENV_VALUES = st.sampled_from(["30", "0", "-2", "0.25", "yes", "f", "loud", '["secret"]', "[1"])


def _plausible(key: str) -> st.SearchStrategy[Any]:
    """Values for `key`: mostly of its kind (valid or near it), sometimes anything."""
    spec = spec_for(key)
    if spec is None:
        return _VALUES
    kinds: dict[str, st.SearchStrategy[Any]] = {
        "float": st.one_of(
            st.floats(-1, 200), st.integers(-1, 200), st.sampled_from(["30", "0.5", "-1", "1e2"])
        ),
        "int": st.one_of(
            st.integers(-2, 5000), st.sampled_from(["30", "030", "-4", "2.0"]), st.floats(0, 9)
        ),
        "bool": st.one_of(
            st.booleans(), st.sampled_from(["true", "off", "1", "tRuE", "maybe"]), st.integers(0, 2)
        ),
        "str": st.one_of(st.text(max_size=4), st.integers(0, 3)),
        "choice": st.one_of(st.sampled_from(spec.choices or ("x",)), st.text(max_size=3)),
    }
    item = kinds[spec.kind.removeprefix("list[").removesuffix("]")]
    if spec.kind.startswith("list["):
        item = st.lists(item, max_size=3)
    return st.one_of(item, item, item, st.none() if spec.optional else item, _VALUES)


def _layer(
    values: Callable[[str], st.SearchStrategy[Any]], names: list[str] = _KEYS
) -> st.SearchStrategy[dict[str, Any]]:
    keys = st.lists(st.sampled_from(names), max_size=3, unique=True)
    return keys.flatmap(lambda ks: st.fixed_dictionaries({k: values(k) for k in ks}))


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    flags=_layer(_plausible),
    env=_layer(lambda key: st.one_of(*[_plausible(key).map(str)] * 3, _ENV_VALUES)),
    lenient=st.booleans(),
)
@pytest.mark.slow
def test_fast_and_pydantic_paths_agree_on_any_values(
    tmp_path: Path, flags: dict[str, Any], env: dict[str, str], lenient: bool
) -> None:
    environ = {"KENNING_HOME": str(tmp_path / "h")}
    environ.update({"KENNING_" + k.upper().replace(".", "__"): v for k, v in env.items()})

    def load(full: bool) -> LoadedConfig | str:
        try:
            return load_config(
                cwd=tmp_path, environ=environ, flags=dict(flags), lenient=lenient, full=full
            )
        except ConfigError as exc:
            return str(exc)

    fast, full = load(False), load(True)
    if isinstance(fast, str) or isinstance(full, str):
        assert fast == full
        return
    assert fast.as_dict() == full.as_dict() == full.settings.model_dump()
    assert (fast.origins, fast.warnings) == (full.origins, full.warnings)


_KNOWN = [key for key in _KEYS if spec_for(key) is not None]


def _valid(key: str) -> st.SearchStrategy[Any]:
    """Allowed values for `key`, in the forms a file, the environment or --set gives."""
    spec = spec_for(key)
    assert spec is not None
    low = spec.ge if spec.ge is not None else (spec.gt or 0) + 1e-3
    high = spec.le if spec.le is not None else max(10_000, int(low) * 10)
    kinds: dict[str, st.SearchStrategy[Any]] = {
        "float": st.one_of(
            st.floats(low, high),
            st.integers(int(low) + 1, int(high)),
            st.integers(int(low) + 1, int(high)).map(str),
            st.integers(int(low * 100) + 1, int(high * 100)).map(
                lambda c: f"{c // 100}.{c % 100:02d}"
            ),
        ),
        "int": st.one_of(
            st.integers(int(low), int(high)), st.integers(int(low), int(high)).map(str)
        ),
        "bool": st.one_of(st.booleans(), st.sampled_from(["true", "False", "off", "y", "0"])),
        "str": st.text(st.characters(exclude_categories=["Cc", "Cs"]), max_size=6),
        "choice": st.sampled_from(spec.choices or ("x",)),
    }
    item = kinds[spec.kind.removeprefix("list[").removesuffix("]")]
    return st.lists(item, max_size=3) if spec.kind.startswith("list[") else item


def _env_form(value: Any) -> bool:
    """Whether the environment carries `value`: a list, or a string not read as a TOML array."""
    return isinstance(value, list) or (isinstance(value, str) and not value.startswith("["))


def _as_env(value: Any) -> str:
    # a list travels as a TOML array (JSON strings without control characters are TOML's)
    if isinstance(value, list):
        return "[" + ", ".join(json.dumps(v, ensure_ascii=False) for v in value) + "]"
    return str(value)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    flags=_layer(_valid, _KNOWN),
    env=_layer(lambda key: _valid(key).filter(_env_form).map(_as_env), _KNOWN),
)
@pytest.mark.slow
def test_allowed_values_take_the_fast_path_with_pydantics_result(
    tmp_path: Path, flags: dict[str, Any], env: dict[str, str]
) -> None:
    environ = {"KENNING_HOME": str(tmp_path / "h")}
    environ.update({"KENNING_" + k.upper().replace(".", "__"): v for k, v in env.items()})
    fast = load_config(cwd=tmp_path, environ=environ, flags=dict(flags))
    full = load_config(cwd=tmp_path, environ=environ, flags=dict(flags), full=True)
    _same(fast, full)
