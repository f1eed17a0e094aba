"""The judge: what a person's turn, and each of its sentences, is — a small learned classifier.

A turn is one of `KINDS`: the four durable ones (a convention, a correction
that holds beyond the task, a guardrail, a workflow) are lessons; the others
(an instruction for the task at hand, a problem report, a question,
chit-chat, pasted material, a client command) are not. Inside a durable turn
a second, binary head says which sentences state the lesson; a third, the
*practice* head, says whether a sentence of any turn states a lesson on its
own (a practice said in the middle of a task: "…, and keep the handlers
thin"), reading besides what tells a practice from an order for now
(learning/practice.py).

Features (`feature_names`): the MiniLM vector of the text (the embedder
kenning already loads, `retrieval/embedding`), then its structure — length,
the share of lines that look like code, paths, URLs or logs (pasted
material), a question mark, an imperative opener, a named tool, library,
command or path, words that make a practice durable (always, never, every
time, from now on, in this repo, everywhere), the shape of a rule (the
person's own voice: I prefer, we use, I don't want; a modal and a verb; no X
unless…, X instead of Y; the same norms in Chinese and Japanese), the share
of letters outside the Latin script, gates.py's standing and refusal tests,
the hand-written patterns of statements.py (as features only), the turn's
place in the session, whether the agent had acted before it and whether its
next runs passed.

The heads are multinomial logistic regressions (`Head`), trained by
`python -m bench.judge_train` on turns labelled by reading real sessions and
on the synthetic scenarios of bench/lessons, and shipped as
`judge_weights.npz` beside this module. Each has a twin on the structure
alone, used when the embedder is not the model the weights were trained on
(the degraded hashing embedder). `KENNING_JUDGE_WEIGHTS=/path` loads other
weights (a bench trains one per fold).

Inference is cheap: the turns of a session, then the sentences of the turns
that may be durable and the usable sentences of the others, each text
embedded once in a call of its own (so that its vector, hence its verdict,
never depends on what else is judged: see `embed_alone`) and memoised.
Everything is deterministic: the same text and context give the same verdict.
"""

from __future__ import annotations

import hashlib
import io
import json
import logging
import math
import os
import re
import threading
import zipfile
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kenning.daemon.learning.gates import refusal, standing
from kenning.daemon.learning.practice import PRACTICE_MARKS, practice_marks
from kenning.daemon.learning.statements import PATTERN_MARKS, pattern_marks, sentences

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from kenning.daemon.core.config import Paths, Settings
    from kenning.daemon.retrieval.embedding.embedder import Embedder

    Matrix = npt.NDArray[np.float64]

__all__ = [
    "DURABLE",
    "HEADS",
    "KINDS",
    "WEIGHTS_ENV",
    "Head",
    "Judge",
    "SentenceVerdict",
    "TurnInput",
    "TurnVerdict",
    "Weights",
    "default_judge",
    "embed_alone",
    "feature_names",
    "judge_for",
    "load_weights",
    "pick",
    "practice_structure",
    "save_weights",
    "sentence_structure",
    "turn_structure",
    "weights_path",
]

log = logging.getLogger(__name__)

KINDS = (
    "convention", "correction", "guardrail", "workflow",
    "one-off", "problem", "question", "chit-chat", "pasted", "command",
)  # fmt: skip
#: the kinds that are lessons
DURABLE = KINDS[:4]
WEIGHTS_ENV = "KENNING_JUDGE_WEIGHTS"
WEIGHTS_FILE = "judge_weights.npz"
#: the layout of the features; weights of another version are refused
FEATURE_VERSION = 4
#: vectors kept by text (a prompt log says "continue" a thousand times)
MEMO_SIZE = 4096
HEADS = (
    "turn", "turn_plain", "sentence", "sentence_plain", "kind", "kind_plain",
    "practice", "practice_plain",
)  # fmt: skip
#: a sentence of a durable turn states its lesson when its chance is at least the
#: threshold and within this margin of the turn's likeliest sentence
PICK_MARGIN = 0.1

# -- structure ---------------------------------------------------------------------------

