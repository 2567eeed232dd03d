import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Chooses a date on a DateField (app/src/components/ui/date-field.tsx) as a keyboard user does: opens the field named
 * `label`, pages to the month with Page Up/Down, then presses the day found by its accessible name, the date as the
 * page's language writes it (formatted in the browser, so in th it carries the Buddhist year). Ends with the dialog
 * closed and focus back on the field. `scope` is the page, a widget frame or a region holding the field.
 */
export async function pickDate(scope: Page | FrameLocator | Locator, label: string, isoDate: string): Promise<void> {
  const field = scope.getByRole('button', { name: new RegExp(`^${escaped(label)}`) });
  await field.click();
  const dialog = scope.getByRole('dialog', { name: label });
  const grid = dialog.getByRole('grid');
  const tabStop = grid.locator('button[tabindex="0"]');
  await expect(tabStop).toBeFocused();
  const month = isoDate.slice(0, 7);
  for (let shown = await grid.getAttribute('data-month'); shown !== month; shown = await grid.getAttribute('data-month')) {
    if (shown === null) throw new Error(`the date grid for ${label} names no month`);
    await tabStop.press(shown < month ? 'PageDown' : 'PageUp');
    await expect(grid).not.toHaveAttribute('data-month', shown);
  }
  const name = await grid.evaluate(
    (element, day) =>
      new Intl.DateTimeFormat(element.ownerDocument.documentElement.lang, {
        timeZone: 'UTC',
        weekday: 'short',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      }).format(new Date(`${day}T00:00:00Z`)),
    isoDate,
  );
  const day = grid.getByRole('button', { name, exact: true });
  await day.focus();
  await day.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(field).toBeFocused();
  await expect(field).toContainText(name);
}
