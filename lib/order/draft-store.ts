import {
  emptyOrderDraft,
  ORDER_DRAFT_VERSION,
  orderDraftReducer,
  type OrderDraft,
  type OrderDraftAction,
} from './draft';

/**
 * Where the draft lives between page loads: sessionStorage, under a versioned key.
 *
 * Why sessionStorage: it survives a reload and a sign-in in the same tab (the Authorization modal,
 * or the sign-in page and back), which is what the flow needs; it is per tab, so two orders put
 * together in two tabs never overwrite each other; and it ends with the tab, so a half-finished
 * order (a delivery date, a window, a contact's phone number) does not come back days later on a
 * shared computer. localStorage would keep all of that forever and share it between tabs.
 *
 * Why versioned: the shape of the draft changes with the flow. A draft stored by another version
 * is dropped (the flow starts again) rather than read as something it is not.
 */
export const ORDER_DRAFT_STORAGE_KEY = 'buildmarket.orderDraft';

/** The stored draft, or a fresh one when there is none, it is of another version, or unreadable. */
export function readOrderDraft(storage: Pick<Storage, 'getItem'>): OrderDraft {
  try {
    const stored: unknown = JSON.parse(storage.getItem(ORDER_DRAFT_STORAGE_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object' || (stored as { version?: unknown }).version !== ORDER_DRAFT_VERSION) {
      return emptyOrderDraft();
    }
    // Fields added within a version start at their defaults.
    return { ...emptyOrderDraft(), ...(stored as Partial<OrderDraft>) };
  } catch {
    return emptyOrderDraft();
  }
}

export function writeOrderDraft(storage: Pick<Storage, 'setItem'>, draft: OrderDraft): void {
  try {
    storage.setItem(ORDER_DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private browsing): the draft still lives in memory for this page.
  }
}

export interface OrderDraftStore {
  getSnapshot: () => OrderDraft;
  subscribe: (listener: () => void) => () => void;
  dispatch: (action: OrderDraftAction) => void;
}

/** The draft in memory, written through to `storage` on every change. */
export function createOrderDraftStore(storage: Pick<Storage, 'getItem' | 'setItem'>): OrderDraftStore {
  let draft = readOrderDraft(storage);
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => draft,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch: (action) => {
      const next = orderDraftReducer(draft, action);
      if (next === draft) return;
      draft = next;
      writeOrderDraft(storage, draft);
      for (const listener of listeners) listener();
    },
  };
}
