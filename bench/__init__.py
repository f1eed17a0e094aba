"""kenning's benchmarks: `python -m bench [SCENARIO...]` (see bench/README.md)."""

import os

# as kenning's own processes run numpy (daemon/cli/__init__.py, BLAS_THREADS): the
# in-process rows of a bench are then what the CLI and the daemon do
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
