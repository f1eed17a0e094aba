"""The judge's cue words in other languages (daemon/learning/cues.py) reach the same features as
the English ones, and the sentence splitter and gates read Chinese and Japanese punctuation.
Every sentence here is made up for the test."""

from __future__ import annotations

import pytest

from bench.judge_langs import GROUPS, language_group
from kenning.daemon.learning.cues import CUES, LANGS, cue, opens
from kenning.daemon.learning.gates import asks, data_like, standing
from kenning.daemon.learning.judge import TurnInput, feature_names, turn_structure
from kenning.daemon.learning.practice import PRACTICE_MARKS, practice_marks
from kenning.daemon.learning.statements import PATTERN_MARKS, pattern_marks, sentences


def _marks(text: str) -> dict[str, float]:
    names = feature_names("turn", 0)
    return dict(zip(names, turn_structure(TurnInput(text)), strict=True))


#: one durable rule per language: from now on, in this project, always X instead of Y
RULES = {
    "en": "From now on, in this project, always use pnpm instead of npm.",
    "zh": "以后在这个项目里始终用pnpm，而不是npm。",
    "zh-Hant": "以後在這個專案裡總是用pnpm，而不是npm。",
    "ja": "今後、このプロジェクトでは常にnpmではなくpnpmを使ってください。",
    "ko": "앞으로 이 프로젝트에서는 항상 npm 대신 pnpm을 사용하세요.",
    "es": "De ahora en adelante, en este proyecto usa siempre pnpm en lugar de npm.",
    "pt": "De agora em diante, neste projeto prefira sempre pnpm em vez de npm.",
    "fr": "Désormais, dans ce projet, utilise toujours pnpm au lieu de npm.",
    "de": "Ab jetzt in diesem Projekt immer pnpm statt npm verwenden.",
    "ru": "Впредь в этом проекте всегда используй pnpm вместо npm.",
}


@pytest.mark.parametrize("lang", sorted(RULES))
def test_a_rule_in_any_language_fires_the_same_features(lang: str) -> None:
    marks = _marks(RULES[lang])
    on = {m for m in ("always_never", "from_now_on", "this_repo", "condition") if marks[m]}
    assert on == {"always_never", "from_now_on", "this_repo", "condition"}, (lang, on)
    assert marks["question_end"] == marks["question_any"] == 0.0
    patterns = dict(zip(PATTERN_MARKS, pattern_marks(RULES[lang]), strict=True))
    assert patterns["trigger"] and patterns["standing"] and patterns["contrast"], lang
    assert patterns["scope"] and not patterns["one_off"], lang


#: the same order for the task at hand in each language: none of the rule's scope words
ORDERS = {
    "zh": "请帮我修复登录页面的按钮。",
    "ja": "ログイン画面のボタンを直してください。",
    "ko": "로그인 화면의 버튼을 고쳐 주세요.",
    "es": "Por favor, arregla el botón de la página de inicio.",
    "pt": "Por favor, corrija o botão da página de login.",
    "fr": "Corrige le bouton de la page de connexion.",
    "de": "Bitte behebe den Fehler am Button der Login-Seite.",
    "ru": "Пожалуйста, исправь кнопку на странице входа.",
}


@pytest.mark.parametrize("lang", sorted(ORDERS))
def test_an_order_for_now_is_a_request_without_scope_words(lang: str) -> None:
    text = ORDERS[lang]
    marks = _marks(text)
    scope = ("always_never", "from_now_on", "this_repo", "everywhere", "voice", "condition")
    assert [m for m in scope if marks[m]] == [], lang
    patterns = dict(zip(PATTERN_MARKS, pattern_marks(text), strict=True))
    practice = dict(zip(PRACTICE_MARKS, practice_marks(text), strict=True))
    assert patterns["request"] or practice["task_verb"], lang


QUESTIONS = {
    "zh": "这个函数是干什么的",
    "zh-mark": "为什么测试失败了？",
    "ja": "この関数は何をするんですか",
    "ko": "이 함수는 왜 필요한가요",
    "es": "¿Por qué falla la prueba?",
    "de": "Warum schlägt der Test fehl",
    "ru": "Почему тест падает",
}


