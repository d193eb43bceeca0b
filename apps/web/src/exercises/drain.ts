/**
 * Sends what waits, one run at a time: `flush` runs `pass` (true when nothing is left waiting) and runs it
 * again when another flush was asked for meanwhile; concurrent calls share one run. The answer outbox and
 * the exam reports each drain their queue through one.
 */
export class Drain {
  private running: Promise<boolean> | null = null;
  private again = false;

  constructor(
    private readonly pass: () => Promise<boolean>,
    private readonly stopped: () => boolean,
  ) {}

  /** Sends every waiting entry; true when none is left waiting. */
  flush(): Promise<boolean> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let drained: boolean;
      do {
        this.again = false;
        drained = await this.pass();
      } while (this.again && !this.stopped());
      return drained;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** `flush`, giving up after `ms`: false when entries are still waiting then. */
  flushWithin(ms: number): Promise<boolean> {
    return Promise.race([this.flush(), new Promise<boolean>((resolve) => window.setTimeout(() => resolve(false), ms))]);
  }
}
