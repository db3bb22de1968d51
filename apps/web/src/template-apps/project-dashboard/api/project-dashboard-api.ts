import type { Project, ProjectWidgets } from '@flockbook/mock-api/project-dashboard';
import { projectDashboardPaths } from '@flockbook/mock-api/project-dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const projectDashboardKeys = {
  projects: ['project-dashboard-app', 'projects'] as const,
  widgets: (projectId: string) => ['project-dashboard-app', 'widgets', projectId] as const,
};

/** GET projects: id and name of each project. */
export function useProjects() {
  return useQuery({
    queryKey: projectDashboardKeys.projects,
    queryFn: ({ signal }) => api.get<Project[]>(projectDashboardPaths.projects, { signal }),
  });
}

/** GET widgets of one project; the previous project's widgets stay shown while it loads. */
export function useProjectWidgets(projectId: string | undefined) {
  return useQuery({
    queryKey: projectDashboardKeys.widgets(projectId ?? ''),
    queryFn: ({ signal }) =>
      api.get<ProjectWidgets>(projectDashboardPaths.widgets, {
        signal,
        query: { projectId },
      }),
    enabled: projectId !== undefined,
    placeholderData: keepPreviousData,
  });
}
