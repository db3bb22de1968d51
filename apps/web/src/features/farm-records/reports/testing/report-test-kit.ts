import { vi } from 'vitest';

/**
 * A report answer whose body the test feeds piece by piece, so the progress can be watched;
 * `length` sets Content-Length (left out when null).
 */
export function streamedReport(options: { name: string; type: string; length: number | null }) {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  const headers: Record<string, string> = {
    'content-type': options.type,
    'content-disposition': `attachment; filename="${options.name}"`,
  };
  if (options.length !== null) headers['content-length'] = String(options.length);
  return {
    response: new Response(body, { status: 200, headers }),
    send: (bytes: number) => controller?.enqueue(new Uint8Array(bytes).fill(37)),
    end: () => controller?.close(),
  };
}

/** Watches files handed to the browser to save: their blobs and the names they are saved as. */
export function watchSavedFiles() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:report-${blobs.length}`;
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { blobs, names, restore: () => click.mockRestore() };
}

/** A farm as the farm list answers it. */
export function testFarm(id: string, name: string) {
  return {
    id,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdBy: null,
    version: 1,
    name,
    code: '',
    location: '',
    ownerName: '',
    managerName: '',
    phone: '',
    capacityBirds: 0,
    houses: 1,
    hasHouses: false,
    areaM2: '0',
    notes: '',
    active: true,
    activeFlocks: 0,
    birdsAlive: 0,
  };
}
