import { create } from 'zustand';

// The error holders of document 1 section 4. Each screen reads the holder it owns; the shell shows the global
// error and the global message as banners above every screen.

export type MessageVariant = 'success' | 'info' | 'warning' | 'error';
export type GlobalMessage = { text: string; variant: MessageVariant };
export type ReservationError = { type: 'error' | 'warning'; messages: string[] };

type ErrorState = {
  init: string | null;
  searchResult: string | null;
  roomLottery: string | null;
  reservation: ReservationError | null;
  global: string | null;
  customFetch: string | null;
  guestForm: string | null;
  globalMessage: GlobalMessage | null;
};

const EMPTY: ErrorState = {
  init: null,
  searchResult: null,
  roomLottery: null,
  reservation: null,
  global: null,
  customFetch: null,
  guestForm: null,
  globalMessage: null,
};

export const useErrorStore = create<ErrorState>()(() => ({ ...EMPTY }));

export function setGlobalError(text: string): void {
  useErrorStore.setState({ global: text });
}

export function clearGlobalError(): void {
  useErrorStore.setState({ global: null });
}

/** "A global message defaults to a success variant when only text is given." */
export function showGlobalMessage(text: string, variant: MessageVariant = 'success'): void {
  useErrorStore.setState({ globalMessage: { text, variant } });
}

export function clearGlobalMessage(): void {
  useErrorStore.setState({ globalMessage: null });
}

export function setReservationError(error: ReservationError): void {
  useErrorStore.setState({ reservation: error });
}

/** A reservation error can be cleared, and is cleared after fetching the booking price. */
export function clearReservationError(): void {
  useErrorStore.setState({ reservation: null });
}

export function resetErrors(): void {
  useErrorStore.setState({ ...EMPTY });
}
