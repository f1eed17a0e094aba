"""What a workspace is written in: languages from file extensions, frameworks from manifests
(and a file's frameworks from its imports).

A file's language comes from the one table of languages (daemon/core/languages.py).

The context briefing uses this to decide which `language` and `framework`
scoped rules apply. Detection is cheap and bounded: a file's extension, and
the dependency names listed in the manifest files (package.json,
pyproject.toml, requirements.txt, Cargo.toml, go.mod, Gemfile, composer.json,
pom.xml, build.gradle) of the workspace and of the folders between the file
and the workspace. A manifest larger than `MAX_MANIFEST_BYTES` is skipped.
"""

from __future__ import annotations

import json
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kenning.daemon.core.languages import file_language, is_code

__all__ = [
    "MAX_MANIFEST_BYTES",
    "Stack",
    "detect_stack",
    "file_imports",
    "imports_on",
    "language_of",
]

MAX_MANIFEST_BYTES = 512 * 1024

#: manifest file → the language it implies
_MANIFESTS: dict[str, str] = {
    "pyproject.toml": "python",
    "requirements.txt": "python",
    "setup.py": "python",
    "package.json": "javascript",
    "tsconfig.json": "typescript",
    "Cargo.toml": "rust",
    "go.mod": "go",
    "Gemfile": "ruby",
    "composer.json": "php",
    "pom.xml": "java",
    "build.gradle": "java",
}

_NAME = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9_.\-]*)")
_GO_REQUIRE = re.compile(r"^\s*(?:require\s+)?([\w.\-]+/[\w.\-/]+)\s+v", re.MULTILINE)
_GEM = re.compile(r"""^\s*gem\s+['"]([\w\-]+)['"]""", re.MULTILINE)
_MAVEN = re.compile(r"<artifactId>\s*([\w.\-]+)\s*</artifactId>")
_GRADLE = re.compile(r"""['"][\w.\-]+:([\w.\-]+):""")


@dataclass(frozen=True)
class Stack:
    """Languages and frameworks (dependency names, lower case) of a workspace or file."""

    languages: frozenset[str] = field(default_factory=frozenset)
    frameworks: frozenset[str] = field(default_factory=frozenset)
    manifests: tuple[str, ...] = ()


def language_of(path: Path) -> str | None:
    """The programming language of a file from its name (daemon/core/languages.py), or None.

    Data, markup and configuration (YAML, Markdown, TOML) are not programming
    languages: a lesson learned while editing a README is not a Markdown lesson.
    """
    lang = file_language(path.name)
    return lang if lang is not None and is_code(lang) else None


def _norm(name: str) -> str:
    return name.strip().lower().replace("_", "-")


def _requirement_names(lines: list[Any]) -> set[str]:
    names = set()
    for item in lines:
        if isinstance(item, str) and (m := _NAME.match(item)):
            names.add(_norm(m.group(1)))
    return names


def _deps_of(path: Path) -> set[str]:
    """Dependency names in one manifest (empty when it cannot be read)."""
    try:
        if path.stat().st_size > MAX_MANIFEST_BYTES:
            return set()
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return set()
    name = path.name
    try:
        if name == "package.json":
            data = json.loads(text)
            deps: set[str] = set()
            for key in ("dependencies", "devDependencies", "peerDependencies"):
                section = data.get(key) if isinstance(data, dict) else None
                if isinstance(section, dict):
                    deps |= {_norm(k.rsplit("/", 1)[-1]) for k in section}
            return deps
        if name == "pyproject.toml":
            data = tomllib.loads(text)
            project = data.get("project", {})
            deps = _requirement_names(project.get("dependencies", []))
            for extra in (project.get("optional-dependencies") or {}).values():
                deps |= _requirement_names(extra)
            poetry = data.get("tool", {}).get("poetry", {})
            deps |= {_norm(k) for k in poetry.get("dependencies", {}) if k != "python"}
            return deps
        if name == "Cargo.toml":
            data = tomllib.loads(text)
            deps = set()
            for key in ("dependencies", "dev-dependencies"):
                deps |= {_norm(k) for k in data.get(key, {})}
            return deps
    except (ValueError, tomllib.TOMLDecodeError, AttributeError):
        return set()
    if name == "requirements.txt":
        return _requirement_names([ln for ln in text.splitlines() if not ln.startswith("-")])
    if name == "go.mod":
        return {_norm(m.rsplit("/", 1)[-1]) for m in _GO_REQUIRE.findall(text)}
    if name == "Gemfile":
        return {_norm(m) for m in _GEM.findall(text)}
    if name == "pom.xml":
        return {_norm(m) for m in _MAVEN.findall(text)}
    if name == "build.gradle":
        return {_norm(m) for m in _GRADLE.findall(text)}
    if name == "composer.json":
        try:
            data = json.loads(text)
        except ValueError:
            return set()
        section = data.get("require", {}) if isinstance(data, dict) else {}
        return (
            {_norm(k.rsplit("/", 1)[-1]) for k in section} if isinstance(section, dict) else set()
        )
    return set()


