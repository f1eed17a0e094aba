"""Learning from sessions: traces, statements, lessons, error signatures, changes, diaries,
reflection and validation.
"""
