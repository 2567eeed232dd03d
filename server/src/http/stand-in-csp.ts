/**
 * The Content-Security-Policy of a page the API plays for a payment provider (hosted card fields, the payment hub's
 * page): nothing loads but the page's own inline styles and the empty favicon (data:,), and each page names only
 * what it needs besides: its one script by nonce, its own tokenizer, where its form may post and who may frame it.
 */
export function standInPageCsp({
  scriptNonce,
  connectSelf = false,
  formAction = ["'none'"],
  frameAncestors = ["'none'"],
}: {
  scriptNonce?: string;
  connectSelf?: boolean;
  formAction?: readonly string[];
  frameAncestors?: readonly string[];
}): string {
  return [
    "default-src 'none'",
    ...(scriptNonce ? [`script-src 'nonce-${scriptNonce}'`] : []),
    "style-src 'unsafe-inline'",
    'img-src data:',
    ...(connectSelf ? ["connect-src 'self'"] : []),
    `form-action ${formAction.join(' ')}`,
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
}
