from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kenning.daemon.core.config import effective_items, load_config
from kenning.daemon.core.errors import ConfigError


def _env(home: Path, **extra: str) -> dict[str, str]:
    return {"KENNING_HOME": str(home), **extra}


def test_defaults_when_nothing_is_set(tmp_path: Path) -> None:
    loaded = load_config(cwd=tmp_path, environ=_env(tmp_path / "h"))
    assert loaded.settings.scoring.half_life_days == 90
    assert loaded.paths.db == tmp_path / "h" / "kenning.db"
    assert loaded.origin("scoring.half_life_days") == "default"


def test_cascade_order_global_repo_env_flag(tmp_path: Path) -> None:
    home = tmp_path / "h"
    home.mkdir()
    (home / "config.toml").write_text(
        "[scoring]\nhalf_life_days = 10\nharmful_multiplier = 2\nstale_days = 7\n"
    )
    repo = tmp_path / "repo"
    (repo / ".kenning").mkdir(parents=True)
    (repo / ".kenning" / "config.toml").write_text(
        "[scoring]\nhalf_life_days = 20\nharmful_multiplier = 3\n"
    )
    env = _env(home, KENNING_SCORING__HALF_LIFE_DAYS="30")
    loaded = load_config(cwd=repo, environ=env, flags={"scoring.half_life_days": "40"})
    s = loaded.settings.scoring
    assert (s.half_life_days, s.harmful_multiplier, s.stale_days) == (40, 3, 7)
    assert loaded.origin("scoring.half_life_days") == "command line"
    assert loaded.origin("scoring.harmful_multiplier") == str(repo / ".kenning" / "config.toml")
    assert loaded.origin("scoring.stale_days") == str(home / "config.toml")
    no_flag = load_config(cwd=repo, environ=env)
    assert no_flag.settings.scoring.half_life_days == 30
    assert no_flag.origin("scoring.half_life_days") == "environment"