_CODE_LINE = re.compile(
    r"^\s{2,}\S|[{};]\s*$|^\s*(?:def|class|import|from|function|const|let|var|return|if|for|"
    r"while|public|private|package|#include|SELECT|INSERT|UPDATE|CREATE|ALTER|<\w+[ >/])\b|"
    r"=>|[=!]==?|\w\(.*\)\s*$|::|^\s*[\]})]",
)
_PATH = re.compile(
    r"(?:^|[\s'\"`(])(?:~|\.{1,2})?/?[\w.-]+/[\w./-]+|\b[\w-]+\.(?:py|ts|tsx|js|jsx|go|rs|rb|"
    r"java|kt|cs|php|sh|sql|md|json|ya?ml|toml|lock|txt|cfg|ini|env|html|css|scss|vue|c|h|cpp)\b"
)
_URL = re.compile(r"https?://|www\.\w")
_LOG_LINE = re.compile(
    r"^\s*(?:\d{4}-\d{2}-\d{2}|\d{2}:\d{2}:\d{2}|\[\w+\]|at\s+\S+[(:]|File \"|Traceback|"
    r"\w*(?:Error|Exception)\b|npm (?:ERR|WARN)|warning:|error(?:\[\w+\])?:|\$ |> |\w+@[\w-]+:)|"
    r"\b(?:ERROR|WARN(?:ING)?|INFO|DEBUG|FATAL|FAILED|PASSED)\b|line \d+|:\d+:\d+",
)
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
_ALWAYS = re.compile(r"\b(?:always|never(?! ?mind)|every ?time|each time|whenever)\b", re.I)
_FROM_NOW = re.compile(
    r"\b(?:from now on|going forward|in (?:the )?future|from here on|next time|by default|"
    r"at all times|for (?:all|every) (?:future|new))\b",
    re.I,
)
_THIS_REPO = re.compile(
    r"\b(?:in|for|across|throughout) (?:this|the|our) (?:repo|repository|project|codebase|"
    r"code base|monorepo|app|workspace)\b|\bhere\b",
    re.I,
)
_EVERYWHERE = re.compile(
    r"\b(?:everywhere|globally|(?:in|for|across) (?:all|every|any) (?:of )?(?:my |our )?"
    r"(?:projects?|repos?|repositories|codebases?|sessions?))\b",
    re.I,
)
_MAKE_SURE = re.compile(
    r"\b(?:make sure|ensure|remember|don'?t forget|keep in mind|note that|be sure)\b", re.I
)
#: the person's own voice stating a preference or a practice: "I prefer", "we use",
#: "I don't want", "my convention", "our style"
_VOICE = re.compile(
    r"\b(?:i|we)(?:'d| would| really| always| usually| generally| normally)? "
    r"(?:prefer|like|love|hate|want|use|keep|follow|stick|avoid|"
    r"(?:do ?n[o']?t|dont|never) (?:want|like|use|need))\b|"
    r"\b(?:my|our) (?:preference|convention|style|rule|rules|standard|guide|guidelines?|"
    r"policy|approach|way)\b",
    re.I,
)
#: a rule's shape: a modal and a verb ("you should run", "tests must not call"), or a
#: practice bound to a condition ("no commits unless I say so", "use X instead of Y")
_MODAL_RULE = re.compile(
    r"\b(?:should|shall|must|need to|needs to|have to|has to|ought to)(?:n'?t| not)?"
    r"(?: always| never| only)? [a-z]{2,}",
    re.I,
)
_CONDITION = re.compile(
    r"\b(?:no|don'?t|do not|never|stop)\b[^.!?\n]{1,60}\b(?:unless|until|without|before)\b|"
    r"\b(?:use|prefer|keep)\b[^.!?\n]{1,60}\b(?:instead of|rather than|over)\b",
    re.I,
)
#: the same words in the scripts without spaces people write to agents in (Chinese,
#: Japanese): don't, never, must, always, from now on, remember, please always …
_NORM_CJK = re.compile(
    r"不要|不用|别再|禁止|必须|务必|一定要|应该|记住|以后|今后|每次|始终|永远|一律|"
    r"しないで|するな|必ず|常に|今後|毎回|ないでください"
)
_NON_LATIN = re.compile(r"[^\W\d_A-Za-z\u00C0-\u024F]")
_BARE_COMMAND = re.compile(r"^\s*(?:[/!]\S+|exit|quit|q|clear|y|n|yes|no)(?:\s+\S+){0,3}\s*$", re.I)
_BARE_PATH = re.compile(r"^\s*[@\w./~-]+/[\w./-]+\s*$|^\s*[@\w.-]+\.\w{1,5}\s*$")

