import { ZBankTransferAccount, type BankTransferAccount, type BankTransferInstructions } from '#domain/entities/bank-transfer.ts';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import type { PaymentMethod } from '#domain/constants/payment.ts';
import { addDays, todayIn } from '#domain/rules/nights.ts';

/**
 * Bank transfer (document 2 section 9.3, ADR 250): nothing is charged online; the guest transfers the total to the
 * hotel's account. A hotel takes transfers only when its account is set (hotels.bank_transfer_account), since a
 * guest who cannot be told where to pay cannot pay: without one, bank_transfer is dropped from its plans' methods.
 */
export function bankTransferAccount(hotel: { bank_transfer_account: string | null }): BankTransferAccount | null {
  if (hotel.bank_transfer_account === null) return null;
  const parsed = ZBankTransferAccount.safeParse(JSON.parse(hotel.bank_transfer_account));
  return parsed.success ? parsed.data : null;
}

/** A plan's stored methods as the hotel offers them: bank transfer only with an account to transfer to. */
export function offeredPlanMethods(hotel: { bank_transfer_account: string | null }, stored: string): PaymentMethod[] {
  const methods = JSON.parse(stored) as PaymentMethod[];
  return bankTransferAccount(hotel) ? methods : methods.filter((method) => method !== 'bank_transfer');
}

/**
 * The transfer a bank transfer reservation asks for: its whole total, in the hotel's currency, quoting the
 * reservation number, by the day before check-in (the day of booking itself when the stay starts sooner).
 */
export function bankTransferInstructions(
  reservation: { total_price: number; currency: string; reservation_number: string; checkin_date: string; created_at: string },
  hotel: { bank_transfer_account: string | null; time_zone: string },
): BankTransferInstructions | undefined {
  const account = bankTransferAccount(hotel);
  if (!account) return undefined;
  const bookedOn = todayIn(hotel.time_zone, new Date(reservation.created_at));
  const dayBefore = addDays(reservation.checkin_date, -1);
  return {
    amount: reservation.total_price,
    currency: reservation.currency as CurrencyCode,
    due_date: dayBefore < bookedOn ? bookedOn : dayBefore,
    reference: reservation.reservation_number,
    account,
  };
}
