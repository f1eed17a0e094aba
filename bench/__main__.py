"""`python -m bench [SCENARIO...] [--size S] [--json out.json] [--list]` (see bench/README.md)."""

from __future__ import annotations

from .runner import main

raise SystemExit(main())
