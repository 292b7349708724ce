import { and, eq } from 'drizzle-orm';

import { companyMembers, suppliers, users } from '@/server/db/schema';
import { signAccessToken } from '@/server/services/accounts/access-tokens';

import { signUpContractor, type GraphQLResponse, type TestApi } from './api';

/**
 * Every kind of caller the API has: nobody, the two sides' people by role, and a supplier's own
 * system with an API key. Tests that must hold for every caller (the fuzz, the id guard) loop
 * over these.
 */
export const ROLES = [
  'anonymous',
  'contractorOwner',
  'contractorForeman',
  'supplierOwner',
  'dispatcher',
  'driver',
  'apiKey',
  'operator',
] as const;
export type Role = (typeof ROLES)[number];

/** The `authorization` header of each role (none for `anonymous`). */
export type RoleHeaders = Record<Role, Record<string, string>>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Signs in one caller of each role on the seeded demo data: a contractor who signs up (the owner)
 * with a foreman of their company, NorthPeak Ready Mix's owner and dispatcher, a driver of
 * NorthPeak, an API key of NorthPeak, and a marketplace operator (a contractor of its own company
 * whose person carries the operator flag, as `npm run operator:grant` sets it). `unique` keeps emails apart when one database serves
 * several calls. Needs JWT_SECRET set, as every test API does.
 */
export async function signInEveryRole(api: TestApi, unique = 'roles'): Promise<RoleHeaders> {
  const address = (n: number) => ({ 'x-forwarded-for': `10.77.${n}.1` });
  const owner = await signUpContractor(api, {
    email: `${unique}.owner@keystone.example`,
    phone: '+1 416 555 0171',
    headers: address(1),
  });
  await signUpContractor(api, {
    email: `${unique}.foreman@keystone.example`,
    phone: '+1 416 555 0172',
    headers: address(2),
  });
  await signUpContractor(api, {
    email: `${unique}.driver@keystone.example`,
    phone: '+1 416 555 0173',
    headers: address(3),
  });
  await signUpContractor(api, {
    email: `${unique}.operator@buildmarket.example`,
    phone: '+1 416 555 0174',
    headers: address(5),
  });
  const userIdOf = async (email: string) => {
    const [row] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };
  const membershipOf = async (email: string) => {
    const [row] = await api.db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(eq(companyMembers.userId, await userIdOf(email)));
    if (!row) throw new Error(`${email} belongs to no company`);
    return row.companyId;
  };
  const contractorCompanyId = await membershipOf(`${unique}.owner@keystone.example`);
  const [northPeak] = await api.db
    .select({ companyId: suppliers.companyId })
    .from(suppliers)
    .where(eq(suppliers.slug, 'northpeak-ready-mix'));
  const supplierCompanyId = northPeak!.companyId!;
  const foremanId = await userIdOf(`${unique}.foreman@keystone.example`);
  const driverId = await userIdOf(`${unique}.driver@keystone.example`);
  await api.db.insert(companyMembers).values([
    { companyId: contractorCompanyId, userId: foremanId, role: 'contractor_manager' },
    { companyId: supplierCompanyId, userId: driverId, role: 'partner_driver' },
  ]);
  const operatorId = await userIdOf(`${unique}.operator@buildmarket.example`);
  await api.db.update(users).set({ marketplaceOperator: true }).where(eq(users.id, operatorId));
  const operatorCompanyId = await membershipOf(`${unique}.operator@buildmarket.example`);
  const tokenIn = (userId: string, companyId: string) => signAccessToken({ userId, companyId });
  const [supplierOwner] = await api.db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, supplierCompanyId), eq(companyMembers.role, 'supplier_owner')));
  const dispatcherToken = await tokenIn(await userIdOf('dispatch@northpeak.example'), supplierCompanyId);

  const created = await api.request(
    {
      query: `mutation($input: SupplierApiKeyCreateInput!) { supplierApiKeyCreate(input: $input) { secret } }`,
      variables: { input: { name: `${unique} key` } },
    },
    { ...bearer(dispatcherToken), ...address(4) },
  );
  const { data } = (await created.json()) as GraphQLResponse<{ supplierApiKeyCreate: { secret: string } }>;
  if (!data) throw new Error('the API key was not created');

  return {
    anonymous: {},
    contractorOwner: bearer(owner.ordinary),
    contractorForeman: bearer(await tokenIn(foremanId, contractorCompanyId)),
    supplierOwner: bearer(await tokenIn(supplierOwner!.userId, supplierCompanyId)),
    dispatcher: bearer(dispatcherToken),
    driver: bearer(await tokenIn(driverId, supplierCompanyId)),
    apiKey: bearer(data.supplierApiKeyCreate.secret),
    operator: bearer(await tokenIn(operatorId, operatorCompanyId)),
  };
}
