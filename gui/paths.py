"""Where Kartln keeps the user's files: settings in the config dir, saves in the data dir.

``KARTLN_HOME`` (tests, portable installs) puts both under one folder; otherwise platformdirs
gives the usual place of each operating system.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

APP_NAME = "kartln"
HOME_ENV = "KARTLN_HOME"


@dataclass(frozen=True)
class AppPaths:
    config_dir: Path
    data_dir: Path

    @classmethod
    def default(cls) -> AppPaths:
        home = os.environ.get(HOME_ENV)
        if home:
            return cls.under(Path(home))
        import platformdirs

        return cls(
            Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
            Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
        )

    @classmethod
    def under(cls, root: Path) -> AppPaths:
        return cls(root / "config", root / "data")

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def autosave_file(self) -> Path:
        return self.data_dir / "autosave.kartln.json"

    @property
    def stats_file(self) -> Path:
        """The play statistics (an SQLite database), beside the saves."""
        return self.data_dir / "statistics.sqlite3"

    @property
    def saves_dir(self) -> Path:
        return self.data_dir / "saves"
