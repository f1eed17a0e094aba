;;; kenning.el --- kenning's language server through eglot  -*- lexical-binding: t; -*-

;; Eglot runs ONE server per major mode.  For a mode with no other server
;; (text, markdown, conf, yaml...) kenning can be that server directly.  For a
;; mode that already has one (python-ts-mode with pyright, ...) put both
;; behind an LSP multiplexer, which eglot sees as one server:
;;   rassumfrassum  https://github.com/joaotavora/rassumfrassum
;;   lspx           https://github.com/thefrontside/lspx
;; (check the multiplexer's README for its exact command line).

;;; Code:

(require 'eglot)

(defgroup kenning nil "kenning's language server." :group 'tools)

(defcustom kenning-command '("kenning" "lsp")
  "Command that starts kenning's language server."
  :type '(repeat string))

(defcustom kenning-settings '(:kenning (:maxHoverRules 3 :severity "information"))
  "Sent as initializationOptions and as the `kenning' workspace configuration."
  :type 'sexp)

;; The modes stock Emacs opens these files in: conf-toml-mode (pyproject.toml,
;; Cargo.toml; derived from conf-mode), conf-unix-mode and friends (.ini, .cfg),
;; makefile-gmake-mode (Makefile; derived from makefile-mode), text-mode (.txt).
;; Markdown: stock Emacs has no Markdown mode and opens README.md in
;; fundamental-mode, which no server attaches to; install `markdown-mode'
;; (M-x package-install RET markdown-mode) and kenning attaches to it and to
;; gfm-mode, its GitHub flavour.  YAML: yaml-mode (a package) or yaml-ts-mode
;; (Emacs 29).  Whatever id eglot sends (`conf-toml', `makefile-gmake'), kenning
;; reads the language from the file's name first.
(defcustom kenning-standalone-modes
  '(text-mode markdown-mode gfm-mode conf-mode toml-ts-mode makefile-mode
    yaml-mode yaml-ts-mode)
  "Major modes where kenning is the only server."
  :type '(repeat symbol))

(defun kenning-eglot-contact (&optional _interactive)
  "The eglot contact for kenning alone."
  (append kenning-command (list :initializationOptions kenning-settings)))

(defun kenning-setup ()
  "Register kenning with eglot for `kenning-standalone-modes'."
  (add-to-list 'eglot-server-programs
               (cons kenning-standalone-modes #'kenning-eglot-contact))
  (setq-default eglot-workspace-configuration
                (append kenning-settings
                        (if (listp eglot-workspace-configuration)
                            eglot-workspace-configuration))))

;; Beside another server, e.g. pyright for Python, through rassumfrassum:
;; (add-to-list 'eglot-server-programs
;;              '((python-mode python-ts-mode)
;;                . ("rass" "--" "pyright-langserver" "--stdio" "--" "kenning" "lsp")))

(provide 'kenning)
;;; kenning.el ends here
