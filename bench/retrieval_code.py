"""Coding-agent sessions and chats in Japanese, Chinese and Thai, with facts to find.

Coding projects: a user and an assistant over eight sessions; each fact is
an error the user pastes and the fix the assistant states, asked three ways:
by the identifier or error string (`code`), by a question a developer would
type (`code`), and in other words (`paraphrase`). Identifiers are made up
per project, so no two projects share an answer; the filler is agent talk
over the same words (tests, builds, files, errors).

Foreign chats: two people chatting in Japanese, Chinese or Thai, scripts
written without spaces. Each fact is asked by a word inside it (a substring
that unicode61 cannot find) and by a question in the same language.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

from .retrieval_qa import Conversation, Question, Session

__all__ = ["code_projects", "foreign_chats"]

WORDS = str.split(
    """cart price order invoice ledger batch token session cache queue worker report export
    upload search index user account payment refund shipment coupon stock audit quota"""
)


@dataclass(frozen=True)
class CodeFact:
    error: str  # the user's message
    fix: str  # the assistant's answer: the evidence
    exact: str  # an identifier or error string from the fix or the error
    keyword: str  # a developer's question
    para: str  # other words


CODE_FACTS: list[CodeFact] = [
    CodeFact(
        "CI fails: psycopg.OperationalError connection refused on localhost:{port}",
        "Fixed: the job started before postgres was healthy; I added a pg_isready wait loop "
        "in {file} before running test_{a}_{b}.",
        "pg_isready {file}",
        "how did we fix the postgres connection refused error in CI",
        "the pipeline's database wasn't up in time, what was the remedy",
    ),
    CodeFact(
        "test_{a}_{b}_total is flaky, fails one run in ten",
        "The flake came from set ordering in the {a} fixture; sorting the {b} items before "
        "summing made test_{a}_{b}_total deterministic.",
        "test_{a}_{b}_total",
        "why was the {a} {b} total test flaky",
        "intermittent failure in that spec, root cause",
    ),
    CodeFact(
        "npm start crashes with ERR_OSSL_EVP_UNSUPPORTED after the node upgrade",
        "Set NODE_OPTIONS=--openssl-legacy-provider in the start script of {file}; webpack 4 "
        "hashes with md4, which OpenSSL 3 dropped.",
        "ERR_OSSL_EVP_UNSUPPORTED",
        "node openssl error when starting webpack, fix",
        "dev server dies because a crypto algorithm was removed",
    ),
    CodeFact(
        "mypy: Module 'yaml' has no attribute 'CSafeLoader' in {a}_config.py",
        "Installed types-PyYAML and guarded CSafeLoader with getattr in {a}_config.py, "
        "falling back to SafeLoader without libyaml.",
        "CSafeLoader",
        "mypy yaml attribute error in the {a} config",
        "the type checker rejects the fast parser class, workaround",
    ),
    CodeFact(
        "{Cls}.render() re-renders every row when one {b} changes",
        "Wrapped {Cls}Row in React.memo and keyed rows by {b}_id instead of the index; only "
        "the changed row re-renders now.",
        "{Cls}Row React.memo",
        "{a} list re-renders every row, fix",
        "the UI redraws the whole table after one entry is edited",
    ),
    CodeFact(
        "The {a} export returns 504 Gateway Timeout for big files",
        "Moved export_{a}_{b}() to a background job streaming to object storage; the endpoint "
        "answers 202 with a link to poll.",
        "export_{a}_{b}",
        "{a} export 504 timeout fix",
        "large downloads got cut off by the proxy, what did we change",
    ),
    CodeFact(
        "KeyError: '{b}_id' in {a}_worker.process_batch",
        "process_batch read {b}_id before the migration backfilled it; {a}_worker now skips "
        "rows where it is NULL and logs them.",
        "{a}_worker.process_batch",
        "KeyError {b}_id in the {a} worker",
        "the background job crashed on records missing a field, how was it handled",
    ),
    CodeFact(
        "docker build reinstalls every pip package on each change to {file}",
        "COPY requirements-{a}.txt and pip install before COPY . so the layer cache keeps "
        "dependencies; builds dropped from 4 minutes to 20 seconds.",
        "requirements-{a}.txt",
        "speed up docker build reinstalling pip packages",
        "image creation takes ages since libraries download every time",
    ),
    CodeFact(
        "RecursionError: maximum recursion depth exceeded in {Cls}.__eq__",
        "{Cls}.__eq__ compared parent links that point back at the child; it now compares "
        "{a}_id only, and __hash__ matches it.",
        "{Cls}.__eq__ RecursionError",
        "recursion depth exceeded in the {a} equality check",
        "comparing two objects looped forever, why",
    ),
]

CODE_FILLER = str.split(
    """Running the test suite now.|All tests pass.|Let me look at {file} first.
    |I'll check the logs of the {a} worker.|FAILED tests/test_{a}.py::test_{b} - AssertionError
    |Can you also update the README?|Done, committed as "fix {a} {b} rounding".
    |The build is green again.|Please keep the diff small.|Reverted the change to {file}.
    |I added a test for the {b} case.|Why is the {a} service so slow today?
    |Profiling shows most time in json encoding.|Let's leave that for another PR.
    |Error: exit code 1 while running make lint.|ruff reports 3 unused imports, removed them.
    |The {a} endpoint returns 200 now.|Bumped the {b} dependency to the latest patch.
    |OK, what next?|Looks good to me.|Thanks, merge it.""".replace("\n", ""),
    "|",
)


def _ident(rng: random.Random) -> dict[str, str]:
    a, b = rng.sample(WORDS, 2)
    return {
        "a": a,
        "b": b,
        "Cls": a.capitalize() + b.capitalize(),
        "port": str(rng.randint(5400, 5499)),
        "file": rng.choice(["ci.yml", "Makefile", "package.json", "Dockerfile", "tox.ini"]),
    }


def code_projects(rng: random.Random, n: int, start: date) -> list[Conversation]:
    """`n` coding projects of eight sessions, six facts each."""
    out = []
    for p in range(n):
        conv = f"code-{p:02d}"
        days = [start + timedelta(days=9 * p + 2 * s) for s in range(8)]
        turns: list[list[tuple[str, str]]] = []
        for _ in days:
            session = []
            for t in range(16):
                role = "user" if t % 2 == 0 else "assistant"
                n = 1 if role == "user" else rng.choice((1, 2, 3))
                said = " ".join(rng.choice(CODE_FILLER).format(**_ident(rng)) for _ in range(n))
                session.append((role, said))
            turns.append(session)
        questions = []
        free = [(s, t) for s in range(8) for t in range(0, 14, 2)]
        rng.shuffle(free)
        for k in rng.sample(range(len(CODE_FACTS)), 6):
            fact, slots = CODE_FACTS[k], _ident(rng)
            s, t = free.pop()
            turns[s][t] = ("user", fact.error.format(**slots))
            # the fix is one part of a longer answer
            around = [rng.choice(CODE_FILLER).format(**_ident(rng)) for _ in range(2)]
            fix = " ".join([around[0], fact.fix.format(**slots), around[1]][rng.randint(0, 1) :])
            turns[s][t + 1] = ("assistant", fix)
            at = ((s, t + 1),)
            questions.append(Question(fact.exact.format(**slots), "code", conv, at))
            questions.append(Question(fact.keyword.format(**slots), "code", conv, at))
            questions.append(Question(fact.para.format(**slots), "paraphrase", conv, at))
        sessions = [Session(f"{conv}-s{s}", day, turns[s]) for s, day in enumerate(days)]
        out.append(Conversation(conv, sessions, questions))
    return out


#: per language: speakers, facts (statement, a word inside it, a question), small talk
FOREIGN: dict[str, tuple[tuple[str, str], list[tuple[str, str, str]], list[str]]] = {
    "ja": (
        ("Aiko", "Hiro"),
        [
            (
                "次世代AIアーキテクチャの設計レビューは金曜日に延期になりました。",
                "アーキテクチャ",
                "設計レビューはいつに延期されましたか",
            ),
            (
                "新しいデータベースのマイグレーションでインデックスが壊れていました。",
                "マイグレーション",
                "インデックスが壊れた原因は何でしたか",
            ),
            ("来月から大阪支社に転勤することになりました。", "大阪支社", "誰がどこに転勤しますか"),
            (
                "週末に富士山に登って、山頂で日の出を見ました。",
                "富士山",
                "日の出をどこで見ましたか",
            ),
            (
                "キャッシュの有効期限を五分に短縮したら遅延が解消しました。",
                "有効期限",
                "遅延はどうやって解消しましたか",
            ),
            (
                "テストが不安定だったのはタイムゾーンの設定が原因でした。",
                "タイムゾーン",
                "テストが不安定だった原因は",
            ),
            (
                "猫のミケが動物病院で予防接種を受けました。",
                "予防接種",
                "ミケは病院で何をしましたか",
            ),
            (
                "駅前に新しいラーメン屋がオープンして、味噌ラーメンが絶品でした。",
                "味噌ラーメン",
                "新しい店で何が美味しかったですか",
            ),
        ],
        [
            "今日は本当に忙しかったです。",
            "設計の話はまた明日しましょう。",
            "了解です！",
            "データベースの件、確認しておきます。",
            "週末は家でゆっくりします。",
            "またね！",
            "お疲れさまでした。",
            "テストは全部通りました。",
            "駅まで歩いて行きました。",
            "猫の写真を送りますね。",
            "レビューありがとうございます。",
            "明日は雨みたいです。",
        ],
    ),
    "zh": (
        ("Wei", "Lin"),
        [
            (
                "数据库连接池的最大连接数改成了五十，超时问题解决了。",
                "连接池",
                "超时问题是怎么解决的",
            ),
            ("我们决定下个季度把前端迁移到新的框架。", "前端", "前端什么时候迁移"),
            ("周末去杭州西湖骑自行车了，风景特别美。", "西湖", "周末去哪里骑车了"),
            ("我妹妹在上海开了一家咖啡店。", "咖啡店", "妹妹在上海开了什么店"),
            ("部署脚本里的环境变量写错了，所以服务启动失败。", "环境变量", "服务为什么启动失败"),
            ("这本小说讲的是一个机器人寻找家人的故事。", "机器人", "那本小说讲的是什么"),
            ("公司年会定在十二月二十号，在酒店举办。", "年会", "年会在哪里举办"),
            ("日志里的内存泄漏是图片缓存没有释放导致的。", "内存泄漏", "内存问题的原因是什么"),
        ],
        [
            "今天好累啊。",
            "明天再说吧。",
            "好的，没问题！",
            "数据库的事我来看看。",
            "周末有什么安排？",
            "哈哈，是的。",
            "测试都通过了。",
            "下雨了，记得带伞。",
            "晚安！",
            "谢谢你的帮助。",
            "咖啡喝多了睡不着。",
            "框架的文档写得不太好。",
        ],
    ),
    "th": (
        ("Somchai", "Malee"),
        [
            ("เมื่อวานฉันไปเชียงใหม่กับครอบครัว อากาศเย็นสบายมาก", "เชียงใหม่", "ไปเที่ยวที่ไหนกับครอบครัว"),
            ("ระบบล่มเพราะหน่วยความจำไม่พอ เราเพิ่มแรมเป็นสองเท่า", "หน่วยความจำ", "ทำไมระบบถึงล่ม"),
            ("แมวของฉันชื่อส้มโอ ชอบนอนบนแป้นพิมพ์", "ส้มโอ", "แมวชื่ออะไร"),
            ("เราจะย้ายฐานข้อมูลไปคลาวด์เดือนหน้า", "ฐานข้อมูล", "จะย้ายอะไรไปคลาวด์"),
            ("ร้านกาแฟใหม่ใกล้ออฟฟิศขายขนมปังอร่อยมาก", "ขนมปัง", "ร้านใหม่ขายอะไรอร่อย"),
            ("พี่ชายของฉันได้งานใหม่ที่ธนาคารในกรุงเทพ", "ธนาคาร", "พี่ชายได้งานที่ไหน"),
            ("การทดสอบล้มเหลวเพราะใบรับรองหมดอายุ", "ใบรับรอง", "ทำไมการทดสอบล้มเหลว"),
            ("เสาร์นี้เราจะไปดูคอนเสิร์ตที่สนามกีฬา", "คอนเสิร์ต", "เสาร์นี้จะไปทำอะไร"),
        ],
        [
            "วันนี้งานเยอะมาก",
            "พรุ่งนี้ค่อยคุยกัน",
            "ได้เลย!",
            "เดี๋ยวดูฐานข้อมูลให้",
            "ฝนตกทั้งวัน",
            "ขอบคุณมากนะ",
            "ไปกินข้าวกันไหม",
            "ทดสอบผ่านหมดแล้ว",
            "ฝันดีนะ",
            "เหนื่อยจัง",
            "ครอบครัวสบายดีไหม",
            "กาแฟแก้วที่สามแล้ว",
        ],
    ),
}


def foreign_chats(rng: random.Random, start: date) -> list[Conversation]:
    """Per language two chats (a development and a test one), four facts each."""
    out = []
    for lang, (pair, facts, small) in FOREIGN.items():
        order = rng.sample(range(len(facts)), len(facts))
        for half in (0, 1):
            conv = f"{lang}-{half}"
            days = [start + timedelta(days=5 * s + 30 * half) for s in range(4)]
            turns = [[(pair[t % 2], rng.choice(small)) for t in range(12)] for _ in days]
            free = [(s, t) for s in range(4) for t in range(1, 11)]
            rng.shuffle(free)
            questions = []
            for k in order[4 * half : 4 * half + 4]:
                text, word, question = facts[k]
                s, t = free.pop()
                turns[s][t] = (pair[t % 2], text)
                questions.append(Question(word, "non-english", conv, ((s, t),)))
                questions.append(Question(question, "non-english", conv, ((s, t),)))
            sessions = [
                Session(
                    f"{conv}-s{s}",
                    day,
                    [
                        ("user" if who == pair[0] else "assistant", f"{who}: {text}")
                        for who, text in turns[s]
                    ],
                )
                for s, day in enumerate(days)
            ]
            out.append(Conversation(conv, sessions, questions))
    return out
