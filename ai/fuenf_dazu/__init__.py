"""Computer players of Fünf dazu! (rules/fuenf-dazu.md): its levels over the Rams family's card-play
rules and search."""
