'use client';

import { useSyncExternalStore } from 'react';

import type { OrderDraft, OrderDraftAction } from '@/lib/order/draft';
import { createOrderDraftStore, type OrderDraftStore } from '@/lib/order/draft-store';

let store: OrderDraftStore | null = null;

/** sessionStorage, or memory when the browser refuses storage (some private modes throw). */
function draftStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    const storage = window.sessionStorage;
    storage.getItem('');
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value) };
  }
}

function browserStore(): OrderDraftStore {
  store ??= createOrderDraftStore(draftStorage());
  return store;
}

const subscribe = (listener: () => void) => browserStore().subscribe(listener);
const getSnapshot = () => browserStore().getSnapshot();
// The draft lives in the browser: the server renders the flow as loading.
const getServerSnapshot = () => null;

export type OrderDraftDispatch = (action: OrderDraftAction) => void;
const dispatch: OrderDraftDispatch = (action) => browserStore().dispatch(action);

/** The tab's order draft (null until the browser has read it) and the way to change it. */
export function useOrderDraft(): [OrderDraft | null, OrderDraftDispatch] {
  return [useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot), dispatch];
}
