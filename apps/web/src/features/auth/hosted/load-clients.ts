/** The hosted clients, each a chunk of its own, loaded when first used. */
export const loadOidcClient = () => import('./oidc/oidc-client.ts');
export const loadFirebaseClient = () => import('./firebase/firebase-client.ts');
