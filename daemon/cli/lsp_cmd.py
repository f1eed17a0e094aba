"""`kenning lsp`: the language server editors start (rules as hover, diagnostics, actions)."""

from __future__ import annotations

from pathlib import Path

import click


@click.command("lsp")
@click.option(
    "--stdio",
    is_flag=True,
    help="Speak LSP on stdin/stdout (the default and only transport; editors pass it).",
)
@click.option(
    "--log-file",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write the server's log here instead of stderr.",
)
@click.option(
    "--log-level",
    type=click.Choice(["DEBUG", "INFO", "WARNING", "ERROR"], case_sensitive=False),
    default="INFO",
    show_default=True,
)
def lsp(stdio: bool, log_file: Path | None, log_level: str) -> None:
    """Run kenning's language server on stdio (started by your editor).

    Shows the playbook's rules where you read code: hover for the rules
    relevant to a line, diagnostics for rules with a verification regex and
    for deprecated patterns (tombstones), and code actions to mark a rule
    helpful or harmful, explain it, silence it on a line
    (`kenning: ignore[b-123]`) or turn a selection into a proposed rule.

    It reads the database directly (the daemon need not run) and picks up
    playbook changes without a restart. stdout is the protocol: logs go to
    stderr, or to --log-file.

    \b
    Editor set-up: see docs/editors/ (VS Code, Neovim, Helix, Zed, Emacs).
      nvim:  vim.lsp.start({name = "kenning", cmd = {"kenning", "lsp"}})
    """
    # pygls and lsprotocol cost ~0.6 s to import: only this command pays it
    from kenning.lsp.server import main

    main(log_file=log_file, level=log_level)


def register(group: click.Group) -> None:
    group.add_command(lsp)
