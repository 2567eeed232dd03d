import type { Hono } from 'hono';
import { html } from 'hono/html';
import type { Database } from '../db/open-database';
import { listMails } from '../outbox/outbox';

/**
 * The mails the flows sent, newest first: an HTML page for people, `?format=json` for tests; `?to=` keeps only one
 * address's, so a test reads its own guest's mails without the whole suite's.
 */
export function mountOutboxRoutes(app: Hono, db: Database): void {
  app.get('/__outbox', (c) => {
    const mails = listMails(db, c.req.query('to'));
    if (c.req.query('format') === 'json') return c.json({ mails });
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <title>Outbox</title>
          <style>
            body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; }
            article { border-block-end: 1px solid #ccc; padding-block: 1rem; }
            pre { white-space: pre-wrap; }
          </style>
        </head>
        <body>
          <main>
            <h1>Outbox</h1>
            ${mails.length === 0 ? html`<p>No mail has been sent.</p>` : ''}
            ${mails.map(
              (mail) => html`<article>
                <h2>${mail.subject}</h2>
                <p>To ${mail.to_address}, <time datetime="${mail.created_at}">${mail.created_at}</time></p>
                ${mail.headers ? html`<pre>${Object.entries(mail.headers).map(([name, value]) => `${name}: ${value}`).join('\n')}</pre>` : ''}
                <pre>${mail.body}</pre>
              </article>`,
            )}
          </main>
        </body>
      </html>`);
  });
}
