"""Errors in session output: the detectors of languages and tools, and the error signature of a
failed command.
"""
