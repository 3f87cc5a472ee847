"""The Kartln desktop application (PySide6) and the ``kartln`` command."""
