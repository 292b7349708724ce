'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import formStyles from '@/components/forms/Form.module.scss';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import { TextAreaForm } from '@/components/forms/TextAreaForm';
import {
  OrderMessagesReadDocument,
  OrderMessageSendDocument,
  type OrderMessageFieldsFragment,
  type OrderMessageParty,
} from '@/graphql/generated/client/graphql';
import { outcomeOf } from '@/lib/apollo/errors';
import { chatTextParts } from '@/lib/chat-text';
import { formatDateTime } from '@/lib/time';
import { CHAT_LIMITS, orderMessageSchema } from '@/lib/validation/chat';

import styles from '@/components/ui/Workspace.module.scss';

export interface OrderChatProps {
  orderId: string;
  messages: readonly OrderMessageFieldsFragment[];
  unreadMessages: number;
  /** How each side is named next to its messages: the contractor's and the supplier's names. */
  partyNames: Record<OrderMessageParty, string>;
  timeZone: string;
  /** Reloads the order (with its chat) after a message is sent or read. */
  refetch: () => Promise<unknown>;
}

type Values = z.input<typeof orderMessageSchema>;
type Valid = z.output<typeof orderMessageSchema>;

/**
 * An order's chat, the same on the contractor's and the supplier's order pages: messages oldest
 * first with the newest at the bottom, plain text with web links made safe, and a form to write.
 * Opening it marks it read; new messages arrive with the page's live updates.
 */
export function OrderChat({ orderId, messages, unreadMessages, partyNames, timeZone, refetch }: OrderChatProps) {
  const id = useId();
  const fieldId = `${id}-message`;
  const listRef = useRef<HTMLOListElement>(null);
  const [send] = useMutation(OrderMessageSendDocument);
  const [markRead] = useMutation(OrderMessagesReadDocument);
  const form = useForm<Values, unknown, Valid>({
    resolver: zodResolver(orderMessageSchema),
    mode: 'onTouched',
    defaultValues: { orderId, body: '' },
  });
  const {
    register,
    reset,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const error = shownFieldError(errors.body, touchedFields.body, isSubmitted);

  // The newest message in view, as in every chat.
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newest]);

  // Seen on screen: read. A failed mark is harmless (the count stays until the next visit). The
  // page's refetch is a new function each render: kept in a ref so it does not re-run this.
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  useEffect(() => {
    if (unreadMessages === 0 || document.visibilityState !== 'visible') return;
    void markRead({ variables: { orderId } })
      .then(() => refetchRef.current())
      .catch(() => undefined);
  }, [unreadMessages, newest, orderId, markRead]);

  const submission = useSubmission(form, {
    send: (input) => outcomeOf(send({ variables: { input } }), (data) => data.orderMessageSend),
    fieldOf: fieldOfNames(['body'] as const),
    onSuccess: async () => {
      reset({ orderId, body: '' });
      await refetch().catch(() => undefined);
    },
  });

  return (
    <div className={styles.stack}>
      {unreadMessages > 0 && (
        <p role="status" className={styles.chatUnread}>
          {unreadMessages === 1 ? '1 new message' : `${unreadMessages} new messages`}
        </p>
      )}
      {messages.length === 0 ? (
        <p className={styles.muted}>No messages yet. Write to the other side of this order here.</p>
      ) : (
        <ol ref={listRef} className={styles.chatMessages} aria-label="Messages" tabIndex={0}>
          {messages.map((message) => (
            <li key={message.id} className={message.mine ? styles.chatMine : styles.chatTheirs}>
              <p className={styles.chatMeta}>
                {message.mine ? 'You' : `${message.authorName} (${partyNames[message.party]})`},{' '}
                {formatDateTime(message.at, timeZone)}
              </p>
              <p className={styles.preLine}>
                {chatTextParts(message.body).map((part, index) =>
                  part.kind === 'link' ? (
                    <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
                      {part.text}
                    </a>
                  ) : (
                    part.text
                  ),
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      <TextAreaForm
        name="Send a message"
        className={formStyles.form}
        onSubmit={submission.onSubmit}
        fieldId={fieldId}
        label="Message"
        error={error}
        rows={2}
        maxLength={CHAT_LIMITS.message}
        registration={register('body')}
        submission={submission}
        submitLabel="Send"
        submittingLabel="Sending…"
        buttonClassName={styles.primary}
        alertClassName={styles.alert}
      />
    </div>
  );
}