def test_repo_root_found_from_a_subfolder(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    sub = repo / "src" / "pkg"
    sub.mkdir(parents=True)
    assert load_config(cwd=sub, environ=_env(tmp_path / "h")).repo_root == repo


def test_invalid_value_names_file_key_and_allowed_values(tmp_path: Path) -> None:
    home = tmp_path / "h"
    home.mkdir()
    (home / "config.toml").write_text('[lsp]\nseverity = "loud"\n')
    with pytest.raises(ConfigError) as info:
        load_config(cwd=tmp_path, environ=_env(home))
    text = str(info.value)
    assert str(home / "config.toml") in text
    assert "lsp.severity" in text
    assert "'error', 'warning', 'information' or 'hint'" in text


def test_unknown_key_is_refused(tmp_path: Path) -> None:
    env = _env(tmp_path / "h", KENNING_SCORING__HALF_LIFE="3")
    with pytest.raises(ConfigError, match=r"scoring\.half_life"):
        load_config(cwd=tmp_path, environ=env)


def test_corrupt_toml_is_reported_with_line_and_backed_up(tmp_path: Path) -> None:
    home = tmp_path / "h"
    home.mkdir()
    bad = home / "config.toml"
    bad.write_text("[scoring]\nhalf_life_days = = 3\n")
    with pytest.raises(ConfigError) as info:
        load_config(cwd=tmp_path, environ=_env(home))
    assert "line 2" in str(info.value)
    backups = list((home / "backups").iterdir())
    assert len(backups) == 1 and backups[0].read_text() == bad.read_text()


def test_effective_items_lists_every_key(tmp_path: Path) -> None:
    loaded = load_config(cwd=tmp_path, environ=_env(tmp_path / "h"))
    keys = {k for k, _v, _s in effective_items(loaded)}
    assert {"scoring.half_life_days", "lsp.severity", "embed.model"} <= keys


@pytest.mark.slow
def test_config_show_json_through_cli(kenning: Any, kenning_home: Path) -> None:
    (kenning_home / "config.toml").write_text("[search]\nrrf_k = 10\n")
    result = kenning("--set", "lsp.max_hover_rules=5", "config", "show", "--json")
    assert result.code == 0, result.stderr
    settings = result.json()["settings"]
    assert settings["search.rrf_k"] == {"value": 10, "source": str(kenning_home / "config.toml")}
    assert settings["lsp.max_hover_rules"] == {"value": 5, "source": "command line"}


@pytest.mark.slow
def test_bad_config_fails_cli_with_json_error(kenning: Any, kenning_home: Path) -> None:
    (kenning_home / "config.toml").write_text('[embed]\nbackend = "gpu"\n')
    result = kenning("config", "show", "--json")
    assert result.code == 1
    error = result.json()["error"]
    assert error["kind"] == "config" and "embed.backend" in error["message"]


def test_a_config_file_that_is_not_utf8_names_the_file_line_and_fix(tmp_path: Path) -> None:
    home = tmp_path / "h"
    home.mkdir()
    (home / "config.toml").write_bytes(b"[scoring]\n# caf\xe9\nstale_days = 3\n")
    with pytest.raises(ConfigError) as info:
        load_config(cwd=tmp_path, environ=_env(home))
    assert str(home / "config.toml") in info.value.message
    assert "not UTF-8" in info.value.message and "line 2" in info.value.message
    assert info.value.fix is not None and "UTF-8" in info.value.fix


def test_a_config_path_that_is_a_folder_is_an_error_not_ignored(tmp_path: Path) -> None:
    home = tmp_path / "h"
    (home / "config.toml").mkdir(parents=True)
    with pytest.raises(ConfigError, match="is a folder") as info:
        load_config(cwd=tmp_path, environ=_env(home))
    assert info.value.fix is not None and "rmdir" in info.value.fix


def test_lenient_skips_a_bad_file_and_drops_only_bad_keys(tmp_path: Path) -> None:
    home = tmp_path / "h"
    home.mkdir()
    (home / "config.toml").write_text("[scoring]\nstale_days = 7\n[audit]\nblock = ['rule']\n")
    repo = tmp_path / "repo"
    (repo / ".kenning").mkdir(parents=True)
    (repo / ".kenning" / "config.toml").write_text(
        "[scoring]\nstale_days = 9\nhalf_life_days = -1\n[audit]\nblok = []\n"
        "block = ['secret', 'sekret']\n[nosuch.section]\nx = 1\n"
    )
    loaded = load_config(cwd=repo, environ=_env(home), lenient=True)
    assert loaded.settings.scoring.stale_days == 9  # the repo's good key stays
    assert loaded.settings.scoring.half_life_days == 90  # its bad key falls back
    assert loaded.settings.audit.block == ["rule"]  # to the global file's value
    text = "\n".join(loaded.warnings)
    for key in ("scoring.half_life_days", "audit.blok", "audit.block", "nosuch"):
        assert f"`{key}" in text, key
    assert str(repo / ".kenning" / "config.toml") in text
    with pytest.raises(ConfigError):
        load_config(cwd=repo, environ=_env(home))
    (repo / ".kenning" / "config.toml").write_bytes(b"\xff\xfe")
    loaded = load_config(cwd=repo, environ=_env(home), lenient=True)
    assert loaded.settings.scoring.stale_days == 7 and "not UTF-8" in loaded.warnings[0]


def test_a_repo_config_cannot_turn_off_secret_blocking(tmp_path: Path) -> None:
    home = tmp_path / "h"
    repo = tmp_path / "repo"
    (repo / ".kenning").mkdir(parents=True)
    (repo / ".kenning" / "config.toml").write_text("[audit]\nblock = ['pinned']\n")
    loaded = load_config(cwd=repo, environ=_env(home))
    assert loaded.settings.audit.block == ["secret", "pinned"]
    assert "cannot turn off secret blocking" in loaded.warnings[0]
    # the user's own file may
    home.mkdir()
    (home / "config.toml").write_text("[audit]\nblock = []\n")
    loaded = load_config(cwd=repo, environ=_env(home))
    assert loaded.settings.audit.block == ["pinned"] and not loaded.warnings


def test_config_re_exports_exactly_the_settings_models() -> None:
    """config.py names the models without importing pydantic: the list must match settings'."""
    import inspect

    from kenning.daemon.core import config, settings

    # the models and types, not settings' functions (trusted_settings)
    models = frozenset(n for n in settings.__all__ if not inspect.isfunction(getattr(settings, n)))
    assert models == config._MODELS
    for name in models:
        assert getattr(config, name) is getattr(settings, name)


def test_the_plain_view_reads_what_the_model_reads_agents_included(tmp_path: Path) -> None:
    """`plain()` stands where `settings` is read (ingest, status, doctor): the same values."""
    home = tmp_path / "h"
    home.mkdir()
    (home / "config.toml").write_text(
        '[ingest]\nexclude = ["*/scratch/*"]\nproject_depth = 2\n'
        '[agents.codex]\nroots = ["~/x"]\nexclude = ["*secret*"]\n'
        "[agents.aider]\nenabled = false\n"
    )
    loaded = load_config(cwd=tmp_path, environ=_env(home, KENNING_BACKUP__DAILY="false"))
    plain, model = loaded.plain(), loaded.settings
    for slug in ("codex", "aider", "claude_code"):  # the last one: not in the file, defaults
        for key in ("enabled", "roots", "exclude"):
            assert getattr(plain.agent(slug), key) == getattr(model.agent(slug), key), (slug, key)
    assert plain.agent("codex").roots == ["~/x"] and plain.agent("aider").enabled is False
    assert plain.ingest.exclude == model.ingest.exclude == ["*/scratch/*"]
    assert plain.ingest.project_depth == model.ingest.project_depth == 2
    assert plain.backup.daily is model.backup.daily is False
    # what a reader process is sent: the model's own dump, and the model it makes of it
    assert plain.model_dump(mode="json") == model.model_dump(mode="json")
    assert type(model).model_validate(plain.model_dump(mode="json")) == model
