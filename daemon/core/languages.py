"""kenning's languages: the one table of names, editors' ids, file names and comment syntax.

Every surface names a file's language the same way: a rule scoped to
`language: toml` applies to `pyproject.toml` whether the editor calls it
`toml` (VS Code, Neovim, Helix), `conf-toml` (Emacs' `conf-toml-mode`, as eglot
names it) or says nothing at all (the commit audit, which has only the path).

- `language_key(name)`: one name per language. Lower case, `_` and spaces as
  `-`, an Emacs major mode's `-mode` / `-ts-mode` dropped, then the aliases of
  the table (`py` → `python`, `sh`/`bash`/`shell-script`/`shellscript` →
  `shell`, `make` → `makefile`, `gfm`/`md` → `markdown`, `yml` → `yaml`,
  `javascriptreact` → `javascript`, `typescriptreact`/`tsx` → `typescript`).
  A name the table does not know stays itself (`elixir-ish` → `elixir-ish`).
- `file_language(path)`: from the file's name (`Makefile`, `Dockerfile`,
  `.env`) or extension; None when the table has neither.
- `editor_language(path, language_id)`: what the language server uses. The
  file's name decides when the table knows it: an editor may send one id for
  every buffer of a server (eglot before 1.16 sends the id of the mode that
  started the server, `conf-toml` for a README too), and a generic id
  (`plaintext`, `fundamental`) says nothing. The editor's id decides when the
  name says nothing (`bin/deploy` as `sh`), or only vaguely (`notes.txt` as
  `markdown`, `nginx.conf` as `nginx`), or when it picks one of the languages
  an ambiguous extension may hold (`.h` as `cpp`).
- `line_comments`, `block_comment`: how a comment starts, to tell a comment
  from code and to write a `kenning: ignore[...]` pragma.
- `is_mixed`: files where commands and snippets of any language live (a shell
  script, a Makefile, YAML, Markdown, TOML): a rule tagged `python` still
  shows there (`pip install` in a Dockerfile).

The table lives in core (the lowest layer) so that the playbook's scope,
the workspace's stack, the commit audit, the language server and the pragma
writer all read it.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

__all__ = [
    "LANGUAGES",
    "Language",
    "block_comment",
    "editor_language",
    "file_language",
    "is_code",
    "is_mixed",
    "known_language",
    "language_key",
    "line_comments",
    "task_language",
]


@dataclass(frozen=True, slots=True)
class Language:
    """One language as kenning names it, and every other name it goes by."""

    name: str
    #: other names: editors' language ids, Emacs modes without `-mode`, short names
    aliases: tuple[str, ...] = ()
    #: extensions, with their dot, lower case
    extensions: tuple[str, ...] = ()
    #: whole file names, as written (`Makefile`)
    filenames: tuple[str, ...] = ()
    #: how a line comment starts; the first is the one a pragma is written with
    comments: tuple[str, ...] = ()
    #: a block comment's opening and closing, where the language has no line comment
    block: tuple[str, str] | None = None
    #: commands and snippets of any language live in such files
    mixed: bool = False
    #: a programming language (what a session's lesson is scoped to)
    code: bool = True


_HASH, _SLASHES, _DASHES = ("#",), ("//",), ("--",)
_XML = ("<!--", "-->")
_CSS = ("/*", "*/")

#: the table: every name, extension and file name kenning knows, once
LANGUAGES: tuple[Language, ...] = (
    Language(
        "python",
        ("py", "python3", "python2", "pyi", "cython"),
        (".py", ".pyi", ".pyw"),
        comments=_HASH,
    ),
    Language(
        "javascript",
        (
            "js",
            "jsx",
            "node",
            "nodejs",
            "javascriptreact",
            "js2",
            "rjsx",
            "js-jsx",
            "js3",
            "mjs",
            "cjs",
        ),
        (".js", ".mjs", ".cjs", ".jsx"),
        comments=_SLASHES,
    ),
    Language(
        "typescript",
        ("ts", "tsx", "typescriptreact", "mts", "cts"),
        (".ts", ".mts", ".cts", ".tsx"),
        comments=_SLASHES,
    ),
    Language(
        "shell",
        (
            "sh",
            "bash",
            "zsh",
            "ksh",
            "dash",
            "fish",
            "shellscript",
            "shell-script",
            "shell-session",
            "bats",
        ),
        (".sh", ".bash", ".zsh", ".ksh", ".bats", ".fish"),
        (".bashrc", ".bash_profile", ".zshrc", ".profile", ".envrc"),
        comments=_HASH,
        mixed=True,
    ),
    Language("powershell", ("ps1", "pwsh"), (".ps1", ".psm1"), comments=_HASH, mixed=True),
    Language(
        "makefile",
        (
            "make",
            "gnumakefile",
            "makefile-gmake",
            "makefile-bsdmake",
            "makefile-automake",
            "makefile-makepp",
            "makefile-imake",
            "mk",
        ),
        (".mk", ".mak", ".make"),
        ("Makefile", "makefile", "GNUmakefile"),
        comments=_HASH,
        mixed=True,
        code=False,
    ),
    Language(
        "dockerfile",
        ("containerfile",),
        (".dockerfile",),
        ("Dockerfile", "Containerfile"),
        comments=_HASH,
        mixed=True,
        code=False,
    ),
    Language(
        "yaml",
        ("yml", "github-actions-workflow", "docker-compose"),
        (".yaml", ".yml"),
        comments=_HASH,
        mixed=True,
        code=False,
    ),
    Language(
        "toml", ("conf-toml",), (".toml",), ("Pipfile",), comments=_HASH, mixed=True, code=False
    ),
    Language(
        "json",
        ("jsonc", "json5", "jsonl", "js-json", "jsonlines"),
        (".json", ".jsonc", ".json5", ".jsonl"),
        mixed=True,
        code=False,
    ),
    Language(
        "markdown",
        ("md", "gfm", "mdx", "rmd", "quarto"),
        (".md", ".markdown", ".mdx", ".rmd", ".qmd"),
        block=_XML,
        mixed=True,
        code=False,
    ),
    Language(
        "conf",
        (
            "ini",
            "dosini",
            "cfg",
            "properties",
            "conf-unix",
            "conf-windows",
            "conf-space",
            "conf-colon",
            "conf-javaprop",
            "conf-ppd",
            "conf-xdefaults",
            "editorconfig",
            "gitconfig",
            "git-config",
        ),
        (".ini", ".cfg", ".conf", ".properties"),
        (".editorconfig", ".gitconfig", "setup.cfg", "tox.ini"),
        comments=(*_HASH, ";"),
        mixed=True,
        code=False,
    ),
    Language(
        "dotenv",
        ("sh-env",),
        (".env",),
        (".env", ".env.example", ".env.local"),
        comments=_HASH,
        mixed=True,
        code=False,
    ),
    Language(
        "text",
        ("plaintext", "txt", "fundamental", "text-plain"),
        (".txt",),
        mixed=True,
        code=False,
    ),
    Language("pip-requirements", (), comments=_HASH, mixed=True, code=False),
    Language(
        "sql",
        ("mysql", "pgsql", "plsql", "sqlite3"),
        (".sql",),
        comments=_DASHES,
        mixed=True,
    ),
    Language("go", ("golang",), (".go",), comments=_SLASHES),
    Language("rust", ("rs", "rustic"), (".rs",), comments=_SLASHES),
    Language(
        "ruby",
        ("rb", "enh-ruby", "jruby"),
        (".rb", ".rake", ".gemspec"),
        ("Gemfile", "Rakefile"),
        comments=_HASH,
    ),
    Language("java", (), (".java",), comments=_SLASHES),
    Language("kotlin", ("kt", "kts"), (".kt", ".kts"), comments=_SLASHES),
    Language("scala", (), (".scala", ".sc"), comments=_SLASHES),
    Language("swift", (), (".swift",), comments=_SLASHES),
    Language("c", (), (".c", ".h"), comments=_SLASHES),
    Language(
        "cpp",
        ("c++", "cxx", "hpp"),
        (".cc", ".cpp", ".cxx", ".hpp", ".hh", ".hxx"),
        comments=_SLASHES,
    ),
    Language("objective-c", ("objc", "objective-cpp", "objc++"), (".m", ".mm"), comments=_SLASHES),
    Language("csharp", ("cs", "c#", "c-sharp"), (".cs",), comments=_SLASHES),
    Language("php", ("php-ts",), (".php",), comments=("//", "#")),
    Language("dart", (), (".dart",), comments=_SLASHES),
    Language("zig", (), (".zig",), comments=_SLASHES),
    Language("lua", (), (".lua",), comments=_DASHES),
    Language("haskell", ("hs",), (".hs",), comments=_DASHES),
    Language("elm", (), (".elm",), comments=_DASHES),
    Language("perl", ("pl", "cperl"), (".pl", ".pm"), comments=_HASH),
    Language("r", ("ess-r", "rscript"), (".r",), comments=_HASH),
    Language("elixir", ("exs", "heex"), (".ex", ".exs"), comments=_HASH),
    Language("nim", (), (".nim",), comments=_HASH),
    Language("erlang", ("erl",), (".erl", ".hrl"), comments=("%",)),
    Language("lisp", ("common-lisp",), (".lisp", ".lsp"), comments=(";",)),
    Language("emacs-lisp", ("elisp", "lisp-interaction", "lisp-data"), (".el",), comments=(";",)),
    Language(
        "clojure",
        ("clj", "cljs", "clojurescript", "cljc"),
        (".clj", ".cljs", ".cljc"),
        comments=(";",),
    ),
    Language("scheme", ("scm", "racket"), (".scm", ".ss", ".rkt"), comments=(";",)),
    Language("vim", ("vimscript", "viml"), (".vim",), (".vimrc",), comments=('"',)),
    Language(
        "latex",
        ("tex", "plain-tex", "bibtex"),
        (".tex", ".sty", ".bib"),
        comments=("%",),
        code=False,
    ),
    Language("matlab", ("octave",), (), comments=("%",)),
    Language(
        "html",
        ("htm", "mhtml", "xhtml", "jinja", "jinja2", "django-html"),
        (".html", ".htm", ".xhtml", ".jinja", ".j2"),
        block=_XML,
        code=False,
    ),
    Language(
        "xml",
        ("nxml", "svg", "xsd", "xsl"),
        (".xml", ".svg", ".xsd", ".xsl", ".plist"),
        block=_XML,
        code=False,
    ),
    Language("vue", (), (".vue",), block=_XML),
    Language("svelte", (), (".svelte",), block=_XML),
    Language("css", (), (".css",), block=_CSS, code=False),
    Language("scss", ("sass",), (".scss", ".sass"), block=_CSS, code=False),
    Language("less", (), (".less",), block=_CSS, code=False),
    Language(
        "terraform",
        ("hcl", "tf", "terraform-vars"),
        (".tf", ".tfvars", ".hcl"),
        comments=("#", "//"),
        mixed=True,
    ),
    Language("nix", (), (".nix",), comments=_HASH),
    Language("protobuf", ("proto",), (".proto",), comments=_SLASHES, code=False),
    Language("graphql", ("gql",), (".graphql", ".gql"), comments=_HASH, code=False),
    Language(
        "git-commit",
        ("gitcommit", "git-rebase", "gitrebase"),
        (),
        ("COMMIT_EDITMSG",),
        comments=_HASH,
        mixed=True,
        code=False,
    ),
)

_BY_NAME: dict[str, Language] = {}
_BY_EXTENSION: dict[str, Language] = {}
_BY_FILENAME: dict[str, Language] = {}
for _lang in LANGUAGES:
    for _alias in (_lang.name, *_lang.aliases):
        assert _alias not in _BY_NAME, f"{_alias} names two languages"
        _BY_NAME[_alias] = _lang
    for _ext in _lang.extensions:
        assert _ext not in _BY_EXTENSION, f"{_ext} belongs to two languages"
        _BY_EXTENSION[_ext] = _lang
    for _file in _lang.filenames:
        _BY_FILENAME[_file] = _lang

#: extensions more than one language uses: the editor's id (when one of these) decides
_AMBIGUOUS = {
    ".h": frozenset({"c", "cpp", "objective-c"}),
    ".m": frozenset({"objective-c", "matlab"}),
}

#: what a file's name says only vaguely (`notes.txt`, `nginx.conf`): a known id decides
_VAGUE = frozenset({"text", "conf"})


def _norm(name: str) -> str:
    low = "-".join(name.strip().lower().replace("_", "-").split())
    if low.endswith("-mode"):  # an Emacs major mode: `conf-toml-mode`, `python-ts-mode`
        low = low[: -len("-mode")]
    if low.endswith("-ts"):  # eglot's id of a tree-sitter mode: `python-ts`
        low = low[: -len("-ts")]
    return low


@functools.lru_cache(maxsize=4096)
def language_key(name: str) -> str:
    """One name per language (`py`, `conf-toml-mode`, `Shell Script` → python, toml, shell)."""
    low = _norm(name)
    lang = _BY_NAME.get(low)
    return lang.name if lang is not None else low


#: language names that are everyday words too: a task that says "make the tests pass"
#: does not name Makefiles
_EVERYDAY = frozenset({"make", "dash", "fish", "bats", "racket", "svg"})


def task_language(word: str) -> str | None:
    """The language a word of a task names (`golang`, `py`), or None for an everyday word."""
    low = _norm(word)
    return None if low in _EVERYDAY else language_key(low)


@functools.lru_cache(maxsize=4096)
def known_language(name: str) -> str | None:
    """`language_key` of a name the table knows; None for any other."""
    lang = _BY_NAME.get(_norm(name))
    return lang.name if lang is not None else None


def _by_file(path: str) -> Language | None:
    name = path.rsplit("/", 1)[-1]
    lang = _BY_FILENAME.get(name)
    if lang is not None:
        return lang
    if name.startswith(("Dockerfile.", "Containerfile.")) or name.endswith(".Dockerfile"):
        return _BY_NAME["dockerfile"]
    if name.startswith(".env."):
        return _BY_NAME["dotenv"]
    if name.startswith("requirements") and name.endswith((".txt", ".in")):
        return _BY_NAME["pip-requirements"]
    dot = name.rfind(".")
    if dot <= 0:
        return None
    return _BY_EXTENSION.get(name[dot:].lower())


def file_language(path: str) -> str | None:
    """A file's language from its name or extension (None: the table knows neither)."""
    lang = _by_file(path)
    return lang.name if lang is not None else None


