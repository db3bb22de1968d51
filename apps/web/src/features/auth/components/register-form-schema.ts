import {
  authMessages,
  MIN_LOGIN_LENGTH,
  newPasswordSchema,
  registerInputSchema,
} from '@flockbook/contracts';
import { z } from 'zod';

const passwordPair = z.object({ password: newPasswordSchema, passwordConfirm: z.string() });

/** A new account's fields (registration, the first admin's set-up), the password twice. */
export const registerFormSchema = z
  .object({
    displayName: z
      .string()
      .trim()
      .min(1, authMessages.enterDisplayName)
      .min(MIN_LOGIN_LENGTH, authMessages.minLength)
      .max(100),
    email: registerInputSchema.shape.email,
    password: newPasswordSchema,
    passwordConfirm: z.string(),
  })
  .refine((values) => values.password === values.passwordConfirm, {
    message: authMessages.passwordsDoNotMatch,
    path: ['passwordConfirm'],
    // Compare as soon as both passwords are there, even while other fields still need work.
    when: (payload) => passwordPair.safeParse(payload.value).success,
  });

export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;
