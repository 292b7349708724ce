'use client';

import { useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { useState } from 'react';

import { apiFailureOf } from '@/lib/apollo/errors';
import { SignedInGate } from '@/components/auth/SignedInGate';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import { SupplierScheduleDocument, type SupplierScheduleDayFieldsFragment } from '@/graphql/generated/client/graphql';
import { supplierOrderPath, supplierSchedulePath } from '@/lib/app-routes';
import { formatDate, formatQuantity, formatTrucks } from '@/lib/order/format';
import { LOAD_STEP_LABELS } from '@/lib/order/loads';
import { useRefetchOnOrderChanges } from '@/lib/realtime/useOrderChanges';

import { OrderStatusBadge } from './OrderStatusBadge';
import styles from './Schedule.module.scss';
import { DateBlockForm, WindowCapacityForm } from './ScheduleForms';
import { SCHEDULE_WEEK_DAYS, shiftDate, todayOnThisDevice } from './scheduleWeek';

type Day = SupplierScheduleDayFieldsFragment;
type Window = Day['windows'][number];

/**
 * The supplier's schedule board, a week at a time: per day and 4-hour window, the trucks booked
 * against the window's capacity (with a fill) and the orders in it, each linking to its page. The
 * owner and dispatchers change a window's capacity, reset it to the default, and block or unblock
 * a date with a reason; what contractors can book follows at once. Read-only for anyone else.
 */
export function ScheduleBoard({ from }: { from?: string }) {
  return (
    <SignedInGate returnPath={supplierSchedulePath(from)} loadingText="Loading your schedule…">
      {() => <ScheduleScreen from={from} />}
    </SignedInGate>
  );
}

function ScheduleScreen({ from: asked }: { from?: string }) {
  const [today] = useState(todayOnThisDevice);
  const from = asked ?? today;
  const schedule = useQuery(SupplierScheduleDocument, {
    variables: { from, days: SCHEDULE_WEEK_DAYS },
  });
  // New, moved and canceled orders change what is booked: the board follows without a reload.
  const { refetch } = schedule;
  const reload = () => refetch().catch(() => undefined);
  useRefetchOnOrderChanges(reload);

  const board = schedule.data?.supplierSchedule ?? schedule.previousData?.supplierSchedule;
  const last = shiftDate(from, SCHEDULE_WEEK_DAYS - 1);

  return (
    <div className={ordersStyles.layout}>
      <nav aria-label="Weeks" className={styles.weeks}>
        <Link href={supplierSchedulePath(shiftDate(from, -SCHEDULE_WEEK_DAYS))} className={ordersStyles.secondary}>
          <span aria-hidden="true">← </span>Previous week
        </Link>
        <p className={styles.range} aria-live="polite">
          {formatDate(from)} – {formatDate(last)}
        </p>
        <Link href={supplierSchedulePath(shiftDate(from, SCHEDULE_WEEK_DAYS))} className={ordersStyles.secondary}>
          Next week<span aria-hidden="true"> →</span>
        </Link>
        {asked && asked !== today && (
          <Link href={supplierSchedulePath()} className={styles.todayLink}>
            This week
          </Link>
        )}
      </nav>
      {board && (
        <p className={ordersStyles.muted}>
          Dates and windows in {board.timeZone.replace(/_/g, ' ')} time.{' '}
          {board.mayEdit
            ? 'Change a window’s capacity, or block a date you do not deliver on: contractors see it at once.'
            : 'Only the owner and managers can change the schedule.'}
        </p>
      )}
      {!board && schedule.loading ? (
        <p role="status" className={ordersStyles.muted}>
          Loading the schedule…
        </p>
      ) : !board && schedule.error ? (
        <div role="alert" className={ordersStyles.alert}>
          <p>{apiFailureOf(schedule.error).message}</p>
          <button type="button" className={ordersStyles.secondary} onClick={() => void reload()}>
            Try again
          </button>
        </div>
      ) : board ? (
        <div className={styles.days} aria-busy={schedule.loading || undefined}>
          {board.days.map((day) => (
            <ScheduleDay
              key={day.date}
              day={day}
              today={board.today}
              editable={board.mayEdit && day.changeable}
              onChanged={reload}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

interface ScheduleDayProps {
  day: Day;
  today: string;
  editable: boolean;
  onChanged: () => Promise<unknown>;
}

function ScheduleDay({ day, today, editable, onChanged }: ScheduleDayProps) {
  const headingId = `day-${day.date}`;
  const dayLabel = formatDate(day.date);
  return (
    <section className={ordersStyles.card} aria-labelledby={headingId} data-blocked={day.blocked || undefined}>
      <div className={styles.dayHeading}>
        <h2 id={headingId}>
          {dayLabel}
          {day.date === today && <span className={styles.todayMark}> (today)</span>}
        </h2>
        {day.blocked && (
          <p className={styles.blocked}>
            <strong>Not delivering</strong>
            {day.blockReason && <span>: {day.blockReason}</span>}
          </p>
        )}
      </div>
      <table className={styles.windows}>
        <caption className="visually-hidden">Delivery windows on {dayLabel}</caption>
        <thead>
          <tr>
            <th scope="col">Window</th>
            <th scope="col">Booked / capacity</th>
            <th scope="col">Orders</th>
            {editable && <th scope="col">Capacity</th>}
          </tr>
        </thead>
        <tbody>
          {day.windows.map((window) => (
            <tr key={window.startHour}>
              <th scope="row" data-label="Window">
                {window.label}
              </th>
              <td data-label="Booked / capacity">
                <Load window={window} blocked={day.blocked} />
              </td>
              <td data-label="Orders">
                <WindowOrders window={window} />
              </td>
              {editable && (
                <td data-label="Capacity">
                  <WindowCapacityForm
                    // A new capacity from the server starts the form again; a failed save keeps what was typed.
                    key={`${window.startHour}-${window.overrideCapacityTrucks ?? 'default'}`}
                    date={day.date}
                    dayLabel={dayLabel}
                    window={window}
                    onChanged={onChanged}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <DriverLoads day={day} dayLabel={dayLabel} />
      {editable && <DateBlockForm day={day} dayLabel={dayLabel} onChanged={onChanged} />}
    </section>
  );
}

/** "3 / 8 trucks" with a fill, and what the capacity is when it is not the default. */
function Load({ window, blocked }: { window: Window; blocked: boolean }) {
  const { bookedTrucks: booked, capacityTrucks: capacity } = window;
  const share = capacity > 0 ? Math.min(1, booked / capacity) : booked > 0 ? 1 : 0;
  const full = booked >= capacity;
  return (
    <div className={styles.load}>
      <span className={styles.loadText}>
        {booked} / {formatTrucks(capacity)}
        {full && capacity > 0 && <span className={styles.full}> · Full</span>}
      </span>
      <span className={styles.fill} aria-hidden="true" data-full={full || undefined}>
        <span style={{ width: `${Math.round(share * 100)}%` }} />
      </span>
      {blocked ? (
        <span className={ordersStyles.secondaryText}>Date blocked</span>
      ) : window.overrideCapacityTrucks !== null && window.overrideCapacityTrucks !== undefined ? (
        <span className={ordersStyles.secondaryText}>Default {window.defaultCapacityTrucks}</span>
      ) : null}
    </div>
  );
}

function WindowOrders({ window }: { window: Window }) {
  if (window.orders.length === 0) return <span className={ordersStyles.muted}>No orders</span>;
  return (
    <ul className={styles.orders}>
      {window.orders.map((order) => (
        <li key={order.id}>
          <Link href={supplierOrderPath(order.id)}>{order.orderNumber}</Link> {order.contractorName}
          <span className={ordersStyles.secondaryText}>
            {order.productName} · {formatQuantity(order.quantity, order.unit, order.productType)} ·{' '}
            {formatTrucks(order.trucks)}
          </span>
          <OrderStatusBadge status={order.status} />
        </li>
      ))}
    </ul>
  );
}

/** The day's loads per driver, each driver's in the order they go: who drives what, when. */
function DriverLoads({ day, dayLabel }: { day: Day; dayLabel: string }) {
  if (day.drivers.length === 0) return null;
  return (
    // Not a region of its own: the day's section holds it (the board's regions are its days).
    <div className={styles.driverLoads}>
      <h3>
        Loads by driver <span className="visually-hidden">on {dayLabel}</span>
      </h3>
      <ul className={styles.orders}>
        {day.drivers.map(({ driver, loads }) => (
          <li key={driver.userId}>
            <strong>{driver.fullName}</strong>
            <ol className={styles.driverLoadList}>
              {loads.map((load) => (
                <li key={load.id}>
                  {load.window} · <Link href={supplierOrderPath(load.orderId)}>{load.orderNumber}</Link> load{' '}
                  {load.sequence} · {formatQuantity(load.quantity, load.unit, load.productType)}
                  {load.truckName ? ` · ${load.truckName}` : ''} · {load.contractorName}{' '}
                  <span className={ordersStyles.secondaryText}>{LOAD_STEP_LABELS[load.step]}</span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </div>
  );
}
