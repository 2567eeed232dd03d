import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

// Steps through the results page (issue 17) that several specs share: the search sits behind Edit once the
// address carries one, children are a count plus one select per child, and each rate's Book button is named
// "Book: <room>, <plan>, <price>".

/** Opens the search form (Edit) unless it is already open, as on a first visit without a search. */
export async function openSearchForm(app: Page | FrameLocator): Promise<void> {
  const edit = app.getByRole('button', { name: 'Edit your search' });
  await expect(edit).toBeVisible();
  if ((await edit.getAttribute('aria-expanded')) === 'false') await edit.click();
  await expect(edit).toHaveAttribute('aria-expanded', 'true');
}

/**
 * Sets a room's children: the count, then each child's select (an age, or a kids tier chosen by the start of its
 * label, e.g. 'Elementary school child').
 */
export async function setChildren(room: Locator, children: readonly (string | number)[]): Promise<void> {
  await room.getByLabel('Children', { exact: true }).selectOption(String(children.length));
  for (const [index, child] of children.entries()) {
    const select = room.getByLabel(`Age of child ${index + 1} at check-out`);
    if (typeof child === 'number') await select.selectOption(String(child));
    else {
      const label = await select.locator('option').filter({ hasText: child }).first().textContent();
      await select.selectOption({ label: label ?? child });
    }
  }
}

/** The one-line summary of the search the results answer ("26–27 Nov · 1 night · 2 adults"). */
export function searchSummary(app: Page | FrameLocator, ending: string): Locator {
  return app.getByText(new RegExp(`${ending.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

/** The Book buttons of a room card (or the whole list), bookable ones only. */
export function bookButtons(scope: Locator): Locator {
  return scope.getByRole('button', { name: /^Book: /, disabled: false });
}

/** Books the first bookable rate in a room card or list. */
export async function bookFirstRate(scope: Locator): Promise<void> {
  await bookButtons(scope).first().click();
}

/**
 * Expects the search's DateField named `label` to show `isoDate`, written as the page's language writes it (the
 * field is a button showing the date, ADR 218; it has no input value to read).
 */
export async function expectDateShown(app: Page | FrameLocator, label: string, isoDate: string): Promise<void> {
  const field = app.getByRole('button', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) });
  const written = await field.evaluate(
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
  await expect(field).toHaveText(written);
}

/**
 * Lists every rate of a room card: opens its "Show N more rates" when the card keeps rates behind it (the card
 * shows the cheapest, cheapest refundable and breakfast rates first). Works in every language: the button is the
 * card's one control that expands its rates list.
 */
export async function showAllRates(card: Locator): Promise<void> {
  await expect(card.getByRole('listitem').first()).toBeVisible();
  const more = card.locator('button[aria-controls][aria-expanded]');
  if ((await more.count()) === 0) return;
  if ((await more.getAttribute('aria-expanded')) === 'false') await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
}
