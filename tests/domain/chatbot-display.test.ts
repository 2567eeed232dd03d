// Document 1 section 6: chatbot display per desktop and mobile settings; document 1 section 2: hidden on payment
// links; document 2 section 9.1: mobile is a window width of 992 px or less.
import { describe, expect, it } from 'vitest';
import { isChatbotOffered, isMobileWidth } from '#domain/rules/chatbot-display.ts';

const desktop = { windowWidth: 1280, pathname: '/booking/result', inChatbot: false };
const mobile = { ...desktop, windowWidth: 390 };

describe('isChatbotOffered', () => {
  it('follows the desktop setting on wide windows and the mobile one at 992 px and below', () => {
    const desktopOnly = { display_on_desktop: true, display_on_mobile: false };
    expect(isChatbotOffered(desktopOnly, desktop)).toBe(true);
    expect(isChatbotOffered(desktopOnly, mobile)).toBe(false);
    expect(isChatbotOffered(desktopOnly, { ...desktop, windowWidth: 992 })).toBe(false);
    expect(isChatbotOffered(desktopOnly, { ...desktop, windowWidth: 993 })).toBe(true);
    const mobileOnly = { display_on_desktop: false, display_on_mobile: true };
    expect(isChatbotOffered(mobileOnly, desktop)).toBe(false);
    expect(isChatbotOffered(mobileOnly, mobile)).toBe(true);
  });

  it('is never offered without a chatbot, inside the chatbot, or on a payment link', () => {
    const both = { display_on_desktop: true, display_on_mobile: true };
    expect(isChatbotOffered(undefined, desktop)).toBe(false);
    expect(isChatbotOffered(both, { ...desktop, inChatbot: true })).toBe(false);
    expect(isChatbotOffered(both, { ...desktop, pathname: '/payments/P123' })).toBe(false);
    expect(isChatbotOffered(both, { ...desktop, pathname: '/payments/P123/display' })).toBe(false);
    expect(isChatbotOffered(both, { ...desktop, pathname: '/paymentsx' })).toBe(true);
  });

  it('counts 992 px as mobile', () => {
    expect(isMobileWidth(992)).toBe(true);
    expect(isMobileWidth(993)).toBe(false);
  });
});