_STRUCTURE = (
    "chars_log", "words_log", "sentences_log", "lines_log",
    "code_share", "path_share", "url_share", "log_share", "fence", "symbol_share",
    "upper_share", "question_end", "question_any",
    "always_never", "from_now_on", "this_repo", "everywhere", "make_sure",
    "slash_command", "bare_path",
    "voice", "modal_rule", "condition", "norm_cjk", "non_latin", "standing", "refusal",
    "pattern_rule",
    *(f"pattern_{name}" for name in PATTERN_MARKS),
)  # fmt: skip
_CONTEXT = (
    "first_turn", "position", "index_log", "after_agent", "next_passed", "next_failed",
)  # fmt: skip
_SENTENCE = ("sentence_first", "sentence_position", "sentence_count_log", "turn_opener")


def _text_structure(text: str, pattern_rule: bool) -> list[float]:
    lines = [ln for ln in text.splitlines() if ln.strip()][:200] or [text]
    n = len(lines)
    words = _WORD.findall(text[:8000])
    chars = len(text)
    head = text[:8000]
    symbols = sum(1 for c in head if not c.isalnum() and not c.isspace())
    upper = sum(1 for w in words[:400] if len(w) > 1 and w.isupper())
    stripped = text.strip()
    parts = sentences(head) or [stripped]
    return [
        math.log1p(chars) / 8.0,
        math.log1p(len(words)) / 6.0,
        math.log1p(len(parts)) / 3.0,
        math.log1p(n) / 4.0,
        sum(1 for ln in lines if _CODE_LINE.search(ln)) / n,
        sum(1 for ln in lines if _PATH.search(ln)) / n,
        sum(1 for ln in lines if _URL.search(ln)) / n,
        sum(1 for ln in lines if _LOG_LINE.search(ln)) / n,
        float("```" in head),
        symbols / max(1, len(head)),
        upper / max(1, min(len(words), 400)),
        float(stripped.endswith("?")),
        float("?" in head),
        float(_ALWAYS.search(head) is not None),
        float(_FROM_NOW.search(head) is not None),
        float(_THIS_REPO.search(head) is not None),
        float(_EVERYWHERE.search(head) is not None),
        float(_MAKE_SURE.search(head) is not None),
        float(_BARE_COMMAND.match(stripped) is not None),
        float(_BARE_PATH.match(stripped) is not None),
        float(_VOICE.search(head) is not None),
        float(_MODAL_RULE.search(head) is not None),
        float(_CONDITION.search(head) is not None),
        float(_NORM_CJK.search(head) is not None),
        len(_NON_LATIN.findall(head)) / max(1, sum(1 for c in head if c.isalpha())),
        float(any(standing(p) for p in parts[:40])),
        float(any(refusal(p) for p in parts[:40])),
        float(pattern_rule),
        *(float(mark) for mark in pattern_marks(text)),
    ]


@dataclass(frozen=True)
class TurnInput:
    """One turn of the person, with where it sits in its session.

    Attributes:
        text: the person's words (client blocks already removed).
        index: its place among the person's turns of the session, from 0.
        count: how many turns the person wrote in the session.
        after_agent: the agent ran or changed something since the person last spoke.
        outcome: whether the agent's runs after it passed (None: it ran nothing).
    """

    text: str
    index: int = 0
    count: int = 1
    after_agent: bool = False
    outcome: bool | None = None


def _context(turn: TurnInput) -> list[float]:
    return [
        float(turn.index == 0),
        turn.index / max(1, turn.count - 1),
        math.log1p(turn.index) / 6.0,
        float(turn.after_agent),
        float(turn.outcome is True),
        float(turn.outcome is False),
    ]


def turn_structure(turn: TurnInput) -> list[float]:
    """The structure features of a turn (`feature_names("turn")` after the vector)."""
    from kenning.daemon.learning.statements import rule_statements

    rule = bool(rule_statements(turn.text[:4000], after_agent=turn.after_agent))
    return _text_structure(turn.text, rule) + _context(turn)


