import type { ReservationProof } from '../features/booking/api/get-reservation';
import { selectionQuery, stayQuery, type RoomSelection, type Stay } from '../lib/stay-query';

// The route table as data (document 1 section 2, standard brand variant): each route's pattern and a builder
// for its address. Builders leave the hotel code to useHotelLink, which every in-app navigation goes through.

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // "The search path drops ... empty values."
    if (value) search.set(key, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  home: {
    path: '/',
    build: () => '/',
  },
  results: {
    path: '/booking/result',
    build: (stay?: Stay) => withQuery('/booking/result', stay ? stayQuery(stay) : {}),
  },
  guestDetail: {
    path: '/reservation/guest-detail',
    build: (selection: RoomSelection) => withQuery('/reservation/guest-detail', selectionQuery(selection)),
  },
  confirmation: {
    path: '/reservation/confirmation/:confirmationNumber',
    build: (confirmationNumber: string, proof: ReservationProof) =>
      withQuery(`/reservation/confirmation/${encodeURIComponent(confirmationNumber)}`, proof),
  },
} as const;
