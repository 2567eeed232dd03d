/**
 * Version of the host <-> app bridge contract. Raise it only for a breaking change (a method removed or a payload
 * field changed); adding a method or an optional field keeps it, because both sides ignore what they do not know.
 */
export const PROTOCOL_VERSION = 1;
