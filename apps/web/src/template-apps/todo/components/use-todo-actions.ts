import type { NewTodo, Todo } from '@flockbook/mock-api/todo';
import { showMessage } from '../../../lib/message-store.ts';
import {
  useCreateTodo,
  useDeleteTodos,
  useRemoveTodo,
  useUpdateTodo,
} from '../api/todo-queries.ts';
import { useTodoTexts } from '../locales/use-todo-texts.ts';

/** The changes a user makes to to-dos, each followed by a snackbar; each answers success. */
export function useTodoActions() {
  const { texts } = useTodoTexts();
  const update = useUpdateTodo();
  const create = useCreateTodo();
  const remove = useRemoveTodo();
  const deleteForever = useDeleteTodos();

  const report = (promise: Promise<unknown>, message: string | null) =>
    promise.then(
      () => {
        if (message) showMessage({ message, variant: 'success' });
        return true;
      },
      () => {
        showMessage({ message: texts.failed, variant: 'error' });
        return false;
      },
    );

  return {
    busy: update.isPending || create.isPending || remove.isPending || deleteForever.isPending,
    create: (todo: NewTodo) => report(create.mutateAsync(todo), texts.done.added),
    save: (todo: Todo) => report(update.mutateAsync(todo), texts.done.saved),
    /** A flag flipped from the list: the row shows the change, no snackbar needed. */
    toggle: (todo: Todo, flag: 'completed' | 'starred' | 'important') =>
      report(update.mutateAsync({ ...todo, [flag]: !todo[flag] }), null),
    remove: (todo: Todo) => report(remove.mutateAsync(todo.id), texts.done.removed),
    restore: (todo: Todo) =>
      report(update.mutateAsync({ ...todo, deleted: false }), texts.done.restored),
    deleteForever: (todo: Todo) => report(deleteForever.mutateAsync([todo.id]), texts.done.deleted),
  };
}