def _folders(workspace: Path | None, file: Path | None, depth: int = 6) -> list[Path]:
    """The workspace, and the file's folders up to the workspace (at most `depth`)."""
    folders: list[Path] = []
    if file is not None:
        here = file.parent
        for _ in range(depth):
            folders.append(here)
            if here == workspace or here.parent == here:
                break
            here = here.parent
    if workspace is not None and workspace not in folders:
        folders.append(workspace)
    return folders


def detect_stack(workspace: Path | None, file: Path | None) -> Stack:
    """Languages and frameworks of `file` and `workspace` (both optional, absolute paths)."""
    languages: set[str] = set()
    frameworks: set[str] = set()
    manifests: list[str] = []
    if file is not None and (lang := file_language(file.name)):
        languages.add(lang)
    for folder in _folders(workspace, file):
        for name, lang in _MANIFESTS.items():
            path = folder / name
            if path.is_file():
                languages.add(lang)
                manifests.append(str(path))
                frameworks |= _deps_of(path)
    if "typescript" in frameworks:
        languages.add("typescript")
    return Stack(frozenset(languages), frozenset(frameworks), tuple(manifests))


_IMPORT_PATTERNS = [
    re.compile(r"^\s*import\s+([\w.]+(?:\s*,\s*[\w.]+)*)\s*$"),  # python `import a, b.c`
    re.compile(r"^\s*from\s+([\w.]+)\s+import\b"),  # python `from a import b`
    re.compile(r"""\bfrom\s+['"]([^'"]+)['"]"""),  # js/ts `import x from "y"`
    re.compile(r"""^\s*import\s+['"]([^'"]+)['"]"""),  # js side-effect import, go
    re.compile(r"""\brequire\s*\(?\s*['"]([^'"]+)['"]"""),  # node, ruby
    re.compile(r"^\s*use\s+([\w:]+)"),  # rust, php
    re.compile(r"^\s*extern\s+crate\s+(\w+)"),
    re.compile(r"""^\s*#\s*include\s*[<"]([^>"]+)[>"]"""),  # c, c++
    re.compile(r"^\s*import\s+(?:static\s+)?([\w.]+)\s*;"),  # java, kotlin
]
_IMPORT_HINT = re.compile(r"\b(?:import|from|require|use|include|crate)\b")
_IMPORT_LINES = re.compile(
    r"^[ \t]*(?:import|from|use|extern|#[ \t]*include|const|let|var|require)\b[^\n]*$",
    re.MULTILINE,
)


def imports_on(line: str) -> list[str]:
    """Module names imported by this line (any common language), as written."""
    if not _IMPORT_HINT.search(line):
        return []
    found: list[str] = []
    for pattern in _IMPORT_PATTERNS:
        m = pattern.search(line)
        if m:
            found += [part.strip() for part in m.group(1).split(",") if part.strip()]
    return found


def _module_words(module: str) -> list[str]:
    return [w for w in re.split(r"[^A-Za-z0-9_]+", module) if w]


def file_imports(text: str) -> frozenset[str]:
    """Every word of every module imported in `text` (lower case): frameworks in use."""
    words: set[str] = set()
    for m in _IMPORT_LINES.finditer(text):
        for module in imports_on(m.group(0)):
            words.update(w.lower() for w in _module_words(module))
    return frozenset(words)
