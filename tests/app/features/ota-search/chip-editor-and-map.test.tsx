// @vitest-environment jsdom
// Editing a criteria chip where it is, and the results map (ADR 254): messages at the field in the page's language,
// Escape leaves the chip as it was, and each hotel on the map is a named button tied to the list's selection.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { OtaHotel } from '#domain/entities/ota-hotel.ts';
import { ChipEditor } from '#app/features/ota-search/components/chip-editor.tsx';
import { ResultsMap } from '#app/features/ota-search/components/results-map.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';

const TODAY = '2026-06-01';
const SLOW = { timeout: 10_000 };

beforeAll(async () => {
  await activateLocale('en', ['common', 'ota']);
});

function editor(chip: { key: string; label: string }, criteria: Parameters<typeof ChipEditor>[0]['criteria']) {
  const onApply = vi.fn();
  const onCancel = vi.fn();
  render(<ChipEditor chip={chip} criteria={criteria} today={TODAY} onApply={onApply} onCancel={onCancel} />);
  return { onApply, onCancel, user: userEvent.setup() };
}

describe('ChipEditor', () => {
  it('opens on its field, says what is wrong at that field, and applies a valid count', async () => {
    const { onApply, user } = editor({ key: 'adults', label: '2 adults' }, { adults: 2, area: 'hakone' });
    const field = screen.getByRole('textbox', { name: 'Adults' });
    await vi.waitFor(() => expect(field).toHaveFocus(), SLOW);
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter a number of adults from 1 to 20.', {}, SLOW)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter a number of adults from 1 to 20.');
    expect(onApply).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '３');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(onApply).toHaveBeenCalledWith({ adults: 3, area: 'hakone' }), SLOW);
  });

  it('checks the dates as the search form does and drops the nights for them', async () => {
    const { onApply, user } = editor({ key: 'dates', label: 'Jul 18 – Jul 20' }, { checkin: '2026-07-18', checkout: '2026-07-20', adults: 2 });
    const checkout = screen.getByRole('textbox', { name: /Check-out/ });
    await user.clear(checkout);
    await user.type(checkout, '2026/07/17');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Check-out must be after check-in.', {}, SLOW)).toBeInTheDocument();
    await user.clear(checkout);
    await user.type(checkout, '2026/07/21');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(onApply).toHaveBeenCalledWith({ checkin: '2026-07-18', checkout: '2026-07-21', adults: 2 }), SLOW);
  });

  it('swaps one amenity for another not yet chosen, and Escape cancels', async () => {
    const { onApply, onCancel, user } = editor({ key: 'amenities:onsen', label: 'Onsen' }, { amenities: ['onsen', 'pool'] });
    const select = screen.getByRole('combobox', { name: 'Amenities' });
    expect(within(select).queryByRole('option', { name: 'Pool' })).toBeNull();
    await user.selectOptions(select, 'Sauna');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(onApply).toHaveBeenCalledWith({ amenities: ['sauna', 'pool'] }), SLOW);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });
});

const hotel = (code: string, name: string, lat: number, lon: number): OtaHotel => ({
  hotel_id: 0,
  hotel_code: code,
  name,
  brand_name: name,
  logo: null,
  currency: 'JPY',
  lowest_price: 30000,
  lowest_price_without_tax: 27273,
  details: { place_id: 'hakone', prefecture: 'JP-14', type: 'ryokan', amenities: [], meals: [], lat, lon, nightly_price: 15000, distance_km: 1, matched: [], photo_hue: 10 },
});

describe('ResultsMap', () => {
  it('shows each hotel as a numbered, named button in the list order, pressed when selected', async () => {
    const onSelect = vi.fn();
    const hotels = [hotel('a', 'Yumoto Inn', 35.23, 139.1), hotel('b', 'Gora Ryokan', 35.25, 139.05)];
    const { rerender } = render(<ResultsMap hotels={hotels} selected={null} onSelect={onSelect} />);
    const map = screen.getByRole('group', { name: 'Map of the 2 hotels found' });
    const markers = within(map).getAllByRole('button');
    expect(markers.map((marker) => marker.getAttribute('aria-label'))).toEqual(['1. Yumoto Inn', '2. Gora Ryokan']);
    await userEvent.setup().click(markers[1] as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith('b');
    rerender(<ResultsMap hotels={hotels} selected="b" onSelect={onSelect} />);
    expect(within(map).getByRole('button', { name: '2. Gora Ryokan' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(map).getByRole('button', { name: '1. Yumoto Inn' })).toHaveAttribute('aria-pressed', 'false');
  });
});

// Last, as it leaves the catalogs in Japanese.
describe('ChipEditor in Japanese', () => {
  it('refuses more ages than children, with the message at the ages field', async () => {
    await activateLocale('ja', ['common', 'ota']);
    const { onApply, user } = editor({ key: 'children', label: '子供2名' }, { children: 2 });
    const ages = screen.getByRole('textbox', { name: '子供の年齢' });
    await user.type(ages, '4、7、9');
    await user.click(screen.getByRole('button', { name: '適用' }));
    expect(await screen.findByText('年齢の数が子供の人数を超えています。', {}, SLOW)).toBeInTheDocument();
    expect(ages).toHaveAttribute('aria-invalid', 'true');
    expect(onApply).not.toHaveBeenCalled();
  });
});
