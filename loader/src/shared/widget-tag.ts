export const WIDGET_TAG = 'hotel-booking-widget';
