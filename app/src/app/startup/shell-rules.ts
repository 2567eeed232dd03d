import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { paths } from '../paths';

/** Brand 427 always runs in preview mode (document 1 section 6). */
const PREVIEW_BRAND_ID = 427;

/** "Preview mode is on for brand 427 or with tripla_preview=true." */
export function isPreviewMode(brandId: number, previewQuery: boolean): boolean {
  return previewQuery || brandId === PREVIEW_BRAND_ID;
}

/** The maintenance page replaces the app unless the address carries the maintenance_mode=false bypass. */
export function isUnderMaintenance(settings: Pick<BookingWidgetSettings, 'maintenance_mode'>, bypass: boolean): boolean {
  return settings.maintenance_mode === true && !bypass;
}

type RequestContext = {
  tier: string | null;
  siteController: string | null;
  pubnubKey: string | null;
  firstPartyCookieDomain: string | null;
};

/** The settings behind the request headers of document 2 section 7.1 and the first-party cookie rule. */
export function requestContextFrom(
  settings: Pick<BookingWidgetSettings, 'tier' | 'site_controller' | 'pubnub' | 'hotel_brand'>,
): RequestContext {
  const brand = settings.hotel_brand;
  return {
    tier: settings.tier ?? null,
    siteController: settings.site_controller ?? null,
    pubnubKey: settings.pubnub?.auth_key ?? null,
    firstPartyCookieDomain:
      brand?.first_party_cookie_setting.status === 'enabled' && brand.domain_name ? brand.domain_name : null,
  };
}

/**
 * Where a 401 sends the guest (document 2 section 7.13): in the chatbot to sign-in (coming back here), otherwise
 * to the confirmation when a current reservation is in the address, else to search.
 */
export function afterUnauthorizedPath({
  inChatbot,
  pathname,
  search,
}: {
  inChatbot: boolean;
  pathname: string;
  search: string;
}): string {
  const query = new URLSearchParams(search);
  if (inChatbot) return paths.chatSignIn.build(`${pathname}${search}`);
  const current = query.get('current_reservation');
  if (current) {
    return paths.confirmation.build(current, {
      email: query.get('email') ?? undefined,
      bypass_token: query.get('bypass_token') ?? undefined,
    });
  }
  return paths.results.build();
}
