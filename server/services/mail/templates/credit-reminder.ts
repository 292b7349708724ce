import 'server-only';

import { publicEnv } from '@/lib/env';
import { appRoutes } from '@/lib/app-routes';
import { formatMoney } from '@/lib/money';
import { formatDate } from '@/lib/order/format';

import { absoluteUrl, renderMail, type RenderedMail } from '../layout';

/** before: a few days ahead; due: on the due date; overdue: the day after, when new terms orders are held. */
export type CreditReminderStage = 'before' | 'due' | 'overdue';

export interface CreditReminderData {
  stage: CreditReminderStage;
  orderNumber: string;
  amountCents: number;
  currency: string;
  /** YYYY-MM-DD. */
  dueDate: string;
}

const SUBJECTS: Record<CreditReminderStage, (data: CreditReminderData) => string> = {
  before: (data) => `Invoice ${data.orderNumber} is due on ${formatDate(data.dueDate)}`,
  due: (data) => `Invoice ${data.orderNumber} is due today`,
  overdue: (data) => `Invoice ${data.orderNumber} is overdue`,
};

/** An invoice on terms coming due, due today, or overdue → the company's owner. */
export function creditReminderMail(data: CreditReminderData, siteUrl: string = publicEnv.siteUrl): RenderedMail {
  const amount = formatMoney(data.amountCents, data.currency);
  const intro =
    data.stage === 'overdue'
      ? `The invoice of ${amount} for order ${data.orderNumber} was due on ${formatDate(data.dueDate)} and is not paid. New orders on terms are held until it is.`
      : data.stage === 'due'
        ? `The invoice of ${amount} for order ${data.orderNumber} is due today. Pay it today to keep ordering on terms.`
        : `The invoice of ${amount} for order ${data.orderNumber} is due on ${formatDate(data.dueDate)}.`;
  return renderMail(
    {
      subject: SUBJECTS[data.stage](data),
      heading: SUBJECTS[data.stage](data),
      intro: ['Hello,', intro],
      facts: {
        caption: 'The invoice',
        rows: [
          { label: 'Order', value: data.orderNumber },
          { label: 'Amount', value: amount },
          { label: 'Due date', value: formatDate(data.dueDate) },
        ],
      },
      action: { label: 'Open your credit account', url: absoluteUrl(siteUrl, appRoutes.credit) },
    },
    siteUrl,
  );
}
