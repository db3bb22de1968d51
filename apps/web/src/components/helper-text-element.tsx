import type { ComponentPropsWithRef } from 'react';

/**
 * The element of every field's helper text (the theme's default for MUI's FormHelperText). A
 * field's error is an alert, so a screen reader says it where and when it appears, as a sighted
 * person sees it turn red; a hint is plain text the field's description already reads.
 */
export function HelperTextElement({ className, ...props }: ComponentPropsWithRef<'p'>) {
  const error = className?.split(' ').includes('Mui-error') === true;
  return <p {...props} className={className} role={error ? 'alert' : undefined} />;
}
