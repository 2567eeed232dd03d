-- Counters of rate-limiter-flexible's SQLite store (server/src/http/rate-limits.ts, ADR 195). The columns are the
-- ones the library's own CREATE TABLE makes; the table lives in the API's database so that every API process on it
-- counts against the same limits. key is "<action>:<address|account digest>", expire is milliseconds since the epoch.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  points INTEGER NOT NULL DEFAULT 0,
  expire INTEGER
);

CREATE INDEX rate_limits_expire ON rate_limits (expire);
