import type { LoadStep, ProductUnit } from '@/graphql/generated/client/graphql';
import { LOAD_STEP_LABELS } from '@/lib/order/loads';

/**
 * The steps in the cab's words: unloading is pouring for concrete and dumping for aggregates
 * (sold by weight), and says both when the product does not tell.
 */

const CONCRETE = /concrete|ready-?mix|\bmpa\b|\bpsi\b|grout|screed/i;
const LOOSE_MATERIAL = /aggregate|gravel|sand|stone|soil|fill|topsoil|asphalt|rubble|crush/i;

/** "Pouring", "Dumping" or "Pouring or dumping": what unloading this load means on site. */
export function unloadingLabel(productName: string, unit: ProductUnit): string {
  if (CONCRETE.test(productName)) return 'Pouring';
  if (LOOSE_MATERIAL.test(productName) || unit === 'tonne' || unit === 'ton') return 'Dumping';
  return 'Pouring or dumping';
}

/** A step's label for this load's product. */
export function stepLabel(step: LoadStep, productName: string, unit: ProductUnit): string {
  return step === 'unloading' ? unloadingLabel(productName, unit) : LOAD_STEP_LABELS[step];
}
