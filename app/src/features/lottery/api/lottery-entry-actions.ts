import { bookLotteryWin, cancelLotteryEntry, declineLotteryWin, enterLottery, updateLotteryEntry } from '#domain/contracts/lottery.ts';
import type { LotteryEntry, LotteryEntryRequest, LotteryEntryUpdate } from '#domain/entities/lottery.ts';
import { callApi } from '#app/api/api-client.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';

// The entrant's writes (document 2 section 7.10): entering, changing the entry's stay, cancelling the entry, and the winner's booking or
// declining. Each answers the entry as it now is.

export async function submitLotteryEntry(hotelId: number, body: LotteryEntryRequest): Promise<LotteryEntry> {
  return (await callApi(enterLottery, { params: { hotelId }, body })).data;
}

export type EntryAction = 'cancel' | 'book' | 'decline';

export async function actOnEntry(hotelId: number, entryNumber: string, action: EntryAction): Promise<LotteryEntry> {
  const params = { hotelId, entryNumber };
  // The win's booking is counted for the channel this app was opened through, like the checkout's (ADR 233).
  if (action === 'book') return (await callApi(bookLotteryWin, { params, body: { booking_source: useShellStore.getState().bookingSource } })).data;
  const contract = { cancel: cancelLotteryEntry, decline: declineLotteryWin }[action];
  return (await callApi(contract, { params })).data;
}

/** A registered entry's new stay, inside the participation period (3752 outside it, 3753 a stay that does not fit, 3757 drawn). */
export async function changeEntryStay(hotelId: number, entryNumber: string, body: LotteryEntryUpdate): Promise<LotteryEntry> {
  return (await callApi(updateLotteryEntry, { params: { hotelId, entryNumber }, body })).data;
}
