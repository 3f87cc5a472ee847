"""The Kartln desktop application (PySide6) and the ``kartln`` command."""

from kartln.gui.compat import immortal_singletons

immortal_singletons()
