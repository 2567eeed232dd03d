import type { CompanionInfo } from '#domain/entities/companion.ts';
import type { Database } from '../db/open-database';

const OFF = { is_active: false, names: {} } as const;

/** A programme's companion options; an option it does not define is off. */
export function programCompanions(db: Database, programId: number): CompanionInfo {
  const rows = db
    .prepare<[number], { kind: keyof CompanionInfo; is_active: number; names: string }>(
      'SELECT kind, is_active, names FROM membership_program_companions WHERE program_id = ?',
    )
    .all(programId);
  const info: CompanionInfo = { adult_companion: { ...OFF }, kid_tier_A_companion: { ...OFF } };
  for (const row of rows) info[row.kind] = { is_active: row.is_active === 1, names: JSON.parse(row.names) as Record<string, string> };
  return info;
}

export function hasCompanionSupport(db: Database, hotelId: number): boolean {
  return db.prepare<[number], { hotel_id: number }>('SELECT hotel_id FROM hotel_companion_support WHERE hotel_id = ?').get(hotelId) !== undefined;
}

/** Sakura Club (programme 1) offers both companions at Sakura Tokyo; the other programmes and hotels none. */
export const COMPANION_SEED = {
  hotelsWithSupport: [101],
  programs: [
    {
      programId: 1,
      kind: 'adult_companion',
      isActive: true,
      names: {
        ja: '同伴者（大人）', en: 'Adult companion', ko: '동반자(성인)', zh_Hans: '同行者（成人）', zh_Hant: '同行者（成人）',
        id: 'Pendamping dewasa', th: 'ผู้ติดตาม (ผู้ใหญ่)', ar: 'مرافق بالغ',
      },
    },
    {
      programId: 1,
      kind: 'kid_tier_A_companion',
      isActive: true,
      names: {
        ja: '同伴者（子供A）', en: 'Child companion (tier A)', ko: '동반자(어린이 A)', zh_Hans: '同行者（儿童A）',
        zh_Hant: '同行者（兒童A）', id: 'Pendamping anak (tingkat A)', th: 'ผู้ติดตาม (เด็กกลุ่ม A)', ar: 'مرافق طفل (الفئة A)',
      },
    },
  ],
} as const;

export function seedCompanions(db: Database): void {
  const support = db.prepare('INSERT INTO hotel_companion_support (hotel_id) VALUES (?)');
  for (const hotelId of COMPANION_SEED.hotelsWithSupport) support.run(hotelId);
  const insert = db.prepare('INSERT INTO membership_program_companions (program_id, kind, is_active, names) VALUES (?, ?, ?, ?)');
  for (const row of COMPANION_SEED.programs) insert.run(row.programId, row.kind, row.isActive ? 1 : 0, JSON.stringify(row.names));
}
