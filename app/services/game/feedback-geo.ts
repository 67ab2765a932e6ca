import type { FeedbackStatus } from "./feedback-status";

export type GeoDirection = "N" | "NE" | "E" | "SE" | "S" | "SW" | "W" | "NW";
export type LatLon = { lat: number; lon: number };

const EARTH_RADIUS_KM = 6371.0088;
const DIRECTIONS: GeoDirection[] = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"];
const POLE_EPSILON = 1e-9;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** "lat,lon" in decimal degrees; out-of-range or malformed → null. */
export function parseLatLon(value: string): LatLon | null {
  const parts = value.split(",");
  if (parts.length !== 2) return null;
  const [lat, lon] = parts.map((part) => (part.trim() === "" ? Number.NaN : Number(part)));
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { lat, lon };
}

/** Haversine distance on a sphere of the mean Earth radius. */
export function distanceKm(from: LatLon, to: LatLon): number {
  const dLat = rad(to.lat - from.lat);
  const dLon = rad(to.lon - from.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Initial great-circle bearing from `from` to `to`, degrees clockwise from north in [0, 360).
 * The same sphere as `distanceKm`. At a pole longitude means nothing: from the North Pole every
 * way is south, from the South Pole every way is north.
 */
export function initialBearing(from: LatLon, to: LatLon): number {
  if (from.lat >= 90 - POLE_EPSILON) return 180;
  if (from.lat <= -90 + POLE_EPSILON) return 0;
  const φ1 = rad(from.lat);
  const φ2 = rad(to.lat);
  const Δλ = rad(to.lon - from.lon);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

export function compassDirection(bearing: number): GeoDirection {
  return DIRECTIONS[Math.round(bearing / 45) % 8];
}

function samePoint(a: LatLon, b: LatLon): boolean {
  if (Math.abs(a.lat - b.lat) >= 1e-6) return false;
  // Every longitude is the same point at a pole; -180 and 180 are the same meridian.
  if (Math.abs(a.lat) >= 90 - POLE_EPSILON) return true;
  const dLon = Math.abs(a.lon - b.lon);
  return dLon < 1e-6 || Math.abs(dLon - 360) < 1e-6;
}

/** Exact at the same point; otherwise the distance and the direction from the guess to the answer. */
export function compareGeo(
  guess: string,
  answer: string,
  toleranceKm = 0,
): { status: FeedbackStatus; direction?: GeoDirection; distanceKm?: number } {
  return compareLatLon(parseLatLon(guess), parseLatLon(answer), toleranceKm);
}

/** `compareGeo` on points already read (the quality report reads each distinct place once). */
export function compareLatLon(
  g: LatLon | null,
  a: LatLon | null,
  toleranceKm = 0,
): { status: FeedbackStatus; direction?: GeoDirection; distanceKm?: number } {
  if (!g || !a) return { status: "unknown" };
  if (samePoint(g, a)) return { status: "exact", distanceKm: 0 };
  const km = distanceKm(g, a);
  return {
    status: km <= toleranceKm ? "near" : "wrong",
    direction: compassDirection(initialBearing(g, a)),
    distanceKm: Math.round(km),
  };
}
