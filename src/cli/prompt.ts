/** Reads one line from the terminal without echoing it. */
export function readHiddenLine(question: string): Promise<string> {
  const stdin = process.stdin;
  // Echo goes off before the question shows, so nothing typed after it is ever echoed.
  stdin.setRawMode(true);
  stdin.resume();
  process.stdout.write(question);
  return new Promise((resolve) => {
    let line = '';
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\u0003') {
          restore();
          process.exit(130);
        } else if (char === '\r' || char === '\n' || char === '\u0004') {
          restore();
          return resolve(line);
        } else if (char === '\u007f' || char === '\b') {
          line = [...line].slice(0, -1).join('');
        } else if (char >= ' ') {
          line += char;
        }
      }
    };
    const restore = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    stdin.on('data', onData);
  });
}
