import table from './zone-rules.json';

/**
 * The product's one source of time-zone rules: the UTC offset and abbreviation of each zone it
 * shows times in (the cities' zones and UTC), from the IANA tzdata release `ZONE_RULES_RELEASE`,
 * for 2000 to 2050 (`lib/zone-rules.json`, written by scripts/zone-rules.mjs). The server and the
 * browser both read this table, never their own Intl rules: Node 20 ships tzdata 2025c and a
 * newer Chromium a later release, and after Alberta moved to permanent UTC-6 (2026c) the order
 * page said "9:25 a.m. MDT" where the receipt mail said "8:25 a.m. MST" for the same instant.
 *
 * A zone outside the table (a supplier's dispatch zone in a country the product has no city in,
 * or a reader's own zone for times that belong to no delivery site) falls back to the runtime's
 * rules: those times are shown on one surface only.
 */

export const ZONE_RULES_RELEASE: string = table.release;

/** A zone's state at an instant: minutes east of UTC and the abbreviation ("MST"). */
export interface ZoneState {
  offsetMinutes: number;
  abbreviation: string;
}

interface DecodedZone {
  states: ZoneState[];
  /** Minutes since 1970 at which each change happens, ascending. */
  at: number[];
  /** The state each change moves to (an index of `states`). */
  to: number[];
}

const encoded: Record<string, { states: (number | string)[][]; changes: string }> = table.zones;
const decoded = new Map<string, DecodedZone>();

function zone(timeZone: string): DecodedZone | undefined {
  let rules = decoded.get(timeZone);
  if (rules) return rules;
  const source = encoded[timeZone];
  if (!source) return undefined;
  rules = {
    states: source.states.map(([offsetMinutes, abbreviation]) => ({
      offsetMinutes: Number(offsetMinutes),
      abbreviation: String(abbreviation),
    })),
    at: [],
    to: [],
  };
  for (const change of source.changes.split(' ').filter(Boolean)) {
    const [minute, state] = change.split('.') as [string, string];
    rules.at.push(parseInt(minute, 36));
    rules.to.push(Number(state));
  }
  decoded.set(timeZone, rules);
  return rules;
}

/** The zones the table holds (the product's cities' zones and UTC). */
export function bundledTimeZones(): string[] {
  return Object.keys(encoded);
}

/** The zone's offset and abbreviation at an instant, from the table; undefined for a zone outside it. */
export function bundledZoneState(instant: Date, timeZone: string): ZoneState | undefined {
  const rules = zone(timeZone);
  if (!rules) return undefined;
  const minute = Math.floor(instant.getTime() / 60_000);
  // The last change at or before the instant (binary search); before the first, the initial state.
  let low = 0;
  let high = rules.at.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (rules.at[middle]! <= minute) low = middle + 1;
    else high = middle;
  }
  return rules.states[low === 0 ? 0 : rules.to[low - 1]!];
}

const fallbackFormats = new Map<string, Intl.DateTimeFormat>();

/** A zone outside the table: the runtime's own rules (see above). */
function runtimeZoneState(instant: Date, timeZone: string): ZoneState {
  let format = fallbackFormats.get(timeZone);
  if (!format) {
    // en-CA as the product's words: "CET" for Europe/Berlin, where en-US says "GMT+1".
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      timeZoneName: 'short',
    });
    fallbackFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '0';
  const local = Date.UTC(
    Number(part('year')),
    Number(part('month')) - 1,
    Number(part('day')),
    Number(part('hour')),
    Number(part('minute')),
  );
  const offsetMinutes = Math.round((local - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
  return { offsetMinutes, abbreviation: part('timeZoneName') };
}

/** The zone's offset and abbreviation at an instant: the table's, or the runtime's outside it. */
export function zoneState(instant: Date, timeZone: string): ZoneState {
  return bundledZoneState(instant, timeZone) ?? runtimeZoneState(instant, timeZone);
}

/** The zone's wall clock at an instant. */
export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
  second: number;
  abbreviation: string;
}

export function wallClock(instant: Date, timeZone: string): WallClock {
  const { offsetMinutes, abbreviation } = zoneState(instant, timeZone);
  const local = new Date(instant.getTime() + offsetMinutes * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    abbreviation,
  };
}

/** The zone's calendar date at an instant, YYYY-MM-DD. */
export function localDate(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The instant a local date and hour of the zone names. In the hour a spring-forward skips, the
 * instant an hour later on the clock; in the hour a fall-back repeats, its first occurrence.
 */
export function zonedInstant(date: string, hour: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour);
  const offsetAt = (instant: number) => zoneState(new Date(instant), timeZone).offsetMinutes * 60_000;
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant);
}
