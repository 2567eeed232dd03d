import { useTranslation } from 'react-i18next';

/** "2 adults" or "2 adults, 1 child": a room's guests as guest detail and the confirmation name them. */
export function useGuestsText(): (adults: number, children: number) => string {
  const { t } = useTranslation('booking');
  return (adults, children) => {
    const adultsText = t('common:stay.adults', { count: adults });
    return children > 0 ? `${adultsText}, ${t('labels.children', { count: children })}` : adultsText;
  };
}
