import type { FieldErrors } from 'react-hook-form';
import type * as z from 'zod/mini';
import { ZAddress, ZKanaName, type Address } from '#domain/entities/reservation.ts';

/** The booker fields a hotel may ask for besides the name, email and phone, as the form holds them. */
export type BookerExtraValues = {
  first_name_kana: string;
  last_name_kana: string;
  address: { postal_code: string; prefecture_or_state: string; street_address: string; building_name_and_number: string };
};

export const EMPTY_BOOKER_EXTRAS: BookerExtraValues = {
  first_name_kana: '',
  last_name_kana: '',
  address: { postal_code: '', prefecture_or_state: '', street_address: '', building_name_and_number: '' },
};

/** Which of them are asked: kana where asksKana says (kanji_name_required, in Japanese), the address where customer_address_required. */
export type BookerExtrasRequired = { kana: boolean; address: boolean };

export type BookerExtras = { first_name_kana?: string; last_name_kana?: string; address?: Address };

/**
 * The message of a kana reading's issue, or none: the domain's codes, except that a reading with other letters is
 * told to use hiragana or katakana (booking catalog validation.kana_only), not the names' wording.
 */
export function kanaIssue(value: string): string | undefined {
  const parsed = ZKanaName.safeParse(value);
  if (parsed.success) return undefined;
  const message = parsed.error.issues[0]?.message;
  return message === 'unsupported_characters' ? 'kana_only' : message;
}

/** Per-field messages of the domain's kana and address rules, for the fields the hotel asks for. */
export function bookerExtraIssues(values: BookerExtraValues, required: BookerExtrasRequired): FieldErrors<BookerExtraValues> {
  const errors: FieldErrors<BookerExtraValues> = {};
  if (required.kana) {
    for (const field of ['first_name_kana', 'last_name_kana'] as const) {
      const message = kanaIssue(values[field]);
      if (message !== undefined) errors[field] = { type: 'kana', message };
    }
  }
  if (required.address) {
    const parsed = ZAddress.safeParse(addressInput(values.address));
    if (!parsed.success) {
      const address: Record<string, { type: string; message?: string }> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        address[field] ??= { type: 'address', message: issue.message };
      }
      errors.address = address as FieldErrors<BookerExtraValues>['address'];
    }
  }
  return errors;
}

/** The fields the hotel asks for, parsed (trimmed) for the request; call after bookerExtraIssues found none. */
export function bookerExtras(values: BookerExtraValues, required: BookerExtrasRequired): BookerExtras {
  const extras: BookerExtras = {};
  if (required.kana) {
    extras.first_name_kana = ZKanaName.parse(values.first_name_kana);
    extras.last_name_kana = ZKanaName.parse(values.last_name_kana);
  }
  if (required.address) extras.address = ZAddress.parse(addressInput(values.address));
  return extras;
}

/** An empty building line is no building line. */
function addressInput(address: BookerExtraValues['address']): z.input<typeof ZAddress> {
  const { building_name_and_number: building, ...rest } = address;
  return building.trim() === '' ? (rest as z.input<typeof ZAddress>) : ({ ...rest, building_name_and_number: building } as z.input<typeof ZAddress>);
}
