"""Retrieval: query parsing, lexical and dense search, fusion, and the task briefing
(`context`).
"""
