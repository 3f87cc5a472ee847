"""One look for every window beside the table: the dialogs, the score sheet and the rules page take
the table's colours (cream paper, the table's green, the panels' gold buttons) instead of the
system's plain grey."""

from __future__ import annotations

PAPER = "#f7f1e1"  # the dialogs' background, the colour of the cards' paper
GREEN = "#1f5b3a"  # the table's cloth, for headers
GOLD = "#ffd35c"

DIALOG_STYLE = f"""
QDialog, QMessageBox {{ background: {PAPER}; }}
QDialog QLabel, QMessageBox QLabel {{ color: #26261f; }}
QDialog QPushButton, QMessageBox QPushButton {{
    color: #1d1d1d; background: #f2e7c4; border: 1px solid #b59a4a; border-radius: 6px;
    padding: 5px 16px; min-width: 72px;
}}
QDialog QPushButton:hover, QMessageBox QPushButton:hover {{ background: #fff4d2; }}
QDialog QPushButton:default, QMessageBox QPushButton:default {{
    background: {GOLD}; font-weight: bold; border: 1px solid #8a6a10;
}}
QDialog QPushButton:disabled {{ background: #d8d2c0; color: #7a766a; }}
QDialog QGroupBox {{
    border: 1px solid #c9b678; border-radius: 6px; margin-top: 14px; padding-top: 6px;
}}
QDialog QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; color: {GREEN}; font-weight: bold; }}
QDialog QTableWidget {{ background: #fffdf6; alternate-background-color: #f9f3e3; gridline-color: #e2d6b0; }}
QDialog QHeaderView::section {{
    background: {GREEN}; color: #ffe08a; font-weight: bold; padding: 4px; border: none;
    border-right: 1px solid #2f7350;
}}
QDialog QTextBrowser {{ background: #fffdf6; border: 1px solid #c9b678; }}
QDialog QScrollArea {{ border: 1px solid #c9b678; background: #fffdf6; }}
QDialog QWidget#page {{ background: #fffdf6; }}
QDialog QLabel#help, QDialog QLabel#strength {{ color: #6b6656; font-size: 12px; }}
"""


def apply_dialog_style(app: object) -> None:
    """Give the application's dialogs the table's look (the table and its panels keep their own)."""
    from PySide6.QtWidgets import QApplication

    if isinstance(app, QApplication):
        app.setStyleSheet(DIALOG_STYLE)
