import { useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PaymentLink } from '#domain/entities/payment-link.ts';
import type { CardMode } from '#domain/rules/card-payment.ts';
import { formatMoney, fromMinorUnits } from '#domain/rules/money.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { cardFieldIssues, EMPTY_CARD_FIELDS } from '#app/shared/payment/card-fields.ts';
import { CardFormFields, type CardFormValues } from '#app/shared/payment/card-form-fields.tsx';
import { payLink } from '../api/pay-payment-link';
import { isCardRefusal, paymentLinkRefusal, type PaymentLinkRefusal } from '../utils/payment-link-state';
import styles from './payment-link.module.css';

export type CardRules = { validThrough: string; mode: CardMode; korean: boolean };

/** The card rules of document 1 section 5 on the shared card fields, before anything is sent. */
function cardResolver(rules: CardRules, charged: number): Resolver<CardFormValues> {
  return (values) => {
    const issues = cardFieldIssues(values.card, { checkout: rules.validThrough, mode: rules.mode, charged, korean: rules.korean });
    const card = Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, { type: 'card', message: issue }]));
    if (Object.keys(card).length === 0) return { values, errors: {} };
    return { values: {}, errors: { card } as FieldErrors<CardFormValues> };
  };
}

type PaymentLinkFormProps = {
  link: PaymentLink;
  cardRules: CardRules;
  onPaid: (link: PaymentLink) => void;
  onAlreadyPaid: () => void;
  onReload: () => void;
};

/**
 * The card form of a payment link: the booking's own card fields (shared/payment), whose number goes only to the
 * provider's tokenizer. One submission at a time; the server charges a link once whatever the page does.
 */
export function PaymentLinkForm({ link, cardRules, onPaid, onAlreadyPaid, onReload }: PaymentLinkFormProps) {
  const { t } = useTranslation('payment-link');
  const { tag } = useLocale();
  const settings = useHotelSettings();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<{ refusal: PaymentLinkRefusal | null; text: string } | null>(null);
  const charged = link.currency === 'JPY' ? link.amount : 0;
  const form = useForm<CardFormValues>({
    resolver: cardResolver(cardRules, charged),
    defaultValues: { card: EMPTY_CARD_FIELDS },
    reValidateMode: 'onSubmit',
  });
  const { isSubmitting } = form.formState;
  const amount = formatMoney(fromMinorUnits(link.amount, link.currency), link.currency, tag);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onPaid(await payLink(settings.hotel_id, link, values.card, cardRules.validThrough));
    } catch (error) {
      const refusal = paymentLinkRefusal(error);
      if (refusal === 'alreadyPaid' || refusal === 'closed') {
        onAlreadyPaid();
        return;
      }
      if (isCardRefusal(refusal)) {
        // The card's secrets are typed again after a refusal, as the booking asks.
        form.setValue('card.number', '');
        form.setValue('card.security_code', '');
      }
      setFailure({ refusal, text: refusal ? t(`refusals.${refusal}`) : errorText(error) });
    }
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <CardFormFields thisYear={Number(cardRules.validThrough.slice(0, 4))} korean={cardRules.korean} />
        {failure && <Alert>{failure.text}</Alert>}
        {failure?.refusal === 'amountChanged' || failure?.refusal === 'reload' ? (
          <p>
            <Button onClick={onReload}>{t('pay.reload')}</Button>
          </p>
        ) : (
          <Button type="submit" block disabled={isSubmitting} aria-disabled={isSubmitting}>
            {isSubmitting ? t('pay.paying') : t('pay.submit', { amount })}
          </Button>
        )}
      </form>
    </FormProvider>
  );
}
