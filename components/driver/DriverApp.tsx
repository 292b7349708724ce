'use client';

import { useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { useCallback, useEffect, useMemo, useState } from 'react';

import { SignedInGate } from '@/components/auth/SignedInGate';
import { DriverDayDocument, type OrderLoadFieldsFragment } from '@/graphql/generated/client/graphql';
import { apiFailureOf } from '@/lib/apollo/errors';
import { driverDayPath, driverOrderPath } from '@/lib/app-routes';
import { formatDate, formatQuantity } from '@/lib/order/format';
import { useRefetchOnOrderChanges } from '@/lib/realtime/useOrderChanges';

import styles from './Driver.module.scss';
import { DriverLoadCard } from './DriverLoadCard';
import { readOfflineDay, saveOfflineDay, type DriverDay, type OfflineDay } from './offlineDay';
import { usePositionSharing } from './usePositionSharing';

export const NO_LOADS_MESSAGE = 'No loads for you today.';

const clockFormat = new Intl.DateTimeFormat('en-CA', { hour: '2-digit', minute: '2-digit', hour12: false });

/**
 * The driver's phone app: the day's loads in the order the trucks go, each with its next step.
 * `date` (YYYY-MM-DD) looks at another day; the supplier's today without one.
 */
export function DriverApp({ date }: { date?: string }) {
  return (
    <SignedInGate
      returnPath={driverDayPath(date)}
      loadingText="Loading your loads…"
      unavailable={<OfflineCopy date={date} />}
    >
      {(viewer) => <DriverDayScreen date={date} userId={viewer.id} />}
    </SignedInGate>
  );
}

/** The last day this phone loaded, when the account itself cannot be reached (no network). */
function OfflineCopy({ date }: { date?: string }) {
  const [copy, setCopy] = useState<OfflineDay | null>(null);
  useEffect(() => setCopy(readOfflineDay(date)), [date]);
  if (!copy) return null;
  return <DayView day={copy.day} today={!date} offlineSince={copy.savedAt} />;
}

function DriverDayScreen({ date, userId }: { date?: string; userId: string }) {
  const query = useQuery(DriverDayDocument, { variables: { date: date ?? null } });
  const { refetch } = query;
  const reload = useCallback(() => refetch(), [refetch]);
  // A dispatcher re-plans, another load of the order moves, the order is canceled: any change
  // of the supplier's orders may be one of this driver's (a new load assigned), so the day is
  // read again; it is one small query.
  useRefetchOnOrderChanges(refetch);

  const loaded = query.data?.driverDay;
  // Loads as the API answered a step or a note, until the day is read again.
  const [answered, setAnswered] = useState<Record<string, OrderLoadFieldsFragment>>({});
  useEffect(() => setAnswered({}), [loaded]);
  useEffect(() => {
    if (loaded) saveOfflineDay(loaded);
  }, [loaded]);
  const [offline, setOffline] = useState<OfflineDay | null>(null);
  const failed = !loaded && Boolean(query.error);
  useEffect(() => setOffline(failed ? readOfflineDay(date) : null), [failed, date]);

  const day = useMemo<DriverDay | undefined>(
    () =>
      loaded && {
        ...loaded,
        loads: loaded.loads.map((entry) => {
          const load = answered[entry.load.id];
          return load ? { ...entry, load } : entry;
        }),
      },
    [loaded, answered],
  );
  const enRoute = (day?.loads ?? []).filter((entry) => entry.load.step === 'en_route').map((entry) => entry.load.id);
  const sharing = usePositionSharing(userId, enRoute, () => void reload().catch(() => undefined));
  const onLoadChanged = useCallback(
    (load: OrderLoadFieldsFragment) => setAnswered((current) => ({ ...current, [load.id]: load })),
    [],
  );

  if (query.loading && !query.data) {
    return (
      <p role="status" className={styles.muted}>
        Loading your loads…
      </p>
    );
  }
  if (!day) {
    const failure = apiFailureOf(query.error);
    return (
      <>
        {!offline && <h1 className={styles.title}>Your loads</h1>}
        <div role="alert" className={styles.alert}>
          <p>{failure.message}</p>
          <button type="button" className={styles.secondary} onClick={() => void reload().catch(() => undefined)}>
            Try again
          </button>
        </div>
        {offline && <DayView day={offline.day} today={!date} offlineSince={offline.savedAt} />}
      </>
    );
  }
  return <DayView day={day} today={!date} sharing={sharing} onLoadChanged={onLoadChanged} refetch={reload} />;
}

interface DayViewProps {
  day: DriverDay;
  /** The supplier's today (no date asked for). */
  today: boolean;
  /** Set for the offline copy: when it was loaded; nothing can be reported from it. */
  offlineSince?: string;
  sharing?: ReturnType<typeof usePositionSharing>;
  onLoadChanged?: (load: OrderLoadFieldsFragment) => void;
  refetch?: () => Promise<unknown>;
}

const OFF: ReturnType<typeof usePositionSharing> = { state: 'off', start: () => undefined, stop: () => undefined };

/** The day's heading (its date), then its loads in the order the trucks go. */
function DayView({ day, today, offlineSince, sharing = OFF, onLoadChanged, refetch }: DayViewProps) {
  const online = !offlineSince && Boolean(onLoadChanged && refetch);
  return (
    <>
      <h1 className={styles.title}>
        Your loads <span className={styles.date}>{formatDate(day.date)}</span>
      </h1>
      {offlineSince && (
        <p className={styles.offline}>Offline: last loaded at {clockFormat.format(new Date(offlineSince))}</p>
      )}
      {day.loads.length === 0 ? (
        <p className={styles.empty}>{today ? NO_LOADS_MESSAGE : `No loads for you on ${formatDate(day.date)}.`}</p>
      ) : (
        <ol className={styles.loads} aria-label="Loads in the order they go">
          {day.loads.map((entry) => (
            <li key={entry.load.id}>
              <DriverLoadCard
                entry={entry}
                sharing={sharing}
                online={online}
                onLoadChanged={onLoadChanged ?? (() => undefined)}
                refetch={refetch ?? (() => Promise.resolve())}
              />
            </li>
          ))}
        </ol>
      )}
      <ComingDays days={day.coming ?? []} />
      {!today && (
        <p>
          <Link href={driverDayPath()}>Back to today’s loads</Link>
        </p>
      )}
    </>
  );
}

/**
 * The loads of the days ahead, so a load planned for tomorrow is seen today: each day links to
 * its own page (its steps are reported there, on the day), each load to its order.
 */
function ComingDays({ days }: { days: readonly DriverDay['coming'][number][] }) {
  if (days.length === 0) return null;
  return (
    <section className={styles.coming} aria-labelledby="coming-days">
      <h2 id="coming-days" className={styles.comingTitle}>
        Coming days
      </h2>
      <ul className={styles.comingDays}>
        {days.map((comingDay) => (
          <li key={comingDay.date}>
            <h3 className={styles.comingDate}>
              <Link href={driverDayPath(comingDay.date)}>
                {formatDate(comingDay.date)}: {comingDay.loads.length} {comingDay.loads.length === 1 ? 'load' : 'loads'}
              </Link>
            </h3>
            <ul className={styles.comingLoads}>
              {comingDay.loads.map((entry) => (
                <li key={entry.load.id}>
                  {entry.deliveryWindow} · Load {entry.load.sequence}:{' '}
                  {formatQuantity(entry.load.quantity, entry.load.unit)} {entry.productName} ·{' '}
                  {entry.siteName ?? entry.deliveryAddress}, {entry.cityName} ·{' '}
                  <Link href={driverOrderPath(entry.orderId)}>Order {entry.orderNumber}</Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
