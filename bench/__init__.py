"""kenning's benchmarks: `python -m bench [SCENARIO...]` (see bench/README.md)."""
