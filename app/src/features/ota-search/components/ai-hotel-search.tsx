import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { placeById } from '#domain/constants/japan-places.ts';
import { HOTEL_AMENITIES, HOTEL_TYPES, MEAL_PLANS, type OtaCriteria } from '#domain/entities/ota-criteria.ts';
import type { OtaFacets, OtaHotel } from '#domain/entities/ota-hotel.ts';
import { formatMoney } from '#domain/rules/money.ts';
import { nightsBetween } from '#domain/rules/nights.ts';
import { parseOtaHotelQuery } from '#domain/contracts/ota-hotels.ts';
import { callApi } from '#app/api/api-client.ts';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Choice } from '#app/components/ui/choice.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { catalogueQueryOptions, ratingsQueryOptions, stayOf } from '../api/search-catalogue';
import { criteriaChips, withoutChip, type Chip } from '../utils/criteria-chips';
import type { OtaHotelSearch } from '../utils/hotel-search';
import { ChipEditor } from './chip-editor';
import { ResultsMap } from './results-map';
import styles from './ai-hotel-search.module.css';

const RATING_STEPS = ['3', '3.5', '4', '4.5'] as const;

type Props = {
  today: string;
  hotelHref: (hotelCode: string, search: OtaHotelSearch) => string;
};

/** A decorative photo: the hotel's hue over hills and a roof line (the catalogue has no photographs). */
function HotelPicture({ hue }: { hue: number }) {
  return (
    <svg className={styles.photo} viewBox="0 0 96 64" aria-hidden="true" focusable="false">
      <rect width="96" height="64" fill={`hsl(${hue} 45% 80%)`} />
      <path d="M0 48 Q24 30 48 44 T96 40 V64 H0Z" fill={`hsl(${hue} 35% 45%)`} />
      <path d="M30 40 L48 28 L66 40 Z" fill={`hsl(${(hue + 30) % 360} 30% 30%)`} />
      <rect x="36" y="40" width="24" height="12" fill="hsl(40 30% 92%)" />
    </svg>
  );
}

type ChipListProps = {
  chips: Chip[];
  criteria: OtaCriteria;
  today: string;
  onChange: (next: OtaCriteria) => void;
};