def sentence_structure(turn: TurnInput, parts: Sequence[str], i: int) -> list[float]:
    """The structure features of sentence `i` of a turn cut into `parts`."""
    from kenning.daemon.learning.statements import is_correction_opener, pattern_verdict

    opener = turn.after_agent and bool(parts) and is_correction_opener(parts[0])
    sentence = parts[i]
    rule = pattern_verdict(sentence, after_agent=turn.after_agent, correction=opener and i <= 1)
    return (
        _text_structure(sentence, rule)
        + _context(turn)
        + [
            float(i == 0),
            i / max(1, len(parts) - 1),
            math.log1p(len(parts)) / 3.0,
            float(opener),
        ]
    )


def practice_structure(turn: TurnInput, parts: Sequence[str], i: int) -> list[float]:
    """The structure features the practice head reads of sentence `i`: the sentence head's,
    then what tells a practice from an order for now."""
    return sentence_structure(turn, parts, i) + practice_marks(parts[i])


def feature_names(level: str = "turn", dim: int = 384) -> list[str]:
    """The features of a turn (`level="turn"`), a sentence or a practice, in order."""
    names = [f"vector_{i}" for i in range(dim)] + list(_STRUCTURE) + list(_CONTEXT)
    if level == "practice":
        return names + list(_SENTENCE) + list(PRACTICE_MARKS)
    return names + list(_SENTENCE) if level == "sentence" else names


def embed_alone(embedder: Embedder, text: str) -> Matrix:
    """A text's vector from an `embed` call of its own.

    The int8 graph quantises a call's activations together and a call pads
    its texts to the longest, so a text embedded among others gets a slightly
    different vector (up to ~5e-3 per dimension, measured). Alone, a text's
    vector is the same whatever else is judged, and so is its verdict: the
    same sessions give the same lessons. It costs ~2× the batched call per
    text (~11 ms against ~6 ms for a short sentence on one core).
    """
    import numpy as np

    out: Matrix = np.asarray(embedder.embed([text])[0], dtype=np.float64)
    return out


# -- weights -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Head:
    """A (multinomial) logistic regression: standardise, then softmax(x·w + b)."""

    w: Matrix  # (features, classes)
    b: Matrix  # (classes,)
    mu: Matrix  # (features,)
    sd: Matrix  # (features,)

    def proba(self, x: Matrix) -> Matrix:
        import numpy as np

        z = ((x - self.mu) / self.sd) @ self.w + self.b
        z -= z.max(axis=1, keepdims=True)
        e = np.exp(z)
        out: Matrix = e / e.sum(axis=1, keepdims=True)
        return out


@dataclass(frozen=True)
class Weights:
    """The judge's heads and the thresholds chosen by cross-validation.

    `turn` gives each of `KINDS` to a turn, `sentence` the chance that a
    sentence of a durable turn states its lesson, `practice` the chance that a
    sentence of any turn states a lesson on its own, `kind` which of the
    `DURABLE` kinds a lesson is (trained on durable turns and lesson
    sentences only, so the rare guardrails and workflows are not drowned by
    the one-off instructions). Each reads the vector and the structure; its
    `_plain` twin the structure alone. `embedder` names the model the
    vectors came from; `durable` is the probability a turn needs to be a
    lesson, `tentative` the lower one of a turn kept only if the person says
    it again in another session, `sentence` a sentence's inside a durable turn,
    `practice` a sentence's alone in a turn under `tentative` (kept tentative).
    """

    turn: Head
    turn_plain: Head
    sentence: Head
    sentence_plain: Head
    kind: Head
    kind_plain: Head
    practice: Head
    practice_plain: Head
    embedder: str
    dim: int
    durable: float = 0.5
    tentative: float = 0.3
    sentence_threshold: float = 0.5
    practice_threshold: float = 0.5
    meta: dict[str, Any] = field(default_factory=dict)
    digest: str = ""


def weights_path() -> Path:
    """The weights in use: `$KENNING_JUDGE_WEIGHTS`, else the ones shipped with kenning."""
    configured = os.environ.get(WEIGHTS_ENV)
    return Path(configured).expanduser() if configured else Path(__file__).with_name(WEIGHTS_FILE)


