// Terminal colour sequences, which pino-pretty writes when the launcher runs on a terminal.
// eslint-disable-next-line no-control-regex
const ANSI_SEQUENCE = /\u001b\[[0-9;]*[A-Za-z]/g;

export interface LineWriter {
  write(chunk: Buffer | string): void;
  /** The stream ended: a last line without a newline still counts. */
  end(): void;
}

/**
 * The last lines a service wrote, on stdout and stderr together, so a service that keeps crashing can be named along
 * with what it said last. Each stream is split into lines and passed on as it comes.
 */
export class OutputTail {
  private readonly lines: string[] = [];

  constructor(private readonly keep: number) {}

  stream(forward: (line: string) => void): LineWriter {
    let partial = '';
    const push = (line: string) => {
      forward(line);
      this.lines.push(line.replace(ANSI_SEQUENCE, ''));
      if (this.lines.length > this.keep) this.lines.shift();
    };
    return {
      write(chunk) {
        const parts = (partial + chunk.toString()).split('\n');
        partial = parts.pop() ?? '';
        parts.forEach(push);
      },
      end() {
        if (partial) push(partial);
        partial = '';
      },
    };
  }

  last(): readonly string[] {
    return [...this.lines];
  }
}
