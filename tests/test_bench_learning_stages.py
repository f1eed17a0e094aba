"""The stage trace of the real-log bench (`bench/learning_stages.py`): the gate it names
for a sentence the gates keep out, the overlap test it finds a lesson's words by, and the
stage × kind table it prints."""

from __future__ import annotations

from bench.learning_stages import STAGES, Lost, _gate, _overlaps, table


def test_the_gate_named_is_the_one_that_keeps_the_sentence_out() -> None:
    parts = ["Can you check why the export is slow?", "We keep migrations reversible here."]
    assert _gate(parts, 0).endswith("(asks)")
    assert _gate(parts, 1) == "usable"
    assert _gate(["ok"], 0) == "too short"
    assert _gate(["PMA_HOST: db.", "Use uv run for scripts."], 0).startswith("data")


def test_overlap_finds_a_sentence_inside_a_turn_either_way() -> None:
    turn = "Fix the import. From now on, prefer pathlib over os.path in this repo."
    assert _overlaps(turn, "From now on, prefer pathlib over os.path in this repo.")
    assert _overlaps("prefer pathlib over os.path", turn)
    assert not _overlaps(turn, "Use black for formatting in every project.")
    assert not _overlaps("ok", "okay then")


def test_the_table_counts_each_stage_by_kind_and_sums_the_sweep() -> None:
    lost = [
        Lost("a", 1, "convention", "judge", "turn one-off", {"durable": 0.2}),
        Lost("a", 2, "convention", "gate", "turn judged pasted"),
        Lost("b", 3, "workflow", "judge", "turn one-off"),
    ]
    sweeps = [
        {"practice 0.50 drawn": 4, "practice 0.50 lessons": 1},
        {"practice 0.50 drawn": 6, "practice 0.50 lessons": 1},
    ]
    out = table(lost, sweeps, "test")
    first = out.split("\n\n")[0].splitlines()
    rows = {line.split("|")[1].strip(): line for line in first}
    assert [c.strip() for c in rows["judge"].split("|")[2:7]] == ["1", "0", "0", "1", "2"]
    assert [c.strip() for c in rows["all"].split("|")[2:7]] == ["2", "0", "0", "1", "3"]
    assert all(s in rows for s in STAGES)
    assert "| practice 0.50 | 10 | 2 | 20.0 % |" in out


def test_the_error_table_counts_each_missed_error_fix_by_stage_and_agent() -> None:
    from bench.error_trace import error_table

    rows = [
        {"file": "aider/a.md", "stage": "(a) no error found"},
        {"file": "codex/b.jsonl", "stage": "(a) no error found"},
        {"file": "codex/b.jsonl", "stage": "(d) fix drawn, not this one"},
    ]
    lines = error_table(rows).splitlines()
    assert lines[0] == "| missed error fix, stage | all | aider | codex |"
    by = {line.split("|")[1].strip(): line for line in lines[2:]}
    assert [c.strip() for c in by["(a) no error found"].split("|")[2:5]] == ["2", "1", "1"]
    assert [c.strip() for c in by["(d) fix drawn, not this one"].split("|")[2:5]] == ["1", "0", "1"]
    assert "(b) found, not resolved" not in by  # a stage no lesson is at is left out
