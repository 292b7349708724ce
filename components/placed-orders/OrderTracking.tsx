'use client';

import { useEffect } from 'react';

import { useLazyImport } from '@/components/ui/useLazyImport';
import type {
  OrderLoadFieldsFragment,
  ProductType,
  QualityPaperFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { formatQuantity } from '@/lib/order/format';
import { orderWords } from '@/lib/order/order-words';
import { formatTime } from '@/lib/time';
import { LOAD_STEP_LABELS } from '@/lib/order/loads';
import { LOAD_STEPS } from '@/lib/validation/dispatch';

import styles from '@/components/ui/Workspace.module.scss';

import { TruckSchematic } from './TruckSchematic';

// MapLibre (hundreds of kB) loads only when map tiles are configured and a truck is on its way.
const importTrackingMap = () => import('./TrackingMap').then((module) => module.TrackingMap);

export interface OrderTrackingProps {
  loads: OrderLoadFieldsFragment[];
  productType: ProductType;
  deliveryWindow: string;
  /** The supplier's time zone, in which the window is given: ETAs read in it too. */
  timeZone: string;
  /** MAP_STYLE_URL when map tiles are configured; null: distance, ETA and progress, no map. */
  mapStyleUrl: string | null;
  /** Delivered loads that may be disputed (none in play): each offers Dispute beside its e-ticket. */
  disputableLoadIds?: readonly string[];
  /** Opens the dispute form on the load. */
  onDispute?: (loadId: string) => void;
  /** The order's quality papers: each e-ticket travels with them. */
  qualityPapers?: QualityPaperFieldsFragment[];
}

/** The steps a truck goes through, after planning: the progress the contractor follows. */
const TRACKED_STEPS = LOAD_STEPS.filter((step) => step !== 'planned');

/** "Pouring" for concrete, "Dumping" for what is tipped. */
function stepLabel(step: OrderLoadFieldsFragment['step'], productType: ProductType): string {
  if (productType === 'rentals') {
    // A bin is set down and left, not poured or tipped.
    if (step === 'unloading') return 'Placing the bin';
    if (step === 'delivered') return 'Dropped off';
  }
  if (step !== 'unloading') return LOAD_STEP_LABELS[step];
  return productType === 'readyMix' || productType === 'volumetric' ? 'Pouring' : 'Dumping';
}

/**
 * The order's trucks as the contractor follows them on delivery day: each load's step, and while
 * it is on its way its distance, ETA and whether it runs late (past the window, or a delay the
 * driver reported). A map shows the trucks where map tiles are configured; without them a
 * schematic around the site (TruckSchematic) and the same facts in words, never a broken map. The page refetches on each order change, so this
 * updates without a reload.
 */
export function OrderTracking({
  loads,
  productType,
  deliveryWindow,
  timeZone,
  mapStyleUrl,
  disputableLoadIds = [],
  onDispute,
  qualityPapers = [],
}: OrderTrackingProps) {
  const moving = loads.filter((load) => load.step === 'en_route' && load.position);
  const { loaded: TrackingMap, load: loadMap } = useLazyImport(importTrackingMap);
  const wantsMap = Boolean(mapStyleUrl && moving.length > 0);
  useEffect(() => {
    if (wantsMap) loadMap();
  }, [wantsMap, loadMap]);
  // "Truck 2" for concrete and aggregates, "Bin 2" for a bin rental (lib/order/order-words.ts).
  const words = orderWords(productType);
  const late = loads.filter((load) => load.eta?.lateForWindow || (load.delayMinutes && load.step !== 'delivered'));

  return (
    <div className={styles.stack}>
      {/* Read out when a truck starts running late, without taking focus. */}
      <div aria-live="polite">
        {late.length > 0 && (
          <p className={styles.alert}>
            {late
              .map((load) =>
                load.delayMinutes
                  ? `${words.load(load.sequence)} is delayed by about ${load.delayMinutes} minutes${load.delayReason ? `: ${load.delayReason}` : '.'}`
                  : `${words.load(load.sequence)} is expected after your ${words.windowName.toLowerCase()} (${deliveryWindow}).`,
              )
              .join(' ')}
          </p>
        )}
      </div>
      {mapStyleUrl && moving.length > 0 && TrackingMap && <TrackingMap styleUrl={mapStyleUrl} loads={moving} />}
      {!mapStyleUrl && <TruckSchematic loads={loads} words={words} />}
      <ol className={styles.trackingLoads}>
        {loads.map((load) => {
          const reached = TRACKED_STEPS.indexOf(load.step as (typeof TRACKED_STEPS)[number]);
          return (
            <li key={load.id} className={styles.trackingLoad}>
              <h3>
                {words.load(load.sequence)}: {formatQuantity(load.quantity, load.unit, productType)}
                {load.truck ? ` · ${load.truck.name}` : ''}
              </h3>
              <p className={styles.trackingStep}>
                <strong>
                  {load.held
                    ? 'Held in the yard at your request'
                    : load.step === 'planned'
                      ? 'Not left yet'
                      : stepLabel(load.step, productType)}
                </strong>
                {load.driver ? ` · Driver: ${load.driver.fullName}` : ''}
              </p>
              <ol className={styles.trackingSteps} aria-label={`${words.load(load.sequence)}’s progress`}>
                {TRACKED_STEPS.map((step, index) => (
                  <li
                    key={step}
                    data-state={index < reached ? 'done' : index === reached ? 'current' : 'next'}
                    aria-current={index === reached ? 'step' : undefined}
                  >
                    {stepLabel(step, productType)}
                  </li>
                ))}
              </ol>
              {load.step === 'en_route' && <EtaLine load={load} timeZone={timeZone} windowName={words.windowName} />}
              {load.deliveredAt && (
                <p>
                  Delivered at {formatTime(load.deliveredAt, timeZone)}
                  {load.deliveredQuantity !== null
                    ? `: ${formatQuantity(load.deliveredQuantity, load.unit, productType)}`
                    : ''}
                  {load.receivedBy ? `, received by ${load.receivedBy}` : ''}.{' '}
                  {load.ticketUrl && (
                    <a href={load.ticketUrl} download>
                      E-ticket of truck {load.sequence} (PDF)
                    </a>
                  )}
                  {load.ticketUrl && qualityPapers.length > 0 && (
                    <>
                      {' '}
                      With its quality papers:{' '}
                      {qualityPapers.map((paper, index) => (
                        <span key={paper.id}>
                          {index > 0 && ', '}
                          <a href={paper.url} download>
                            {paper.title}
                          </a>
                        </span>
                      ))}
                      .
                    </>
                  )}
                </p>
              )}
              {load.deliveredAt && onDispute && disputableLoadIds.includes(load.id) && (
                <p>
                  <button type="button" className={styles.secondary} onClick={() => onDispute(load.id)}>
                    Dispute {words.load(load.sequence).toLowerCase()}
                  </button>
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function EtaLine({
  load,
  timeZone,
  windowName,
}: {
  load: OrderLoadFieldsFragment;
  timeZone: string;
  windowName: string;
}) {
  if (!load.eta || !load.position) {
    return <p className={styles.secondaryText}>On its way; its position is not shared yet.</p>;
  }
  const { eta } = load;
  return (
    <p>
      About {eta.distanceKm.toLocaleString('en-CA', { maximumFractionDigits: 1 })} km away, expected at{' '}
      <strong>{formatTime(eta.arrivesAt, timeZone)}</strong>
      {eta.lateForWindow ? `, after your ${windowName.toLowerCase()}` : ''}.
      {eta.approximate && (
        <span className={styles.secondaryText}>
          {' '}
          Approximate: measured to the city centre until a driver first reaches your site.
        </span>
      )}
      <span className={styles.secondaryText}> Position from {formatTime(load.position.at, timeZone)}.</span>
    </p>
  );
}
