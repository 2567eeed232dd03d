/**
 * The document's own skeleton (app/index.html, ADR 211), drawn again by React while the app starts and while a
 * route's code loads: the classes are the document's, so the page keeps its shape until the screen replaces it.
 */
export function PageSkeleton() {
  return (
    <div className="hbw-skeleton-main" aria-hidden="true">
      <div className="hbw-skeleton-title" />
      <div className="hbw-skeleton-summary" />
      <div className="hbw-skeleton-form" />
      <div className="hbw-skeleton-card" />
      <div className="hbw-skeleton-card" />
    </div>
  );
}
