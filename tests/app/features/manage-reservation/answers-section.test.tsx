// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswersSection } from '#app/features/manage-reservation/components/answers-section.tsx';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { aQuestion, aReservation, someSettings } from '../../factories';

const TARGET = { hotelId: 1, reservationNumber: 'SKT-12345678', proof: { bypass_token: 'bypass-token-1' } };
const CAR = aQuestion({ id: 5, title: 'Arriving by car?', required: true });
const DIET = aQuestion({ id: 6, title: 'Dietary needs', answer_type: 'options', multiple_choice: true, options: ['Vegetarian', 'No nuts'] });

/** The questions call answers the two questions; each batch_update body is kept and answered as saved. */
function fakeApi() {
  const saved: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'GET' && url.includes('/hotels/1/additional_questions')) return Response.json({ additional_questions: [CAR, DIET] });
      if (init.method === 'PUT' && url.includes('/reservations/SKT-12345678/additional_questions/batch_update')) {
        const body = JSON.parse(String(init.body)) as { answers: unknown[] };
        saved.push(body);
        return Response.json({ answers: body.answers });
      }
      throw new Error(`unexpected ${init.method} ${url}`);
    }),
  );
  return saved;
}

function renderAnswers() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onSaved = vi.fn();
  const onUnsavedChange = vi.fn<(unsaved: boolean) => void>();
  const reservation = aReservation({ answers: [{ question_id: 5, text: 'Yes' }] });
  render(
    <QueryClientProvider client={queryClient}>
      <HotelSettingsProvider settings={someSettings()}>
        <AnswersSection reservation={reservation} target={TARGET} onSaved={onSaved} onUnsavedChange={onUnsavedChange} />
      </HotelSettingsProvider>
    </QueryClientProvider>,
  );
  return { onSaved, onUnsavedChange, user: userEvent.setup() };
}

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  useSessionStore.setState({ brandId: 1, clientSession: 'session-token-0001', locale: 'en', renewClientSession: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('the answers form', () => {
  it('starts from the booked answers, refuses an emptied required one at its field and sends nothing', async () => {
    const saved = fakeApi();
    const { user, onSaved } = renderAnswers();
    const car = await screen.findByLabelText('Arriving by car? (required)');
    expect(car).toHaveValue('Yes');
    await user.clear(car);
    const save = screen.getByRole('button', { name: 'Save answers' });
    await user.click(save);

    await vi.waitFor(() => expect(car).toHaveAccessibleDescription('Please answer this question.'));
    expect(save).toHaveFocus();
    expect(saved).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves the typed text and the ticked options, in the order the question offers them; unsaved from the first edit until saved', async () => {
    const saved = fakeApi();
    const { user, onSaved, onUnsavedChange } = renderAnswers();
    const car = await screen.findByLabelText('Arriving by car? (required)');
    expect(onUnsavedChange).toHaveBeenLastCalledWith(false);
    await user.clear(car);
    // The management page asks before the guest leaves this edit (its guard is the booking's, tested with it).
    expect(onUnsavedChange).toHaveBeenLastCalledWith(true);
    await user.type(car, ' No ');
    await user.click(screen.getByRole('checkbox', { name: 'No nuts' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vegetarian' }));
    await user.click(screen.getByRole('button', { name: 'Save answers' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Your answers have been saved.'));
    expect(onUnsavedChange).toHaveBeenLastCalledWith(false);
    expect(saved).toEqual([
      {
        answers: [
          { question_id: 5, text: 'No' },
          { question_id: 6, options: ['Vegetarian', 'No nuts'] },
        ],
      },
    ]);
  });
});
