"""Network play on Qt's event loop: the host's table server, the client's connection, finding tables."""
