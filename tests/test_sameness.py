"""One rule per lesson: whether two statements teach the same lesson (learning/sameness.py)."""

from __future__ import annotations

from pathlib import Path

from bench.same_lesson_bench import DEV, HELD_OUT
from kenning.daemon.core.config import Settings, resolve_paths
from kenning.daemon.learning.sameness import (
    Statement,
    cosines,
    named,
    same_lesson,
    things_agree,
    unread,
)
from kenning.daemon.retrieval.embedding.embedder import shared_embedder


def test_what_a_statement_names_and_on_which_side() -> None:
    said = named("We use uv here, not pip (`uv add httpx` rather than `pip install httpx`).")
    assert {"uv", "uv add"} <= said.prescribed
    assert {"pip", "pip install"} <= said.ruled_out
    assert named("We format with ruff format here; black is not used.").ruled_out == {"black"}


def test_what_they_name_tells_lessons_apart() -> None:
    def agree(a: str, b: str) -> bool | None:
        return things_agree(named(a), named(b))

    assert agree("We use uv here, not pip.", "Always use `uv add` in this repo.") is True
    assert agree("We use uv here, not pip.", "We use pnpm here, not npm.") is False
    assert agree("Use pnpm, not npm.", "Use npm, not pnpm.") is False  # the opposite rule
    assert (
        agree("Run `make lint` before committing.", "Run `make test` before committing.") is False
    )
    assert agree("Use httpx instead of requests.", "Use aiohttp instead of requests.") is False
    assert agree("Use Python 3.12 for new services.", "Use Python 3.11 for new services.") is False
    assert agree("Never commit generated files.", "Do not auto commit.") is None


def test_without_a_model_the_words_decide() -> None:
    same = Statement("Never use print for logging in the workers.")
    assert same_lesson(same, Statement("Never use print for logging in workers!"))
    assert not same_lesson(same, Statement("Always use print for logging in the workers."))


def test_labelled_pairs_with_the_model(model_root: Path) -> None:
    """On the pairs written after the thresholds were fixed, nothing apart is merged."""
    embedder = shared_embedder(Settings(), resolve_paths())
    for pairs, least in ((DEV, 0.8), (HELD_OUT, 0.7)):
        texts = sorted({t for a, b, _ in pairs for t in (a, b)})
        by_text = {s.text: s for s in cosines(embedder, texts)}
        got = [(same_lesson(by_text[a], by_text[b]), same) for a, b, same in pairs]
        assert sum(g == s for g, s in got) >= least * len(pairs)
    held = {(a, b): same_lesson(by_text[a], by_text[b]) for a, b, _ in HELD_OUT}
    assert not any(held[(a, b)] for a, b, same in HELD_OUT if not same)
    uv = cosines(embedder, ["We use uv here, not pip.", "Always use `uv add` in this repo."])
    assert same_lesson(*uv)


def test_two_long_chinese_requests_naming_one_command_are_two_lessons(model_root: Path) -> None:
    # a statement in a script without spaces is long by its letters: two requests that
    # both name `/status` need the plain threshold, which they do not reach
    embedder = shared_embedder(Settings(), resolve_paths())
    a, b = cosines(
        embedder,
        [
            "每次完成修改以后，请运行 `/status` 命令并把输出贴给我，用真实的结果说明问题已经解决。",
            "如果页面还是空白，就运行 `/status` 看看后台服务有没有启动，"
            "再把日志的最后几十行发给我。",
        ],
    )
    assert not same_lesson(a, b)


def test_in_a_script_the_model_does_not_read_the_words_decide(model_root: Path) -> None:
    # the default model maps these short requests to one vector (cosine 1.0): "restart the
    # service" and "delete the cache" are two lessons; the same rule said again in nearly
    # the same words is one
    embedder = shared_embedder(Settings(), resolve_paths())
    texts = ["重启服务", "删除缓存", "提交之前先运行单元测试", "每次提交之前都要运行单元测试"]
    first, second = embedder.embed(texts[:2])
    assert float(sum(x * y for x, y in zip(first, second, strict=True))) > 0.9
    restart, clear, tests, again = cosines(embedder, texts)
    assert all(unread(t) for t in texts) and not unread("Run the unit tests before each commit.")
    assert restart.vector is None  # not embedded: its cosine is no meaning
    assert not same_lesson(restart, clear)
    assert same_lesson(tests, again)


def test_the_english_model_does_not_read_cyrillic_or_greek_either(model_root: Path) -> None:
    # a Russian order and an English rule of another language are not one lesson by the
    # model's cosine: a statement mostly in a script other than Latin is compared by words
    embedder = shared_embedder(Settings(), resolve_paths())
    russian = "Отвечай мне только по-испански."
    texts = [russian, "Write the project's user guide in Portuguese.", "Отвечай мне по-испански."]
    assert unread(russian) and unread("Γράφε πάντα τα σχόλια στα ελληνικά.")
    assert not unread("Écris les commentaires en français, s'il te plaît.")  # Latin, accented
    reply, guide, again = cosines(embedder, texts)
    assert reply.vector is None and guide.vector is not None
    assert not same_lesson(reply, guide)
    assert same_lesson(reply, again)


def test_the_same_reply_language_said_again_in_other_words_is_one_lesson() -> None:
    # which language to answer in: one lesson whatever the words, another for another language
    russian = Statement("Отвечай мне всегда на русском.")
    again = Statement("Пиши мне по-русски и объясняй, что делаешь.")
    english = Statement("Reply in Russian, please.")
    chinese = Statement("以后的回答都用中文")
    assert same_lesson(russian, again) and same_lesson(russian, english)
    assert not same_lesson(russian, chinese)
    assert not same_lesson(english, Statement("Write the user guide in Russian."))
