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

(defcustom kenning-standalone-modes '(text-mode markdown-mode conf-mode yaml-mode yaml-ts-mode)
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
