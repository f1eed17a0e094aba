"""Front ends for agents: the MCP server and the in-process middleware for Python agent loops."""
