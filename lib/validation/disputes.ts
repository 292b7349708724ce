import { z } from 'zod';

import { messages } from './messages';
import { id, optionalText } from './order';
import { requiredText } from './rules';
import { text } from './text';

/**
 * Disputes: the contractor disputes a delivered load or an invoice line, with what it asks back
 * and photos; the supplier accepts (a credit moved through the ledger) or contests with a reason;
 * the contractor may withdraw. The order page's and the supplier's forms and the API's mutations
 * parse with these schemas. Amounts are integer cents (the forms read dollars and send cents).
 */

export const DISPUTE_REASONS = ['short_load', 'wrong_mix', 'late', 'damaged', 'not_delivered'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  short_load: 'Short load',
  wrong_mix: 'Wrong mix',
  late: 'Late',
  damaged: 'Damaged',
  not_delivered: 'Not delivered',
};

export const DISPUTE_STATUSES = ['open', 'accepted', 'contested', 'withdrawn'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  open: 'Waiting for the supplier',
  accepted: 'Accepted: credited',
  contested: 'Contested by the supplier',
  withdrawn: 'Withdrawn',
};

/** What moves a dispute, and from which states: the state machine, in one table. */
export type DisputeMove = 'accept' | 'contest' | 'withdraw';
export const DISPUTE_MOVES: Record<DisputeMove, { from: readonly DisputeStatus[]; to: DisputeStatus }> = {
  accept: { from: ['open', 'contested'], to: 'accepted' },
  contest: { from: ['open'], to: 'contested' },
  withdraw: { from: ['open', 'contested'], to: 'withdrawn' },
};

/** The states a dispute may move out of by `move`. */
export const mayMove = (status: DisputeStatus, move: DisputeMove) => DISPUTE_MOVES[move].from.includes(status);

/** Still in play: at most one per load or line. */
export const disputeInPlay = (status: DisputeStatus) => status === 'open' || status === 'contested';

export const DISPUTE_LIMITS = { description: 1_000, answer: 1_000, photos: 4, photoBytes: 8 * 1024 * 1024 } as const;

export const DISPUTE_SUBJECT_MESSAGE = 'Choose the load or the invoice line you dispute.';
export const DISPUTE_AMOUNT_MESSAGE = 'Enter the amount you ask back, more than $0.00.';
export const CONTEST_REASON_MESSAGE = 'Say why you contest the dispute: the contractor reads it.';

const cents = z
  .number({ error: messages.required })
  .int(messages.invalid)
  .positive(DISPUTE_AMOUNT_MESSAGE)
  .max(100_000_000, messages.invalid);

/** 'item-0', 'fee-1': an invoice line of the order's quote (its product, extras and fees). */
export const DISPUTE_LINE_KEY = /^(item|fee)-\d{1,2}$/;

export const disputeOpenSchema = z
  .object({
    orderId: id,
    loadId: id.nullish().transform((value) => value ?? null),
    lineKey: text()
      .regex(DISPUTE_LINE_KEY, DISPUTE_SUBJECT_MESSAGE)
      .nullish()
      .transform((value) => value ?? null),
    reason: z.enum(DISPUTE_REASONS, { error: 'Choose what went wrong.' }),
    description: requiredText(DISPUTE_LIMITS.description, 'multi'),
    claimedCents: cents,
  })
  .refine((value) => (value.loadId === null) !== (value.lineKey === null), {
    message: DISPUTE_SUBJECT_MESSAGE,
    path: ['loadId'],
  });
export type DisputeOpenValues = z.input<typeof disputeOpenSchema>;
export type DisputeOpenInput = z.output<typeof disputeOpenSchema>;

/** The supplier's answer: accept with the amount credited, or contest with a reason. */
export const disputeAnswerSchema = z.discriminatedUnion('accept', [
  z.object({
    disputeId: id,
    accept: z.literal(true),
    creditedCents: cents,
    note: optionalText(DISPUTE_LIMITS.answer, 'multi'),
  }),
  z.object({
    disputeId: id,
    accept: z.literal(false),
    creditedCents: z
      .null()
      .optional()
      .transform(() => null),
    note: text({ error: CONTEST_REASON_MESSAGE, lines: 'multi' })
      .trim()
      .min(1, CONTEST_REASON_MESSAGE)
      .max(DISPUTE_LIMITS.answer, messages.maxLength(DISPUTE_LIMITS.answer)),
  }),
]);
export type DisputeAnswerValues = z.input<typeof disputeAnswerSchema>;
export type DisputeAnswer = z.output<typeof disputeAnswerSchema>;
