import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, type KeyboardEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { JAPAN_PLACES } from '#domain/constants/japan-places.ts';
import { HOTEL_AMENITIES, HOTEL_TYPES, MEAL_PLANS, type OtaCriteria } from '#domain/entities/ota-criteria.ts';
import { Button } from '#app/components/ui/button.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import { chipDraft, chipEditSchema, chipKind, withEditedChip, type ChipDraft } from '../utils/chip-edit';
import type { Chip } from '../utils/criteria-chips';
import styles from './ai-hotel-search.module.css';

type Props = {
  chip: Chip;
  criteria: OtaCriteria;
  today: string;
  onApply: (next: OtaCriteria) => void;
  onCancel: () => void;
};

/**
 * One chip's criterion edited where the chip is: its fields, checked when applied with the messages at each field
 * (ADR 207's onSubmit revalidation), Escape or Cancel leaving it as it was.
 */
export function ChipEditor({ chip, criteria, today, onApply, onCancel }: Props) {
  const { t } = useTranslation('ota');
  const { t: tc } = useTranslation('common');
  const { locale } = useLocale();
  const titleId = useId();
  const kind = chipKind(chip);
  const resolver = useMemo(() => zodResolver(chipEditSchema(kind, today)) as unknown as Resolver<ChipDraft, unknown, Partial<OtaCriteria>>, [kind, today]);
  const form = useForm<ChipDraft, unknown, Partial<OtaCriteria>>({ resolver, defaultValues: chipDraft(criteria, chip), reValidateMode: 'onSubmit' });
  const { errors } = form.formState;
  const errorText = (key: string | undefined) => (key ? t(`errors.${key}`) : undefined);
  const first = kind === 'dates' ? 'checkin' : kind === 'budget' ? 'amount' : ['nights', 'adults', 'children', 'rooms'].includes(kind) ? 'count' : 'value';
  const { setFocus } = form;
  useEffect(() => setFocus(first), [setFocus, first]);

  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };
  const listOptions = (values: readonly string[], prefix: 'types' | 'amenities' | 'meals') => {
    const taken = new Set(criteria[prefix] ?? []);
    const current = chip.key.split(':')[1];
    return values.filter((value) => value === current || !taken.has(value as never)).map((value) => ({ value, label: t(`ai.${prefix}.${value}` as 'ai.types.city') }));
  };
  const collator = new Intl.Collator(locale === 'ja' ? 'ja' : 'en');
  const placeName = (place: (typeof JAPAN_PLACES)[number]) => (locale === 'ja' ? place.ja : place.en);

  return (
    <form className={styles.editor} aria-labelledby={titleId} noValidate onKeyDown={escape} onSubmit={form.handleSubmit((patch) => onApply(withEditedChip(criteria, chip, patch)))}>
      <p id={titleId} className={styles.editorTitle}>
        {t('ai.edit.title', { chip: chip.label })}
      </p>
      {kind === 'dates' && (
        <>
          <TextField label={tc('stay.checkin')} hint={t('form.dateHint')} inputMode="numeric" autoComplete="off" error={errorText(errors.checkin?.message)} {...form.register('checkin')} />
          <TextField label={tc('stay.checkout')} hint={t('form.dateHint')} inputMode="numeric" autoComplete="off" error={errorText(errors.checkout?.message)} {...form.register('checkout')} />
        </>
      )}
      {(kind === 'nights' || kind === 'adults' || kind === 'children' || kind === 'rooms') && (
        <TextField label={t(`ai.edit.${kind}`)} inputMode="numeric" autoComplete="off" error={errorText(errors.count?.message)} {...form.register('count')} />
      )}
      {kind === 'children' && <TextField label={t('ai.edit.ages')} hint={t('ai.edit.agesHint')} autoComplete="off" error={errorText(errors.ages?.message)} {...form.register('ages')} />}
      {kind === 'budget' && (
        <>
          <TextField label={t('ai.edit.amount')} inputMode="numeric" autoComplete="off" error={errorText(errors.amount?.message)} {...form.register('amount')} />
          <SelectField label={t('ai.edit.per')} options={[{ value: 'night', label: t('ai.edit.perNight') }, { value: 'stay', label: t('ai.edit.perStay') }]} {...form.register('per')} />
        </>
      )}
      {kind === 'area' && (
        <SelectField
          label={t('ai.edit.area')}
          error={errorText(errors.value?.message)}
          options={[...JAPAN_PLACES].sort((a, b) => collator.compare(locale === 'ja' ? a.kana : a.en, locale === 'ja' ? b.kana : b.en)).map((place) => ({ value: place.id, label: placeName(place) }))}
          {...form.register('value')}
        />
      )}
      {kind === 'types' && <SelectField label={t('ai.typeLegend')} options={listOptions(HOTEL_TYPES, 'types')} {...form.register('value')} />}
      {kind === 'amenities' && <SelectField label={t('ai.amenityLegend')} options={listOptions(HOTEL_AMENITIES, 'amenities')} {...form.register('value')} />}
      {kind === 'meals' && <SelectField label={t('ai.mealLegend')} options={listOptions(MEAL_PLANS, 'meals')} {...form.register('value')} />}
      <div className={styles.editorActions}>
        <Button type="submit">{t('ai.edit.apply')}</Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('ai.edit.cancel')}
        </Button>
      </div>
    </form>
  );
}