def editor_language(path: str, language_id: str | None) -> str | None:
    """The language of an editor's document: its file name when known, else the editor's id."""
    by_file = file_language(path)
    said = known_language(language_id) if language_id else None
    if by_file is not None:
        dot = path.rfind(".")
        choices = _AMBIGUOUS.get(path[dot:].lower()) if dot >= 0 else None
        if said is not None and choices is not None and said in choices:
            return said
        if said is not None and by_file in _VAGUE and said not in _VAGUE:
            return said
        return by_file
    if said is None and language_id:
        return language_key(language_id)  # a language the table does not know, by its name
    return said


def line_comments(language: str | None) -> tuple[str, ...] | None:
    """How a line comment starts in `language` (None: unknown, or no line comments)."""
    lang = _BY_NAME.get(language_key(language)) if language else None
    return lang.comments if lang is not None and lang.comments else None


def block_comment(language: str | None) -> tuple[str, str] | None:
    """A block comment's (opening, closing) where the language has no line comment."""
    lang = _BY_NAME.get(language_key(language)) if language else None
    return lang.block if lang is not None else None


def is_mixed(language: str | None) -> bool:
    """Whether commands and snippets of any language live in files of `language`."""
    lang = _BY_NAME.get(language_key(language)) if language else None
    return lang is not None and lang.mixed


def is_code(language: str) -> bool:
    """Whether `language` is a programming language (not data, markup or configuration)."""
    lang = _BY_NAME.get(language_key(language))
    return lang is not None and lang.code
