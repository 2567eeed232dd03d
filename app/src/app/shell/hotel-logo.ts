import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { providerAssetUrl } from '#app/api/api-base-url.ts';

/** The header's logo: the brand's image from the settings, named by the brand it shows; null when it has none. */
export function hotelLogo(settings: Pick<BookingWidgetSettings, 'logo' | 'hotel_brand_name'>): { src: string; alt: string } | null {
  return settings.logo ? { src: providerAssetUrl(settings.logo), alt: settings.hotel_brand_name } : null;
}
