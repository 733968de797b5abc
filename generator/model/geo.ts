// Places on the map: great-circle distance, the nearest areas to each area, and whether a point lies in the UK.

export interface LatLon {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLon, b: LatLon): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

// One degree of latitude is the same distance everywhere: ~111.2 km. A point further north or south than the
// current k-th nearest cannot be nearer, which bounds the scan below.
const KM_PER_DEGREE_LAT = (Math.PI / 180) * EARTH_RADIUS_KM;

/**
 * For each place, the indices of its k nearest other places, nearest first (ties by index, so the result is
 * deterministic). Places are scanned outward in latitude order from each one and the scan stops once the
 * latitude gap alone exceeds the k-th best distance: n log n for the sort plus a short scan per place.
 */
export function nearestNeighbours(places: readonly LatLon[], k: number): number[][] {
  const order = places.map((_, i) => i).sort((a, b) => places[a]!.latitude - places[b]!.latitude || a - b);
  const rank = new Array<number>(places.length);
  order.forEach((index, position) => (rank[index] = position));
  return places.map((here, i) => {
    const best: Array<{ index: number; km: number }> = [];
    const consider = (j: number) => {
      const km = distanceKm(here, places[j]!);
      if (best.length === k && !(km < best[k - 1]!.km || (km === best[k - 1]!.km && j < best[k - 1]!.index))) return;
      best.push({ index: j, km });
      best.sort((a, b) => a.km - b.km || a.index - b.index);
      if (best.length > k) best.pop();
    };
    const bound = () => (best.length < k ? Infinity : best[k - 1]!.km);
    for (const step of [-1, 1]) {
      for (let p = rank[i]! + step; p >= 0 && p < order.length; p += step) {
        const j = order[p]!;
        if (Math.abs(places[j]!.latitude - here.latitude) * KM_PER_DEGREE_LAT > bound()) break;
        consider(j);
      }
    }
    return best.map((b) => b.index);
  });
}

// A coarse outline of the United Kingdom (Great Britain with its islands, and Northern Ireland), drawn a few
// kilometres offshore: enough to catch a latitude and longitude swapped or mistyped, a point in France, the
// Republic of Ireland, the Isle of Man or the Channel Islands. [latitude, longitude], clockwise from Scilly.
const UK_OUTLINE: ReadonlyArray<readonly [number, number]> = [
  [49.85, -6.6],
  [49.9, -5.2],
  [50.15, -3.6],
  [50.48, -2.45],
  [50.52, -1.3],
  [50.66, -0.8],
  [50.68, 0.25],
  [50.85, 1.0],
  [51.08, 1.42],
  [51.4, 1.5],
  [51.87, 1.35],
  [52.08, 1.65],
  [52.48, 1.8],
  [52.95, 1.4],
  [53.15, 0.4],
  [53.6, 0.2],
  [54.12, -0.05],
  [54.5, -0.55],
  [55.0, -1.35],
  [55.78, -1.9],
  [56.28, -2.5],
  [57.15, -1.95],
  [57.5, -1.7],
  [58.65, -2.9],
  [59.45, -2.2],
  [59.85, -1.0],
  [60.9, -0.6],
  [60.6, -1.75],
  [60.1, -2.2],
  [58.65, -5.05],
  [58.6, -6.3],
  [57.9, -7.2],
  [57.5, -7.7],
  [56.8, -7.75],
  [56.45, -7.0],
  [55.7, -6.55],
  [55.28, -5.85],
  [55.3, -6.3],
  [55.25, -6.95],
  [55.05, -7.4],
  [54.83, -7.5],
  [54.6, -7.85],
  [54.45, -8.2],
  [54.2, -8.0],
  [54.15, -7.4],
  [54.35, -7.0],
  [54.1, -6.7],
  [54.0, -6.3],
  [54.0, -5.8],
  [54.4, -5.35],
  [54.63, -4.95],
  [54.5, -3.7],
  [53.9, -3.15],
  [53.4, -3.25],
  [53.45, -4.75],
  [52.75, -4.85],
  [52.0, -5.2],
  [51.65, -5.4],
  [51.15, -4.75],
  [51.0, -4.6],
  [50.6, -5.1],
  [50.05, -5.8],
];

/** Whether a point lies within the coarse outline of the UK (ray casting). */
export function inUnitedKingdom({ latitude, longitude }: LatLon): boolean {
  let inside = false;
  for (let i = 0, j = UK_OUTLINE.length - 1; i < UK_OUTLINE.length; j = i++) {
    const [yi, xi] = UK_OUTLINE[i]!;
    const [yj, xj] = UK_OUTLINE[j]!;
    if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
