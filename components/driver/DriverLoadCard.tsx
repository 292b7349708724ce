import Link from 'next/link';
import { useId } from 'react';

import type { DriverDayQuery, OrderLoadFieldsFragment } from '@/graphql/generated/client/graphql';
import { driverOrderPath } from '@/lib/app-routes';
import { directionsUrl } from '@/lib/external-links';
import { formatQuantity } from '@/lib/order/format';
import { formatTime, timeZoneLabel } from '@/lib/time';

import styles from './Driver.module.scss';
import { DelayForm } from './DelayForm';
import { DeliveryProofForm } from './DeliveryProofForm';
import { LoadNoteForm } from './LoadNoteForm';
import { NextStepButton } from './NextStepButton';
import { PositionPanel } from './PositionPanel';
import { stepLabel } from './stepLabels';
import type { PositionSharing } from './usePositionSharing';

export type DriverLoad = DriverDayQuery['driverDay']['loads'][number];

/** What a driver reads while the order of a planned load is not scheduled yet (the API: LOAD_NOT_STARTABLE). */
export const NOT_SCHEDULED_YET_MESSAGE =
  'Not scheduled yet: you can start this load once the dispatcher schedules the order.';

/** Directions to the load's site, in the phone's maps. */
export const siteDirections = (entry: DriverLoad) =>
  directionsUrl({
    latitude: entry.siteLatitude ?? null,
    longitude: entry.siteLongitude ?? null,
    address: `${entry.deliveryAddress}, ${entry.postalCode} ${entry.cityName}`,
  });

/** When the load reached its current step, in the site's time ("7:42 a.m. EST", `lib/time.ts`). */
function stepTime(load: OrderLoadFieldsFragment, timeZone: string): string | null {
  const at = {
    planned: null,
    loaded: load.loadedAt,
    en_route: load.enRouteAt,
    arrived: load.arrivedAt,
    unloading: load.unloadingAt,
    delivered: load.deliveredAt,
  }[load.step];
  return at ? formatTime(at, timeZone) : null;
}

export interface DriverLoadCardProps {
  entry: DriverLoad;
  /** The position sharing of the phone (offered while this load is en route). */
  sharing: PositionSharing;
  /** False for the offline copy: the day is shown, nothing can be reported. */
  online: boolean;
  onLoadChanged: (load: OrderLoadFieldsFragment) => void;
  refetch: () => Promise<unknown>;
}

/**
 * One truck trip as the driver needs it on the road: what and how much, when, where (site,
 * address, gate code, access and washout), for whom and whom to call; where the load is, the one
 * button for its next step, and the driver's note.
 */
export function DriverLoadCard({ entry, sharing, online, onLoadChanged, refetch }: DriverLoadCardProps) {
  const headingId = useId();
  const { load } = entry;
  const current = stepLabel(load.step, entry.productName, load.unit);
  const at = stepTime(load, entry.timeZone);
  return (
    <article className={styles.load} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.loadHeading}>
        <span className={styles.sequence}>Load {load.sequence}:</span> {formatQuantity(load.quantity, load.unit)}{' '}
        {entry.productName}
      </h2>
      <p className={styles.window}>
        <span className={styles.label}>Window</span> {entry.deliveryWindow} ({timeZoneLabel(entry.timeZone)})
      </p>
      <p className={styles.step}>
        <span className={styles.label}>Step</span> <strong aria-live="polite">{current}</strong>
        {at && <span className={styles.muted}> at {at}</span>}
      </p>
      {load.held && load.step === 'planned' && (
        <p role="status" className={styles.alert}>
          On hold: the contractor asked to hold this truck. Wait for the dispatcher before loading.
        </p>
      )}
      {online && load.step === 'planned' && entry.orderStatus === 'accepted' && (
        <p role="status" className={styles.muted}>
          {NOT_SCHEDULED_YET_MESSAGE}
        </p>
      )}
      {online && load.step === 'planned' && (load.held || entry.orderStatus === 'accepted') ? null : online &&
        load.step === 'unloading' ? (
        <DeliveryProofForm
          key={`proof-${load.id}`}
          load={load}
          productType={entry.productType}
          onDelivered={onLoadChanged}
        />
      ) : (
        online && (
          <NextStepButton
            load={load}
            productName={entry.productName}
            describedBy={headingId}
            onReported={onLoadChanged}
            refetch={refetch}
          />
        )
      )}
      {online && (load.step === 'planned' || load.step === 'loaded' || load.step === 'en_route') && (
        <DelayForm load={load} onReported={onLoadChanged} />
      )}
      {online && load.step === 'en_route' && <PositionPanel sharing={sharing} />}
      <dl className={styles.facts}>
        <div>
          <dt>Site</dt>
          <dd>
            {entry.siteName && <strong className={styles.block}>{entry.siteName}</strong>}
            {entry.deliveryAddress}
            <span className={styles.block}>
              {entry.postalCode} {entry.cityName}
            </span>
            <a className={styles.call} href={siteDirections(entry)} target="_blank" rel="noopener noreferrer">
              Directions to the site<span className="visually-hidden"> (opens your maps)</span>
            </a>
          </dd>
        </div>
        {entry.gateCode && (
          <div>
            <dt>Gate code</dt>
            <dd className={styles.gateCode}>{entry.gateCode}</dd>
          </div>
        )}
        {entry.accessNotes && (
          <div>
            <dt>Access</dt>
            <dd>{entry.accessNotes}</dd>
          </div>
        )}
        {entry.washoutNotes && (
          <div>
            <dt>Washout</dt>
            <dd>{entry.washoutNotes}</dd>
          </div>
        )}
        <div>
          <dt>Contractor</dt>
          <dd>
            {entry.contractorName}
            <Link className={styles.block} href={driverOrderPath(entry.orderId)}>
              Order {entry.orderNumber}
            </Link>
            <Link className={styles.call} href={`${driverOrderPath(entry.orderId)}#order-chat`}>
              Chat with the contractor and dispatcher
            </Link>
          </dd>
        </div>
        <div>
          <dt>Contact</dt>
          <dd>
            {entry.contactName}
            <a className={styles.call} href={`tel:${entry.contactPhone}`}>
              Call {entry.contactPhone}
            </a>
          </dd>
        </div>
      </dl>
      {online && <LoadNoteForm key={load.id} load={load} onSaved={onLoadChanged} />}
      {!online && load.driverNote && (
        <p>
          <span className={styles.label}>Your note</span> {load.driverNote}
        </p>
      )}
    </article>
  );
}
