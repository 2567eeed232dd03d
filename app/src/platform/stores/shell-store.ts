import { create } from 'zustand';
import type { BookingSource } from '#domain/rules/booking-source.ts';
import type { StartupQuery } from '../read-startup-query';

// What the shell learned at startup and keeps for every screen: the address's startup parameters and the modes
// they switch on.
type ShellState = {
  query: StartupQuery | null;
  /** "Preview mode is on for brand 427 or with tripla_preview=true." */
  preview: boolean;
  /** The channel this app document was opened through, recorded with a booking (ADR 233). */
  bookingSource: BookingSource;
};

export const useShellStore = create<ShellState>()(() => ({ query: null, preview: false, bookingSource: 'booking_widget' }));
