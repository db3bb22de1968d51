import { authMessages } from '@flockbook/contracts';
import type {
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { z } from 'zod';
import { ProblemError } from '../../lib/problem.ts';

/** The specification's GET calls carry a small JSON body; nothing larger is read. */
export const GET_BODY_LIMIT_BYTES = 16 * 1024;
const GET_BODY_TIMEOUT_MS = 10_000;

/** A refusal in the auth calls' shape: `{ error: message }`, and as problem details. */
const refusal = (status: number, detail: string) =>
  new ProblemError(status, { detail, extensions: { error: detail } });

const isJson = (contentType: string | undefined) => {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);
};

/** The schema each GET-body hook reads, so the API documentation can show the body. */
const documentedBodies = new WeakMap<object, z.ZodType>();

/** The body schema a route's `preValidation` hooks read, if any. */
export function bodyReadBy(preValidation: unknown): z.ZodType | undefined {
  const hooks: unknown[] = Array.isArray(preValidation) ? preValidation : [preValidation];
  for (const hook of hooks) {
    const schema = typeof hook === 'function' ? documentedBodies.get(hook) : undefined;
    if (schema) return schema;
  }
  return undefined;
}

/**
 * A pre-validation hook that reads a GET request's JSON body, which Fastify leaves unread,
 * into `request.body` (undefined when there is none). `schema` documents it; the route checks
 * it. Refused: more than 16 KB (413), slower than 10 s (408), not JSON (415, 400).
 */
export function readGetBody(schema: z.ZodType): preValidationAsyncHookHandler {
  const hook: preValidationAsyncHookHandler = async (request, reply) => {
    request.body = await readJsonBody(request, reply);
  };
  documentedBodies.set(hook, schema);
  return hook;
}

const QUERY_CREDENTIALS = ['email', 'password', 'access_token', 'token', 'id_token'];

/**
 * Refuses credentials in the query string: addresses end up in logs, proxies and browser
 * history. Nothing else about the request is looked at.
 */
export const refuseQueryCredentials: onRequestAsyncHookHandler = async (request) => {
  const names = Object.keys(request.query as Record<string, unknown>);
  if (names.some((name) => QUERY_CREDENTIALS.includes(name.toLowerCase()))) {
    throw refusal(400, authMessages.credentialsInAddress);
  }
};

async function readJsonBody(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const { headers } = request;
  const length = headers['content-length'];
  const hasBody = headers['transfer-encoding'] !== undefined || (length ?? '0') !== '0';
  if (!hasBody) {
    if (isJson(headers['content-type'])) throw refusal(400, 'The JSON request body is empty.');
    return undefined;
  }
  if (!isJson(headers['content-type'])) {
    throw refusal(415, 'Send the request body as JSON (Content-Type: application/json).');
  }
  let bytes: Buffer;
  try {
    bytes = await readRaw(request, Number(length ?? 0));
  } catch (error) {
    // The rest of an oversized or stalled body is not worth reading: close after answering.
    reply.header('connection', 'close');
    throw error;
  }
  if (bytes.length === 0) throw refusal(400, 'The JSON request body is empty.');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refusal(400, 'The request body is not valid UTF-8 text.');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw refusal(400, 'The request body is not valid JSON.');
  }
}

function readRaw(request: FastifyRequest, declared: number): Promise<Buffer> {
  const tooLarge = () =>
    refusal(413, `The request body is larger than ${GET_BODY_LIMIT_BYTES / 1024} KB.`);
  if (declared > GET_BODY_LIMIT_BYTES) return Promise.reject(tooLarge());
  const stream = request.raw;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error: Error | undefined) => {
      clearTimeout(timer);
      stream.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      if (error) {
        stream.pause();
        reject(error);
      } else resolve(Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > GET_BODY_LIMIT_BYTES) finish(tooLarge());
      else chunks.push(chunk);
    };
    const onEnd = () => finish(undefined);
    const onError = () => finish(refusal(400, 'The request body could not be read.'));
    const onClose = () => finish(refusal(400, 'The request body ended early.'));
    const timer = setTimeout(
      () => finish(refusal(408, 'The request body took too long to arrive.')),
      GET_BODY_TIMEOUT_MS,
    );
    stream.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}
