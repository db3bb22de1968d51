/**
 * Query keys of farm records. Every key starts with 'records', so one invalidation after a
 * change refreshes every list, record and figure that may depend on it (a death changes the
 * flock's figures and the farm's birds alive).
 */
export const recordKeys = {
  all: ['records'] as const,
  area: (endpoint: string) => ['records', endpoint] as const,
  list: (endpoint: string, query: string) => ['records', endpoint, 'list', query] as const,
  item: (endpoint: string, id: string) => ['records', endpoint, 'item', id] as const,
  options: (endpoint: string, query: string) => ['records', endpoint, 'options', query] as const,
  history: (entity: string, id: string) => ['records', 'audit', entity, id] as const,
};

export const settingsKey = ['app-settings'] as const;
