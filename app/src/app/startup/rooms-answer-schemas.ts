/**
 * Evaluating the entry is mostly building the startup answers' zod schemas: about 130 ms of a throttled phone's
 * main thread in one task (ADR 280). main.tsx imports this module first: the rooms answer's schemas are built, then
 * the task ends and the entry's evaluation goes on in the next. Its imports are what it schedules, not code it uses.
 */
import '#domain/entities/room-result.ts';
import '#domain/rules/room-filters.ts';
import '#domain/contracts/rooms-price.ts';
import { nextTask } from '#app/platform/next-task.ts';

await nextTask();
