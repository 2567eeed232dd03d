import { useTranslation } from 'react-i18next';
import { ApiError } from '#app/api/api-error.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { authHotelOf } from '../api/member-session';
import { confirmSignUp } from '../api/sign-up';
import type { SignUpConfirmation } from '../components/sign-up-done-page';
import { confirmationRefusal } from '../utils/sign-up-flow';

/** The mailed link's key; the route takes it out of the address as soon as it is read. */
export const CONFIRMATION_TOKEN_KEY = 'confirmation_token';

/**
 * Confirms the mailed sign-up link in the address and signs the new member in, worded for the done page: run once
 * per document by the route (it must be read before the route strips the token from the address).
 */
export function useConfirmSignUp(): () => Promise<SignUpConfirmation> {
  const { t } = useTranslation('auth');
  const settings = useHotelSettings();
  const errorText = useErrorText();
  return async () => {
    const token = new URLSearchParams(window.location.search).get(CONFIRMATION_TOKEN_KEY)?.trim();
    if (!token) return { status: 'failed', message: t('signUpDone.invalid') };
    try {
      await confirmSignUp(authHotelOf(settings), token);
      return { status: 'done', message: t('signUpDone.confirmed') };
    } catch (error) {
      if (!(error instanceof ApiError) || error.local || error.status !== 422) return { status: 'failed', message: errorText(error) };
      const refusal = confirmationRefusal(error.codes);
      return { status: 'failed', message: t(refusal === 'expired' ? 'signUpDone.expired' : refusal === 'already_confirmed' ? 'signUpDone.alreadyConfirmed' : 'signUpDone.invalid') };
    }
  };
}
