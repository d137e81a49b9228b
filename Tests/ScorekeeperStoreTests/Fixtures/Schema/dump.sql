-- The schema of a Scorekeeper file as text, one line or statement per row, in a fixed order:
-- SQLite's user_version, the applied migrations in the order they ran, then every table, index
-- and trigger with its SQL as SQLite keeps it. SchemaReleaseTests runs these statements and joins
-- their rows with newlines, as `sqlite3 FILE < dump.sql` prints them (without headers), so a
-- committed dump can be made from any file by either.
SELECT 'PRAGMA user_version = ' || user_version || ';' FROM pragma_user_version;
SELECT '-- migration: ' || identifier FROM grdb_migrations ORDER BY rowid;
SELECT char(10) || '-- ' || type || ' ' || name || ' ON ' || tbl_name || char(10) || sql || ';'
FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name;
