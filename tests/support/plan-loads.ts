import { expect } from 'vitest';

/**
 * An order is scheduled once its loads are planned, each with a truck and a driver (the API
 * answers LOADS_NOT_PLANNED otherwise). Suites that move an order past `accepted` plan it first
 * with this: one new truck of the supplier carrying the whole order, with the given driver.
 */

/** A suite's caller: `(query, variables, token)`, as tests/support/api.ts and the payments kit call. */
export type ApiCall = (
  query: string,
  variables: Record<string, unknown>,
  token: string,
) => Promise<{ data?: unknown; errors?: readonly unknown[] | null }>;

let trucks = 0;

/**
 * Plans `orderId` (accepted) as one load of `quantity` on a new truck for `driverUserId` (a
 * partner_driver of the supplier), as `token`'s dispatcher or API key. Answers the load's id.
 */
export async function planOneLoad(
  call: ApiCall,
  token: string,
  order: { orderId: string; quantity: number; unit?: string; driverUserId: string },
): Promise<string> {
  trucks += 1;
  const truck = await call(
    `mutation($input: TruckInput!) { supplierTruckSave(input: $input) { id } }`,
    {
      input: {
        name: `Planned truck ${trucks}-${Math.random().toString(36).slice(2, 8)}`,
        capacity: order.quantity,
        unit: order.unit ?? 'm3',
      },
    },
    token,
  );
  expect(truck.errors ?? undefined).toBeUndefined();
  const truckId = (truck.data as { supplierTruckSave: { id: string } }).supplierTruckSave.id;
  const planned = await call(
    `mutation($input: OrderDispatchInput!) { supplierOrderDispatch(input: $input) { loads { id } } }`,
    {
      input: {
        orderId: order.orderId,
        loads: [{ quantity: order.quantity, truckId, driverUserId: order.driverUserId }],
      },
    },
    token,
  );
  expect(planned.errors ?? undefined).toBeUndefined();
  return (planned.data as { supplierOrderDispatch: { loads: { id: string }[] } }).supplierOrderDispatch.loads[0]!.id;
}
