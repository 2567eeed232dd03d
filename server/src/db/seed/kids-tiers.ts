import type { KidsTier } from '#domain/entities/settings.ts';

/** The Japanese-style child categories hotels price by: school children, preschoolers, infants. */
export const KIDS_TIERS: Record<KidsTier['code'], KidsTier> = {
  A: {
    code: 'A',
    names: { en: 'Elementary school child (adult meals and bedding)', ja: '小学生（大人に準じる食事・寝具）' },
    min_age: 6,
    max_age: 12,
  },
  B: {
    code: 'B',
    names: { en: 'Preschool child (child meals and bedding)', ja: '幼児（お子様用の食事・寝具あり）' },
    min_age: 3,
    max_age: 5,
  },
  B2: {
    code: 'B2',
    names: { en: 'Preschool child (meals only)', ja: '幼児（食事のみ）' },
    min_age: 3,
    max_age: 5,
  },
  C: {
    code: 'C',
    names: { en: 'Infant (bedding only)', ja: '乳幼児（寝具のみ）' },
    min_age: 0,
    max_age: 2,
  },
  D: {
    code: 'D',
    names: { en: 'Infant (no meals or bedding)', ja: '乳幼児（食事・寝具なし）' },
    min_age: 0,
    max_age: 2,
  },
};
