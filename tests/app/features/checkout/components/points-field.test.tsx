// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NOT_ENOUGH_POINTS_CODE } from '#domain/constants/error-codes.ts';
import { ApiError } from '#app/api/api-error.ts';
import { PointsField } from '#app/features/checkout/components/points-field.tsx';
import { spendRules } from '#app/features/checkout/utils/member-loyalty.ts';
import { activateLocale } from '#app/i18n/i18n.ts';

beforeAll(async () => {
  await activateLocale('en');
});

const RULES = spendRules({ spend_rules: { step: 100, minimum: 500, cap_percent: 100 } });

function renderField(onApply: (points: number) => Promise<void>, applied = 0) {
  const view = render(
    <PointsField pointName="Sakura Points" balance={3000} rules={RULES} price={20_000} serverMaximum={3000} applied={applied} onApply={onApply} />,
  );
  return { ...view, user: userEvent.setup() };
}

describe('points field', { timeout: 20_000 }, () => {
  it('refuses a spend off the programme’s steps at the field without asking the price', async () => {
    const onApply = vi.fn(() => Promise.resolve());
    const { user } = renderField(onApply);
    await user.type(screen.getByLabelText('Sakura Points to spend'), '550');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Spend Sakura Points in steps of 100.')).toBeTruthy();
    expect(screen.getByLabelText('Sakura Points to spend').getAttribute('aria-invalid')).toBe('true');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('fills the maximum, and says the server’s 2401 at the field with the balance it names', async () => {
    const refusal = new ApiError({
      title: 'not_enough_points',
      status: 422,
      json: null,
      errors: {},
      codes: [NOT_ENOUGH_POINTS_CODE],
      payloads: { currentPoint: 2500, spendPoint: 3000 },
      message: 'Not enough points.',
      local: false,
    });
    const onApply = vi.fn(() => Promise.reject(refusal));
    const { user } = renderField(onApply);
    await user.click(screen.getByRole('button', { name: 'Use the maximum (3,000)' }));
    expect((screen.getByLabelText('Sakura Points to spend') as HTMLInputElement).value).toBe('3000');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(3000);
    expect(await screen.findByText('You do not have enough Sakura Points. Your current balance is 2,500.')).toBeTruthy();
  });

  it('shows the points spent and spends none again on remove', async () => {
    const onApply = vi.fn(() => Promise.resolve());
    const { user } = renderField(onApply, 1000);
    expect(screen.getByText('1,000 Sakura Points spent on this booking.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stop spending' }));
    expect(onApply).toHaveBeenCalledWith(0);
  });
});
