// Starts `kenning lsp` from PATH (or the path set in Zed's settings:
// "lsp": { "kenning": { "binary": { "path": "/path/to/kenning" } } }).
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
            .and_then(|s| s.binary)
            .and_then(|b| b.path);
        let command = match binary {
            Some(path) => path,
            None => worktree
                .which("kenning")
                .ok_or("kenning is not on PATH: install it (pip install kenning) or set lsp.kenning.binary.path")?,
        };
        Ok(zed::Command {
            command,
            args: vec!["lsp".into()],
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
