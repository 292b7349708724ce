import { z } from 'zod';

import { id } from './order';
import { requiredText } from './rules';

/** An order's chat: the message form and the API's orderMessageSend parse with this schema. */

export const CHAT_LIMITS = { message: 2000 } as const;

export const orderMessageSchema = z.object({
  orderId: id,
  body: requiredText(CHAT_LIMITS.message, 'multi'),
});
export type OrderMessageInput = z.output<typeof orderMessageSchema>;
