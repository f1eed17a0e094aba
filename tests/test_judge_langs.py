"""The judge's turns by language (bench/judge_langs.py), and the gates on the full-width
punctuation of Chinese and Japanese. Every sentence here is made up for the test."""

from __future__ import annotations

import pytest

from bench.judge_langs import GROUPS, bench_fold, language_group
from kenning.daemon.learning.gates import asks, refusal, standing, tells_agent
from kenning.daemon.learning.pasted_text import data_like
from kenning.daemon.learning.statements import sentences


@pytest.mark.parametrize(
    ("text", "group"),
    [
        ("Always run the tests before you commit.", "English"),
        ("以后提交前都要先跑测试", "Chinese"),
        ("以後提交前都要先跑測試", "Chinese"),
        ("今後はコミットの前にテストを実行して", "Japanese"),
        ("앞으로 커밋 전에 테스트를 실행하세요", "Korean"),
        ("Впредь всегда запускай тесты", "Cyrillic"),
        ("Siempre ejecuta las pruebas antes de hacer un commit para que nada se rompa", GROUPS[1]),
        ("Bitte immer die Tests laufen lassen, bevor du das Commit machst", GROUPS[1]),
        ("fix src/app.py, 以后都用pnpm安装依赖", "Chinese"),
        ("fix `src/app.py` in the repo, 以后用pnpm", "English"),
        ("12345 !!", "no letters"),
    ],
)
def test_the_detector_groups_a_turn_by_its_script_and_words(text: str, group: str) -> None:
    assert language_group(text) == group


def test_a_repository_keeps_its_bench_fold() -> None:
    assert bench_fold("owner/name") == bench_fold("owner/name") in range(4)


def test_the_gates_read_full_width_punctuation() -> None:
    # a full-width question mark is a question's; a colon, brackets or a full stop are no data
    assert asks("这个接口返回什么？")
    assert asks("このファイルは何ですか？")
    rule = "注意：以后不要修改vendor目录（第三方代码）。"
    assert not asks(rule) and standing(rule) and not data_like(rule)
    assert not standing("以后每次提交前都要先跑测试吗？")  # asked, not stated
    assert not refusal("为什么不要用npm？")
    # a turn is cut at line breaks and at . ! ? before a space, not at 。！？ (measured:
    # cutting there loses a labelled brief whose lessons span its sentences; bench/README.md)
    assert sentences("以后用pnpm。不要用npm！\n好的") == ["以后用pnpm。不要用npm！", "好的"]


def test_a_chinese_clause_that_names_a_thing_tells_the_agent_nothing() -> None:
    # "the part you mean to delete", "the files you need to change": a thing named, no order
    assert not tells_agent("把你要删除的那几行先发给我看看")
    assert not tells_agent("列出你需要修改的文件清单")
    assert tells_agent("你要先读协议文件再改代码")
