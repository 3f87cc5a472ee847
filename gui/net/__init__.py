"""Network play in the window: hosting a table, joining one, the seats' news."""
