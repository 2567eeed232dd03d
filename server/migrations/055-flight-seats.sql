-- Stay plus flight (issue 23, ADR 253): the seats a reservation holds on the stand-in's flights. The schedule, fares
-- and capacities are computed from a fixed seed (server/src/ota/flight-inventory.ts); only what is sold is stored.
-- A seat is taken in the reservation's own transaction, so a refused booking holds none; a cancelled reservation's
-- seats are free again (they are counted through the reservation's status).
CREATE TABLE flight_seat_sales (
  id INTEGER PRIMARY KEY,
  reservation_id INTEGER NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  flight_id TEXT NOT NULL,
  seats INTEGER NOT NULL CHECK (seats > 0),
  fare INTEGER NOT NULL CHECK (fare >= 0)
);

CREATE INDEX flight_seat_sales_by_flight ON flight_seat_sales (flight_id);
CREATE INDEX flight_seat_sales_by_reservation ON flight_seat_sales (reservation_id);
