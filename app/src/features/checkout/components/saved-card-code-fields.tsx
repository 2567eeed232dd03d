import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STAND_IN_FIELDS, type CardToken } from '#domain/contracts/psp-tokens.ts';
import { ApiError } from '#app/api/api-error.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { HostedCardFields, type HostedCardRules } from '#app/shared/payment/hosted-card-fields.tsx';
import { savedCardCodeReferenceQueryOptions } from '../api/get-member-loyalty';

type SavedCardCodeFieldsProps = Pick<HostedCardRules, 'validThrough' | 'currency' | 'paymentType' | 'overCardCap'> & {
  hotelId: number;
  cardId: number;
  /** Each opening of the frame (a new choice, or after a refusal) asks a new reference: one is good for one token. */
  attempt: number;
  token: CardToken | null;
  onToken: (token: CardToken) => void;
  error?: string | undefined;
};

/**
 * A member's saved card (ADR 269): its security code is typed in the stand-in's frame, opened in its code-only mode
 * with a reference the API issues for this member's card at this hotel, and the frame hands back a token as for a
 * new card. The app never holds the code.
 */
export function SavedCardCodeFields({ hotelId, cardId, attempt, validThrough, token, onToken, error, ...rules }: SavedCardCodeFieldsProps) {
  const { t } = useTranslation('booking');
  const errorText = useErrorText();
  const reference = useQuery(savedCardCodeReferenceQueryOptions(hotelId, cardId, validThrough, attempt));
  if (reference.isPending) return <LoadingStatus label={t('loyalty.cards.codeFrameLoading')} />;
  if (reference.isError) {
    // Too many wrong codes for this card today (429): the wait is said, as for any other limit.
    const limited = reference.error instanceof ApiError && reference.error.status === 429;
    return <Alert>{limited ? errorText(reference.error) : t('loyalty.cards.codeFrameFailed')}</Alert>;
  }
  return (
    <HostedCardFields
      provider={STAND_IN_FIELDS}
      hotelId={hotelId}
      validThrough={validThrough}
      {...rules}
      savedCardReference={reference.data}
      token={token}
      onToken={onToken}
      error={error}
    />
  );
}
