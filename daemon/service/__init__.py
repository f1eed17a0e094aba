"""The daemon process: socket server, watcher and workers."""
