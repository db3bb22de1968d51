import { useSearchParams } from 'react-router';

/**
 * A page's choices kept in its address (`?farmId=&date=`), and a way to change some of them:
 * an empty value removes its parameter, and the change replaces the history entry.
 */
export function usePageParams(): [
  URLSearchParams,
  (values: Record<string, string | undefined>) => void,
] {
  const [params, setSearchParams] = useSearchParams();
  const update = (values: Record<string, string | undefined>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(values)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  return [params, update];
}
