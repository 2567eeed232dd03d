// Every endpoint contract, by name. The server mounts these; the app calls them.
export { createClientSession } from './client-sessions';
export { getBookingWidgetSettings } from './settings';
export { getRooms } from './rooms';
export { getRoomsRecommendation } from './rooms-recommendation';
export { getRoomsPrice } from './rooms-price';
export { getRoomsInventory } from './rooms-inventory';
export { getRoomsAvailability } from './rooms-availability';
export { getCancellationPolicies } from './cancellation-policies';
export { getCancellationPolicy } from './cancellation-policy';
export { getExtras } from './extras';
export { getBrandHotels } from './brand-hotels';
export { getHotelInfo } from './hotel-info';
export { getBrandInventory } from './brand-inventory';
export { getOtaHotelRatings, parseOtaHotelQuery, searchOtaHotels } from './ota-hotels';
export { quoteStayFlights, searchStayFlights } from './ota-flights';
export { getHotelAdditionalQuestions } from './hotel-additional-questions';
export { getBrandAdditionalQuestions } from './brand-additional-questions';
export { getRecommenderWidgetSettings } from './recommender-widget-settings';
export { createReservation, getReservation, getReservationAttempt } from './reservations';
export {
  answerReservationQuestions,
  batchUpdateReservationAnswers,
  cancelReservation,
  getReservationAnswers,
  getReservationGuests,
  getReservationManagement,
  getReservationReceipt,
  lookupBrandReservation,
  updateReservationGuests,
  updateReservationSettings,
} from './reservation-management';
export { getReservationReview, submitReservationReview } from './reservation-review';
export type { Contract } from './contract';
export { REQUEST_HEADERS } from './headers';
