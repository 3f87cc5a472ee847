"""What the Rams family shares (rules/ramsen.md … mulatschak.md): five-card hands dealt 3 then
2, a turned-up trump card and a talon, exchanges, play or drop, five tricks, and a count-down sheet
on which the lowest total wins."""

from kartln.engine.games.rams_family.match import NOT_PLAYED, RamsMatch, RamsObservation, RamsPhase

__all__ = ["NOT_PLAYED", "RamsMatch", "RamsObservation", "RamsPhase"]
