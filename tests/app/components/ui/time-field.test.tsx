// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeField, timeLabel, timeValues } from '#app/components/ui/time-field.tsx';
import { useSessionStore } from '#app/platform/stores/session-store.ts';

afterEach(cleanup);

describe('time field', () => {
  it('writes each time as the locale does: its hour cycle, 24 hours in ja and th, 12 in en and ko', () => {
    expect(timeLabel('15:00', 'ja')).toBe('15:00');
    expect(timeLabel('15:00', 'th')).toBe('15:00');
    expect(timeLabel('15:00', 'zh-Hant')).toMatch(/下午3:00|15:00/);
    expect(timeLabel('15:00', 'en')).toMatch(/^3:00\s?PM$/);
    expect(timeLabel('21:30', 'ko')).toMatch(/9:30/);
    expect(timeLabel('21:30', 'ko')).not.toContain('21');
  });

  it('offers the quarter hours of a day and keeps a stored time between them', () => {
    expect(timeValues()).toHaveLength(96);
    expect(timeValues().slice(0, 2)).toEqual(['00:00', '00:15']);
    expect(timeValues('21:37')).toContain('21:37');
    expect(timeValues('21:37').indexOf('21:37')).toBe(timeValues('21:37').indexOf('21:30') + 1);
  });

  it('is labelled, shows the page language, and gives react-hook-form "HH:MM"', async () => {
    useSessionStore.setState({ locale: 'ja' });
    const submitted = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ arrival: string }>({ defaultValues: { arrival: '15:00' } });
      return (
        <form onSubmit={handleSubmit((values) => submitted(values))}>
          <TimeField label="到着予定時刻" {...register('arrival')} />
          <button type="submit">送信</button>
        </form>
      );
    }
    render(<Form />);
    const select = screen.getByRole('combobox', { name: '到着予定時刻' });
    expect(select).toHaveValue('15:00');
    expect(screen.getByRole('option', { name: '21:30' })).toBeTruthy();
    await userEvent.selectOptions(select, '21:30');
    await userEvent.click(screen.getByRole('button', { name: '送信' }));
    expect(submitted).toHaveBeenCalledWith({ arrival: '21:30' });
  });
});
