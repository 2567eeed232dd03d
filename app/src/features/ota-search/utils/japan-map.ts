// A simplified map of Japan for the AI search's results (ADR 254): no tiles and no map library. The coastlines are
// coarse outlines traced by hand for this project (about 120 points, accurate to some 10–20 km); the prefectures
// are generated from them, each the part of its island nearer to its capital than to any other capital on that
// island (a Voronoi cell clipped to the coast), so they show roughly where a prefecture is, not its border.
import { JAPAN_PLACES } from '#domain/constants/japan-places.ts';

type Point = readonly [x: number, y: number];
type LonLat = readonly [lon: number, lat: number];
type Island = 'hokkaido' | 'honshu' | 'shikoku' | 'kyushu' | 'okinawa' | 'sakishima';

const OUTLINES: Record<Island, readonly LonLat[]> = {
  hokkaido: [
    [141.9, 45.5], [142.6, 44.8], [143.5, 44.2], [144.6, 44.0], [145.3, 44.3], [145.1, 43.7], [145.6, 43.4], [145.0, 43.1],
    [144.0, 42.9], [143.3, 42.0], [142.3, 42.4], [141.6, 42.6], [140.9, 42.3], [140.5, 42.0], [141.1, 41.8], [140.7, 41.7],
    [140.0, 41.4], [140.0, 41.9], [139.8, 42.3], [140.3, 42.8], [140.5, 43.2], [141.3, 43.2], [141.4, 43.8], [141.7, 44.3],
    [141.7, 45.0],
  ],
  honshu: [
    [140.9, 41.5], [141.4, 41.4], [141.5, 40.5], [142.0, 39.6], [141.6, 38.9], [141.5, 38.3], [141.0, 38.2], [141.0, 37.0],
    [140.6, 36.3], [140.8, 35.7], [140.4, 35.2], [139.9, 34.9], [139.8, 35.3], [139.6, 35.2], [139.2, 35.25], [138.8, 34.6],
    [138.5, 35.0], [138.2, 34.6], [137.2, 34.6], [136.9, 34.75], [136.9, 34.3], [136.3, 33.9], [135.76, 33.44], [135.1, 33.9],
    [135.1, 34.25], [135.4, 34.6], [135.0, 34.65], [134.0, 34.6], [133.0, 34.4], [132.4, 34.3], [131.8, 34.0], [130.9, 33.95],
    [131.0, 34.4], [131.7, 34.7], [132.5, 35.3], [133.3, 35.6], [134.2, 35.6], [135.3, 35.7], [135.9, 35.7], [136.1, 36.2],
    [136.7, 36.8], [136.8, 37.4], [137.3, 37.5], [137.0, 37.0], [137.3, 36.8], [138.2, 37.1], [139.0, 37.9], [139.6, 38.6],
    [139.9, 39.6], [140.0, 40.0], [139.9, 40.6], [140.3, 41.2], [140.7, 40.9],
  ],
  shikoku: [
    [134.6, 34.2], [134.7, 33.8], [134.18, 33.25], [133.5, 33.5], [133.0, 32.75], [132.5, 33.3], [132.0, 33.4], [132.7, 33.9],
    [133.2, 34.1], [134.0, 34.35],
  ],
  kyushu: [
    [130.9, 33.9], [131.7, 33.6], [131.9, 33.1], [131.6, 32.5], [131.4, 31.9], [131.1, 31.4], [130.7, 31.0], [130.2, 31.3],
    [130.2, 32.0], [130.6, 32.6], [129.8, 32.7], [129.6, 33.2], [130.0, 33.5], [130.4, 33.6],
  ],
  okinawa: [[127.65, 26.08], [127.9, 26.2], [128.0, 26.5], [128.3, 26.87], [128.1, 26.75], [127.8, 26.6], [127.7, 26.4]],
  sakishima: [[124.05, 24.4], [124.3, 24.35], [124.2, 24.55], [125.2, 24.75], [125.45, 24.72], [125.3, 24.95], [124.1, 24.5]],
};

/** The south-west islands are drawn in an inset in the empty Sea of Japan, shifted by this much. */
const INSET_SHIFT: LonLat = [5.5, 15.5];
const INSET_SOUTH_OF = 28;
/** The inset's frame, in degrees before the shift. */
const INSET_FRAME = { west: 123.7, east: 128.6, south: 24.0, north: 27.1 };

