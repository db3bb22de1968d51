import { parentPort } from 'node:worker_threads';

// A database worker that dies on its first request, as a crash would end it.
parentPort?.once('message', () => process.exit(3));
