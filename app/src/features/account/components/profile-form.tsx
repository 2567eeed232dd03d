import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PREFECTURES } from '#domain/constants/prefectures.ts';
import { GENDERS, type MemberProfile } from '#domain/entities/member-account.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { CheckboxField } from '#app/components/ui/checkbox-field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { updateProfile } from '../api/update-profile';
import { useAccountFieldText, useAccountHotel } from '../hooks/use-account-hotel';
import { profileSchema, profileUpdate, profileValues, type ProfileValues } from '../utils/profile-form';
import styles from './account.module.css';

type ProfileFormProps = {
  profile: MemberProfile;
  /** The hotel asks this member for kanji and kana names (kanji_name_required, a member who uses Japanese). */
  kanjiRequired: boolean;
  onSaved: (profile: MemberProfile) => void;
};

type TextName = Exclude<keyof ProfileValues, 'promotion_email_opt_in' | 'gender' | 'prefecture'>;

/**
 * The member's profile, saved with the update rules (only what changed is sent; an emptied field is cleared).
 * Fields an external provider owns are shown read-only with the reason; a programme that allows no updates shows
 * the whole profile read-only.
 */
export function ProfileForm({ profile, kanjiRequired, onSaved }: ProfileFormProps) {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  const { hotelId } = useAccountHotel();
  const fieldText = useAccountFieldText();
  const errorText = useErrorText();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(profileSchema(kanjiRequired)), [kanjiRequired]);
  const form = useForm<ProfileValues>({ resolver, defaultValues: profileValues(profile), reValidateMode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;
  const owned = new Set(profile.provider_owned_fields);
  const editable = profile.profile_editable;
  const showKanji = kanjiRequired || locale === 'ja' || [profile.last_name_kanji, profile.first_name_kanji, profile.last_name_kana, profile.first_name_kana].some(Boolean);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    const update = profileUpdate(profile, values);
    if (Object.keys(update).length === 0) {
      setSaved(true);
      return;
    }
    try {
      const next = await updateProfile(hotelId, update);
      form.reset(profileValues(next));
      onSaved(next);
      setSaved(true);
    } catch (error) {
      if (error instanceof ApiError && !error.local) {
        let placed = false;
        for (const [field, issues] of Object.entries(error.errors)) {
          const issue = issues[0];
          if (!issue || !(field in values)) continue;
          form.setError(field as keyof ProfileValues, { type: 'server', message: fieldText({ message: issue.error }) }, { shouldFocus: !placed });
          placed = true;
        }
        if (placed) return;
      }
      setFailure(errorText(error));
    }
  });

  const text = (name: TextName, options: { autoComplete?: string; type?: string; hint?: string; label?: string } = {}) => (
    <TextField
      label={options.label ?? t(`fields.${name}`)}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete ?? 'off'}
      hint={owned.has(name) ? t('profile.ownedByProvider') : options.hint}
      readOnly={!editable || owned.has(name)}
      error={fieldText(errors[name])}
      {...form.register(name)}
    />
  );

  const prefectures = [
    { value: '', label: t('profile.noPrefecture') },
    ...PREFECTURES.map((prefecture) => ({ value: prefecture.code, label: locale === 'ja' || locale.startsWith('zh') ? prefecture.ja : prefecture.en })),
  ];
  const genders = [{ value: '', label: t('profile.noAnswer') }, ...GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))];

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-labelledby="profile-heading">
      {failure && <Alert>{failure}</Alert>}
      {!editable && <p className={styles.hint}>{t('profile.notEditable')}</p>}
      {owned.size > 0 && editable && <p className={styles.hint}>{t('profile.providerNotice', { provider: t(`provider.${profile.provider ?? 'other'}`) })}</p>}
      <fieldset className={styles.fieldset}>
        <legend>{t('profile.names')}</legend>
        <div className={styles.pair}>
          {text('last_name', { autoComplete: 'family-name' })}
          {text('first_name', { autoComplete: 'given-name' })}
        </div>
        {showKanji && (
          <>
            <div className={styles.pair}>
              {text('last_name_kanji', { hint: t('profile.kanjiHint') })}
              {text('first_name_kanji', { hint: t('profile.kanjiHint') })}
            </div>
            <div className={styles.pair}>
              {text('last_name_kana', { hint: t('profile.kanaHint') })}
              {text('first_name_kana', { hint: t('profile.kanaHint') })}
            </div>
          </>
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('profile.about')}</legend>
        <SelectField label={t('fields.gender')} options={genders} disabled={!editable} error={fieldText(errors.gender)} {...form.register('gender')} />
        {text('date_of_birth', { type: 'date', autoComplete: 'bday' })}
        {text('nationality', { autoComplete: 'country-name' })}
        {text('occupation', { autoComplete: 'organization-title' })}
        {text('phone', { type: 'tel', autoComplete: 'tel', hint: t('profile.phoneHint') })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('profile.address')}</legend>
        {text('postal_code', { autoComplete: 'postal-code' })}
        <SelectField label={t('fields.prefecture')} options={prefectures} disabled={!editable} error={fieldText(errors.prefecture)} {...form.register('prefecture')} />
        {text('street_address', { autoComplete: 'address-line1' })}
        {text('building_name_and_number', { autoComplete: 'address-line2' })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('profile.receipt')}</legend>
        {text('receipt_name')}
        {text('receipt_tax_id', { hint: t('profile.taxIdHint'), type: 'text' })}
      </fieldset>
      <CheckboxField label={t('fields.promotion_email_opt_in')} disabled={!editable} {...form.register('promotion_email_opt_in')} />
      {saved && <p role="status">{t('profile.saved')}</p>}
      {editable && (
        <Button type="submit" disabled={isSubmitting} aria-disabled={isSubmitting}>
          {isSubmitting ? t('saving') : t('profile.save')}
        </Button>
      )}
    </form>
  );
}
