import { getTemporaryStorage, saveTemporaryStorage } from '#domain/contracts/ota-booking.ts';
import type { TemporaryStorage } from '#domain/entities/ota-booking.ts';
import { ApiError } from '#app/api/api-error.ts';
import { callApi } from '#app/api/api-client.ts';

/** Keeps the booking under its id (POST /api/ota/v1/temporary_storages/{id}, ADR 242). */
export async function keepBooking(id: string, booking: TemporaryStorage): Promise<void> {
  await callApi(saveTemporaryStorage, { params: { id }, body: booking });
}

/** The booking kept under the id, or null when nothing is (unknown, expired, or kept by another session). */
export async function readKeptBooking(id: string): Promise<TemporaryStorage | null> {
  try {
    const { data } = await callApi(getTemporaryStorage, { params: { id } });
    return { hotel_code: data.hotel_code, step: data.step, data: data.data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
