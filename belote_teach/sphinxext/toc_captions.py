"""Translate the captions of the table of contents' parts ("Start here", "The rules", …).

sphinx-external-toc inserts the toctrees (transform priority 100) after Sphinx's own
translation of the page (priority 20), so their captions would stay in English in every
language. This transform runs between the insertion and the collection of the tocs (880)
and looks each caption up in the root page's catalog, where the gettext builder put it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.locale import init as init_locale
from sphinx.transforms import SphinxTransform
from sphinx.util.i18n import docname_to_domain


class TranslateTocCaptions(SphinxTransform):
    default_priority = 150

    def apply(self, **kwargs: Any) -> None:
        language = self.config.language
        if not language or language == "en":
            return
        domain = docname_to_domain(self.env.docname, self.config.gettext_compact)
        dirs = [str(Path(self.app.srcdir, folder)) for folder in self.config.locale_dirs]
        catalog, _ = init_locale(dirs, language, domain, namespace="belote-toc")
        for toctree in self.document.findall(addnodes.toctree):
            if toctree.get("caption"):
                toctree["caption"] = catalog.gettext(toctree["caption"])


def setup(app: Sphinx) -> None:
    app.add_transform(TranslateTocCaptions)
