"""The network protocol, pure Python: frames on the byte stream and the messages they carry (DESIGN.md: the network)."""
