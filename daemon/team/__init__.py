"""Team memory on PostgreSQL (`kenning team`).

    server_schema  the server's tables and numbered migrations
    server         every statement run on the server (psycopg 3)
    local          the one adapter to the local store: link, cursors, replica
    view           the replica read back as a playbook origin (kept warm per database)
    proof          what a laptop proves its server still holds, and the resync
    sync           init, join, sync, status, leave, and the daemon's loop

Rules, their marks, tombstones and forgotten rules travel, with who, where
and when; transcripts, diaries and search data never do.
"""
