;;; hover.el --- headless Emacs: eglot + kenning, hover a line  -*- lexical-binding: t; -*-
;; Driven by tests/test_editors.py: emacs --batch -Q -l hover.el
;; Writes the hover text and the Flymake diagnostics to $KENNING_EMACS_OUT.

(require 'package)
(add-to-list (quote package-directory-list) "/usr/share/emacs/site-lisp/elpa")
(package-initialize)   ; Debian's elpa-eglot lives in the system package directory
(require 'eglot)
(require 'python)

(defun kenning-test--finish (text)
  (with-temp-file (getenv "KENNING_EMACS_OUT") (insert text))
  (kill-emacs 0))

(condition-case err
    (progn
      (load (getenv "KENNING_EMACS_CONFIG"))
      (setq kenning-command (list (getenv "KENNING_BIN") "lsp"))
      ;; the test's Python buffer has no other server: kenning alone
      (add-to-list 'eglot-server-programs (cons '(python-mode) #'kenning-eglot-contact))
      (setq eglot-sync-connect 60 eglot-connect-timeout 60)
      (find-file (getenv "KENNING_EMACS_FILE"))
      (python-mode)
      (apply #'eglot (eglot--guess-contact))
      ;; the connection may finish after `eglot' returns: wait for it
      (let ((deadline (+ (float-time) 60)))
        (while (and (null (eglot-current-server)) (< (float-time) deadline))
          (accept-process-output nil 0.1)))
      (unless (eglot-current-server)
        (error "eglot did not connect to kenning within 60 s"))
      (goto-char (point-min))
      (forward-line (1- (string-to-number (getenv "KENNING_EMACS_LINE"))))
      (forward-char 8)
      (let* ((server (eglot-current-server))
             (result (jsonrpc-request server :textDocument/hover
                                      (eglot--TextDocumentPositionParams)))
             (contents (and result (plist-get result :contents)))
             (text (if contents (plist-get contents :value) "")))
        (let ((deadline (+ (float-time) 15)))
          (while (and (null (flymake-diagnostics)) (< (float-time) deadline))
            (accept-process-output nil 0.1)))
        (kenning-test--finish
         (concat text "\n-- diagnostics: "
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
