/** The OpenID Connect (Auth0-style) client; loaded only when such a sign-in is used. */
export { login } from './authorize.ts';
export { completeCallback } from './callback.ts';
export { logout } from './logout.ts';
export { fetchUserData, saveUserData } from './user-data.ts';
