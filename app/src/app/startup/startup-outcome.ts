import type { BookingWidgetSettings } from '#domain/entities/settings.ts';

/** Why the app could not start; each has its own page text. */
export type StartupFailure = 'no_hotel_code' | 'hotel_not_found' | 'unavailable';

export type StartupOutcome =
  | { status: 'ready'; settings: BookingWidgetSettings }
  /** The hotel is under maintenance and the address has no bypass: the maintenance page replaces the app. */
  | { status: 'maintenance'; settings: BookingWidgetSettings }
  | { status: 'failed'; reason: StartupFailure };
