import type { App } from '../app';

/**
 * Graceful drain (SIGTERM): the server stops accepting connections, closes idle keep-alive ones, answers
 * 503 to new requests on open ones and lets the requests in flight finish; then the queue's workers finish
 * their jobs and the database closes. Requests still running after `deadlineMs` have their connections cut.
 */
export async function drain(app: App, deadlineMs: number): Promise<void> {
  const deadline = setTimeout(() => {
    app.server.log.warn(`requests still running after ${deadlineMs} ms: closing their connections`);
    app.server.server.closeAllConnections();
  }, deadlineMs);
  deadline.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
}
