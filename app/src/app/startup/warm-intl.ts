/**
 * The page's first Intl objects load ICU's data: about 20 ms on a desktop for the first clock and number format, four
 * times that on a phone, whatever the zone or locale asked for; the next ones take well under a millisecond. The
 * startup builds one of each while the hotel's settings are on their way (ADR 280), so the load is not on the way
 * from the settings to the first results: the rooms call's default dates read the hotel's clock, and the results
 * format their prices.
 */
export function warmIntl(): void {
  new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).formatToParts(0);
  new Intl.NumberFormat().format(0);
}
