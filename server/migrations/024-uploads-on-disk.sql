-- Uploads on disk (issue 13, ADR 194): a file's bytes are streamed to the uploads folder beside the database as they
-- arrive, never held whole in memory or kept as a blob; the row keeps its name, the type its content was found
-- to be, and its size. Rows from before this migration kept their bytes only as a blob that no call ever read
-- back: they are carried over with stored = 0 (listed by name and size, never served).
CREATE TABLE file_attachments_on_disk (
  id TEXT PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  client_session_id INTEGER NOT NULL REFERENCES client_sessions (id),
  draft_id TEXT NOT NULL,
  filename TEXT NOT NULL,
  -- The type the content's leading bytes show (an allow-listed one), not the one the browser declared.
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size > 0),
  -- 1 when the bytes are in the uploads folder under the row's id.
  stored INTEGER NOT NULL DEFAULT 1,
  reservation_id INTEGER REFERENCES reservations (id),
  created_at TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO file_attachments_on_disk (id, hotel_id, client_session_id, draft_id, filename, content_type, size, stored, reservation_id, created_at)
  SELECT id, hotel_id, client_session_id, draft_id, filename, content_type, size, 0, reservation_id, created_at FROM file_attachments;
DROP TABLE file_attachments;
ALTER TABLE file_attachments_on_disk RENAME TO file_attachments;
CREATE INDEX file_attachments_by_draft ON file_attachments (client_session_id, draft_id);
-- The per-session quota counts a session's pending uploads; the daily purge finds the old pending ones.
CREATE INDEX file_attachments_pending ON file_attachments (client_session_id, reservation_id, created_at);
