import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../constants/currencies';
import { ZAmount, ZIsoDate } from './common';

/** The hotel's account a guest paying by bank transfer sends the money to (ADR 250). */
export const ZBankTransferAccount = z.object({
  bank_name: z.string(),
  branch_name: z.string(),
  account_type: z.enum(['ordinary', 'current', 'savings']),
  account_number: z.string(),
  account_holder: z.string(),
});
export type BankTransferAccount = z.infer<typeof ZBankTransferAccount>;

/**
 * How a guest who chose bank transfer pays: nothing is charged online; the reservation tells the amount, the
 * account, the date to pay by and the reference to quote (its reservation number), as the confirmation mail does.
 */
export const ZBankTransferInstructions = z.object({
  amount: ZAmount,
  currency: z.enum(CURRENCY_CODES),
  due_date: ZIsoDate,
  reference: z.string(),
  account: ZBankTransferAccount,
});
export type BankTransferInstructions = z.infer<typeof ZBankTransferInstructions>;
