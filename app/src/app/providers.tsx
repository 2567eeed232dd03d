import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';

/** What every screen reads from above: server-state cache and the hotel's settings. */
export function Providers({
  queryClient,
  settings,
  children,
}: {
  queryClient: QueryClient;
  settings: BookingWidgetSettings;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <HotelSettingsProvider settings={settings}>{children}</HotelSettingsProvider>
    </QueryClientProvider>
  );
}