const WEST = 129;
const NORTH = 45.7;
/** Pixels per degree of longitude; latitude is stretched by 1/cos(36°), Japan's middle, so shapes look right. */
const SCALE = 20;
const LAT_SCALE = SCALE / Math.cos((36 * Math.PI) / 180);

/** The whole map's box in map units (the viewBox of all of Japan). */
export const JAPAN_BOX = { x: 0, y: 0, width: (146 - WEST) * SCALE, height: (NORTH - 30.9) * LAT_SCALE };

/** Longitude and latitude to map units, the south-west islands into the inset. */
export function project(lon: number, lat: number): Point {
  const [shiftLon, shiftLat] = lat < INSET_SOUTH_OF ? INSET_SHIFT : [0, 0];
  return [(lon + shiftLon - WEST) * SCALE, (NORTH - (lat + shiftLat)) * LAT_SCALE];
}

const ISLAND_OF_PREFECTURE = (code: number): Island =>
  code === 1 ? 'hokkaido' : code >= 36 && code <= 39 ? 'shikoku' : code >= 40 && code <= 46 ? 'kyushu' : code === 47 ? 'okinawa' : 'honshu';

/** What of `polygon` is on the side of the line where `normal · p <= limit` (Sutherland–Hodgman, one edge). */
function clipHalfPlane(polygon: readonly Point[], normal: Point, limit: number): Point[] {
  const inside = (p: Point) => normal[0] * p[0] + normal[1] * p[1] <= limit;
  const out: Point[] = [];
  polygon.forEach((current, i) => {
    const previous = polygon[(i + polygon.length - 1) % polygon.length] as Point;
    const crossing = (): Point => {
      const a = normal[0] * previous[0] + normal[1] * previous[1] - limit;
      const b = normal[0] * current[0] + normal[1] * current[1] - limit;
      const t = a / (a - b);
      return [previous[0] + t * (current[0] - previous[0]), previous[1] + t * (current[1] - previous[1])];
    };
    if (inside(current)) {
      if (!inside(previous)) out.push(crossing());
      out.push(current);
    } else if (inside(previous)) out.push(crossing());
  });
  return out;
}

const toPath = (points: readonly Point[]) => `M${points.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}Z`;

const projected = (outline: readonly LonLat[]) => outline.map(([lon, lat]) => project(lon, lat));

/** The coast of every island as SVG path data. */
export function coastPaths(): string[] {
  return Object.values(OUTLINES).map((outline) => toPath(projected(outline)));
}

/** Each prefecture's shape as SVG path data, from its capital's place in domain/constants/japan-places.ts. */
export function prefecturePaths(): { code: string; path: string }[] {
  const capitals = JAPAN_PLACES.filter((place) => place.kind === 'prefecture').map((place) => ({
    code: place.prefecture,
    island: ISLAND_OF_PREFECTURE(Number(place.prefecture.slice(3))),
    at: project(place.lon, place.lat),
  }));
  return capitals.map(({ code, island, at }) => {
    let shape: Point[] = projected(OUTLINES[island]);
    for (const other of capitals) {
      if (other.code === code || other.island !== island) continue;
      // Nearer to `at` than to `other`: (other − at) · p <= (|other|² − |at|²) / 2.
      const normal: Point = [other.at[0] - at[0], other.at[1] - at[1]];
      shape = clipHalfPlane(shape, normal, (other.at[0] ** 2 + other.at[1] ** 2 - at[0] ** 2 - at[1] ** 2) / 2);
    }
    return { code, path: shape.length >= 3 ? toPath(shape) : '' };
  });
}

/** The inset's frame in map units. */
export function insetFrame() {
  const [x1, y1] = project(INSET_FRAME.west, INSET_FRAME.north);
  const [x2, y2] = project(INSET_FRAME.east, INSET_FRAME.south);
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
}

/** Never closer than this (map units, about half a degree): a search within one town still shows its coast. */
const MIN_SPAN = 14;
const PADDING = 6;

/** A square box around the points, padded, at least MIN_SPAN across. */
export function fitBox(points: readonly Point[]): { x: number; y: number; width: number; height: number } {
  if (points.length === 0) return JAPAN_BOX;
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const size = Math.max(maxX - minX, maxY - minY, MIN_SPAN) + 2 * PADDING;
  const x = (minX + maxX) / 2 - size / 2;
  const y = (minY + maxY) / 2 - size / 2;
  return { x, y, width: size, height: size };
}
