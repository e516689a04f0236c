/**
 * Ends the command once what it wrote to standard output and standard error
 * has been handed to the system.
 *
 * Left to end by itself, Node first waits for every task V8 has queued on
 * its background threads: optimising compiles of the functions that ran hot
 * and garbage-collection work. After a search held to a time limit these are
 * compiles of code that will never run again, and the wait lands on the
 * user's time after the answer is printed (tens of milliseconds on a
 * 30×30 Shakashaka under a 100 ms limit, more on a busy machine).
 * `process.exit` lets each background thread finish only the task it is
 * running and starts none of those queued.
 */
export function exitWhenWritten(code: number): void {
  process.exitCode = code;
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
}
