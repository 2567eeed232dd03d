import { TIME } from '#domain/constants/limits.ts';

export type ChatbotUserIdWait = { waitMs: number; pollMs: number };

/** "Chatbot user-id wait 2 seconds, polling every 200 ms" (document 2 section 9.1). */
export const CHATBOT_USER_ID_WAIT: ChatbotUserIdWait = {
  waitMs: TIME.chatbotUserIdWaitMs,
  pollMs: TIME.chatbotUserIdPollMs,
};

/**
 * Asks for the chatbot user until there is one: at once, then `pollMs` after each empty answer, giving up with
 * null once `waitMs` have passed since the start. A chatbot loads its user after the page that frames the app,
 * so the first answers are often empty. An answer still pending at the deadline is not waited for.
 */
export function waitForChatbotUserId(
  ask: () => Promise<string | null>,
  { waitMs, pollMs }: ChatbotUserIdWait = CHATBOT_USER_ID_WAIT,
): Promise<string | null> {
  return new Promise((resolve) => {
    let settled = false;
    let nextPoll: ReturnType<typeof setTimeout> | undefined;
    const finish = (id: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearTimeout(nextPoll);
      resolve(id);
    };
    const deadline = setTimeout(() => finish(null), waitMs);
    const poll = () => {
      ask()
        .catch(() => null)
        .then((id) => {
          if (id) finish(id);
          else if (!settled) nextPoll = setTimeout(poll, pollMs);
        });
    };
    poll();
  });
}
