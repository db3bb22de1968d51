import type { HttpHandler } from 'msw';
import { findById } from '../../platform/records.ts';
import { getCall, noQuery } from '../../platform/respond.ts';
import { projectDashboardPaths, widgetsQuerySchema } from './contract.ts';
import type { Project, ProjectWidgets } from './contract.ts';
import { projectWidgetsSample, sampleProjects } from './sample-data.ts';

export type ProjectDashboardState = { projects: Project[]; widgets: ProjectWidgets[] };

export function createProjectDashboardState(now = new Date()): ProjectDashboardState {
  return structuredClone({ projects: sampleProjects, widgets: projectWidgetsSample(now) });
}

/** The widgets of the project (the first project when none is named); 404 for an unknown one. */
export function widgetsOf(state: ProjectDashboardState, projectId?: string): ProjectWidgets {
  const project = findById(state.projects, projectId ?? state.projects[0]?.id ?? '', 'project');
  const widgets = state.widgets.find((item) => item.projectId === project.id);
  if (!widgets) throw new Error(`The sample data lacks the widgets of project '${project.id}'.`);
  return widgets;
}

export function createHandlers(state = createProjectDashboardState()): HttpHandler[] {
  return [
    getCall(projectDashboardPaths.projects, noQuery, () => state.projects),
    getCall(projectDashboardPaths.widgets, widgetsQuerySchema, ({ projectId }) =>
      widgetsOf(state, projectId),
    ),
  ];
}
