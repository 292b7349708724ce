import type { ProductType } from '@/graphql/generated/client/graphql';

/** How contractors call each product type (the API's enum names are not for display). */
export const productTypeLabels: Record<ProductType, string> = {
  readyMix: 'Ready-mix concrete',
  aggregates: 'Aggregates',
  volumetric: 'Volumetric concrete',
  rentals: 'Disposal bins',
};

/** One line per category on the product-category cards. */
export const productTypeSummaries: Record<ProductType, string> = {
  readyMix:
    'Batched at the plant and delivered in mixer trucks: footings, slabs, walls and structural pours, by the cubic metre or yard.',
  aggregates:
    'Gravel, clear stone, sand, screenings and topsoil by the tonne, delivered in a window your crew can plan around.',
  volumetric:
    'Mixed on site from a volumetric truck, so you pay for what you pour: ideal for small loads, repairs and staggered pours.',
  rentals:
    'Roll-off bins from 14 to 40 yards for demolition, renovation and site clean-up, with drop-off, swap and pick-up booked online.',
};
