import type { ReadStream } from 'node:tty';

/**
 * The password for `npm run create-admin`: on a terminal it is asked for twice without being
 * shown; piped in, it is the first line of standard input.
 */
export async function readPassword(
  input: NodeJS.ReadStream,
  output: NodeJS.WriteStream,
): Promise<string> {
  if (!input.isTTY) return firstLine(input);
  const password = await askHidden(input, output, 'Password: ');
  const again = await askHidden(input, output, 'Password (again): ');
  if (again !== password) throw new Error('The passwords do not match.');
  return password;
}

async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

function askHidden(input: ReadStream, output: NodeJS.WriteStream, prompt: string) {
  // Not echoed from the moment the prompt shows.
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  output.write(prompt);
  return new Promise<string>((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        // Ctrl-C and Ctrl-D give up.
        if (char === '\u0003' || char === '\u0004') return finish(new Error('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    input.on('data', onData);
  });
}
