-- Issue 14: the sweep (server/src/maintenance) finds its rows by index instead of scanning tables that grow with
-- every booking, and the requests stop scanning reservations altogether (ADR 198).

-- Stale 3-D Secure payments: only payment_pending rows carry an expiry, so the partial index stays tiny.
CREATE INDEX reservations_by_payment_expiry ON reservations (status, payment_expires_at)
  WHERE payment_expires_at IS NOT NULL;
-- A client session is purged only when no reservation points at it; without this, one check scans reservations.
CREATE INDEX reservations_by_client_session ON reservations (client_session_id);
CREATE INDEX client_sessions_by_expiry ON client_sessions (expires_at_ms);
CREATE INDEX ota_client_sessions_by_expiry ON ota_client_sessions (expires_at_ms);
CREATE INDEX member_sessions_by_expiry ON member_sessions (expires_at_ms);
CREATE INDEX member_sessions_by_end ON member_sessions (ended_at_ms) WHERE ended_at_ms IS NOT NULL;
CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);
-- Only unused tokens are purged; spent ones stay with their reservation (the card a change re-charges).
CREATE INDEX card_tokens_unused_by_age ON card_tokens (created_at) WHERE used_by_reservation_id IS NULL;
CREATE INDEX outbox_mails_by_age ON outbox_mails (created_at);
CREATE INDEX chatbot_credentials_by_expiry ON chatbot_credentials (expires_at_ms);
