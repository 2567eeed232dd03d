import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import { UNLIMITED_INVENTORY } from '#domain/constants/limits.ts';
import { moneyFormatter } from '#domain/rules/money.ts';
import { Disclosure } from '#app/components/ui/disclosure.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { choiceKey, deliveryTimes, extraChoiceIssue, quantityChoices, type ExtraChoice, type OfferedExtra, type ExtraSlot } from '#app/shared/booking-draft/extra-choices.ts';
import form from './guest-detail-form.module.css';
import styles from './extras-section.module.css';

type ExtrasSectionProps = {
  offered: readonly OfferedExtra[];
  choices: readonly ExtraChoice[];
  currency: CurrencyCode;
  onQuantityChange: (extraId: number, date: string | null, quantity: number) => void;
  onDeliveryTimeChange: (extraId: number, date: string | null, time: string) => void;
};

/** Stock at or under this is shown to the guest ("3 left"); more reads as plenty. */
const FEW_LEFT = 10;

/**
 * Extras to add to the booking: a generic extra once for the stay, a dated one per night it is sold on. The
 * quantity runs from the extra's minimum to its maximum within what is left; a chosen extra that the hotel
 * delivers at set times takes one of them (with what it adds, if anything). Extras the plan includes are shown
 * as included.
 */
export function ExtrasSection({ offered, choices, currency, onQuantityChange, onDeliveryTimeChange }: ExtrasSectionProps) {
  const { t } = useTranslation('booking');
  const { tag } = useLocale();
  const headingId = useId();
  if (offered.length === 0) return null;
  const money = moneyFormatter(currency, tag);
  const chosen = choices.filter((choice) => choice.quantity > 0).length;

  const slotName = (name: string, slot: ExtraSlot) => (slot.date === null ? name : t('extras.onDate', { name, date: formatDate(slot.date, tag) }));

  return (
    <section aria-labelledby={headingId}>
      {/* Closed until the guest opens it, or while it holds a chosen extra (a reload keeps the choice). */}
      <Disclosure
        summary={<span id={headingId}>{t('extras.heading')}</span>}
        status={chosen > 0 ? t('extras.chosenCount', { count: chosen }) : t('extras.noneChosen')}
        defaultOpen={chosen > 0}
      >
      <div className={form.section}>
      <p className={form.hint}>{t('extras.hint')}</p>
      <ul className={styles.list}>
        {offered.map(({ extra, slots, included }) => {
          const times = deliveryTimes(extra);
          return (
            <li key={extra.extra_id} className={styles.extra}>
              <h3 className={styles.name}>
                <bdi>{extra.name}</bdi>
              </h3>
              {extra.description && <p className={form.hint}>{extra.description}</p>}
              {included ? (
                <p>{t('extras.included')}</p>
              ) : (
                slots.map((slot) => {
                  const choice = choices.find((candidate) => choiceKey(candidate.extra_id, candidate.date) === choiceKey(extra.extra_id, slot.date));
                  const quantities = quantityChoices(extra, slot.stock);
                  const issue = choice ? extraChoiceIssue(offered, choice) : undefined;
                  const name = slotName(extra.name, slot);
                  const selected = choice && quantities.includes(choice.quantity) ? String(choice.quantity) : '0';
                  return (
                    <div key={choiceKey(extra.extra_id, slot.date)} className={styles.slot}>
                      <p>
                        {slot.date !== null && <span className={styles.date}>{formatDate(slot.date, tag)} </span>}
                        {t('extras.unitPrice', { price: money(slot.price_with_tax) })}
                        {slot.stock < FEW_LEFT && slot.stock !== UNLIMITED_INVENTORY && quantities.length > 0 && (
                          <span className={styles.stock}> {t('extras.left', { stock: slot.stock })}</span>
                        )}
                      </p>
                      {quantities.length === 0 ? (
                        <p>{t('extras.soldOut')}</p>
                      ) : (
                        <SelectField
                          label={t('extras.quantity', { name })}
                          hint={t('extras.quantityHint', { min: extra.min_quantity, max: Math.min(extra.max_quantity, slot.stock) })}
                          value={selected}
                          options={[
                            { value: '0', label: t('extras.none') },
                            ...quantities.map((quantity) => ({ value: String(quantity), label: String(quantity) })),
                          ]}
                          error={issue ? t(`extras.errors.${issue}`) : undefined}
                          onChange={(event: ChangeEvent<HTMLSelectElement>) => onQuantityChange(extra.extra_id, slot.date, Number(event.target.value))}
                        />
                      )}
                      {choice && times.length > 0 && (
                        <SelectField
                          label={t('extras.deliveryTime', { name })}
                          hint={t('extras.deliveryTimeHint')}
                          value={choice.delivery_time}
                          options={[
                            { value: '', label: t('extras.noDeliveryPreference') },
                            ...times.map((time) => ({
                              value: time.delivered_at,
                              label:
                                time.priceWithTax > 0
                                  ? t('extras.deliveryTimeWithPrice', { time: time.delivered_at, price: money(time.priceWithTax), most: time.quantity })
                                  : t('extras.deliveryTimeFree', { time: time.delivered_at, most: time.quantity }),
                            })),
                          ]}
                          onChange={(event: ChangeEvent<HTMLSelectElement>) => onDeliveryTimeChange(extra.extra_id, slot.date, event.target.value)}
                        />
                      )}
                    </div>
                  );
                })
              )}
            </li>
          );
        })}
      </ul>
      </div>
      </Disclosure>
    </section>
  );
}
