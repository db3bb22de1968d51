import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createTodo,
  deleteTodos,
  fetchTodoFilters,
  fetchTodoFolders,
  fetchTodoLabels,
  fetchTodos,
  removeTodo,
  updateTodo,
} from './todo-api.ts';
import type { TodoListKey } from './todo-api.ts';

export const todoKeys = {
  all: ['todo-app'] as const,
  lists: ['todo-app', 'todos'] as const,
  list: (key: TodoListKey) => ['todo-app', 'todos', key.kind, key.handle] as const,
  folders: ['todo-app', 'folders'] as const,
  filters: ['todo-app', 'filters'] as const,
  labels: ['todo-app', 'labels'] as const,
};

export function useTodos(key: TodoListKey) {
  return useQuery({
    queryKey: todoKeys.list(key),
    queryFn: ({ signal }) => fetchTodos(key, signal),
  });
}

const forever = { staleTime: Number.POSITIVE_INFINITY } as const;

export const useTodoFolders = () =>
  useQuery({
    queryKey: todoKeys.folders,
    queryFn: ({ signal }) => fetchTodoFolders(signal),
    ...forever,
  });
export const useTodoFilters = () =>
  useQuery({
    queryKey: todoKeys.filters,
    queryFn: ({ signal }) => fetchTodoFilters(signal),
    ...forever,
  });
export const useTodoLabels = () =>
  useQuery({
    queryKey: todoKeys.labels,
    queryFn: ({ signal }) => fetchTodoLabels(signal),
    ...forever,
  });

/** Every change refetches the lists: the mock decides what each list holds. */
function useTodoMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todoKeys.lists }),
  });
}

export const useUpdateTodo = () => useTodoMutation(updateTodo);
export const useCreateTodo = () => useTodoMutation(createTodo);
export const useRemoveTodo = () => useTodoMutation(removeTodo);
export const useDeleteTodos = () => useTodoMutation(deleteTodos);
