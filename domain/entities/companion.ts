import * as z from 'zod/mini';

/** A companion option of a member's programme: whether it is on, and its label per UI locale. */
export const ZCompanion = z.object({
  is_active: z.boolean(),
  names: z.record(z.string(), z.string()),
});

/** Document 1 section 3, member companion records; what `receiveCompanionInfo` tells the host (section 7.12). */
export const ZCompanionInfo = z.object({
  adult_companion: ZCompanion,
  kid_tier_A_companion: ZCompanion,
});
export type CompanionInfo = z.infer<typeof ZCompanionInfo>;
