import 'server-only';

import { and, asc, eq, sql } from 'drizzle-orm';

import { type TruckInput } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { violatedUniqueConstraint } from '@/server/db/errors';
import { trucks } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';

import { type SupplierActor, type SupplierMember } from '@/server/services/accounts/supplier-members';

/** The supplier's fleet: its trucks, each a name or plate and what one trip carries. */

export const TRUCK_NAME_TAKEN_MESSAGE = 'You already have a truck with this name.';

export const TRUCK_NOT_FOUND_MESSAGE = 'Truck not found';

export const NOT_YOUR_TRUCK_MESSAGE = 'Choose one of your trucks.';

export const TRUCK_TOO_SMALL_MESSAGE = 'This load is more than the truck carries.';

export const TRUCK_OTHER_UNIT_MESSAGE = 'This truck carries another kind of material (its unit differs).';

/** Units one truck's capacity can be compared in: volume with volume, weight with weight. */
const UNIT_FACTORS: Record<string, { kind: 'volume' | 'weight'; base: number }> = {
  m3: { kind: 'volume', base: 1 },
  yd: { kind: 'volume', base: 0.764554857984 },
  tonne: { kind: 'weight', base: 1 },
  ton: { kind: 'weight', base: 0.90718474 },
};

/** A quantity in another unit of the same kind, or null when the kinds differ. */
export function convertQuantity(quantity: number, from: string, to: string): number | null {
  const source = UNIT_FACTORS[from];
  const target = UNIT_FACTORS[to];
  if (!source || !target || source.kind !== target.kind) return null;
  return (quantity * source.base) / target.base;
}

export interface TruckRecord {
  id: string;
  name: string;
  capacity: number;
  unit: 'm3' | 'yd' | 'tonne' | 'ton';
  active: boolean;
}

const truckColumns = {
  id: trucks.id,
  name: trucks.name,
  capacity: trucks.capacity,
  unit: trucks.unit,
  active: trucks.active,
};

const toTruck = (row: { capacity: string } & Omit<TruckRecord, 'capacity'>): TruckRecord => ({
  ...row,
  capacity: Number(row.capacity),
});

export function requireDispatcher(member: SupplierActor) {
  if (!member.rights.mayDispatch) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
}

/** The supplier's trucks, by name; retired ones last (their past loads still name them). */
export async function listTrucks(db: Database, member: SupplierActor): Promise<TruckRecord[]> {
  const rows = await db
    .select(truckColumns)
    .from(trucks)
    .where(eq(trucks.supplierId, member.supplierId))
    .orderBy(sql`${trucks.active} desc`, asc(sql`lower(${trucks.name})`));
  return rows.map(toTruck);
}

/** Adds a truck to the fleet, or changes one (its name, capacity, unit). */
export async function saveTruck(db: Database, member: SupplierMember, input: TruckInput): Promise<TruckRecord> {
  requireDispatcher(member);
  const values = { name: input.name, capacity: input.capacity.toFixed(2), unit: input.unit };
  try {
    const [row] = input.id
      ? await db
          .update(trucks)
          .set(values)
          .where(and(eq(trucks.id, input.id), eq(trucks.supplierId, member.supplierId)))
          .returning(truckColumns)
      : await db
          .insert(trucks)
          .values({ ...values, supplierId: member.supplierId })
          .returning(truckColumns);
    if (!row) throw expectedError(ErrorCode.NOT_FOUND, TRUCK_NOT_FOUND_MESSAGE);
    return toTruck(row);
  } catch (error) {
    if (violatedUniqueConstraint(error) !== undefined) {
      throw expectedError(ErrorCode.BAD_USER_INPUT, TRUCK_NAME_TAKEN_MESSAGE, {
        fields: { name: TRUCK_NAME_TAKEN_MESSAGE },
      });
    }
    throw error;
  }
}

/** Retires a truck (or brings it back): retired, it takes no new loads. */
export async function setTruckActive(
  db: Database,
  member: SupplierMember,
  truckId: string,
  active: boolean,
): Promise<TruckRecord> {
  requireDispatcher(member);
  const [row] = await db
    .update(trucks)
    .set({ active })
    .where(and(eq(trucks.id, truckId), eq(trucks.supplierId, member.supplierId)))
    .returning(truckColumns);
  if (!row) throw expectedError(ErrorCode.NOT_FOUND, TRUCK_NOT_FOUND_MESSAGE);
  return toTruck(row);
}
