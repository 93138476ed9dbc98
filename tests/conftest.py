"""Fixtures for the site tests (the built site, a local server, Debian's Chromium for Playwright), the
test tiers and the property tests' example counts.

Tiers: a test that uses a browser, the built site (or a build of the whole book) or a Jupyter kernel is
marked ``browser``, ``site`` or ``kernel`` from the fixtures it asks for (``TIERS``), so nobody has to
remember a marker; ``make check`` runs the rest. Property tests take their example count through
``examples(n)``: ``n`` under the ``ci`` profile (the default, and ``make test``), a tenth under ``dev``
(``make check`` passes ``--hypothesis-profile=dev``).
"""

import functools
import http.server
import os
import threading
from pathlib import Path

import pytest
from hypothesis import settings

from belote_teach.publish.printing import CHROMIUM, CHROMIUM_FLAGS

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "_build" / "site"

TIERS = {
    "browser": {"browser"},  # Chromium through Playwright (page, context and offline_page ask for it)
    "site": {"site", "templates"},  # the four-language site that `make site` built, or the book's gettext build
    "kernel": {"kernel"},  # a Jupyter kernel started by nbclient
}
"""Marker → the fixtures that put a test in that tier (directly or through the fixtures it uses)."""

settings.register_profile("ci", deadline=None)
settings.register_profile("dev", deadline=None)
settings.load_profile("ci")


def examples(count: int) -> int:
    """A property test's number of examples: ``count`` under the ``ci`` profile, a tenth (at least 10)
    under ``dev``."""
    return count if settings.get_current_profile_name() != "dev" else max(10, count // 10)


def pytest_configure(config):
    for marker, fixtures in TIERS.items():
        config.addinivalue_line("markers", f"{marker}: needs {' or '.join(sorted(fixtures))} (set from the fixtures)")


def pytest_collection_modifyitems(items):
    for item in items:
        used = set(getattr(item, "fixturenames", ()))
        for marker, fixtures in TIERS.items():
            if used & fixtures:
                item.add_marker(marker)


@functools.cache
def built_page(path: Path):
    """The built HTML page at ``path``, parsed once per test process (tests only read it)."""
    from bs4 import BeautifulSoup

    return BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")


@pytest.fixture(scope="session")
def site():
    """The four-language site that `make site` built (make test builds it first)."""
    if not (SITE / "index.html").exists():
        pytest.fail("no built site in _build/site: run `make site` (make test does it first)")
    return SITE


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the site, and under ``/_tests/`` the tests' own scripts (axe-core), so that the browser
    caches and compiles them once."""

    def translate_path(self, path):
        from .axe import AXE, AXE_URL

        if path.split("?")[0] == AXE_URL:
            return str(AXE)
        return super().translate_path(path)

    def log_message(self, *args):
        pass


class QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        pass  # a browser closing a connection early (BrokenPipeError) is not a test failure


@pytest.fixture(scope="session")
def server(site):
    """The site served on 127.0.0.1 (a free port); yields its base URL."""
    handler = functools.partial(QuietHandler, directory=str(site))
    httpd = QuietServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """pytest-playwright launches Debian's Chromium (Playwright cannot download browsers here)."""
    if not os.path.exists(CHROMIUM):
        message = f"{CHROMIUM} is missing: apt-get install -y chromium (.ci/run does it)"
        if os.environ.get("CI"):
            pytest.fail(message)  # in CI the browser tests must run, never skip
        pytest.skip(message)
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_FLAGS}


LOCAL = ("http://127.0.0.1:", "data:", "blob:", "about:")
"""What a page of the site may load: the test servers on this machine, and what the page makes itself."""


def keep_offline(context, outside: list[str], allowed: tuple[str, ...] = LOCAL) -> None:
    """Abort every request of ``context`` whose URL starts with none of ``allowed``, recording it in ``outside``."""

    def route(route):
        url = route.request.url
        if url.startswith(allowed):
            route.continue_()
        else:
            outside.append(url)
            route.abort()

    context.route("**/*", route)


@pytest.fixture
def offline_page(page):
    """A page whose every request outside 127.0.0.1 is aborted and recorded in ``page.outside``."""
    page.outside = []
    keep_offline(page.context, page.outside)
    return page
