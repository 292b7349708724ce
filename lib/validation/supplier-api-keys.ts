import { z } from 'zod';

import { requiredText } from './rules';

/**
 * Supplier API keys, issued by the supplier's owner and managers in the workspace: the form
 * that names a new key and the API's supplierApiKeyCreate parse with this.
 */

export const SUPPLIER_API_KEY_LIMITS = {
  /** A key's name, which tells the supplier's systems apart ("Dispatch software"). */
  name: 60,
  /** Keys not revoked, per supplier: revoke one to issue another. */
  activeKeys: 10,
} as const;

export const supplierApiKeyCreateSchema = z.object({
  name: requiredText(SUPPLIER_API_KEY_LIMITS.name),
});
export type SupplierApiKeyCreateInput = z.output<typeof supplierApiKeyCreateSchema>;
export type SupplierApiKeyCreateValues = z.input<typeof supplierApiKeyCreateSchema>;

export const supplierApiKeyLimitMessage = (limit: number) =>
  `Your company has ${limit} active keys, the most it may have. Revoke one you no longer use to create another.`;
