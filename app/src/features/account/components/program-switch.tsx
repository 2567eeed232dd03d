import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { switchMembershipProgram } from '../api/membership';
import { useAccountHotel } from '../hooks/use-account-hotel';
import type { AccountSession, ProgramChoice } from '../utils/account-session';
import styles from './account.module.css';

/** The programme switch: a new sign-in in another of the brand's programmes (a new session the app keeps). */
export function ProgramSwitch({ programs, session }: { programs: ProgramChoice; session: AccountSession }) {
  const { t } = useTranslation('account');
  const { hotelId } = useAccountHotel();
  const errorText = useErrorText();
  const [chosen, setChosen] = useState(String(programs.otherIds[0] ?? ''));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const switchTo = async () => {
    setOutcome(null);
    setBusy(true);
    try {
      const signIn = await switchMembershipProgram(hotelId, Number(chosen));
      await session.adopt(signIn);
      setOutcome({ ok: true, text: t('program.switched') });
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="program-heading">
      <h2 id="program-heading" className={styles.subheading}>
        {t('program.title')}
      </h2>
      <p>{programs.currentName ? t('program.current', { name: programs.currentName }) : t('program.currentId', { id: programs.currentId })}</p>
      {outcome && (outcome.ok ? <p role="status">{outcome.text}</p> : <Alert>{outcome.text}</Alert>)}
      <SelectField
        label={t('program.choose')}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        options={programs.otherIds.map((id) => ({ value: String(id), label: t('program.option', { id }) }))}
      />
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy} aria-disabled={busy} onClick={() => void switchTo()}>
          {busy ? t('saving') : t('program.submit')}
        </Button>
      </div>
    </section>
  );
}
