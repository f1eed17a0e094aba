"""Shared leaves of the engine: configuration, paths, errors, the pydantic models at the edges,
and the socket clients.
"""
