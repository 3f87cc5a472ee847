"""Bauernschnapsen computer players (rules/bauernschnapsen.md)."""
