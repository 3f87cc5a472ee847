"""Network play at the table: the transport, the host's and the client's windows (Qt)."""
