"""What the Rams family shares (rules/ramsen.md … mulatschak.md): five-card hands dealt 3 then
2, five tricks, and a count-down sheet on which the lowest total wins."""

from kartln.engine.games.rams_family.match import RamsMatch, RamsObservation

__all__ = ["RamsMatch", "RamsObservation"]
