import { useId, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '#domain/entities/loyalty.ts';
import { Choice } from '#app/components/ui/choice.tsx';
import styles from './member-deductions.module.css';

/** The form values this part reads and writes: which saved card ('' is a new one), and saving a new one. */
export type SavedCardValues = { saved: { card_id: string; save: boolean } };

export const EMPTY_SAVED_CARD: SavedCardValues['saved'] = { card_id: '', save: false };

type SavedCardChoiceProps = {
  /** The member's saved cards (none for a guest). */
  cards: readonly SavedCard[];
  /** Whether the booker may save a new card: a signed-in member only. */
  canSave: boolean;
  /** The new card's fields (the stand-in's frame). */
  newCard: ReactNode;
  /** The chosen saved card's security code fields (the stand-in's frame in its code-only mode). */
  savedCardFields: (card: SavedCard) => ReactNode;
};

/**
 * A member pays with a saved card (brand, last 4, expiry) or a new one, which they may save for next time (ADR 221,
 * 224). Neither card nor code enters these inputs: a saved card's security code is typed in the provider's frame
 * (ADR 269), a new card likewise (ADR 255).
 */
export function SavedCardChoice({ cards, canSave, newCard, savedCardFields }: SavedCardChoiceProps) {
  const { t } = useTranslation('booking');
  const legendId = useId();
  const { register, control } = useFormContext<SavedCardValues>();
  const chosenId = useWatch({ control, name: 'saved.card_id' });
  const chosen = cards.find((card) => String(card.id) === chosenId);
  const cardName = (card: SavedCard) => t('card.lastFour', { brand: t(`card.brands.${card.brand}`), last4: card.last4 });

  return (
    <>
      {cards.length > 0 && (
        <fieldset className={styles.group} aria-labelledby={legendId}>
          <legend id={legendId} className={styles.legend}>
            {t('loyalty.cards.legend')}
          </legend>
          {cards.map((card) => (
            <Choice
              key={card.id}
              type="radio"
              value={String(card.id)}
              label={cardName(card)}
              hint={t('loyalty.cards.expires', { month: String(card.exp_month).padStart(2, '0'), year: card.exp_year })}
              {...register('saved.card_id')}
            />
          ))}
          <Choice type="radio" value="" label={t('loyalty.cards.newCard')} {...register('saved.card_id')} />
        </fieldset>
      )}
      {chosen ? (
        savedCardFields(chosen)
      ) : (
        <>
          {newCard}
          {canSave && <Choice type="checkbox" label={t('loyalty.cards.save')} hint={t('loyalty.cards.saveHint')} {...register('saved.save')} />}
        </>
      )}
    </>
  );
}
