;;; hover.el --- headless Emacs: eglot + kenning, hover a line  -*- lexical-binding: t; -*-
;; Driven by tests/test_editors.py as docs/editors/emacs.md shows it:
;;   emacs --batch -l tests/emacs/hover.el
;; without -Q: Emacs starts as it does for a user (the site's start-up files, the
;; installed packages, eglot among them: built in from Emacs 29, Debian's elpa-eglot
;; before), only with no init file of the user's (HOME is the test's).
;; The buffer opens in the mode Emacs picks for the file (conf-toml-mode for
;; pyproject.toml), unless $KENNING_EMACS_MODE names one, and kenning is set up
;; with `kenning-setup' alone.
;; Writes the major mode, the hover text and the Flymake diagnostics to
;; $KENNING_EMACS_OUT.

(require 'eglot)

(defvar kenning-test--published nil
  "How many diagnostics the server published for the file, once it has.")

;; the server publishes the file's diagnostics once it is open (none: an empty list)
(advice-add 'eglot-handle-notification :before
            (lambda (_server method &rest params)
              (when (eq method 'textDocument/publishDiagnostics)
                (setq kenning-test--published (length (plist-get params :diagnostics))))))

(defun kenning-test--finish (text)
  (with-temp-file (getenv "KENNING_EMACS_OUT") (insert text))
  (kill-emacs 0))

(condition-case err
    (let ((mode (getenv "KENNING_EMACS_MODE")))
      (load (getenv "KENNING_EMACS_CONFIG"))
      (setq kenning-command (list (getenv "KENNING_BIN") "lsp"))
      (kenning-setup)
      (when (and mode (not (string-empty-p mode)))
        ;; a mode with a server of its own (python-mode): kenning alone for the test
        (add-to-list 'eglot-server-programs (cons (list (intern mode)) #'kenning-eglot-contact)))
      (setq eglot-sync-connect 60 eglot-connect-timeout 60)
      (find-file (getenv "KENNING_EMACS_FILE"))
      (when (and mode (not (string-empty-p mode)))
        (funcall (intern mode)))
      (apply #'eglot (eglot--guess-contact))
      ;; the connection may finish after `eglot' returns: wait for it
      (let ((deadline (+ (float-time) 60)))
        (while (and (null (eglot-current-server)) (< (float-time) deadline))
          (accept-process-output nil 0.1)))
      (unless (eglot-current-server)
        (error "eglot did not connect to kenning within 60 s"))
      (goto-char (point-min))
      (forward-line (1- (string-to-number (getenv "KENNING_EMACS_LINE"))))
      (forward-char (string-to-number (or (getenv "KENNING_EMACS_COLUMN") "8")))
      (let* ((server (eglot-current-server))
             (result (jsonrpc-request server :textDocument/hover
                                      (eglot--TextDocumentPositionParams)))
             (contents (and result (plist-get result :contents)))
             (text (if contents
                       (format "%s: %s" (plist-get contents :kind) (plist-get contents :value))
                     "")))
        ;; until Flymake shows what the server published (at once when that is none)
        (let ((deadline (+ (float-time) 15)))
          (while (and (or (null kenning-test--published)
                          (< (length (flymake-diagnostics)) kenning-test--published))
                      (< (float-time) deadline))
            (accept-process-output nil 0.1)))
        (kenning-test--finish
         (concat (format "-- mode: %s\n" major-mode)
                 text "\n-- diagnostics: "
                 (number-to-string (length (flymake-diagnostics)))
                 (mapconcat (lambda (d)
                              (format "\n%d: %s"
                                      (line-number-at-pos (flymake-diagnostic-beg d))
                                      (flymake-diagnostic-text d)))
                            (sort (flymake-diagnostics)
                                  (lambda (a b) (< (flymake-diagnostic-beg a)
                                                   (flymake-diagnostic-beg b))))
                            "")))))
  (error (kenning-test--finish (format "ERROR: %S" err))))
