import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import { showModalInView } from '#app/platform/show-modal-in-view.ts';
import styles from './currency-dialog.module.css';
import { searchCurrencies, type NamedCurrency } from './currency-rules';

type CurrencyDialogProps = {
  currencies: readonly NamedCurrency[];
  selected: CurrencyCode;
  onChoose: (code: CurrencyCode) => void;
  onClose: () => void;
};

function CurrencyList({
  label,
  currencies,
  selected,
  onChoose,
}: {
  label: string;
  currencies: readonly NamedCurrency[];
  selected: CurrencyCode;
  onChoose: (code: CurrencyCode) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.listHeading}>
        {label}
      </h3>
      <ul className={styles.list}>
        {currencies.map((currency) => (
          <li key={currency.code}>
            <button
              type="button"
              className={styles.option}
              aria-pressed={currency.code === selected}
              onClick={() => onChoose(currency.code)}
            >
              <span className={styles.code}>{currency.code}</span>
              <span>{currency.name}</span>
              {currency.symbol !== currency.code && <span className={styles.symbol}>{currency.symbol}</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The currency modal (document 1 section 2): a search box, the suggested currencies (hidden while searching),
 * all currencies, and a text when nothing matches. A native modal dialog: focus stays inside, Escape closes.
 */
export function CurrencyDialog({ currencies, selected, onChoose, onClose }: CurrencyDialogProps) {
  const { t } = useTranslation('common');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [text, setText] = useState('');

  useEffect(() => {
    if (dialogRef.current) void showModalInView(dialogRef.current);
  }, []);

  // Closed before the caller moves focus: while a modal dialog is open everything outside it is inert.
  const choose = (code: CurrencyCode) => {
    dialogRef.current?.close();
    onChoose(code);
  };
  const close = () => {
    dialogRef.current?.close();
    onClose();
  };

  const searching = text.trim() !== '';
  const matches = searchCurrencies(currencies, text);
  const suggested = currencies.filter((currency) => currency.isSuggested);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className={styles.top}>
        <h2 id={headingId} className={styles.heading}>
          {t('currency.title')}
        </h2>
        <button type="button" className={styles.close} aria-label={t('currency.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <label className={styles.searchLabel}>
        {t('currency.search')}
        <input
          type="search"
          className={styles.search}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
      </label>
      <div className={styles.lists}>
        {!searching && <CurrencyList label={t('currency.suggested')} currencies={suggested} selected={selected} onChoose={choose} />}
        {matches.length > 0 ? (
          <CurrencyList label={t('currency.all')} currencies={matches} selected={selected} onChoose={choose} />
        ) : (
          <p role="status">{t('currency.noMatch', { query: text.trim() })}</p>
        )}
      </div>
    </dialog>
  );
}
