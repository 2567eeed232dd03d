import type * as z from 'zod/mini';
import type { ErrorDetail } from './api-error';

/**
 * Groups zod issues by field path ("booker.email", "rooms.0.adults"). Issues about the whole object have
 * an empty path and go to `base`, where the app looks for the message to show.
 */
export function detailsFromIssues(issues: readonly z.core.$ZodIssue[]): Record<string, ErrorDetail[]> {
  const details: Record<string, ErrorDetail[]> = {};
  for (const issue of issues) {
    const key = issue.path.length === 0 ? 'base' : issue.path.map(String).join('.');
    (details[key] ??= []).push({ error: issue.message });
  }
  return details;
}
