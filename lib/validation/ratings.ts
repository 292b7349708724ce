import { z } from 'zod';

import { id, optionalText } from './order';
import { requiredText } from './rules';

/**
 * Rating a delivered order (the contractor, once) and answering a rating (the supplier, once):
 * the forms on both order pages and the API's mutations parse with these schemas.
 */

export const RATING_LIMITS = { comment: 1000, reply: 1000 } as const;

export const RATING_STARS_MESSAGE = 'Please choose from 1 to 5 stars.';

export const orderRatingSchema = z.object({
  orderId: id,
  stars: z
    .number(RATING_STARS_MESSAGE)
    .int(RATING_STARS_MESSAGE)
    .min(1, RATING_STARS_MESSAGE)
    .max(5, RATING_STARS_MESSAGE),
  comment: optionalText(RATING_LIMITS.comment, 'multi'),
});
export type OrderRatingInput = z.output<typeof orderRatingSchema>;

export const orderRatingReplySchema = z.object({
  orderId: id,
  reply: requiredText(RATING_LIMITS.reply, 'multi'),
});
export type OrderRatingReplyInput = z.output<typeof orderRatingReplySchema>;
