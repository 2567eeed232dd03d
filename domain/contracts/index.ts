// Every endpoint contract, by name. The server mounts these; the app calls them.
export { createClientSession } from './client-sessions';
export { getBookingWidgetSettings } from './settings';
export { getRooms, toRoomsQuery, ZRoomsQuery } from './rooms';
export { createReservation, getReservation } from './reservations';
export { buildPath, type Contract, type BodyOf, type ParamsOf, type QueryOf, type ResponseOf } from './contract';
export { REQUEST_HEADERS } from './headers';
