"""Computer players of Fünf dazu! (rules/fuenf-dazu.md): named card-play rules and the search."""
