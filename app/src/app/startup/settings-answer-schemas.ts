/**
 * The second step of the entry's evaluation (ADR 280; see rooms-answer-schemas.ts): the settings' and the member's
 * answer schemas are built, then the task ends before the app's own modules and main.tsx run.
 */
import '#domain/contracts/settings.ts';
import '#domain/contracts/client-sessions.ts';
import '#domain/entities/member.ts';
import '#domain/entities/chatbot.ts';
import { nextTask } from '#app/platform/next-task.ts';

await nextTask();
