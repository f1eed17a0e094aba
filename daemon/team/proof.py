"""What a laptop can prove its team server holds, and what it does when it cannot.

A laptop believes two things of the server after a sync: that the server
holds everything this store uploaded (its upload cursors moved only after
the server committed), and that its download cursors are valid (every row
past them is still to come). A server reset to empty, restored from an older
backup, or replaced by another one breaks both silently: the laptop would
never upload again what it believes shared, and rows written after a restore
take seqs below its cursors. So each sync starts by proving them (`verdict`),
with four facts the server gives (`server.Check`, one transaction):

- **the server's id**, a random uuid written when kenning's schema was
  created: a reset or another server has another one;
- **its epoch**, moved by `kenning_restored` when any member finds the
  server lost rows (or by an admin after a restore): every laptop then checks
  everything again. One lower than the laptop saw means an older backup;
- **this store's upload token**: each upload batch writes a fresh token on
  this store's member row in the batch's own transaction, and the laptop
  records it with the cursor the batch moved. The server holding the last
  recorded token (or the one of a batch under way) proves it holds every
  batch before it; a restore to an earlier moment shows another token;
- **the anchor**: the last row this store pulled (table, seq, key). Seq
  order is commit order (server_schema.py), so the server still holding
  that row (or the removal of its member's data) proves it holds every row
  before it and that the cursors are valid.

When one fails, the sync says so (`SyncReport.server`) and **resyncs**:
every rule, mark, tombstone, forgotten and retired rule this store holds is
uploaded again (idempotent: the server keeps one copy), then the replica is
emptied and pulled again from the first row. Marks on other members' rules
are uploaded before the replica is emptied (their rule's hash is read from
it), and a resync interrupted at any point goes on at the next sync
(`Proof.resync`). A loss found by the token or the anchor also moves the
epoch, so every other laptop checks itself too.

The proof lives in the store's `meta.team_proof` (JSON): written in the same
local transaction as the cursors it vouches for.
"""

from __future__ import annotations

import uuid
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

import orjson

from kenning.daemon.store import team as team_rows
from kenning.daemon.store.db import Store

if TYPE_CHECKING:
    import sqlite3

    from .server import Check

__all__ = ["Proof", "Verdict", "new_token", "read", "update", "verdict", "write"]


@dataclass
class Proof:
    """What this store proved of its team server at its last sync."""

    #: the server's id and epoch as last seen (None: never proven)
    server_id: str | None = None
    epoch: int = 0
    #: the token of the last upload the server committed (None: none yet)
    token: str | None = None
    #: the token of an upload under way (the server may hold it or the one before)
    pending: str | None = None
    #: (table, seq, key, origin, member) of the last row pulled
    anchor: list[Any] | None = None
    #: the highest seq pulled
    seen: int = 0
    #: everything was uploaded again; the replica is emptied and pulled again next
    resync: bool = False
    #: this store's marks up to this local id are in the replica (they came back)
    back: int = 0
    #: the last resync: its kind and message
    last: dict[str, str] = field(default_factory=dict)
    #: the local hashes of rules shared, then retired here, to send again (a resync)
    resend: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Verdict:
    """Why the server cannot be trusted to hold what this store synced."""

    #: "unproven" (first sync with a server that names itself), "other" (another
    #: server, or one reset to empty), "epoch" (a member or admin marked a
    #: restore), "restored" (the server lost rows this store synced)
    kind: str
    message: str

    @property
    def lost(self) -> bool:
        """Did this store find the loss (then it tells the others: the epoch moves)?"""
        return self.kind == "restored"


def new_token() -> str:
    return str(uuid.uuid4())


def read(conn: sqlite3.Connection) -> Proof:
    """The proof kept in the store (an empty one before the first)."""
    text = team_rows.proof_text(conn)
    if not text:
        return Proof()
    data = orjson.loads(text)
    known = Proof.__dataclass_fields__
    return Proof(**{k: v for k, v in data.items() if k in known})


def write(conn: sqlite3.Connection, proof: Proof) -> None:
    """Keep the proof (inside the caller's transaction)."""
    team_rows.set_proof(conn, orjson.dumps(asdict(proof)).decode())


def update(store: Store, **changes: Any) -> Proof:
    """Change some fields of the proof in one local transaction; the new proof."""
    with store.transaction() as conn:
        proof = read(conn)
        for key, value in changes.items():
            setattr(proof, key, value)
        write(conn, proof)
    return proof


def verdict(proof: Proof, check: Check, *, history: bool) -> Verdict | None:
    """Why this store must upload and pull everything again (None: the server holds
    what this store synced). `history`: this store uploaded or pulled before."""
    if proof.server_id is None:
        if not history:
            return None  # a first join: nothing to prove yet
        return Verdict(
            "unproven",
            "first sync with a team server that names itself: everything is uploaded and "
            "pulled again, once",
        )
    if check.server_id != proof.server_id:
        return Verdict(
            "other",
            f"the team server is not the one this store last synced with (id "
            f"{check.server_id[:8]}…, was {proof.server_id[:8]}…): a new server, or one reset "
            "to empty; everything held here is uploaded again",
        )
    if check.epoch < proof.epoch:
        return Verdict(
            "restored",
            f"the team server went back to an older state (epoch {check.epoch}, was "
            f"{proof.epoch}): restored from a backup? Everything held here is uploaded again",
        )
    if check.epoch > proof.epoch:
        return Verdict(
            "epoch",
            f"the team server was marked restored (epoch {proof.epoch} → {check.epoch}): "
            "everything held here is uploaded again",
        )
    if proof.token is not None and check.token not in (proof.token, proof.pending):
        return Verdict(
            "restored",
            "the team server no longer holds this store's last upload (restored from a "
            "backup?): everything held here is uploaded again",
        )
    if check.anchor_held is False:
        return Verdict(
            "restored",
            "the team server no longer holds the last row this store pulled (restored from "
            "a backup?): everything held here is uploaded again and pulled again",
        )
    return None
