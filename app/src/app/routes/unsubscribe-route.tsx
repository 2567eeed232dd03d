import { useEffect, useState } from 'react';
import { UnsubscribeConfirmationPage } from '#app/features/unsubscribe/components/unsubscribe-confirmation-page.tsx';
import { UnsubscribeSuccessPage } from '#app/features/unsubscribe/components/unsubscribe-success-page.tsx';
import { paths } from '../paths';

/** The mailed link's key; taken out of the address once read, so it stays in no history, bookmark or host page. */
const TOKEN_KEY = 'token';

function useMailedToken(): string | null {
  const [token] = useState(() => new URLSearchParams(window.location.search).get(TOKEN_KEY)?.trim() || null);
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(TOKEN_KEY)) return;
    url.searchParams.delete(TOKEN_KEY);
    window.history.replaceState(window.history.state, '', url);
  }, []);
  return token;
}

export function UnsubscribeConfirmationRoute() {
  const token = useMailedToken();
  return <UnsubscribeConfirmationPage token={token} successPath={paths.unsubscribeSuccess.build()} />;
}

export function UnsubscribeSuccessRoute() {
  return <UnsubscribeSuccessPage />;
}
