/**
 * The stored sign-in token, readable without the rest of the session: the page's first module
 * asks for it to know whether this load is signed in.
 */
import { ls } from '@/lib/storage';
import { ACCESS_TOKEN } from './keys';

export function getToken(): string | null {
  return ls.get<string>(ACCESS_TOKEN);
}
