import { authRoles } from '@flockbook/contracts/roles';
import { Navigate } from 'react-router';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';

const lazyTodoApp = async () => {
  const { TodoApp } = await import('./components/todo-app.tsx');
  return { Component: TodoApp };
};

/** To-do (section 2): `/apps/todo` opens All; lists by folder, filter or label, each with an open task. */
export const todoRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    { path: '/apps/todo', element: <Navigate to="/apps/todo/all" replace /> },
    { path: '/apps/todo/label/:labelHandle/:todoId?', lazy: lazyTodoApp },
    { path: '/apps/todo/filter/:filterHandle/:todoId?', lazy: lazyTodoApp },
    { path: '/apps/todo/:folderHandle/:todoId?', lazy: lazyTodoApp },
  ],
};
