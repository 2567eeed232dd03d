-- Keys this install makes once and keeps across restarts (issue 22 review, ADR 258). The payment hub stand-in's
-- merchant keys were derived from a key made at process start, so a restart between the hub's page and the guest's
-- return made every pending hub result unverifiable and cancelled the booking. The key is made here, at migration,
-- from SQLite's CSPRNG, and lives with the transactions it signs.
CREATE TABLE install_secrets (
  name TEXT PRIMARY KEY,
  secret BLOB NOT NULL CHECK (length(secret) >= 32)
);
INSERT INTO install_secrets (name, secret) VALUES ('payment_hub', randomblob(32));
