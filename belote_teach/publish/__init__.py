"""How the site and the paper are made: the four-language site (``site``), JupyterLite (``lite``),
printing with Chromium (``printing``, ``handout``) and the engine's gettext catalogs (``catalogs``).

Build-time tools, never shipped to the browser: ``lite`` packs the package without this folder
and ``sphinxext``. Run them as ``python -m belote_teach.publish.site build`` and so on.
"""
