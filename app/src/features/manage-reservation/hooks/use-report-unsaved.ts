import { useEffect } from 'react';

/** Tells the page whether a section holds edits not yet saved; a section that goes away holds none. */
export type ReportUnsaved = (unsaved: boolean) => void;

/**
 * Reports a section's unsaved edits to the management page, which asks before the guest leaves them (document 2
 * section 8.3's unsaved-changes warning). A form counts from its first edit until it is saved.
 */
export function useReportUnsaved(unsaved: boolean, report: ReportUnsaved): void {
  useEffect(() => {
    report(unsaved);
    return () => report(false);
  }, [unsaved, report]);
}
