import { config } from 'zod/v4/core';

/*
 * Schemas check data without compiling code for it: the page's security policy allows no
 * `eval`, and the schema library's probe for it (a caught `new Function`) would still be
 * reported as a policy violation. Set before any schema is built.
 */
config({ jitless: true });
