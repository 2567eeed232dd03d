import type { HostMethods } from '../../../bridge/host-methods';
import { removeHostQuery } from './host-query';
import { emitWidgetEvent } from './widget-events';

type HostMethodsOptions = {
  widget: HTMLElement;
  onResize: (height: number) => void;
};

/**
 * What an inline widget does for each message of the app. Every message also becomes a DOM event on the
 * element, so the hotel's page can react (analytics, its own sign-in state) without a JS API.
 */
export function createHostMethods({ widget, onResize }: HostMethodsOptions): HostMethods {
  return {
    resize: (payload) => {
      onResize(payload.height);
      emitWidgetEvent(widget, 'resize', payload);
    },
    login: (payload) => emitWidgetEvent(widget, 'login', payload),
    close: () => emitWidgetEvent(widget, 'close'),
    showChatbot: () => emitWidgetEvent(widget, 'showChatbot'),
    bookingWidgetOpened: () => emitWidgetEvent(widget, 'bookingWidgetOpened'),
    removeQuery: (payload) => {
      removeHostQuery(payload.keys);
      emitWidgetEvent(widget, 'removeQuery', payload);
    },
    ga4Event: (payload) => emitWidgetEvent(widget, 'ga4Event', payload),
    receiveTriplabotSession: (payload) => emitWidgetEvent(widget, 'receiveTriplabotSession', payload),
    triplabotSynced: () => emitWidgetEvent(widget, 'triplabotSynced'),
    getTriplabotUserId: () => {
      emitWidgetEvent(widget, 'getTriplabotUserId');
      // A hotel page has no chatbot of ours; the chatbot host answers with its own user.
      return null;
    },
    receiveCompanionInfo: (payload) => emitWidgetEvent(widget, 'receiveCompanionInfo', payload),
  };
}
