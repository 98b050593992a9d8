/**
 * Work an instance runs on its own every so often (the payment reconciliation, the delivery of
 * notifications' SMS): one run at a time, a failed run logged and tried again next time, and a
 * stop that waits for the run under way. The timer does not keep the process alive.
 */
export function backgroundLoop(
  name: string,
  run: () => Promise<unknown>,
  everyMs: number,
  log: (line: string) => void = () => {},
) {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= run()
      .then(
        () => {},
        (error: unknown) => log(`${name} failed: ${String(error)}`),
      )
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref?.();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
