import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of work runs for, kept across awaits: work it queues (mail jobs) carries the request's
 * id, so the log line of a job run by another server process names the request that caused it.
 */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request being served here, if any. */
export const currentRequestId = (): string | undefined => requestScope.getStore()?.requestId;
