import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

/**
 * The card issuer's 3-D Secure question as the stand-ins ask it: the test password, then Submit or Cancel. One form
 * for the stand-in's own challenge page and Adyen's issuer page (ADR 270); each posts it to its own address and
 * settles it by its own rules.
 */
export function issuerChallengeForm(action: string, hidden: HtmlEscapedString | Promise<HtmlEscapedString> | '' = '') {
  return html`<form method="post" action="${action}">
    ${hidden}
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="off" required />
    <div class="actions">
      <button type="submit" name="action" value="submit">Submit</button>
      <button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
    </div>
  </form>`;
}
