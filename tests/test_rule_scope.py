"""The scope a learned rule carries: the person's words, else the project it was said in."""

from __future__ import annotations

import pytest

from kenning.daemon.core.models import Scope
from kenning.daemon.learning.diary import Diary
from kenning.daemon.learning.grouping import scope_of
from kenning.daemon.learning.lesson import Lesson
from kenning.daemon.learning.statements import stated_scope
from kenning.daemon.retrieval.scope_index import scope_slot


def _said(scope: str | None, kind: str = "convention", **kw: object) -> Lesson:
    return Lesson.model_validate(
        {"kind": kind, "text": "Use uv.", "key": "k", "scope": scope, **kw}
    )


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("以后所有项目都用中文回答", "everywhere"),
        ("这个项目用 pnpm，不要用 npm", "repo"),
        ("このリポジトリでは pnpm を使って", "repo"),
        ("すべてのプロジェクトで日本語で答えて", "everywhere"),
        ("Verwende in allen Projekten pnpm.", "everywhere"),
        ("In diesem Projekt immer pnpm.", "repo"),
        ("En todos mis proyectos usa pnpm.", "everywhere"),
        ("Dans tous mes projets, utilise pnpm.", "everywhere"),
        ("Во всех проектах используй pnpm.", "everywhere"),
        ("В этом проекте используй pnpm.", "repo"),
        ("모든 프로젝트에서 pnpm을 써", "everywhere"),
        ("Use the 全局变量 helper.", "repo"),
        ("Always reply in Chinese.", "everywhere"),
        ("以后都用中文回答我", "everywhere"),
        ("日本語で答えてください", "everywhere"),
        (
            "Write the docs in Chinese.",
            "repo",
        ),  # the project's docs, not the talk  # "global variable": no scope word
    ],
)
def test_the_scope_words_are_read_in_the_languages_the_gates_read(text: str, where: str) -> None:
    assert stated_scope(text).where == where


def test_words_said_in_a_project_hold_there() -> None:
    members = [(Diary(session_id="s", workspace="/srv/api"), _said("repo", languages=["python"]))]
    assert scope_of(members) == (Scope.WORKSPACE, "/srv/api")


def test_words_from_a_log_without_a_folder_stay_in_their_unnamed_project() -> None:
    # a prompt log records no folder: the person still meant the project they were in,
    # not every project (nor the language its commands happened to use)
    members = [(Diary(session_id="s"), _said("repo", languages=["python"]))]
    assert scope_of(members) == (Scope.WORKSPACE, None)


def test_everywhere_and_a_file_type_said_win_over_the_project() -> None:
    ws = Diary(session_id="s", workspace="/srv/api")
    assert scope_of([(ws, _said("everywhere"))]) == (Scope.GLOBAL, None)
    typed = _said("filetype", scope_key="typescript")
    assert scope_of([(ws, typed)]) == (Scope.LANGUAGE, "typescript")


def test_an_error_fix_without_a_folder_keeps_its_language() -> None:
    fix = _said(None, kind="error_fix", languages=["go"])
    assert scope_of([(Diary(session_id="a"), fix), (Diary(session_id="b"), fix)]) == (
        Scope.LANGUAGE,
        "go",
    )


def test_a_workspace_rule_without_its_folder_is_brought_by_its_words_only() -> None:
    # an unkeyed language still narrows nothing and is weighed in every briefing; an
    # unkeyed workspace (a folder not recorded) is placed nowhere, like a global rule
    assert scope_slot(Scope.WORKSPACE, None) == (False, None)
    assert scope_slot(Scope.GLOBAL, None) == (False, None)
    assert scope_slot(Scope.LANGUAGE, None) == (True, None)


def test_a_workspace_without_its_folder_is_shown_as_such() -> None:
    from kenning.daemon.cli.review_keys import where_text

    assert where_text({"scope": "workspace", "scope_key": None}) == (
        "workspace (folder not recorded)"
    )
    assert where_text({"scope": "workspace", "scope_key": "/srv/api"}) == "workspace /srv/api"
    assert where_text({"scope": "global", "scope_key": None}) == "global"
