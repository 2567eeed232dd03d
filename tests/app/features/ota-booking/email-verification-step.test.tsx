// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmailVerificationStep } from '#app/features/ota-booking/components/email-verification-step.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { readBookingDraft } from '#app/shared/booking-draft/booking-draft.ts';
import { emailVerificationTokenFor, readEmailVerification } from '#app/shared/booking-draft/email-verification.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';

// ADR 242: the e-mail check before a travel-agency booking, as the guest meets it.

const SLOW = { timeout: 20_000 };
const HOTEL = 'umi-okinawa';
const LATER = new Date(Date.now() + 60 * 60_000).toISOString();

type Sent = { url: string; body: Record<string, unknown> };

function fakeApi(reply: (sent: Sent) => Response): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { url: String(input), body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> };
      sent.push(call);
      return reply(call);
    }),
  );
  return sent;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refusal = (error: string, code: number) =>
  json(422, { title: 'invalid', status: 422, codes: [code], details: { base: [{ error: 'refused' }], code: [{ error, code }] } });

async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function askForCode(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, screen.getByLabelText('Email address'), 'aiko@example.com');
  await user.click(screen.getByRole('button', { name: 'Send the code' }));
  await screen.findByText(/We sent a 6-digit code to aiko@example.com/);
}

beforeAll(async () => {
  await activateLocale('en', ['common', 'booking', 'ota-booking']);
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.setState({ brandId: 2, clientSession: 'session-token-0002', userToken: null, locale: 'en', renewClientSession: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('the e-mail check before an OTA booking', () => {
  it('mails a code, takes it back, keeps the verification and fills the booking form\'s e-mail', SLOW, async () => {
    const sent = fakeApi(({ body }) =>
      json(200, { data: body.code ? { status: 'verified', verification_token: 'verified-token', expires_at: LATER } : { status: 'sent', expires_at: LATER } }),
    );
    const onVerified = vi.fn();
    const user = userEvent.setup();
    render(<EmailVerificationStep hotelCode={HOTEL} hotelName="Umi Okinawa" onVerified={onVerified} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Guest details' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Confirm your email address' })).toBeTruthy();

    await askForCode(user);
    expect(sent[0]).toMatchObject({ body: { email: 'aiko@example.com', locale: 'en' } });
    expect(sent[0]?.url).toContain('/api/v1/email_verifications');
    await enter(user, screen.getByLabelText(/Code from the email/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));

    expect(onVerified).toHaveBeenCalledOnce();
    expect(sent[1]).toMatchObject({ body: { email: 'aiko@example.com', code: '123456' } });
    expect(emailVerificationTokenFor(HOTEL, 'AIKO@example.com ')).toBe('verified-token');
    expect(emailVerificationTokenFor(HOTEL, 'someone@example.com')).toBeUndefined();
    expect(readBookingDraft(HOTEL).values).toMatchObject({ email: 'aiko@example.com', email_confirmation: 'aiko@example.com' });
  });

  it('says at the field when the code is wrong or has expired, and checks its form first', SLOW, async () => {
    let answer = refusal('wrong_code', 1000);
    fakeApi(({ body }) => (body.code ? answer : json(200, { data: { status: 'sent', expires_at: LATER } })));
    const onVerified = vi.fn();
    const user = userEvent.setup();
    render(<EmailVerificationStep hotelCode={HOTEL} hotelName="Umi Okinawa" onVerified={onVerified} />);
    await askForCode(user);
    const field = screen.getByLabelText(/Code from the email/);

    await enter(user, field, '12');
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByText('Enter the 6 digits from the email.')).toBeTruthy();

    await enter(user, field, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByText('This is not the code we sent. Check the email and try again.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    answer = refusal('code_expired', 1250);
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByText('This code has expired or was entered wrongly too often. Send a new code.')).toBeTruthy();
    expect(onVerified).not.toHaveBeenCalled();
    expect(readEmailVerification(HOTEL)).toBeUndefined();
  });

  it('forgets a verification past its hour', () => {
    localStorage.setItem(`hbw:email-verification:${HOTEL}`, JSON.stringify({ email: 'a@example.com', token: 't', expires_at: new Date(Date.now() - 1).toISOString() }));
    expect(readEmailVerification(HOTEL)).toBeUndefined();
    expect(localStorage.getItem(`hbw:email-verification:${HOTEL}`)).toBeNull();
  });
});
