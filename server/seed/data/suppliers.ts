/**
 * Every demo supplier, in the order the seed inserts them: Canada's, the United States', then
 * Mexico's (each country's in its own module).
 */
import type { SeedSupplier } from '../types';

import { americanSuppliers } from './suppliers-united-states';
import { canadianSuppliers } from './suppliers-canada';
import { mexicanSuppliers } from './suppliers-mexico';

export const suppliers: SeedSupplier[] = [...canadianSuppliers, ...americanSuppliers, ...mexicanSuppliers];