@pytest.mark.parametrize("lang", sorted(QUESTIONS))
def test_a_question_is_read_by_its_form_without_an_ascii_mark(lang: str) -> None:
    marks = _marks(QUESTIONS[lang])
    assert marks["question_end"] == marks["question_any"] == 1.0, lang


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("make_sure", "提交之前务必跑一遍测试"),
        ("make_sure", "コミットする前にテストを忘れないで"),
        ("make_sure", "Vergiss nicht, die Tests laufen zu lassen"),
        ("make_sure", "Не забудь запустить тесты перед коммитом"),
        ("voice", "我们习惯用两个空格缩进"),
        ("voice", "Preferimos commits pequeños"),
        ("voice", "Nous utilisons des tabulations"),
        ("modal", "所有接口都应该返回JSON"),
        ("modal", "Las migraciones deben ser reversibles"),
        ("modal", "Die Tests müssen ohne Netzwerk laufen"),
        ("modal", "Ответы API должны быть в JSON"),
        ("everywhere", "Everywhere else: en todos mis proyectos uso tabs"),
        ("everywhere", "所有项目都用UTC时间"),
        ("prohibit", "禁止修改vendor目录"),
        ("prohibit", "vendorフォルダは変更しないで"),
        ("prohibit", "vendor 폴더는 수정하지 마세요"),
        ("prohibit", "Не трогай папку vendor"),
        ("opener", "不对，我说的是另一个文件"),
        ("opener", "違う、そのファイルじゃない"),
        ("opener", "Nein, die andere Datei"),
        ("chat", "谢谢，很好"),
        ("chat", "Merci, c'est parfait"),
        ("reason", "用UTC，因为服务器在不同时区"),
        ("reason", "Usa UTC porque los servidores están en otras zonas"),
        ("you_did", "你又把测试删了"),
        ("you_did", "Ты удалил тесты"),
        ("now", "这次先跳过测试"),
        ("now", "Por ahora no hace falta"),
        ("generic", "所有函数都要有类型注解"),
        ("generic", "Chaque fonction a besoin d'un test"),
    ],
)
def test_each_cue_in_its_languages(name: str, text: str) -> None:
    assert cue(name, text), (name, text)


def test_every_cue_has_every_language() -> None:
    for name, table in CUES.items():
        assert set(table) == set(LANGS), name


@pytest.mark.parametrize(
    "text",
    [
        "Fix the login bug and run the tests.",
        "Can you utilize the cache and execute the migration?",
        "Add a comment to the parser. Note the edge case with empty rows.",
        "The car is red; use a da-style name for the database.",
    ],
)
def test_english_text_fires_no_cue_of_another_language(text: str) -> None:
    assert [name for name in CUES if cue(name, text)] == []


def test_a_cue_in_the_middle_of_a_longer_word_is_not_read() -> None:
    # "nie" (German: never) inside "niedrig", "hier" inside "hierarchy", "cada" in "cascada"
    assert not cue("always", "Die Latenz ist niedrig")
    assert not cue("here", "the hierarchy of modules")
    assert not cue("generic", "una cascada de errores")


def test_an_order_opens_with_a_norm_verb_after_a_polite_word() -> None:
    assert opens("norm_verb", "请使用pnpm安装依赖")
    assert opens("norm_verb", "Bitte verwende pnpm")
    assert not opens("norm_verb", "安装依赖的时候使用pnpm")


def test_the_gates_read_full_width_punctuation() -> None:
    # a full-width question mark is a question's; a colon, brackets or a full stop are no data
    assert asks("这个接口返回什么？")
    assert asks("このファイルは何ですか？")
    rule = "注意：以后不要修改vendor目录（第三方代码）。"
    assert not asks(rule) and standing(rule) and not data_like(rule)
    assert not standing("以后每次提交前都要先跑测试吗？")  # asked, not stated
    # a turn is cut at line breaks and at . ! ? before a space, not at 。！？ (measured:
    # cutting there loses a labelled brief whose lessons span its sentences; bench/README.md)
    assert sentences("以后用pnpm。不要用npm！\n好的") == ["以后用pnpm。不要用npm！", "好的"]


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
def test_the_bench_detector_groups_a_turn_by_its_script_and_words(text: str, group: str) -> None:
    assert language_group(text) == group
