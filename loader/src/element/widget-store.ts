import type { AppMethodName } from '#bridge/app-methods.ts';
import type { OpenRequest } from './widget-url';

/** Host -> app calls the JS API may make; `hello` is the bridge's own. */
export type AppCall = Exclude<AppMethodName, 'hello'>;

/**
 * What the JS API has asked of one widget. It lives beside the element, not in its component, so a call made
 * before the element rendered (or while its app was reloading) is kept until the component or the app can act.
 */
export type WidgetState = {
  open: boolean;
  request: OpenRequest | null;
  /** Calls for the app that wait for it to be connected; each is sent once, in order, then cleared. */
  calls: AppCall[];
};

type Store = { state: WidgetState; listeners: Set<() => void> };

const stores = new WeakMap<Element, Store>();

function storeOf(widget: Element): Store {
  let store = stores.get(widget);
  if (!store) {
    store = { state: { open: false, request: null, calls: [] }, listeners: new Set() };
    stores.set(widget, store);
  }
  return store;
}

export const widgetState = (widget: Element): WidgetState => storeOf(widget).state;

export function updateWidget(widget: Element, change: Partial<WidgetState>): void {
  const store = storeOf(widget);
  store.state = { ...store.state, ...change };
  store.listeners.forEach((listener) => listener());
}

/** Calls `listener` after every change of the widget's state; returns the unsubscribe function. */
export function subscribeWidget(widget: Element, listener: () => void): () => void {
  const { listeners } = storeOf(widget);
  listeners.add(listener);
  return () => listeners.delete(listener);
}
