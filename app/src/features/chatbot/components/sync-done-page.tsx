import { useTranslation } from 'react-i18next';
import type { MemberUser } from '#domain/entities/member.ts';
import { Button } from '#app/components/ui/button.tsx';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import { Notice } from '#app/components/ui/alert.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { isFramed, reportToHost } from '#app/platform/host-bridge.ts';
import styles from './hand-over-page.module.css';

type SyncDonePageProps = {
  hotelName: string;
  /** The member linked to the chat, or null when nobody is (then the way to sign in inside the chat). */
  member: MemberUser | null;
  /** The booking result, with the hotel code. */
  bookingPath: string;
  /** Chat sign-in, with the hotel code. */
  signInPath: string;
};

/**
 * /sync-done: where a chatbot user lands once their membership is linked to the chat. It names the member and,
 * in a frame, offers to close the booking window (bridge `close`), since the chat is where they came from.
 */
export function SyncDonePage({ hotelName, member, bookingPath, signInPath }: SyncDonePageProps) {
  const { t } = useTranslation('common');
  const title = member ? t('syncDone.title') : t('syncDone.notLinkedTitle');
  return (
    <div className={styles.page}>
      <DocumentTitle page={title} hotelName={hotelName} />
      <PageHeading>{title}</PageHeading>
      {member ? (
        <>
          <p role="status">{t('syncDone.linked')}</p>
          <dl className={styles.member}>
            <dt>{t('syncDone.member')}</dt>
            <dd>
              <bdi>{t('syncDone.name', { first: member.first_name, last: member.last_name })}</bdi>
            </dd>
            <dt>{t('syncDone.email')}</dt>
            <dd>
              <bdi>{member.email}</bdi>
            </dd>
          </dl>
          <div className={styles.actions}>
            {isFramed() && <Button onClick={() => reportToHost('close')}>{t('syncDone.close')}</Button>}
            <ButtonLink to={bookingPath} variant={isFramed() ? 'secondary' : 'primary'}>
              {t('syncDone.book')}
            </ButtonLink>
          </div>
        </>
      ) : (
        <Notice>
          <p>{t('syncDone.notLinked')}</p>
          <p>
            <ButtonLink to={signInPath}>{t('syncDone.signIn')}</ButtonLink>
          </p>
        </Notice>
      )}
    </div>
  );
}
