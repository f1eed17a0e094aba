// Starts `kenning lsp`: the executable is `lsp.kenning.binary.path` from Zed's
// settings, else `kenning` on PATH; the arguments are `binary.arguments`, else
// ["lsp"]. Zed hands an extension's server its settings and lets the
// extension build the command, so both keys are read here.
use zed_extension_api::{self as zed, settings::LspSettings, LanguageServerId, Result};

struct Kenning;

impl zed::Extension for Kenning {
    fn new() -> Self {
        Kenning
    }

    fn language_server_command(
        &mut self,
        id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let binary = LspSettings::for_worktree(id.as_ref(), worktree)
            .ok()
            .and_then(|s| s.binary);
        let (path, arguments) = match binary {
            Some(b) => (b.path, b.arguments),
            None => (None, None),
        };
        let command = match path {
            Some(path) => path,
            None => worktree
                .which("kenning")
                .ok_or("kenning is not on PATH: install it (pip install kenning) or set lsp.kenning.binary.path")?,
        };
        Ok(zed::Command {
            command,
            // arguments replace the default whole, so they must include "lsp"
            args: arguments.unwrap_or_else(|| vec!["lsp".into()]),
            env: Default::default(),
        })
    }

    fn language_server_initialization_options(
        &mut self,
        id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<zed::serde_json::Value>> {
        Ok(LspSettings::for_worktree(id.as_ref(), worktree)
            .ok()
            .and_then(|s| s.initialization_options))
    }

    fn language_server_workspace_configuration(
        &mut self,
        id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<zed::serde_json::Value>> {
        Ok(LspSettings::for_worktree(id.as_ref(), worktree)
            .ok()
            .and_then(|s| s.settings))
    }
}

zed::register_extension!(Kenning);
