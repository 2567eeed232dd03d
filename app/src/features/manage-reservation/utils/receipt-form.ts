import * as z from 'zod/mini';

/** The name the receipt is made out to and what it is for, within the server's text limit. */
export const RECEIPT_TEXT_MAX = 255;

/** The receipt form: a name is needed (the booker's by default), what it is for is optional. Messages are keys of manage's validation. */
export const ZReceiptForm = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'required')),
  title: z.string().check(z.trim()),
});
export type ReceiptFormInput = z.input<typeof ZReceiptForm>;
export type ReceiptForm = z.output<typeof ZReceiptForm>;
