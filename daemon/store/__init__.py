"""The SQLite store: connection, migrations, backups, and the repositories. The only place SQL
on kenning's own tables lives.
"""
