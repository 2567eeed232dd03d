import { useTranslation } from 'react-i18next';

/**
 * "2 adults", "2 adults, 1 child" or "2 adults, 2 children, 1 sharing an adult's bed": a room's guests as guest
 * detail and the confirmation name them.
 */
export function useGuestsText(): (adults: number, children: number, sharingBed?: number) => string {
  const { t } = useTranslation('booking');
  return (adults, children, sharingBed = 0) => {
    const adultsText = t('common:stay.adults', { count: adults });
    if (children === 0) return adultsText;
    const childrenText = `${adultsText}, ${t('labels.children', { count: children })}`;
    return sharingBed > 0 ? `${childrenText}, ${t('labels.sharingBed', { count: sharingBed })}` : childrenText;
  };
}
