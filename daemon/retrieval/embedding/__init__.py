"""Embedding: the model seam, the text that goes in, the offline model install."""
