/**
 * The demo hotels' stated check-in and check-out times (hotel-local): a calendar entry starts and ends at them,
 * and the settings hand them to the app, whose check-in and check-out time questions start from them.
 */
export const HOTEL_CHECKIN_TIME = '15:00';
export const HOTEL_CHECKOUT_TIME = '11:00';
