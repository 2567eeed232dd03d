// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DateField } from '#app/components/ui/date-field.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { monthWeeks, movedDay, weekDates, weekStartOf } from '#app/components/ui/calendar-grid.ts';

beforeAll(async () => {
  await activateLocale('en');
  // jsdom has no modal dialogs: the shared opener falls back to the open attribute; close() is stubbed to fire close.
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const longDate = (tag: string, day: string) =>
  new Intl.DateTimeFormat(tag, { timeZone: 'UTC', weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(`${day}T00:00:00Z`));

async function openPicker(name: RegExp | string) {
  await userEvent.click(screen.getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  // The grid's tab stop takes focus once the dialog is open.
  await vi.waitFor(() => expect(document.activeElement?.getAttribute('data-day')).toBeTruthy());
  return dialog;
}

const focusedDay = () => document.activeElement?.getAttribute('data-day');

describe('calendar grid', () => {
  it('starts the week where the locale does: Sunday in ja and en, Saturday in ar, Monday in zh-Hans', () => {
    expect(weekStartOf('ja')).toBe(7);
    expect(weekStartOf('en')).toBe(7);
    expect(weekStartOf('ar')).toBe(6);
    expect(weekStartOf('zh-Hans')).toBe(1);
    expect(weekDates(6)[0]).toBe('2023-01-07'); // a Saturday
  });

  it('lays a month out from the week start and moves Home/End within that week', () => {
    // 1 November 2026 is a Sunday.
    expect(monthWeeks('2026-11-01', 7)[0]?.[0]).toBe('2026-11-01');
    expect(monthWeeks('2026-11-01', 1)[0]?.slice(5, 7)).toEqual([null, '2026-11-01']);
    expect(monthWeeks('2026-11-01', 6)[0]?.slice(0, 2)).toEqual([null, '2026-11-01']);
    expect(movedDay('2026-11-26', 'Home', { weekStart: 6 })).toBe('2026-11-21');
    expect(movedDay('2026-11-26', 'End', { weekStart: 6 })).toBe('2026-11-27');
    expect(movedDay('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(movedDay('2024-02-29', 'PageDown', { shift: true })).toBe('2025-02-28');
  });
});

// Each test opens a dialog and walks it by keyboard: slow on a loaded machine.
describe('date field', { timeout: 20_000 }, () => {
  it('th: the Buddhist year in the field, the heading and the day names', async () => {
    useSessionStore.setState({ locale: 'th' });
    render(<DateField label="วันเช็คอิน" value="2026-11-27" onChange={() => undefined} />);
    const field = screen.getByRole('button', { name: /^วันเช็คอิน/ });
    expect(field).toHaveTextContent('2569');
    expect(field).not.toHaveTextContent('2026');
    const dialog = await openPicker(/^วันเช็คอิน/);
    expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent('พฤศจิกายน 2569');
    expect(within(dialog).getByRole('button', { name: longDate('th', '2026-11-27') })).toHaveFocus();
  });

  it('ja: the date as Japanese writes it, weeks from Sunday', async () => {
    useSessionStore.setState({ locale: 'ja' });
    render(<DateField label="チェックイン" value="2026-11-27" onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: /^チェックイン/ })).toHaveAccessibleName(`チェックイン ${longDate('ja', '2026-11-27')}`);
    expect(screen.getByRole('button', { name: /^チェックイン/ })).toHaveTextContent('2026年11月27日(金)');
    const dialog = await openPicker(/^チェックイン/);
    expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent('2026年11月');
    expect(within(dialog).getAllByRole('columnheader')[0]).toHaveTextContent('日');
  });

  it('ar: the locale\'s own numerals and month names, weeks from Saturday', async () => {
    useSessionStore.setState({ locale: 'ar' });
    render(<DateField label="تاريخ الوصول" value="2026-11-27" onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: /^تاريخ الوصول/ })).toHaveTextContent(longDate('ar', '2026-11-27'));
    const dialog = await openPicker(/^تاريخ الوصول/);
    expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent(
      new Intl.DateTimeFormat('ar', { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date('2026-11-01T00:00:00Z')),
    );
    expect(within(dialog).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'السبت');
    expect(within(dialog).getByRole('button', { name: longDate('ar', '2026-11-27') })).toHaveTextContent(
      new Intl.DateTimeFormat('ar', { day: 'numeric', timeZone: 'UTC' }).format(new Date('2026-11-27T00:00:00Z')),
    );
  });

  it('moves with arrows, Home/End, Page Up/Down and Shift, and Enter chooses and gives focus back', async () => {
    useSessionStore.setState({ locale: 'en' });
    const onChange = vi.fn();
    render(<DateField label="Check-in" name="checkin" value="2026-11-27" onChange={onChange} />);
    const dialog = await openPicker(/^Check-in/);
    expect(focusedDay()).toBe('2026-11-27');
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('2026-11-28');
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedDay()).toBe('2026-12-05');
    expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent('December 2026');
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    expect(focusedDay()).toBe('2026-11-27');
    await userEvent.keyboard('{Home}');
    expect(focusedDay()).toBe('2026-11-22');
    await userEvent.keyboard('{End}');
    expect(focusedDay()).toBe('2026-11-28');
    await userEvent.keyboard('{PageDown}');
    expect(focusedDay()).toBe('2026-12-28');
    await userEvent.keyboard('{PageUp}{PageUp}');
    expect(focusedDay()).toBe('2026-10-28');
    await userEvent.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(focusedDay()).toBe('2027-10-28');
    expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent('October 2027');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith({ target: { name: 'checkin', value: '2027-10-28' }, type: 'change' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /^Check-in/ })).toHaveFocus());
  });

  it('keeps to min and max: focus stops at them, days beyond are disabled, months beyond cannot be shown', async () => {
    useSessionStore.setState({ locale: 'en' });
    const onChange = vi.fn();
    render(<DateField label="Check-out" value="2026-11-28" min="2026-11-27" max="2026-12-10" onChange={onChange} />);
    const dialog = await openPicker(/^Check-out/);
    expect(within(dialog).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: longDate('en', '2026-11-26') })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: longDate('en', '2026-11-26') }));
    expect(onChange).not.toHaveBeenCalled();
    within(dialog).getByRole('button', { name: longDate('en', '2026-11-28') }).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(focusedDay()).toBe('2026-11-27');
    await userEvent.keyboard('{PageDown}{PageDown}');
    expect(focusedDay()).toBe('2026-12-10');
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('refuses disabled days inside the range', async () => {
    useSessionStore.setState({ locale: 'en' });
    const onChange = vi.fn();
    render(<DateField label="Date" value="2026-11-27" isDateDisabled={(day) => day === '2026-11-28'} onChange={onChange} />);
    const dialog = await openPicker(/^Date/);
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('button', { name: longDate('en', '2026-11-28') })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ target: { name: '', value: '2026-11-29' } }));
  });

  it('works with react-hook-form register: default, setValue, the pick and submit in YYYY-MM-DD, and the error read with it', async () => {
    useSessionStore.setState({ locale: 'en' });
    const submitted = vi.fn();
    let moveCheckout: (day: string) => void = () => undefined;
    function Form() {
      const { register, handleSubmit, setValue } = useForm<{ checkout: string }>({ defaultValues: { checkout: '2026-11-28' } });
      moveCheckout = (day) => setValue('checkout', day);
      return (
        <form onSubmit={handleSubmit((values) => submitted(values))}>
          <DateField label="Check-out" error="Choose a later day" {...register('checkout')} />
          <button type="submit">Search</button>
        </form>
      );
    }
    render(<Form />);
    const field = screen.getByRole('button', { name: /^Check-out/ });
    expect(field).toHaveTextContent(longDate('en', '2026-11-28'));
    expect(field).toHaveAccessibleDescription('Choose a later day');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    act(() => moveCheckout('2026-12-01'));
    expect(field).toHaveTextContent(longDate('en', '2026-12-01'));
    await openPicker(/^Check-out/);
    expect(focusedDay()).toBe('2026-12-01');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(submitted).toHaveBeenCalledWith({ checkout: '2026-12-02' });
  });
});