/** The criteria as chips, each removed or edited where it is; an edit closed or applied gives the focus back to its chip. */
function ChipList({ chips, criteria, today, onChange }: ChipListProps) {
  const { t } = useTranslation('ota');
  const [editing, setEditing] = useState<string | null>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const close = (key: string) => {
    setEditing(null);
    editButtons.current.get(key)?.focus();
  };
  return (
    <ul className={styles.chips} aria-label={t('ai.chipsLabel')}>
      {chips.map((chip) => (
        <li key={chip.key} className={editing === chip.key ? `${styles.chip} ${styles.chipEditing}` : styles.chip}>
          <span>{chip.label}</span>
          <button
            type="button"
            className={styles.remove}
            aria-label={t('ai.edit.open', { chip: chip.label })}
            aria-expanded={editing === chip.key}
            ref={(button) => {
              if (button) editButtons.current.set(chip.key, button);
              else editButtons.current.delete(chip.key);
            }}
            onClick={() => setEditing(editing === chip.key ? null : chip.key)}
          >
            ✎
          </button>
          <button type="button" className={styles.remove} aria-label={t('ai.remove', { chip: chip.label })} onClick={() => onChange(withoutChip(criteria, chip))}>
            ×
          </button>
          {editing === chip.key && (
            <ChipEditor
              chip={chip}
              criteria={criteria}
              today={today}
              onCancel={() => close(chip.key)}
              onApply={(next) => {
                close(chip.key);
                onChange(next);
              }}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

function Filters({
  criteria,
  facets,
  ratingMin,
  onChange,
  onRating,
}: {
  criteria: OtaCriteria;
  facets: OtaFacets;
  ratingMin: number | null;
  onChange: (next: OtaCriteria) => void;
  onRating: (rating: number | null) => void;
}) {
  const { t } = useTranslation('ota');
  const toggle = <K extends 'types' | 'amenities' | 'meals'>(key: K, value: NonNullable<OtaCriteria[K]>[number]) => {
    const current = (criteria[key] ?? []) as string[];
    const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    const { [key]: _dropped, ...rest } = criteria;
    onChange(next.length > 0 ? { ...rest, [key]: next } : rest);
  };
  return (
    <div className={styles.filters} aria-label={t('ai.filters')} role="group">
      <fieldset>
        <legend>{t('ai.typeLegend')}</legend>
        {HOTEL_TYPES.map((type) => (
          <Choice key={type} type="checkbox" label={t('ai.withCount', { label: t(`ai.types.${type}`), count: facets.types[type] })}
            checked={criteria.types?.includes(type) ?? false} onChange={() => toggle('types', type)} />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('ai.amenityLegend')}</legend>
        {HOTEL_AMENITIES.map((amenity) => (
          <Choice key={amenity} type="checkbox" label={t('ai.withCount', { label: t(`ai.amenities.${amenity}`), count: facets.amenities[amenity] })}
            checked={criteria.amenities?.includes(amenity) ?? false} onChange={() => toggle('amenities', amenity)} />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('ai.mealLegend')}</legend>
        {MEAL_PLANS.map((meal) => (
          <Choice key={meal} type="checkbox" label={t('ai.withCount', { label: t(`ai.meals.${meal}`), count: facets.meals[meal] })}
            checked={criteria.meals?.includes(meal) ?? false} onChange={() => toggle('meals', meal)} />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('ai.ratingLegend')}</legend>
        <Choice type="radio" name="rating" label={t('ai.ratingAny')} checked={ratingMin === null} onChange={() => onRating(null)} />
        {RATING_STEPS.map((step) => (
          <Choice key={step} type="radio" name="rating" label={t('ai.withCount', { label: t('ai.ratingAtLeast', { rating: step }), count: facets.rating_min[step] })}
            checked={ratingMin === Number(step)} onChange={() => onRating(Number(step))} />
        ))}
      </fieldset>
    </div>
  );
}

type ResultItemProps = {
  hotel: OtaHotel;
  href: string;
  rating: { rating: number; review_count: number } | undefined;
  selected: boolean;
  onShowOnMap: () => void;
};

function ResultItem({ hotel, href, rating, selected, onShowOnMap }: ResultItemProps) {
  const { t } = useTranslation('ota');
  const { t: tc } = useTranslation('common');
  const { tag, locale } = useLocale();
  const details = hotel.details;
  const place = details ? placeById(details.place_id) : undefined;
  const placeName = place ? (locale === 'ja' ? place.ja : place.en) : '';
  const reason = [
    ...(details?.matched ?? []).map((item) => ((HOTEL_AMENITIES as readonly string[]).includes(item) ? t(`ai.amenities.${item as (typeof HOTEL_AMENITIES)[number]}`) : t(`ai.meals.${item as (typeof MEAL_PLANS)[number]}`))),
    ...(details?.distance_km != null ? [t('ai.reasonDistance', { distance: details.distance_km.toLocaleString(tag), place: placeName })] : []),
    ...(details?.nightly_price != null ? [t('ai.reasonNight', { price: formatMoney(details.nightly_price, hotel.currency, tag) })] : []),
  ].join(t('ai.reasonSeparator'));
  return (
    <li className={selected ? `${styles.result} ${styles.selected}` : styles.result} id={`ota-result-${hotel.hotel_code}`}>
      {details && <HotelPicture hue={details.photo_hue} />}
      <div className={styles.resultText}>
        <h3 className={styles.name}>
          <bdi>{hotel.name}</bdi>
        </h3>
        <p className={styles.meta}>
          <bdi>{hotel.brand_name}</bdi>
          {details && ` · ${t(`ai.types.${details.type}`)}`}
        </p>
        {rating && <p className={styles.meta}>{t('ai.rating', { rating: rating.rating.toLocaleString(tag), count: rating.review_count })}</p>}
        <p className={styles.reason}>{reason}</p>
        {hotel.lowest_price !== null && (
          <p className={styles.price}>
            {t('ai.total', { price: formatMoney(hotel.lowest_price, hotel.currency, tag), tax: tc('price.taxIncluded') })}
          </p>
        )}
        <a href={href}>{t('ai.see', { hotel: hotel.name })}</a>
        {details && (
          <button type="button" className={styles.showOnMap} aria-pressed={selected} onClick={onShowOnMap}>
            {t('ai.map.show', { hotel: hotel.name })}
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * The AI-assisted search (issue 23): the traveller's own words, read by the server's parser (offline rules, or an
 * LLM provider where configured: ADR 254) into criteria shown as chips; a chip removed or edited, or a filter
 * changed, searches again; each result says in one line why it is there, and sits on a map of Japan.
 */
export function AiHotelSearch({ today, hotelHref }: Props) {
  const { t } = useTranslation('ota');
  const { tag, locale } = useLocale();
  const headingId = useId();
  const [text, setText] = useState('');
  const [criteria, setCriteria] = useState<OtaCriteria | null>(null);
  const [unknown, setUnknown] = useState<string[]>([]);
  const [fellBack, setFellBack] = useState(false);
  const [ratingMin, setRatingMin] = useState<number | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  /** On a phone the list and the map take turns; wider, both show and this is not offered. */
  const [view, setView] = useState<'list' | 'map'>('list');
  const results = useQuery({ ...catalogueQueryOptions(criteria ?? {}, ratingMin, today, locale), enabled: criteria !== null });
  const codes = results.data?.hotels.map((hotel) => hotel.hotel_code) ?? [];
  const ratings = useQuery(ratingsQueryOptions(codes));
  const parse = useMutation({
    mutationFn: (request: string) => callApi(parseOtaHotelQuery, { body: { text: request } }),
    onSuccess: (answer) => {
      setCriteria(answer.criteria);
      setUnknown(answer.unknown);
      setFellBack(answer.fallback !== null);
      setSelected(null);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    parse.mutate(text);
  };
  const selectFromMap = (code: string) => {
    setSelected(code);
    document.getElementById(`ota-result-${code}`)?.scrollIntoView?.({ block: 'nearest' });
  };
  const stay = criteria ? stayOf(criteria, today) : null;
  const chips = criteria ? criteriaChips(criteria, t, { tag, locale }) : [];
  const chosen = results.data?.hotels.find((hotel) => hotel.hotel_code === selected);

  let body = null;
  if (criteria && stay) {
    if (results.isPending) body = <LoadingStatus label={t('results.loading')} />;
    else if (results.isError) body = <Alert>{t('results.error')}</Alert>;
    else
      body = (
        <>
          <p className={styles.meta}>
            {t('ai.stay', {
              checkin: formatDate(stay.checkin, tag),
              checkout: formatDate(stay.checkout, tag),
              count: nightsBetween(stay.checkin, stay.checkout),
            })}
            {stay.assumedDates && ` ${t('ai.assumedDates')}`}
          </p>
          <div className={styles.layout}>
            {results.data.facets && (
              <Filters criteria={criteria} facets={results.data.facets} ratingMin={ratingMin} onChange={setCriteria} onRating={setRatingMin} />
            )}
            <div className={styles.resultsArea}>
              <p role="status" className={styles.meta}>
                {t('results.count', { count: results.data.total_entries })}
              </p>
              {results.data.hotels.length === 0 ? (
                <Notice>{t('ai.empty')}</Notice>
              ) : (
                <>
                  <div className={styles.viewToggle} role="group" aria-label={t('ai.map.view')}>
                    <Button variant="secondary" aria-pressed={view === 'list'} onClick={() => setView('list')}>
                      {t('ai.map.listView')}
                    </Button>
                    <Button variant="secondary" aria-pressed={view === 'map'} onClick={() => setView('map')}>
                      {t('ai.map.mapView')}
                    </Button>
                  </div>
                  <div className={`${styles.views} ${view === 'map' ? styles.onMap : styles.onList}`}>
                    <div className={styles.mapPane}>
                      <ResultsMap hotels={results.data.hotels} selected={selected} onSelect={selectFromMap} />
                      {chosen && (
                        <p className={styles.chosen} aria-live="polite">
                          {t('ai.map.selected', { hotel: chosen.name })}
                        </p>
                      )}
                    </div>
                    <ol className={styles.results}>
                      {results.data.hotels.map((hotel) => (
                        <ResultItem
                          key={hotel.hotel_code}
                          hotel={hotel}
                          rating={ratings.data?.ratings.find((r) => r.hotel_code === hotel.hotel_code)}
                          href={hotelHref(hotel.hotel_code, { checkin: stay.checkin, checkout: stay.checkout, adults: stay.adults, rooms: stay.rooms })}
                          selected={selected === hotel.hotel_code}
                          onShowOnMap={() => {
                            setSelected(hotel.hotel_code);
                            setView('map');
                          }}
                        />
                      ))}
                    </ol>
                  </div>
                </>
              )}
            </div>
          </div>
        </>
      );
  }

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('ai.title')}</h2>
      <form className={styles.form} onSubmit={submit} role="search">
        <TextField label={t('ai.label')} hint={t('ai.hint')} value={text} maxLength={200} onChange={(event) => setText(event.target.value)} />
        <Button type="submit" disabled={parse.isPending}>
          {t('ai.submit')}
        </Button>
      </form>
      {parse.isPending && <LoadingStatus label={t('ai.reading')} />}
      {parse.isError && <Alert>{t('results.error')}</Alert>}
      {criteria && (
        <>
          {fellBack && <Notice>{t('ai.fallback')}</Notice>}
          {chips.length > 0 ? (
            <ChipList chips={chips} criteria={criteria} today={today} onChange={setCriteria} />
          ) : (
            <Notice>{t('ai.nothingUnderstood')}</Notice>
          )}
          {unknown.length > 0 && <p className={styles.meta}>{t('ai.notUnderstood', { words: unknown.join(t('ai.wordSeparator')) })}</p>}
        </>
      )}
      {body}
    </section>
  );
}
