import { useEffect, useState } from 'react';
import { ZTemporaryStorageId, type TemporaryStorage } from '#domain/entities/ota-booking.ts';
import { randomId } from '#app/platform/random-id.ts';
import { readStored, writeStored } from '#app/platform/safe-storage.ts';
import type { BookerDraftValues } from '#app/shared/booking-draft/booker-form-schema.ts';
import { onDraftSaved, readBookingDraft, saveDraftValues } from '#app/shared/booking-draft/booking-draft.ts';
import { keepBooking, readKeptBooking } from '../api/kept-booking';

/** A pause in typing before what was typed is kept on the server. */
const KEEP_AFTER_MS = 800;

const idKey = (hotelCode: string) => `hbw:ota-kept-booking:${hotelCode}`;

function keptId(hotelCode: string): string | null {
  const stored = readStored('local', idKey(hotelCode));
  return stored && ZTemporaryStorageId.safeParse(stored).success ? stored : null;
}

/**
 * The travel-agency site keeps guest detail's draft on the server as well (temporary storages, ADR 242): the draft
 * in session storage survives a reload of its tab, the kept one a new tab of the same browser (its client session
 * is the proof). A tab whose draft is empty first fills it from the kept one; answers true once the form may show.
 */
export function useKeptBooking(hotelCode: string, step: TemporaryStorage['step'] = 'guest_detail'): boolean {
  const [ready, setReady] = useState(() => keptId(hotelCode) === null || Object.keys(readBookingDraft(hotelCode).values).length > 0);

  useEffect(() => {
    if (ready) return;
    const id = keptId(hotelCode);
    let current = true;
    void (async () => {
      try {
        const kept = id ? await readKeptBooking(id) : null;
        // Parsed through the draft's own schema on the way in: only the draft's fields are ever written.
        if (current && kept?.hotel_code === hotelCode) saveDraftValues(hotelCode, kept.data.values as BookerDraftValues);
      } catch {
        // Nothing kept could be read: the guest types it again.
      } finally {
        if (current) setReady(true);
      }
    })();
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restored once, when the page opens
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keep = () => {
      timer = undefined;
      let id = keptId(hotelCode);
      if (!id) {
        id = randomId();
        writeStored('local', idKey(hotelCode), id);
      }
      const values = readBookingDraft(hotelCode).values;
      // Keeping is a convenience: a failure leaves the tab's own draft, which is what the form shows.
      keepBooking(id, { hotel_code: hotelCode, step, data: { values } }).catch(() => undefined);
    };
    const stop = onDraftSaved((saved) => {
      if (saved !== hotelCode) return;
      clearTimeout(timer);
      timer = setTimeout(keep, KEEP_AFTER_MS);
    });
    return () => {
      // Leaving for the payment page within the pause: what was typed last is kept, not dropped (ADR 260).
      if (timer !== undefined) {
        clearTimeout(timer);
        keep();
      }
      stop();
    };
  }, [hotelCode, step]);

  return ready;
}
