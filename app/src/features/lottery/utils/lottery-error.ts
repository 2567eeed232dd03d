import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LOTTERY_ACCOUNT_MISMATCH_TITLE, LOTTERY_DEADLINE_PASSED_CODE, userMessageKey } from '#domain/constants/error-codes.ts';
import { ApiError } from '#app/api/api-error.ts';
import { useErrorText } from '#app/api/use-error-text.ts';

/**
 * A lottery refusal in the guest's language: the account that is not the entrant's and the passed deadline
 * (section 8.3) in the lottery catalog, the codes 3750-3783 with the messages the booking catalog words for them
 * (section 8.2), anything else as every other failure is worded.
 */
export function useLotteryErrorText(): (error: unknown) => string {
  const { t } = useTranslation(['lottery', 'booking']);
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && !error.local) {
        if (error.title === LOTTERY_ACCOUNT_MISMATCH_TITLE) return t('lottery:errors.accountMismatch');
        if (error.codes.map(Number).includes(LOTTERY_DEADLINE_PASSED_CODE)) return t('lottery:errors.deadlinePassed');
        for (const code of error.codes) {
          const key = userMessageKey(Number(code));
          if (key) return t(`booking:failure.messages.${key}`);
        }
      }
      return errorText(error);
    },
    [t, errorText],
  );
}

/** A form field's message: the lottery catalog's own (lottery:validation) or the common catalog's validation. */
export function useLotteryFieldText(): (error: { message?: string } | undefined) => string | undefined {
  const { t, i18n } = useTranslation('lottery');
  return useCallback(
    (error: { message?: string } | undefined) => {
      if (!error?.message) return undefined;
      return i18n.exists(`lottery:validation.${error.message}`) ? t(`validation.${error.message}`) : i18n.t(`common:validation.${error.message}`);
    },
    [t, i18n],
  );
}
