"""Computer players of the Rams family: card-play rules and search shared by the nine games, and
the decisions before the tricks (exchange, swap, play or drop, trumps)."""
