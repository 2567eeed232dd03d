import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import type { UiLocale } from '#domain/constants/locales.ts';
import { emailOnlySchema, type EmailOnlyValues } from '../utils/email-form';
import { useAccountHotel } from './use-account-hotel';

type SendLink = (hotelId: number, email: string, link: string, locale: UiLocale) => Promise<unknown>;

/**
 * One address in, a mailed link out (forgot password, resend confirmation): the form, the call with the link the
 * mail opens, the address it went to, and a refusal in the guest's words.
 */
export function useEmailLinkRequest(send: SendLink, linkPath: string) {
  const { locale } = useLocale();
  const { hotelId, mailLink } = useAccountHotel();
  const errorText = useErrorText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EmailOnlyValues>({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: '' }, reValidateMode: 'onSubmit' });

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await send(hotelId, email, mailLink(linkPath), locale);
      setSentTo(email);
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return { form, submit, sentTo, failure };
}
