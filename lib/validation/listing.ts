import { z } from 'zod';

export const JOBS_PAGE_LIMIT_MAX = 50;

/** Arguments of the `jobs` query; also what the careers page reads from its URL. */
export const jobsArgsSchema = z.object({
  skip: z.number().int().min(0, "Can't be less than 0").default(0),
  limit: z
    .number()
    .int()
    .min(1, "Can't be less than 1")
    .max(JOBS_PAGE_LIMIT_MAX, `Can't be more than ${JOBS_PAGE_LIMIT_MAX}`)
    .default(10),
  filter: z
    .object({
      direction: z.enum(['marketing', 'development', 'design']).nullish(),
      type: z.enum(['fullTime', 'partTime']).nullish(),
    })
    .nullish(),
});
export type JobsArgs = z.output<typeof jobsArgsSchema>;

export const idSchema = z.uuid('Invalid');

/** Arguments of the `suppliers` query. */
export const suppliersArgsSchema = z.object({
  skip: z.number().int().min(0, "Can't be less than 0").default(0),
  limit: z.number().int().min(1, "Can't be less than 1").max(50, "Can't be more than 50").default(12),
  filter: z.object({ productType: z.enum(['readyMix', 'aggregates', 'volumetric', 'rentals']).nullish() }).nullish(),
});
export type SuppliersArgs = z.output<typeof suppliersArgsSchema>;
