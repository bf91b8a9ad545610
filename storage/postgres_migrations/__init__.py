"""PostgreSQL's numbered migrations, SQLite's step for step in PostgreSQL's types."""
