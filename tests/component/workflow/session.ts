/** Signs a demo account into the client session, with its button grants, for workflow screen tests. */
export { signInAs as signIn } from '../sign-in';
