import { useId } from 'react';

import type { OrderLoadFieldsFragment } from '@/graphql/generated/client/graphql';
import type { OrderWords } from '@/lib/order/order-words';

import styles from './TruckSchematic.module.scss';

/**
 * Where the trucks are without a map service (no MAP_STYLE_URL): the site at the centre, each
 * truck on its way drawn by its distance as the crow flies and its bearing from the site (both
 * computed by the API, `LoadEta.directKm` and `bearingDegrees`), trucks at the site on the centre
 * ring, with rings at a round scale. No tiles, no script beyond this component: it follows the
 * order page's live refetches like the rest of the tracking.
 */

/** Ring scales, in kilometres: the smallest that holds the farthest truck. */
const SCALES_KM = [1, 2, 5, 10, 20, 50, 100, 200, 500] as const;
const SIZE = 320;
const CENTRE = SIZE / 2;
/** The outer ring's radius: room left outside it for the compass letters. */
const OUTER = 128;
/** Trucks at the site sit on this small ring around the centre, so several stay apart. */
const AT_SITE_RADIUS = 22;

const COMPASS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'];

/** "north-east" for 40°: the nearest of eight directions. */
export function compassWord(degrees: number): string {
  return COMPASS[Math.round((((degrees % 360) + 360) % 360) / 45) % 8]!;
}

export function scaleKm(farthestKm: number): number {
  return SCALES_KM.find((scale) => scale >= farthestKm) ?? SCALES_KM.at(-1)!;
}

const kmText = (km: number) => `${km.toLocaleString('en-CA', { maximumFractionDigits: 1 })} km`;

interface Placed {
  load: OrderLoadFieldsFragment;
  x: number;
  y: number;
  label: string;
  late: boolean;
}

/** The loads the schematic draws: on their way with an ETA, or at the site (arrived, unloading). */
export function schematicLoads(loads: readonly OrderLoadFieldsFragment[]) {
  return {
    moving: loads.filter((load) => load.step === 'en_route' && load.eta),
    atSite: loads.filter((load) => load.step === 'arrived' || load.step === 'unloading'),
  };
}

export function TruckSchematic({ loads, words }: { loads: readonly OrderLoadFieldsFragment[]; words: OrderWords }) {
  const id = useId();
  const { moving, atSite } = schematicLoads(loads);
  if (moving.length === 0 && atSite.length === 0) return null;
  const scale = scaleKm(Math.max(0, ...moving.map((load) => load.eta!.directKm)));
  const approximate = moving.some((load) => load.eta!.approximate);

  const placed: Placed[] = [
    ...moving.map((load) => {
      const eta = load.eta!;
      const radius = Math.max(AT_SITE_RADIUS + 12, (Math.min(eta.directKm, scale) / scale) * OUTER);
      const angle = (eta.bearingDegrees * Math.PI) / 180;
      const late = eta.lateForWindow || Boolean(load.delayMinutes);
      return {
        load,
        x: CENTRE + radius * Math.sin(angle),
        y: CENTRE - radius * Math.cos(angle),
        label: `${words.load(load.sequence)}, on its way, ${kmText(eta.directKm)} ${compassWord(eta.bearingDegrees)} of the site${late ? ', running late' : ''}`,
        late,
      };
    }),
    ...atSite.map((load, index) => {
      const angle = (index / atSite.length) * 2 * Math.PI;
      return {
        load,
        x: CENTRE + (atSite.length === 1 ? 0 : AT_SITE_RADIUS * Math.sin(angle)),
        y: CENTRE - (atSite.length === 1 ? 0 : AT_SITE_RADIUS * Math.cos(angle)),
        label: `${words.load(load.sequence)}, at the site`,
        late: false,
      };
    }),
  ];

  return (
    <figure className={styles.schematic}>
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-labelledby={`${id}-title`} className={styles.drawing}>
        <title id={`${id}-title`}>{placed.map((each) => each.label).join('. ')}</title>
        <circle cx={CENTRE} cy={CENTRE} r={OUTER} className={styles.ring} />
        <circle cx={CENTRE} cy={CENTRE} r={OUTER / 2} className={styles.ring} />
        <text x={CENTRE + 4} y={CENTRE - OUTER / 2 - 4} className={styles.ringLabel}>
          {kmText(scale / 2)}
        </text>
        <text x={CENTRE + 4} y={CENTRE - OUTER - 4} className={styles.ringLabel}>
          {kmText(scale)}
        </text>
        {(
          [
            ['N', CENTRE, 14],
            ['E', SIZE - 10, CENTRE + 5],
            ['S', CENTRE, SIZE - 4],
            ['W', 10, CENTRE + 5],
          ] as const
        ).map(([letter, x, y]) => (
          <text key={letter} x={x} y={y} textAnchor="middle" className={styles.compass}>
            {letter}
          </text>
        ))}
        <rect x={CENTRE - 7} y={CENTRE - 7} width={14} height={14} className={styles.site} />
        {placed.map(({ load, x, y, late }) => (
          <g key={load.id} className={late ? styles.late : styles.truck}>
            <circle cx={x} cy={y} r={11} />
            <text x={x} y={y + 4} textAnchor="middle">
              {load.sequence}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className={styles.caption}>
        Around {approximate ? 'the city centre, until a driver first reaches your site' : 'your site (the square)'}, as
        the crow flies; rings at {kmText(scale / 2)} and {kmText(scale)}.
        {placed.some((each) => each.late) && ' In red and dashed: running late.'}
      </figcaption>
    </figure>
  );
}
