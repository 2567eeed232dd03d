-- Files guests attach to file_attachment questions. Kept as blobs in the database itself: the stand-in has no
-- other storage, a fresh database per test worker isolates them too, and deleting the file resets everything.
CREATE TABLE file_attachments (
  id TEXT PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  client_session_id INTEGER NOT NULL REFERENCES client_sessions (id),
  -- The reservation draft the guest is filling in: the 30-file limit counts per draft.
  draft_id TEXT NOT NULL,
  filename TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size > 0),
  content BLOB NOT NULL,
  reservation_id INTEGER REFERENCES reservations (id),
  created_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX file_attachments_by_draft ON file_attachments (client_session_id, draft_id);
