"""Write config_schema.py's key table from the settings models: one definition of each key.

The pydantic models of daemon/core/settings.py are the definition of what a
valid configuration is. The cheap check needs the same facts without
importing pydantic, so its table (`FIELDS`, `AGENT_FIELDS`) is generated from
the models into the marked block of daemon/core/config_schema.py:

    python -m kenning.daemon.core.config_gen          # rewrite the block
    python -m kenning.daemon.core.config_gen --check  # exit 1 if it is stale

tests/test_config_schema.py fails while the block is stale, naming the command.
The block is written, then formatted by ruff (a dev tool, like this command).
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import types
import typing
from pathlib import Path
from typing import Any

import annotated_types
from pydantic.fields import FieldInfo

from kenning.daemon.core import config_schema
from kenning.daemon.core.config_schema import Spec
from kenning.daemon.core.settings import AgentConfig, Settings

__all__ = ["BEGIN", "END", "derive", "is_current", "main", "render", "spec_of"]

BEGIN = "# -- generated from daemon/core/settings.py by `python -m kenning.daemon.core.config_gen`"
END = "# -- end of the generated table"


def spec_of(info: FieldInfo) -> Spec:
    """The table entry a pydantic field implies.

    Raises:
        TypeError: the field has a type or a bound the cheap check does not know.
    """
    ann: Any = info.annotation
    optional = False
    if isinstance(ann, types.UnionType) or typing.get_origin(ann) is typing.Union:
        args = [a for a in typing.get_args(ann) if a is not type(None)]
        optional = len(args) < len(typing.get_args(ann))
        (ann,) = args
    listed = typing.get_origin(ann) is list
    if listed:
        (ann,) = typing.get_args(ann)
    choices: tuple[str, ...] = ()
    if typing.get_origin(ann) is typing.Literal:
        choices, kind = typing.get_args(ann), "choice"
    elif ann in (float, int, bool, str):
        kind = ann.__name__
    else:
        raise TypeError(f"the cheap config check has no kind for {ann!r}: teach config_schema")
    bounds: dict[str, Any] = {}
    for meta in info.metadata:
        if isinstance(meta, annotated_types.Gt):
            bounds["gt"] = meta.gt
        elif isinstance(meta, annotated_types.Ge):
            bounds["ge"] = meta.ge
        elif isinstance(meta, annotated_types.Le):
            bounds["le"] = meta.le
        else:
            raise TypeError(f"the cheap config check has no bound like {meta!r}")
    default = info.get_default(call_default_factory=True)
    return Spec(
        f"list[{kind}]" if listed else kind,
        tuple(default) if isinstance(default, list) else default,
        optional=optional,
        choices=choices,
        **bounds,
    )


def derive() -> tuple[dict[str, Spec], dict[str, Spec]]:
    """`FIELDS` (every `section.key`) and `AGENT_FIELDS` (the keys of `[agents.NAME]`)."""
    fields: dict[str, Spec] = {}
    for section, info in Settings.model_fields.items():
        if section == "agents":
            continue
        model = info.annotation
        assert isinstance(model, type) and hasattr(model, "model_fields"), section
        for name, field in model.model_fields.items():
            fields[f"{section}.{name}"] = spec_of(field)
    agents = {name: spec_of(field) for name, field in AgentConfig.model_fields.items()}
    return fields, agents


def _literal(value: Any) -> str:
    """`value` as Python source, strings in double quotes (the house style)."""
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, tuple):
        items = [_literal(v) for v in value]
        return f"({items[0]},)" if len(items) == 1 else f"({', '.join(items)})"
    return repr(value)


def _entry(spec: Spec) -> str:
    args = [_literal(spec.kind), _literal(spec.default)]
    for name in ("gt", "ge", "le"):
        value = getattr(spec, name)
        if value is not None:
            args.append(f"{name}={value!r}")
    if spec.optional:
        args.append("optional=True")
    if spec.choices:
        args.append(f"choices={_literal(spec.choices)}")
    return f"Spec({', '.join(args)})"


def render() -> str:
    """The generated block, markers included."""
    fields, agents = derive()
    lines = [BEGIN, "", "#: every `section.key` of the configuration but the agents' tables"]
    lines.append("FIELDS: dict[str, Spec] = {")
    lines += [f"    {_literal(key)}: {_entry(spec)}," for key, spec in fields.items()]
    lines += ["}", "", "#: the keys of each `[agents.NAME]` table"]
    lines += ["AGENT_FIELDS: dict[str, Spec] = {"]
    lines += [f"    {_literal(key)}: {_entry(spec)}," for key, spec in agents.items()]
    lines += ["}", END]
    return "\n".join(lines)


def _current(text: str) -> tuple[int, int]:
    begin = text.index(BEGIN)
    end = text.index(END, begin) + len(END)
    return begin, end


def is_current() -> bool:
    """Whether config_schema's table says what the models say (compared as values)."""
    table = getattr(config_schema, "FIELDS", None), getattr(config_schema, "AGENT_FIELDS", None)
    return derive() == table


def main(argv: list[str] | None = None) -> int:
    """Rewrite the block (or, with `--check`, say whether it is current)."""
    args = sys.argv[1:] if argv is None else argv
    if is_current():
        return 0
    path = Path(config_schema.__file__)
    if "--check" in args:
        print(f"{path.name}: the key table is stale; run python -m {__name__}", file=sys.stderr)
        return 1
    text = path.read_text(encoding="utf-8")
    begin, end = _current(text)
    path.write_text(text[:begin] + render() + text[end:], encoding="utf-8")
    if importlib.util.find_spec("ruff") is not None:  # the house format, as `make lint` checks
        subprocess.run([sys.executable, "-m", "ruff", "format", "--quiet", str(path)], check=False)
    print(f"{path.name}: the key table was rewritten from the settings models")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
