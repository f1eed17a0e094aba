"""Safety: secret redaction (rules, values, commands, markup) and regular expressions that
cannot hang (RE2, static checks).
"""
