/** The browser tab's title for a page; React 19 hoists <title> into the document head. */
export function DocumentTitle({ page, hotelName }: { page: string; hotelName: string }) {
  return <title>{`${page} | ${hotelName}`}</title>;
}
