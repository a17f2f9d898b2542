import { createInterface } from 'node:readline';

/** Asks on the terminal; with `hidden`, typed characters are not echoed (for passwords). */
export function ask(question: string, hidden = false): Promise<string> {
  const input = process.stdin;
  const rl = createInterface({ input, output: process.stdout, terminal: input.isTTY });
  if (hidden && input.isTTY) {
    // Echo nothing after the question while the answer is typed.
    (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text: string) => {
      if (text.includes(question)) process.stdout.write(text);
    };
  }
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      if (hidden && input.isTTY) process.stdout.write('\n');
      resolve(answer);
    });
  });
}
