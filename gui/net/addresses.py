"""Which of this computer's addresses belong to a local network, and whether a peer is on one.

The host listens only on its local-network interfaces (private IPv4 ranges, link-local, IPv6 unique
local addresses) and loopback, never on an address the internet reaches directly; and it accepts
a connection only from an address on one of those networks.
"""

from __future__ import annotations

import ipaddress

from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkAddressEntry, QNetworkInterface

_LOCAL_V4 = tuple(ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16",
                                                      "169.254.0.0/16", "100.64.0.0/10"))
_LOCAL_V6 = tuple(ipaddress.ip_network(n) for n in ("fc00::/7", "fe80::/10"))


def is_local_network_address(text: str) -> bool:
    """Loopback, a private or link-local address: one the internet does not route to."""
    try:
        ip = ipaddress.ip_address(text.split("%")[0])
    except ValueError:
        return False
    if ip.is_loopback:
        return True
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        return is_local_network_address(str(ip.ipv4_mapped))
    return any(ip in n for n in (_LOCAL_V4 if ip.version == 4 else _LOCAL_V6))


def _entries() -> list[QNetworkAddressEntry]:
    out = []
    for iface in QNetworkInterface.allInterfaces():
        if iface.flags() & QNetworkInterface.InterfaceFlag.IsUp:
            out.extend(iface.addressEntries())
    return out


def listening_addresses() -> list[QHostAddress]:
    """The IPv4 addresses a table listens on: loopback and each local-network interface's."""
    out = [QHostAddress(QHostAddress.SpecialAddress.LocalHost)]
    for entry in _entries():
        ip = entry.ip()
        if (ip.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not ip.isLoopback()
                and is_local_network_address(ip.toString())):
            out.append(ip)
    return out


def shown_addresses() -> list[str]:
    """The addresses other computers type in, loopback last (it serves this computer only)."""
    ips = [a.toString() for a in listening_addresses()]
    return [a for a in ips if a != "127.0.0.1"] + ["127.0.0.1"]


def is_local_peer(peer: QHostAddress) -> bool:
    """A peer on loopback or on one of this computer's local networks."""
    text = peer.toString()
    if not is_local_network_address(text):
        return False
    if peer.isLoopback():
        return True
    probe = plain_ipv4(peer)
    return any(probe.isInSubnet(e.ip(), e.prefixLength()) for e in _entries() if e.prefixLength() >= 0)


def plain_ipv4(address: QHostAddress) -> QHostAddress:
    """An IPv4 address written as IPv6 ("::ffff:192.168.0.4") as the IPv4 address it is; others as they are."""
    text = address.toString()
    return QHostAddress(text.removeprefix("::ffff:")) if text.startswith("::ffff:") else address


def broadcast_addresses() -> list[QHostAddress]:
    """Where a search for tables is sent: each local network's broadcast address, and loopback."""
    out = [QHostAddress(QHostAddress.SpecialAddress.LocalHost)]
    for entry in _entries():
        b = entry.broadcast()
        if not b.isNull() and is_local_network_address(entry.ip().toString()) and not entry.ip().isLoopback():
            out.append(b)
    return out
