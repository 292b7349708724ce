/**
 * A truck's estimated arrival, as pure arithmetic: the distance as the crow flies (haversine)
 * times a road factor, over an average speed. The server uses it when no routing service is
 * configured, or when the service does not answer; the pages only show what the API computed.
 */

export interface Point {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371.0088;
/** Roads are longer than the straight line: a typical urban detour factor. */
export const ROAD_FACTOR = 1.3;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres. */
export function distanceKm(from: Point, to: Point): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The initial bearing from one point to another, in whole degrees clockwise from north (0 to 359):
 * where a truck is as seen from the site, for the tracking's schematic.
 */
export function bearingDegrees(from: Point, to: Point): number {
  const fromLatitude = radians(from.latitude);
  const toLatitude = radians(to.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const y = Math.sin(dLon) * Math.cos(toLatitude);
  const x =
    Math.cos(fromLatitude) * Math.sin(toLatitude) - Math.sin(fromLatitude) * Math.cos(toLatitude) * Math.cos(dLon);
  const degrees = (Math.atan2(y, x) * 180) / Math.PI;
  return Math.round((degrees + 360) % 360) % 360;
}

export interface Estimate {
  /** By road (estimated), in kilometres. */
  distanceKm: number;
  /** When the truck should arrive. */
  arrivesAt: Date;
}

/** From a position seen at `at`, at `speedKmh` on roads ROAD_FACTOR longer than the straight line. */
export function straightLineEstimate(from: Point, to: Point, at: Date, speedKmh: number): Estimate {
  const road = distanceKm(from, to) * ROAD_FACTOR;
  return { distanceKm: road, arrivesAt: new Date(at.getTime() + (road / speedKmh) * 3_600_000) };
}

/** How far along the way a load is, 0 to 1, from the distance left and the distance at the start. */
export function progressOf(left: number, start: number | null): number {
  if (!start || start <= 0) return 0;
  return Math.min(1, Math.max(0, 1 - left / start));
}
