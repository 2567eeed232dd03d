-- PayPal (issue 22, ADR 249): the stand-in plays PayPal's orders. An order is created by the server for one booking
-- attempt (the session and idempotency key that may capture it) at the amount the server priced, approved by the
-- buyer in PayPal's popup, and captured once by that booking.
CREATE TABLE paypal_orders (
  id TEXT PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  client_session_id INTEGER NOT NULL REFERENCES client_sessions (id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL,
  payer_email TEXT,
  payer_id TEXT,
  reservation_id INTEGER REFERENCES reservations (id),
  created_at TEXT NOT NULL
);

CREATE INDEX paypal_orders_by_session ON paypal_orders (client_session_id);
