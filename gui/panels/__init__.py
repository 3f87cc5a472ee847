"""Widgets laid over the table: phase panels, the deal summary, match over, the privacy curtain."""
