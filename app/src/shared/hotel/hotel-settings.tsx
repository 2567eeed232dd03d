import { createContext, use, type ReactNode } from 'react';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';

// The hotel's settings are loaded once at startup and never change while the app runs.
const HotelSettingsContext = createContext<BookingWidgetSettings | null>(null);

export function HotelSettingsProvider({ settings, children }: { settings: BookingWidgetSettings; children: ReactNode }) {
  return <HotelSettingsContext value={settings}>{children}</HotelSettingsContext>;
}

export function useHotelSettings(): BookingWidgetSettings {
  const settings = use(HotelSettingsContext);
  if (!settings) throw new Error('useHotelSettings needs a HotelSettingsProvider above it');
  return settings;
}
