import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardBrand } from '#domain/constants/payment.ts';
import type { SavedCard } from '#domain/entities/loyalty.ts';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { accountKeys } from '../api/keys';
import { removeSavedCard, savedCardsQueryOptions } from '../api/loyalty';
import { AccountFrame } from './account-frame';
import { MyAccountNav, type MyAccountPaths } from './my-account-nav';
import styles from './account.module.css';

/** Card brands are names, the same in every language. */
const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  ponta_visa: 'Ponta Visa',
  master: 'Mastercard',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  diners: 'Diners Club',
};

/** /my-account/payment-options: the saved cards (brand, last 4, expiry), each deleted after a confirmation step. */
export function PaymentOptionsPage({ paths }: { paths: MyAccountPaths }) {
  const { t } = useTranslation('account');
  const settings = useHotelSettings();
  const userToken = useSessionStore((store) => store.userToken);
  const cards = useQuery(savedCardsQueryOptions(settings.hotel_id, userToken));
  const errorText = useErrorText();
  const [deleted, setDeleted] = useState(false);

  return (
    <AccountFrame title={t('nav.title')} nav={<MyAccountNav current="paymentOptions" paths={paths} />}>
      <h2 className={styles.subheading}>{t('nav.paymentOptions')}</h2>
      <p className={styles.lead}>{t('cards.lead')}</p>
      {deleted && <p role="status">{t('cards.deleted')}</p>}
      {cards.isPending && <Skeleton lines={3} />}
      {cards.isError && <Alert>{errorText(cards.error)}</Alert>}
      {cards.data &&
        (cards.data.length === 0 ? (
          <Notice>{t('cards.empty')}</Notice>
        ) : (
          <ul className={styles.list}>
            {cards.data.map((card) => (
              <CardRow key={card.id} card={card} onDeleted={() => setDeleted(true)} />
            ))}
          </ul>
        ))}
    </AccountFrame>
  );
}

function CardRow({ card, onDeleted }: { card: SavedCard; onDeleted: () => void }) {
  const { t } = useTranslation('account');
  const settings = useHotelSettings();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => removeSavedCard(settings.hotel_id, card.id),
    onSuccess: async () => {
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
  const name = t('cards.name', { brand: BRAND_NAMES[card.brand], last4: card.last4 });
  const expiry = `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
  return (
    <li className={styles.row}>
      <h3>
        <bdi>{name}</bdi>
      </h3>
      <p className={styles.meta}>{t('cards.expires', { expiry })}</p>
      {remove.isError && <Alert>{errorText(remove.error)}</Alert>}
      {confirming ? (
        <div className={styles.stack} role="group" aria-label={t('cards.confirmLabel', { name })}>
          <p>{t('cards.confirm', { name })}</p>
          <div className={styles.actions}>
            <Button onClick={() => remove.mutate()} disabled={remove.isPending}>
              {t('cards.confirmDelete')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              {t('cards.keep')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setConfirming(true)} aria-label={t('cards.deleteLabel', { name })}>
            {t('cards.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
