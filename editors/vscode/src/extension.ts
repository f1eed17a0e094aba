// Starts `kenning lsp` for every file and exposes its settings.
//
// The server does the work (hover, diagnostics, code actions, commands); this
// client only launches it, forwards the `kenning.*` settings (as
// initializationOptions and on every change), and asks for a typed reason
// when a rule is marked harmful.
import * as vscode from "vscode";
import {
  ExecuteCommandSignature,
  LanguageClient,
  LanguageClientOptions,
  ServerOptions,
  TransportKind,
} from "vscode-languageclient/node";

let client: LanguageClient | undefined;

function settings(): Record<string, unknown> {
  const config = vscode.workspace.getConfiguration("kenning");
  return {
    maxHoverRules: config.get<number>("maxHoverRules"),
    severity: config.get<string>("severity"),
    debounceMs: config.get<number>("debounceMs"),
    maxFileBytes: config.get<number>("maxFileBytes"),
    maxMessageBytes: config.get<number>("maxMessageBytes"),
    hover: config.get<boolean>("hover"),
    diagnostics: config.get<boolean>("diagnostics"),
  };
}

async function markHarmful(
  command: string,
  args: unknown[],
  next: ExecuteCommandSignature,
): Promise<unknown> {
  // The server can only offer fixed reasons (window/showMessageRequest);
  // VS Code can ask for free text, passed as the third argument.
  if (command === "kenning.markHarmful" && args.length < 3) {
    const reason = await vscode.window.showInputBox({
      title: `Why is ${String(args[0])} harmful here?`,
      prompt: "Kept with the mark (secrets are redacted).",
      ignoreFocusOut: true,
    });
    if (reason === undefined) {
      return undefined; // cancelled: no mark
    }
    return next(command, [...args.slice(0, 2), reason || "marked harmful in VS Code"]);
  }
  return next(command, args);
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const command = vscode.workspace.getConfiguration("kenning").get<string>("path") || "kenning";
  const serverOptions: ServerOptions = {
    command,
    args: ["lsp"],
    transport: TransportKind.stdio,
  };
  const clientOptions: LanguageClientOptions = {
    // kenning's rules are about code in any language: every file on disk
    documentSelector: [{ scheme: "file" }, { scheme: "untitled" }],
    initializationOptions: { kenning: settings() },
    synchronize: { configurationSection: "kenning" },
    middleware: { executeCommand: markHarmful },
  };
  client = new LanguageClient("kenning", "kenning", serverOptions, clientOptions);

  context.subscriptions.push(
    vscode.commands.registerCommand("kenning.client.restart", async () => {
      await client?.restart();
    }),
    vscode.commands.registerCommand("kenning.client.reload", async () => {
      await vscode.commands.executeCommand("kenning.reload");
    }),
  );
  await client.start();
}

export async function deactivate(): Promise<void> {
  if (client) {
    await client.stop();
    client = undefined;
  }
}
