// The sign-up mail through the API: a guest who signs up in Korean gets the confirmation mail in Korean, with the
// link the app asked for and the expiry the answer gives.
import { describe, expect, it, vi } from 'vitest';
import { ZPendingSignUp } from '#domain/entities/member-sign-up.ts';
import { listMails } from '#server/src/outbox/outbox.ts';
import { memberCall } from './member-api';
import { APP_ORIGIN, createTestApi, TOKYO } from './test-api';

// The database seeds demo passwords as scrypt hashes: seconds on a machine that is busy.
vi.setConfig({ testTimeout: 30_000 });

const CONFIRMATION_URL = `${APP_ORIGIN}/sign-up-done?hotel_code=${TOKYO.code}&locale=ko`;

describe('sign-up mail', () => {
  it('mails a sign-up made in Korean in Korean', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const response = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/sign_up`, {
      body: {
        email: 'minjun@example.com',
        password: 'Blossom-2026',
        first_name: '민준',
        last_name: '김',
        locale: 'ko',
        terms_accepted: true,
        confirmation_url: CONFIRMATION_URL,
      },
    });
    expect(response.status).toBe(201);
    const pending = ZPendingSignUp.parse(((await response.json()) as { data: unknown }).data);

    const [mail, ...more] = listMails(api.db).filter((entry) => entry.to_address === 'minjun@example.com');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('[회원 가입 확인] Sakura Hotel Tokyo Ginza');
    const lines = mail?.body.split('\n') ?? [];
    expect(lines[0]).toBe('김민준 고객님, 안녕하세요.');
    expect(lines[2]).toContain('Sakura Hotel Tokyo Ginza 회원 가입을 신청해 주셔서 감사합니다.');
    const link = new URL(lines[3] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_ORIGIN}/sign-up-done`);
    expect(link.searchParams.get('locale')).toBe('ko');
    expect(link.searchParams.get('confirmation_token')?.length).toBeGreaterThanOrEqual(43);
    const until = new Intl.DateTimeFormat('ko', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: 'Asia/Tokyo' }).format(new Date(pending.expires_at));
    expect(lines[5]).toBe(`링크는 ${until}까지 유효합니다. 회원 가입을 신청하지 않으셨다면 이 메일을 무시하셔도 됩니다.`);
  });
});
