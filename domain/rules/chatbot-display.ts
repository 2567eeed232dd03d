import { MOBILE_MAX_WIDTH_PX } from '../constants/limits';
import type { ChatbotSetting } from '../entities/chatbot';

/** "/payments/{paymentNumber} and /payments/{paymentNumber}/display: payment link; chatbot hidden." */
const CHATBOT_HIDDEN_PATHS = /^\/payments(\/|$)/;

export type ChatbotDisplayContext = {
  /** The width of the window the app runs in, in CSS pixels. */
  windowWidth: number;
  pathname: string;
  /** The app already runs inside the chatbot (iframe=chatbot): there is nothing to open. */
  inChatbot: boolean;
};

/** "Mobile means window width at most 992" (document 2 section 9.1). */
export function isMobileWidth(windowWidth: number): boolean {
  return windowWidth <= MOBILE_MAX_WIDTH_PX;
}

/**
 * "Chatbot display follows per-desktop and per-mobile platform settings" (document 1 section 6): offered when the
 * hotel has a chatbot shown on this platform, except on the payment-link pages and inside the chatbot itself.
 */
export function isChatbotOffered(setting: ChatbotSetting | undefined, context: ChatbotDisplayContext): boolean {
  if (!setting || context.inChatbot || CHATBOT_HIDDEN_PATHS.test(context.pathname)) return false;
  return isMobileWidth(context.windowWidth) ? setting.display_on_mobile : setting.display_on_desktop;
}
