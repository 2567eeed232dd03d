import type { ReactNode } from 'react';
import { Alert } from '#app/components/ui/alert.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import styles from './hand-over-page.module.css';

/** Where a hand-over stands: still working, done (with what to say), or failed (with why). */
export type HandOver = { status: 'working' } | { status: 'done'; message: string } | { status: 'failed'; message: string };

type HandOverPageProps = {
  title: string;
  hotelName: string;
  /** What the guest waits for while working. */
  workingLabel: string;
  handOver: HandOver;
  children?: ReactNode;
};

/**
 * The headless helper pages a chatbot or LINE host opens (/iframe-token, /iframe-liff-token,
 * /iframe-change-locale): one short status, announced politely when done and at once when it failed.
 */
export function HandOverPage({ title, hotelName, workingLabel, handOver, children }: HandOverPageProps) {
  return (
    <div className={styles.page}>
      <DocumentTitle page={title} hotelName={hotelName} />
      <PageHeading>{title}</PageHeading>
      {handOver.status === 'working' && <LoadingStatus label={workingLabel} />}
      {handOver.status === 'done' && <p role="status">{handOver.message}</p>}
      {handOver.status === 'failed' && <Alert>{handOver.message}</Alert>}
      {children}
    </div>
  );
}
