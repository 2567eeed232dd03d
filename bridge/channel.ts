/**
 * Penpal channel both sides connect on. It keeps our handshake apart from any other Penpal connection between
 * the same two windows (a host page may run its own Penpal-based widgets).
 */
export const BRIDGE_CHANNEL = 'hotel-booking-widget';