def save_weights(path: Path, weights: Weights) -> str:
    """Write `weights` as an .npz whose bytes depend only on the weights (no time stamps).

    Returns:
        The sha256 of the file.
    """
    import numpy as np

    arrays: dict[str, Any] = {}
    for name in HEADS:
        head: Head = getattr(weights, name)
        for part in ("w", "b", "mu", "sd"):
            arrays[f"{name}_{part}"] = np.asarray(getattr(head, part), dtype=np.float32)
    meta = {
        "version": FEATURE_VERSION,
        "kinds": list(KINDS),
        "embedder": weights.embedder,
        "dim": weights.dim,
        "durable": weights.durable,
        "tentative": weights.tentative,
        "sentence": weights.sentence_threshold,
        "practice": weights.practice_threshold,
        **weights.meta,
    }
    arrays["meta"] = np.asarray(json.dumps(meta, sort_keys=True))
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for name in sorted(arrays):
            info = zipfile.ZipInfo(f"{name}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            body = io.BytesIO()
            np.lib.format.write_array(body, arrays[name], allow_pickle=False)
            zf.writestr(info, body.getvalue())
    data = buf.getvalue()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return hashlib.sha256(data).hexdigest()


def load_weights(path: Path | None = None) -> Weights:
    """Read weights written by `save_weights` (default: `weights_path()`).

    Raises:
        ValueError: the file is not judge weights of this feature version.
        OSError: it cannot be read.
    """
    import numpy as np

    path = path or weights_path()
    data = path.read_bytes()
    with np.load(io.BytesIO(data), allow_pickle=False) as npz:
        meta = json.loads(str(npz["meta"]))
        if meta.get("version") != FEATURE_VERSION or tuple(meta.get("kinds", ())) != KINDS:
            raise ValueError(
                f"{path} holds judge weights of another layout (version {meta.get('version')}); "
                "retrain them with `python -m bench.judge_train`"
            )
        heads = {
            name: Head(
                *(npz[f"{name}_{part}"].astype(np.float64) for part in ("w", "b", "mu", "sd"))
            )
            for name in HEADS
        }
    extra = {
        k: v
        for k, v in meta.items()
        if k
        not in (
            "version",
            "kinds",
            "embedder",
            "dim",
            "durable",
            "tentative",
            "sentence",
            "practice",
        )
    }
    return Weights(
        **heads,
        embedder=str(meta["embedder"]),
        dim=int(meta["dim"]),
        durable=float(meta["durable"]),
        tentative=float(meta["tentative"]),
        sentence_threshold=float(meta["sentence"]),
        practice_threshold=float(meta["practice"]),
        meta=extra,
        digest=hashlib.sha256(data).hexdigest(),
    )


# -- verdicts ----------------------------------------------------------------------------


@dataclass(frozen=True)
class TurnVerdict:
    """What the judge makes of a turn: a probability for each of `KINDS`, for each of the
    `DURABLE` kinds should it be a lesson (`lesson_probs`), and the durable probability a
    lesson needs (`threshold`: the weights' `durable`)."""

    probs: tuple[float, ...]
    lesson_probs: tuple[float, ...] = (0.25, 0.25, 0.25, 0.25)
    threshold: float = 0.5

    @property
    def kind(self) -> str:
        """The judge's decision: the likeliest durable kind when the turn is durable enough,
        else the likeliest of the others (the heads are trained with the rare durable
        kinds weighed up, so the likeliest of all ten is not the decision)."""
        if self.durable >= self.threshold:
            return self.lesson_kind
        n = len(DURABLE)
        return KINDS[max(range(n, len(KINDS)), key=lambda k: self.probs[k])]

    @property
    def durable(self) -> float:
        """The probability that the turn states a lesson (one of the durable kinds)."""
        return sum(self.probs[: len(DURABLE)])

    @property
    def lesson_kind(self) -> str:
        """The most likely of the durable kinds, should the turn be a lesson."""
        return DURABLE[max(range(len(DURABLE)), key=lambda k: self.lesson_probs[k])]


@dataclass(frozen=True)
class SentenceVerdict:
    """A sentence of a turn: the chance it states the turn's lesson (should the turn be
    durable), of each durable kind, and that it states a lesson on its own (`practice`)."""

    text: str
    lesson: float
    lesson_probs: tuple[float, ...]
    practice: float = 0.0


def pick(verdicts: Sequence[SentenceVerdict], threshold: float, usable: Sequence[int]) -> set[int]:
    """The sentences of a durable turn that state its lesson: at least `threshold` and
    within `PICK_MARGIN` of the likeliest; else the likeliest alone (the turn states one)."""
    if not usable:
        return set()
    best = max(verdicts[i].lesson for i in usable)
    chosen = {
        i for i in usable
        if verdicts[i].lesson >= threshold and verdicts[i].lesson >= best - PICK_MARGIN
    }  # fmt: skip
    return chosen or {max(usable, key=lambda i: verdicts[i].lesson)}


class Judge:
    """Classifies a person's turns and sentences with one set of weights and one embedder.

    Args:
        weights: from `load_weights`.
        embedder: the process's embedder; when it is not the model the weights
            were trained on (or None), the structure-only heads are used.
    """

    def __init__(self, weights: Weights, embedder: Embedder | None = None) -> None:
        self.weights = weights
        model = weights.embedder.split(":", 1)[0]
        usable = (
            embedder is not None
            and embedder.name.split(":", 1)[0] == model
            and embedder.dim == weights.dim
        )
        self.embedder = embedder if usable else None
        self._memo: OrderedDict[str, Any] = OrderedDict()
        self._lock = threading.Lock()

    @property
    def uses_vectors(self) -> bool:
        """Whether the judge reads the texts' meaning (else their structure only)."""
        return self.embedder is not None

    @property
    def durable_threshold(self) -> float:
        return self.weights.durable

    @property
    def tentative_threshold(self) -> float:
        return self.weights.tentative

    @property
    def sentence_threshold(self) -> float:
        return self.weights.sentence_threshold

    @property
    def practice_threshold(self) -> float:
        return self.weights.practice_threshold

    def vectors(self, texts: Sequence[str]) -> Matrix:
        """The texts' vectors, each computed alone (`embed_alone`) and memoised."""
        import numpy as np

        assert self.embedder is not None
        keys = [hashlib.blake2b(t.encode("utf-8", "replace"), digest_size=16).digest().hex()
                for t in texts]  # fmt: skip
        with self._lock:
            missing = list(dict.fromkeys(k for k in keys if k not in self._memo))
        first = {k: t for k, t in zip(keys, texts, strict=True)}
        got = {k: embed_alone(self.embedder, first[k]) for k in missing}
        if got:
            with self._lock:
                self._memo.update(got)
                while len(self._memo) > MEMO_SIZE:
                    self._memo.popitem(last=False)
        with self._lock:
            rows = [got.get(k, self._memo.get(k)) for k in keys]
        filled: list[Matrix] = [
            r if r is not None else embed_alone(self.embedder, t)
            for r, t in zip(rows, texts, strict=True)
        ]
        out: Matrix = np.vstack(filled) if filled else np.zeros((0, self.weights.dim))
        return out

    def _rows(self, texts: Sequence[str], structure: list[list[float]]) -> Matrix:
        import numpy as np

        plain = np.asarray(structure, dtype=np.float64).reshape(len(texts), -1)
        if self.embedder is None:
            return plain
        return np.hstack([self.vectors(texts), plain])

    def turns(self, items: Sequence[TurnInput]) -> list[TurnVerdict]:
        """The verdict on each turn (one batch)."""
        if not items:
            return []
        x = self._rows([t.text for t in items], [turn_structure(t) for t in items])
        w = self.weights
        turn, kind = (w.turn, w.kind) if self.embedder is not None else (w.turn_plain, w.kind_plain)
        return [
            TurnVerdict(tuple(map(float, p)), tuple(map(float, q)), w.durable)
            for p, q in zip(turn.proba(x), kind.proba(x), strict=True)
        ]

    def sentences(
        self,
        items: Sequence[tuple[TurnInput, Sequence[str]]],
        only: Sequence[Sequence[int] | None] | None = None,
    ) -> list[list[SentenceVerdict]]:
        """For each turn (cut into its sentences), the verdict on each sentence (one batch).

        `only`, per turn: the sentences to judge (None: all); the others are not embedded
        and get no chance of anything (0).
        """
        import numpy as np

        texts: list[str] = []
        lesson_rows: list[list[float]] = []
        marks: list[list[float]] = []
        kind_rows: list[list[float]] = []
        where: list[list[int]] = []  # per turn, the row of each sentence (-1: not judged)
        for n, (turn, parts) in enumerate(items):
            wanted = None if only is None or only[n] is None else set(only[n] or ())
            rows = []
            for i, sentence in enumerate(parts):
                if wanted is not None and i not in wanted:
                    rows.append(-1)
                    continue
                rows.append(len(texts))
                texts.append(sentence)
                lesson_rows.append(sentence_structure(turn, parts, i))
                marks.append(practice_marks(sentence))
                kind_rows.append(turn_structure(TurnInput(
                    sentence, turn.index, turn.count, turn.after_agent, turn.outcome
                )))  # fmt: skip
            where.append(rows)
        if not texts:
            return [[SentenceVerdict(p, 0.0, (0.0,) * len(DURABLE)) for p in parts]
                    for _, parts in items]  # fmt: skip
        w = self.weights
        vec = self.vectors(texts) if self.embedder is not None else None
        lesson_x = np.asarray(lesson_rows, dtype=np.float64)
        practice_x = np.hstack([lesson_x, np.asarray(marks, dtype=np.float64)])
        kind_x = np.asarray(kind_rows, dtype=np.float64)
        if vec is not None:
            lesson_p = w.sentence.proba(np.hstack([vec, lesson_x]))[:, 1]
            practice_p = w.practice.proba(np.hstack([vec, practice_x]))[:, 1]
            kind_p = w.kind.proba(np.hstack([vec, kind_x]))
        else:
            lesson_p = w.sentence_plain.proba(lesson_x)[:, 1]
            practice_p = w.practice_plain.proba(practice_x)[:, 1]
            kind_p = w.kind_plain.proba(kind_x)
        none = (0.0,) * len(DURABLE)
        return [
            [
                SentenceVerdict(
                    parts[i], float(lesson_p[r]), tuple(map(float, kind_p[r])),
                    float(practice_p[r]),
                )
                if r >= 0
                else SentenceVerdict(parts[i], 0.0, none)
                for i, r in enumerate(rows)
            ]
            for (_, parts), rows in zip(items, where, strict=True)
        ]  # fmt: skip


@cache
def _weights_at(path: str, stamp: float) -> Weights:
    return load_weights(Path(path))


def _current_weights() -> Weights:
    path = weights_path()
    try:
        stamp = path.stat().st_mtime
    except OSError as exc:
        raise FileNotFoundError(
            f"the judge's weights are missing ({path}); reinstall kenning, or unset "
            f"{WEIGHTS_ENV}, or retrain them with `python -m bench.judge_train --out {path}`"
        ) from exc
    return _weights_at(str(path), stamp)


_JUDGES: dict[tuple[str, int], Judge] = {}
_JUDGES_LOCK = threading.Lock()


def judge_for(settings: Settings, paths: Paths) -> Judge:
    """The process's judge for a configuration: its weights and the shared embedder.

    An embedder that cannot be loaded leaves the judge on the structure alone
    (logged): learning goes on, less well, as search does with hashing.
    """
    from kenning.daemon.retrieval.embedding.embedder import shared_embedder

    weights = _current_weights()
    try:
        embedder: Embedder | None = shared_embedder(settings, paths)
    except Exception as exc:  # a broken model degrades learning, never stops it
        log.warning("the judge reads structure only: cannot load the embedder (%s)", exc)
        embedder = None
    key = (weights.digest, id(embedder))
    with _JUDGES_LOCK:
        judge = _JUDGES.get(key)
        if judge is None:
            judge = Judge(weights, embedder)
            _JUDGES[key] = judge
        return judge


def default_judge() -> Judge:
    """The judge of the default configuration (`KENNING_HOME`, `KENNING_MODELS_DIR`),
    for callers that were given none (tests, benches, one-off scripts)."""
    from kenning.daemon.core.config import Settings, resolve_paths

    return judge_for(Settings(), resolve_paths(os.environ))
