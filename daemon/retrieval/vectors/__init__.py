"""Stored embeddings and the RAM-lean int8 index over them."""
