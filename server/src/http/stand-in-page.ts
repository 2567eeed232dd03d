import { html } from 'hono/html';

type Html = ReturnType<typeof html>;

/**
 * The frame of the pages the API plays for outside services (the card issuer's 3-D Secure page, the LINE login):
 * plain HTML, labelled and usable by keyboard, no script. `style` adds the service's own look.
 */
export function standInPage({
  title,
  documentTitle = title,
  style,
  content,
  lang = 'en',
  dir = 'ltr',
}: {
  title: string;
  /** The page's language (a BCP 47 tag) and direction: a provider's page framed in the app speaks the guest's. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  documentTitle?: string;
  style?: Html;
  content: Html;
}): Html {
  return html`<!doctype html>
    <html lang="${lang}" dir="${dir}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${documentTitle}</title>
        <link rel="icon" href="data:," />
        <style>
          body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1a1a1a; }
          label { display: block; margin-block: 1rem 0.25rem; font-weight: 600; }
          input { font-size: 1rem; padding: 0.5rem; inline-size: 100%; box-sizing: border-box; }
          .actions { display: flex; gap: 0.75rem; margin-block-start: 1.5rem; }
          button { font-size: 1rem; padding: 0.5rem 1rem; }
          :focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
        </style>
        ${style ?? ''}
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          ${content}
        </main>
      </body>
    </html>`;
}
