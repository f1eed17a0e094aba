"""The playbook: rules, scoring, feedback, curation, the repository's playbook file, and the
checks that decide where a rule applies.
"""
