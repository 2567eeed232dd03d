import * as z from 'zod/mini';

/** The download-password modal's one field; the server checks the password itself. */
export const downloadPasswordSchema = z.object({ password: z.string().check(z.minLength(1, 'required')) });
export type DownloadPasswordValues = z.infer<typeof downloadPasswordSchema>;
