"""The test suite's wall time by tier, as ``make check`` and ``make test`` run it (pytest-xdist on every core).

Tiers are the markers ``tests/conftest.py`` sets from the fixtures a test uses: ``check`` (no browser,
kernel or site; property tests under the ``dev`` profile, as ``make check`` runs them), then the same tests
under the ``ci`` profile, and the ``site``, ``kernel`` and ``browser`` tiers. The site must be built
(``make site``); this script does not build it.

    python bench/suite.py            # every tier
    python bench/suite.py check      # one tier
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORKERS = os.environ.get("PYTEST_WORKERS", "2")
TIERS = {
    "check": ["-m", "not browser and not site and not kernel", "--hypothesis-profile=dev"],
    "unit (ci profile)": ["-m", "not browser and not site and not kernel"],
    "site": ["-m", "site and not browser"],
    "kernel": ["-m", "kernel and not browser"],
    "browser": ["-m", "browser"],
}


def run(name: str, args: list[str]) -> tuple[float, str]:
    """Run one tier; its wall time and pytest's summary line."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "pytest", "-n", WORKERS, "-q", *args],
                          cwd=ROOT, capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - start
    summary = next((line for line in reversed(done.stdout.splitlines()) if re.search(r"\d+ (passed|failed)", line)),
                   done.stdout[-200:])
    return seconds, summary.strip("= ")


def main(names: list[str]) -> None:
    if not (ROOT / "_build" / "site" / "index.html").exists():
        sys.exit("no built site: run `make site` first")
    load = os.getloadavg()[0]
    print(f"test suite by tier ({WORKERS} workers, {os.cpu_count()} cores, load {load:.1f} at the start)")
    for name in names or list(TIERS):
        seconds, summary = run(name, TIERS[name])
        print(f"  {name:<18} {seconds:6.1f} s   {summary}")


if __name__ == "__main__":
    main(sys.argv[1:])
